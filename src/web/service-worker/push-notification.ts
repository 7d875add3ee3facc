import { NOTIFICATION_PRIORITIES, type NotificationPriority } from '@shared/domain';
import type { PushMessage } from '@shared/schemas/notifications';

/** Where a notification without a usable link takes the user. */
export const DEFAULT_NOTIFICATION_URL = '/dashboard';
export const NOTIFICATION_ICON = '/apple-touch-icon.png';
/** Monochrome: Android draws the badge as a mask in the status bar. */
export const NOTIFICATION_BADGE = '/notification-badge.png';
const FALLBACK_TITLE = 'Fieldwork';

/** TypeScript's lib leaves `renotify` out (not every browser has it); Chromium honours it. */
export interface ShownNotificationOptions extends NotificationOptions {
  renotify?: boolean;
}

export interface NotificationData {
  url: string;
  notificationId: string | null;
}

function stringField(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isPriority(value: unknown): value is NotificationPriority {
  return typeof value === 'string' && (NOTIFICATION_PRIORITIES as readonly string[]).includes(value);
}

/**
 * Reads a push payload leniently: browsers require every push to show a notification, so a
 * payload that is not the expected JSON still shows one (with its text as the body) rather
 * than the browser's generic "site updated in the background".
 */
export function parsePushMessage(text: string | null): PushMessage {
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Plain text: shown as the body below.
  }
  const isJsonObject = typeof parsed === 'object' && parsed !== null;
  const source = isJsonObject ? (parsed as Record<string, unknown>) : {};
  return {
    title: stringField(source, 'title') ?? FALLBACK_TITLE,
    body: stringField(source, 'body') ?? (isJsonObject ? '' : (text ?? '')),
    url: stringField(source, 'url') ?? DEFAULT_NOTIFICATION_URL,
    tag: stringField(source, 'tag') ?? '',
    notificationId: stringField(source, 'notificationId') ?? '',
    priority: isPriority(source.priority) ? source.priority : 'normal',
  };
}

/**
 * How a push message is shown. Critical ones stay until the user acts and alert again even
 * when they replace an earlier notification with the same tag (renotify needs a tag).
 */
export function notificationOptionsFor(message: PushMessage): ShownNotificationOptions {
  const isCritical = message.priority === 'critical';
  const data: NotificationData = { url: message.url, notificationId: message.notificationId || null };
  return {
    body: message.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data,
    requireInteraction: isCritical,
    ...(message.tag ? { tag: message.tag, renotify: isCritical } : {}),
  };
}

/**
 * The absolute URL a click opens: the notification's own path when it stays on the app's
 * origin, else the dashboard, so a payload can never send the user to another site.
 */
export function targetUrl(data: unknown, origin: string): string {
  const fallback = new URL(DEFAULT_NOTIFICATION_URL, origin).href;
  const url = data !== null && typeof data === 'object' ? (data as Record<string, unknown>).url : undefined;
  if (typeof url !== 'string' || url === '') return fallback;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : fallback;
  } catch {
    return fallback;
  }
}
