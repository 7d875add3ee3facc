import type { PurchaseOrderStatus } from '../../../shared/domain';

/**
 * Orders whose lines still count as coming: the reorder list does not suggest those parts again.
 * Migration 0034's `part_on_order` counts the same statuses (a unit test holds them together).
 */
export const OPEN_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [
  'draft',
  'submitted',
  'approved',
  'ordered',
  'partially_received',
];
