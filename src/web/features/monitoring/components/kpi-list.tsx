import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { formatKpi, formatKpiTarget, type KpiRow } from './kpi-rows';

/** Each KPI with its value, target and unit; "No data" where nothing was measured. */
export function KpiList({ rows }: { rows: KpiRow[] }) {
  const t = useT(monitoringMessages);
  return (
    <ul className="grid gap-2" aria-label={t('kpi.list')}>
      {rows.map((row) => (
        <li
          key={row.name}
          aria-label={row.label}
          data-kpi={row.name}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5 rounded-lg border px-3 py-2"
        >
          <span className="text-sm font-medium">{row.label}</span>
          <span
            className={cn(
              'text-right font-semibold tabular-nums',
              row.value === null && 'text-sm font-medium text-muted-foreground',
            )}
          >
            {formatKpi(t, row, row.value)}
          </span>
          <span className="text-xs text-muted-foreground">
            {t(row.unit === 'h' ? 'kpi.unit.hours' : 'kpi.unit.percent', { target: formatKpiTarget(t, row) })}
          </span>
          <span className="justify-self-end">
            {row.isMet === null ? null : (
              <Badge variant={row.isMet ? 'success' : 'destructive'}>
                {row.isMet ? t('kpi.met') : t('kpi.notMet')}
              </Badge>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
