import { createPartVendorsService } from './modules/purchasing/part-vendors.service';
import { createPurchasingService } from './modules/purchasing/purchasing.service';
import { createReorderService } from './modules/purchasing/reorder.service';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { EventBus } from './realtime/event-bus';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAttachmentsService } from './modules/attachments/attachments.service';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthService } from './modules/auth/auth.service';
import type { TokenSigner } from './modules/auth/tokens';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createDowntimeService } from './modules/downtime/downtime.service';
import { createReasonsService } from './modules/downtime/reasons.service';
import { createCloseOutCodesService } from './modules/close-out/close-out-codes.service';
import { createCapacityService } from './modules/capacity/capacity.service';
import { createCompletionCloseOut } from './modules/close-out/completion-close-out';
import { createEquipmentService } from './modules/equipment/equipment.service';
import { createHealthService } from './modules/health/health.service';
import { createLocationsService } from './modules/locations/locations.service';
import type { MailSettings } from './modules/mail/mail-delivery';
import { createMailService } from './modules/mail/mail.service';
import { createWebhooksService } from './modules/integrations/webhooks/webhooks.service';
import { createMetersService } from './modules/meters/meters.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPartsService } from './modules/parts/parts.service';
import { createCalendarService } from './modules/pm/calendar.service';
import { createPlanningService } from './modules/planning/planning.service';
import { createComplianceService } from './modules/pm/compliance.service';
import { createPmService } from './modules/pm/pm.service';
import { createSchedulerService } from './modules/pm/scheduler.service';
import { createPushService, type PushSettings } from './modules/push/push.service';
import { createExportsService } from './modules/reports/exports.service';
import { createSheetsService } from './modules/reports/sheets.service';
import { createSearchService } from './modules/search/search.service';
import { createPlantSettingsService } from './modules/settings/plant-settings.service';
import { createUsersService } from './modules/users/users.service';
import { createVendorsService } from './modules/vendors/vendors.service';
import { createProceduresService } from './modules/procedures/procedures.service';
import { createOrderProcedureService } from './modules/work-orders/procedure.service';
import { createChecklistService } from './modules/work-orders/checklist.service';
import { createEscalationService } from './modules/work-orders/escalation.service';
import { createAlertsService } from './modules/monitoring/alerts.service';
import { createMonitoringService } from './modules/monitoring/monitoring.service';
import { createLaborService } from './modules/work-orders/labor.service';
import { createPartsUsageService } from './modules/work-orders/parts-usage.service';
import { createWorkOrdersService } from './modules/work-orders/work-orders.service';
import { createWorkingSetService } from './modules/work-orders/working-set.service';
import { createSyncService } from './modules/sync/sync.service';
import { createRequestsService } from './modules/requests/requests.service';
import { createApiKeysService } from './modules/integrations/api-keys/api-keys.service';
import { createImportsService } from './modules/integrations/imports/imports.service';
import {
  createSsoSettingsService,
  type OidcEnvironment,
} from './modules/integrations/oidc/sso-settings.service';
import { createSsoSignInService } from './modules/integrations/oidc/sso-sign-in.service';
import { createSignOnAccounts } from './modules/users/sign-on-accounts';

export interface ServiceDeps {
  db: Database;
  /** The analytics lane (db/client.ts): heavy computations read through it, never through `db`. */
  analyticsDb: Database;
  clock: Clock;
  events: EventBus;
  signer: TokenSigner;
  pmGraceDays: number;
  listCountLimit: number;
  pushSettings: PushSettings;
  /** PUBLIC_URL: the base of request-portal links; undefined, the asking request's origin. */
  publicUrl: string | undefined;
  mailSettings: MailSettings;
  /** OIDC_*: the deployment's single sign-on provider, else the admin screen's. */
  oidcEnvironment: OidcEnvironment | undefined;
}

