import { useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@shared/monitoring/thresholds';
import type { HealthResponse } from '@shared/schemas/health';
import { apiErrorFrom, authHeaders } from '@web/lib/api-client';
import { debugKeys } from './debug-keys';

/** 503 with retry-after: the instance answers but cannot reach its database. */
const DATABASE_UNREACHABLE = 503;

/**
 * GET /api/health, read on its 503 too: that answer (status "unavailable") is the database
 * status the page shows, not a failure to fetch it. The token goes along when there is one.
 */
export async function getApiHealth(): Promise<HealthResponse> {
  const response = await fetch('/api/health', {
    headers: { Accept: 'application/json', ...authHeaders() },
    credentials: 'same-origin',
  });
  const text = await response.text();
  if (!response.ok && response.status !== DATABASE_UNREACHABLE) {
    throw apiErrorFrom(response.status, text, response.statusText);
  }
  return JSON.parse(text) as HealthResponse;
}

export function useApiHealth(viewer: string) {
  return useQuery({
    queryKey: debugKeys.health(viewer),
    queryFn: getApiHealth,
    refetchInterval: POLL_MS.health,
  });
}
