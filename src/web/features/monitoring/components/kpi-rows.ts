import { KPI_NAMES, type KpiName } from '@shared/analytics-names';
import type { Kpis } from '@shared/schemas/analytics';
import { formatHours, formatNumber, formatPercent } from '@web/lib/formatting';
import type { MonitoringTexts } from './monitoring-format';

/** Each KPI's label is the catalogue's `kpi.<name>`. */
interface KpiDefinition {
  unit: '%' | 'h';
  /** MTTR: lower is better. */
  lowerIsBetter?: boolean;
}

const KPI_DEFINITIONS: Readonly<Record<KpiName, KpiDefinition>> = {
  equipmentUptime: { unit: '%' },
  mtbf: { unit: 'h' },
  mttr: { unit: 'h', lowerIsBetter: true },
  workOrderCompletion: { unit: '%' },
  pmCompliance: { unit: '%' },
  costEfficiency: { unit: '%' },
  userSatisfaction: { unit: '%' },
  systemAvailability: { unit: '%' },
};

/** Where the radar stops: a KPI far past its target would flatten every other spoke. */
export const RADAR_CAP_PERCENT = 150;

export interface KpiRow {
  name: KpiName;
  label: string;
  unit: '%' | 'h';
  value: number | null;
  target: number;
  lowerIsBetter: boolean;
  /** The value as % of its target, inverted for MTTR (half the target time is 200 %); capped. */
  ofTarget: number | null;
  isMet: boolean | null;
}

function percentOfTarget(value: number, target: number, lowerIsBetter: boolean): number {
  const ratio = lowerIsBetter ? (value === 0 ? Infinity : target / value) : value / target;
  return Math.min(RADAR_CAP_PERCENT, Math.round(ratio * 100));
}

export function toKpiRows(t: MonitoringTexts, kpis: Kpis): KpiRow[] {
  return KPI_NAMES.map((name) => {
    const { unit, lowerIsBetter = false } = KPI_DEFINITIONS[name];
    const value = kpis[name];
    const target = kpis.targets[name];
    return {
      name,
      label: t(`kpi.${name}`),
      unit,
      value,
      target,
      lowerIsBetter,
      ofTarget: value === null ? null : percentOfTarget(value, target, lowerIsBetter),
      isMet: value === null ? null : lowerIsBetter ? value < target : value >= target,
    };
  });
}

export function formatKpi(t: MonitoringTexts, row: Pick<KpiRow, 'unit'>, value: number | null): string {
  if (value === null) return t('noData');
  return row.unit === 'h' ? formatHours(value) : formatPercent(value);
}

/** "Target: 95%", "Target: <4 h". */
export function formatKpiTarget(t: MonitoringTexts, row: KpiRow): string {
  const figure =
    row.unit === 'h' ? formatHours(row.target) : t('kpi.percent', { value: formatNumber(row.target) });
  return t(row.lowerIsBetter ? 'kpi.targetUnder' : 'kpi.target', { figure });
}
