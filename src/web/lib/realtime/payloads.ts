import { z } from 'zod';
import {
  REALTIME_TOPICS,
  type AuthenticatedPayload,
  type RealtimeEvent,
  type SubscribeAck,
  type WarehouseNotificationPayload,
} from '@shared/realtime';
import { notificationSchema, type Notification } from '@shared/schemas/notifications';

/**
 * The socket's payloads checked against the shared shapes: a message from an older or newer
 * server that does not fit is dropped (with a warning) instead of breaking a screen.
 */
const realtimeEventSchema = z.object({
  type: z.string(),
  action: z.string(),
  id: z.string(),
  data: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((data) => data ?? {}),
  at: z.string(),
  // An unknown topic (a newer server's) is read as none: the event's type still maps it.
  topic: z.enum(REALTIME_TOPICS).optional().catch(undefined),
});

const warehouseNotificationSchema = z.object({
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.string(),
  at: z.string(),
});

const authenticatedSchema = z.object({
  userId: z.string(),
  warehouseId: z.string(),
  socketId: z.string(),
});

const messageSchema = z.object({ message: z.string() });

const subscribeAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

function parser<T>(schema: z.ZodType<T>, what: string): (payload: unknown) => T | null {
  return (payload) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    console.warn(`Ignored a realtime ${what} that does not match the contract`, parsed.error.issues);
    return null;
  };
}

export const parseRealtimeEvent: (payload: unknown) => RealtimeEvent | null = parser(
  realtimeEventSchema,
  'event',
);
export const parseNotification: (payload: unknown) => Notification | null = parser(
  notificationSchema,
  'notification',
);
export const parseWarehouseNotification: (payload: unknown) => WarehouseNotificationPayload | null = parser(
  warehouseNotificationSchema,
  'warehouse notification',
);
export const parseAuthenticated: (payload: unknown) => AuthenticatedPayload | null = parser(
  authenticatedSchema,
  'authentication answer',
);
export const parseMessage: (payload: unknown) => { message: string } | null = parser(
  messageSchema,
  'message',
);
export const parseSubscribeAck: (payload: unknown) => SubscribeAck | null = parser(
  subscribeAckSchema,
  'subscription answer',
);
