import { TriangleAlert, Truck, X } from 'lucide-react';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useSearchText } from '@web/lib/use-search-text';
import { hasActiveFilters, type InventoryFilters } from './inventory-filters';
import { formatCategory } from './stock-status';
import { inventoryMessages } from '../messages';

// Radix Select keeps '' for "no value", so "all" needs a value of its own.
const ALL = 'all';

/** Search (name, part number, description), category, low stock only, the vendor a link came with, Clear. */
export function InventoryFilterBar({
  filters,
  categories,
  vendorName,
  onChange,
  onClear,
}: {
  filters: InventoryFilters;
  /** The categories present in the data (GET /api/parts/summary). */
  categories: readonly string[];
  /** The name of the vendor in `vendorId`, once known. */
  vendorName: string | undefined;
  onChange: (changes: Partial<InventoryFilters>) => void;
  onClear: () => void;
}) {
  const t = useT(inventoryMessages);
  const search = useSearchText(filters.q, (q) => onChange({ q }));
  const clear = () => {
    search.reset();
    onClear();
  };

  // A category typed into the URL by hand still shows as what it is.
  const options =
    filters.category && !categories.includes(filters.category)
      ? [...categories, filters.category]
      : categories;

  return (
    // Phones: search and Clear on one row, category and low stock on the next (each its own row
    // below 26rem, so "Todas las categorías" fits whole); desktop: one row.
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 md:flex md:flex-wrap md:items-center md:gap-3">
      <div className="col-span-2 flex gap-2 md:contents">
        <SearchInput
          label={t('filter.search')}
          placeholder={t('filter.searchPlaceholder')}
          value={search.text}
          onChange={search.change}
          className="flex-1 md:min-w-64"
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t('filter.clear')}
          onClick={clear}
          disabled={!hasActiveFilters(filters) && !search.text}
          className="md:order-last md:w-auto md:px-4"
        >
          <X aria-hidden />
          <span className="hidden md:inline">{t('filter.clear')}</span>
        </Button>
      </div>
      <Select
        value={filters.category || ALL}
        onValueChange={(next) => onChange({ category: next === ALL ? '' : next })}
      >
        <SelectTrigger aria-label={t('filter.category')} className="max-[26rem]:col-span-2 md:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('filter.allCategories')}</SelectItem>
          {options.map((category) => (
            <SelectItem key={category} value={category}>
              {formatCategory(t, category)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <button
        type="button"
        aria-pressed={filters.lowStock}
        onClick={() => onChange({ lowStock: !filters.lowStock })}
        className={cn(
          'inline-flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap transition-colors touch:h-11 max-[26rem]:col-span-2',
          'focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
          filters.lowStock
            ? 'border-warning bg-warning/15 text-foreground'
            : 'border-input bg-card text-muted-foreground hover:text-foreground',
        )}
      >
        <TriangleAlert aria-hidden className={cn('max-md:hidden', filters.lowStock && 'text-warning')} />
        {t('filter.lowStock')}
      </button>
      {filters.vendorId ? (
        <span className="col-span-2 inline-flex h-10 min-w-0 items-center gap-1.5 rounded-md border border-primary/40 bg-primary/8 pr-1 pl-3 text-sm touch:h-11">
          <Truck className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="truncate">
            <span className="text-muted-foreground">{t('filter.vendor')}</span>
            {vendorName ?? t('filter.selectedVendor')}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8 touch:size-9"
            aria-label={t('filter.removeVendor')}
            onClick={() => onChange({ vendorId: '' })}
          >
            <X aria-hidden />
          </Button>
        </span>
      ) : null}
    </div>
  );
}
