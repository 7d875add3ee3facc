import type { MaintenanceTrends } from '@shared/schemas/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatHours, formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { SERIES_FILLS } from '../shared/analytics-labels';
import { ChartEmpty } from '@web/components/charts/chart-card';

/** One 100 % bar split in two, with both figures written out beside it (nothing only in colour). */
function SplitRow({
  title,
  planned,
  unplanned,
  format,
}: {
  title: string;
  planned: number;
  unplanned: number;
  format: (value: number) => string;
}) {
  const t = useT(analyticsMessages);
  const total = planned + unplanned;
  const plannedShare = total === 0 ? 0 : (planned / total) * 100;
  return (
    <div className="grid gap-2" role="group" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-sm font-medium">{title}</h3>
        <span className="text-xs text-muted-foreground tabular-nums">
          {total === 0 ? t('split.noneInPeriod') : t('split.inAll', { total: format(total) })}
        </span>
      </div>
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
        {total === 0 ? null : (
          <>
            <div style={{ width: `${plannedShare}%`, background: SERIES_FILLS.planned }} />
            <div style={{ width: `${100 - plannedShare}%`, background: SERIES_FILLS.unplanned }} />
          </>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span className="size-2.5 rounded-sm" style={{ background: SERIES_FILLS.planned }} aria-hidden />
            {t('split.planned')}
          </dt>
          <dd className="font-medium tabular-nums">
            {format(planned)}
            {total === 0 ? null : (
              <span className="text-muted-foreground"> · {formatPercent(plannedShare)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span
              className="size-2.5 rounded-sm"
              style={{ background: SERIES_FILLS.unplanned }}
              aria-hidden
            />
            {t('split.unplanned')}
          </dt>
          <dd className="font-medium tabular-nums">
            {format(unplanned)}
            {total === 0 ? null : (
              <span className="text-muted-foreground"> · {formatPercent(100 - plannedShare)}</span>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Planned vs unplanned: the share of work orders and of downtime hours that was planned. */
export function PlannedVsUnplanned({
  split,
  days,
}: {
  split: MaintenanceTrends['plannedVsUnplanned'];
  days: number;
}) {
  const t = useT(analyticsMessages);
  const orders = split.plannedOrders + split.unplannedOrders;
  const downtime = split.plannedDowntimeHours + split.unplannedDowntimeHours;
  return (
    <Card role="region" aria-label={t('split.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('split.title')}</CardTitle>
        <CardDescription>
          {split.plannedShare === null
            ? t('split.descriptionNone')
            : t('split.description', { share: formatPercent(split.plannedShare) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {orders === 0 && downtime === 0 ? (
          <ChartEmpty>{t('split.empty', { days })}</ChartEmpty>
        ) : (
          <>
            <SplitRow
              title={t('split.workOrders')}
              planned={split.plannedOrders}
              unplanned={split.unplannedOrders}
              format={(value) => formatNumber(value)}
            />
            <SplitRow
              title={t('split.downtime')}
              planned={split.plannedDowntimeHours}
              unplanned={split.unplannedDowntimeHours}
              format={(value) => formatHours(value)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
