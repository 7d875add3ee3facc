import { useQuery } from '@tanstack/react-query';
import type { PartsSummary } from '@shared/schemas/parts';
import { apiRequest } from '@web/lib/api-client';
import { partsKey } from './list-parts';

export const partsSummaryKey = [...partsKey, 'summary'] as const;

export function getPartsSummary(): Promise<PartsSummary> {
  return apiRequest<PartsSummary>('/api/parts/summary');
}

/** The three tiles and the categories the filter offers (those present in the data). */
export function usePartsSummary() {
  return useQuery({ queryKey: partsSummaryKey, queryFn: getPartsSummary });
}
