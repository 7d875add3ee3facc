import { useQuery } from '@tanstack/react-query';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { apiRequestAll } from '../api-client';

/**
 * The user's per-type preferences. Settings edits them (PUT) and invalidates this key; the
 * realtime toasts read the cached answer to decide what to show (operations spec §4).
 */
export const notificationPreferencesKey = ['notification-preferences'] as const;

export function listNotificationPreferences(): Promise<NotificationPreference[]> {
  return apiRequestAll<NotificationPreference>('/api/notification-preferences');
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationPreferencesKey, queryFn: listNotificationPreferences });
}
