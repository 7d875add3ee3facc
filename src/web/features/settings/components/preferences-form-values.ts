import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/domain';
import { notificationPreferenceSchema, type NotificationPreference } from '@shared/schemas/notifications';

/** A type's row as the form holds it: an empty time input is '' where the API says null. */
export interface PreferenceRow {
  notificationType: NotificationType;
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
        notificationType: z.enum(NOTIFICATION_TYPES),
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

/** One row per notification type in the domain's order; a type the server left out gets its defaults. */
export function toFormValues(preferences: readonly NotificationPreference[]): PreferencesFormValues {
  return {
    preferences: NOTIFICATION_TYPES.map((notificationType) =>
      toPreferenceRow(
        preferences.find((preference) => preference.notificationType === notificationType) ?? {
          notificationType,
          enabled: true,
          quietHoursStart: null,
          quietHoursEnd: null,
        },
      ),
    ),
  };
}
