import { listAttachmentsQuerySchema } from '@shared/schemas/attachments';
import { pageQuerySchema } from '@shared/schemas/common';
import { listNotificationsQuerySchema } from '@shared/schemas/notifications';
import { listProfilesQuerySchema } from '@shared/schemas/profiles';
import { viewKeys } from '../replica-views';
import {
  answer,
  compareText,
  needsConnection,
  notFound,
  pageOfRows,
  parseQuery,
  recordById,
  type LocalRead,
} from './local-answer';

/** Colleagues of the warehouse, by last name, first name and id (users.repository). */
export const listProfiles: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listProfilesQuerySchema, query);
  const people = (await replica.all('profiles'))
    .filter((p) => !q.role || p.role === q.role)
    .sort(
      (a, b) =>
        compareText(a.lastName, b.lastName) ||
        compareText(a.firstName, b.firstName) ||
        compareText(a.id, b.id),
    );
  return pageOfRows(people, q);
};

export const getProfile = recordById('profiles', 'Profile');

/** The person's newest notifications, with the counts the bell reads from the headers. */
export const listNotifications: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listNotificationsQuerySchema, query);
  const all = (await replica.all('notifications')).sort(
    (a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id),
  );
  const shown = q.unread ? all.filter((n) => !n.read) : all;
  const page = pageOfRows(shown, q);
  page.headers.set('X-Unread-Count', String(all.filter((n) => !n.read).length));
  return page;
};

/** Files' metadata of a work order or an equipment; other records' files are not on the device. */
export const listAttachments: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listAttachmentsQuerySchema, query);
  if (q.workOrderId) {
    const bundle = await replica.get('work-orders', q.workOrderId);
    if (!bundle) throw notFound('Work order');
    return pageOfRows(bundle.attachments, q);
  }
  if (q.equipmentId) {
    const bundle = await replica.get('equipment', q.equipmentId);
    if (!bundle) throw notFound('Equipment');
    return pageOfRows(bundle.attachments, q);
  }
  throw needsConnection();
};

/** A figure or setting the server computed at the last sync, kept under its name. */
const storedView =
  (key: string, isList = false): LocalRead =>
  async ({ replica, query }) => {
    const view = await replica.view(key);
    if (!view) throw needsConnection();
    return isList
      ? pageOfRows(view.body as unknown[], parseQuery(pageQuerySchema, query))
      : answer(view.body);
  };

export const myProfile = storedView(viewKeys.myProfile);
export const listWarehouses = storedView(viewKeys.warehouses, true);
export const plantSettings = storedView(viewKeys.plantSettings);
export const downtimeReasons = storedView(viewKeys.downtimeReasons, true);
export const closeOutCodes = storedView(viewKeys.closeOutCodes, true);
