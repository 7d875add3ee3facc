import { requestKeys } from '@web/components/requests/query-keys';
import type { QueryKey } from '@tanstack/react-query';
import type { RealtimeEvent, RealtimeTopicName } from '@shared/realtime';
import { allAttachmentsKey } from '@web/components/attachments/list-attachments';
import { downtimeKeys, downtimeReasonsKey } from '@web/components/downtime/query-keys';
import { closeOutCodesKey } from '@web/components/close-out/query-keys';
import { vendorsKey } from '@web/components/vendors/vendor-options';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { equipmentKey } from '@web/components/equipment/query-keys';
import { partsKey } from '@web/features/inventory/api/list-parts';
import { pmKeys } from '@web/features/preventive/api/pm-keys';
import { purchasingKeys } from '@web/features/purchasing/api/purchase-orders';
import { planningKeys } from '@web/features/planning/api/planning-keys';
import { planningKey } from '@web/lib/planning/planning-key';
import { myProfileKey } from '@web/lib/auth/my-profile';
import { plantSettingsKey } from '@web/components/plant-settings/plant-settings';
import { usersKey } from '@web/features/users/api/list-users';
import { profilesKey } from '@web/components/people/technicians';
import { notificationsKey } from '@web/lib/notifications/notifications-key';

type KeysFor = (event: RealtimeEvent) => QueryKey[];

/** The planning board's weeks and backlog: built from orders, so an order's change moves their cards. */
const planningBoard: QueryKey[] = [planningKeys.boards(), planningKeys.backlogs()];

/** An order's own screen (its checklist, labour, parts and history sit under it). */
const parentOrder: KeysFor = (event) =>
  typeof event.data.workOrderId === 'string' ? [workOrderKeys.detail(event.data.workOrderId)] : [];

/**
 * The queries each kind of change makes stale, mirroring what the screens' own mutations
 * invalidate: the same refresh whether the change was made here or by someone else.
 */
const KEYS_BY_TYPE: Readonly<Record<string, KeysFor>> = {
  // Vendor cards count open orders; the dashboard counts them all.
  work_order: (event) => [
    workOrderKeys.lists(),
    workOrderKeys.detail(event.id),
    dashboardStatsKey,
    vendorsKey,
    ...planningBoard,
  ],
  checklist_item: parentOrder,
  labor_entry: parentOrder,
  parts_usage: (event) => [...parentOrder(event), partsKey],
  attachment: (event) => [allAttachmentsKey, ...parentOrder(event)],
  // PM compliance lists equipment by tag and model.
  equipment: () => [equipmentKey, dashboardStatsKey, pmKeys.compliance()],
  // Opened, corrected or ended: the asset's status follows it; work-order lists hold an asset's
  // recent orders and the analytics, which count downtime; the dashboard counts active equipment.
  // The board's cards say when their equipment is down.
  downtime: () => [
    downtimeKeys.all,
    equipmentKey,
    workOrderKeys.lists(),
    dashboardStatsKey,
    ...planningBoard,
  ],
  // Records show their reason's label.
  downtime_reason: () => [downtimeReasonsKey, downtimeKeys.all],
  // Orders and the failure analytics (under the order lists) show the codes' labels.
  close_out_code: () => [closeOutCodesKey, workOrderKeys.all],
  // Labour costs in the analytics follow the rate.
  plant_settings: () => [plantSettingsKey, workOrderKeys.lists()],
  // Vendor cards count parts.
  part: () => [partsKey, vendorsKey],
  stock_movement: () => [partsKey],
  // Receipts move stock and the parts' on-order counts; the inventory analytics (under the
  // order lists) count spend and open commitments.
  purchase_order: () => [purchasingKeys.all, partsKey, workOrderKeys.lists()],
  // Parts and work orders show their vendor's name.
  vendor: () => [vendorsKey, partsKey, workOrderKeys.all],
  // The board shows each template's next due as a ghost card.
  pm_template: () => [pmKeys.templates(), pmKeys.calendar(), pmKeys.compliance(), planningKeys.boards()],
  // A run creates orders in one statement and announces them with this one event.
  pm_scheduler: () => [pmKeys.scheduler(), workOrderKeys.lists(), dashboardStatsKey, ...planningBoard],
  user: () => [usersKey, profilesKey, myProfileKey],
  notification: () => [notificationsKey],
  // A technician's capacity (issue 26): the board's days and the capacity dialog.
  working_hours: () => [planningKey],
  time_off: () => [planningKey],
};

/** For kinds this client does not know yet: everything of the topic. */
const KEYS_BY_TOPIC: Readonly<Record<RealtimeTopicName, QueryKey[]>> = {
  work_orders: [workOrderKeys.all, dashboardStatsKey, ...planningBoard],
  equipment: [equipmentKey, dashboardStatsKey],
  inventory: [partsKey, vendorsKey],
  pm: [pmKeys.templates(), pmKeys.scheduler(), workOrderKeys.lists()],
  requests: [requestKeys.all],
  users: [usersKey, profilesKey],
  system: [],
};

/** The query keys a realtime event makes stale (`topic` for events of a topic room). */
export function queryKeysForEvent(event: RealtimeEvent, topic = event.topic): QueryKey[] {
  const byType = KEYS_BY_TYPE[event.type];
  if (byType) return byType(event);
  return topic ? KEYS_BY_TOPIC[topic] : [];
}
