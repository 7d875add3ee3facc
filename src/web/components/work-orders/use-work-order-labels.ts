import { useMemo } from 'react';
import type { Priority, WorkOrderStatus, WorkOrderType } from '@shared/domain';
import { useT } from '@web/lib/i18n/use-t';
import { closeOutRows } from './close-out-rows';
import type { DueState } from './due-state';
import { workOrdersMessages } from './messages';

type TransitionKey = Extract<keyof typeof workOrdersMessages.source, `transition.${string}`>;
const isTransitionKey = (key: string): key is TransitionKey => key in workOrdersMessages.source;

/**
 * A work order's words in the language the screens speak: the translated twins of STATUS_LABELS
 * and TRANSITION_ACTIONS (@shared/work-order-rules, which the server words in English), the due
 * states and closeOutRows.
 */
export function useWorkOrderLabels() {
  const t = useT(workOrdersMessages);
  return useMemo(
    () => ({
      status: (status: WorkOrderStatus) => t(`status.${status}`),
      priority: (priority: Priority) => t(`priority.${priority}`),
      type: (type: WorkOrderType) => t(`type.${type}`),
      /** The verb of the button that moves an order from one status to the next ("Start work"). */
      transition: (from: WorkOrderStatus, to: WorkOrderStatus) => {
        const key = `transition.${from}>${to}`;
        return isTransitionKey(key) ? t(key) : t(`status.${to}`);
      },
      dueState: (state: DueState) => t(`due.${state}`),
      closeOutRows: (order: Parameters<typeof closeOutRows>[0]) =>
        closeOutRows(order, (field) => t(`closeOut.${field}`)),
    }),
    [t],
  );
}

/** What useWorkOrderLabels gives, for a function outside a component that words an order. */
export type WorkOrderLabels = ReturnType<typeof useWorkOrderLabels>;
