import { useQuery } from '@tanstack/react-query';
import type { DowntimeReason } from '@shared/schemas/downtime';
import { apiRequestAll } from '@web/lib/api-client';
import { downtimeReasonsKey } from './query-keys';

/** The organization's downtime reasons in their order, retired ones included. */
export function listDowntimeReasons(): Promise<DowntimeReason[]> {
  return apiRequestAll<DowntimeReason>('/api/downtime-reasons');
}

export function useDowntimeReasons() {
  return useQuery({ queryKey: downtimeReasonsKey, queryFn: listDowntimeReasons });
}

/** In the order managers gave them. */
export function byPosition(reasons: readonly DowntimeReason[]): DowntimeReason[] {
  return [...reasons].sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}
