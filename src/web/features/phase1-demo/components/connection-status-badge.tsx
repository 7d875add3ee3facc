import type { ConnectionStatus } from '@web/lib/realtime/realtime-client';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { phase1DemoMessages } from '../messages';

/** Each state's words are `connection.<state>` in the catalogue. */
const LOOKS: Readonly<Record<ConnectionStatus, { variant: BadgeVariant; dot: string }>> = {
  connected: { variant: 'success', dot: 'bg-success' },
  connecting: { variant: 'warning', dot: 'bg-warning animate-pulse' },
  reconnecting: { variant: 'warning', dot: 'bg-warning animate-pulse' },
  disconnected: { variant: 'destructive', dot: 'bg-destructive' },
};

/** The socket's state (operations spec §4: connecting, connected, disconnected, reconnecting). */
export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const t = useT(phase1DemoMessages);
  const look = LOOKS[status];
  return (
    <Badge variant={look.variant} className="gap-1.5">
      <span aria-hidden className={cn('size-1.5 rounded-full', look.dot)} />
      {t(`connection.${status}`)}
    </Badge>
  );
}
