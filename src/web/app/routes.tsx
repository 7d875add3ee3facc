import type { ReactNode } from 'react';
import type { Permission } from '@shared/permissions';
import { lazyPage } from './lazy-page';

// Every page is its own chunk, so the sign-in route downloads none of them.
const DashboardPage = lazyPage(() => import('@web/features/dashboard/pages/dashboard-page'));
const WorkOrdersPage = lazyPage(() => import('@web/features/work-orders/pages/work-orders-page'));
const WorkOrderDetailPage = lazyPage(() => import('@web/features/work-orders/pages/work-order-detail-page'));
const RequestsPage = lazyPage(() => import('@web/features/requests/pages/requests-page'));
const RequestDetailPage = lazyPage(() => import('@web/features/requests/pages/request-detail-page'));
const EquipmentPage = lazyPage(() => import('@web/features/equipment/pages/equipment-page'));
const LocationsPage = lazyPage(() => import('@web/features/locations/pages/locations-page'));
const EquipmentLabelsPage = lazyPage(() => import('@web/features/equipment/pages/equipment-labels-page'));
const InventoryPage = lazyPage(() => import('@web/features/inventory/pages/inventory-page'));
const PreventivePage = lazyPage(() => import('@web/features/preventive/pages/preventive-page'));
const PlanningPage = lazyPage(() => import('@web/features/planning/pages/planning-page'));
const VendorsPage = lazyPage(() => import('@web/features/vendors/pages/vendors-page'));
const ProceduresPage = lazyPage(() => import('@web/features/procedures/pages/procedures-page'));
const AnalyticsPage = lazyPage(() => import('@web/features/analytics/pages/analytics-page'));
const ReportsPage = lazyPage(() => import('@web/features/reports/pages/reports-page'));
const WorkOrderSheetsPage = lazyPage(() => import('@web/features/reports/pages/work-order-sheets-page'));
const MonthlySummaryPage = lazyPage(() => import('@web/features/reports/pages/monthly-summary-page'));
const AdminPage = lazyPage(() => import('@web/features/admin/pages/admin-page'));
const PerformancePage = lazyPage(() => import('@web/features/admin/pages/performance-page'));
const MailLogPage = lazyPage(() => import('@web/features/admin/pages/mail-log-page'));
const PerformanceMonitorPage = lazyPage(
  () => import('@web/features/monitoring/pages/performance-monitor-page'),
);
const SystemMonitoringPage = lazyPage(() => import('@web/features/monitoring/pages/system-monitoring-page'));
const MonitoringDebugPage = lazyPage(() => import('@web/features/monitoring/pages/monitoring-debug-page'));
const Phase1DemoPage = lazyPage(() => import('@web/features/phase1-demo/pages/phase1-demo-page'));
const SettingsPage = lazyPage(() => import('@web/features/settings/pages/settings-page'));
const RequestPortalPosterPage = lazyPage(
  () => import('@web/features/settings/pages/request-portal-poster-page'),
);
const UsersPage = lazyPage(() => import('@web/features/users/pages/users-page'));
const NotificationsPage = lazyPage(() => import('@web/features/notifications/pages/notifications-page'));

export interface ProtectedRoute {
  paths: readonly string[];
  /** The screen's title (for the tab title and the access-denied state). */
  title: string;
  permission?: Permission;
  element: ReactNode;
}

