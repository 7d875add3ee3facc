import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { distributeSchema, type DistributeBody } from '@shared/schemas/planning';
import { FormDialogActions } from '@web/components/edit-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { TechnicianChecklist } from './technician-checklist';

type DistributeInput = z.input<typeof distributeSchema>;

/** Whom to plan for and over which days; the request is the shared schema's, checked before it goes. */
export function DistributeChoices({
  initial,
  technicians,
  isPending,
  onPreview,
  onCancel,
}: {
  initial: DistributeBody;
  technicians: readonly { id: string; name: string }[];
  isPending: boolean;
  onPreview: (request: DistributeBody) => unknown;
  onCancel: () => void;
}) {
  const t = useT(planningMessages);
  const {
    formRef,
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<DistributeInput, unknown, DistributeBody>({
    resolver: zodResolver(distributeSchema),
    defaultValues: initial,
  });
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onPreview)} className="grid gap-4">
      {errors.workOrderIds?.message ? (
        <p className="text-sm font-medium text-destructive">{errors.workOrderIds.message}</p>
      ) : null}
      <Controller
        control={control}
        name="technicianIds"
        render={({ field }) => (
          <TechnicianChecklist
            technicians={technicians}
            value={field.value}
            onChange={field.onChange}
            error={errors.technicianIds?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('distribute.from')} error={errors.from?.message}>
          <Input type="date" {...register('from')} />
        </FormField>
        <FormField label={t('distribute.to')} error={errors.to?.message}>
          <Input type="date" {...register('to')} />
        </FormField>
      </div>
      <FormDialogActions onCancel={onCancel} submitLabel={t('distribute.preview')} isSaving={isPending} />
    </form>
  );
}
