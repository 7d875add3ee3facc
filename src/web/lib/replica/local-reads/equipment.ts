import { pathTo } from '@shared/location-subtree';
import {
  listEquipmentQuerySchema,
  MAX_EQUIPMENT_DEPTH,
  type BreadcrumbStep,
  type Equipment,
} from '@shared/schemas/equipment';
import { locationLabel } from '@shared/schemas/locations';
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
import { locationScope, storedTree } from './locations';

/** GET /api/equipment over the copy: search, status, criticality, location (and under it), parent, by asset tag. */
export const listEquipment: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listEquipmentQuerySchema, query);
  const places = q.locationId ? await locationScope(replica, q.locationId, q.includeDescendants) : null;
  const matches = (await replica.all('equipment'))
    .map((bundle) => bundle.equipment)
    .filter(
      (e) =>
        (!q.status?.length || q.status.includes(e.status)) &&
        (!q.criticality?.length || q.criticality.includes(e.criticality)) &&
        (!places || (e.locationId !== null && places.has(e.locationId))) &&
        (!q.parentId || e.parentId === q.parentId) &&
        (!q.root || e.parentId === null) &&
        matchesSearch(q.q, e.assetTag, e.model, e.description),
    )
    .sort(byTextThenId((e) => e.assetTag));
  return pageOfRows(matches, q);
};

/** GET /api/equipment/:id/children over the copy: its direct parts, by asset tag. */
export const listChildren: LocalRead = async (context) => {
  const { equipment } = await bundleOf(context);
  const parts = (await context.replica.all('equipment'))
    .map((bundle) => bundle.equipment)
    .filter((e) => e.parentId === equipment.id)
    .sort(byTextThenId((e) => e.assetTag));
  return pageOfRows(parts, parseQuery(pageQuerySchema, context.query));
};

/** The assets an asset is part of in the copy, nearest first, up to the top (bounded as the tree is). */
export async function assetsAbove(replica: LocalContext['replica'], id: string): Promise<Equipment[]> {
  const byId = new Map((await replica.all('equipment')).map((b) => [b.equipment.id, b.equipment]));
  const above: Equipment[] = [];
  for (let up = byId.get(byId.get(id)?.parentId ?? ''); up && above.length < MAX_EQUIPMENT_DEPTH;) {
    above.push(up);
    up = byId.get(up.parentId ?? '');
  }
  return above;
}

/**
 * GET /api/equipment/:id/breadcrumb over the copy: the locations from the site down to where the
 * asset (or, unplaced, the nearest asset it is part of) stands, then its parent assets top-down.
 */
export const breadcrumb: LocalRead = async (context) => {
  const { equipment } = await bundleOf(context);
  const parents = (await assetsAbove(context.replica, equipment.id)).reverse();
  const placed = [equipment, ...[...parents].reverse()].find((e) => e.locationId !== null);
  const tree = placed ? await storedTree(context.replica) : null;
  const places = tree && placed?.locationId ? pathTo(tree, placed.locationId) : [];
  const steps: BreadcrumbStep[] = [
    ...places.map((node) => ({ kind: 'location' as const, id: node.id, label: locationLabel(node) })),
    ...parents.map((e) => ({ kind: 'equipment' as const, id: e.id, label: `${e.assetTag} — ${e.name}` })),
  ];
  return answer(steps);
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
