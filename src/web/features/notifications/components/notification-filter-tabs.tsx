import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/lib/i18n/use-t';
import type { NotificationFilter } from '../api/list-notification-pages';
import { notificationsMessages } from '../messages';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

function isFilter(value: string): value is NotificationFilter {
  return (FILTERS as readonly string[]).includes(value);
}

/** All / Unread over the list; the unread count sits on its tab once it is known. */
export function NotificationFilterTabs({
  filter,
  unreadCount,
  onChange,
  summary,
  children,
}: {
  filter: NotificationFilter;
  unreadCount: number | undefined;
  onChange: (filter: NotificationFilter) => void;
  summary: ReactNode;
  children: ReactNode;
}) {
  const t = useT(notificationsMessages);
  return (
    <Tabs value={filter} onValueChange={(value) => isFilter(value) && onChange(value)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
          <TabsTrigger value="unread" className="gap-1.5">
            {t('tabs.unread')}
            {unreadCount ? (
              <span className="rounded-full bg-primary px-1.5 py-px text-[11px] leading-4 font-semibold text-primary-foreground tabular-nums">
                {unreadCount > 99 ? '99+' : unreadCount}
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {summary}
        </p>
      </div>
      {/* Radix renders the inactive panel empty, so only the chosen list is ever mounted. */}
      {FILTERS.map((value) => (
        <TabsContent key={value} value={value}>
          {children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
