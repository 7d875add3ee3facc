import type { PurchaseOrderStatus } from '@shared/domain';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';

export const ORDER_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  draft: 'Draft',
  submitted: 'Awaiting approval',
  approved: 'Approved',
  ordered: 'Ordered',
  partially_received: 'Partially received',
  received: 'Received',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

const VARIANTS: Readonly<Record<PurchaseOrderStatus, BadgeVariant>> = {
  draft: 'secondary',
  submitted: 'warning',
  approved: 'default',
  ordered: 'default',
  partially_received: 'warning',
  received: 'success',
  closed: 'outline',
  cancelled: 'outline',
};

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
