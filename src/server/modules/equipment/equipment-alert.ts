import type { Criticality, EquipmentStatus } from '../../../shared/domain';
import { wordedNotice } from '../notifications/notice-texts';
import type { NotificationDraft } from '../notifications/notifications.service';

/** Statuses in which an asset is not doing its job. */
const OUT_OF_SERVICE: readonly EquipmentStatus[] = ['maintenance', 'inactive'];
/** Assets whose stoppage planners must hear about at once. */
const ALERTING: readonly Criticality[] = ['high', 'critical'];

interface AssetState {
  id: string;
  organizationId: string;
  warehouseId: string;
  assetTag: string;
  name: string;
  status: EquipmentStatus;
  criticality: Criticality;
}

/**
 * The `equipment_alert` notification for the warehouse's planners: a high or critical asset
 * has just stopped (went into maintenance or inactive). Null for every other change, so an
 * edit of an already stopped asset does not alert twice.
 */
export function equipmentAlertOf(before: AssetState, after: AssetState): NotificationDraft | null {
  if (!ALERTING.includes(after.criticality) || !OUT_OF_SERVICE.includes(after.status)) return null;
  if (OUT_OF_SERVICE.includes(before.status)) return null;
  return {
    organizationId: after.organizationId,
    warehouseId: after.warehouseId,
    type: 'equipment_alert',
    ...wordedNotice({
      title: {
        key: 'notification.equipmentStopped.title',
        params: { tag: after.assetTag, status: after.status },
      },
      message: {
        key: 'notification.equipmentStopped.message',
        params: {
          name: after.name,
          criticality: after.criticality,
          status: after.status,
          before: before.status,
        },
      },
    }),
    priority: after.criticality === 'critical' ? 'critical' : 'high',
    data: {
      equipmentId: after.id,
      assetTag: after.assetTag,
      url: `/equipment?asset=${encodeURIComponent(after.assetTag)}`,
    },
  };
}
