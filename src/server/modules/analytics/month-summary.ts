import type { MonthlySummary } from '../../../shared/schemas/reports';
import type { Executor } from '../../db/client';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError } from '../../lib/app-error';
import type { ComplianceService } from '../pm/compliance.service';
import { fleetFigures, type EquipmentFigures } from './equipment-figures';
import { MINUTE_MS, roundTo, type KpiWindow } from './formulas';
import { downtimeByReason, monthOrders } from './month-summary.repository';
import { costLine, type spendingTotals } from './report-figures';
import type { plantSettings } from './reports.repository';

const TOP_DOWNTIME = 5;

interface FleetAnalysis {
  window: KpiWindow;
  settings: Awaited<ReturnType<typeof plantSettings>>;
  figures: EquipmentFigures[];
  costs: ReturnType<typeof spendingTotals>;
}

/**
 * The window of a calendar month (UTC), up to now while it runs; a month that has not begun is
 * refused, as there is nothing to summarize.
 */
export function monthWindow(month: string, now: Date): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, index - 1, 1));
  const end = new Date(Date.UTC(year, index, 1) - MINUTE_MS);
  const flooredNow = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  if (from >= flooredNow) {
    throw new AppError('VALIDATION_FAILED', phrase('report.monthNotBegun', { month }), {
      details: [{ path: 'month', ...phrase('report.monthNotPast') }],
    });
  }
  return { from, to: end < flooredNow ? end : flooredNow };
}

/**
 * The monthly maintenance summary (issue 12 §5): the month's orders, PM compliance, the fleet's
 * reliability and downtime, and what was spent against the budget, by the same rules as the
 * analytics screens.
 */
export async function monthSummary(
  deps: { db: Executor; compliance: Pick<ComplianceService, 'totals'> },
  month: string,
  window: KpiWindow,
  analysis: Promise<FleetAnalysis>,
): Promise<MonthlySummary> {
  const [fleet, orders, pm, reasons] = await Promise.all([
    analysis,
    monthOrders(deps.db, window),
    deps.compliance.totals(window),
    downtimeByReason(deps.db, window),
  ]);
  const figures = fleetFigures(fleet.figures);
  const cost = costLine(fleet.costs.all, fleet.settings.laborRate);
  const downtimeSeconds = reasons.reduce((sum, r) => sum + r.seconds, 0);
  return {
    month,
    warehouseName: fleet.settings.warehouseName,
    currency: fleet.settings.currency,
    period: {
      days: Math.round((window.to.getTime() - window.from.getTime()) / 86_400_000),
      from: window.from.toISOString(),
      to: window.to.toISOString(),
    },
    workOrders: orders,
    pm: { complianceRate: pm.rate, scheduled: pm.scheduled, completedOnTime: pm.completedOnTime },
    reliability: {
      fleetAvailability: figures.availability,
      mtbf: figures.mtbf,
      mttr: figures.mttr,
      failures: figures.failures,
      downtimeHours: roundTo(downtimeSeconds / 3600, 1),
    },
    downtimeByReason: reasons.map((r) => ({
      reasonLabel: r.reason_label,
      hours: roundTo(r.seconds / 3600, 1),
      stops: r.stops,
    })),
    topDowntime: fleet.figures
      .filter((f) => (f.record.downtimeHours ?? 0) > 0)
      .sort((a, b) => (b.record.downtimeHours ?? 0) - (a.record.downtimeHours ?? 0))
      .slice(0, TOP_DOWNTIME)
      .map((f) => ({
        equipmentId: f.record.id,
        assetNumber: f.record.assetNumber,
        name: f.record.name,
        hours: f.record.downtimeHours ?? 0,
      })),
    costs: { ...cost, budget: fleet.settings.monthlyBudget },
  };
}
