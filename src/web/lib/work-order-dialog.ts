import { createContext, useContext } from 'react';

export interface WorkOrderDialogRequest {
  /** Edit this order; without it the dialog creates one. */
  workOrderId?: string;
  /** Pre-selects the equipment (with its model and area) of a new order. */
  equipmentId?: string;
}

export interface WorkOrderDialogApi {
  open: (request?: WorkOrderDialogRequest) => void;
}

/**
 * How any screen opens the create/edit work-order dialog without importing the work-orders
 * feature (features never import each other): the app layer provides this, and renders the
 * dialog (app/dialogs/work-order-dialog-host.tsx).
 */
export const WorkOrderDialogContext = createContext<WorkOrderDialogApi | null>(null);

export function useWorkOrderDialog(): WorkOrderDialogApi {
  const value = useContext(WorkOrderDialogContext);
  if (!value) throw new Error('useWorkOrderDialog must be used inside <WorkOrderDialogHost>');
  return value;
}
