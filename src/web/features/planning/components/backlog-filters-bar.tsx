import { PRIORITIES, WORK_ORDER_TYPES, type Priority, type WorkOrderType } from '@shared/domain';
import { LocationPicker } from '@web/components/locations';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import { PRIORITY_LABELS } from '@web/components/work-orders/priority-badge';
import type { BacklogFilters } from '../api/backlog-filters';

// Radix Select keeps '' for "nothing chosen", so "any" has a value of its own.
const ANY = 'any';

const PRIORITY_OPTIONS = [
  [ANY, 'Any priority'],
  ...PRIORITIES.map((priority) => [priority, PRIORITY_LABELS[priority]] as const),
] as const;
const TYPE_OPTIONS = [
  [ANY, 'Any type'],
  ...WORK_ORDER_TYPES.map((type) => [type, TYPE_LABELS[type]] as const),
] as const;

/** The backlog's filters: priority, type, due before a day, and a place (with everything under it). */
export function BacklogFiltersBar({
  filters,
  onChange,
}: {
  filters: BacklogFilters;
  onChange: (filters: BacklogFilters) => void;
}) {
  const set = (change: Partial<BacklogFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="grid grid-cols-2 gap-2">
      <FormField label="Priority">
        <EnumSelect<Priority | typeof ANY>
          value={filters.priority ?? ANY}
          options={PRIORITY_OPTIONS}
          onChange={(value) => set({ priority: value === ANY ? null : value })}
        />
      </FormField>
      <FormField label="Type">
        <EnumSelect<WorkOrderType | typeof ANY>
          value={filters.type ?? ANY}
          options={TYPE_OPTIONS}
          onChange={(value) => set({ type: value === ANY ? null : value })}
        />
      </FormField>
      <FormField label="Due before">
        <Input
          type="date"
          value={filters.dueBefore ?? ''}
          onChange={(event) => set({ dueBefore: event.target.value || null })}
        />
      </FormField>
      <FormField label="Location">
        <LocationPicker
          value={filters.locationId}
          onChange={(locationId) => set({ locationId })}
          placeholder="Any location"
        />
      </FormField>
    </div>
  );
}
