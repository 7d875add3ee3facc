import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, type FieldNamesMarkedBoolean } from 'react-hook-form';
import { isMailOptIn } from '@shared/domain';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { CardContent, CardFooter } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { settingsMessages } from '../messages';
import { NotificationPreferenceRow } from './notification-preference-row';
import { NOTIFICATION_TYPE_LABELS } from './notification-type-labels';
import {
  preferencesFormSchema,
  toFormValues,
  toPreferenceRow,
  type PreferencesFormValues,
  type SavedPreferencesForm,
} from './preferences-form-values';

const ROW_FIELDS = ['enabled', 'quietHoursStart', 'quietHoursEnd'] as const;

function isRowDirty(dirtyFields: Partial<FieldNamesMarkedBoolean<PreferencesFormValues>>, index: number) {
  return Object.values(dirtyFields.preferences?.[index] ?? {}).some(Boolean);
}

/**
 * Every type with its switch and quiet hours, saved together: only the changed types are
 * sent. Saved rows become the new baseline; a refused row keeps the user's values with the
 * server's message under its field, so no edit is ever lost.
 */
export function NotificationPreferencesForm({ saved }: { saved: NotificationPreference[] }) {
  const t = useT(settingsMessages);
  const save = useSaveNotificationPreferences();
  // What the server holds: the form's defaults, moved forward row by row as saves succeed.
  const [baseline, setBaseline] = useState(() => toFormValues(saved));
  const { formRef, ...form } = useAppForm<PreferencesFormValues, unknown, SavedPreferencesForm>({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: baseline,
  });
  const { handleSubmit, reset, setError, formState } = form;

  const onSubmit = async ({ preferences }: SavedPreferencesForm) => {
    const changed = preferences.filter((_, index) => isRowDirty(formState.dirtyFields, index));
    const results = await save.mutateAsync(changed);
    const outcomes = changed.map((preference, position) => ({
      index: baseline.preferences.findIndex((row) => row.notificationType === preference.notificationType),
      label: t(NOTIFICATION_TYPE_LABELS[preference.notificationType].label),
      result: results[position],
    }));

    const rows = [...baseline.preferences];
    for (const { index, result } of outcomes)
      if (result?.status === 'fulfilled') rows[index] = toPreferenceRow(result.value);
    setBaseline({ preferences: rows });
    // Values stay as typed (edits made while saving too); only the baseline moves, so the
    // refused rows stay changed and can be saved again.
    reset({ preferences: rows }, { keepValues: true });

    const failures = outcomes.flatMap(({ index, label, result }) => {
      if (result?.status !== 'rejected') return [];
      const prefix = `preferences.${index}.`;
      const fields = ROW_FIELDS.map((field) => `preferences.${index}.${field}` as const);
      applyServerFieldErrors(result.reason, setError, fields, prefix);
      return [
        t('prefs.failure', { type: label, reason: errorMessage(result.reason, t('prefs.saveFailed')) }),
      ];
    });
    if (failures.length === 0) toast({ title: t('prefs.saved') });
    else
      toast({
        variant: 'destructive',
        title: failures.length === changed.length ? t('prefs.notSaved') : t('prefs.someNotSaved'),
        description: failures.join(' '),
      });
  };

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)}>
        <CardContent className="grid gap-2">
          <p className="rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">{t('prefs.explanation')}</p>
          <ul className="divide-y">
            {baseline.preferences.map(({ notificationType }, index) =>
              isMailOptIn(notificationType) ? null : (
                <NotificationPreferenceRow key={notificationType} index={index} type={notificationType} />
              ),
            )}
          </ul>
          {baseline.preferences.some((row) => isMailOptIn(row.notificationType)) ? (
            <section aria-labelledby="mail-opt-ins-heading" className="grid gap-1 border-t pt-4">
              <h3 id="mail-opt-ins-heading" className="text-sm font-semibold">
                {t('prefs.mail')}
              </h3>
              <ul className="divide-y">
                {baseline.preferences.map(({ notificationType }, index) =>
                  isMailOptIn(notificationType) ? (
                    <NotificationPreferenceRow key={notificationType} index={index} type={notificationType} />
                  ) : null,
                )}
              </ul>
            </section>
          ) : null}
        </CardContent>
        <CardFooter className="justify-between">
          <p className="text-xs text-muted-foreground">
            {formState.isDirty ? t('prefs.unsaved') : t('prefs.everyDevice')}
          </p>
          <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
            {formState.isSubmitting ? <Spinner /> : null}
            {t('prefs.save')}
          </Button>
        </CardFooter>
      </form>
    </FormProvider>
  );
}
