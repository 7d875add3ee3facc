import { z } from 'zod';
import { isMailOptIn, NOTIFICATION_PRIORITIES, PREFERENCE_TYPES, type NotificationPriority } from '../domain';
import { said } from '../i18n/error-texts/notifications';
import { boundedText, idSchema, pageQuerySchema, timestampSchema } from './common';

export const notificationSchema = z.object({
  id: idSchema,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  /**
   * Facts for the screen: the record linked to (workOrderId, partId, …) and times as data, never
   * written into the text — `dueAt` (ISO 8601, wo_overdue: the order's due date) is for the client
   * to format in the reader's locale.
   */
  data: z.object({ dueAt: timestampSchema.nullable().optional() }).catchall(z.unknown()).nullable(),
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

/** HH:MM, 00:00–23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDaySchema = z
  .string()
  .regex(TIME_OF_DAY, { error: said('notification.quietHoursFormat') })
  .nullable();

export const notificationPreferenceSchema = z
  .object({
    notificationType: z.enum(PREFERENCE_TYPES, { error: said('notification.typeUnknown') }),
    enabled: z.boolean(),
    quietHoursStart: timeOfDaySchema,
    quietHoursEnd: timeOfDaySchema,
  })
  .refine((p) => (p.quietHoursStart === null) === (p.quietHoursEnd === null), {
    error: said('notification.quietHoursBoth'),
    path: ['quietHoursEnd'],
  })
  .refine((p) => p.quietHoursStart === null || p.quietHoursStart !== p.quietHoursEnd, {
    error: said('notification.quietHoursSame'),
    path: ['quietHoursEnd'],
  })
  // A mail waits in the recipient's inbox: quiet hours would only delay it.
  .refine((p) => !isMailOptIn(p.notificationType) || p.quietHoursStart === null, {
    error: said('notification.mailNoQuietHours'),
    path: ['quietHoursStart'],
  });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Minutes after midnight of an HH:MM time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Whether a moment (minutes after midnight, in the preference's time zone) falls in the quiet
 * hours [start, end). A range whose end is before its start runs over midnight.
 */
export function isWithinQuietHours(
  preference: Pick<NotificationPreference, 'quietHoursStart' | 'quietHoursEnd'>,
  minuteOfDay: number,
): boolean {
  if (preference.quietHoursStart === null || preference.quietHoursEnd === null) return false;
  const start = minutesOfDay(preference.quietHoursStart);
  const end = minutesOfDay(preference.quietHoursEnd);
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** The body is optional: a bare POST sends the standard test message. */
export const testNotificationSchema = z
  .object({
    title: boundedText(200, 'Title', { min: 1 }).optional(),
    message: boundedText(2000, 'Message', { min: 1, multiline: true }).optional(),
    priority: z.enum(NOTIFICATION_PRIORITIES).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type TestNotificationInput = z.infer<typeof testNotificationSchema>;

export const readAllResultSchema = z.object({ updated: z.number().int() });

/** The browser's keys, base64url as PushSubscription.getKey gives them: a P-256 point, 16 bytes. */
const P256DH_KEY = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH_KEY = /^[A-Za-z0-9_-]{22}(==)?$/;

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: said('push.endpointUrl') })
    .max(2048)
    // Push services hand out plain ASCII URLs; anything else would not fit the endpoint's unique index.
    .regex(/^[\x21-\x7e]+$/, { error: said('push.endpointUrl') })
    // The pattern hides the URL format from the JSON Schema (and so from the API docs).
    .meta({ format: 'uri' }),
  p256dhKey: z
    .string({ error: said('text.required', { field: 'p256dhKeyParam' }) })
    .min(1, { error: said('text.required', { field: 'p256dhKeyParam' }) })
    .regex(P256DH_KEY, {
      error: said('push.p256dhKeyFormat'),
    }),
  authKey: z
    .string({ error: said('text.required', { field: 'authKeyParam' }) })
    .min(1, { error: said('text.required', { field: 'authKeyParam' }) })
    .regex(AUTH_KEY, { error: said('push.authKeyFormat') }),
  userAgent: boundedText(512, 'User agent').nullish(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
/** A stored subscription as the API answers it: never its keys. */
export const savedPushSubscriptionSchema = z.object({
  id: idSchema,
  endpoint: z.string(),
  userAgent: z.string().nullable(),
  createdAt: timestampSchema,
});
export type SavedPushSubscription = z.infer<typeof savedPushSubscriptionSchema>;
export const pushEndpointSchema = z.object({ endpoint: boundedText(2048, 'endpoint', { min: 1 }) });
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

export const websocketStatsSchema = z.object({
  totalConnections: z.number().int(),
  userConnections: z.number().int(),
});
export type WebsocketStats = z.infer<typeof websocketStatsSchema>;

/** What a web push message carries; the service worker shows it and opens `url` on click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  notificationId: string;
  priority: NotificationPriority;
}
