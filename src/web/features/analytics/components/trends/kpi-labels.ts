import { KPI_NAMES, type KpiName } from '@shared/analytics-names';
import type { Kpis } from '@shared/schemas/analytics';
import { formatHours, formatNumber, formatPercent } from '@web/lib/formatting';
import type { AnalyticsTexts } from '../shared/analytics-labels';

interface KpiDefinition {
  unit: 'percent' | 'hours';
  /** MTTR is the one where lower is better. */
  lowerIsBetter?: boolean;
}

/** Each KPI's label is the catalogue's `kpi.<name>`, and what the figure measures, in a line, `kpi.<name>.hint`. */
export const KPI_DEFINITIONS: Readonly<Record<KpiName, KpiDefinition>> = {
  equipmentUptime: { unit: 'percent' },
  mtbf: { unit: 'hours' },
  mttr: { unit: 'hours', lowerIsBetter: true },
  workOrderCompletion: { unit: 'percent' },
  pmCompliance: { unit: 'percent' },
  costEfficiency: { unit: 'percent' },
  userSatisfaction: { unit: 'percent' },
  systemAvailability: { unit: 'percent' },
};

export type KpiStatus = 'met' | 'not-met' | 'no-data';

/** Met at or above the target; for MTTR under it ("Target: <4h"). */
export function kpiStatus(name: KpiName, value: number | null, target: number): KpiStatus {
  if (value === null) return 'no-data';
  const met = KPI_DEFINITIONS[name].lowerIsBetter ? value < target : value >= target;
  return met ? 'met' : 'not-met';
}

export function formatKpiValue(t: AnalyticsTexts, name: KpiName, value: number | null): string {
  if (value === null) return t('noData');
  return KPI_DEFINITIONS[name].unit === 'hours' ? formatHours(value) : formatPercent(value);
}

/** "Target: 95%", "Target: 720 h", "Target: <4 h". */
export function formatKpiTarget(t: AnalyticsTexts, name: KpiName, target: number): string {
  const definition = KPI_DEFINITIONS[name];
  const figure =
    definition.unit === 'hours' ? formatHours(target) : t('percent', { value: formatNumber(target) });
  return t(definition.lowerIsBetter ? 'kpi.targetUnder' : 'kpi.target', { figure });
}

export interface KpiRow {
  name: KpiName;
  value: number | null;
  target: number;
  status: KpiStatus;
}

export function toKpiRows(kpis: Kpis): KpiRow[] {
  return KPI_NAMES.map((name) => ({
    name,
    value: kpis[name],
    target: kpis.targets[name],
    status: kpiStatus(name, kpis[name], kpis.targets[name]),
  }));
}
