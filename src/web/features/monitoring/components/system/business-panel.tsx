import type { MonitoringMetrics } from '@shared/schemas/monitoring';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { NO_DATA } from '../monitoring-format';

/** Active work orders, overdue orders, PM compliance and equipment tracked. */
export function BusinessPanel({ business }: { business: MonitoringMetrics['business'] }) {
  const figures = [
    ['Active work orders', formatNumber(business.activeWorkOrders)],
    ['Overdue orders', formatNumber(business.overdueWorkOrders)],
    ['PM compliance', business.pmCompliance === null ? NO_DATA : formatPercent(business.pmCompliance)],
    ['Equipment tracked', formatNumber(business.equipmentCount)],
  ] as const;
  return (
    <Card role="region" aria-label="Business metrics">
      <CardHeader className="pb-2">
        <CardTitle>Business metrics</CardTitle>
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
