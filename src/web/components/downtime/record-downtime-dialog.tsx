import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { DOWNTIME_REASON_BREAKDOWN } from '@shared/constants';
import type { CreateDowntime, DowntimeReason } from '@shared/schemas/downtime';
import { FormDialogActions } from '@web/components/edit-dialog';
import { QueryState, Skeletons } from '@web/components/query-state';
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
import { cn } from '@web/lib/cn';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useRecordDowntime } from './change-downtime';
import {
  DOWNTIME_FORM_FIELDS,
  recordFormSchema,
  downtimeFormWords,
  type RecordFormValues,
  type RecordMode,
} from './downtime-form';
import { byPosition, useDowntimeReasons } from './list-downtime-reasons';
import { PlannedField } from './planned-field';
import { ReasonSelect } from './reason-select';
import { useT } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';

export interface DowntimeTarget {
  equipment: { id: string; assetTag: string; name: string };
  /** The order the stop belongs to, when recorded from one. */
  workOrder?: { id: string; foNumber: string };
}

function firstReason(reasons: readonly DowntimeReason[]): DowntimeReason | undefined {
  const active = byPosition(reasons).filter((reason) => reason.active);
  return active.find((reason) => reason.code === DOWNTIME_REASON_BREAKDOWN) ?? active[0];
}

const MODES = [
  { value: 'now', label: 'record.mode.now' },
  { value: 'past', label: 'record.mode.past' },
] as const satisfies readonly { value: RecordMode; label: string }[];

/** Down now or a stop that is over, as two large options (a phone's thumb, a keyboard's arrows). */
function ModeChoice({
  value,
  onChange,
  isDownNow,
}: {
  value: RecordMode;
  onChange: (mode: RecordMode) => void;
  isDownNow: boolean;
}) {
  const t = useT(downtimeMessages);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t('record.mode')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {MODES.map((mode) => {
          const isDisabled = mode.value === 'now' && isDownNow;
          return (
            <label
              key={mode.value}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium text-muted-foreground',
                'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                isDisabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="radio"
                name="downtime-mode"
                value={mode.value}
                className="sr-only"
                checked={value === mode.value}
                disabled={isDisabled}
                onChange={() => onChange(mode.value)}
              />
              {t(mode.label)}
            </label>
          );
        })}
      </div>
      {isDownNow ? <p className="text-xs text-muted-foreground">{t('record.alreadyDown')}</p> : null}
    </fieldset>
  );
}

function RecordForm({
  target,
  reasons,
  isDownNow,
  onDone,
}: {
  target: DowntimeTarget;
  reasons: readonly DowntimeReason[];
  isDownNow: boolean;
  onDone: () => void;
}) {
  const t = useT(downtimeMessages);
  const record = useRecordDowntime();
  const { equipment, workOrder } = target;
  const initial = firstReason(reasons);
  const plannedTouched = useRef(false);
  const {
    formRef,
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useAppForm<RecordFormValues, unknown, CreateDowntime>({
    resolver: zodResolver(
      recordFormSchema(
        { equipmentId: equipment.id, workOrderId: workOrder?.id },
        undefined,
        downtimeFormWords(t),
      ),
    ),
    defaultValues: {
      mode: isDownNow ? 'past' : 'now',
      reasonCode: initial?.code ?? '',
      planned: initial?.planned ?? false,
      startedAt: '',
      endedAt: '',
      note: '',
    },
  });
  const isPast = watch('mode') === 'past';

  const onSubmit = (input: CreateDowntime) =>
    record
      .mutateAsync({
        input,
        reason: reasons.find((reason) => reason.code === input.reasonCode),
        names: {
          equipmentAssetTag: equipment.assetTag,
          equipmentName: equipment.name,
          workOrderFoNumber: workOrder?.foNumber ?? null,
        },
      })
      .then(
        (created) => {
          toastSaved(
            created,
            input.endedAt
              ? { title: t('record.saved'), description: `${equipment.assetTag} · ${created.reasonLabel}` }
              : { title: t('record.down', { tag: equipment.assetTag }), description: created.reasonLabel },
            `The downtime of ${equipment.assetTag}`,
          );
          onDone();
        },
        (error: unknown) => {
          applyServerFieldErrors(error, setError, DOWNTIME_FORM_FIELDS);
          toast({
            variant: 'destructive',
            title: t('record.failed'),
            description: errorMessage(error, t('tryAgain')),
          });
        },
      );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <ModeChoice value={field.value} onChange={field.onChange} isDownNow={isDownNow} />
        )}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="reasonCode"
          render={({ field }) => (
            <FormField label={t('field.reason')} error={errors.reasonCode?.message} className="sm:col-span-2">
              <ReasonSelect
                value={field.value}
                reasons={reasons}
                onChange={(code) => {
                  field.onChange(code);
                  const reason = reasons.find((candidate) => candidate.code === code);
                  if (reason && !plannedTouched.current) setValue('planned', reason.planned);
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
                id="record-downtime-planned"
                checked={field.value}
                onChange={(checked) => {
                  plannedTouched.current = true;
                  field.onChange(checked);
                }}
              />
            </div>
          )}
        />
        <FormField
          label={t('field.start')}
          hint={isPast ? undefined : t('record.startHint')}
          error={errors.startedAt?.message}
        >
          <Input type="datetime-local" {...register('startedAt')} />
        </FormField>
        {isPast ? (
          <FormField label={t('field.end')} error={errors.endedAt?.message}>
            <Input type="datetime-local" {...register('endedAt')} />
          </FormField>
        ) : null}
        <FormField
          label={t('field.note')}
          hint={t('optional')}
          error={errors.note?.message}
          className="sm:col-span-2"
        >
          <TextArea rows={2} {...register('note')} />
        </FormField>
      </div>
      <FormDialogActions onCancel={onDone} submitLabel={t('record.title')} isSaving={record.isPending} />
    </form>
  );
}

/**
 * Supervisors record a stop of this asset: down now (it goes into maintenance until it is back
 * in service) or one that is over. From an order, the stop belongs to that order.
 */
export function RecordDowntimeDialog({
  open,
  onOpenChange,
  isDownNow,
  ...target
}: DowntimeTarget & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The asset has an open record: only a past stop can be recorded. */
  isDownNow: boolean;
}) {
  const t = useT(downtimeMessages);
  const reasons = useDowntimeReasons();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('record.title')}</DialogTitle>
          <DialogDescription>
            {target.workOrder
              ? t('record.descriptionForOrder', {
                  tag: target.equipment.assetTag,
                  name: target.equipment.name,
                  order: target.workOrder.foNumber,
                })
              : `${target.equipment.assetTag} · ${target.equipment.name}`}
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={reasons}
          errorTitle={t('record.reasonsFailed')}
          loading={<Skeletons count={3} label={t('record.reasonsLoading')} />}
        >
          {(data) => (
            <RecordForm
              target={target}
              reasons={data}
              isDownNow={isDownNow}
              onDone={() => onOpenChange(false)}
            />
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
