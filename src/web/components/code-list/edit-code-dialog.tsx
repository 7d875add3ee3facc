import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, DefaultValues, FieldNamesMarkedBoolean, Path } from 'react-hook-form';
import { z } from 'zod';
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
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useOnline } from '@web/lib/use-online';
import type { CodeListEntry } from './code-list-row';
import { useT } from '@web/lib/i18n/use-t';
import { codeListMessages } from './messages';

/** The form's values: the label always, whatever else the list keeps per entry beside it. */
type EntryValues = { label: string } & Record<string, unknown>;

/**
 * Runs the list's own schema over the form's values and files its messages under the fields
 * they name, so the rules of a name are the server's, written once in the shared schema.
 */
function formSchema<TValues extends EntryValues, TParsed>(schema: z.ZodType<TParsed>) {
  return z.custom<TValues>().transform((values, context) => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/**
 * Edits one entry of an organization's code list (downtime reasons, close-out codes): its name
 * and whatever `extraFields` add, saved with If-Match; someone else's change meanwhile shows in
 * the conflict panel. The entry's code never changes, so exports and analytics keep knowing it.
 */
export function EditCodeDialog<
  TEntry extends CodeListEntry,
  TValues extends EntryValues,
  TParsed,
  TChanges extends Readonly<Record<string, unknown>>,
>({
  entry,
  onOpenChange,
  title,
  description,
  savedTitle,
  failedTitle,
  offlineNotice,
  schema,
  defaultValues,
  fields,
  conflictFields,
  changesOf,
  save,
  isSaving,
  extraFields,
}: {
  entry: TEntry;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  savedTitle: string;
  failedTitle: string;
  /** Shown offline: the list is changed on the server only. */
  offlineNotice: ReactNode;
  schema: z.ZodType<TParsed>;
  defaultValues: DefaultValues<TValues>;
  /** The fields a server's validation error may name. */
  fields: readonly Path<TValues>[];
  conflictFields: readonly ConflictField[];
  /** What to send, or null when nothing changed (the dialog then just closes). */
  changesOf: (values: TParsed, dirty: Partial<Readonly<FieldNamesMarkedBoolean<TValues>>>) => TChanges | null;
  save: (entry: TEntry, changes: TChanges) => Promise<TEntry>;
  isSaving: boolean;
  extraFields?: (control: Control<TValues, unknown, TParsed>) => ReactNode;
}) {
  const t = useT(codeListMessages);
  const isOnline = useOnline();
  const saving = useVersionedSave(save);
  const { formRef, register, control, handleSubmit, setError, getFieldState, formState } = useAppForm<
    TValues,
    unknown,
    TParsed
  >({
    resolver: zodResolver(formSchema<TValues, TParsed>(schema)),
    defaultValues,
  });
  // Read while rendering: react-hook-form keeps track only of the form state a render reads.
  const { dirtyFields } = formState;
  // Every list's values have a label, which react-hook-form cannot see through a generic type.
  const label = 'label' as Path<TValues>;
  const close = () => onOpenChange(false);

  const onOutcome = (outcome: SaveOutcome<TEntry>) => {
    if (outcome.status !== 'saved') return;
    toast({ title: savedTitle, description: outcome.saved.label });
    close();
  };
  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, fields);
    toast({
      variant: 'destructive',
      title: failedTitle,
      description: errorMessage(error, t('checkConnection')),
    });
  };
  const onSubmit = (values: TParsed) => {
    const changes = changesOf(values, dirtyFields);
    if (changes === null) return close();
    void saving.submit(entry, changes).then(onOutcome, onFailure);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <VersionedFormBody
          saving={saving}
          conflictFields={conflictFields}
          onOutcome={onOutcome}
          onFailure={onFailure}
          onClose={close}
          isSaving={isSaving}
        >
          <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
            {isOnline ? null : offlineNotice}
            <FormField label={t('name')} error={getFieldState(label, formState).error?.message}>
              <Input maxLength={60} {...register(label)} />
            </FormField>
            {extraFields?.(control)}
            <FormDialogActions onCancel={close} submitLabel={t('save')} isSaving={isSaving} />
          </form>
        </VersionedFormBody>
      </DialogContent>
    </Dialog>
  );
}
