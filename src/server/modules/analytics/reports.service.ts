import { DEAD_STOCK_DAYS } from '../../../shared/constants';
import type {
  AnalyticsPeriodWindow,
  CostAnalysis,
  InventoryAnalytics,
  Kpis,
  MaintenanceTrends,
  SubtreeAnalyticsQuery,
} from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import { toIsoOrNull } from '../../lib/dates';
import { monthsBetween, trendStart } from '../../lib/trend-months';
import type { WarehouseCache } from '../../lib/warehouse-cache';
import type { AuthContext } from '../auth/auth.context';
import type { ComplianceService } from '../pm/compliance.service';
import { DAY_MS, percentOf, roundTo, stockTurnover, type AnalysisWindow, type KpiWindow } from './formulas';
import * as inventoryRepo from './inventory.repository';
import {
  costLine,
  costTotals,
  failuresByReason,
  fillMonths,
  NO_COST,
  spendingTotals,
  topEquipmentByCost,
} from './report-figures';
import * as reportsRepo from './reports.repository';
import { resolveSubtree, scopeOf, subtreeKey } from './subtree';

const money = (value: number) => roundTo(value, 2);
const hours = (seconds: number) => roundTo(seconds / 3600, 1);

/**
 * The analytics screen's reports (operations spec §3): maintenance trends, costs and inventory
 * over the last N days, each cached per warehouse and period like the equipment figures.
 * Month-by-month series cover the trend months: the period or the last six months, whichever
 * is longer (the PM compliance rule's).
 */
