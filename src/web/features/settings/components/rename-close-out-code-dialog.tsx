import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  updateCloseOutCodeSchema,
  type CloseOutCode,
  type UpdateCloseOutCode,
} from '@shared/schemas/close-out';
import {
  conflictRows,
  FormDialogActions,
  useVersionedSave,
  VersionConflictPanel,
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
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import { useUpdateCloseOutCode } from '../api/change-close-out-codes';
import { NeedsConnection } from './needs-connection';

interface CodeValues {
  label: string;
}

const FIELDS = ['label'] as const satisfies readonly (keyof CodeValues)[];
const CONFLICT_FIELDS = [{ name: 'label', label: 'Name' }];

const formSchema = z.custom<CodeValues>().transform((values, context) => {
  const result = updateCloseOutCodeSchema.safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** Rename a close-out code, with If-Match; completed orders show the new name, history the old one. */
export function RenameCloseOutCodeDialog({
  code,
  onOpenChange,
}: {
  code: CloseOutCode;
  onOpenChange: (open: boolean) => void;
}) {
  const isOnline = useOnline();
  const update = useUpdateCloseOutCode();
  const saving = useVersionedSave((current: CloseOutCode, changes: UpdateCloseOutCode) =>
    update.mutateAsync({ code: current, changes }),
  );
  const {
    formRef,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm<CodeValues, unknown, UpdateCloseOutCode>({
    resolver: zodResolver(formSchema),
    defaultValues: { label: code.label },
  });
  const close = () => onOpenChange(false);

  const onOutcome = (outcome: SaveOutcome<CloseOutCode>) => {
    if (outcome.status !== 'saved') return;
    toast({ title: 'Code renamed', description: outcome.saved.label });
    close();
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, FIELDS);
    toast({
      variant: 'destructive',
      title: 'The code was not renamed',
      description: errorMessage(error, 'Check the connection and try again.'),
    });
  };
  const onSubmit = (changes: UpdateCloseOutCode) => {
    if (changes.label === code.label) return close();
    void saving.submit(code, changes).then(onOutcome, onFailure);
  };

  const conflict = saving.conflict;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Rename code</DialogTitle>
          <DialogDescription>
            Completed orders show the new name; their history keeps the one they were closed out with. Its
            code, {code.code}, stays as exports and the analytics know it.
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
            {isOnline ? null : <NeedsConnection what="Changing close-out codes" />}
            <FormField label="Name" error={errors.label?.message}>
              <Input maxLength={60} {...register('label')} />
            </FormField>
            <FormDialogActions onCancel={close} submitLabel="Save changes" isSaving={update.isPending} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
