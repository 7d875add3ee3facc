import { useId } from 'react';
import { X } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { isMailOptIn, type PreferenceType } from '@shared/domain';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useT } from '@web/lib/i18n/use-t';
import { settingsMessages } from '../messages';
import type { PreferencesFormValues, SavedPreferencesForm } from './preferences-form-values';
import { NOTIFICATION_TYPE_LABELS } from './notification-type-labels';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** One notification type: on/off, and its quiet hours; a mail opt-in: on/off only (a mail waits in the inbox). */
export function NotificationPreferenceRow({ index, type }: { index: number; type: PreferenceType }) {
  const t = useT(settingsMessages);
  const { control, register, setValue, formState } = useFormContext<
    PreferencesFormValues,
    unknown,
    SavedPreferencesForm
  >();
  const startName = `preferences.${index}.quietHoursStart` as const;
  const endName = `preferences.${index}.quietHoursEnd` as const;
  const [start, end] = useWatch({ control, name: [startName, endName] });
  const errors = formState.errors.preferences?.[index];
  const label = t(NOTIFICATION_TYPE_LABELS[type].label);
  const description = t(NOTIFICATION_TYPE_LABELS[type].description);
  const switchId = useId();
  const descriptionId = `${switchId}-description`;
  const startErrorId = `${switchId}-start-error`;
  const endErrorId = `${switchId}-end-error`;

  const clearQuietHours = () => {
    for (const name of [startName, endName])
      setValue(name, '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <li className="grid gap-3 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-6">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={`preferences.${index}.enabled`}
          render={({ field }) => (
            <Switch
              id={switchId}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={descriptionId}
              className="mt-0.5"
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>{label}</Label>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
      </div>
      {isMailOptIn(type) ? null : (
        <fieldset className="sm:pl-14 md:pl-0">
          <legend className="mb-1.5 text-xs font-medium text-muted-foreground">
            {t('prefs.quietHours')}
            <span className="sr-only"> {t('prefs.quietHoursFor', { type: label })}</span>
          </legend>
          <div className="flex items-center gap-2">
            <Input
              type="time"
              aria-label={t('prefs.from')}
              aria-invalid={errors?.quietHoursStart ? true : undefined}
              aria-describedby={errors?.quietHoursStart ? startErrorId : undefined}
              className="w-30"
              {...register(startName, { deps: [endName] })}
            />
            <span className="text-sm text-muted-foreground">{t('prefs.to')}</span>
            <Input
              type="time"
              aria-label={t('prefs.toLabel')}
              aria-invalid={errors?.quietHoursEnd ? true : undefined}
              aria-describedby={errors?.quietHoursEnd ? endErrorId : undefined}
              className="w-30"
              {...register(endName, { deps: [startName] })}
            />
            {start || end ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('prefs.clearFor', { type: label })}
                title={t('prefs.clear')}
                onClick={clearQuietHours}
              >
                <X aria-hidden />
              </Button>
            ) : null}
          </div>
          <FieldError id={startErrorId} message={errors?.quietHoursStart?.message} />
          <FieldError id={endErrorId} message={errors?.quietHoursEnd?.message} />
        </fieldset>
      )}
    </li>
  );
}