export function createReports(deps: {
  db: Database;
  compliance: ComplianceService;
  cacheOf: <T>() => WarehouseCache<T>;
  windowOf: (actor: AuthContext, days: number) => KpiWindow;
  periodOf: (window: AnalysisWindow, days: number) => AnalyticsPeriodWindow;
  kpisOf: (actor: AuthContext, days: number) => Promise<Kpis>;
}) {
  const { db, compliance } = deps;
  const maintenanceCache = deps.cacheOf<MaintenanceTrends>();
  const costsCache = deps.cacheOf<CostAnalysis>();
  const inventoryCache = deps.cacheOf<InventoryAnalytics>();

  const trendOf = (window: KpiWindow) => {
    const start = trendStart(window.from, window.to);
    return { scope: { ...window, from: start }, months: monthsBetween(start, window.to) };
  };

  /** PM compliance, failure patterns and planned against unplanned work of the period. */
  async function maintenanceTrends(actor: AuthContext, days: number): Promise<MaintenanceTrends> {
    const window = deps.windowOf(actor, days);
    const trend = trendOf(window);
    const [pmCompliance, byReason, byMonth, created, downtime, kpis] = await Promise.all([
      compliance.monthlyTrends(window),
      reportsRepo.failuresByReason(db, window),
      reportsRepo.failuresByMonth(db, trend.scope),
      reportsRepo.createdOrders(db, window),
      reportsRepo.downtimeByPlanning(db, window),
      deps.kpisOf(actor, days),
    ]);
    return {
      period: deps.periodOf(window, days),
      pmCompliance,
      failuresByReason: failuresByReason(byReason),
      failuresByMonth: fillMonths(trend.months, byMonth, (row, month) => ({
        month,
        corrective: row?.corrective ?? 0,
        emergency: row?.emergency ?? 0,
        failures: row?.failures ?? 0,
      })),
      plannedVsUnplanned: {
        plannedOrders: created.preventive,
        unplannedOrders: created.unplanned,
        plannedShare: percentOf(created.preventive, created.preventive + created.unplanned),
        plannedDowntimeHours: hours(downtime.planned),
        unplannedDowntimeHours: hours(downtime.unplanned),
      },
      kpis,
    };
  }

  /**
   * Cost by equipment, labour against parts, and month by month against the budget; of a
   * location's or a parent's subtree when asked (issue 24).
   */
  async function costs(actor: AuthContext, query: SubtreeAnalyticsQuery): Promise<CostAnalysis> {
    const { days } = query;
    const subtree = await resolveSubtree(db, actor.warehouseId, query);
    const equipmentIds = subtree?.equipmentIds;
    const window = deps.windowOf(actor, days);
    const trend = trendOf(window);
    const [settings, spending, byMonth] = await Promise.all([
      reportsRepo.plantSettings(db, window.warehouseId),
      reportsRepo.spendingByEquipment(db, { ...window, equipmentIds }),
      reportsRepo.costByMonth(db, { ...trend.scope, equipmentIds }),
    ]);
    const rate = settings.laborRate;
    return {
      period: deps.periodOf(window, days),
      scope: scopeOf(subtree, settings.warehouseName),
      currency: settings.currency,
      laborRate: rate,
      monthlyBudget: settings.monthlyBudget,
      totals: costTotals(spendingTotals(spending), rate),
      byEquipment: topEquipmentByCost(spending, rate),
      byMonth: fillMonths(trend.months, byMonth, (row, month) => ({
        month,
        ...costLine(row ?? NO_COST, rate),
        budget: settings.monthlyBudget,
      })),
    };
  }

  /** Turnover, usage, stock-outs and dead stock. */
  async function inventory(actor: AuthContext, days: number): Promise<InventoryAnalytics> {
    const window = deps.windowOf(actor, days);
    const trend = trendOf(window);
    const deadSince = new Date(window.to.getTime() - Math.max(DEAD_STOCK_DAYS, days) * DAY_MS);
    const [settings, stock, used, byMonth, outs, dead] = await Promise.all([
      reportsRepo.plantSettings(db, window.warehouseId),
      inventoryRepo.stockNow(db, window.warehouseId),
      inventoryRepo.partsUsed(db, window),
      inventoryRepo.usageByMonth(db, trend.scope),
      inventoryRepo.stockOuts(db, window),
      inventoryRepo.deadStock(db, { warehouseId: window.warehouseId, since: deadSince, to: window.to }),
    ]);
    const partOf = (row: { part_id: string; part_number: string; name: string }) => ({
      partId: row.part_id,
      partNumber: row.part_number,
      name: row.name,
    });
    return {
      period: deps.periodOf(window, days),
      currency: settings.currency,
      stockValue: money(stock.stock_value),
      usedValue: money(used.usedValue),
      turnover: stockTurnover(used.usedValue, stock.stock_value, days),
      usageByPart: used.byPart.map((row) => ({
        ...partOf(row),
        quantity: row.quantity,
        value: money(row.value),
      })),
      usageByMonth: fillMonths(trend.months, byMonth, (row, month) => ({
        month,
        quantity: row?.quantity ?? 0,
        value: money(row?.value ?? 0),
      })),
      stockOuts: {
        count: stock.out_of_stock,
        events: outs.events,
        parts: outs.parts.map((row) => ({
          ...partOf(row),
          reorderPoint: row.reorder_point,
          since: toIsoOrNull(row.since ? new Date(row.since) : null),
        })),
      },
      deadStock: {
        count: dead.count,
        value: money(dead.value),
        parts: dead.parts.map((row) => ({
          ...partOf(row),
          stockLevel: row.stock_level,
          value: money(row.value),
          lastUsedAt: toIsoOrNull(row.last_used_at ? new Date(row.last_used_at) : null),
        })),
      },
    };
  }

  const cached =
    <T>(cache: WarehouseCache<T>, compute: (actor: AuthContext, days: number) => Promise<T>) =>
    (actor: AuthContext, days: number) =>
      cache.get(actor.warehouseId, String(days), () => compute(actor, days));

  return {
    maintenanceTrends: cached(maintenanceCache, maintenanceTrends),
    costs: (actor: AuthContext, query: SubtreeAnalyticsQuery) =>
      costsCache.get(actor.warehouseId, `${query.days}${subtreeKey(query)}`, () => costs(actor, query)),
    inventory: cached(inventoryCache, inventory),
  };
}
