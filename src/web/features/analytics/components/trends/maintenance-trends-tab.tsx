import { lazy, Suspense } from 'react';
import { PM_COMPLIANCE_TARGET } from '@shared/constants';
import type { AnalyticsPeriod, MaintenanceTrends } from '@shared/schemas/analytics';
import { QueryState } from '@web/components/query-state';
import { StatTileSkeletons } from '@web/components/stat-tile';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useMaintenanceTrends } from '../../api/get-maintenance-trends';
import { analyticsMessages } from '../../messages';
import { monthLabels, SERIES_FILLS } from '../shared/analytics-labels';
import { AnalyticsToolbar } from '../shared/analytics-period';
import { ChartCard } from '@web/components/charts/chart-card';
import type { CompliancePoint } from './pm-compliance-chart';
import type { FailureMonthPoint } from './failures-by-month-chart';
import type { ReasonPoint } from './failures-by-reason-chart';
import { KpiGrid } from './kpi-grid';
import { PlannedVsUnplanned } from './planned-vs-unplanned';

const PmComplianceChart = lazy(() => import('./pm-compliance-chart'));
const FailuresByReasonChart = lazy(() => import('./failures-by-reason-chart'));
const FailuresByMonthChart = lazy(() => import('./failures-by-month-chart'));
// Failed and flagged procedure steps (issue 25 §7): the route's bundle budget has no room for them.
const StepFailuresPanel = lazy(() => import('./step-failures-panel'));
// Failures by close-out code (issue 25 §8), for the same reason.
const FailureCodesPanel = lazy(() => import('./failure-codes-panel'));

const MONTH_CHART_HEIGHT = 280;
const REASON_ROW_PX = 40;

export function toCompliancePoints(months: MaintenanceTrends['pmCompliance']): CompliancePoint[] {
  const labels = monthLabels(months.map((month) => month.month));
  return months.map((month, index) => ({
    ...labels[index]!,
    rate: month.scheduled > 0 ? month.complianceRate : null,
    completed: month.completed,
    scheduled: month.scheduled,
  }));
}

export function toFailureMonthPoints(months: MaintenanceTrends['failuresByMonth']): FailureMonthPoint[] {
  const labels = monthLabels(months.map((month) => month.month));
  return months.map((month, index) => ({
    ...labels[index]!,
    corrective: month.corrective,
    emergency: month.emergency,
    other: Math.max(0, month.failures - month.corrective - month.emergency),
    failures: month.failures,
  }));
}

export function toReasonPoints(reasons: MaintenanceTrends['failuresByReason']): ReasonPoint[] {
  return reasons
    .filter((reason) => reason.failures > 0)
    .sort((a, b) => b.failures - a.failures)
    .map((reason) => ({
      key: reason.reasonCode ?? 'none',
      label: reason.reasonLabel,
      failures: reason.failures,
      downtimeHours: reason.downtimeHours,
    }));
}

function TrendsSkeleton() {
  const t = useT(analyticsMessages);
  return (
    <div className="grid gap-4 lg:gap-6" aria-label={t('trends.loading')}>
      <StatTileSkeletons label={t('trends.loadingKpis')} count={8} />
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    </div>
  );
}

