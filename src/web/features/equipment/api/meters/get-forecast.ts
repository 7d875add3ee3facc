import { useQuery } from '@tanstack/react-query';
import type { MeterForecast } from '@shared/schemas/meters';
import { apiRequest } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import { meterKeys } from '@web/components/meters/query-keys';

export function getMeterForecast(meterId: string): Promise<MeterForecast> {
  return apiRequest<MeterForecast>(`/api/meters/${encodeURIComponent(meterId)}/forecast`);
}

/** When the nearest usage-based PM on a counter falls due; a gauge has none. */
export function useMeterForecast(meterId: string, enabled: boolean) {
  return useQuery({
    queryKey: meterKeys.forecast(meterId),
    queryFn: () => getMeterForecast(meterId),
    enabled: enabled && !isTempId(meterId),
  });
}
