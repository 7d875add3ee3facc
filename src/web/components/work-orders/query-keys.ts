/**
 * Query keys of work-order data, shared by every screen that shows it (work orders, dashboard,
 * equipment). A work-order mutation invalidates `workOrderKeys.lists()` and the dashboard
 * stats, so any list of work orders anywhere refreshes: key yours under these prefixes.
 */
export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: () => ['work-orders', 'list'] as const,
  list: (params: Readonly<Record<string, string>>) => ['work-orders', 'list', params] as const,
  detail: (id: string) => ['work-orders', 'detail', id] as const,
  /** Checklist, parts usage, labour and history of one order. */
  part: (id: string, part: 'checklist' | 'parts-usage' | 'labor' | 'history') =>
    ['work-orders', 'detail', id, part] as const,
};

export const dashboardStatsKey = ['dashboard', 'stats'] as const;
