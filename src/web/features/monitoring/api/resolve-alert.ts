import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@shared/schemas/monitoring';
import { apiRequest } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/use-toast';
import { monitoringKeys } from './monitoring-keys';

export function resolveAlert(id: string): Promise<Alert> {
  return apiRequest<Alert>(`/api/monitoring/alerts/${encodeURIComponent(id)}/resolve`, { method: 'POST' });
}

/** Resolves an alert, then refetches the alerts and the counts and scores built on them (spec §4). */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSuccess: () => {
      toast({ title: 'Alert resolved successfully' });
      return queryClient.invalidateQueries({ queryKey: monitoringKeys.all() });
    },
    onError: () =>
      toast({
        title: 'Failed to resolve alert',
        description: 'Please try again later',
        variant: 'destructive',
      }),
  });
}
