import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PmFrequency } from '@shared/domain';
import type { PmTemplate, PmTemplateInput } from '@shared/schemas/pm';
import {
  conflictRows,
  useConflictWords,
  useVersionedSave,
  VersionConflictPanel,
  type ConflictField,
  type SaveOutcome,
  FormDialogActions,
} from '@web/components/edit-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { useCreatePmTemplate } from '../../api/create-pm-template';
import { useUpdatePmTemplate } from '../../api/update-pm-template';
import { preventiveMessages } from '../../messages';
import { FREQUENCY_LABELS, formatDuration } from '../pm-labels';
import { TemplateFormFields } from './template-form';
import {
  browserToday,
  emptyTemplateForm,
  templateFormSchema,
  toFormValues,
  type TemplateFormValues,
} from './template-form-values';

const SERVER_FIELDS = [
  'model',
  'component',
  'action',
  'frequency',
  'estimatedDuration',
  'description',
  'firstDueOn',
  'lastDoneOn',
] as const;

type T = TextsOf<typeof preventiveMessages>;

const conflictFields = (t: T): readonly ConflictField[] => [
  { name: 'model', label: t('dialog.field.model') },
  { name: 'component', label: t('dialog.field.component') },
  { name: 'action', label: t('dialog.field.action') },
  {
    name: 'frequency',
    label: t('dialog.field.frequency'),
    format: (value) => t(FREQUENCY_LABELS[value as PmFrequency]),
  },
  {
    name: 'estimatedDuration',
    label: t('dialog.field.duration'),
    format: (value) => formatDuration(t, Number(value)),
  },
  { name: 'description', label: t('dialog.field.description') },
  { name: 'firstDueOn', label: t('dialog.field.firstDueOn') },
  { name: 'lastDoneOn', label: t('dialog.field.lastDoneOn') },
  { name: 'active', label: t('dialog.field.active') },
  { name: 'checklist', label: t('dialog.field.checklist') },
  { name: 'customFields', label: t('dialog.field.customFields') },
];

/** The reason to put after "Failed to … PM template: ": the server's message, else the HTTP one. */
export function failureReason(t: T, error: unknown): string {
  return errorMessage(error, error instanceof Error ? error.message : t('dialog.unknownError'));
}

/**
 * Create Template / Edit Template (operations §2, §5). Centred on desktop; a full-screen sheet
 * on phones with the save button kept in reach at the bottom. The parent mounts it per opening,
 * so each opening starts from the template as saved and a refetch never wipes an edit.
 */
export function TemplateDialog({
  open,
  onOpenChange,
  template,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template being edited; absent when creating. */
  template?: PmTemplate;
}) {
  const t = useT(preventiveMessages);
  const conflictWords = useConflictWords();
  const create = useCreatePmTemplate();
  const update = useUpdatePmTemplate();
  const saving = useVersionedSave((record: PmTemplate, input: PmTemplateInput) =>
    update.mutateAsync({ template: record, input }),
  );
  // The template is fixed for the dialog's life, so one resolver serves every submit.
  const resolver = useMemo(() => zodResolver(templateFormSchema(template, browserToday, t)), [template, t]);
  // The day the dialog opened: a new template is first due on it unless the planner says otherwise.
  const [today] = useState(browserToday);
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm<TemplateFormValues, unknown, PmTemplateInput>({
    resolver,
    defaultValues: template ? toFormValues(template) : emptyTemplateForm(today),
  });

  const close = () => onOpenChange(false);
  const onFailure = (error: unknown, verb: 'create' | 'update') => {
    applyServerFieldErrors(error, setError, SERVER_FIELDS);
    const reason = failureReason(t, error);
    toast({
      variant: 'destructive',
      title: verb === 'create' ? t('dialog.createFailed', { reason }) : t('dialog.updateFailed', { reason }),
    });
  };

  const onUpdated = (outcome: SaveOutcome<PmTemplate>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(outcome.saved, { title: t('dialog.updated') }, t('dialog.queuedUpdate'));
    close();
  };

  const onSubmit = (input: PmTemplateInput) => {
    if (template) {
      void saving.submit(template, input).then(onUpdated, (error: unknown) => onFailure(error, 'update'));
      return;
    }
    create.mutate(input, {
      onSuccess: (created) => {
        toastSaved(created, { title: t('dialog.created') }, t('dialog.queuedCreate'));
        close();
      },
      onError: (error) => onFailure(error, 'create'),
    });
  };

  const isSaving = create.isPending || update.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={
          'pb-0 sm:max-w-2xl sm:pb-0 ' +
          'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 ' +
          'max-sm:rounded-none max-sm:border-0 max-sm:data-[state=open]:animate-slide-in-bottom'
        }
        // Focus the dialog, not the first field: a phone would raise its keyboard over the form.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{template ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {saving.conflict ? (
          <div className="pb-5">
            <VersionConflictPanel
              // A PUT sends every field: those where both sides agree are no conflict.
              rows={conflictRows(conflictFields(t), saving.conflict.current, saving.conflict.changes, {
                onlyDiffering: true,
                words: conflictWords,
              })}
              onReapply={() =>
                void saving.reapply().then(onUpdated, (error: unknown) => onFailure(error, 'update'))
              }
              onDiscard={() => {
                saving.discard();
                close();
              }}
              isReapplying={update.isPending}
            />
          </div>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={handleSubmit(onSubmit)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="flex-1">
              <TemplateFormFields
                control={control}
                register={register}
                errors={errors}
                original={template}
                today={today}
              />
            </div>
            <FormDialogActions
              onCancel={close}
              submitLabel={template ? t('dialog.save') : t('dialog.createTitle')}
              isSaving={isSaving}
              className="sticky bottom-0 z-10 -mx-5 mt-6 flex flex-col-reverse gap-2 border-t bg-popover px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-5"
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
