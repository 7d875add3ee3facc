import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulerStatus } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

export function stopScheduler(): Promise<SchedulerStatus> {
  return apiRequest<SchedulerStatus>('/api/pm-scheduler/stop', { method: 'POST' });
}

export function useStopScheduler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopScheduler,
    onSuccess: (status) => queryClient.setQueryData(pmKeys.scheduler(), status),
  });
}
