import type { WorkOrderStatus } from '../../../shared/domain';
import type { TimeFloor } from '../../../shared/occurred-at';

/**
 * The floors of a work order (src/shared/occurred-at.ts): the moments no later action on it can
 * come before, said as a refused claim says them ("before the work started").
 */

/** Nothing is done on an order, or to it, before it was raised. */
export const orderCreated = (order: { createdAt: Date }): TimeFloor => ({
  at: order.createdAt,
  what: 'the order was created',
});

const REACHED: Readonly<Record<WorkOrderStatus, string>> = {
  new: 'the order was created',
  assigned: 'the order was assigned',
  in_progress: 'the work started',
  completed: 'the order was completed',
  verified: 'the order was verified',
  closed: 'the order was closed',
};

/** A status change comes after the order's last one. */
export function statusChanged(change: {
  fromStatus: WorkOrderStatus | null;
  toStatus: WorkOrderStatus;
  changedAt: Date;
}): TimeFloor {
  const what =
    change.fromStatus === 'completed' && change.toStatus === 'in_progress'
      ? 'the order was reopened'
      : change.fromStatus === 'in_progress' && change.toStatus === 'assigned'
        ? 'the order was handed back'
        : REACHED[change.toStatus];
  return { at: change.changedAt, what };
}
