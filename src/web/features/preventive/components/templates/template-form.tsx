import { forwardRef, type InputHTMLAttributes } from 'react';
import { useController, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PM_FREQUENCIES } from '@shared/domain';
import type { PmTemplate } from '@shared/schemas/pm';
import { ProcedureField } from '@web/components/procedures/procedure-field';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/cn';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { modelKey, useEquipmentModels, type EquipmentModel } from '../../api/list-equipment-models';
import { preventiveMessages } from '../../messages';
import { FREQUENCY_LABELS } from '../pm-labels';
import { ChecklistEditor } from './checklist-editor';
import { CustomFieldsEditor } from './custom-fields-editor';
import { PlanStartFields } from './plan-start-fields';
import { TriggerFields } from './trigger-fields';
import type { TemplateControl, TemplateFormValues } from './template-form-values';

const MODELS_LIST_ID = 'pm-template-equipment-models';

/** A whole-minutes field with its unit inside; FormField's id and aria props reach the input. */
const MinutesInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function MinutesInput(props, ref) {
    const t = useT(preventiveMessages);
    return (
      <div className="relative">
        <Input ref={ref} type="number" inputMode="numeric" min={1} step={1} className="pr-20" {...props} />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
          {t('form.minutes')}
        </span>
      </div>
    );
  },
);

function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-destructive" aria-hidden>
        *
      </span>
    </>
  );
}

function FrequencySelect({
  control,
  ...triggerProps
}: {
  control: TemplateControl;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const t = useT(preventiveMessages);
  const { field } = useController({ control, name: 'frequency' });
  return (
    <Select value={field.value} onValueChange={field.onChange}>
      <SelectTrigger {...triggerProps} onBlur={field.onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PM_FREQUENCIES.map((frequency) => (
          <SelectItem key={frequency} value={frequency}>
            {t(FREQUENCY_LABELS[frequency])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Whether the typed model matches equipment, so the template will actually generate work. */
function modelHint(
  t: TextsOf<typeof preventiveMessages>,
  model: string,
  models: readonly EquipmentModel[] | undefined,
): {
  text: string;
  isWarning: boolean;
} | null {
  if (!models || !model.trim()) return null;
  const match = models.find((candidate) => modelKey(candidate.model) === modelKey(model));
  if (!match) {
    return {
      text: t('form.modelUnknown'),
      isWarning: true,
    };
  }
  if (match.activeCount === 0) {
    return { text: t('form.modelNoneActive', { count: match.totalCount }), isWarning: true };
  }
  return {
    text: t('form.modelMatches', { count: match.activeCount }),
    isWarning: false,
  };
}

/** The fields of the PM template dialog (operations §5). */
export function TemplateFormFields({
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
  original?: PmTemplate;
  /** The browser's day, YYYY-MM-DD. */
  today: string;
}) {
  const t = useT(preventiveMessages);
  const models = useEquipmentModels(true);
  const model = useWatch({ control, name: 'model' });
  const hint = models.isError
    ? {
        text: t('form.modelsFailed'),
        isWarning: true,
      }
    : modelHint(t, model, models.data);
  const active = useController({ control, name: 'active' });
  const procedure = useController({ control, name: 'procedureId' });
  // A usage or gauge trigger alone has no period: the frequency means nothing to it.
  const triggerKind = useWatch({ control, name: 'triggerKind' });
  const usesFrequency = triggerKind === 'calendar' || triggerKind === 'usage_or_calendar';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={<Required>{t('dialog.field.model')}</Required>}
        error={errors.model?.message}
        className="sm:col-span-2"
        hint={
          hint ? (
            <span className={cn(hint.isWarning && 'text-destructive')}>{hint.text}</span>
          ) : (
            t('form.modelHint')
          )
        }
      >
        <Input
          autoComplete="off"
          list={MODELS_LIST_ID}
          placeholder={t('form.modelPlaceholder')}
          className="[&::-webkit-calendar-picker-indicator]:opacity-40"
          {...register('model')}
        />
      </FormField>
      <datalist id={MODELS_LIST_ID}>
        {models.data?.map((option) => (
          <option key={option.model} value={option.model}>
            {t('form.modelActive', { count: option.activeCount })}
          </option>
        ))}
      </datalist>
      <FormField label={<Required>{t('dialog.field.component')}</Required>} error={errors.component?.message}>
        <Input autoComplete="off" placeholder={t('form.componentPlaceholder')} {...register('component')} />
      </FormField>
      <FormField label={<Required>{t('dialog.field.action')}</Required>} error={errors.action?.message}>
        <Input autoComplete="off" placeholder={t('form.actionPlaceholder')} {...register('action')} />
      </FormField>
      <TriggerFields control={control} register={register} errors={errors} />
      {usesFrequency ? (
        <FormField label={t('dialog.field.frequency')} error={errors.frequency?.message}>
          <FrequencySelect control={control} />
        </FormField>
      ) : null}
      <FormField
        label={<Required>{t('dialog.field.duration')}</Required>}
        error={errors.estimatedDuration?.message}
      >
        <MinutesInput {...register('estimatedDuration')} />
      </FormField>
      <PlanStartFields
        control={control}
        register={register}
        errors={errors}
        original={original}
        today={today}
      />
      <FormField
        label={t('dialog.field.description')}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <textarea
          rows={3}
          placeholder={t('form.descriptionPlaceholder')}
          className="flex min-h-20 w-full min-w-0 resize-y rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
          {...register('description')}
        />
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border px-3 py-3 sm:col-span-2">
        <Switch
          id="pm-template-active"
          checked={active.field.value}
          onCheckedChange={active.field.onChange}
          aria-describedby="pm-template-active-hint"
        />
        <div className="grid gap-1">
          <Label htmlFor="pm-template-active">{t('dialog.field.active')}</Label>
          <p id="pm-template-active-hint" className="text-xs text-muted-foreground">
            {t('form.activeHint')}
          </p>
        </div>
      </div>
      <div className="sm:col-span-2">
        <ChecklistEditor control={control} register={register} errors={errors} />
      </div>
      <ProcedureField
        value={procedure.field.value}
        onChange={procedure.field.onChange}
        hint={t('form.procedureHint')}
      />
      <div className="sm:col-span-2">
        <CustomFieldsEditor control={control} register={register} />
      </div>
    </div>
  );
}
