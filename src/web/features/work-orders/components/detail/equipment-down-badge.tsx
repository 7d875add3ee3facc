import { TriangleAlert } from 'lucide-react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { formatMoment, useDownNow } from '@web/components/downtime';
import { Badge } from '@web/components/ui/badge';
import { useNow } from '@web/lib/use-now';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

/** In the order's header while its equipment is down, whichever record holds the stop. */
export function EquipmentDownBadge({ order, className }: { order: WorkOrder; className?: string }) {
  const t = useT(workOrdersMessages);
  const down = useDownNow(order.equipmentId);
  const now = useNow(60_000, down.record !== null);
  if (!down.record) return null;
  return (
    <Badge variant="destructive" className={className}>
      <TriangleAlert className="size-3.5" aria-hidden />
      {t('downBadge.since', {
        tag: order.equipmentAssetTag ?? t('downBadge.equipment'),
        since: formatMoment(down.record.startedAt, now),
      })}
    </Badge>
  );
}
