import type { AnalyticsRollup } from '../../../shared/schemas/analytics';
import type { EquipmentFigures } from './equipment-figures';
import { availabilityPercent, roundOrNull, roundTo } from './formulas';
import { costLine, NO_COST } from './report-figures';

/**
 * The roll-up of a scope (issue 24): its equipment's unrounded figures added up, rounded once.
 * Availability is the time-weighted one, 100 × (1 − Σ down ÷ Σ tracked) over the equipment with
 * history: a machine tracked all period weighs more than one created yesterday.
 */
export function rollupOf(figures: readonly EquipmentFigures[], laborRate: number | null): AnalyticsRollup {
  const spent = { ...NO_COST };
  const workOrders = { total: 0, preventive: 0, corrective: 0, emergency: 0 };
  let trackedHours = 0;
  let downtimeHours = 0;
  let failures = 0;
  let withHistoryCount = 0;
  for (const f of figures) {
    spent.labor_minutes += f.spent.labor_minutes;
    spent.parts_cost += f.spent.parts_cost;
    workOrders.total += f.record.totalWorkOrders;
    workOrders.preventive += f.record.preventiveWorkOrders;
    workOrders.corrective += f.record.correctiveWorkOrders;
    workOrders.emergency += f.record.emergencyWorkOrders;
    failures += f.failures;
    if (!f.hasHistory) continue;
    withHistoryCount += 1;
    trackedHours += f.trackedHours;
    downtimeHours += f.downtimeHours;
  }
  return {
    equipmentCount: figures.length,
    withHistoryCount,
    trackedHours: roundTo(trackedHours, 1),
    downtimeHours: roundTo(downtimeHours, 1),
    availability: roundOrNull(availabilityPercent(downtimeHours, trackedHours), 1),
    failures,
    workOrders,
    costs: costLine(spent, laborRate),
  };
}
