import { useId } from 'react';
import { useController, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { GAUGE_DIRECTIONS, PM_TRIGGER_KINDS } from '@shared/domain';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import { TRIGGER_LABELS } from '../pm-labels';
import type { TemplateControl, TemplateFormValues } from './template-form-values';

const TRIGGER_HINTS = {
  calendar: 'triggerForm.hint.calendar',
  usage: 'triggerForm.hint.usage',
  gauge: 'triggerForm.hint.gauge',
  usage_or_calendar: 'triggerForm.hint.usage_or_calendar',
} as const;

const DIRECTION_LABELS = { above: 'triggerForm.above', below: 'triggerForm.below' } as const;

/** A row of radio buttons that fills a 44 px touch target each. */
function RadioRow({
  name,
  value,
  checked,
  label,
  hint,
  onSelect,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  hint?: string;
  onSelect: () => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-sm',
        checked && 'border-primary bg-primary/5',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

/**
 * The template's Trigger (issue 24): the calendar, every N units of a counter meter, a gauge
 * above or below a value, or units or period whichever comes first. The meter is named as the
 * assets of the model call it; messages come from the shared schema's triggerProblems.
 */
export function TriggerFields({
  control,
  register,
  errors,
}: {
  control: TemplateControl;
  register: UseFormRegister<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>;
}) {
  const t = useT(preventiveMessages);
  const id = useId();
  const { field: kind } = useController({ control, name: 'triggerKind' });
  const { field: direction } = useController({ control, name: 'gaugeDirection' });
  const chosen = useWatch({ control, name: 'triggerKind' });
  const usesMeter = chosen !== 'calendar';
  return (
    <fieldset className="grid gap-3 sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{t('triggerForm.legend')}</legend>
      <p id={`${id}-hint`} className="sr-only">
        {t('triggerForm.description')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PM_TRIGGER_KINDS.map((option) => (
          <RadioRow
            key={option}
            name={`${id}-trigger`}
            value={option}
            checked={kind.value === option}
            label={t(TRIGGER_LABELS[option])}
            hint={t(TRIGGER_HINTS[option])}
            onSelect={() => kind.onChange(option)}
          />
        ))}
      </div>
      {usesMeter ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('triggerForm.meterName')}
            error={errors.meterName?.message}
            hint={t('triggerForm.meterNameHint')}
          >
            <Input
              autoComplete="off"
              placeholder={t('triggerForm.meterNamePlaceholder')}
              {...register('meterName')}
            />
          </FormField>
          {chosen === 'gauge' ? (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">{t('triggerForm.direction')}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {GAUGE_DIRECTIONS.map((option) => (
                    <RadioRow
                      key={option}
                      name={`${id}-direction`}
                      value={option}
                      checked={direction.value === option}
                      label={t(DIRECTION_LABELS[option])}
                      onSelect={() => direction.onChange(option)}
                    />
                  ))}
                </div>
              </fieldset>
              <FormField
                label={t('triggerForm.gaugeValue')}
                error={errors.gaugeThreshold?.message}
                hint={t('triggerForm.gaugeValueHint')}
              >
                <Input inputMode="decimal" autoComplete="off" {...register('gaugeThreshold')} />
              </FormField>
            </>
          ) : (
            <FormField
              label={t('triggerForm.usageInterval')}
              error={errors.usageInterval?.message}
              hint={t('triggerForm.usageIntervalHint')}
            >
              <Input inputMode="decimal" autoComplete="off" {...register('usageInterval')} />
            </FormField>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
