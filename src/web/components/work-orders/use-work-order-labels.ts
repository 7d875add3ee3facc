import { useMemo } from 'react';
import type { Priority, WorkOrderStatus, WorkOrderType } from '@shared/domain';
import { useT } from '@web/lib/i18n/use-t';
import { closeOutRows } from './close-out-rows';
import type { DueState } from './due-state';
import { workOrdersMessages } from './messages';

/**
 * A work order's words in the language the screens speak: the translated twins of STATUS_LABELS
 * (@shared/work-order-rules), PRIORITY_LABELS, TYPE_LABELS, DUE_STATE_LABELS and closeOutRows.
 */
export function useWorkOrderLabels() {
  const t = useT(workOrdersMessages);
  return useMemo(
    () => ({
      status: (status: WorkOrderStatus) => t(`status.${status}`),
      priority: (priority: Priority) => t(`priority.${priority}`),
      type: (type: WorkOrderType) => t(`type.${type}`),
      dueState: (state: DueState) => t(`due.${state}`),
      closeOutRows: (order: Parameters<typeof closeOutRows>[0]) =>
        closeOutRows(order, (field) => t(`closeOut.${field}`)),
    }),
    [t],
  );
}
