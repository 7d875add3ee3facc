import type { Equipment } from '@shared/schemas/equipment';
import type { NotificationLink } from '@shared/notification-link';
import { apiRequest } from '@web/lib/api-client';

/** The equipment screen opens an asset by its tag, so an id is looked up first. */
export async function resolveLinkPath(link: NotificationLink): Promise<string> {
  if ('path' in link) return link.path;
  try {
    const equipment = await apiRequest<Equipment>(`/api/equipment/${encodeURIComponent(link.equipmentId)}`);
    return `/equipment?asset=${encodeURIComponent(equipment.assetTag)}`;
  } catch {
    // Deleted since, or out of reach: the list is the next best place.
    return '/equipment';
  }
}
