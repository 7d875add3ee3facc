import { useState } from 'react';
import { asksForCloseOut, missingCloseOutCodes, missingCloseOutMessage } from '@shared/close-out-rules';
import type { UpdateWorkOrder, WorkOrder } from '@shared/schemas/work-orders';
import { DownSince, useDownNow } from '@web/components/downtime';
import { usePlantSettings } from '@web/components/plant-settings/plant-settings';
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
import { useErrorText } from '@web/lib/errors/error-text';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { CloseOutFields, NO_CLOSE_OUT, type CloseOutValues } from './close-out-fields';

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
  const t = useT(workOrdersMessages);
  const down = useDownNow(order.equipmentId);
  const tag = order.equipmentAssetTag ?? t('theEquipment');
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
          {t('complete.backInService')}
        </Label>
      </div>
      <p id="back-in-service-hint" className="pb-1 text-xs text-muted-foreground">
        {down.record ? t('complete.endsNow', { tag }) : t('complete.noneOpen', { tag })}
      </p>
    </div>
  );
}

/** The close-out as the PATCH carries it: only what was given. */
function closeOutChanges(values: CloseOutValues): UpdateWorkOrder {
  const note = values.completionNote.trim();
  return {
    ...(values.problemCode ? { problemCode: values.problemCode } : {}),
    ...(values.causeCode ? { causeCode: values.causeCode } : {}),
    ...(values.remedyCode ? { remedyCode: values.remedyCode } : {}),
    ...(note ? { completionNote: note } : {}),
  };
}

/**
 * The step before completing: open checklist steps are pointed out, for an order with
 * equipment "Back in service" ends its downtime with the completion, and a corrective or
 * emergency order is closed out with a problem, a cause and a remedy code and a note (issue 25
 * §8) — required when the plant says so: Complete waits for them. Loaded when first opened.
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
  const t = useT(workOrdersMessages);
  const wordError = useErrorText();
  const down = useDownNow(order.equipmentId);
  // Untouched, the box follows whether the equipment is down (it may load after the dialog opens).
  const [choice, setChoice] = useState<boolean | null>(null);
  const [closeOut, setCloseOut] = useState<CloseOutValues>(NO_CLOSE_OUT);
  const asksCodes = asksForCloseOut(order.type);
  // The plant's rule, from the device's copy when offline; while unknown nothing is held back.
  const isRequired = usePlantSettings(asksCodes).data?.closeOutCodesRequired === true;
  const missing = missingCloseOutCodes(order.type, isRequired, closeOut);
  const backInService = choice ?? down.record !== null;
  const hasOpenSteps = openSteps > 0;
  const changeOpen = (next: boolean) => {
    if (!next) {
      setChoice(null);
      setCloseOut(NO_CLOSE_OUT);
    }
    onOpenChange(next);
  };
  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent className={asksCodes ? 'max-h-[calc(100dvh-1.5rem)] overflow-y-auto' : undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {hasOpenSteps ? t('complete.titleOpenSteps') : t('complete.title', { foNumber: order.foNumber })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {hasOpenSteps ? t('complete.openSteps', { count: openSteps }) : t('complete.next')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {asksCodes ? (
          <CloseOutFields values={closeOut} onChange={setCloseOut} isRequired={isRequired} />
        ) : null}
        {order.equipmentId ? (
          <BackInServiceField order={order} checked={backInService} onChange={setChoice} />
        ) : null}
        {missing.length > 0 ? (
          <p id="close-out-missing" className="mt-4 text-sm text-muted-foreground">
            {wordError(missingCloseOutMessage(order.type, missing))}.
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{hasOpenSteps ? t('complete.backToChecklist') : t('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? 'close-out-missing' : undefined}
            onClick={() =>
              onComplete({
                status: 'completed',
                ...(backInService && order.equipmentId ? { backInService: true } : {}),
                ...(asksCodes ? closeOutChanges(closeOut) : {}),
              })
            }
          >
            {hasOpenSteps ? t('complete.anyway') : t('complete.complete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
