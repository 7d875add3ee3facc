import { Send } from 'lucide-react';
import type { WebhookDelivery } from '@shared/schemas/webhooks';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatTime } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';

const STATE: Record<WebhookDelivery['state'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'secondary' },
  delivered: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** The last answer in one line: "500 in 120 ms", or why there was none. */
function answerOf(delivery: WebhookDelivery): string {
  if (delivery.attempts === 0) return 'Not sent yet';
  if (delivery.responseStatus === null) return 'No answer';
  return `${delivery.responseStatus} in ${delivery.responseMs ?? 0} ms`;
}

/** One endpoint's deliveries, newest event first, each with "Redeliver" (the same webhook-id). */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook();
  return (
    <QueryState
      query={deliveries}
      errorTitle="Failed to fetch deliveries"
      loading={<Skeletons count={3} label="Loading deliveries" className="grid gap-3 p-4" />}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={Send}
          title="No deliveries yet"
          description="Events appear here within seconds of the change they announce."
        />
      }
    >
      {(list) => (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Event</TableHead>
              <TableHead>State</TableHead>
              <TableHead>Answer</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Attempts</TableHead>
              <TableHead className="hidden md:table-cell">Last attempt</TableHead>
              <TableHead className="hidden lg:table-cell">Answer excerpt</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>
                  <span className="font-mono text-xs">{delivery.eventType}</span>
                  <span className="block text-xs text-muted-foreground">webhook-id {delivery.webhookId}</span>
                </TableCell>
                <TableCell>
                  <Badge variant={STATE[delivery.state].variant}>{STATE[delivery.state].label}</Badge>
                  {delivery.state === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt ? (
                    <span className="block text-xs whitespace-nowrap text-muted-foreground">
                      retry {formatTime(delivery.nextAttemptAt)}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  <span className="whitespace-nowrap">{answerOf(delivery)}</span>
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
                          toast({ title: `Webhook ${delivery.webhookId} queued for redelivery` }),
                        onError: (error) =>
                          toast({
                            title: errorMessage(error, 'The delivery could not be queued'),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    Redeliver
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
