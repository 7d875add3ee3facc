import type {
  CreateLocation,
  ListLocationsQuery,
  Location,
  LocationTreeNode,
  UpdateLocation,
} from '../../../shared/schemas/locations';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { flattenTree } from './location-tree';
import { deleteRefusal, moveRefusal } from './location-rules';
import * as repo from './locations.repository';

export function toLocationDto({ row, equipmentCount, childCount }: repo.LocationRecord): Location {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind,
    parentId: row.parentId,
    organizationId: row.organizationId,
    warehouseId: row.warehouseId,
    equipmentCount,
    childCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

const codeTaken = (code: string) =>
  new AppError('CONFLICT', phrase('location.codeTaken', { code }), {
    details: [{ path: 'code', ...phrase('location.codeTakenShort') }],
  });

/**
 * Where equipment stands (issue 24): a tree of locations per warehouse. Every change of the tree
 * runs under the warehouse's tree lock, so checks that read the tree (no cycle, parent exists,
 * nothing left under a deleted node) hold until the change commits.
 */
export function createLocationsService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
}) {
  // Locations belong to the equipment topic: equipment screens show them and refresh with them.
  const event = (actor: AuthContext, action: string, dto: Location) =>
    mutationEvent(
      actor,
      { topic: 'equipment', type: 'location', action, id: dto.id, data: dto },
      clock.now(),
    );

  async function record(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.LocationRecord> {
    const found = await repo.findLocationRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('Location');
    return found;
  }

  async function list(actor: AuthContext, query: ListLocationsQuery) {
    const [rows, total] = await Promise.all([
      repo.listLocations(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countLocations(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.row.name.toLowerCase(), id: r.row.id }));
    return { items: page.items.map(toLocationDto), nextCursor: page.nextCursor, total };
  }

  const get = async (actor: AuthContext, id: string) => toLocationDto(await record(actor, id));

  /** The whole tree, depth-first with siblings by name, with the equipment of every subtree. */
  async function tree(actor: AuthContext): Promise<LocationTreeNode[]> {
    const records = await repo.allLocations(db, actor.warehouseId);
    return flattenTree(
      records.map((r) => ({
        id: r.row.id,
        name: r.row.name,
        parentId: r.row.parentId,
        equipmentCount: r.equipmentCount,
        value: toLocationDto(r),
      })),
    );
  }

  async function parentOf(actor: AuthContext, parentId: string, tx: Executor) {
    const parent = await repo.findLocation(tx, actor.warehouseId, parentId);
    if (!parent) throw notFound('Parent location');
    return parent;
  }

  async function ensureCodeFree(actor: AuthContext, code: string, tx: Executor) {
    if (await repo.findLocationByCode(tx, actor.warehouseId, code)) throw codeTaken(code);
  }

  async function create(actor: AuthContext, input: CreateLocation): Promise<Location> {
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        await repo.lockLocationTree(tx, actor.warehouseId);
        if (input.parentId) await parentOf(actor, input.parentId, tx);
        await ensureCodeFree(actor, input.code, tx);
        const row = await repo.insertLocation(tx, {
          ...input,
          parentId: input.parentId ?? null,
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await recordAudit(tx, actor, { entityType: 'location', entityId: row.id, action: 'created' });
        const dto = toLocationDto({ row, equipmentCount: 0, childCount: 0 });
        outbox.push(event(actor, 'created', dto));
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(input.code);
      throw error;
    }
  }

  /** A rename, a new code or kind, or a move (`parentId`), never into its own subtree. */
  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateLocation,
    expected?: number,
  ): Promise<Location> {
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        await repo.lockLocationTree(tx, actor.warehouseId);
        const before = await record(actor, id, tx);
        if (expected !== undefined && before.row.version !== expected)
          throw versionConflict(toLocationDto(before));
        if (input.code && input.code.toLowerCase() !== before.row.code.toLowerCase()) {
          await ensureCodeFree(actor, input.code, tx);
        }
        if (input.parentId && input.parentId !== before.row.parentId) {
          const parent = await parentOf(actor, input.parentId, tx);
          const refusal = moveRefusal(before.row, await repo.ancestorsOf(tx, actor.warehouseId, parent.id));
          if (refusal) throw conflict(refusal);
        }
        const row = await repo.updateLocationRow(
          tx,
          actor.warehouseId,
          id,
          { ...input, updatedBy: actor.userId },
          expected,
        );
        if (!row) throw versionConflict(toLocationDto(before));
        await recordAudit(tx, actor, {
          entityType: 'location',
          entityId: id,
          action: 'updated',
          changes: diffFields(before.row, input),
        });
        const dto = toLocationDto(await record(actor, id, tx));
        outbox.push(event(actor, 'updated', dto));
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(input.code ?? '');
      throw error;
    }
  }

  /** Deleted only while empty: no live equipment placed there and no location under it. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      await repo.lockLocationTree(tx, actor.warehouseId);
      // Locked for update first, so equipment being placed here commits before the count (or fails after).
      const row = await repo.findLocation(tx, actor.warehouseId, id, 'update');
      if (!row) throw notFound('Location');
      if (expected !== undefined && row.version !== expected) {
        throw versionConflict(toLocationDto(await record(actor, id, tx)));
      }
      const refusal = deleteRefusal(row, await repo.holdingsOf(tx, id));
      if (refusal) throw conflict(refusal);
      await repo.deleteLocationRow(tx, id);
      await recordAudit(tx, actor, { entityType: 'location', entityId: id, action: 'deleted' });
      outbox.push(event(actor, 'deleted', toLocationDto({ row, equipmentCount: 0, childCount: 0 })));
    });
  }

  /**
   * For equipment: the location if it is the warehouse's, held (key share) until the transaction
   * ends so a concurrent delete of it waits and then finds it occupied.
   */
  const findForPlacement = (warehouseId: string, id: string, tx: Executor) =>
    repo.findLocation(tx, warehouseId, id, 'share');

  /** For breadcrumbs: the location and those above it, from the top down. */
  const pathTo = async (warehouseId: string, id: string, tx: Executor = db) =>
    (await repo.ancestorsOf(tx, warehouseId, id)).reverse();

  /** For a CSV import (issue 28 §4): the warehouse's location ids by lower-case code. */
  const idsByCode = async (warehouseId: string, tx: Executor = db) =>
    new Map((await repo.allLocations(tx, warehouseId)).map((r) => [r.row.code.toLowerCase(), r.row.id]));

  return { list, get, tree, create, update, remove, findForPlacement, pathTo, idsByCode };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
