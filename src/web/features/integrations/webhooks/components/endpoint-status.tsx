import type { WebhookEndpoint } from '@shared/schemas/webhooks';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/formatting';

/** Where an endpoint stands, in words a planner reads at a glance. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.status === 'disabled') {
    return (
      <span className="grid gap-1">
        <Badge variant="destructive" className="w-fit">
          Disabled
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
          Failing
        </Badge>
        <span className="text-xs text-muted-foreground">since {formatDateTime(endpoint.failingSince)}</span>
      </span>
    );
  }
  return (
    <Badge variant="success" className="w-fit">
      Active
    </Badge>
  );
}

/** "All events", or the types themselves. */
export const eventTypesLabel = (types: readonly string[]) =>
  types.includes('*') ? 'All events' : types.join(', ');
