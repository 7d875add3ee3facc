import {
  useController,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateMeter, Meter, UpdateMeter } from '@shared/schemas/meters';
import {
  conflictRows,
  FormDialogActions,
  useVersionedSave,
  VersionConflictPanel,
  type ConflictField,
  type ConflictWords,
  type SaveOutcome,
  useConflictWords,
} from '@web/components/edit-dialog';
import { EnumSelect } from '@web/components/ui/enum-select';
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
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, ownSubmit, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { useCreateMeter, useUpdateMeter } from '../../api/meters/change-meter';
import { EMPTY_METER, meterFormSchema, meterFormValues, type MeterFormValues } from './meter-form-values';

type MeterControl = Control<MeterFormValues, unknown, CreateMeter | UpdateMeter>;

const FIELDS = ['name', 'unit', 'minValue', 'maxValue'] as const;

function conflictFields(
  t: TextsOf<typeof equipmentMessages>,
  words: ConflictWords,
): readonly ConflictField[] {
  return [
    { name: 'name', label: t('meterForm.name') },
    { name: 'unit', label: t('meterForm.unit') },
    { name: 'minValue', label: t('meterForm.lowerLimit') },
    { name: 'maxValue', label: t('meterForm.upperLimit') },
    {
      name: 'excursionRaisesWorkOrder',
      label: t('meterForm.excursionOrder'),
      format: (v) => (v ? words.yes : words.no),
    },
  ];
}

function KindField({ control, disabled }: { control: MeterControl; disabled: boolean }) {
  const t = useT(equipmentMessages);
  const { field } = useController({ control, name: 'kind' });
  return (
    <FormField label={t('meterForm.kind')} hint={disabled ? t('meterForm.kindFixed') : undefined}>
      <EnumSelect
        value={field.value}
        onChange={field.onChange}
        options={[
          ['counter', t('meterForm.kindCounter')],
          ['gauge', t('meterForm.kindGauge')],
        ]}
        disabled={disabled}
      />
    </FormField>
  );
}

function GaugeFields({
  control,
  register,
  errors,
}: {
  control: MeterControl;
  register: UseFormRegister<MeterFormValues>;
  errors: FieldErrors<MeterFormValues>;
}) {
  const t = useT(equipmentMessages);
  const { field } = useController({ control, name: 'excursionRaisesWorkOrder' });
  return (
    <>
      <FormField
        label={t('meterForm.lowerLimit')}
        error={errors.minValue?.message}
        hint={t('meterForm.optional')}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('minValue')} />
      </FormField>
      <FormField
        label={t('meterForm.upperLimit')}
        error={errors.maxValue?.message}
        hint={t('meterForm.optional')}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('maxValue')} />
      </FormField>
      <div className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <Switch id="meter-excursion-order" checked={field.value} onCheckedChange={field.onChange} />
        <Label htmlFor="meter-excursion-order">{t('meterForm.raiseOrder')}</Label>
      </div>
    </>
  );
}

/** Only what changed goes in an edit's PATCH, so a colleague's change of another field survives. */
function changesFrom(meter: Meter, body: UpdateMeter): UpdateMeter {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && meter[key as keyof Meter] !== value) changes[key] = value;
  }
  return changes as UpdateMeter;
}

interface MeterDialogProps {
  equipment: { id: string; warehouseId: string; assetTag: string };
  /** The meter to edit; absent to add one. */
  meter?: Meter;
}

/** The dialog's body, mounted on each opening so the form starts from the meter as it is now. */
function MeterFormBody({ equipment, meter, onClose }: MeterDialogProps & { onClose: () => void }) {
  const t = useT(equipmentMessages);
  const conflictWords = useConflictWords();
  const create = useCreateMeter();
  const update = useUpdateMeter();
  const saving = useVersionedSave((record: Meter, changes: UpdateMeter) =>
    update.mutateAsync({ meter: record, changes }),
  );
  const isEdit = meter !== undefined;
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm<MeterFormValues, unknown, CreateMeter | UpdateMeter>({
    resolver: zodResolver(meterFormSchema(isEdit)),
    defaultValues: meter ? meterFormValues(meter) : EMPTY_METER,
  });
  const kind = useWatch({ control, name: 'kind' });

  const onFailure = (error: unknown) => {
    if (applyServerFieldErrors(error, setError, FIELDS) > 0) return;
    toast({ variant: 'destructive', title: errorMessage(error, t('meterForm.saveFailed')) });
  };
  const onEdited = (outcome: SaveOutcome<Meter>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(
      outcome.saved,
      { title: t('meterForm.updated') },
      t('meterForm.queuedUpdate', { name: outcome.saved.name }),
    );
    onClose();
  };

  const onSubmit = (body: CreateMeter | UpdateMeter) => {
    if (meter) {
      const changes = changesFrom(meter, body);
      if (Object.keys(changes).length === 0) return onClose();
      return void saving.submit(meter, changes).then(onEdited, onFailure);
    }
    return void create.mutateAsync({ equipment, input: body as CreateMeter }).then((saved) => {
      toastSaved(saved, { title: t('meterForm.added') }, t('meterForm.queuedAdd', { name: saved.name }));
      onClose();
    }, onFailure);
  };

  const conflict = saving.conflict;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {meter
            ? t('meterForm.editTitle', { name: meter.name })
            : t('meterForm.addTitle', { tag: equipment.assetTag })}
        </DialogTitle>
        <DialogDescription>{t('meterForm.description')}</DialogDescription>
      </DialogHeader>
      {conflict ? (
        <VersionConflictPanel
          rows={conflictRows(conflictFields(t, conflictWords), conflict.current, conflict.changes, {
            words: conflictWords,
          })}
          onReapply={() => void saving.reapply().then(onEdited, onFailure)}
          onDiscard={onClose}
          isReapplying={update.isPending}
        />
      ) : (
        <form ref={formRef} noValidate onSubmit={ownSubmit(handleSubmit(onSubmit))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('meterForm.name')} error={errors.name?.message}>
              <Input autoComplete="off" placeholder={t('meterForm.namePlaceholder')} {...register('name')} />
            </FormField>
            <FormField label={t('meterForm.unit')} error={errors.unit?.message}>
              <Input autoComplete="off" placeholder={t('meterForm.unitPlaceholder')} {...register('unit')} />
            </FormField>
            <div className="sm:col-span-2">
              <KindField control={control} disabled={isEdit} />
            </div>
            {kind === 'gauge' ? <GaugeFields control={control} register={register} errors={errors} /> : null}
          </div>
          <FormDialogActions
            onCancel={onClose}
            submitLabel={meter ? t('meterForm.save') : t('meters.add')}
            isSaving={create.isPending || update.isPending}
          />
        </form>
      )}
    </>
  );
}

/** Add a meter to an asset, or (with `meter`) edit one: equipment.write. */
export function MeterFormDialog({
  open,
  onOpenChange,
  ...props
}: MeterDialogProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open ? <MeterFormBody {...props} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
