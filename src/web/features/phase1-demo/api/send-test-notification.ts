import { useMutation } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';

export function sendTestNotification(): Promise<Notification> {
  return apiRequest<Notification>('/api/notifications/test', { method: 'POST' });
}

/**
 * Asks the server for a notification to yourself. It comes back over the socket like any other
 * (the panel's list, a toast, the bell), so success needs nothing more here.
 */
export function useSendTestNotification() {
  return useMutation({
    mutationFn: sendTestNotification,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to send test notification',
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
