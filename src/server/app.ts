import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../shared/permissions';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type RedactingLogger } from './lib/logger';
import { OneLinePerRequest } from './lib/request-log';
import { createResponseSerializer } from './lib/response-serializer';
import type { RequestMetrics } from './lib/request-metrics';
import { createEventBus, type EventBus } from './realtime/event-bus';
import { startOutboxRelay } from './realtime/outbox-relay';
import { flushDispatchedMarks } from './realtime/outbox.repository';
import { createServices } from './services';
import { createTokenSigner } from './modules/auth/tokens';
import { loadJwtSecret } from './modules/auth/jwt-secret';
import { getOrCreateSetting } from './modules/settings/settings.service';
import { realtime } from './realtime/socket-server';
import { realtimeRoutes } from './realtime/realtime.routes';
import './plugins/fastify-types';
import { authGuard } from './plugins/auth-guard';
import { cachedAnswers } from './plugins/cached-answers';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { idempotency } from './plugins/idempotency';
import { occurredAt } from './plugins/occurred-at';
import { openapi } from './plugins/openapi';
import { measurement } from './plugins/measurement';
import { security } from './plugins/security';
import { redisRateLimitStore } from './plugins/redis-rate-limit-store';
import { openRedis } from './lib/redis';
import { webApp } from './plugins/web-app';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../shared/constants';
import { adminRoutes } from './modules/admin/admin.routes';
import { metricsRoutes } from './modules/admin/metrics.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { attachmentsRoutes } from './modules/attachments/attachments.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { debugRoutes } from './modules/debug/debug.routes';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { downtimeRoutes } from './modules/downtime/downtime.routes';
import { closeOutRoutes } from './modules/close-out/close-out.routes';
import { capacityRoutes } from './modules/capacity/capacity.routes';
import { plantSettingsRoutes } from './modules/settings/plant-settings.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { searchRoutes } from './modules/search/search.routes';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { purchasingRoutes } from './modules/purchasing/purchasing.routes';
import { proceduresRoutes } from './modules/procedures/procedures.routes';
import { orderProcedureRoutes } from './modules/work-orders/procedure.routes';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { healthRoutes } from './modules/health/health.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { partsRoutes } from './modules/parts/parts.routes';
import { pmRoutes } from './modules/pm/pm.routes';
import { planningRoutes } from './modules/planning/planning.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { webhooksRoutes } from './modules/integrations/webhooks/webhooks.routes';
import { metersRoutes } from './modules/meters/meters.routes';
import { pushDelivery } from './modules/push/push-delivery';
import { pushRoutes } from './modules/push/push.routes';
import { loadVapidDetails } from './modules/push/vapid-keys';
import { profilesRoutes } from './modules/users/profiles.routes';
import { usersRoutes } from './modules/users/users.routes';
import { activityRoutes } from './modules/work-orders/activity.routes';
import { workOrdersRoutes } from './modules/work-orders/work-orders.routes';
import { syncRoutes } from './modules/sync/sync.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { apiKeysRoutes } from './modules/integrations/api-keys/api-keys.routes';
import { importsRoutes } from './modules/integrations/imports/imports.routes';
import { ssoRoutes } from './modules/integrations/oidc/sso.routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  events?: EventBus;
  metrics?: RequestMetrics;
  /** How often this instance writes its metric sample (SAMPLE_INTERVAL_MS by default). */
  sampleIntervalMs?: number;
  /** A logger from createLogger (it redacts secrets), false for none; by default one at the configured level. */
  logger?: RedactingLogger | false;
  /** Check every response against its zod schema before writing it (the API tests). */
  verifyResponses?: boolean;
  /**
   * Push service origins posted to as they are, over http and on loopback: the tests' local
   * push service. Code-only on purpose: no environment variable can open this in production.
   */
  trustedPushOrigins?: string[];
}

export type App = FastifyInstance;

/** The zod schemas a route validates its input with. */
export interface RouteInputSchemas {
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
}

/**
 * Every registered route with the access it declares and the schemas of its input (the
 * route-table test and the fuzz suite walk this).
 */
export interface RouteSummary {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  input: RouteInputSchemas;
  /** The schema of its 200 answer: an array marks a list (architecture §5: X-Total-Count, limit, cursor). */
  ok: z.ZodType | undefined;
}

/** Where the VAPID keys that sign web push come from (the debug self-check). */
function pushKeysSource(config: Config, vapid: { privateKey: string }) {
  if (config.vapidKeys) return 'environment' as const;
  return vapid.privateKey ? ('stored' as const) : ('none' as const);
}

const zodOrUndefined = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);

