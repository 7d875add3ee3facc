import { CloudOff } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/** Marks a record that is saved on this device only: the server has not got it yet. */
export function NotSyncedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={className}>
      <CloudOff className="size-3" aria-hidden />
      Not synced yet
    </Badge>
  );
}
