import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulerStatus } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

export function startScheduler(): Promise<SchedulerStatus> {
  return apiRequest<SchedulerStatus>('/api/pm-scheduler/start', { method: 'POST' });
}

export function useStartScheduler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startScheduler,
    onSuccess: (status) => queryClient.setQueryData(pmKeys.scheduler(), status),
  });
}
