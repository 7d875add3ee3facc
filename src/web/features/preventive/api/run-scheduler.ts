import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulerRun } from '@shared/schemas/pm';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

export function runScheduler(): Promise<SchedulerRun> {
  return apiRequest<SchedulerRun>('/api/pm-scheduler/run', { method: 'POST' });
}

/**
 * A run creates work orders: every work-order list (the PM calendar and compliance among
 * them, see pmKeys) and the dashboard figures change, as does the scheduler's last run.
 */
export function useRunScheduler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runScheduler,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: dashboardStatsKey }),
        queryClient.invalidateQueries({ queryKey: pmKeys.scheduler() }),
      ]),
  });
}
