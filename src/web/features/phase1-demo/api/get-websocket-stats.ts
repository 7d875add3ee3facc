import { useQuery } from '@tanstack/react-query';
import { WEBSOCKET_STATS_POLL_MS } from '@shared/constants';
import type { WebsocketStats } from '@shared/schemas/notifications';
import { apiRequest } from '@web/lib/api-client';

export const websocketStatsKey = ['websocket', 'stats'] as const;

export function getWebsocketStats(): Promise<WebsocketStats> {
  return apiRequest<WebsocketStats>('/api/websocket/stats');
}

/** Open sockets across every instance, and how many are this user's (operations spec §7: polled every 10 s). */
export function useWebsocketStats() {
  return useQuery({
    queryKey: websocketStatsKey,
    queryFn: getWebsocketStats,
    refetchInterval: WEBSOCKET_STATS_POLL_MS,
  });
}
