import { X } from 'lucide-react';
import { CRITICALITIES, EQUIPMENT_STATUSES, type Criticality, type EquipmentStatus } from '@shared/domain';
import { LocationFilter } from '@web/components/locations';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useT } from '@web/lib/i18n/use-t';
import { EMPTY_FILTERS, hasActiveFilters, type EquipmentFilters } from '../api/list-equipment';
import { equipmentMessages } from '../messages';
import { CRITICALITY_LABELS, EQUIPMENT_STATUS_LABELS } from './equipment-badges';

function isStatus(value: string): value is EquipmentStatus {
  return (EQUIPMENT_STATUSES as readonly string[]).includes(value);
}

function isCriticality(value: string): value is Criticality {
  return (CRITICALITIES as readonly string[]).includes(value);
}

/** Search (asset tag, description, model), status, criticality, location (issue 24), and Clear. */
export function EquipmentFiltersBar({
  value,
  onChange,
}: {
  value: EquipmentFilters;
  onChange: (next: EquipmentFilters) => void;
}) {
  const t = useT(equipmentMessages);
  // Phones: search and Clear on one row, the two filters on the next; desktop: one row.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 md:flex md:flex-wrap md:items-start md:gap-3">
      <SearchInput
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        value={value.q}
        onChange={(q) => onChange({ ...value, q })}
        className="col-span-2 md:flex-1"
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={t('filter.clear')}
        disabled={!hasActiveFilters(value)}
        onClick={() => onChange({ ...EMPTY_FILTERS, root: value.root })}
        className="md:order-last md:w-auto md:px-4"
      >
        <X aria-hidden />
        <span className="hidden md:inline">{t('filter.clear')}</span>
      </Button>
      <Select
        value={value.status}
        onValueChange={(next) => onChange({ ...value, status: isStatus(next) ? next : 'all' })}
      >
        <SelectTrigger aria-label={t('filter.status')} className="px-2.5 text-sm md:w-40 md:px-3">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('filter.anyStatus')}</SelectItem>
          {EQUIPMENT_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {t(EQUIPMENT_STATUS_LABELS[status])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={value.criticality}
        onValueChange={(next) => onChange({ ...value, criticality: isCriticality(next) ? next : 'all' })}
      >
        <SelectTrigger
          aria-label={t('filter.criticality')}
          className="col-span-2 px-2.5 text-sm md:w-44 md:px-3"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('filter.anyCriticality')}</SelectItem>
          {CRITICALITIES.map((criticality) => (
            <SelectItem key={criticality} value={criticality}>
              {t(CRITICALITY_LABELS[criticality])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <LocationFilter
        value={value}
        onChange={({ locationId, includeDescendants }) =>
          onChange({ ...value, locationId, includeDescendants })
        }
        className="col-span-3 md:w-64"
      />
    </div>
  );
}
