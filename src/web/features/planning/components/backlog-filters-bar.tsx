import { PRIORITIES, WORK_ORDER_TYPES, type Priority, type WorkOrderType } from '@shared/domain';
import { LocationPicker } from '@web/components/locations';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useWorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { useT } from '@web/lib/i18n/use-t';
import type { BacklogFilters } from '../api/backlog-filters';
import { planningMessages } from '../messages';

// Radix Select keeps '' for "nothing chosen", so "any" has a value of its own.
const ANY = 'any';

/** The backlog's filters: priority, type, due before a day, and a place (with everything under it). */
export function BacklogFiltersBar({
  filters,
  onChange,
}: {
  filters: BacklogFilters;
  onChange: (filters: BacklogFilters) => void;
}) {
  const t = useT(planningMessages);
  const labels = useWorkOrderLabels();
  const priorityOptions = [
    [ANY, t('backlog.anyPriority')],
    ...PRIORITIES.map((priority) => [priority, labels.priority(priority)] as const),
  ] as const;
  const typeOptions = [
    [ANY, t('backlog.anyType')],
    ...WORK_ORDER_TYPES.map((type) => [type, labels.type(type)] as const),
  ] as const;
  const set = (change: Partial<BacklogFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="grid grid-cols-2 gap-2">
      <FormField label={t('backlog.priority')}>
        <EnumSelect<Priority | typeof ANY>
          value={filters.priority ?? ANY}
          options={priorityOptions}
          onChange={(value) => set({ priority: value === ANY ? null : value })}
        />
      </FormField>
      <FormField label={t('backlog.type')}>
        <EnumSelect<WorkOrderType | typeof ANY>
          value={filters.type ?? ANY}
          options={typeOptions}
          onChange={(value) => set({ type: value === ANY ? null : value })}
        />
      </FormField>
      <FormField label={t('backlog.dueBefore')}>
        <Input
          type="date"
          value={filters.dueBefore ?? ''}
          onChange={(event) => set({ dueBefore: event.target.value || null })}
        />
      </FormField>
      <FormField label={t('backlog.location')}>
        <LocationPicker
          value={filters.locationId}
          onChange={(locationId) => set({ locationId })}
          placeholder={t('backlog.anyLocation')}
        />
      </FormField>
    </div>
  );
}