/**
 * Builds the HTTP application: cross-cutting plugins in order (errors, security, timing,
 * auth, Occurred-At, idempotency, docs), then the modules, then the web app. Tests call this with a
 * database of their own; main.ts calls it with the configured one.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;

  // Typed as Fastify's base logger so the app's type does not depend on which logger was given.
  const loggerInstance: FastifyBaseLogger | undefined =
    deps.logger === false ? undefined : (deps.logger ?? createLogger({ level: config.logLevel }));
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verifyContract: deps.verifyResponses ?? false }));

  const routeTable: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read lazily: a later onRoute hook may still set the access (the API docs' asset routes).
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        input: {
          body: zodOrUndefined(route.schema?.body),
          params: zodOrUndefined(route.schema?.params),
          querystring: zodOrUndefined(route.schema?.querystring),
        },
        ok: zodOrUndefined((route.schema?.response as Record<number, unknown> | undefined)?.[200]),
      });
    }
  });
  app.decorate('routeTable', routeTable);

  const events =
    deps.events ?? createEventBus((error) => app.log.error({ err: error }, 'event delivery failed'));
  const signer = createTokenSigner(await loadJwtSecret(database.db, config.jwtSecret), clock);
  const vapid = await loadVapidDetails(database.db, config);
  const pushSettings = {
    vapid,
    endpoints: { allowedHosts: config.pushServiceHosts, trustedOrigins: deps.trustedPushOrigins ?? [] },
  };
  app.decorate(
    'services',
    createServices({
      db: database.db,
      analyticsDb: database.analyticsDb,
      clock,
      events,
      signer,
      pmGraceDays: config.pmGraceDays,
      listCountLimit: config.listCountLimit,
      pushSettings,
      publicUrl: config.publicUrl,
      mailSettings: config.mail,
      oidcEnvironment: config.oidc,
    }),
  );
  app.addHook('onClose', async () => app.services.mail.closeDelivery());

  // Instances on one database share the Redis channels; other deployments on the same Redis do not.
  const installationId = await getOrCreateSetting(database.db, 'installation_id', () => crypto.randomUUID());
  // Redis is shared state for several instances, never a condition to serve: it may be away at
  // start or come and go later; each use falls back to this instance's own (ADR 27).
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  app.addHook('onClose', async () => redis?.close());

  await app.register(errorHandler);
  await app.register(security, {
    rateLimitStore:
      redis && redisRateLimitStore(redis.client(), `fieldwork:${installationId}:rl`, redis.reachable),
  });
  await app.register(compression);
  await app.register(measurement, {
    database,
    clock,
    timeRequests: config.measureRequests,
    sampleIntervalMs: deps.sampleIntervalMs,
    metrics: deps.metrics,
  });
  await app.register(authGuard);
  await app.register(cachedAnswers, { clock, events });
  await app.register(occurredAt);
  await app.register(idempotency, { db: database.db, clock });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });
  await app.register(openapi);

  await app.register(healthRoutes, { redisReachable: redis?.reachable, config });
  await app.register(authRoutes, { loginRateLimitPerMinute: config.loginRateLimitPerMinute });
  await app.register(ssoRoutes, {
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.loginRateLimitPerMinute,
  });
  await app.register(profilesRoutes);
  await app.register(usersRoutes);
  await app.register(notificationsRoutes);
  await app.register(equipmentRoutes);
  await app.register(locationsRoutes);
  await app.register(metersRoutes);
  await app.register(downtimeRoutes);
  await app.register(closeOutRoutes);
  await app.register(capacityRoutes);
  await app.register(plantSettingsRoutes);
  await app.register(partsRoutes);
  await app.register(workOrdersRoutes);
  await app.register(activityRoutes);
  await app.register(attachmentsRoutes);
  await app.register(requestsRoutes);
  await app.register(dashboardRoutes);
  await app.register(analyticsRoutes);
  await app.register(searchRoutes);
  await app.register(reportsRoutes);
  await app.register(vendorsRoutes);
  await app.register(proceduresRoutes);
  await app.register(orderProcedureRoutes);
  await app.register(pmRoutes);
  await app.register(planningRoutes);
  await app.register(purchasingRoutes);
  await app.register(syncRoutes);
  await app.register(pushRoutes);
  await app.register(auditRoutes);
  await app.register(adminRoutes, { clock });
  await app.register(metricsRoutes, { metricsToken: config.metricsToken });
  await app.register(monitoringRoutes);
  await app.register(mailRoutes);
  await app.register(apiKeysRoutes);
  await app.register(importsRoutes);
  await app.register(webhooksRoutes);
  await app.register(debugRoutes, { config, db: database.db, pushKeys: pushKeysSource(config, vapid) });
  await app.register(pushDelivery, { events });
  await app.register(realtime, { events, redis, channelKey: installationId });
  await app.register(realtimeRoutes);

  await app.register(webApp, { distDir: config.webDistDir });

  // Events a crashed instance committed but never published (transactional outbox, ADR 23).
  const relay = startOutboxRelay(database.db, events);
  app.decorate('outboxRelay', relay);
  app.addHook('onClose', async () => {
    await relay.stop();
    await flushDispatchedMarks(database.db);
  });
  // Gives Redis a moment to connect before the instance serves; without it, it starts anyway.
  await redis?.started();
  return app;
}
