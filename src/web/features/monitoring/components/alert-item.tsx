import type { ReactNode } from 'react';
import { CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Alert, AlertType } from '@shared/schemas/monitoring';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatDateTime, formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';

/** Each type's label is the catalogue's `alert.type.<type>`. */
const TYPES: Readonly<Record<AlertType, { variant: BadgeVariant; icon: LucideIcon; tone: string }>> = {
  critical: { variant: 'destructive', icon: OctagonAlert, tone: 'text-destructive' },
  warning: {
    variant: 'warning',
    icon: TriangleAlert,
    tone: 'text-warning',
  },
  info: { variant: 'secondary', icon: Info, tone: 'text-info' },
};

/** One alert: its type, title, message, when it was raised, and whether (and by whom) it was resolved. */
export function AlertItem({ alert, action }: { alert: Alert; action?: ReactNode }) {
  const t = useT(monitoringMessages);
  const type = TYPES[alert.type];
  const Icon = alert.resolved ? CircleCheck : type.icon;
  return (
    <li
      aria-label={alert.title}
      className="flex flex-col gap-3 rounded-lg border px-3 py-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <Icon
          className={cn('mt-0.5 size-4 shrink-0', alert.resolved ? 'text-success' : type.tone)}
          aria-hidden
        />
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words">{alert.title}</p>
            <Badge variant={type.variant}>{t(`alert.type.${alert.type}`)}</Badge>
            {alert.resolved ? <Badge variant="success">{t('alert.resolved')}</Badge> : null}
          </div>
          <p className="text-sm break-words text-muted-foreground">{alert.message}</p>
          {alert.description ? (
            <p className="text-xs break-words text-muted-foreground">{alert.description}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            <time dateTime={alert.timestamp} title={formatDateTime(alert.timestamp)}>
              {formatRelativeTime(alert.timestamp)}
            </time>
            {alert.resolvedBy ? ` ${t('alert.resolvedBy', { name: alert.resolvedBy.name })}` : null}
          </p>
        </div>
      </div>
      {action ? <div className="shrink-0 sm:self-center">{action}</div> : null}
    </li>
  );
}
