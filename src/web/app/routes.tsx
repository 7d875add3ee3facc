import type { ReactNode } from 'react';
import type { Permission } from '@shared/permissions';
import type { appMessages } from './messages';
import { lazyPage } from './lazy-page';
import { matchesAnyPath, ROUTE_PATHS } from './route-paths';

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
const PartLabelsPage = lazyPage(() => import('@web/features/inventory/pages/part-labels-page'));
const PurchaseOrdersPage = lazyPage(() => import('@web/features/purchasing/pages/purchase-orders-page'));
const PurchaseOrderPage = lazyPage(() => import('@web/features/purchasing/pages/purchase-order-page'));
const ReorderPage = lazyPage(() => import('@web/features/purchasing/pages/reorder-page'));
const ReceivePage = lazyPage(() => import('@web/features/purchasing/pages/receive-page'));
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
const WebhooksPage = lazyPage(() => import('@web/features/integrations/webhooks/pages/webhooks-page'));
const SsoSettingsPage = lazyPage(() => import('@web/features/integrations/sso/pages/sso-settings-page'));
const ApiKeysPage = lazyPage(() => import('@web/features/integrations/api-keys/pages/api-keys-page'));
const ImportPage = lazyPage(() => import('@web/features/imports/pages/import-page'));
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
  /** The screen's title (for the tab title and the access-denied state), a key of the app's catalogue. */
  title: Extract<keyof typeof appMessages.source, `title.${string}`>;
  permission?: Permission;
  element: ReactNode;
}

