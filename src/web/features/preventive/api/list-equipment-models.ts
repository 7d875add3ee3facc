import { useQuery } from '@tanstack/react-query';
import type { Equipment } from '@shared/schemas/equipment';
import { apiRequestAll } from '@web/lib/api-client';

export interface EquipmentModel {
  model: string;
  /** Active equipment of this model: what a template for it would generate work for. */
  activeCount: number;
  totalCount: number;
}

/** Distinct models, compared the way the server matches templates (case-insensitive, trimmed). */
export function summariseModels(equipment: readonly Equipment[]): EquipmentModel[] {
  const byKey = new Map<string, EquipmentModel>();
  for (const item of equipment) {
    const key = modelKey(item.model);
    if (!key) continue;
    const entry = byKey.get(key) ?? { model: item.model.trim(), activeCount: 0, totalCount: 0 };
    entry.totalCount += 1;
    if (item.status === 'active') entry.activeCount += 1;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.model.localeCompare(b.model));
}

export function modelKey(model: string): string {
  return model.trim().toLowerCase();
}

/**
 * One page of up to 500 assets is enough to offer the models in the template form; a larger
 * plant still gets a free-text model field.
 */
export async function listEquipmentModels(): Promise<EquipmentModel[]> {
  const equipment = await apiRequestAll<Equipment>('/api/equipment');
  return summariseModels(equipment);
}

/** Keyed under 'equipment' so any equipment change refreshes the models too. */
export function useEquipmentModels(enabled: boolean) {
  return useQuery({ queryKey: ['equipment', 'models'], queryFn: listEquipmentModels, enabled });
}
