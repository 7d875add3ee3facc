import type { Criticality, Priority } from '../../../shared/domain';
import { formatMeterValue } from '../../../shared/meter-rules';
import { wordedNotice } from '../notifications/notice-texts';
import type { NotificationDraft } from '../notifications/notifications.service';

/** The asset a gauge belongs to, as its excursion names it. */
export interface ExcursionAsset {
  id: string;
  organizationId: string;
  warehouseId: string;
  assetTag: string;
  name: string;
  criticality: Criticality;
}

export interface Excursion {
  meterName: string;
  unit: string;
  value: number;
  side: 'below' | 'above';
  limit: number;
}

/** Assets whose excursions are urgent: as with their stoppages (equipment-alert.ts). */
const URGENT: readonly Criticality[] = ['high', 'critical'];

/** A corrective order for a high or critical asset is high priority; for any other, medium. */
export const excursionOrderPriority = (criticality: Criticality): Priority =>
  URGENT.includes(criticality) ? 'high' : 'medium';

/** "Bearing temperature read 92.5 °C, above the upper limit 80 °C". */
export function describeExcursion(e: Excursion): string {
  const limit = e.side === 'above' ? 'the upper limit' : 'the lower limit';
  return `${e.meterName} read ${formatMeterValue(e.value, e.unit)}, ${e.side} ${limit} ${formatMeterValue(e.limit, e.unit)}`;
}

/** The corrective order's description: the asset, the meter, the value and the limit. */
export const excursionOrderDescription = (asset: ExcursionAsset, e: Excursion) =>
  `${asset.assetTag} ${asset.name}: ${describeExcursion(e)}. Find the cause and bring it back within limits.`;

/**
 * The `equipment_alert` for the warehouse's planners when a gauge leaves its limits, naming the
 * corrective order when one was raised.
 */
export function excursionAlert(
  asset: ExcursionAsset,
  e: Excursion,
  order: { id: string; foNumber: string } | null,
): NotificationDraft {
  return {
    organizationId: asset.organizationId,
    warehouseId: asset.warehouseId,
    type: 'equipment_alert',
    ...wordedNotice({
      title: {
        key: 'notification.meterExcursion.title',
        params: { tag: asset.assetTag, meter: e.meterName },
      },
      message: {
        key: 'notification.meterExcursion.message',
        params: {
          name: asset.name,
          meter: e.meterName,
          value: formatMeterValue(e.value, e.unit),
          side: e.side,
          limit: formatMeterValue(e.limit, e.unit),
          orderGiven: order ? 'yes' : 'no',
          number: order?.foNumber ?? '',
        },
      },
    }),
    priority: asset.criticality === 'critical' ? 'critical' : 'high',
    data: {
      equipmentId: asset.id,
      assetTag: asset.assetTag,
      ...(order ? { workOrderId: order.id } : {}),
      url: `/equipment?asset=${encodeURIComponent(asset.assetTag)}`,
    },
  };
}
