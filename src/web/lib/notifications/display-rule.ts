import { isWithinQuietHours, type NotificationPreference } from '@shared/schemas/notifications';

/**
 * Operations spec §4: a notification is not displayed if preferences are loaded and its type
 * has no preference or a disabled one, or if the current time (the device's) is within that
 * type's quiet hours. Before the preferences load, everything is displayed. It still counts
 * in the bell either way.
 */
export function isNotificationDisplayed(
  type: string,
  preferences: readonly NotificationPreference[] | undefined,
  now: Date,
): boolean {
  if (!preferences) return true;
  const preference = preferences.find((candidate) => candidate.notificationType === type);
  if (!preference?.enabled) return false;
  return !isWithinQuietHours(preference, now.getHours() * 60 + now.getMinutes());
}
