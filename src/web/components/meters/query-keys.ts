import { equipmentKey } from '@web/components/equipment/query-keys';

/**
 * Meters sit under the equipment prefix: an equipment event (a meter or a reading announced
 * by the server) and every equipment change refresh them with the asset they belong to.
 */
export const meterKeys = {
  all: () => [...equipmentKey, 'meters'] as const,
  forEquipment: (equipmentId: string) => [...equipmentKey, 'meters', 'of', equipmentId] as const,
  readings: (meterId: string) => [...equipmentKey, 'meters', 'readings', meterId] as const,
  forecast: (meterId: string) => [...equipmentKey, 'meters', 'forecast', meterId] as const,
};
