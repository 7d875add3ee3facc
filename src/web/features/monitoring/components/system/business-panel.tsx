import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../../messages';

/** Active work orders, overdue orders, PM compliance and equipment tracked. */
export function BusinessPanel({ business }: { business: MonitoringMetrics['business'] }) {
  const t = useT(monitoringMessages);
  const figures = [
    [t('business.activeOrders'), formatNumber(business.activeWorkOrders)],
    [t('business.overdueOrders'), formatNumber(business.overdueWorkOrders)],
    [
      t('business.pmCompliance'),
      business.pmCompliance === null ? t('noData') : formatPercent(business.pmCompliance),
    ],
    [t('business.equipment'), formatNumber(business.equipmentCount)],
  ] as const;
  return (
    <Card role="region" aria-label={t('business.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('business.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg border px-3 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
