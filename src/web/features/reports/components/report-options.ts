import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import { PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from '@shared/domain';
import type { WorkOrderSort } from '@shared/schemas/work-orders';
import { OPEN_STATUSES, STATUS_LABELS } from '@shared/work-order-rules';
import { TYPE_LABELS } from '@web/components/work-orders/labels';
import { PRIORITY_LABELS } from '@web/components/work-orders/priority-badge';

/**
 * The choices of the Reports screen, each `[query value, label]`: the work-order list's own
 * filter values (status=a,b …), with ANY for "no filter" (a select item cannot be '').
 */
export const ANY = 'any';

export const OPEN = OPEN_STATUSES.join(',');
const DONE = 'completed,verified,closed';

export const STATUS_OPTIONS: readonly (readonly [string, string])[] = [
  [ANY, 'All statuses'],
  [OPEN, 'Open (new, assigned, in progress)'],
  [DONE, 'Done (completed, verified, closed)'],
  ...WORK_ORDER_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const),
];

export const TYPE_OPTIONS: readonly (readonly [string, string])[] = [
  [ANY, 'All types'],
  ...WORK_ORDER_TYPES.map((type) => [type, TYPE_LABELS[type]] as const),
];

export const PRIORITY_OPTIONS: readonly (readonly [string, string])[] = [
  [ANY, 'All priorities'],
  ['high,critical', 'High and critical'],
  ...PRIORITIES.map((priority) => [priority, PRIORITY_LABELS[priority]] as const),
];

export const SORT_OPTIONS: readonly (readonly [WorkOrderSort, string])[] = [
  ['-createdAt', 'Newest first'],
  ['createdAt', 'Oldest first'],
  ['dueDate', 'Due date'],
  ['-priority', 'Priority'],
  ['-updatedAt', 'Recently updated'],
];

export function periodLabel(days: AnalyticsPeriod): string {
  return days === 365 ? 'Last year' : `Last ${days} days`;
}

/** Query parameters from choices, leaving out those at ANY (or empty). */
export function toQuery(choices: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== '' && value !== ANY));
}
