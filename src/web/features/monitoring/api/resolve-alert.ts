import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@shared/schemas/monitoring';
import { apiRequest } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { monitoringMessages } from '../messages';
import { monitoringKeys } from './monitoring-keys';

export function resolveAlert(id: string): Promise<Alert> {
  return apiRequest<Alert>(`/api/monitoring/alerts/${encodeURIComponent(id)}/resolve`, { method: 'POST' });
}

/** Resolves an alert, then refetches the alerts and the counts and scores built on them (spec §4). */
export function useResolveAlert() {
  const t = useT(monitoringMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: () => {
      toast({ title: t('alert.resolvedToast') });
      return queryClient.invalidateQueries({ queryKey: monitoringKeys.all() });
    },
    onError: () =>
      toast({
        title: t('alert.resolveFailed'),
        description: t('alert.resolveFailedDescription'),
        variant: 'destructive',
      }),
  });
}
