import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { Reading } from '@shared/schemas/meters';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import { meterKeys } from '@web/components/meters/query-keys';

/** The chart and the list show this many days back from the last fetch. */
export const READING_DAYS = 90;

const DAY_MS = 86_400_000;

/** Readings of the last READING_DAYS days, oldest first (one page: at most MAX_PAGE_SIZE). */
export async function listRecentReadings(meterId: string, now = Date.now()): Promise<Reading[]> {
  const params = new URLSearchParams({
    from: new Date(now - READING_DAYS * DAY_MS).toISOString(),
    limit: String(MAX_PAGE_SIZE),
  });
  const { data } = await apiRequestWithHeaders<Reading[]>(
    `/api/meters/${encodeURIComponent(meterId)}/readings?${params.toString()}`,
  );
  return [...data].sort((a, b) => a.readAt.localeCompare(b.readAt));
}

export function useRecentReadings(meterId: string) {
  return useQuery({
    queryKey: meterKeys.readings(meterId),
    queryFn: () => listRecentReadings(meterId),
    enabled: !isTempId(meterId),
  });
}
