import type { PurchaseOrderStatus } from '@shared/domain';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';

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
  const t = useT(purchasingMessages);
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
