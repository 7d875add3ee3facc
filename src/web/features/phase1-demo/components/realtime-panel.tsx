import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Radio, RotateCw, Send } from 'lucide-react';
import { CONNECTION_STATUS_REFRESH_MS } from '@shared/constants';
import type { SubscribableTopic } from '@shared/realtime';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import {
  useRealtimeClient,
  useRealtimeConnection,
  useReceivedNotifications,
} from '@web/lib/realtime/realtime-context';
import { formatDuration } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { GAVE_UP_MESSAGE, NOT_LOADED_MESSAGE } from '@web/lib/realtime/realtime-client';
import { useWebsocketStats, websocketStatsKey } from '../api/get-websocket-stats';
import { useSendTestNotification } from '../api/send-test-notification';
import { phase1DemoMessages } from '../messages';
import { ConnectionStatusBadge } from './connection-status-badge';
import { ReceivedNotificationList } from './received-notification-list';

/** The client's own two reasons, in the screens' language; a reason the server gave stays as it came. */
const CLIENT_ERRORS: Readonly<Record<string, 'realtime.gaveUp' | 'realtime.notLoaded'>> = {
  [GAVE_UP_MESSAGE]: 'realtime.gaveUp',
  [NOT_LOADED_MESSAGE]: 'realtime.notLoaded',
};

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

function ConnectionCount() {
  const t = useT(phase1DemoMessages);
  const { data, isError } = useWebsocketStats();
  if (isError && !data) return <span className="text-muted-foreground">{t('realtime.unavailable')}</span>;
  if (!data) return <span className="text-muted-foreground">{t('realtime.loading')}</span>;
  return (
    <>
      <span className="font-semibold tabular-nums">{data.totalConnections}</span>
      <span className="text-muted-foreground">
        {' · '}
        {t('realtime.yours', { count: String(data.userConnections) })}
      </span>
    </>
  );
}

/**
 * The live side of the demo (operations spec §2): the socket's state, open connections across
 * instances, Reconnect, a test notification, and the last notifications this tab received.
 */
export function RealtimePanel() {
  const t = useT(phase1DemoMessages);
  const client = useRealtimeClient();
  const connection = useRealtimeConnection();
  const received = useReceivedNotifications();
  const sendTest = useSendTestNotification();
  const queryClient = useQueryClient();
  // The state itself is live; the tick keeps "connected for" moving (operations spec §9: 2 s).
  const now = useNow(CONNECTION_STATUS_REFRESH_MS);

  useEffect(() => {
    // A new socket changes the count at once; no need to wait for the next 10 s poll.
    if (connection.socketId) void queryClient.invalidateQueries({ queryKey: websocketStatsKey });
  }, [connection.socketId, queryClient]);

  const topics = connection.topics.map((topic: SubscribableTopic) => t(`topic.${topic}`)).join(', ');
  const clientError = connection.error ? CLIENT_ERRORS[connection.error] : undefined;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Radio className="size-4 text-primary" aria-hidden />
            {t('realtime.title')}
          </CardTitle>
          <CardDescription>{t('realtime.description')}</CardDescription>
        </div>
        <ConnectionStatusBadge status={connection.status} />
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
          {/* A row of its own on phones: a socket id is 20 characters that do not break well. */}
          <Fact label={t('realtime.socketId')} className="col-span-2 sm:col-span-1">
            <span className="font-mono text-xs break-all">{connection.socketId ?? '—'}</span>
          </Fact>
          <Fact label={t('realtime.connectedFor')}>
            <span className="tabular-nums">
              {connection.connectedAt === null ? '—' : formatDuration(now - connection.connectedAt)}
            </span>
          </Fact>
          <Fact label={t('realtime.totalConnections')}>
            <ConnectionCount />
          </Fact>
          <Fact label={t('realtime.following')}>{topics || '—'}</Fact>
        </dl>
        {connection.error ? (
          <Alert variant="destructive" title={t('realtime.notConnected')}>
            {clientError ? t(clientError) : connection.error}
          </Alert>
        ) : null}
        <div className="grid gap-2 sm:flex">
          <Button variant="outline" onClick={() => client.reconnect()}>
            <RotateCw aria-hidden />
            {t('realtime.reconnect')}
          </Button>
          <Button onClick={() => sendTest.mutate()} disabled={sendTest.isPending}>
            <Send aria-hidden />
            {sendTest.isPending ? t('realtime.sending') : t('realtime.sendTest')}
          </Button>
        </div>
        <ReceivedNotificationList items={received} />
      </CardContent>
    </Card>
  );
}
