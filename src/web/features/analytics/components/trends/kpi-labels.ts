import { KPI_NAMES, type KpiName } from '@shared/analytics-names';
import type { Kpis } from '@shared/schemas/analytics';
import { formatHours, formatNumber, formatPercent } from '@web/lib/formatting';
import { NO_DATA } from '../shared/analytics-labels';

interface KpiDefinition {
  label: string;
  /** What the figure measures, in a line. */
  hint: string;
  unit: 'percent' | 'hours';
  /** MTTR is the one where lower is better. */
  lowerIsBetter?: boolean;
}

export const KPI_DEFINITIONS: Readonly<Record<KpiName, KpiDefinition>> = {
  equipmentUptime: { label: 'Equipment uptime', hint: 'Fleet availability', unit: 'percent' },
  mtbf: { label: 'MTBF', hint: 'Mean time between failures', unit: 'hours' },
  mttr: { label: 'MTTR', hint: 'Mean time to repair; lower is better', unit: 'hours', lowerIsBetter: true },
  workOrderCompletion: {
    label: 'Work order completion',
    hint: 'Orders created in the period that are completed',
    unit: 'percent',
  },
  pmCompliance: { label: 'PM compliance', hint: 'PMs done on time of those due', unit: 'percent' },
  costEfficiency: {
    label: 'Cost efficiency',
    hint: 'Share of the cost spent on planned work',
    unit: 'percent',
  },
  userSatisfaction: {
    label: 'User satisfaction',
    hint: 'Mean verification rating, as % of 5',
    unit: 'percent',
  },
  systemAvailability: {
    label: 'System availability',
    hint: 'Health checks that reached the database',
    unit: 'percent',
  },
};

export type KpiStatus = 'met' | 'not-met' | 'no-data';

/** Met at or above the target; for MTTR under it ("Target: <4h"). */
export function kpiStatus(name: KpiName, value: number | null, target: number): KpiStatus {
  if (value === null) return 'no-data';
  const met = KPI_DEFINITIONS[name].lowerIsBetter ? value < target : value >= target;
  return met ? 'met' : 'not-met';
}

export function formatKpiValue(name: KpiName, value: number | null): string {
  if (value === null) return NO_DATA;
  return KPI_DEFINITIONS[name].unit === 'hours' ? formatHours(value) : formatPercent(value);
}

/** "Target: 95%", "Target: 720 h", "Target: <4 h". */
export function formatKpiTarget(name: KpiName, target: number): string {
  const definition = KPI_DEFINITIONS[name];
  const figure = definition.unit === 'hours' ? formatHours(target) : `${formatNumber(target)}%`;
  return `Target: ${definition.lowerIsBetter ? '<' : ''}${figure}`;
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
