import { useEffect, useState } from 'react';
import { useController, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PM_LOOK_AHEAD_DAYS } from '@shared/constants';
import { addFrequency } from '@shared/pm-frequency';
import { lastDoneOnProblem, type PmTemplate } from '@shared/schemas/pm';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { TemplateControl, TemplateFormValues } from './template-form-values';

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

function firstDueHint({
  original,
  follows,
  firstDueOn,
}: {
  original: PmTemplate | undefined;
  follows: boolean;
  firstDueOn: string;
}): string {
  if (!original) {
    if (!firstDueOn) return 'Left empty, the first orders are due today.';
    return follows
      ? 'One frequency after Last done on. Choose another day if it should be sooner or later.'
      : 'The day each asset’s first order of this plan is due.';
  }
  if (!firstDueOn && original.firstDueOn === null && original.lastDoneOn === null) {
    return 'Not set: the first orders fell due one frequency after the template was created.';
  }
  return 'Changing it moves only assets with no completed PM of this template yet.';
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
        label="First due on"
        error={errors.firstDueOn?.message}
        hint={firstDueHint({ original, follows: follows && countsFromLastDone, firstDueOn })}
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
        label="Last done on"
        error={errors.lastDoneOn?.message}
        hint="For assets already maintained: the day this was last done. Leave empty for a new plan."
      >
        <Input type="date" max={today} {...register('lastDoneOn')} />
      </FormField>
      <p className="text-xs text-muted-foreground sm:col-span-2">
        The scheduler raises each work order up to {PM_LOOK_AHEAD_DAYS} days before it is due. After a PM is
        completed, the next one falls due one frequency later.
      </p>
    </>
  );
}
