import type { Equipment } from '@shared/schemas/equipment';
import { apiRequest } from '@web/lib/api-client';

/** Tags match case-insensitively (the server's rule), so the cache keys them in one case. */
export function equipmentByTagKey(assetTag: string) {
  return ['equipment', 'asset', assetTag.trim().toUpperCase()] as const;
}

/** Its own small module: the request portal's page reads it too, without the app's query cache. */
export function getEquipmentByAssetTag(assetTag: string): Promise<Equipment> {
  return apiRequest<Equipment>(`/api/equipment/asset/${encodeURIComponent(assetTag.trim())}`);
}
