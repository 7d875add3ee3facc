import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { WEEKDAYS } from '@shared/planning/capacity';
import { workingHoursSchema, type WorkingHoursBody } from '@shared/schemas/planning';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useSaveWorkingHours } from './api/save-working-hours';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

type WorkingHoursInput = z.input<typeof workingHoursSchema>;

/** Hours on each weekday, Monday first, in quarter hours: what the board counts as the day's capacity. */
export function WorkingHoursForm({ userId, saved }: { userId: string; saved: WorkingHoursBody }) {
  const t = useT(capacityMessages);
  const save = useSaveWorkingHours(userId);
  const {
    formRef,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<WorkingHoursInput, unknown, WorkingHoursBody>({
    resolver: zodResolver(workingHoursSchema),
    defaultValues: saved,
  });

  const onSubmit = (hours: WorkingHoursBody) =>
    save.mutateAsync(hours).then(
      () => {
        reset(hours);
        toast({ title: t('hours.saved') });
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, WEEKDAYS);
        toast({ variant: 'destructive', title: errorMessage(error, t('hours.saveFailed')) });
      },
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('section.workingHours')}
      className="grid gap-4"
    >
      <div className="grid grid-cols-4 gap-3 sm:grid-cols-7">
        {WEEKDAYS.map((day) => (
          <FormField key={day} label={t(`weekday.${day}`)} error={errors[day]?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={24}
              step={0.25}
              className="px-2"
              {...register(day)}
            />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('hours.save')}
        </Button>
      </div>
    </form>
  );
}
