/**
 * The warehouses the e2e server creates; the admin belongs to all of them. Main Plant holds
 * the fixtures that journeys only read. A journey whose assertions cover a whole warehouse
 * (its figures, a list cut at a limit, notifications sent to a role) gets one of its own, so
 * no journey running beside it can change what it counts.
 */
export const WAREHOUSES = {
  main: 'Main Plant',
  north: 'North Plant',
  dashboardFigures: 'Dashboard Figures Plant',
  upcomingMaintenance: 'Upcoming Maintenance Plant',
  pmScheduler: 'PM Scheduler Plant',
  xssWorkOrders: 'XSS Work Orders Plant',
  xssAssets: 'XSS Assets Plant',
  xssPreventive: 'XSS Preventive Plant',
  xssPeople: 'XSS People Plant',
  offlineShell: 'Offline Shell Plant',
  offlineQueue: 'Offline Queue Plant',
  /** Sixty orders and a technician's whole working set, read back offline (issue 22). */
  offlineReplica: 'Offline Replica Plant',
  /** Six months of history (analytics-history.ts) that journeys only read. */
  analytics: 'Analytics Plant',
  /** One unit with a past PM: a journey stops it and watches its availability fall. */
  downtimeAnalytics: 'Downtime Analytics Plant',
  /** Records whose every text field is one long unbroken token: they show on every list. */
  longText: 'Long Text Plant',
  /** The planning board (issue 26): a row per technician of the plant, and its whole backlog. */
  planningBoard: 'Planning Board Plant',
  /** Issue 27: its reorder list holds only the purchasing journey's part. */
  purchasing: 'Purchasing Plant',
  /** Issue 29: the main jobs in German and in Spanish; nothing of another journey's, in English, shows there. */
  germanJourney: 'Werk Köln',
  spanishJourney: 'Planta Sevilla',
  /** Issue 29 §5: the main jobs by keyboard; its PM run generates only that journey's template. */
  keyboardJourney: 'Keyboard Journey Plant',
} as const;

export type WarehouseName = (typeof WAREHOUSES)[keyof typeof WAREHOUSES];
