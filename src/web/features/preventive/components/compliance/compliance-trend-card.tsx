import { lazy, Suspense } from 'react';
import { ChartNoAxesColumn } from 'lucide-react';
import { PM_AT_RISK_THRESHOLD, PM_COMPLIANCE_TARGET } from '@shared/constants';
import type { Compliance } from '@shared/schemas/pm';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import { BAND_FILLS, type ComplianceBand } from './compliance-band';
import { describeTrend, hasTrendData, toTrendPoints } from './trend-data';

// Recharts is the heaviest library of the page: it downloads only when a chart is drawn.
const ComplianceTrendChart = lazy(() => import('./compliance-trend-chart'));

const LEGEND = [
  { band: 'on-target', text: 'trend.legend.onTarget' },
  { band: 'below-target', text: 'trend.legend.belowTarget' },
  { band: 'at-risk', text: 'trend.legend.atRisk' },
] as const satisfies readonly { band: ComplianceBand; text: string }[];

function TrendLegend() {
  const t = useT(preventiveMessages);
  const values = {
    target: formatNumber(PM_COMPLIANCE_TARGET),
    threshold: formatNumber(PM_AT_RISK_THRESHOLD),
    from: formatNumber(PM_AT_RISK_THRESHOLD),
    to: formatNumber(PM_COMPLIANCE_TARGET - 0.1),
  };
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
      {LEGEND.map(({ band, text }) => (
        <li key={band} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: BAND_FILLS[band] }} />
          {t(text, values)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className="w-5 border-t-2 border-dashed border-foreground/60" />
        {t('trend.legend.target', values)}
      </li>
    </ul>
  );
}

/** Monthly Compliance Trends (operations §2): at least six months, whatever the period chosen. */
export function ComplianceTrendCard({ trends }: { trends: Compliance['monthlyTrends'] }) {
  const t = useT(preventiveMessages);
  const points = toTrendPoints(trends);
  return (
    <Card role="region" aria-label={t('trend.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('trend.title')}</CardTitle>
        <CardDescription>
          {t('trend.description', { target: formatNumber(PM_COMPLIANCE_TARGET) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hasTrendData(points) ? (
          <figure role="img" aria-label={describeTrend(t, points)} className="m-0 grid gap-3">
            <TrendLegend />
            <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
              <ComplianceTrendChart points={points} />
            </Suspense>
          </figure>
        ) : (
          <div className="flex h-48 flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-center text-sm text-muted-foreground">
            <ChartNoAxesColumn className="size-6" aria-hidden />
            <p className="max-w-xs">{t('trend.empty', { count: points.length })}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
