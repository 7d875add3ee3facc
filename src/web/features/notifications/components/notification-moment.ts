import type { Notification } from '@shared/schemas/notifications';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface NotificationMoment {
  /** "Due" for a due date, else none: the time speaks for itself. */
  label: 'Due' | null;
  at: string;
}

/**
 * The moment a notification is about, carried as data so the browser writes it in its own
 * locale and time zone: `dueAt` first, then any other ISO timestamp in the data.
 */
export function notificationMoment(data: Notification['data']): NotificationMoment | null {
  if (!data) return null;
  const timestamps = Object.entries(data).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && ISO_TIMESTAMP.test(entry[1]) && !Number.isNaN(Date.parse(entry[1])),
  );
  const due = timestamps.find(([key]) => /^due/i.test(key));
  if (due) return { label: 'Due', at: due[1] };
  const [first] = timestamps;
  return first ? { label: null, at: first[1] } : null;
}
