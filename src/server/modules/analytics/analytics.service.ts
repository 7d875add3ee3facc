import { KPI_TARGETS } from '../../../shared/constants';
import type {
  AnalyticsScope,
  EquipmentPerformance,
  FleetPerformance,
  Kpis,
  ListEquipmentPerformanceQuery,
  PerformanceTrendPoint,
  SubtreeAnalyticsQuery,
  SubtreeQuery,
} from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sharedCache, type Sharing } from '../../lib/warehouse-cache';
import type { EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import type { ComplianceService } from '../pm/compliance.service';
import * as equipmentRepo from './equipment.repository';
import { byAttention, equipmentFigures, fleetFigures, fleetSummary, isInsight } from './equipment-figures';
import {
  DAY_MS,
  meanAvailability,
  midpointOf,
  mtbfHours,
  percentOf,
  RECENT_FAILURE_DAYS,
  roundOrNull,
  roundTo,
  satisfactionPercent,
  trendBucketMs,
  trendBuckets,
  utcDate,
  windowOfDays,
  type AnalysisWindow,
  type KpiWindow,
} from './formulas';
import { monthSummary, monthWindow } from './month-summary';
import { createReports } from './reports.service';
import { NO_COST, spendingTotals, spent } from './report-figures';
import * as reportsRepo from './reports.repository';
import { rollupOf } from './rollup';
import { createStepFailures } from './step-failures';
import { createFailureCodes } from './failure-codes';
import { createPurchasingAnalytics } from './purchasing-analytics';
import { resolveSubtree, scopeOf, subtreeKey } from './subtree';
import * as trendsRepo from './trends.repository';

/**
 * Figures may be shared for a minute: recomputing them costs a pass over the period's history.
 * Any change to work orders, equipment, stock, PMs or the plant's settings clears them (ADR 15).
 * The routes share their answers on the same terms (ADR 35).
 */
export const ANALYTICS_SHARING = {
  ttlMs: 60_000,
  clearedBy: ['work_orders', 'equipment', 'inventory', 'pm', 'system'],
} as const satisfies Sharing;

/**
 * Equipment figures the fleet cache keeps, all periods and warehouses together: about 1.7 KB
 * each on the heap, so 40,000 hold some 70 MB, within the server's heap bound (ADR 72) beside
 * the computations running. A plant of 30,000 equipment keeps one period; another evicts it.
 */
const FLEET_FIGURES_KEPT = 40_000;

export function createAnalyticsService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  compliance: ComplianceService;
}) {
  const { db, clock, events, compliance } = deps;
  const cacheOf = <T>() => sharedCache<T>(ANALYTICS_SHARING, clock, events);
  const fleetCache = sharedCache<ScopedFleet>(ANALYTICS_SHARING, clock, events, {
    weight: { of: (fleet) => fleet.figures.length, max: FLEET_FIGURES_KEPT },
  });
  const trendCache = cacheOf<PerformanceTrendPoint[]>();
  const kpiCache = cacheOf<Kpis>();

  type FleetAnalysis = Awaited<ReturnType<typeof analyzeFleet>>;
  type ScopedFleet = FleetAnalysis & { scope: AnalyticsScope };

  /**
   * Every fleet equipment's figures over the window (only `equipmentIds`' when given: a
   * subtree), with the plant's settings and the window's spending; its statements run side by side.
   */
  async function analyzeFleet(window: KpiWindow, equipmentIds?: readonly string[]) {
    const mid = midpointOf(window);
    const scope = {
      ...window,
      equipmentIds,
      mid,
      recentFrom: new Date(window.to.getTime() - RECENT_FAILURE_DAYS * DAY_MS),
    };
    const [settings, equipment, orders, spending] = await Promise.all([
      reportsRepo.plantSettings(db, window.warehouseId),
      equipmentRepo.downtimeTotals(db, scope),
      equipmentRepo.orderTotals(db, scope),
      reportsRepo.spendingByEquipment(db, { ...window, equipmentIds }),
    ]);
    const ordersById = new Map(orders.map((row) => [row.id, row]));
    const spentById = new Map(spending.map((row) => [row.equipment_id, row]));
    const figures = equipment.map((row) =>
      equipmentFigures(
        { equipment: row, orders: ordersById.get(row.id), spent: spentById.get(row.id) ?? NO_COST },
        { ...window, mid },
        settings.laborRate,
      ),
    );
    return {
      window,
      settings,
      figures,
      records: figures.map((f) => f.record).sort(byAttention),
      costs: spendingTotals(spending),
    };
  }

  const daysWindow = (actor: AuthContext, days: number): KpiWindow => ({
    warehouseId: actor.warehouseId,
    ...windowOfDays(clock.now(), days),
  });
  const periodOf = (window: AnalysisWindow, days: number) => ({
    days,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
  });

  /** The fleet's figures of the last `days`, of the whole warehouse or of a subtree (issue 24). */
  const fleetFor = (actor: AuthContext, days: number, subtree: SubtreeQuery = {}) =>
    fleetCache.get(actor.warehouseId, `${days}${subtreeKey(subtree)}`, async () => {
      const window = daysWindow(actor, days);
      const resolved = await resolveSubtree(db, actor.warehouseId, subtree);
      const fleet = await analyzeFleet(window, resolved?.equipmentIds);
      return { ...fleet, scope: scopeOf(resolved, fleet.settings.warehouseName) };
    });

  /**
   * Every fleet equipment's record (operations spec §3), most critical first; with `insights`
   * only the predictive insights' candidates; with a location or a parent only its subtree's.
   * The route pages it.
   */
  async function listEquipmentPerformance(
    actor: AuthContext,
    query: Pick<ListEquipmentPerformanceQuery, 'days' | 'insights' | 'locationId' | 'parentId'>,
  ): Promise<EquipmentPerformance[]> {
    const { records } = await fleetFor(actor, query.days, query);
    return query.insights ? records.filter(isInsight) : records;
  }

  /**
   * The four cards and the fleet's figures, from the same computation as the list, with their
   * roll-up: the same figures as the list's rows, added up.
   */
  async function fleetPerformance(
    actor: AuthContext,
    query: SubtreeAnalyticsQuery,
  ): Promise<FleetPerformance> {
    const fleet = await fleetFor(actor, query.days, query);
    const rate = fleet.settings.laborRate;
    return fleetSummary(fleet.figures, {
      period: periodOf(fleet.window, query.days),
      scope: fleet.scope,
      currency: fleet.settings.currency,
      laborRateSet: rate !== null,
      maintenanceCost: Math.round(spent(fleet.costs.all, rate)),
      rollup: rollupOf(fleet.figures, rate),
    });
  }

  /**
   * The fleet day by day (periods up to 90 days) or week by week, over the same window and the
   * same equipment with history as the fleet's figures. What happened in the buckets is counted
   * while the fleet's figures are computed; only the tracked time waits for them.
   */
  const performanceTrends = (actor: AuthContext, days: number) =>
    trendCache.get(actor.warehouseId, String(days), async () => {
      const bucketMs = trendBucketMs(days);
      const now = daysWindow(actor, days);
      const [fleet, eventsNow] = await Promise.all([
        fleetFor(actor, days),
        trendsRepo.bucketEvents(db, { ...now, bucketMs }),
      ]);
      const { window } = fleet;
      // Figures cached in the minute before cover that minute's window: count its events too.
      const events =
        window.to.getTime() === now.to.getTime()
          ? eventsNow
          : await trendsRepo.bucketEvents(db, { ...window, bucketMs });
      const tracked = fleet.figures
        .filter((f) => f.hasHistory)
        .map((f) => ({ id: f.record.id, trackedFrom: f.trackedFrom }));
      const tracking = await trendsRepo.bucketTracking(db, { ...window, bucketMs, tracked });
      return trendBuckets(window, days).map((bucket, index): PerformanceTrendPoint => {
        const happened = events[index];
        const time = tracking[index];
        const failures = happened?.failures ?? 0;
        const downSeconds = happened?.down_seconds ?? 0;
        return {
          date: utcDate(bucket.start),
          availability: roundOrNull(
            meanAvailability(time?.tracked_equipment ?? 0, happened?.down_share ?? 0),
            1,
          ),
          workOrders: happened?.work_orders ?? 0,
          mtbf: roundOrNull(mtbfHours(((time?.tracked_seconds ?? 0) - downSeconds) / 3600, failures), 0),
          failures,
          downtimeHours: roundTo(downSeconds / 3600, 1),
        };
      });
    });

  /**
   * The eight KPIs of operations spec §3 over any window of a warehouse (the monitoring screens
   * ask for the last hour, day, week and month).
   */
  const kpis = (window: KpiWindow) => kpisFrom(window, analyzeFleet(window));

  async function kpisFrom(window: KpiWindow, fleetAnalysis: Promise<FleetAnalysis>): Promise<Kpis> {
    const [fleet, created, rating, samples, pmCompliance] = await Promise.all([
      fleetAnalysis,
      reportsRepo.createdOrders(db, window),
      reportsRepo.meanRating(db, window),
      reportsRepo.healthSamples(db, window),
      compliance.overallRate(window),
    ]);
    const figures = fleetFigures(fleet.figures);
    const rate = fleet.settings.laborRate;
    return {
      period: { from: window.from.toISOString(), to: window.to.toISOString() },
      equipmentUptime: figures.availability,
      mtbf: figures.mtbf,
      mttr: figures.mttr,
      workOrderCompletion: percentOf(created.done, created.total),
      pmCompliance,
      costEfficiency: percentOf(spent(fleet.costs.planned, rate), spent(fleet.costs.all, rate)),
      userSatisfaction: satisfactionPercent(rating),
      systemAvailability: percentOf(samples.healthy, samples.total),
      targets: { ...KPI_TARGETS },
    };
  }

  /** The KPIs over the last `days`, sharing the fleet's computation with the equipment screens. */
  const kpisOfDays = (actor: AuthContext, days: number) =>
    kpiCache.get(actor.warehouseId, String(days), async () => {
      const fleet = fleetFor(actor, days);
      return kpisFrom((await fleet).window, fleet);
    });

  /** The printable summary of a calendar month (computed each time: it is printed, not polled). */
  function monthlySummary(actor: AuthContext, month: string) {
    const window = { warehouseId: actor.warehouseId, ...monthWindow(month, clock.now()) };
    return monthSummary({ db, compliance }, month, window, analyzeFleet(window));
  }

  const reports = createReports({
    db,
    compliance,
    cacheOf,
    windowOf: daysWindow,
    periodOf,
    kpisOf: kpisOfDays,
  });

  return {
    listEquipmentPerformance,
    fleetPerformance,
    performanceTrends,
    kpis,
    kpisOfDays,
    monthlySummary,
    ...reports,
    ...createStepFailures({ db, cacheOf, windowOf: daysWindow, periodOf }),
    ...createFailureCodes({ db, cacheOf, windowOf: daysWindow, periodOf }),
    ...createPurchasingAnalytics({ db, cacheOf, windowOf: daysWindow, periodOf }),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
