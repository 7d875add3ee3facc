import { TriangleAlert } from 'lucide-react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { formatMoment, useDownNow } from '@web/components/downtime';
import { Badge } from '@web/components/ui/badge';
import { useNow } from '@web/lib/use-now';

/** In the order's header while its equipment is down, whichever record holds the stop. */
export function EquipmentDownBadge({ order, className }: { order: WorkOrder; className?: string }) {
  const down = useDownNow(order.equipmentId);
  const now = useNow(60_000, down.record !== null);
  if (!down.record) return null;
  return (
    <Badge variant="destructive" className={className}>
      <TriangleAlert className="size-3.5" aria-hidden />
      {order.equipmentAssetTag ?? 'Equipment'} down since {formatMoment(down.record.startedAt, now)}
    </Badge>
  );
}
