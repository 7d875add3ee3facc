import { Suspense, useMemo, useState, type ReactNode } from 'react';
import type { WorkOrderDialogProps } from '@web/features/work-orders/components/work-order-dialog';
import { WorkOrderDialogContext, type WorkOrderDialogRequest } from '@web/lib/work-order-dialog';
import { lazyPage } from '../lazy-page';

// Loaded on first use, so the sign-in route and screens that never open it do not download it.
const WorkOrderDialog = lazyPage<WorkOrderDialogProps>(() =>
  import('@web/features/work-orders/components/work-order-dialog').then((module) => ({
    default: module.WorkOrderDialog,
  })),
);

interface OpenRequest extends WorkOrderDialogRequest {
  /** A fresh form per opening, never the leftovers of the last one. */
  key: number;
}

/** Provides `useWorkOrderDialog()` to the screens below and renders the one dialog they open. */
export function WorkOrderDialogHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const api = useMemo(
    () => ({
      open: (next: WorkOrderDialogRequest = {}) => {
        setRequest((current) => ({ ...next, key: (current?.key ?? 0) + 1 }));
        setIsOpen(true);
      },
    }),
    [],
  );
  return (
    <WorkOrderDialogContext.Provider value={api}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <WorkOrderDialog
            key={request.key}
            open={isOpen}
            onOpenChange={setIsOpen}
            workOrderId={request.workOrderId}
            equipmentId={request.equipmentId}
          />
        </Suspense>
      ) : null}
    </WorkOrderDialogContext.Provider>
  );
}
