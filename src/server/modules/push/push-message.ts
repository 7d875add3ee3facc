import { notificationLink } from '../../../shared/notification-link';
import type { Notification, PushMessage } from '../../../shared/schemas/notifications';

/** Push services accept about 4 KB of payload; these limits keep a message well inside it. */
const TITLE_MAX = 120;
const BODY_MAX = 500;
const URL_MAX = 1000;
/** Equipment known only by its id: the server does not look the tag up just to push. */
const EQUIPMENT_LIST = '/equipment';
const DEFAULT_URL = '/dashboard';

/** Cuts at a code point (never inside a surrogate pair) and says that it did. */
function clip(text: string, max: number): string {
  const codePoints = [...text];
  return codePoints.length <= max ? text : `${codePoints.slice(0, max - 1).join('')}…`;
}

function relatedUrl(notification: Notification): string {
  const link = notificationLink(notification);
  const url = link === null ? DEFAULT_URL : 'path' in link ? link.path : EQUIPMENT_LIST;
  return url.length <= URL_MAX ? url : DEFAULT_URL;
}

/** The subject a newer message about the same thing replaces on the device (e.g. one order's overdue notices). */
function subjectOf(notification: Notification): string {
  const { data } = notification;
  for (const key of ['workOrderId', 'partId', 'equipmentId']) {
    const value = data?.[key];
    if (typeof value === 'string' && value !== '' && value.length <= 100) return value;
  }
  return notification.id;
}

/**
 * What a notification's web push carries, in the shape the service worker reads (src/web/sw.ts):
 * the title and message the bell shows and the page the bell would open; nothing else of the
 * notification's data travels through the push service.
 */
export function pushMessageOf(notification: Notification): PushMessage {
  return {
    title: clip(notification.title, TITLE_MAX),
    body: clip(notification.message, BODY_MAX),
    url: relatedUrl(notification),
    tag: `${notification.type}:${subjectOf(notification)}`,
    notificationId: notification.id,
    priority: notification.priority,
  };
}
