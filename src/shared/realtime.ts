/**
 * The realtime socket's vocabulary (operations spec §7 "Notifications and realtime"), shared by
 * the server that emits and the client that listens.
 */

/** Server → client events. */
export const SERVER_EVENTS = {
  authenticated: 'authenticated',
  authenticationError: 'authentication_error',
  notification: 'notification',
  warehouseNotification: 'warehouse_notification',
  realTimeUpdate: 'real_time_update',
  warehouseUpdate: 'warehouse_update',
  systemAlert: 'system_alert',
  workOrderUpdate: 'work_order_update',
  equipmentUpdate: 'equipment_update',
  inventoryUpdate: 'inventory_update',
  pmUpdate: 'pm_update',
  /** A work request created or triaged (issue 23), to its warehouse's room. */
  requestUpdate: 'request_update',
} as const;

export type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

/** Client → server events. */
export const CLIENT_EVENTS = {
  authenticate: 'authenticate',
  subscribeWorkOrders: 'subscribe_work_orders',
  subscribeEquipment: 'subscribe_equipment',
  subscribePm: 'subscribe_pm',
  subscribeInventory: 'subscribe_inventory',
} as const;

/** The topics of warehouse events, and the event their topic room receives. */
export const REALTIME_TOPICS = ['work_orders', 'equipment', 'inventory', 'pm', 'users', 'system'] as const;
export type RealtimeTopicName = (typeof REALTIME_TOPICS)[number];

export const TOPIC_EVENTS = {
  work_orders: { subscribe: CLIENT_EVENTS.subscribeWorkOrders, update: SERVER_EVENTS.workOrderUpdate },
  equipment: { subscribe: CLIENT_EVENTS.subscribeEquipment, update: SERVER_EVENTS.equipmentUpdate },
  inventory: { subscribe: CLIENT_EVENTS.subscribeInventory, update: SERVER_EVENTS.inventoryUpdate },
  pm: { subscribe: CLIENT_EVENTS.subscribePm, update: SERVER_EVENTS.pmUpdate },
} as const;
export type SubscribableTopic = keyof typeof TOPIC_EVENTS;

/** Payload of every update event: {type, action, id, data, at}; warehouse events add their topic. */
export interface RealtimeEvent {
  type: string;
  action: string;
  id: string;
  data: Record<string, unknown>;
  at: string;
  topic?: RealtimeTopicName;
}

export interface AuthenticatedPayload {
  userId: string;
  warehouseId: string;
  socketId: string;
}

export interface WarehouseNotificationPayload {
  type: string;
  title: string;
  message: string;
  priority: string;
  at: string;
}

export type SubscribeAck = { ok: true } | { ok: false; message: string };

/** Why a socket was refused (the `connect_error` message). */
export const SOCKET_AUTH_ERRORS = {
  missing: 'Authentication required',
  invalid: 'Invalid or expired token',
} as const;
