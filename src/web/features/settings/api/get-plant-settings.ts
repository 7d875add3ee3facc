import { useQuery } from '@tanstack/react-query';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { apiRequest } from '@web/lib/api-client';

/** The signed-in warehouse's cost settings. */
export const plantSettingsKey = ['plant-settings'] as const;

export function getPlantSettings(): Promise<PlantSettings> {
  return apiRequest<PlantSettings>('/api/plant-settings');
}

export function usePlantSettings(enabled = true) {
  return useQuery({ queryKey: plantSettingsKey, queryFn: getPlantSettings, enabled });
}
