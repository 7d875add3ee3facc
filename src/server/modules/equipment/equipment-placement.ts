import type { BreadcrumbStep } from '../../../shared/schemas/equipment';
import { locationLabel } from '../../../shared/schemas/locations';
import type { Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { LocationsService } from '../locations/locations.service';
import * as tree from './equipment-tree.repository';
import { cycleRefusal, depthRefusal } from './equipment-tree-rules';

export type PlacementLocations = Pick<LocationsService, 'findForPlacement' | 'pathTo'>;

/** The asset being placed: its id is null while it is being created (it can have no parts yet). */
interface Placed {
  id: string | null;
  name: string;
  assetTag: string;
}

/**
 * Checks where an asset is being put, inside the change's transaction: the location must be one
 * of the warehouse's (held until the commit, so it cannot be deleted meanwhile); the parent a live
 * asset of the warehouse, neither the asset nor one of its parts, and the whole moved subtree must
 * stay within the depth limit. A new parent takes the warehouse's asset-tree lock first, so the
 * checks read a tree no other move is changing.
 */
export async function checkPlacement(
  tx: Executor,
  warehouseId: string,
  locations: PlacementLocations,
  placed: Placed,
  change: { locationId?: string | null | undefined; parentId?: string | null | undefined },
): Promise<void> {
  if (change.locationId && !(await locations.findForPlacement(warehouseId, change.locationId, tx))) {
    throw notFound('Location');
  }
  if (!change.parentId) return;
  await tree.lockEquipmentTree(tx, warehouseId);
  const chain = await tree.chainUp(tx, warehouseId, change.parentId);
  const parent = chain[0];
  if (!parent) throw notFound('Parent equipment');
  if (placed.id) {
    const cycle = cycleRefusal({ ...placed, id: placed.id }, chain);
    if (cycle) throw conflict(cycle);
  }
  const height = placed.id ? await tree.subtreeHeight(tx, placed.id) : 1;
  const tooDeep = depthRefusal(placed, parent, chain.length, height);
  if (tooDeep) throw new AppError('UNPROCESSABLE', tooDeep, { details: [{ path: 'parentId', ...tooDeep }] });
}

/**
 * Where an asset stands, from the top: the locations down to its place, then the assets it is
 * part of, the outermost first (the asset itself not included). A part without a location of its
 * own stands where the nearest asset it is part of stands.
 */
export async function breadcrumbOf(
  db: Executor,
  warehouseId: string,
  locations: PlacementLocations,
  id: string,
): Promise<BreadcrumbStep[]> {
  const chain = await tree.chainUp(db, warehouseId, id);
  const locationId = chain.find((step) => step.locationId)?.locationId;
  const places = locationId ? await locations.pathTo(warehouseId, locationId, db) : [];
  return [
    ...places.map((l) => ({ kind: 'location' as const, id: l.id, label: locationLabel(l) })),
    ...chain
      .slice(1)
      .reverse()
      .map((e) => ({ kind: 'equipment' as const, id: e.id, label: `${e.assetTag} — ${e.name}` })),
  ];
}
