import type { AnalyticsScope, SubtreeQuery } from '../../../shared/schemas/analytics';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { equipmentSubtree, locationSubtree } from './subtree.repository';

/** A location's or a parent equipment's subtree: what it is and its equipment. */
export interface ResolvedSubtree {
  scope: AnalyticsScope;
  equipmentIds: string[];
}

/**
 * The cache key's suffix for a scope: nothing for the whole warehouse, so its entries are the
 * ones they were before scopes existed and every screen that asks for it shares them.
 */
export const subtreeKey = (query: SubtreeQuery) =>
  query.locationId ? `:location:${query.locationId}` : query.parentId ? `:parent:${query.parentId}` : '';

/**
 * The subtree asked for in the caller's warehouse, null for the whole warehouse; 404 when the
 * location or equipment is not one of the warehouse's.
 */
export async function resolveSubtree(
  db: Executor,
  warehouseId: string,
  query: SubtreeQuery,
): Promise<ResolvedSubtree | null> {
  if (query.locationId) {
    const found = await locationSubtree(db, warehouseId, query.locationId);
    if (!found) throw notFound('Location');
    return {
      scope: { kind: 'location', id: query.locationId, name: found.name },
      equipmentIds: found.equipmentIds,
    };
  }
  if (query.parentId) {
    const found = await equipmentSubtree(db, warehouseId, query.parentId);
    if (!found) throw notFound('Equipment');
    return {
      scope: { kind: 'parent', id: query.parentId, name: found.name },
      equipmentIds: found.equipmentIds,
    };
  }
  return null;
}

/** What an answer covers: the subtree, or the whole warehouse by its name. */
export const scopeOf = (subtree: ResolvedSubtree | null, warehouseName: string): AnalyticsScope =>
  subtree?.scope ?? { kind: 'warehouse', id: null, name: warehouseName };
