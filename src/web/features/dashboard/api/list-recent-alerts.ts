import { useQuery } from '@tanstack/react-query';
import { RECENT_ALERTS_LIMIT } from '@shared/constants';
import type { Notification } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';

export function listRecentAlerts(): Promise<Notification[]> {
  return apiRequest<Notification[]>(`/api/notifications?limit=${RECENT_ALERTS_LIMIT}`);
}

export function useRecentAlerts() {
  return useQuery({ queryKey: ['notifications', { limit: RECENT_ALERTS_LIMIT }], queryFn: listRecentAlerts });
}
