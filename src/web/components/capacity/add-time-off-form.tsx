import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createTimeOffSchema, type CreateTimeOff } from '@shared/schemas/planning';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { dayOf } from '@web/lib/planning/week-days';
import { useAddTimeOff } from './api/add-time-off';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

type TimeOffInput = z.input<typeof createTimeOffSchema>;

const FIELDS = ['from', 'to', 'hours', 'reason'] as const;

const emptyForm = (): TimeOffInput => ({ from: dayOf(), to: dayOf(), hours: '', reason: '' });

/** A day or a stretch of days off, whole days or some hours of each. */
export function AddTimeOffForm({ userId }: { userId: string }) {
  const t = useT(capacityMessages);
  const add = useAddTimeOff(userId);
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<TimeOffInput, unknown, CreateTimeOff>({
    resolver: zodResolver(createTimeOffSchema),
    defaultValues: emptyForm(),
  });

  const onSubmit = (timeOff: CreateTimeOff) =>
    add.mutateAsync(timeOff).then(
      () => {
        reset(emptyForm());
        toast({ title: t('timeOff.added') });
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, FIELDS);
        toast({ variant: 'destructive', title: errorMessage(error, t('timeOff.addFailed')) });
      },
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('timeOff.add')}
      className="grid gap-3 sm:grid-cols-2"
    >
      <FormField label={t('field.from')} error={errors.from?.message}>
        <Input type="date" {...register('from')} />
      </FormField>
      <FormField label={t('field.to')} error={errors.to?.message}>
        <Input type="date" {...register('to')} />
      </FormField>
      <FormField label={t('field.hoursOff')} error={errors.hours?.message} hint={t('field.hoursOffHint')}>
        <Input type="number" inputMode="decimal" min={0} max={24} step={0.25} {...register('hours')} />
      </FormField>
      <FormField label={t('field.reason')} error={errors.reason?.message}>
        <Input autoComplete="off" placeholder={t('field.reasonPlaceholder')} {...register('reason')} />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {t('timeOff.add')}
        </Button>
      </div>
    </form>
  );
}
