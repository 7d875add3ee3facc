import { useEffect, useState } from 'react';
import { useController, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PM_LOOK_AHEAD_DAYS } from '@shared/constants';
import { addFrequency } from '@shared/pm-frequency';
import { lastDoneOnProblem, type PmTemplate } from '@shared/schemas/pm';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import type { TemplateControl, TemplateFormValues } from './template-form-values';

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

function firstDueHint(
  t: TextsOf<typeof preventiveMessages>,
  {
    original,
    follows,
    firstDueOn,
  }: {
    original: PmTemplate | undefined;
    follows: boolean;
    firstDueOn: string;
  },
): string {
  if (!original) {
    if (!firstDueOn) return t('planStart.newEmpty');
    return follows ? t('planStart.follows') : t('planStart.firstDay');
  }
  if (!firstDueOn && original.firstDueOn === null && original.lastDoneOn === null) {
    return t('planStart.notSet');
  }
  return t('planStart.moves');
}

/**
 * When the plan starts (ADR 46): "First due on" (today for a new template) and "Last done on"
 * for assets already maintained. On a new template, until the planner picks a first due day
 * themselves, it follows Last done on and the frequency, so the day shown is the day it will be.
 */
export function PlanStartFields({
  control,
  register,
  errors,
  original,
  today,
}: {
  control: TemplateControl;
  register: UseFormRegister<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>;
  /** The template being edited; absent when creating. */
  original: PmTemplate | undefined;
  /** The browser's day, YYYY-MM-DD. */
  today: string;
}) {
  const t = useT(preventiveMessages);
  const { field: firstDue } = useController({ control, name: 'firstDueOn' });
  const lastDoneOn = useWatch({ control, name: 'lastDoneOn' });
  const frequency = useWatch({ control, name: 'frequency' });
  const [follows, setFollows] = useState(original === undefined);
  const { value: firstDueOn, onChange: setFirstDueOn } = firstDue;

  const countsFromLastDone = isDay(lastDoneOn) && lastDoneOnProblem(lastDoneOn, today) === null;
  useEffect(() => {
    if (!follows) return;
    const day = countsFromLastDone ? addFrequency(lastDoneOn, frequency) : today;
    if (day !== firstDueOn) setFirstDueOn(day);
  }, [follows, countsFromLastDone, lastDoneOn, frequency, today, firstDueOn, setFirstDueOn]);

  return (
    <>
      <FormField
        label={t('dialog.field.firstDueOn')}
        error={errors.firstDueOn?.message}
        hint={firstDueHint(t, { original, follows: follows && countsFromLastDone, firstDueOn })}
      >
        <Input
          type="date"
          {...firstDue}
          onChange={(event) => {
            setFollows(false);
            setFirstDueOn(event.target.value);
          }}
        />
      </FormField>
      <FormField
        label={t('dialog.field.lastDoneOn')}
        error={errors.lastDoneOn?.message}
        hint={t('planStart.lastDoneHint')}
      >
        <Input type="date" max={today} {...register('lastDoneOn')} />
      </FormField>
      <p className="text-xs text-muted-foreground sm:col-span-2">
        {t('planStart.lookAhead', { days: PM_LOOK_AHEAD_DAYS })}
      </p>
    </>
  );
}
