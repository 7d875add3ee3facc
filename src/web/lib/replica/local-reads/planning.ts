import { pageQuerySchema } from '@shared/schemas/common';
import { dashboardStatsQuerySchema } from '@shared/schemas/dashboard';
import { listDowntimeQuerySchema } from '@shared/schemas/downtime';
import { calendarQuerySchema } from '@shared/schemas/pm';
import { viewKeys } from '../replica-views';
import { assetsAbove } from './equipment';
import {
  answer,
  compareText,
  needsConnection,
  pageOfRows,
  parseQuery,
  recordById,
  type LocalRead,
} from './local-answer';

/** Templates by model, component and id (pm.repository listTemplates). */
export const listTemplates: LocalRead = async ({ replica, query }) => {
  const templates = (await replica.all('pm-templates')).sort(
    (a, b) =>
      compareText(a.model.toLowerCase(), b.model.toLowerCase()) ||
      compareText(a.component, b.component) ||
      compareText(a.id, b.id),
  );
  return pageOfRows(templates, parseQuery(pageQuerySchema, query));
};

export const getTemplate = recordById('pm-templates', 'PM template');

/** A month of the calendar as the server computed it at the last sync (today's and the next 60 days). */
export const pmCalendar: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(calendarQuerySchema, query);
  const view = await replica.view(viewKeys.pmCalendar(q.month));
  if (!view) throw needsConnection();
  return pageOfRows(view.body as unknown[], q);
};

export const dashboardStats: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(dashboardStatsQuerySchema, query);
  const view = await replica.view(viewKeys.dashboardStats(q.days));
  if (!view) throw needsConnection();
  return answer(view.body);
};

/** GET /api/downtime over the copy (open downtime and the last 30 days'), newest first. */
export const listDowntime: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listDowntimeQuerySchema, query);
  const from = q.from?.toISOString();
  const to = q.to?.toISOString();
  // `stopsEquipmentId`: the stops of the assets above it that stop their children.
  const above = q.stopsEquipmentId
    ? new Set((await assetsAbove(replica, q.stopsEquipmentId)).map((e) => e.id))
    : null;
  const matches = (await replica.all('downtime'))
    .filter(
      (d) =>
        (!q.equipmentId || d.equipmentId === q.equipmentId) &&
        (!above || (d.stopsChildren && above.has(d.equipmentId))) &&
        (!q.workOrderId || d.workOrderId === q.workOrderId) &&
        (q.open === undefined || (d.endedAt === null) === q.open) &&
        (!to || d.startedAt <= to) &&
        (!from || d.endedAt === null || d.endedAt >= from),
    )
    .sort((a, b) => compareText(b.startedAt, a.startedAt) || compareText(b.id, a.id));
  return pageOfRows(matches, q);
};

export const getDowntime = recordById('downtime', 'Downtime');
