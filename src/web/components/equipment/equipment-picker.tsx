import { useState } from 'react';
import type { Equipment } from '@shared/schemas/equipment';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEquipmentSearch } from './search-equipment';
import { SearchPicker } from '@web/components/search-picker';
import { assetLabel } from './asset-label';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from './messages';

/**
 * An equipment select (a work order's asset, the asset another is part of): searches asset tag,
 * name and model on the server. `excludeIds` leaves out assets that cannot be chosen (itself).
 */
export function EquipmentPicker({
  valueLabel,
  onSelect,
  onClear,
  placeholder,
  excludeIds,
  ...field
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  valueLabel: string | null;
  onSelect: (equipment: Equipment) => void;
  onClear: () => void;
  placeholder?: string;
  excludeIds?: ReadonlySet<string>;
}) {
  const t = useT(equipmentMessages);
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const q = useDebouncedValue(search, 250);
  const equipment = useEquipmentSearch(q, isOpen);
  return (
    <SearchPicker
      {...field}
      valueLabel={valueLabel}
      placeholder={placeholder ?? t('picker.placeholder')}
      searchPlaceholder={t('picker.search')}
      search={search}
      onSearchChange={setSearch}
      items={excludeIds ? equipment.data?.filter((item) => !excludeIds.has(item.id)) : equipment.data}
      isLoading={equipment.isFetching}
      isError={equipment.isError}
      errorText={t('picker.failed')}
      emptyText={q ? t('picker.noMatch') : t('picker.none')}
      getKey={(item) => item.id}
      onSelect={onSelect}
      onClear={onClear}
      onOpenChange={setIsOpen}
      renderItem={(item) => (
        <div className="min-w-0">
          <p className="truncate font-medium">
            <span className="font-mono text-xs">{item.assetTag}</span> — {item.name}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {[item.model, item.area].filter(Boolean).join(' · ')}
          </p>
        </div>
      )}
    />
  );
}

/**
 * How the picker names a machine: its asset tag and its name, as people know their machines
 * (issue 22: it showed the description). An order read from the server names its asset by
 * `equipmentDescription` (the description, else the name), through assetLabel.
 */
export function equipmentLabel(equipment: Pick<Equipment, 'assetTag' | 'name'>): string {
  return assetLabel(equipment.assetTag, equipment.name);
}
