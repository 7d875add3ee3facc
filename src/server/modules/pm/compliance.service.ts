import type { Compliance } from '../../../shared/schemas/pm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toIsoOrNull } from '../../lib/dates';
import { trendStart } from '../../lib/trend-months';
import { WarehouseCache } from '../../lib/warehouse-cache';
import type { EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './compliance.repository';

/**
 * PM compliance (issue 4 §6), computed from the work orders:
 * - A PM is a preventive work order. It is scheduled in the period when its due date falls in
 *   the period: the last N days up to now.
 * - It is completed on time when it was completed (completedAt set; reopening clears it) no
 *   later than its due date plus the grace (PM_GRACE_DAYS, default 0 days).
 * - It is overdue when scheduled, its due date has passed and it is not completed.
 * - overallComplianceRate = on-time completed ÷ scheduled × 100 (one decimal); null, never
 *   100, when nothing was scheduled: the screen then says "No PM Data Available".
 * - monthlyTrends: the same per calendar month (UTC) of the due date, over the period or the
 *   last 6 months, whichever is longer; months without PMs have a null rate.
 * - equipmentCompliance: the same per equipment that had PMs scheduled in the period, with
 *   its last completed PM (ever) and the due date of its next open PM.
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

const toMonthlyTrend = (m: { month: string; on_time: number; scheduled: number; completed: number }) => ({
  month: m.month,
  complianceRate: complianceRate(m.on_time, m.scheduled),
  completed: m.completed,
  scheduled: m.scheduled,
});

/** Figures may be shared for a few seconds; any work-order or PM change in the warehouse clears them (ADR 15). */
const COMPLIANCE_TTL_MS = 5_000;

export function createComplianceService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  graceDays: number;
}) {
  const { db, clock, events, graceDays } = deps;
  const cache = new WarehouseCache<Compliance>(COMPLIANCE_TTL_MS, clock).clearOn(events, [
    'work_orders',
    'equipment',
    'pm',
  ]);

  const windowOf = ({ warehouseId, from, to }: ComplianceWindowOf) => ({
    warehouseId,
    from,
    to,
    trendFrom: trendStart(from, to),
    graceDays,
  });

  async function compute(warehouseId: string, days: number): Promise<Compliance> {
    const to = clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const window = windowOf({ warehouseId, from, to });
    const [totals, months, equipment] = await Promise.all([
      repo.complianceTotals(db, window),
      repo.complianceByMonth(db, window),
      repo.complianceByEquipment(db, window),
    ]);
    return {
      overallComplianceRate: complianceRate(totals.on_time, totals.scheduled),
      totalPMsCompleted: totals.completed,
      totalPMsScheduled: totals.scheduled,
      completedOnTime: totals.on_time,
      overdueCount: totals.overdue,
      period: { days, from: from.toISOString(), to: to.toISOString() },
      monthlyTrends: months.map(toMonthlyTrend),
      equipmentCompliance: equipment.map((e) => ({
        equipmentId: e.equipment_id,
        assetTag: e.asset_tag,
        model: e.model,
        complianceRate: complianceRate(e.on_time, e.scheduled),
        lastPMDate: toIsoOrNull(e.last_pm ? new Date(e.last_pm) : null),
        nextPMDate: toIsoOrNull(e.next_pm ? new Date(e.next_pm) : null),
        overdueCount: e.overdue,
      })),
    };
  }

  const compliance = (actor: AuthContext, days: number) =>
    cache.get(actor.warehouseId, String(days), () => compute(actor.warehouseId, days));

  /** The rule's totals over a window: the rate (null when nothing was scheduled), scheduled and on time. */
  async function totals(window: ComplianceWindowOf) {
    const counts = await repo.complianceTotals(db, windowOf(window));
    return {
      rate: complianceRate(counts.on_time, counts.scheduled),
      scheduled: counts.scheduled,
      completedOnTime: counts.on_time,
    };
  }

  /** The overall compliance rate of the rule over a window (null when nothing was scheduled in it). */
  const overallRate = async (window: ComplianceWindowOf) => (await totals(window)).rate;

  /** The rule month by month over the window's trend months (the period or the last six months). */
  async function monthlyTrends(window: ComplianceWindowOf) {
    return (await repo.complianceByMonth(db, windowOf(window))).map(toMonthlyTrend);
  }

  return { compliance, totals, overallRate, monthlyTrends };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
