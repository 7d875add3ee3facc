import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import type { Kpis } from '@shared/schemas/analytics';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatKpiTarget, formatKpiValue, KPI_DEFINITIONS, toKpiRows, type KpiStatus } from './kpi-labels';

const STATUS: Readonly<Record<KpiStatus, { text: string; variant: BadgeVariant; icon: typeof CircleCheck }>> =
  {
    met: { text: 'Met', variant: 'success', icon: CircleCheck },
    'not-met': { text: 'Not met', variant: 'destructive', icon: CircleX },
    'no-data': { text: 'No data', variant: 'secondary', icon: CircleDashed },
  };

/** The eight KPIs against their targets (operations spec §9): value, target, met or not. */
export function KpiGrid({ kpis }: { kpis: Kpis }) {
  const rows = toKpiRows(kpis);
  const met = rows.filter((row) => row.status === 'met').length;
  const measured = rows.filter((row) => row.status !== 'no-data').length;
  return (
    <Card role="region" aria-label="Key Performance Indicators">
      <CardHeader className="pb-3">
        <CardTitle>Key Performance Indicators</CardTitle>
        <CardDescription>
          {measured === 0
            ? 'Nothing to measure yet in this period.'
            : `${met} of ${measured} measured KPIs on target.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-3">
          {rows.map((row) => {
            const definition = KPI_DEFINITIONS[row.name];
            const status = STATUS[row.status];
            const Icon = status.icon;
            return (
              <li
                key={row.name}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 rounded-lg border px-3 py-2.5"
                aria-label={definition.label}
                data-kpi={row.name}
                data-status={row.status}
              >
                <span className="text-sm font-medium">{definition.label}</span>
                <span
                  className={cn(
                    'text-right text-lg font-semibold tabular-nums',
                    row.value === null && 'text-sm font-medium text-muted-foreground',
                  )}
                >
                  {formatKpiValue(row.name, row.value)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {formatKpiTarget(row.name, row.target)} · {definition.hint}
                </span>
                <span className="justify-self-end">
                  {row.status === 'no-data' ? null : (
                    <Badge variant={status.variant}>
                      <Icon className="size-3" aria-hidden />
                      {status.text}
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
