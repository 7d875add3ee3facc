import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import { BarChart } from '@web/components/charts/bar-chart';
import { CHART_INK } from '@web/components/charts/chart-colours';
import { percentAxis } from '@web/components/charts/chart-ticks';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monthCategory } from '../shared/month-category';
import { analyticsMessages } from '../../messages';
import { formatPercentOrNoData, SERIES_FILLS } from '../shared/analytics-labels';

export interface CompliancePoint {
  month: string;
  short: string;
  long: string;
  rate: number | null;
  completed: number;
  scheduled: number;
}

export function complianceFill(rate: number | null): string {
  return rate !== null && rate >= PM_COMPLIANCE_TARGET
    ? SERIES_FILLS.compliance
    : SERIES_FILLS.complianceBelow;
}

/** PM compliance per month as bars, green at or above the 95 % target (a dashed line), amber under. */
export default function PmComplianceChart({
  points,
  height,
}: {
  points: readonly CompliancePoint[];
  height: number;
}) {
  const t = useT(analyticsMessages);
  return (
    <BarChart
      data={points}
      height={height}
      category={monthCategory(t)}
      valueAxes={[percentAxis('rate', t('compliance.axis'))]}
      references={[{ key: 'target', value: PM_COMPLIANCE_TARGET, colour: CHART_INK.reference }]}
      series={[
        {
          key: 'rate',
          label: t('compliance.rate'),
          value: (point) => point.rate,
          text: (point) => formatPercentOrNoData(t, point.rate),
          colour: SERIES_FILLS.compliance,
          fillOf: (point) => complianceFill(point.rate),
        },
      ]}
      details={[
        {
          key: 'completed',
          label: t('compliance.completed'),
          text: (point) => formatNumber(point.completed),
        },
        {
          key: 'scheduled',
          label: t('compliance.scheduled'),
          text: (point) => (point.scheduled === 0 ? t('compliance.noneDue') : formatNumber(point.scheduled)),
        },
      ]}
    />
  );
}
