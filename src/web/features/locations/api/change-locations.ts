import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLocation, Location, UpdateLocation } from '@shared/schemas/locations';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { locationsKey } from '@web/components/locations';
import { apiRequest } from '@web/lib/api-client';

/**
 * The warehouse's location tree, changed by supervisors and up. Structure, not field work:
 * straight to the server (not the offline queue, ADR 31), with If-Match on changes.
 */

export function createLocation(input: CreateLocation): Promise<Location> {
  return apiRequest<Location>('/api/locations', { method: 'POST', body: input });
}

/** A PATCH; `parentId` moves it (null: to the top level). A move into its own subtree answers 409. */
export function updateLocation({
  location,
  changes,
}: {
  location: Pick<Location, 'id' | 'version'>;
  changes: UpdateLocation;
}): Promise<Location> {
  return apiRequest<Location>(`/api/locations/${encodeURIComponent(location.id)}`, {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(location.version) },
  });
}

export function deleteLocation(location: Pick<Location, 'id'>): Promise<void> {
  return apiRequest<void>(`/api/locations/${encodeURIComponent(location.id)}`, { method: 'DELETE' });
}

/** The tree, every picker, and the equipment whose breadcrumbs and filters name these places. */
function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: locationsKey }),
      queryClient.invalidateQueries({ queryKey: equipmentKey }),
    ]);
}

export function useCreateLocation() {
  const refresh = useRefreshLocations();
  return useMutation({ mutationFn: createLocation, onSettled: refresh });
}

export function useUpdateLocation() {
  const refresh = useRefreshLocations();
  return useMutation({ mutationFn: updateLocation, onSettled: refresh });
}

export function useDeleteLocation() {
  const refresh = useRefreshLocations();
  return useMutation({ mutationFn: deleteLocation, onSettled: refresh });
}
