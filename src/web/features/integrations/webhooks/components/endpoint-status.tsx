import type { WebhookEndpoint } from '@shared/schemas/webhooks';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { webhooksMessages } from '../messages';

/** Where an endpoint stands, in words a planner reads at a glance. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT(webhooksMessages);
  if (endpoint.status === 'disabled') {
    return (
      <span className="grid gap-1">
        <Badge variant="destructive" className="w-fit">
          {t('status.disabled')}
        </Badge>
        {endpoint.disabledReason ? (
          <span className="text-xs text-muted-foreground">{endpoint.disabledReason}</span>
        ) : null}
      </span>
    );
  }
  if (endpoint.status === 'failing' && endpoint.failingSince) {
    return (
      <span className="grid gap-1">
        <Badge variant="warning" className="w-fit">
          {t('status.failing')}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {t('status.since', { date: formatDateTime(endpoint.failingSince) })}
        </span>
      </span>
    );
  }
  return (
    <Badge variant="success" className="w-fit">
      {t('status.active')}
    </Badge>
  );
}

/** "All events", or the types themselves. */
export const eventTypesLabel = (t: TextsOf<typeof webhooksMessages>, types: readonly string[]) =>
  types.includes('*') ? t('endpoint.allEvents') : types.join(', ');
