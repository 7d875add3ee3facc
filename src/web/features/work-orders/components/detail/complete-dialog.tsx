import { useState } from 'react';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { DownSince, useDownNow } from '@web/components/downtime';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

/** "Back in service" on completion: ticked by default while the equipment's downtime is open. */
function BackInServiceField({
  order,
  checked,
  onChange,
}: {
  order: WorkOrder;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const down = useDownNow(order.equipmentId);
  const tag = order.equipmentAssetTag ?? 'The equipment';
  return (
    <div className="mt-4 grid gap-1 rounded-lg border bg-muted/40 px-3 py-2">
      {down.record ? (
        <p className="pt-1 text-sm font-medium text-destructive">
          {tag}: <DownSince record={down.record} />
        </p>
      ) : null}
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id="back-in-service"
          checked={checked}
          onCheckedChange={(next) => onChange(next === true)}
          aria-describedby="back-in-service-hint"
        />
        <Label htmlFor="back-in-service" className="cursor-pointer leading-snug">
          Back in service
        </Label>
      </div>
      <p id="back-in-service-hint" className="pb-1 text-xs text-muted-foreground">
        {down.record
          ? `Its downtime ends now and ${tag} becomes active again.`
          : `No downtime is open for ${tag}. Ticked, it is set active again.`}
      </p>
    </div>
  );
}

/**
 * The step before completing: open checklist steps are pointed out, and for an order with
 * equipment "Back in service" ends its downtime with the completion.
 */
export function CompleteDialog({
  order,
  openSteps,
  open,
  onOpenChange,
  onComplete,
}: {
  order: WorkOrder;
  openSteps: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: (changes: UpdateWorkOrder) => void;
}) {
  const down = useDownNow(order.equipmentId);
  // Untouched, the box follows whether the equipment is down (it may load after the dialog opens).
  const [choice, setChoice] = useState<boolean | null>(null);
  const backInService = choice ?? down.record !== null;
  const hasOpenSteps = openSteps > 0;
  const changeOpen = (next: boolean) => {
    if (!next) setChoice(null);
    onOpenChange(next);
  };
  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {hasOpenSteps ? 'Complete with open checklist steps?' : `Complete ${order.foNumber}?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {hasOpenSteps
              ? `${openSteps === 1 ? '1 step is' : `${openSteps} steps are`} neither done, skipped nor failed. The supervisor will see them open when verifying.`
              : 'The supervisor verifies the work next.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {order.equipmentId ? (
          <BackInServiceField order={order} checked={backInService} onChange={setChoice} />
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{hasOpenSteps ? 'Back to checklist' : 'Cancel'}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              onComplete({
                status: 'completed',
                ...(backInService && order.equipmentId ? { backInService: true } : {}),
              })
            }
          >
            {hasOpenSteps ? 'Complete anyway' : 'Complete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
