import type { ConnectionStatus } from '@web/lib/realtime/realtime-client';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

const LOOKS: Readonly<Record<ConnectionStatus, { label: string; variant: BadgeVariant; dot: string }>> = {
  connected: { label: 'Connected', variant: 'success', dot: 'bg-success' },
  connecting: { label: 'Connecting…', variant: 'warning', dot: 'bg-warning animate-pulse' },
  reconnecting: { label: 'Reconnecting…', variant: 'warning', dot: 'bg-warning animate-pulse' },
  disconnected: { label: 'Disconnected', variant: 'destructive', dot: 'bg-destructive' },
};

/** The socket's state (operations spec §4: connecting, connected, disconnected, reconnecting). */
export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const look = LOOKS[status];
  return (
    <Badge variant={look.variant} className="gap-1.5">
      <span aria-hidden className={cn('size-1.5 rounded-full', look.dot)} />
      {look.label}
    </Badge>
  );
}
