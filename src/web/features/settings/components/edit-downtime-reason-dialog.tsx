import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  createDowntimeReasonSchema,
  type DowntimeReason,
  type UpdateDowntimeReason,
} from '@shared/schemas/downtime';
import {
  conflictRows,
  FormDialogActions,
  useVersionedSave,
  VersionConflictPanel,
  type SaveOutcome,
} from '@web/components/edit-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, changedFields, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useUpdateDowntimeReason } from '../api/change-downtime-reasons';
import { NeedsConnection } from './needs-connection';

interface ReasonValues {
  label: string;
  planned: boolean;
}

const FIELDS = ['label', 'planned'] as const satisfies readonly (keyof ReasonValues)[];
const CONFLICT_FIELDS = [
  { name: 'label', label: 'Name' },
  { name: 'planned', label: 'Planned by default' },
];

const formSchema = z.custom<ReasonValues>().transform((values, context) => {
  const result = createDowntimeReasonSchema.safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** Rename a reason or change whether its stops count as planned, with If-Match. */
export function EditDowntimeReasonDialog({
  reason,
  onOpenChange,
}: {
  reason: DowntimeReason;
  onOpenChange: (open: boolean) => void;
}) {
  const isOnline = useOnline();
  const update = useUpdateDowntimeReason();
  const saving = useVersionedSave((current: DowntimeReason, changes: UpdateDowntimeReason) =>
    update.mutateAsync({ reason: current, changes }),
  );
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useAppForm<ReasonValues, unknown, ReasonValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { label: reason.label, planned: reason.planned },
  });
  const close = () => onOpenChange(false);

  const onOutcome = (outcome: SaveOutcome<DowntimeReason>) => {
    if (outcome.status !== 'saved') return;
    toast({ title: 'Reason saved', description: outcome.saved.label });
    close();
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, FIELDS);
    toast({
      variant: 'destructive',
      title: 'The reason was not saved',
      description: errorMessage(error, 'Check the connection and try again.'),
    });
  };
  const onSubmit = (values: ReasonValues) => {
    const changes = changedFields(values, dirtyFields, FIELDS) as UpdateDowntimeReason;
    if (Object.keys(changes).length === 0) return close();
    void saving.submit(reason, changes).then(onOutcome, onFailure);
  };

  const conflict = saving.conflict;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Edit reason</DialogTitle>
          <DialogDescription>
            Past downtime shows the new name too. Its code, {reason.code}, stays as exports know it.
          </DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(CONFLICT_FIELDS, conflict.current, conflict.changes)}
            onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
            onDiscard={() => {
              saving.discard();
              close();
            }}
            isReapplying={update.isPending}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
            {isOnline ? null : <NeedsConnection what="Changing downtime reasons" />}
            <FormField label="Name" error={errors.label?.message}>
              <Input maxLength={60} {...register('label')} />
            </FormField>
            <Controller
              control={control}
              name="planned"
              render={({ field }) => (
                <div className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={`reason-planned-${reason.id}`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor={`reason-planned-${reason.id}`} className="cursor-pointer">
                    Planned by default
                  </Label>
                </div>
              )}
            />
            <FormDialogActions onCancel={close} submitLabel="Save changes" isSaving={update.isPending} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
