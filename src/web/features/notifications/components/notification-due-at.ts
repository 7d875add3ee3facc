import type { Notification } from '@shared/schemas/notifications';

/**
 * The due date a notification carries as data (`dueAt`, ISO 8601), so the browser writes it in
 * the reader's locale and time zone instead of the server writing it into the text; null when
 * there is none or it does not parse.
 */
export function notificationDueAt(data: Notification['data']): string | null {
  const dueAt: unknown = data?.dueAt;
  return typeof dueAt === 'string' && !Number.isNaN(Date.parse(dueAt)) ? dueAt : null;
}
