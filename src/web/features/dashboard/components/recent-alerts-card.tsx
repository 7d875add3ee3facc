import {
  AlertTriangle,
  BellOff,
  Bell,
  ClipboardList,
  PackageMinus,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Notification } from '@shared/schemas/notifications';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { dashboardMessages } from '../messages';
import { useRecentAlerts } from '../api/list-recent-alerts';

const TYPE_ICONS: Readonly<Record<string, LucideIcon>> = {
  wo_overdue: AlertTriangle,
  wo_assigned: ClipboardList,
  part_low_stock: PackageMinus,
  equipment_alert: Wrench,
};

const PRIORITY_TONES: Readonly<Record<Notification['priority'], string>> = {
  critical: 'bg-destructive/12 text-destructive',
  high: 'bg-priority-high/15 text-priority-high',
  normal: 'bg-primary/10 text-primary',
  low: 'bg-muted text-muted-foreground',
};

/** The five latest notifications (core spec §2). */
export function RecentAlertsCard({ className }: { className?: string }) {
  const t = useT(dashboardMessages);
  const alerts = useRecentAlerts();
  return (
    <Card className={className} role="region" aria-label={t('alerts.title')}>
      <CardHeader className="pb-2">
        <CardTitle>{t('alerts.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={alerts}
          errorTitle={t('alerts.failed')}
          loading={
            <Skeletons count={3} label={t('alerts.loading')} className="grid grid-cols-1 gap-3">
              {() => <Skeleton className="h-10 w-full" />}
            </Skeletons>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
              <BellOff className="size-6" aria-hidden />
              {t('alerts.empty')}
            </div>
          }
        >
          {(list) => (
            <ul className="grid grid-cols-1 gap-1">
              {list.map((alert) => {
                const Icon = TYPE_ICONS[alert.type] ?? Bell;
                return (
                  <li key={alert.id} className="flex gap-3 py-2">
                    <span
                      className={cn(
                        'flex size-8 shrink-0 items-center justify-center rounded-full',
                        PRIORITY_TONES[alert.priority],
                      )}
                    >
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className={cn('text-sm', alert.read ? 'font-normal' : 'font-semibold')}>
                        {alert.title}
                      </p>
                      <p className="line-clamp-2 text-sm text-muted-foreground">{alert.message}</p>
                      <p className="mt-0.5 text-xs text-muted-foreground">
                        <time dateTime={alert.createdAt}>{formatRelativeTime(alert.createdAt)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
