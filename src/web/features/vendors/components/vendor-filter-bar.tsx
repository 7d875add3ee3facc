import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import type { VendorType } from '@shared/domain';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { VendorFilters } from './vendor-filters';

// Radix Select keeps '' for "no value", so "all" needs a value of its own.
const ALL = 'all';

const TYPE_OPTIONS: readonly [VendorType | typeof ALL, string][] = [
  [ALL, 'All Types'],
  ['supplier', 'Suppliers'],
  ['contractor', 'Contractors'],
];

/** Search text and the type filter of operations spec §2. */
export function VendorFilterBar({
  filters,
  onChange,
}: {
  filters: VendorFilters;
  onChange: (changes: Partial<VendorFilters>) => void;
}) {
  const [search, setSearch] = useState(filters.q);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Clearing the filters elsewhere (the empty state's button) empties the box too.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (filters.q.trim() !== search.trim()) setSearch(filters.q);
  }

  // The server is asked once typing pauses, not per keystroke.
  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => onChange({ q: text }), 300);
  };

  return (
    <div className="grid gap-2 sm:flex sm:items-center sm:gap-3">
      <div className="relative min-w-0 sm:flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search vendors"
          placeholder="Search name, contact or e-mail"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={filters.type || ALL}
        onValueChange={(next) => onChange({ type: next === 'supplier' || next === 'contractor' ? next : '' })}
      >
        <SelectTrigger aria-label="Type" className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TYPE_OPTIONS.map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
