import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import type { Kpis } from '@shared/schemas/analytics';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { formatKpiTarget, formatKpiValue, toKpiRows, type KpiStatus } from './kpi-labels';

/** Each status's text is the catalogue's `kpi.status.<status>`. */
const STATUS: Readonly<Record<KpiStatus, { variant: BadgeVariant; icon: typeof CircleCheck }>> = {
  met: { variant: 'success', icon: CircleCheck },
  'not-met': { variant: 'destructive', icon: CircleX },
  'no-data': { variant: 'secondary', icon: CircleDashed },
};

/** The eight KPIs against their targets (operations spec §9): value, target, met or not. */
export function KpiGrid({ kpis }: { kpis: Kpis }) {
  const t = useT(analyticsMessages);
  const rows = toKpiRows(kpis);
  const met = rows.filter((row) => row.status === 'met').length;
  const measured = rows.filter((row) => row.status !== 'no-data').length;
  return (
    <Card role="region" aria-label={t('kpi.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('kpi.title')}</CardTitle>
        <CardDescription>
          {measured === 0 ? t('kpi.nothingMeasured') : t('kpi.onTarget', { met, measured })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3">
          {rows.map((row) => {
            const label = t(`kpi.${row.name}`);
            const status = STATUS[row.status];
            const Icon = status.icon;
            return (
              <li
                key={row.name}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 rounded-lg border px-3 py-2.5"
                aria-label={label}
                data-kpi={row.name}
                data-status={row.status}
              >
                <span className="text-sm font-medium">{label}</span>
                <span
                  className={cn(
                    'text-right text-lg font-semibold tabular-nums',
                    row.value === null && 'text-sm font-medium text-muted-foreground',
                  )}
                >
                  {formatKpiValue(t, row.name, row.value)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatKpiTarget(t, row.name, row.target)} · {t(`kpi.${row.name}.hint`)}
                </span>
                <span className="justify-self-end">
                  {row.status === 'no-data' ? null : (
                    <Badge variant={status.variant}>
                      <Icon className="size-3" aria-hidden />
                      {t(`kpi.status.${row.status}`)}
                    </Badge>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
