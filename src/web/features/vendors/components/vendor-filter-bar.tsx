import type { VendorType } from '@shared/domain';
import { SearchInput } from '@web/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useSearchText } from '@web/lib/use-search-text';
import { useT } from '@web/lib/i18n/use-t';
import { vendorsMessages } from '../messages';
import type { VendorFilters } from './vendor-filters';

// Radix Select keeps '' for "no value", so "all" needs a value of its own.
const ALL = 'all';

const TYPE_OPTIONS = [
  [ALL, 'filter.allTypes'],
  ['supplier', 'filter.suppliers'],
  ['contractor', 'filter.contractors'],
] as const satisfies readonly [VendorType | typeof ALL, string][];

/** Search text and the type filter of operations spec §2. */
export function VendorFilterBar({
  filters,
  onChange,
}: {
  filters: VendorFilters;
  onChange: (changes: Partial<VendorFilters>) => void;
}) {
  const t = useT(vendorsMessages);
  const search = useSearchText(filters.q, (q) => onChange({ q }));

  return (
    <div className="grid gap-2 sm:flex sm:items-center sm:gap-3">
      <SearchInput
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        value={search.text}
        onChange={search.change}
        className="sm:flex-1"
      />
      <Select
        value={filters.type || ALL}
        onValueChange={(next) => onChange({ type: next === 'supplier' || next === 'contractor' ? next : '' })}
      >
        <SelectTrigger aria-label={t('filter.type')} className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TYPE_OPTIONS.map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {t(label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
