import {
  COMPLIANCE_EQUIPMENT_PAGE_SIZE,
  type Compliance,
  type ComplianceEquipmentQuery,
  type EquipmentCompliance,
} from '../../../shared/schemas/pm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIsoOrNull } from '../../lib/dates';
import { monthsBetween, trendStart } from '../../lib/trend-months';
import { sharedCache, type Sharing } from '../../lib/warehouse-cache';
import type { EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './compliance.repository';

/**
 * PM compliance (issue 4 §6), computed from the work orders:
 * - A PM is a preventive work order. It is scheduled in the period when its due date falls in
 *   the period: the last N days up to now.
 * - It is completed on time when it was completed (completedAt set; reopening clears it) no
 *   later than its due date plus the grace (PM_GRACE_DAYS whole days of 24 h, default 0).
 * - It is overdue when scheduled, its due date has passed and it is not completed.
 * - overallComplianceRate = on-time completed ÷ scheduled × 100 (one decimal); null, never
 *   100, when nothing was scheduled: the screen then says "No PM Data Available".
 * - monthlyTrends: the same per calendar month (UTC) of the due date, over the period or the
 *   last 6 months, whichever is longer; months without PMs have a null rate.
 * - the equipment list: every asset with preventive orders, by asset tag, with the same
 *   figures over the period (a null rate when none fell due in it), its last completed PM
 *   (ever) and the due date of its next PM; paged, filtered and searched on the server.
 * - usageBased: the active templates triggered by a meter (issue 24) and their open orders;
 *   the orders a meter raised are preventive orders, counted above like the others.
 * Totals and trends add up the day summary the work-order triggers keep (ADR 36), so a year
 * costs a few hundred rows at any number of orders.
 */
export function complianceRate(onTime: number, scheduled: number): number | null {
  return scheduled === 0 ? null : Math.round((onTime / scheduled) * 1000) / 10;
}

const DAY_MS = 86_400_000;

/** Any window of one warehouse: the analytics KPIs ask for the rule over their own periods. */
export interface ComplianceWindowOf {
  warehouseId: string;
  from: Date;
  to: Date;
}

const NO_COUNTS: repo.Counts = { scheduled: 0, completed: 0, on_time: 0, overdue: 0 };

const sumCounts = (rows: readonly repo.Counts[]): repo.Counts =>
  rows.reduce(
    (sum, r) => ({
      scheduled: sum.scheduled + r.scheduled,
      completed: sum.completed + r.completed,
      on_time: sum.on_time + r.on_time,
      overdue: sum.overdue + r.overdue,
    }),
    NO_COUNTS,
  );

const toEquipmentCompliance = (row: repo.EquipmentComplianceRow): EquipmentCompliance => ({
  equipmentId: row.equipment_id,
  assetTag: row.asset_tag,
  model: row.model,
  complianceRate: row.rate === null ? null : Number(row.rate),
  lastPMDate: toIsoOrNull(row.last_pm ? new Date(row.last_pm) : null),
  nextPMDate: toIsoOrNull(row.next_pm ? new Date(row.next_pm) : null),
  overdueCount: row.overdue,
});

/** Figures may be shared for a few seconds; any work-order or PM change in the warehouse clears them (ADR 15). */
export const COMPLIANCE_SHARING: Sharing = { ttlMs: 5_000, clearedBy: ['work_orders', 'equipment', 'pm'] };

export function createComplianceService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  graceDays: number;
}) {
  const { db, clock, events, graceDays } = deps;
  const cache = sharedCache<Compliance>(COMPLIANCE_SHARING, clock, events);

  const periodOf = (days: number) => {
    const to = clock.now();
    return { from: new Date(to.getTime() - days * DAY_MS), to };
  };

  const countsOver = (warehouseId: string, start: Date, end: Date) =>
    repo.countsByMonth(db, warehouseId, { start, end, graceDays });

  /** The rule month by month over the window's trend months (the period or the last six months). */
  async function trendOf({ warehouseId, from, to }: ComplianceWindowOf) {
    const trendFrom = trendStart(from, to);
    const rows = await countsOver(warehouseId, trendFrom, to);
    const counted = new Map(rows.map((m) => [m.month, m]));
    const months = monthsBetween(trendFrom, to).map((month) => {
      const m = counted.get(month) ?? NO_COUNTS;
      return {
        month,
        complianceRate: complianceRate(m.on_time, m.scheduled),
        completed: m.completed,
        scheduled: m.scheduled,
      };
    });
    return { months, rows, coversWindowOnly: trendFrom.getTime() === from.getTime() };
  }

  /** Totals and trend: one read when the trend months start with the period (a year). */
  async function summarise(window: ComplianceWindowOf) {
    const trend = await trendOf(window);
    const inWindow = trend.coversWindowOnly
      ? trend.rows
      : await countsOver(window.warehouseId, window.from, window.to);
    return { totals: sumCounts(inWindow), months: trend.months };
  }

  /**
   * One page of the equipment list over the last `days` days, with the list's total. Two
   * reads of a page each, whatever the fleet: the page's own assets, and the count.
   */
  async function equipment(
    actor: AuthContext,
    query: Omit<ComplianceEquipmentQuery, 'days'> & { days: number },
  ) {
    const window = {
      warehouseId: actor.warehouseId,
      ...periodOf(query.days),
      graceDays,
      filter: query.filter,
      q: query.q,
    };
    const after = decodeCursor(query.cursor);
    const [rows, total] = await Promise.all([
      repo.equipmentPage(db, window, { limit: query.limit + 1, after }),
      repo.countEquipment(db, window),
    ]);
    const page = pageOf(rows, query.limit, (row) => ({ v: row.tag_key, id: row.equipment_id }));
    return { items: page.items.map(toEquipmentCompliance), total, nextCursor: page.nextCursor };
  }

  async function compute(actor: AuthContext, days: number): Promise<Compliance> {
    const { from, to } = periodOf(days);
    const [{ totals, months }, firstPage, usageBased] = await Promise.all([
      summarise({ warehouseId: actor.warehouseId, from, to }),
      equipment(actor, { days, filter: 'all', limit: COMPLIANCE_EQUIPMENT_PAGE_SIZE }),
      repo.countUsageBased(db, actor.warehouseId),
    ]);
    return {
      overallComplianceRate: complianceRate(totals.on_time, totals.scheduled),
      totalPMsCompleted: totals.completed,
      totalPMsScheduled: totals.scheduled,
      completedOnTime: totals.on_time,
      overdueCount: totals.overdue,
      period: { days, from: from.toISOString(), to: to.toISOString() },
      monthlyTrends: months,
      equipmentCompliance: firstPage.items,
      equipmentTotal: firstPage.total,
      equipmentNextCursor: firstPage.nextCursor ?? null,
      usageBased,
    };
  }

  /** The summary of GET /api/pm-compliance: tiles, trend and the equipment list's first page. */
  const compliance = (actor: AuthContext, days: number) =>
    cache.get(actor.warehouseId, String(days), () => compute(actor, days));

  /** The rule's totals over a window: the rate (null when nothing was scheduled), scheduled and on time. */
  async function totals(window: ComplianceWindowOf) {
    const counts = sumCounts(await countsOver(window.warehouseId, window.from, window.to));
    return {
      rate: complianceRate(counts.on_time, counts.scheduled),
      scheduled: counts.scheduled,
      completedOnTime: counts.on_time,
    };
  }

  /** The overall compliance rate of the rule over a window (null when nothing was scheduled in it). */
  const overallRate = async (window: ComplianceWindowOf) => (await totals(window)).rate;

  /** The rule month by month over the window's trend months (the period or the last six months). */
  const monthlyTrends = async (window: ComplianceWindowOf) => (await trendOf(window)).months;

  return { compliance, equipment, totals, overallRate, monthlyTrends };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
