import type { WorkOrderBundle } from '@shared/schemas/sync';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';

/** A work order as the device's copy keeps it, with nothing recorded on it yet. */
export const bundleOf = (order: Partial<WorkOrder>): WorkOrderBundle => ({
  order: buildWorkOrder(order),
  checklist: [],
  partsUsage: [],
  labor: [],
  attachments: [],
  history: [],
});
