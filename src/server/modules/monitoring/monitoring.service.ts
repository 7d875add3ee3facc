import type {
  MonitoringKpi,
  MonitoringMetrics,
  MonitoringRange,
  PerformanceHealth,
  SystemMetrics,
} from '../../../shared/schemas/monitoring';
import { RANGE_MS } from '../../../shared/schemas/monitoring';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { memoryFigures } from '../../lib/measurement/process-monitor';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { AuthContext } from '../auth/auth.context';
import type { AlertsService } from './alerts.service';
import {
  applicationScore,
  businessScore,
  infrastructureScore,
  overallScore,
  scoreWithTrend,
  type BusinessFigures,
  type MeasuredWindow,
} from './health-scores';
import * as repo from './monitoring.repository';
import { BUCKET_SECONDS } from './system-buckets';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** PM compliance and work-order completion of the business score and metrics: the last 30 days. */
const BUSINESS_PERIOD_MS = 30 * DAY_MS;
const MB = 1024 * 1024;

const round1 = (n: number) => Math.round(n * 10) / 10;

const measured = (f: repo.WindowFigures): MeasuredWindow => ({
  cpuUsage: f.cpu,
  memoryUsage: f.memory,
  healthyShare: f.healthy_share,
  avgResponseTimeMs: f.avg_response_ms,
  errorRate: f.requests > 0 ? f.errors / f.requests : null,
});

/** The Enterprise Performance Monitor's and System Monitoring dashboard's reads (operations §7). */
export function createMonitoringService({
  db,
  clock,
  analytics,
  alerts,
}: {
  db: Database;
  clock: Clock;
  analytics: Pick<AnalyticsService, 'kpis'>;
  alerts: Pick<AlertsService, 'openCounts'>;
}) {
  const windowEndingNow = (ms: number) => {
    const to = clock.now();
    return { from: new Date(to.getTime() - ms), to };
  };

  async function system(range: MonitoringRange): Promise<SystemMetrics> {
    const bucketSeconds = BUCKET_SECONDS[range];
    const rows = await repo.sampleBuckets(db, windowEndingNow(RANGE_MS[range]), bucketSeconds);
    return {
      range,
      bucketSeconds,
      samples: rows.map((r) => ({
        timestamp: new Date(r.bucket_start * 1000).toISOString(),
        cpu: { usage: r.cpu },
        memory: { usage: r.memory },
        performance: {
          avgResponseTime: r.avg_response_ms === null ? null : round1(r.avg_response_ms),
          throughput: r.throughput,
          errorCount: r.errors,
          requestCount: r.requests,
        },
        database: { activeConnections: r.connections },
        instances: r.instances,
      })),
    };
  }

  async function kpi(actor: AuthContext, range: MonitoringRange): Promise<MonitoringKpi> {
    const kpis = await analytics.kpis({
      warehouseId: actor.warehouseId,
      ...windowEndingNow(RANGE_MS[range]),
    });
    return { range, kpis };
  }

  /** The business figures as of `to`: the 30 days before it and the warehouse's workload now. */
  async function businessAsOf(actor: AuthContext, to: Date, workload: repo.WorkloadRow) {
    const kpis = await analytics.kpis({
      warehouseId: actor.warehouseId,
      from: new Date(to.getTime() - BUSINESS_PERIOD_MS),
      to,
    });
    const figures: BusinessFigures = {
      pmCompliance: kpis.pmCompliance,
      workOrderCompletion: kpis.workOrderCompletion,
      activeWorkOrders: workload.active_work_orders,
      overdueWorkOrders: workload.overdue_work_orders,
    };
    return figures;
  }

  async function health(actor: AuthContext): Promise<PerformanceHealth> {
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [current, previous, workload] = await Promise.all([
      repo.measureWindow(db, { from: hourAgo, to: now }),
      repo.measureWindow(db, { from: new Date(now.getTime() - 2 * HOUR_MS), to: hourAgo }),
      repo.workload(db, actor.warehouseId, now),
    ]);
    // Open and overdue orders have no history: both hours use today's, so only compliance and
    // completion move the business trend.
    const [businessNow, businessBefore] = await Promise.all([
      businessAsOf(actor, now, workload),
      businessAsOf(actor, hourAgo, workload),
    ]);
    const scores = (w: repo.WindowFigures, b: BusinessFigures) => {
      const infrastructure = infrastructureScore(measured(w));
      const application = applicationScore(measured(w));
      const business = businessScore(b);
      return { infrastructure, application, business };
    };
    const a = scores(current, businessNow);
    const b = scores(previous, businessBefore);
    return {
      overall: overallScore(a, b),
      infrastructure: scoreWithTrend(a.infrastructure, b.infrastructure),
      application: scoreWithTrend(a.application, b.application),
      business: scoreWithTrend(a.business, b.business),
      timestamp: now.toISOString(),
    };
  }

  async function metrics(actor: AuthContext): Promise<MonitoringMetrics> {
    const now = clock.now();
    const [day, workload, kpis, openAlerts] = await Promise.all([
      repo.measureWindow(db, windowEndingNow(DAY_MS)),
      repo.workload(db, actor.warehouseId, now),
      analytics.kpis({
        warehouseId: actor.warehouseId,
        from: new Date(now.getTime() - BUSINESS_PERIOD_MS),
        to: now,
      }),
      alerts.openCounts(actor),
    ]);
    const heap = memoryFigures();
    return {
      performance: {
        uptime: Math.round(process.uptime()),
        avgResponseTime: day.avg_response_ms === null ? null : round1(day.avg_response_ms),
        requestCount: day.requests,
        errorCount: day.errors,
      },
      memory: {
        usage: Math.round(heap.usage * 1000) / 1000,
        used: round1(heap.heapUsed / MB),
        total: round1(heap.heapTotal / MB),
        limit: round1(heap.heapLimit / MB),
      },
      business: {
        activeWorkOrders: workload.active_work_orders,
        overdueWorkOrders: workload.overdue_work_orders,
        pmCompliance: kpis.pmCompliance,
        equipmentCount: workload.equipment_count,
      },
      openAlerts,
      timestamp: now.toISOString(),
    };
  }

  return { system, kpi, health, metrics };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
