/**
 * Where every signed-in screen lives. The entry reads only these strings (a signed-out visit to
 * one of them goes to sign-in, anything else is a 404); the screens, titles and permissions are
 * in routes.tsx, which loads with the workspace, not with the sign-in page.
 */
export const ROUTE_PATHS = {
  dashboard: ['/', '/dashboard'],
  workOrders: ['/work-orders'],
  workOrderDetail: ['/work-orders/:id'],
  requests: ['/requests'],
  requestDetail: ['/requests/:id'],
  equipment: ['/equipment'],
  equipmentLabels: ['/equipment/labels'],
  locations: ['/locations'],
  inventory: ['/inventory'],
  partLabels: ['/inventory/labels'],
  purchaseOrders: ['/purchasing', '/purchasing/orders'],
  reorder: ['/purchasing/reorder'],
  purchaseOrder: ['/purchasing/orders/:id'],
  receive: ['/purchasing/orders/:id/receive'],
  preventive: ['/preventive'],
  planning: ['/planning', '/planning/print/:userId'],
  vendors: ['/vendors'],
  procedures: ['/procedures', '/procedures/:id'],
  analytics: ['/analytics'],
  reports: ['/reports'],
  workOrderSheets: ['/reports/print/work-orders'],
  monthlySummary: ['/reports/print/monthly-summary'],
  admin: ['/admin'],
  users: ['/admin/users'],
  mailLog: ['/admin/mail'],
  singleSignOn: ['/admin/sso'],
  apiKeys: ['/admin/api-keys'],
  imports: ['/import'],
  performance: ['/admin/performance'],
  performanceMonitor: ['/admin/monitoring'],
  systemMonitoring: ['/system-monitoring', '/monitoring/system-dashboard'],
  monitoringDebug: ['/monitoring-debug'],
  webhooks: ['/admin/webhooks'],
  phase1Demo: ['/phase1-demo'],
  settings: ['/settings'],
  requestPortalPoster: ['/settings/request-portal/poster'],
  notifications: ['/notifications'],
} as const satisfies Record<string, readonly string[]>;

/** A path as written in the table: literal, or with `:name` segments that match any one segment. */
function matchesPath(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, index) =>
      part.startsWith(':') ? pathParts[index] !== '' : part === pathParts[index],
    )
  );
}

/** Whether a location is one of the paths, a trailing slash aside. */
export function matchesAnyPath(paths: readonly string[], location: string): boolean {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return paths.some((pattern) => matchesPath(pattern, path));
}

const WORKSPACE_PATHS: readonly string[] = Object.values(ROUTE_PATHS).flat();

export const isWorkspacePath = (location: string) => matchesAnyPath(WORKSPACE_PATHS, location);
