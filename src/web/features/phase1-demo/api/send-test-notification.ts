import { useMutation } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { phase1DemoMessages } from '../messages';

export function sendTestNotification(): Promise<Notification> {
  return apiRequest<Notification>('/api/notifications/test', { method: 'POST' });
}

/**
 * Asks the server for a notification to yourself. It comes back over the socket like any other
 * (the panel's list, a toast, the bell), so success needs nothing more here.
 */
export function useSendTestNotification() {
  const t = useT(phase1DemoMessages);
  return useMutation({
    mutationFn: sendTestNotification,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('test.failed'),
        description: errorMessage(error, t('common.tryAgain')),
      }),
  });
}
