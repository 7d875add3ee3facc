import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Planning } from '@shared/schemas/planning';
import { apiRequest } from '@web/lib/api-client';
import { planningKeys } from './planning-keys';

/** The board of plant days `from` to `to` (both included): technicians' days, scheduled cards, ghosts. */
export function getPlanning(from: string, to: string): Promise<Planning> {
  return apiRequest<Planning>(`/api/planning?${new URLSearchParams({ from, to }).toString()}`);
}

export const planningQuery = (from: string, to: string) =>
  queryOptions({ queryKey: planningKeys.board(from, to), queryFn: () => getPlanning(from, to) });

export function usePlanning(from: string, to: string) {
  return useQuery({
    ...planningQuery(from, to),
    // The week shown stays, dimmed, while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
