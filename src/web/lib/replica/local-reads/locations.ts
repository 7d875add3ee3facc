import { subtreeIds } from '@shared/location-subtree';
import { listLocationsQuerySchema, type LocationTreeNode } from '@shared/schemas/locations';
import type { Replica } from '../replica';
import { libText } from '../../lib-texts';
import { viewKeys } from '../replica-views';
import {
  answer,
  byTextThenId,
  matchesSearch,
  notFound,
  NotOnDeviceError,
  pageOfRows,
  parseQuery,
  type LocalRead,
} from './local-answer';

/** Said offline when the device has not kept the tree yet (a copy filled before locations existed). */
export const TREE_NOT_ON_DEVICE_MESSAGE = libText('offline.treeNotOnDevice');

/** The tree as the server sent it at the last sync, or null when the device has none. */
export async function storedTree(replica: Replica): Promise<LocationTreeNode[] | null> {
  const view = await replica.view(viewKeys.locationTree);
  return view ? (view.body as LocationTreeNode[]) : null;
}

async function treeOrRefuse(replica: Replica): Promise<LocationTreeNode[]> {
  const tree = await storedTree(replica);
  if (!tree) throw new NotOnDeviceError('offline.treeNotOnDevice');
  return tree;
}

/**
 * The locations a `locationId` filter covers: the place alone, or with `includeDescendants` the
 * place and everything under it (which needs the device's copy of the tree).
 */
export async function locationScope(
  replica: Replica,
  locationId: string,
  includeDescendants: boolean | undefined,
): Promise<ReadonlySet<string>> {
  if (!includeDescendants) return new Set([locationId]);
  return subtreeIds(await treeOrRefuse(replica), locationId);
}

/** A tree node as `GET /api/locations` answers it: without the tree's own figures. */
function asLocation({ depth: _depth, subtreeEquipmentCount: _total, ...location }: LocationTreeNode) {
  return location;
}

export const locationTree: LocalRead = async ({ replica }) => answer(await treeOrRefuse(replica));

/** GET /api/locations over the copy of the tree: children of a parent, search, by name. */
export const listLocations: LocalRead = async ({ replica, query }) => {
  const q = parseQuery(listLocationsQuerySchema, query);
  const matches = (await treeOrRefuse(replica))
    .filter(
      (node) => (!q.parentId || node.parentId === q.parentId) && matchesSearch(q.q, node.name, node.code),
    )
    .sort(byTextThenId((node) => node.name))
    .map(asLocation);
  return pageOfRows(matches, q);
};

export const getLocation: LocalRead = async ({ replica, params }) => {
  const node = (await treeOrRefuse(replica)).find((candidate) => candidate.id === params.id);
  if (!node) throw notFound('Location');
  return answer(asLocation(node));
};
