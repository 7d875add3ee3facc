import type { ReactNode } from 'react';
import { AlarmClock, UserRound, X } from 'lucide-react';
import { PRIORITIES, WORK_ORDER_STATUSES } from '@shared/domain';
import type { WorkOrderSort } from '@shared/schemas/work-orders';
import { useWorkOrderLabels, type WorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import { LocationFilter } from '@web/components/locations';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { useSearchText } from '@web/lib/use-search-text';
import { workOrdersMessages } from '../messages';
import { VendorFilterChip } from './vendor-filter-chip';
import { hasActiveFilters, isSort, OPEN_STATUS_FILTER, type WorkOrderFilters } from './work-order-filters';

// Radix Select keeps '' for "no value", so "any" needs a value of its own.
const ANY = 'any';

type Texts = TextsOf<typeof workOrdersMessages>;

const statusOptions = (t: Texts, labels: WorkOrderLabels): readonly [string, string][] => [
  [ANY, t('filter.allStatuses')],
  [OPEN_STATUS_FILTER, t('filter.open')],
  ...WORK_ORDER_STATUSES.map((status): [string, string] => [status, labels.status(status)]),
];

const priorityOptions = (t: Texts, labels: WorkOrderLabels): readonly [string, string][] => [
  [ANY, t('filter.allPriorities')],
  ['high,critical', t('filter.highCritical')],
  ...PRIORITIES.map((priority): [string, string] => [priority, labels.priority(priority)]),
];

const SORT_OPTIONS = [
  ['-createdAt', 'sort.newest'],
  ['dueDate', 'sort.dueDate'],
  ['-priority', 'sort.priority'],
  ['-updatedAt', 'sort.updated'],
] as const satisfies readonly (readonly [WorkOrderSort, string])[];

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const current = value || ANY;
  // A combination typed into the URL by hand still shows as what it is.
  const known = options.some(([option]) => option === current);
  return (
    <Select value={current} onValueChange={(next) => onChange(next === ANY ? '' : next)}>
      <SelectTrigger aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {known ? null : <SelectItem value={current}>{current.split(',').join(', ')}</SelectItem>}
        {options.map(([option, text]) => (
          <SelectItem key={option} value={option}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function ToggleChip({
  isOn,
  onClick,
  children,
}: {
  isOn: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onClick}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors touch:h-11',
        'focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
        isOn
          ? 'border-primary bg-primary/10 text-primary'
          : 'border-input bg-card text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/** Search (description, FO number, asset model), status, priority, sort, quick toggles, Clear. */
export function WorkOrderFilterBar({
  filters,
  onChange,
  onClear,
  userId,
}: {
  filters: WorkOrderFilters;
  onChange: (changes: Partial<WorkOrderFilters>) => void;
  onClear: () => void;
  userId: string | undefined;
}) {
  const t = useT(workOrdersMessages);
  const labels = useWorkOrderLabels();
  const search = useSearchText(filters.q, (q) => onChange({ q }));
  const clear = () => {
    search.reset();
    onClear();
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      {/* Below 26rem each select gets the row: "Tous les statuts" and "Alle Prioritäten" fit whole. */}
      <div className="grid grid-cols-1 gap-2 min-[26rem]:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <SearchInput
          label={t('filter.search')}
          placeholder={t('filter.searchPlaceholder')}
          value={search.text}
          onChange={search.change}
          className="min-[26rem]:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label={t('filter.status')}
          value={filters.status}
          options={statusOptions(t, labels)}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label={t('filter.priority')}
          value={filters.priority}
          options={priorityOptions(t, labels)}
          onChange={(priority) => onChange({ priority })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ToggleChip isOn={filters.overdue} onClick={() => onChange({ overdue: !filters.overdue })}>
          <AlarmClock aria-hidden />
          {t('filter.overdue')}
        </ToggleChip>
        {userId ? (
          <ToggleChip
            isOn={filters.assignedTo === userId}
            onClick={() => onChange({ assignedTo: filters.assignedTo === userId ? '' : userId })}
          >
            <UserRound aria-hidden />
            {t('filter.mine')}
          </ToggleChip>
        ) : null}
        {filters.vendorId ? (
          <VendorFilterChip vendorId={filters.vendorId} onRemove={() => onChange({ vendorId: '' })} />
        ) : null}
        <LocationFilter
          value={{ locationId: filters.locationId || null, includeDescendants: true }}
          onChange={({ locationId }) => onChange({ locationId: locationId ?? '' })}
          showIncludeDescendants={false}
          className="w-full sm:w-56"
        />
        <div className="ml-auto w-44">
          <FilterSelect
            label={t('filter.sortBy')}
            value={filters.sort}
            options={SORT_OPTIONS.map(([sort, key]) => [sort, t(key)] as const)}
            onChange={(sort) => onChange({ sort: isSort(sort) ? sort : '-createdAt' })}
          />
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={clear}
          disabled={!hasActiveFilters(filters) && !search.text}
        >
          <X aria-hidden />
          {t('filter.clear')}
        </Button>
      </div>
    </div>
  );
}
