import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPortalSettings } from '@shared/schemas/requests';
import { requestPortalKey, requestPortalLinkKey } from '@web/components/request-portal/query-keys';
import { apiRequest } from '@web/lib/api-client';

/**
 * Turning the portal on or off and replacing its link go straight to the server (not through
 * the offline queue), as every admin operation does: they need a connection.
 */
export function useRequestPortalChanges() {
  const queryClient = useQueryClient();
  // Labels printed from here on carry what the admin just chose.
  const saved = (settings: RequestPortalSettings) => {
    queryClient.setQueryData(requestPortalKey, settings);
    void queryClient.invalidateQueries({ queryKey: requestPortalLinkKey });
  };
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
