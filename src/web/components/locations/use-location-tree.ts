import { useQuery } from '@tanstack/react-query';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { apiRequest } from '@web/lib/api-client';
import { locationTreeKey } from './query-keys';

/** The warehouse's whole location tree, flat and depth-first (the device keeps a copy for offline). */
export function fetchLocationTree(): Promise<LocationTreeNode[]> {
  return apiRequest<LocationTreeNode[]>('/api/locations/tree');
}

export function useLocationTree({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: locationTreeKey, queryFn: fetchLocationTree, enabled });
}