function TrendsContent({ trends, days }: { trends: MaintenanceTrends; days: AnalyticsPeriod }) {
  const t = useT(analyticsMessages);
  const isMobile = useIsMobile();
  const compliance = toCompliancePoints(trends.pmCompliance);
  const monthsWithPms = compliance.filter((point) => point.rate !== null);
  const reasons = toReasonPoints(trends.failuresByReason);
  const failureMonths = toFailureMonthPoints(trends.failuresByMonth);
  const totalFailures = failureMonths.reduce((sum, point) => sum + point.failures, 0);
  const list = (items: readonly { name: string; value: string | number }[]) =>
    items.map((item) => t('summaryItem', item)).join('; ');
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <KpiGrid kpis={trends.kpis} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-6">
        <ChartCard
          title={t('compliance.title')}
          description={t('compliance.description', { target: PM_COMPLIANCE_TARGET })}
          height={MONTH_CHART_HEIGHT}
          empty={
            monthsWithPms.length === 0 ? t('compliance.empty', { months: compliance.length }) : undefined
          }
          summary={t('compliance.summary', {
            list: list(
              compliance.map((point) => ({
                name: point.long,
                value: point.rate === null ? t('compliance.noPmsDue') : formatPercent(point.rate),
              })),
            ),
          })}
          legend={[
            {
              key: 'met',
              colour: SERIES_FILLS.compliance,
              text: t('compliance.legendMet', { target: PM_COMPLIANCE_TARGET }),
            },
            {
              key: 'below',
              colour: SERIES_FILLS.complianceBelow,
              text: t('compliance.legendBelow', { target: PM_COMPLIANCE_TARGET }),
            },
            {
              key: 'target',
              colour: 'var(--foreground)',
              text: t('compliance.legendTarget', { target: PM_COMPLIANCE_TARGET }),
              shape: 'dashed',
            },
          ]}
          footnote={
            compliance.length > monthsWithPms.length && monthsWithPms.length > 0
              ? t('compliance.footnote')
              : undefined
          }
        >
          <PmComplianceChart points={compliance} height={MONTH_CHART_HEIGHT} />
        </ChartCard>
        <ChartCard
          title={t('failuresByMonth.title')}
          description={t('failuresByMonth.description')}
          height={MONTH_CHART_HEIGHT}
          empty={totalFailures === 0 ? t('failuresByMonth.empty', { months: compliance.length }) : undefined}
          summary={t('failuresByMonth.summary', {
            list: list(failureMonths.map((point) => ({ name: point.long, value: point.failures }))),
          })}
          legend={[
            { key: 'corrective', colour: SERIES_FILLS.corrective, text: t('failuresByMonth.corrective') },
            { key: 'emergency', colour: SERIES_FILLS.emergency, text: t('failuresByMonth.emergency') },
            { key: 'other', colour: SERIES_FILLS.otherFailures, text: t('failuresByMonth.otherUnplanned') },
          ]}
        >
          <FailuresByMonthChart points={failureMonths} height={MONTH_CHART_HEIGHT} />
        </ChartCard>
        <ChartCard
          title={t('failuresByReason.title')}
          description={t('failuresByReason.description')}
          height={reasons.length * REASON_ROW_PX + 60}
          empty={reasons.length === 0 ? t('failuresByReason.empty', { days }) : undefined}
          summary={t('failuresByReason.summary', {
            list: list(
              reasons.map((reason) => ({ name: reason.label, value: formatNumber(reason.failures) })),
            ),
          })}
        >
          <FailuresByReasonChart
            points={reasons}
            height={reasons.length * REASON_ROW_PX + 60}
            narrow={isMobile}
          />
        </ChartCard>
        <PlannedVsUnplanned split={trends.plannedVsUnplanned} days={days} />
      </div>
    </div>
  );
}

/** Maintenance Trends: the KPIs against target, PM compliance, failure patterns, planned vs unplanned. */
export function MaintenanceTrendsTab({
  days,
  onDaysChange,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
}) {
  const t = useT(analyticsMessages);
  const trends = useMaintenanceTrends(days);
  return (
    <div className="grid grid-cols-1 gap-4 lg:gap-6">
      <AnalyticsToolbar days={days} onDaysChange={onDaysChange} covering={trends.data?.period} />
      <QueryState query={trends} errorTitle={t('trends.failed')} loading={<TrendsSkeleton />}>
        {(data) => (
          <div className={cn('transition-opacity', trends.isPlaceholderData && 'opacity-60')}>
            <TrendsContent trends={data} days={days} />
          </div>
        )}
      </QueryState>
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
        <StepFailuresPanel days={days} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
        <FailureCodesPanel days={days} />
      </Suspense>
    </div>
  );
}
