import { useState } from 'react';
import { ChevronDown, ChevronRight, KeyRound, Power } from 'lucide-react';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@shared/schemas/webhooks';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useUpdateWebhookEndpoint } from '../api/webhooks';
import { webhooksMessages } from '../messages';
import { DeliveryLog } from './delivery-log';
import { EndpointStatus, eventTypesLabel } from './endpoint-status';

const failed = (fallback: string) => (error: Error) =>
  toast({ title: errorMessage(error, fallback), variant: 'destructive' });

/** One endpoint: where it points, what it gets, how it stands, its actions and its delivery log. */
export function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const t = useT(webhooksMessages);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const Chevron = showLog ? ChevronDown : ChevronRight;

  return (
    <Card className="overflow-hidden" role="region" aria-label={t('endpoint.label', { url: endpoint.url })}>
      <div className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="min-w-0 space-y-1">
          <p className="truncate font-mono text-sm font-medium" title={endpoint.url}>
            {endpoint.url}
          </p>
          {endpoint.description ? <p className="text-sm">{endpoint.description}</p> : null}
          <p className="text-xs break-words text-muted-foreground">
            {eventTypesLabel(t, endpoint.eventTypes)}
          </p>
          {endpoint.allowPrivateNetwork ? (
            <p className="text-xs text-muted-foreground">{t('endpoint.privateAllowed')}</p>
          ) : null}
        </div>
        <EndpointStatus endpoint={endpoint} />
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t px-4 py-3">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setShowLog((shown) => !shown)}
          aria-expanded={showLog}
        >
          <Chevron aria-hidden />
          {t('endpoint.deliveries')}
        </Button>
        <span className="grow" />
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { endpoint, changes: { enabled: !endpoint.enabled } },
              { onError: failed(t('endpoint.changeFailed')) },
            )
          }
        >
          <Power aria-hidden />
          {endpoint.enabled ? t('endpoint.disable') : t('endpoint.enable')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(endpoint, {
              onSuccess: onSecret,
              onError: failed(t('endpoint.rotateFailed')),
            })
          }
        >
          <KeyRound aria-hidden />
          {t('endpoint.rotate')}
        </Button>
        <ConfirmDeleteDialog
          trigger={
            <Button size="sm" variant="outline">
              {t('endpoint.delete')}
            </Button>
          }
          title={t('endpoint.deleteTitle')}
          description={t('endpoint.deleteDescription', { url: endpoint.url })}
          confirmLabel={t('endpoint.deleteConfirm')}
          onConfirm={() => remove.mutate(endpoint, { onError: failed(t('endpoint.deleteFailed')) })}
        />
      </div>
      {showLog ? (
        <div className="border-t">
          <DeliveryLog endpointId={endpoint.id} />
        </div>
      ) : null}
    </Card>
  );
}
