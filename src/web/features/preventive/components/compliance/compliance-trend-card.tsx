import { lazy } from 'react';
import { PM_AT_RISK_THRESHOLD, PM_COMPLIANCE_TARGET } from '@shared/constants';
import type { Compliance } from '@shared/schemas/pm';
import { ChartBody, ChartFrame, type LegendItem } from '@web/components/charts/chart-card';
import { CHART_INK } from '@web/components/charts/chart-colours';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import { BAND_FILLS, type ComplianceBand } from './compliance-band';
import { describeTrend, hasTrendData, toTrendPoints } from './trend-data';

// Recharts is the heaviest library of the page: it downloads only when a chart is drawn.
const ComplianceTrendChart = lazy(() => import('./compliance-trend-chart'));

const CHART_HEIGHT = 280;

const LEGEND = [
  { band: 'on-target', text: 'trend.legend.onTarget' },
  { band: 'below-target', text: 'trend.legend.belowTarget' },
  { band: 'at-risk', text: 'trend.legend.atRisk' },
] as const satisfies readonly { band: ComplianceBand; text: string }[];

/** Monthly Compliance Trends (operations §2): at least six months, whatever the period chosen. */
export function ComplianceTrendCard({ trends }: { trends: Compliance['monthlyTrends'] }) {
  const t = useT(preventiveMessages);
  const points = toTrendPoints(trends);
  const values = {
    target: formatNumber(PM_COMPLIANCE_TARGET),
    threshold: formatNumber(PM_AT_RISK_THRESHOLD),
    from: formatNumber(PM_AT_RISK_THRESHOLD),
    to: formatNumber(PM_COMPLIANCE_TARGET - 0.1),
  };
  const legend: LegendItem[] = [
    ...LEGEND.map(({ band, text }) => ({ key: band, colour: BAND_FILLS[band], text: t(text, values) })),
    { key: 'target', colour: CHART_INK.reference, text: t('trend.legend.target', values), shape: 'dashed' },
  ];
  return (
    <ChartFrame
      title={t('trend.title')}
      description={t('trend.description', { target: formatNumber(PM_COMPLIANCE_TARGET) })}
    >
      <ChartBody
        empty={hasTrendData(points) ? undefined : t('trend.empty', { count: points.length })}
        summary={describeTrend(t, points)}
        legend={legend}
        height={CHART_HEIGHT}
      >
        <ComplianceTrendChart points={points} height={CHART_HEIGHT} />
      </ChartBody>
    </ChartFrame>
  );
}
