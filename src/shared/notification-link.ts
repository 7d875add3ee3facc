import type { Notification } from './schemas/notifications';

/** Where a notification leads: a path of the app, or equipment known only by its id. */
export type NotificationLink = { path: string } | { equipmentId: string };

function textField(data: Notification['data'], name: string): string | null {
  const value = data?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Only the app's own paths: a notification never sends anyone to another site. */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * What the server put in `data`, most specific first: its own `url`, then the order, the part,
 * generated PM orders (the scheduler tab lists them), the asset. Null: nothing to open.
 * Shared by the bell (web) and web push (server), so both open the same page.
 */
export function notificationLink(notification: Pick<Notification, 'type' | 'data'>): NotificationLink | null {
  const { data } = notification;
  const url = textField(data, 'url');
  if (url && isAppPath(url)) return { path: url };
  const workOrderId = textField(data, 'workOrderId');
  if (workOrderId) return { path: `/work-orders/${encodeURIComponent(workOrderId)}` };
  const partId = textField(data, 'partId');
  if (partId) return { path: `/inventory?part=${encodeURIComponent(partId)}` };
  if (notification.type === 'pm_generated') return { path: '/preventive?tab=scheduler' };
  const assetTag = textField(data, 'assetTag');
  if (assetTag) return { path: `/equipment?asset=${encodeURIComponent(assetTag)}` };
  const equipmentId = textField(data, 'equipmentId');
  return equipmentId ? { equipmentId } : null;
}
