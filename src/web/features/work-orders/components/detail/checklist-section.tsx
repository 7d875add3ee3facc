import { useState, type FormEvent } from 'react';
import { ListChecks, Plus } from 'lucide-react';
import type { ChecklistItem, UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useAddChecklistItem, type NewStep } from '../../api/add-checklist-item';
import { useDeleteChecklistItem } from '../../api/delete-checklist-item';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import { ChecklistItemRow, type StepAction } from './checklist-item-row';
import { lazyDialog, lazySection } from '@web/components/lazy-dialog';

// Opened from a step's menu or tick: their forms load then, not with the order.
const StepDialog = lazyDialog(() => import('./step-dialog').then((m) => m.StepDialog));
const ReadingStepDialog = lazyDialog(() => import('./reading-step-dialog').then((m) => m.ReadingStepDialog));
import { QueryError } from '@web/components/query-state';
import { wasQueued } from '@web/lib/offline/browser-queue';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { useOrderChecklist } from './use-order-checklist';
import type { ProcedureRef } from '@shared/schemas/work-orders';
import { StepProgress } from './step-progress';
import { isPlainStep } from './plain-step';
import { workOrdersMessages } from '../../messages';

// Offered under the steps of an order with equipment: its meters load with it.
const MeterStepMenu = lazySection(() => import('./meter-step-menu').then((m) => m.MeterStepMenu), null);
// An order issued with a procedure (issue 25) shows its typed steps; their code loads then.
// Offered to supervisors on an order not yet started, with the library it lists.
const ProcedureMenu = lazySection(() => import('./procedure-menu').then((m) => m.ProcedureMenu), null);
const ProcedureSteps = lazySection(
  () => import('./procedure-steps').then((m) => m.ProcedureSteps),
  <Skeleton className="h-24 w-full" />,
);

export function ChecklistSection({
  workOrderId,
  foNumber,
  procedure,
  version,
  canChangeProcedure,
  equipmentId,
  canEdit,
}: {
  workOrderId: string;
  foNumber: string;
  /** The procedure the order was issued with (issue 25), if any. */
  procedure: ProcedureRef | null;
  /** The order's version, the If-Match of giving it a procedure. */
  version: number;
  /** May give the order a procedure or change it: a supervisor, before the work starts. */
  canChangeProcedure: boolean;
  /** The order's equipment, whose meters a "read meter" step can read. */
  equipmentId: string | null;
  canEdit: boolean;
}) {
  const t = useT(workOrdersMessages);
  const checklist = useOrderChecklist(workOrderId);
  const add = useAddChecklistItem(workOrderId);
  const update = useUpdateChecklistItem(workOrderId);
  const remove = useDeleteChecklistItem(workOrderId);
  const [newStep, setNewStep] = useState('');
  const [dialog, setDialog] = useState<{ item: ChecklistItem; mode: StepAction } | null>(null);

  const onSaved = (changes: UpdateChecklistItem) => (updated: ChecklistItem) => {
    if (wasQueued(updated)) {
      if (changes.createFollowUp)
        toastSaved(updated, { title: t('checklist.followUpRaised') }, t('checklist.followUpQueued'));
      if (changes.reading)
        toastSaved(updated, { title: t('checklist.readingRecorded') }, t('checklist.theReading'));
    } else if (changes.createFollowUp && updated.followUpWorkOrderId) {
      toast({
        title: t('checklist.followUpRaised'),
        description: t('checklist.followUpDescription'),
      });
    }
  };

  const change = (item: ChecklistItem, changes: UpdateChecklistItem) =>
    update.mutate(
      { item, changes },
      {
        onSuccess: onSaved(changes),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('checklist.notChanged'),
            description: errorMessage(error, t('tryAgain')),
          }),
      },
    );

  /** A reading's refusal shows in its dialog, at the value. */
  const read = (item: ChecklistItem, changes: UpdateChecklistItem) =>
    update.mutateAsync({ item, changes }, { onSuccess: onSaved(changes) });

  const addStep = (step: NewStep, onAdded?: () => void) =>
    add.mutate(step, {
      onSuccess: (created) => {
        onAdded?.();
        if (wasQueued(created))
          toastSaved(created, { title: t('checklist.stepAdded') }, t('checklist.theStep'));
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('checklist.notAdded'),
          description: errorMessage(error, t('tryAgain')),
        }),
    });

  const submitNewStep = (event: FormEvent) => {
    event.preventDefault();
    const description = newStep.trim();
    if (description) addStep({ description }, () => setNewStep(''));
  };

  if (checklist.isPending) {
    return (
      <div className="grid grid-cols-1 gap-3" aria-label={t('checklist.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (checklist.isError)
    return (
      <QueryError title={t('checklist.loadFailed')} error={checklist.error} onRetry={checklist.refetch} />
    );

  const items = checklist.items;
  const isAnswered = procedure !== null && items.some((item) => item.answer !== null);
  const plainRow = (item: ChecklistItem) => (
    <ChecklistItemRow
      key={item.id}
      item={item}
      canEdit={canEdit}
      onChange={(changes) => change(item, changes)}
      onDialog={(mode) => setDialog({ item, mode })}
      onDelete={() =>
        remove.mutate(item, {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('checklist.notDeleted'),
              description: errorMessage(error, t('tryAgain')),
            }),
        })
      }
    />
  );
  return (
    <div className="grid grid-cols-1 gap-3">
      {procedure || !items.every(isPlainStep) ? (
        <ProcedureSteps
          workOrderId={workOrderId}
          foNumber={foNumber}
          procedure={procedure}
          items={items}
          canEdit={canEdit}
          plainRow={plainRow}
        />
      ) : items.length > 0 ? (
        <>
          <StepProgress items={items} />
          <ul className="-mx-2 divide-y">{items.map(plainRow)}</ul>
        </>
      ) : (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
          <ListChecks className="size-6" aria-hidden />
          {t('checklist.empty')}
        </div>
      )}
      {canEdit ? (
        <form onSubmit={submitNewStep} className="flex gap-2">
          <Input
            aria-label={t('checklist.newStep')}
            placeholder={t('checklist.newStepPlaceholder')}
            value={newStep}
            maxLength={500}
            onChange={(event) => setNewStep(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!newStep.trim() || add.isPending}>
            {add.isPending ? <Spinner /> : <Plus aria-hidden />}
            {t('checklist.addStep')}
          </Button>
        </form>
      ) : null}
      {canChangeProcedure && !isAnswered ? (
        <ProcedureMenu order={{ id: workOrderId, version, procedure }} />
      ) : null}
      {canEdit && equipmentId ? (
        <MeterStepMenu
          equipmentId={equipmentId}
          disabled={add.isPending}
          onPick={(meter) =>
            addStep({ description: t('meterStep.read', { name: meter.name, unit: meter.unit }), meter })
          }
        />
      ) : null}
      {dialog?.mode === 'reading' && dialog.item.meter ? (
        <ReadingStepDialog
          item={dialog.item}
          meter={dialog.item.meter}
          onOpenChange={(open) => (open ? null : setDialog(null))}
          onSubmit={(changes) => read(dialog.item, changes)}
        />
      ) : dialog && dialog.mode !== 'reading' ? (
        <StepDialog
          item={dialog.item}
          mode={dialog.mode}
          onOpenChange={(open) => (open ? null : setDialog(null))}
          onSubmit={(changes) => change(dialog.item, changes)}
        />
      ) : null}
    </div>
  );
}
