import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';
import { notificationPreferencesKey } from '@web/lib/notifications/notification-preferences';

export function updateNotificationPreference(
  preference: NotificationPreference,
): Promise<NotificationPreference> {
  return apiRequest<NotificationPreference>('/api/notification-preferences', {
    method: 'PUT',
    body: preference,
  });
}

/**
 * Saves the changed types (the server takes one per call). Each call settles on its own, so
 * a refused one does not undo the others; the caller gets every outcome in order.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changed: NotificationPreference[]) =>
      Promise.allSettled(changed.map(updateNotificationPreference)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationPreferencesKey }),
  });
}
