import { listEquipmentQuerySchema } from '@shared/schemas/equipment';
import { pageQuerySchema } from '@shared/schemas/common';
import type { EquipmentBundle } from '@shared/schemas/sync';
import { workOrderTimelineEntries } from '@shared/equipment-timeline';
import {
  answer,
  byTextThenId,
  compareText,
  matchesSearch,
  notFound,
  pageOfRows,
  parseQuery,
  type LocalContext,
  type LocalRead,
} from './local-answer';

/** GET /api/equipment over the copy: search, status and criticality, by asset tag. */
export const listEquipment: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listEquipmentQuerySchema, query);
  const matches = (await replica.all('equipment'))
    .map((bundle) => bundle.equipment)
    .filter(
      (e) =>
        (!q.status?.length || q.status.includes(e.status)) &&
        (!q.criticality?.length || q.criticality.includes(e.criticality)) &&
        matchesSearch(q.q, e.assetTag, e.model, e.description),
    )
    .sort(byTextThenId((e) => e.assetTag));
  return pageOfRows(matches, q);
};

async function bundleOf({ replica, params }: LocalContext): Promise<EquipmentBundle> {
  const bundle = await replica.get('equipment', params.id ?? '');
  if (!bundle) throw notFound('Equipment');
  return bundle;
}

export const getEquipment: LocalRead = async (context) => answer((await bundleOf(context)).equipment);

/** The label scanner's lookup: asset tags match whatever their case, as on the server. */
export const getEquipmentByTag: LocalRead = async ({ replica, params }) => {
  const tag = (params.assetTag ?? '').trim().toLowerCase();
  const found = (await replica.all('equipment')).find((b) => b.equipment.assetTag.toLowerCase() === tag);
  if (!found) throw notFound('Equipment');
  return answer(found.equipment);
};

/**
 * The History tab offline: the work orders of this equipment the device holds (the open ones and
 * those closed in the last 30 days), as the server words them. Older history and edits of the
 * record itself need the server.
 */
export const equipmentHistory: LocalRead = async (context) => {
  const { equipment } = await bundleOf(context);
  const orders = (await context.replica.all('work-orders'))
    .map((b) => b.order)
    .filter((o) => o.equipmentId === equipment.id);
  const entries = orders.flatMap(workOrderTimelineEntries);
  entries.sort((a, b) => compareText(b.at, a.at));
  return pageOfRows(entries, parseQuery(pageQuerySchema, context.query));
};