/** Every signed-in route of core spec §2, plus settings, users admin and reports. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  {
    paths: ['/', '/dashboard'],
    title: 'Dashboard',
    permission: 'dashboard.read',
    element: <DashboardPage />,
  },
  {
    paths: ['/work-orders'],
    title: 'Work Orders',
    permission: 'workOrders.read',
    element: <WorkOrdersPage />,
  },
  {
    paths: ['/work-orders/:id'],
    title: 'Work Order',
    permission: 'workOrders.read',
    element: <WorkOrderDetailPage />,
  },
  // Technicians read them too (a work order links its request); triage is checked on the page.
  { paths: ['/requests'], title: 'Requests', permission: 'requests.read', element: <RequestsPage /> },
  {
    paths: ['/requests/:id'],
    title: 'Request',
    permission: 'requests.read',
    element: <RequestDetailPage />,
  },
  { paths: ['/equipment'], title: 'Equipment', permission: 'equipment.read', element: <EquipmentPage /> },
  {
    paths: ['/equipment/labels'],
    title: 'QR labels',
    permission: 'equipment.read',
    element: <EquipmentLabelsPage />,
  },
  // Issue 24: whoever reads equipment reads where it stands; editing is checked on the page.
  { paths: ['/locations'], title: 'Locations', permission: 'equipment.read', element: <LocationsPage /> },
  { paths: ['/inventory'], title: 'Inventory', permission: 'parts.read', element: <InventoryPage /> },
  {
    paths: ['/preventive'],
    title: 'Preventive Maintenance',
    permission: 'pm.read',
    element: <PreventivePage />,
  },
  // Issue 26: supervisors and up plan who does what on which day.
  {
    paths: ['/planning', '/planning/print/:userId'],
    title: 'Planning',
    permission: 'planning.manage',
    element: <PlanningPage />,
  },
  { paths: ['/vendors'], title: 'Vendor Management', permission: 'vendors.read', element: <VendorsPage /> },
  // The library and one procedure are one page module: one lazy chunk for the entry to name.
  {
    paths: ['/procedures', '/procedures/:id'],
    title: 'Procedures',
    permission: 'procedures.read',
    element: <ProceduresPage />,
  },
  {
    paths: ['/analytics'],
    title: 'Analytics & Reporting',
    permission: 'analytics.read',
    element: <AnalyticsPage />,
  },
  { paths: ['/reports'], title: 'Reports', permission: 'analytics.read', element: <ReportsPage /> },
  {
    paths: ['/reports/print/work-orders'],
    title: 'Work-order sheets',
    permission: 'analytics.read',
    element: <WorkOrderSheetsPage />,
  },
  {
    paths: ['/reports/print/monthly-summary'],
    title: 'Monthly maintenance summary',
    permission: 'analytics.read',
    element: <MonthlySummaryPage />,
  },
  { paths: ['/admin'], title: 'System Administration', permission: 'admin.read', element: <AdminPage /> },
  {
    paths: ['/admin/users'],
    title: 'Users',
    permission: 'users.manage',
    element: <UsersPage />,
  },
  { paths: ['/admin/mail'], title: 'Mail log', permission: 'mail.read', element: <MailLogPage /> },
  {
    paths: ['/admin/performance'],
    title: 'Performance Dashboard',
    permission: 'admin.read',
    element: <PerformancePage />,
  },
  {
    paths: ['/admin/monitoring'],
    title: 'Enterprise Performance Monitor',
    permission: 'monitoring.read',
    element: <PerformanceMonitorPage />,
  },
  {
    paths: ['/system-monitoring', '/monitoring/system-dashboard'],
    title: 'System Monitoring',
    permission: 'monitoring.read',
    element: <SystemMonitoringPage />,
  },
  {
    paths: ['/monitoring-debug'],
    title: 'Monitoring endpoint tester',
    permission: 'monitoring.read',
    element: <MonitoringDebugPage />,
  },
  {
    paths: ['/phase1-demo'],
    title: 'Phase 1 Implementation Demo',
    permission: 'monitoring.read',
    element: <Phase1DemoPage />,
  },
  { paths: ['/settings'], title: 'Settings', element: <SettingsPage /> },
  {
    paths: ['/settings/request-portal/poster'],
    title: 'Request portal poster',
    permission: 'portal.manage',
    element: <RequestPortalPosterPage />,
  },
  // Everyone has notifications; the bell's footer links here rather than the sidebar.
  { paths: ['/notifications'], title: 'Notifications', element: <NotificationsPage /> },
];

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

export function findProtectedRoute(location: string): ProtectedRoute | undefined {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return PROTECTED_ROUTES.find((route) => route.paths.some((pattern) => matchesPath(pattern, path)));
}
