import type { PurchaseOrderStatus } from '../../../shared/domain';

/** Orders whose lines still count as coming: the reorder list does not suggest those parts again. */
export const OPEN_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [
  'draft',
  'submitted',
  'approved',
  'ordered',
  'partially_received',
];
