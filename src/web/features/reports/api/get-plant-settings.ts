import { useQuery } from '@tanstack/react-query';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { apiRequest } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

/** The plant's cost settings: the sheets write their money in its currency. */
export function getPlantSettings(): Promise<PlantSettings> {
  return apiRequest<PlantSettings>('/api/plant-settings');
}

export function usePlantSettings() {
  return useQuery({ queryKey: reportKeys.plantSettings, queryFn: getPlantSettings });
}
