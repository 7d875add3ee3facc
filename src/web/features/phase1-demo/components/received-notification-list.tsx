import { Inbox } from 'lucide-react';
import { RECENT_NOTIFICATIONS_KEPT } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { NotificationIcon } from '@web/lib/notifications/notification-icon';
import type { ReceivedNotification, ReceivedSource } from '@web/lib/realtime/received-notifications';
import { formatDateTime } from '@web/lib/formatting';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { phase1DemoMessages } from '../messages';

/** What this tab received over the socket since it connected, newest first. */
export function ReceivedNotificationList({ items }: { items: readonly ReceivedNotification[] }) {
  const t = useT(phase1DemoMessages);
  const sourceLabel = (source: ReceivedSource) => t(`received.source.${source}`);
  return (
    <section aria-labelledby="received-heading">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id="received-heading" className="text-sm font-semibold">
          {t('received.title')}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t('received.kept', { count: String(RECENT_NOTIFICATIONS_KEPT) })}
        </p>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          <Inbox className="size-5" aria-hidden />
          <p>{t('received.empty')}</p>
        </div>
      ) : (
        <ol aria-label={t('received.listLabel')} className="divide-y rounded-lg border">
          {items.map((item) => (
            <li key={item.key} className="flex gap-3 px-3 py-2.5">
              <NotificationIcon type={item.type} priority={item.priority} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <p className="min-w-0 text-sm font-medium">
                    <UserText>{item.title}</UserText>
                  </p>
                  <Badge variant="secondary">{sourceLabel(item.source)}</Badge>
                </div>
                <p className="line-clamp-2 text-sm text-muted-foreground">
                  <UserText>{item.message}</UserText>
                </p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