/** Every module's service, wired once; modules reach each other only through these. */
export function createServices(deps: ServiceDeps) {
  // Single sign-on decides whether a password may be used; it is built after the users it reads.
  const auth = createAuthService({ ...deps, passwordRefusal: (user) => ssoSettings.passwordRefusal(user) });
  const users = createUsersService({ ...deps, auth });
  const signOnAccounts = createSignOnAccounts({ ...deps, auth });
  const ssoSettings = createSsoSettingsService({ ...deps, accounts: signOnAccounts });
  const notifications = createNotificationsService(deps);
  const health = createHealthService(deps);
  const locations = createLocationsService(deps);
  // Equipment and downtime call each other (a status change opens downtime, downtime sets the
  // status), as do downtime and work orders: the later ones are reached through closures.
  const equipment = createEquipmentService({
    ...deps,
    notifications,
    locations,
    onStatusChange: (...change) => downtime.followEquipmentStatus(...change),
  });
  const downtimeReasons = createReasonsService({ ...deps, users });
  const plantSettings = createPlantSettingsService(deps);
  const closeOutCodes = createCloseOutCodesService({ ...deps, users });
  const capacity = createCapacityService(deps);
  const downtime = createDowntimeService({
    ...deps,
    equipment,
    reasons: downtimeReasons,
    findWorkOrder: (warehouseId, id, tx) => workOrders.find(warehouseId, id, tx),
  });
  const vendors = createVendorsService(deps);
  const procedures = createProceduresService(deps);
  const parts = createPartsService({ ...deps, notifications, vendors });
  // Work requests follow the orders they became, and approving one creates an order: the
  // orders reach the requests through a closure.
  const workOrders = createWorkOrdersService({
    ...deps,
    equipment,
    users,
    capacity,
    notifications,
    vendors,
    downtime,
    onStatusChange: (tx, order, from) => requests.followOrderStatus(tx, order, from),
    procedure: {
      issue: (...args) => orderProcedure.issue(...args),
      assertComplete: (...args) => orderProcedure.assertComplete(...args),
    },
    resolveCloseOut: createCompletionCloseOut({ plantSettings }),
  });
  const pm = createPmService({ ...deps, procedures });
  const meters = createMetersService({ ...deps, equipment, notifications, workOrders, pm });
  const checklist = createChecklistService({ ...deps, workOrders, meters });
  const partsUsage = createPartsUsageService({ ...deps, workOrders, parts });
  const labor = createLaborService({ ...deps, workOrders });
  const attachments = createAttachmentsService({ ...deps, workOrders, equipment, pm, vendors });
  const orderProcedure = createOrderProcedureService({
    ...deps,
    workOrders,
    meters,
    procedures,
    attachments,
  });
  const requests = createRequestsService({ ...deps, workOrders, attachments });
  const compliance = createComplianceService({ ...deps, graceDays: deps.pmGraceDays });
  const analytics = createAnalyticsService({ ...deps, db: deps.analyticsDb, compliance });
  const calendar = createCalendarService(deps);
  const alerts = createAlertsService({ ...deps, notifications, users });
  const sync = createSyncService({
    ...deps,
    workingSet: createWorkingSetService({ ...deps, downtime }),
    attachments,
    equipment,
    parts,
    vendors,
    pm,
    downtime,
    users,
    notifications,
  });
  return {
    sync,
    auth,
    ssoSettings,
    ssoSignIn: createSsoSignInService({ ...deps, auth, accounts: signOnAccounts, settings: ssoSettings }),
    users,
    notifications,
    health,
    locations,
    equipment,
    downtime,
    downtimeReasons,
    closeOutCodes,
    capacity,
    plantSettings,
    parts,
    workOrders,
    checklist,
    orderProcedure,
    meters,
    partsUsage,
    labor,
    pm,
    vendors,
    procedures,
    attachments,
    requests,
    escalation: createEscalationService({ ...deps, notifications }),
    scheduler: createSchedulerService({ ...deps, workOrders, notifications }),
    compliance,
    exports: createExportsService({
      ...deps,
      workOrders,
      equipment,
      parts,
      downtime,
      compliance,
      plantSettings,
    }),
    sheets: createSheetsService({
      ...deps,
      workOrders,
      checklist,
      partsUsage,
      labor,
      downtime,
      plantSettings,
    }),
    analytics,
    alerts,
    monitoring: createMonitoringService({ ...deps, analytics, alerts }),
    calendar,
    purchasing: createPurchasingService({ ...deps, parts, vendors, notifications, plantSettings }),
    partVendors: createPartVendorsService({ ...deps, parts, vendors }),
    reorder: createReorderService(deps),
    apiKeys: createApiKeysService(deps),
    imports: createImportsService({ ...deps, equipment, locations, meters, parts, pm, vendors }),
    planning: createPlanningService({
      ...deps,
      users,
      plantSettings,
      equipment,
      workOrders,
      capacity,
      calendar,
    }),
    dashboard: createDashboardService(deps),
    search: createSearchService(deps),
    push: createPushService(deps),
    mail: createMailService(deps),
    webhooks: createWebhooksService({ ...deps, notifications }),
    audit: createAuditService({ ...deps, users }),
  };
}

export type Services = ReturnType<typeof createServices>;
