import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import { PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from '@shared/domain';
import type { WorkOrderSort } from '@shared/schemas/work-orders';
import { OPEN_STATUSES } from '@shared/work-order-rules';
import type { WorkOrderLabels } from '@web/components/work-orders/use-work-order-labels';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { reportsMessages } from '../messages';

type Texts = TextsOf<typeof reportsMessages>;

/**
 * The choices of the Reports screen, each `[query value, label]`: the work-order list's own
 * filter values (status=a,b …), with ANY for "no filter" (a select item cannot be '').
 */
export const ANY = 'any';

export const OPEN = OPEN_STATUSES.join(',');
const DONE = 'completed,verified,closed';

export const statusOptions = (t: Texts, labels: WorkOrderLabels): readonly (readonly [string, string])[] => [
  [ANY, t('options.allStatuses')],
  [OPEN, t('options.open')],
  [DONE, t('options.done')],
  ...WORK_ORDER_STATUSES.map((status) => [status, labels.status(status)] as const),
];

export const typeOptions = (t: Texts, labels: WorkOrderLabels): readonly (readonly [string, string])[] => [
  [ANY, t('options.allTypes')],
  ...WORK_ORDER_TYPES.map((type) => [type, labels.type(type)] as const),
];

export const priorityOptions = (
  t: Texts,
  labels: WorkOrderLabels,
): readonly (readonly [string, string])[] => [
  [ANY, t('options.allPriorities')],
  ['high,critical', t('options.highCritical')],
  ...PRIORITIES.map((priority) => [priority, labels.priority(priority)] as const),
];

export const sortOptions = (t: Texts): readonly (readonly [WorkOrderSort, string])[] => [
  ['-createdAt', t('options.newest')],
  ['createdAt', t('options.oldest')],
  ['dueDate', t('options.dueDate')],
  ['-priority', t('options.priority')],
  ['-updatedAt', t('options.updated')],
];

export function periodLabel(t: Texts, days: AnalyticsPeriod): string {
  return days === 365 ? t('period.year') : t('period.days', { days: String(days) });
}

/** Query parameters from choices, leaving out those at ANY (or empty). */
export function toQuery(choices: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== '' && value !== ANY));
}
