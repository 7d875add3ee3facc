import { workOrderKeys } from '@web/components/work-orders/query-keys';

/**
 * Query keys of the Reports screens. What is read from work orders sits under the work-order
 * list prefix, so a change to any order (here or from another person, through realtime) marks
 * it stale like every other list of orders.
 */
export const reportKeys = {
  sheetChoice: (params: Readonly<Record<string, string>>) =>
    [...workOrderKeys.lists(), 'report-sheet-choice', params] as const,
  sheets: (ids: readonly string[]) => [...workOrderKeys.lists(), 'report-sheets', ids.join(',')] as const,
  monthlySummary: (month: string) => ['reports', 'monthly-summary', month] as const,
};