/** Every signed-in route of core spec §2, plus settings, users admin and reports. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  {
    paths: ROUTE_PATHS.dashboard,
    title: 'title.dashboard',
    permission: 'dashboard.read',
    element: <DashboardPage />,
  },
  {
    paths: ROUTE_PATHS.workOrders,
    title: 'title.workOrders',
    permission: 'workOrders.read',
    element: <WorkOrdersPage />,
  },
  {
    paths: ROUTE_PATHS.workOrderDetail,
    title: 'title.workOrder',
    permission: 'workOrders.read',
    element: <WorkOrderDetailPage />,
  },
  // Technicians read them too (a work order links its request); triage is checked on the page.
  {
    paths: ROUTE_PATHS.requests,
    title: 'title.requests',
    permission: 'requests.read',
    element: <RequestsPage />,
  },
  {
    paths: ROUTE_PATHS.requestDetail,
    title: 'title.request',
    permission: 'requests.read',
    element: <RequestDetailPage />,
  },
  {
    paths: ROUTE_PATHS.equipment,
    title: 'title.equipment',
    permission: 'equipment.read',
    element: <EquipmentPage />,
  },
  {
    paths: ROUTE_PATHS.equipmentLabels,
    title: 'title.equipmentLabels',
    permission: 'equipment.read',
    element: <EquipmentLabelsPage />,
  },
  // Issue 24: whoever reads equipment reads where it stands; editing is checked on the page.
  {
    paths: ROUTE_PATHS.locations,
    title: 'title.locations',
    permission: 'equipment.read',
    element: <LocationsPage />,
  },
  {
    paths: ROUTE_PATHS.inventory,
    title: 'title.inventory',
    permission: 'parts.read',
    element: <InventoryPage />,
  },
  {
    paths: ROUTE_PATHS.partLabels,
    title: 'title.partLabels',
    permission: 'parts.read',
    element: <PartLabelsPage />,
  },
  // Issue 27: technicians read orders and receive deliveries; the reorder list is for planners.
  {
    paths: ROUTE_PATHS.purchaseOrders,
    title: 'title.purchaseOrders',
    permission: 'purchasing.read',
    element: <PurchaseOrdersPage />,
  },
  {
    paths: ROUTE_PATHS.reorder,
    title: 'title.reorder',
    permission: 'purchasing.write',
    element: <ReorderPage />,
  },
  {
    paths: ROUTE_PATHS.purchaseOrder,
    title: 'title.purchaseOrder',
    permission: 'purchasing.read',
    element: <PurchaseOrderPage />,
  },
  {
    paths: ROUTE_PATHS.receive,
    title: 'title.receive',
    permission: 'purchasing.receive',
    element: <ReceivePage />,
  },
  {
    paths: ROUTE_PATHS.preventive,
    title: 'title.preventive',
    permission: 'pm.read',
    element: <PreventivePage />,
  },
  // Issue 26: supervisors and up plan who does what on which day.
  {
    paths: ROUTE_PATHS.planning,
    title: 'title.planning',
    permission: 'planning.manage',
    element: <PlanningPage />,
  },
  {
    paths: ROUTE_PATHS.vendors,
    title: 'title.vendors',
    permission: 'vendors.read',
    element: <VendorsPage />,
  },
  // The library and one procedure are one page module: one lazy chunk for the entry to name.
  {
    paths: ROUTE_PATHS.procedures,
    title: 'title.procedures',
    permission: 'procedures.read',
    element: <ProceduresPage />,
  },
  {
    paths: ROUTE_PATHS.analytics,
    title: 'title.analytics',
    permission: 'analytics.read',
    element: <AnalyticsPage />,
  },
  {
    paths: ROUTE_PATHS.reports,
    title: 'title.reports',
    permission: 'analytics.read',
    element: <ReportsPage />,
  },
  {
    paths: ROUTE_PATHS.workOrderSheets,
    title: 'title.workOrderSheets',
    permission: 'analytics.read',
    element: <WorkOrderSheetsPage />,
  },
  {
    paths: ROUTE_PATHS.monthlySummary,
    title: 'title.monthlySummary',
    permission: 'analytics.read',
    element: <MonthlySummaryPage />,
  },
  {
    paths: ROUTE_PATHS.admin,
    title: 'title.admin',
    permission: 'admin.read',
    element: <AdminPage />,
  },
  {
    paths: ROUTE_PATHS.users,
    title: 'title.users',
    permission: 'users.manage',
    element: <UsersPage />,
  },
  { paths: ROUTE_PATHS.mailLog, title: 'title.mailLog', permission: 'mail.read', element: <MailLogPage /> },
  {
    paths: ROUTE_PATHS.singleSignOn,
    title: 'title.singleSignOn',
    permission: 'integrations.manage',
    element: <SsoSettingsPage />,
  },
  {
    paths: ROUTE_PATHS.apiKeys,
    title: 'title.apiKeys',
    permission: 'integrations.manage',
    element: <ApiKeysPage />,
  },
  {
    paths: ROUTE_PATHS.imports,
    title: 'title.imports',
    permission: 'equipment.write',
    element: <ImportPage />,
  },
  {
    paths: ROUTE_PATHS.performance,
    title: 'title.performance',
    permission: 'admin.read',
    element: <PerformancePage />,
  },
  {
    paths: ROUTE_PATHS.performanceMonitor,
    title: 'title.performanceMonitor',
    permission: 'monitoring.read',
    element: <PerformanceMonitorPage />,
  },
  {
    paths: ROUTE_PATHS.systemMonitoring,
    title: 'title.systemMonitoring',
    permission: 'monitoring.read',
    element: <SystemMonitoringPage />,
  },
  {
    paths: ROUTE_PATHS.monitoringDebug,
    title: 'title.monitoringDebug',
    permission: 'monitoring.read',
    element: <MonitoringDebugPage />,
  },
  {
    paths: ROUTE_PATHS.webhooks,
    title: 'title.webhooks',
    permission: 'integrations.manage',
    element: <WebhooksPage />,
  },
  {
    paths: ROUTE_PATHS.phase1Demo,
    title: 'title.phase1Demo',
    permission: 'monitoring.read',
    element: <Phase1DemoPage />,
  },
  { paths: ROUTE_PATHS.settings, title: 'title.settings', element: <SettingsPage /> },
  {
    paths: ROUTE_PATHS.requestPortalPoster,
    title: 'title.requestPortalPoster',
    permission: 'portal.manage',
    element: <RequestPortalPosterPage />,
  },
  // Everyone has notifications; the bell's footer links here rather than the sidebar.
  { paths: ROUTE_PATHS.notifications, title: 'title.notifications', element: <NotificationsPage /> },
];

export function findProtectedRoute(location: string): ProtectedRoute | undefined {
  return PROTECTED_ROUTES.find((route) => matchesAnyPath(route.paths, location));
}
