import type { WorkOrderType } from './domain';
import type { TimelineEntry } from './schemas/work-order-activity';

/**
 * What an equipment's History tab says of one of its work orders: when it was opened (by whom,
 * what for) and, once done, when it was completed. The server words its history with it, and the
 * device words the same lines offline from its copy.
 */
export function workOrderTimelineEntries(order: {
  id: string;
  foNumber: string;
  type: WorkOrderType;
  description: string;
  createdAt: string;
  completedAt: string | null;
  requesterName: string | null;
}): TimelineEntry[] {
  const opened: TimelineEntry = {
    at: order.createdAt,
    kind: 'work_order',
    title: `${order.foNumber} opened (${order.type})`,
    detail: order.description,
    userName: order.requesterName,
    workOrderId: order.id,
  };
  if (!order.completedAt) return [opened];
  return [
    opened,
    {
      at: order.completedAt,
      kind: 'work_order',
      title: `${order.foNumber} completed`,
      detail: null,
      userName: null,
      workOrderId: order.id,
    },
  ];
}
