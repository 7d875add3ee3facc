import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPortalSettings } from '@shared/schemas/requests';
import { requestPortalKey } from '@web/components/request-portal/request-portal';
import { apiRequest } from '@web/lib/api-client';

/**
 * Turning the portal on or off and replacing its link go straight to the server (not through
 * the offline queue), as every admin operation does: they need a connection.
 */
export function useRequestPortalChanges() {
  const queryClient = useQueryClient();
  const saved = (settings: RequestPortalSettings) => queryClient.setQueryData(requestPortalKey, settings);
  const setEnabled = useMutation({
    mutationFn: ({ current, enabled }: { current: RequestPortalSettings; enabled: boolean }) =>
      apiRequest<RequestPortalSettings>('/api/request-portal', {
        method: 'PATCH',
        body: { enabled },
        headers: { 'If-Match': String(current.version) },
      }),
    onSuccess: saved,
  });
  const rotate = useMutation({
    mutationFn: () => apiRequest<RequestPortalSettings>('/api/request-portal/rotate', { method: 'POST' }),
    onSuccess: saved,
  });
  return { setEnabled, rotate };
}
