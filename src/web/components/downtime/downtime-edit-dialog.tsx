import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { Downtime, DowntimeReason, UpdateDowntime } from '@shared/schemas/downtime';
import { ConfirmDeleteDialog, DeleteTextButton } from '@web/components/confirm-delete-dialog';
import {
  FormDialogActions,
  useVersionedSave,
  VersionedFormBody,
  type ConflictField,
  type SaveOutcome,
} from '@web/components/edit-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { TextArea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/formatting';
import { applyServerFieldErrors, changedFields, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useCorrectDowntime, useDeleteDowntime } from './change-downtime';
import {
  DOWNTIME_FORM_FIELDS,
  editFormSchema,
  editFormValues,
  downtimeFormWords,
  type DowntimeFormValues,
} from './downtime-form';
import { useDowntimeReasons } from './list-downtime-reasons';
import { PlannedField } from './planned-field';
import { ReasonSelect } from './reason-select';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';

function conflictFields(
  t: TextsOf<typeof downtimeMessages>,
  reasons: readonly DowntimeReason[],
): ConflictField[] {
  const label = (code: unknown) => reasons.find((reason) => reason.code === code)?.label ?? String(code);
  return [
    { name: 'reasonCode', label: t('field.reason'), format: label },
    { name: 'planned', label: t('field.planned') },
    { name: 'startedAt', label: t('field.start') },
    { name: 'endedAt', label: t('field.end') },
    { name: 'note', label: t('field.note') },
  ];
}

/**
 * A supervisor corrects a stop (reason, planned, start, the end of one that is over, note),
 * with the version they saw as If-Match: someone else's change meanwhile shows field by field.
 * A record made in error, once over, can be deleted.
 */
export function DowntimeEditDialog({
  record,
  onOpenChange,
}: {
  record: Downtime;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(downtimeMessages);
  const reasons = useDowntimeReasons();
  const correct = useCorrectDowntime();
  const remove = useDeleteDowntime();
  const saving = useVersionedSave((current: Downtime, changes: UpdateDowntime) =>
    correct.mutateAsync({ record: current, changes, reasons: reasons.data ?? [] }),
  );
  const isClosed = record.endedAt !== null;
  const plannedTouched = useRef(false);
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, dirtyFields },
  } = useAppForm<DowntimeFormValues, unknown, UpdateDowntime>({
    resolver: zodResolver(editFormSchema(record, undefined, downtimeFormWords(t))),
    defaultValues: editFormValues(record),
  });
  const close = () => onOpenChange(false);

  const onOutcome = (outcome: SaveOutcome<Downtime>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(
      outcome.saved,
      {
        title: t('edit.saved'),
        description: `${record.equipmentAssetTag} · ${outcome.saved.reasonLabel}`,
      },
      t('edit.theCorrection'),
    );
    close();
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, DOWNTIME_FORM_FIELDS);
    toast({
      variant: 'destructive',
      title: t('edit.failed'),
      description: errorMessage(error, t('tryAgain')),
    });
  };

  const onSubmit = (values: UpdateDowntime) => {
    const changes = changedFields(values, dirtyFields, DOWNTIME_FORM_FIELDS) as UpdateDowntime;
    if (Object.keys(changes).length === 0) return close();
    void saving.submit(record, changes).then(onOutcome, onFailure);
  };

  // mutateAsync: deleting the last record takes the list, and this dialog with it, off the screen.
  const onDelete = () =>
    void remove.mutateAsync(record).then(
      (result) => {
        toastSaved(
          result,
          { title: t('delete.done'), description: `${record.equipmentAssetTag} · ${record.reasonLabel}` },
          t('delete.theDelete'),
        );
        close();
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: errorMessage(error, t('tryAgain')),
        }),
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>
            {t('edit.description', {
              tag: record.equipmentAssetTag,
              reason: record.reasonLabel,
              start: formatDateTime(record.startedAt),
            })}
          </DialogDescription>
        </DialogHeader>
        <VersionedFormBody
          saving={saving}
          conflictFields={conflictFields(t, reasons.data ?? [])}
          onOutcome={onOutcome}
          onFailure={onFailure}
          onClose={close}
          isSaving={correct.isPending}
        >
          <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Controller
                control={control}
                name="reasonCode"
                render={({ field }) => (
                  <FormField
                    label={t('field.reason')}
                    error={errors.reasonCode?.message}
                    className="sm:col-span-2"
                  >
                    <ReasonSelect
                      value={field.value}
                      reasons={reasons.data}
                      onChange={(code) => {
                        field.onChange(code);
                        // The reason's own planned-or-not, until the person says otherwise.
                        const reason = reasons.data?.find((candidate) => candidate.code === code);
                        if (reason && !plannedTouched.current) {
                          setValue('planned', reason.planned, { shouldDirty: true });
                        }
                      }}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="planned"
                render={({ field }) => (
                  <div className="sm:col-span-2">
                    <PlannedField
                      id={`planned-${record.id}`}
                      checked={field.value}
                      onChange={(checked) => {
                        plannedTouched.current = true;
                        field.onChange(checked);
                      }}
                    />
                  </div>
                )}
              />
              <FormField label={t('field.start')} error={errors.startedAt?.message}>
                <Input type="datetime-local" {...register('startedAt')} />
              </FormField>
              {isClosed ? (
                <FormField label={t('field.end')} error={errors.endedAt?.message}>
                  <Input type="datetime-local" {...register('endedAt')} />
                </FormField>
              ) : (
                <div className="grid content-start gap-2">
                  <p className="text-sm leading-none font-medium">{t('field.end')}</p>
                  <p className="text-sm text-muted-foreground">{t('edit.stillDown')}</p>
                </div>
              )}
              <FormField
                label={t('field.note')}
                hint={t('optional')}
                error={errors.note?.message}
                className="sm:col-span-2"
              >
                <TextArea rows={2} {...register('note')} />
              </FormField>
            </div>
            <FormDialogActions
              onCancel={close}
              submitLabel={t('edit.save')}
              isSaving={correct.isPending}
              start={
                isClosed ? (
                  <ConfirmDeleteDialog
                    trigger={<DeleteTextButton isPending={remove.isPending} className="max-sm:w-full" />}
                    title={t('delete.title')}
                    description={t('delete.description', {
                      tag: record.equipmentAssetTag,
                      start: formatDateTime(record.startedAt),
                    })}
                    confirmLabel={t('delete.confirm')}
                    onConfirm={onDelete}
                  />
                ) : null
              }
            />
          </form>
        </VersionedFormBody>
      </DialogContent>
    </Dialog>
  );
}
