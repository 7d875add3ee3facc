import type { CostAnalysis, MaintenanceTrends } from '../../../shared/schemas/analytics';
import { laborCost, roundOrNull, roundTo } from './formulas';
import type { CostSums, Spending } from './reports.repository';

/** Labour and parts as the cost cards show them: hours one decimal, money two. */
export function costLine(sums: CostSums, laborRate: number | null) {
  const labor = laborCost(sums.labor_minutes, laborRate);
  return {
    laborHours: roundTo(sums.labor_minutes / 60, 1),
    labor: roundOrNull(labor, 2),
    parts: roundTo(sums.parts_cost, 2),
    total: roundTo(sums.parts_cost + (labor ?? 0), 2),
  };
}

/** What was spent: labour when its rate is set, plus parts. */
export const spent = (sums: CostSums, laborRate: number | null) =>
  (laborCost(sums.labor_minutes, laborRate) ?? 0) + sums.parts_cost;

export const NO_COST: CostSums = { labor_minutes: 0, parts_cost: 0 };

/** The window's spending in all and on planned (preventive) orders, from its rows per equipment. */
export function spendingTotals(rows: readonly Spending[]) {
  const all = { ...NO_COST };
  const planned = { ...NO_COST };
  for (const row of rows) {
    all.labor_minutes += row.labor_minutes;
    all.parts_cost += row.parts_cost;
    planned.labor_minutes += row.planned_labor_minutes;
    planned.parts_cost += row.planned_parts_cost;
  }
  return { all, planned };
}

/** The cost card's totals: labour and parts, and the part spent on planned and unplanned orders. */
export function costTotals(totals: { all: CostSums; planned: CostSums }, laborRate: number | null) {
  return {
    ...costLine(totals.all, laborRate),
    planned: roundTo(spent(totals.planned, laborRate), 2),
    unplanned: roundTo(spent(totals.all, laborRate) - spent(totals.planned, laborRate), 2),
  } satisfies CostAnalysis['totals'];
}

/** The 10 equipment that cost the most in the window (ties by asset number). */
export const TOP_EQUIPMENT = 10;

export function topEquipmentByCost(
  rows: readonly Spending[],
  laborRate: number | null,
): CostAnalysis['byEquipment'] {
  return rows
    .flatMap((row) =>
      row.equipment_id !== null && row.asset_tag !== null && row.name !== null
        ? [{ row, equipmentId: row.equipment_id, assetNumber: row.asset_tag, name: row.name }]
        : [],
    )
    .map((item) => ({ ...item, total: spent(item.row, laborRate) }))
    .sort((a, b) => b.total - a.total || (a.assetNumber < b.assetNumber ? -1 : 1))
    .slice(0, TOP_EQUIPMENT)
    .map(({ row, equipmentId, assetNumber, name }) => ({
      equipmentId,
      assetNumber,
      name,
      ...costLine(row, laborRate),
    }));
}

/** Every month of the trend, months without rows included (zeros: nothing recorded). */
export function fillMonths<Row extends { month: string }, Out>(
  months: readonly string[],
  rows: readonly Row[],
  toFigure: (row: Row | undefined, month: string) => Out,
): Out[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => toFigure(byMonth.get(month), month));
}

export const NO_DOWNTIME_LABEL = 'No downtime recorded';

/** Failures by the reason of their downtime, most failures first. */
export function failuresByReason(
  rows: readonly {
    reason_code: string | null;
    reason_label: string | null;
    failures: number;
    down_seconds: number;
  }[],
): MaintenanceTrends['failuresByReason'] {
  return rows
    .map((row) => ({
      reasonCode: row.reason_code,
      reasonLabel: row.reason_code === null ? NO_DOWNTIME_LABEL : (row.reason_label ?? row.reason_code),
      failures: row.failures,
      downtimeHours: roundTo(row.down_seconds / 3600, 1),
    }))
    .sort(
      (a, b) =>
        b.failures - a.failures ||
        b.downtimeHours - a.downtimeHours ||
        (a.reasonLabel < b.reasonLabel ? -1 : a.reasonLabel > b.reasonLabel ? 1 : 0),
    );
}
