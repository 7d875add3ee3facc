import { useState } from 'react';
import type { Part } from '@shared/schemas/parts';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePartSearch } from '../../api/search-parts';
import { SearchPicker } from '@web/components/search-picker';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** Parts by number or name, with what is in stock, so nobody records a part the store lacks. */
export function PartPicker({
  value,
  onSelect,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: Part | null;
  onSelect: (part: Part) => void;
}) {
  const t = useT(workOrdersMessages);
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const q = useDebouncedValue(search, 250);
  const parts = usePartSearch(q, isOpen);
  return (
    <SearchPicker
      {...field}
      valueLabel={value ? `${value.partNumber} · ${value.name}` : null}
      placeholder={t('picker.placeholder')}
      searchPlaceholder={t('picker.search')}
      search={search}
      onSearchChange={setSearch}
      items={parts.data}
      isLoading={parts.isFetching}
      isError={parts.isError}
      errorText={t('picker.loadFailed')}
      emptyText={q ? t('picker.noMatch') : t('picker.none')}
      getKey={(part) => part.id}
      onSelect={onSelect}
      onOpenChange={setIsOpen}
      renderItem={(part) => (
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{part.name}</p>
            <p className="truncate font-mono text-xs text-muted-foreground">{part.partNumber}</p>
          </div>
          <span
            className={cn(
              'shrink-0 text-xs tabular-nums',
              part.stockLevel === 0 ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            {t('picker.inStock', { stock: String(part.stockLevel) })}
          </span>
        </div>
      )}
    />
  );
}
