import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Downtime } from '@shared/schemas/downtime';
import { apiRequestAll, apiRequestWithHeaders } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import { downtimeKeys } from './query-keys';

/**
 * The open record that stops this asset from above: a stop of an asset it is part of, marked
 * "stops its children" (null when none). Only a part of another asset can be stopped so.
 */
export function useStoppedFromAbove(equipment: { id: string; parentId: string | null }) {
  return useQuery({
    queryKey: downtimeKeys.fromAbove(equipment.id),
    queryFn: async () =>
      (await listDowntimePage({ stopsEquipmentId: equipment.id, open: 'true', limit: '1' })).items[0] ?? null,
    enabled: equipment.parentId !== null && !isTempId(equipment.id),
  });
}

/** An asset's history shows this many records, then "Load more". */
export const DOWNTIME_PAGE_SIZE = 10;

const path = (params: Record<string, string>) => `/api/downtime?${new URLSearchParams(params).toString()}`;

export interface DowntimePage {
  items: Downtime[];
  nextCursor: string | null;
}

export async function listDowntimePage(
  params: Record<string, string>,
  cursor?: string,
): Promise<DowntimePage> {
  const { data, headers } = await apiRequestWithHeaders<Downtime[]>(
    path({ ...params, ...(cursor ? { cursor } : {}) }),
  );
  return { items: data, nextCursor: headers.get('X-Next-Cursor') || null };
}

/** The downtime an order caused or covers (a handful of records), newest first. */
export function useOrderDowntime(workOrderId: string) {
  return useQuery({
    queryKey: downtimeKeys.forOrder(workOrderId),
    queryFn: () => apiRequestAll<Downtime>(path({ workOrderId })),
    // An order made offline has nothing on the server yet: its list is what is queued.
    enabled: !isTempId(workOrderId),
  });
}

/** The asset's open record (null when it runs), or undefined without an asset. */
export function useOpenDowntime(equipmentId: string | null | undefined) {
  return useQuery({
    queryKey: downtimeKeys.open(equipmentId ?? ''),
    queryFn: async () =>
      (await listDowntimePage({ equipmentId: equipmentId ?? '', open: 'true', limit: '1' })).items,
    enabled: Boolean(equipmentId) && !isTempId(equipmentId),
  });
}

/** An asset's downtime, newest first, DOWNTIME_PAGE_SIZE at a time. */
export function useDowntimeHistory(equipmentId: string) {
  return useInfiniteQuery({
    queryKey: downtimeKeys.history(equipmentId),
    queryFn: ({ pageParam }) =>
      listDowntimePage({ equipmentId, limit: String(DOWNTIME_PAGE_SIZE) }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const DAY_MS = 86_400_000;

/** Records that overlap the last `days` days, counted back from each fetch. */
export function useRecentDowntime(equipmentId: string, days: number) {
  return useQuery({
    queryKey: downtimeKeys.recent(equipmentId, days),
    queryFn: () => {
      const from = new Date(Date.now() - days * DAY_MS);
      return apiRequestAll<Downtime>(path({ equipmentId, from: from.toISOString() }));
    },
  });
}
