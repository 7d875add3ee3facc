import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@shared/analytics-names';
import { parsePeriod, PeriodSelect } from '@web/components/period-select';
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import type { AnalyticsTexts } from './analytics-labels';
import { ScopeChoice } from './scope-choice';

/** "Last 30 days". */
export function periodLabel(t: AnalyticsTexts, days: AnalyticsPeriod): string {
  return t('period.label', { days });
}

export function toAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  return parsePeriod(ANALYTICS_PERIODS, value, DEFAULT_ANALYTICS_PERIOD);
}

/**
 * The period select every tab starts with (and, where the figures can be read per subtree, the
 * location or asset: `scope`), and the window the answer was computed over ("12 Mar – 10 Jun 2026"), so a
 * printed or shared screen says what it covers.
 */
export function AnalyticsToolbar({
  days,
  onDaysChange,
  covering,
  scope,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
  covering?: { from: string; to: string };
  /** For figures read per subtree: what the answer says it covers (its `scope`), once it has come. */
  scope?: { name: string | undefined };
}) {
  const t = useT(analyticsMessages);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-2 sm:flex-row">
        <PeriodSelect
          value={days}
          periods={ANALYTICS_PERIODS}
          labelOf={(period) => periodLabel(t, period)}
          onChange={onDaysChange}
          ariaLabel={t('period.select')}
          className="w-full sm:w-48"
        />
        {scope ? <ScopeChoice scopeName={scope.name} /> : null}
      </div>
      {covering ? (
        <p className="text-xs text-muted-foreground sm:text-sm">
          {t('period.covering', { from: formatDate(covering.from), to: formatDate(covering.to) })}
        </p>
      ) : null}
    </div>
  );
}
