import { Alert } from '@web/components/ui/alert';

/**
 * Said where an admin operation waits for the network: plant settings and downtime reasons go
 * straight to the server, not through the offline queue (ADR 31).
 */
export function NeedsConnection({ what, className }: { what: string; className?: string }) {
  return (
    <Alert title="You are offline" className={className}>
      {what} needs a connection. Reconnect to save.
    </Alert>
  );
}
