import { useQuery } from '@tanstack/react-query';
import type { SchedulerStatus } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { pmKeys } from './pm-keys';

/** The spec polls the scheduler's status every 5 seconds (operations §4, §9). */
export const SCHEDULER_POLL_MS = 5_000;

export function getSchedulerStatus(): Promise<SchedulerStatus> {
  return apiRequest<SchedulerStatus>('/api/pm-scheduler/status');
}

export function schedulerStatusQuery() {
  return {
    queryKey: pmKeys.scheduler(),
    queryFn: getSchedulerStatus,
    refetchInterval: SCHEDULER_POLL_MS,
  } as const;
}

export function useSchedulerStatus() {
  return useQuery(schedulerStatusQuery());
}
