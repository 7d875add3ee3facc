import { Send } from 'lucide-react';
import type { WebhookDelivery } from '@shared/schemas/webhooks';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatTime } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';
import { webhooksMessages } from '../messages';

const STATE = {
  pending: { label: 'log.state.pending', variant: 'secondary' },
  delivered: { label: 'log.state.delivered', variant: 'success' },
  failed: { label: 'log.state.failed', variant: 'destructive' },
} as const satisfies Record<WebhookDelivery['state'], { label: string; variant: BadgeVariant }>;

/** The last answer in one line: "500 in 120 ms", or why there was none. */
function answerOf(t: TextsOf<typeof webhooksMessages>, delivery: WebhookDelivery): string {
  if (delivery.attempts === 0) return t('log.notSent');
  if (delivery.responseStatus === null) return t('log.noAnswer');
  return t('log.answer', { status: String(delivery.responseStatus), ms: String(delivery.responseMs ?? 0) });
}

/** One endpoint's deliveries, newest event first, each with "Redeliver" (the same webhook-id). */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const t = useT(webhooksMessages);
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook();
  return (
    <QueryState
      query={deliveries}
      errorTitle={t('log.loadFailed')}
      loading={<Skeletons count={3} label={t('log.loading')} className="grid gap-3 p-4" />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={Send} title={t('log.empty')} description={t('log.emptyDescription')} />}
    >
      {(list) => (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('log.event')}</TableHead>
              <TableHead>{t('log.state')}</TableHead>
              <TableHead>{t('log.answerColumn')}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">{t('log.attempts')}</TableHead>
              <TableHead className="hidden md:table-cell">{t('log.lastAttempt')}</TableHead>
              <TableHead className="hidden lg:table-cell">{t('log.answerExcerpt')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('log.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>
                  <span className="font-mono text-xs">{delivery.eventType}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('log.webhookId', { id: delivery.webhookId })}
                  </span>
                </TableCell>
                <TableCell>
                  <Badge variant={STATE[delivery.state].variant}>{t(STATE[delivery.state].label)}</Badge>
                  {delivery.state === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt ? (
                    <span className="block text-xs whitespace-nowrap text-muted-foreground">
                      {t('log.retry', { time: formatTime(delivery.nextAttemptAt) })}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  <span className="whitespace-nowrap">{answerOf(t, delivery)}</span>
                  {delivery.responseBody ? (
                    <span className="block max-w-40 truncate font-mono text-xs text-muted-foreground lg:hidden">
                      {delivery.responseBody}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="hidden text-right sm:table-cell">{delivery.attempts}</TableCell>
                <TableCell className="hidden whitespace-nowrap md:table-cell">
                  {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : '—'}
                </TableCell>
                <TableCell
                  className="hidden max-w-64 truncate font-mono text-xs lg:table-cell"
                  title={delivery.responseBody ?? ''}
                >
                  {delivery.responseBody ?? ''}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={redeliver.isPending}
                    onClick={() =>
                      redeliver.mutate(delivery, {
                        onSuccess: () =>
                          toast({ title: t('log.redeliveryQueued', { id: delivery.webhookId }) }),
                        onError: (error) =>
                          toast({
                            title: errorMessage(error, t('log.redeliveryFailed')),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    {t('log.redeliver')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryState>
  );
}
