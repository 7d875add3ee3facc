import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, type Control } from 'react-hook-form';
import type { Meter } from '@shared/schemas/meters';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, ownSubmit, useAppForm } from '@web/lib/forms';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { useRecordReading, type ReadingEntry } from '../../api/meters/record-reading';
import { EMPTY_READING, readingFormSchema, type ReadingFormValues } from './reading-form-values';

const RESET_CHOICES = [
  ['replacement', 'reading.replacement'],
  ['rollover', 'reading.rollover'],
] as const;

/** For a counter: the reading starts a new segment, so a lower value is right and totals carry on. */
function ResetChoice({ control }: { control: Control<ReadingFormValues, unknown, ReadingEntry> }) {
  const t = useT(equipmentMessages);
  const { field } = useController({ control, name: 'reset' });
  const id = useId();
  const isReset = field.value !== 'none';
  return (
    <div className="grid gap-2 sm:col-span-2">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={`${id}-reset`}
          checked={isReset}
          onCheckedChange={(checked) => field.onChange(checked === true ? 'replacement' : 'none')}
        />
        <Label htmlFor={`${id}-reset`}>{t('reading.resetLabel')}</Label>
      </div>
      {isReset ? (
        <fieldset className="grid gap-1 pl-8">
          <legend className="sr-only">{t('reading.whatHappened')}</legend>
          {RESET_CHOICES.map(([value, label]) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={field.value === value}
                onChange={() => field.onChange(value)}
                className="size-4 accent-primary"
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * "Record reading" under a meter: the value (a decimal keypad on phones), optionally when it
 * was read, and for a counter whether the meter was replaced or rolled over. The server's
 * refusal ("Reading 1,204 h is below the previous reading …") shows at the field.
 */
export function RecordReadingForm({ meter }: { meter: Meter }) {
  const t = useT(equipmentMessages);
  const record = useRecordReading(meter);
  const {
    formRef,
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useAppForm<ReadingFormValues, unknown, ReadingEntry>({
    resolver: zodResolver(readingFormSchema),
    defaultValues: EMPTY_READING,
  });

  const onSubmit = async (entry: ReadingEntry) => {
    try {
      const saved = await record.mutateAsync(entry);
      toastSaved(saved, { title: t('reading.recorded') }, t('reading.queued', { name: meter.name }));
      reset(EMPTY_READING);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['value', 'readAt']) > 0) return;
      // A counter reading below the last one (422) and other refusals of the value: at the field.
      if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
        setError('value', { type: 'server', message: errorMessage(error, t('reading.refused')) });
        return;
      }
      toast({ variant: 'destructive', title: errorMessage(error, t('reading.failed')) });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={ownSubmit(handleSubmit(onSubmit))}
      aria-label={t('reading.formLabel', { name: meter.name })}
      className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2"
    >
      <FormField label={t('reading.value', { unit: meter.unit })} error={errors.value?.message}>
        <Input inputMode="decimal" autoComplete="off" enterKeyHint="done" {...register('value')} />
      </FormField>
      <FormField label={t('reading.readAt')} error={errors.readAt?.message} hint={t('reading.readAtHint')}>
        <Input type="datetime-local" {...register('readAt')} />
      </FormField>
      {meter.kind === 'counter' ? <ResetChoice control={control} /> : null}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={record.isPending} className="w-full sm:w-auto">
          {record.isPending ? <Spinner /> : null}
          {t('reading.submit')}
        </Button>
      </div>
    </form>
  );
}
