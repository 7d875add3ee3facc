import { useQuery } from '@tanstack/react-query';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { apiRequest } from '@web/lib/api-client';

/**
 * The signed-in warehouse's cost settings: the settings screen edits them, and every screen that
 * shows money reads the plant's currency from them.
 */
export const plantSettingsKey = ['plant-settings'] as const;

export function getPlantSettings(): Promise<PlantSettings> {
  return apiRequest<PlantSettings>('/api/plant-settings');
}

export function usePlantSettings(enabled = true) {
  return useQuery({ queryKey: plantSettingsKey, queryFn: getPlantSettings, enabled });
}

/** The plant's currency (ISO 4217) for formatMoney; undefined until known, when amounts show bare. */
export function usePlantCurrency(): string | undefined {
  return usePlantSettings().data?.currency;
}
