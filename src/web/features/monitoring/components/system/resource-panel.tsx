import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../../messages';
import { BAND_TEXT } from '../monitoring-format';
import { errorRateBand, errorRatePercent, memoryBand } from './system-levels';

const BAR_FILL = { green: 'bg-success', amber: 'bg-warning', red: 'bg-destructive' } as const;

/** Memory as a bar, the request count and the error rate, coloured by the monitor thresholds. */
export function ResourcePanel({ metrics }: { metrics: MonitoringMetrics }) {
  const t = useT(monitoringMessages);
  const memoryPercent = metrics.memory.usage * 100;
  const band = memoryBand(memoryPercent);
  const errorRate = errorRatePercent(metrics.performance);
  return (
    <Card role="region" aria-label={t('resources.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('resources.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <div className="flex items-baseline justify-between text-sm">
            <span>{t('resources.memory')}</span>
            <span className={cn('font-semibold tabular-nums', BAND_TEXT[band])}>
              {formatPercent(memoryPercent)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('resources.memory')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(memoryPercent)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full', BAR_FILL[band])}
              style={{ width: `${Math.min(100, memoryPercent)}%` }}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border px-3 py-2">
            <dt className="text-muted-foreground">{t('resources.requests')}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {formatNumber(metrics.performance.requestCount)}
            </dd>
          </div>
          <div className="rounded-lg border px-3 py-2">
            <dt className="text-muted-foreground">{t('resources.errorRate')}</dt>
            <dd
              className={cn(
                'text-lg font-semibold tabular-nums',
                errorRate === null ? 'text-muted-foreground' : BAND_TEXT[errorRateBand(errorRate)],
              )}
            >
              {errorRate === null ? t('noData') : formatPercent(errorRate)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
