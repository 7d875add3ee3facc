import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlantSettings, UpdatePlantSettings } from '@shared/schemas/plant-settings';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { plantSettingsKey } from '@web/components/plant-settings/plant-settings';

/**
 * PATCH /api/plant-settings with If-Match: the version the manager saw. An admin operation,
 * sent straight to the server (not through the offline queue): it needs a connection.
 */
export function updatePlantSettings(
  current: PlantSettings,
  changes: UpdatePlantSettings,
): Promise<PlantSettings> {
  return apiRequest<PlantSettings>('/api/plant-settings', {
    method: 'PATCH',
    body: changes,
    headers: { 'If-Match': String(current.version) },
  });
}

export function useUpdatePlantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ current, changes }: { current: PlantSettings; changes: UpdatePlantSettings }) =>
      updatePlantSettings(current, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(plantSettingsKey, saved);
      // Labour costs in the analytics (keyed under the work-order lists) follow the rate.
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
    },
  });
}
