import { z } from 'zod';
import { isMailOptIn, NOTIFICATION_TYPES, PREFERENCE_TYPES, type PreferenceType } from '@shared/domain';
import { notificationPreferenceSchema, type NotificationPreference } from '@shared/schemas/notifications';

/** A type's row as the form holds it: an empty time input is '' where the API says null. */
export interface PreferenceRow {
  notificationType: PreferenceType;
  enabled: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
}

export interface PreferencesFormValues {
  preferences: PreferenceRow[];
}

/** Validated by the shared schema itself, so the messages are the server's. */
export const preferencesFormSchema = z.object({
  preferences: z.array(
    z
      .object({
        notificationType: z.enum(PREFERENCE_TYPES),
        enabled: z.boolean(),
        quietHoursStart: z.string(),
        quietHoursEnd: z.string(),
      })
      .transform((row) => ({
        ...row,
        quietHoursStart: row.quietHoursStart || null,
        quietHoursEnd: row.quietHoursEnd || null,
      }))
      .pipe(notificationPreferenceSchema),
  ),
});

export type SavedPreferencesForm = z.output<typeof preferencesFormSchema>;

export function toPreferenceRow(preference: NotificationPreference): PreferenceRow {
  return {
    ...preference,
    quietHoursStart: preference.quietHoursStart ?? '',
    quietHoursEnd: preference.quietHoursEnd ?? '',
  };
}

/**
 * One row per notification type in the domain's order (a type the server left out gets its
 * defaults), then the mail opt-ins the server offers this person: it answers them only to those
 * who may have them.
 */
export function toFormValues(preferences: readonly NotificationPreference[]): PreferencesFormValues {
  const types = NOTIFICATION_TYPES.map((notificationType) =>
    toPreferenceRow(
      preferences.find((preference) => preference.notificationType === notificationType) ?? {
        notificationType,
        enabled: true,
        quietHoursStart: null,
        quietHoursEnd: null,
      },
    ),
  );
  const optIns = preferences.filter((p) => isMailOptIn(p.notificationType)).map(toPreferenceRow);
  return { preferences: [...types, ...optIns] };
}
