import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { locationSubtreeIds } from '../../db/sql/location-subtree';
import { inRangeOrder, rangeCondition, type ReplicaRange } from '../../db/sql/replica-range';
import { auditLog, equipment, equipmentCounts, users, workOrders } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListEquipmentQuery } from '../../../shared/schemas/equipment';

export type EquipmentRow = typeof equipment.$inferSelect;

/** The expression the trigram index covers: searches must use it as written. */
const searchText = sql`(${equipment.assetTag} || ' ' || ${equipment.model} || ' ' || coalesce(${equipment.description}, ''))`;
const tagKey = sql`lower(${equipment.assetTag})`;

type EquipmentFilter = Omit<ListEquipmentQuery, 'limit' | 'cursor'>;

/** At the location, or with `includeDescendants` anywhere under it (the subtree's ids, read once). */
function locationFilter(warehouseId: string, query: EquipmentFilter): SQL | undefined {
  if (!query.locationId) return undefined;
  return query.includeDescendants
    ? sql`${equipment.locationId} = any(${locationSubtreeIds(warehouseId, query.locationId)})`
    : eq(equipment.locationId, query.locationId);
}

function parentFilter(query: EquipmentFilter): SQL | undefined {
  if (query.parentId) return eq(equipment.parentId, query.parentId);
  if (query.root === undefined) return undefined;
  return query.root ? isNull(equipment.parentId) : isNotNull(equipment.parentId);
}

/** Whether the list is filtered by place in a tree, which the status tallies cannot count. */
const isTreeFiltered = (query: EquipmentFilter) =>
  Boolean(query.locationId || query.parentId || query.root !== undefined);

function listFilter(warehouseId: string, query: EquipmentFilter): SQL | undefined {
  return and(
    eq(equipment.warehouseId, warehouseId),
    isNull(equipment.deletedAt),
    locationFilter(warehouseId, query),
    parentFilter(query),
    query.q ? sql`${searchText} ilike ${likePattern(query.q)}` : undefined,
    query.status?.length ? inArray(equipment.status, query.status) : undefined,
    query.criticality?.length ? inArray(equipment.criticality, query.criticality) : undefined,
  );
}

/** Sorted by asset tag (case-insensitive), keyset-paged. */
export async function listEquipment(
  db: Executor,
  warehouseId: string,
  query: ListEquipmentQuery,
  cursor: KeysetCursor | undefined,
): Promise<EquipmentRow[]> {
  return db
    .select()
    .from(equipment)
    .where(
      and(
        listFilter(warehouseId, query),
        cursor
          ? or(gt(tagKey, String(cursor.v)), and(eq(tagKey, String(cursor.v)), gt(equipment.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(tagKey), asc(equipment.id))
    .limit(query.limit + 1);
}

/**
 * The list's total. By status and criticality it is the sum of the counts the equipment triggers
 * keep (ADR 34), whatever the warehouse holds; a search or a place in a tree counts its matches.
 */
export async function countEquipment(
  db: Executor,
  warehouseId: string,
  query: ListEquipmentQuery,
): Promise<number> {
  if (!query.q && !isTreeFiltered(query)) {
    const [tallied] = await db
      .select({ n: sql<number>`coalesce(sum(${equipmentCounts.n}), 0)::int` })
      .from(equipmentCounts)
      .where(
        and(
          eq(equipmentCounts.warehouseId, warehouseId),
          query.status?.length ? inArray(equipmentCounts.status, query.status) : undefined,
          query.criticality?.length ? inArray(equipmentCounts.criticality, query.criticality) : undefined,
        ),
      );
    return tallied?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(equipment)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

/**
 * The ids of the warehouse's equipment at the location, or anywhere under it; deleted equipment
 * too, whose orders stay where they were done.
 */
export async function equipmentIdsAt(
  db: Executor,
  warehouseId: string,
  locationId: string,
  includeDescendants: boolean,
): Promise<string[]> {
  const rows = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      and(
        eq(equipment.warehouseId, warehouseId),
        locationFilter(warehouseId, { locationId, includeDescendants }),
      ),
    );
  return rows.map((r) => r.id);
}

/** The warehouse's live equipment of a range, for the device's copy (ADR 42). */
export async function equipmentInRange(db: Executor, warehouseId: string, range: ReplicaRange) {
  const query = db
    .select()
    .from(equipment)
    .where(
      and(
        eq(equipment.warehouseId, warehouseId),
        isNull(equipment.deletedAt),
        rangeCondition(equipment.id, range),
      ),
    )
    .$dynamic();
  return inRangeOrder(query, equipment.id, range);
}

export async function findEquipment(
  db: Executor,
  warehouseId: string,
  id: string,
): Promise<EquipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(eq(equipment.id, id), eq(equipment.warehouseId, warehouseId), isNull(equipment.deletedAt)));
  return row;
}

export async function findEquipmentByTag(db: Executor, warehouseId: string, assetTag: string) {
  const [row] = await db
    .select()
    .from(equipment)
    .where(
      and(
        eq(equipment.warehouseId, warehouseId),
        isNull(equipment.deletedAt),
        eq(tagKey, assetTag.toLowerCase()),
      ),
    );
  return row;
}

export async function insertEquipment(
  db: Executor,
  values: typeof equipment.$inferInsert,
): Promise<EquipmentRow> {
  const [row] = await db.insert(equipment).values(values).returning();
  if (!row) throw new Error('Equipment insert returned nothing');
  return row;
}

/** Applies changes at the expected version (any version when undefined); undefined when stale or gone. */
export async function updateEquipmentRow(
  db: Executor,
  warehouseId: string,
  id: string,
  changes: Partial<typeof equipment.$inferInsert>,
  expectedVersion: number | undefined,
): Promise<EquipmentRow | undefined> {
  const [row] = await db
    .update(equipment)
    .set({ ...changes, version: sql`${equipment.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(equipment.id, id),
        eq(equipment.warehouseId, warehouseId),
        isNull(equipment.deletedAt),
        expectedVersion === undefined ? undefined : eq(equipment.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** The equipment's work orders and its own audit rows, for its timeline. */
export async function equipmentTimelineSources(db: Executor, id: string, limit: number) {
  const [orders, changes] = await Promise.all([
    db
      .select({
        id: workOrders.id,
        foNumber: workOrders.foNumber,
        description: workOrders.description,
        type: workOrders.type,
        status: workOrders.status,
        createdAt: workOrders.createdAt,
        completedAt: workOrders.completedAt,
        requestedBy: workOrders.requestedBy,
        requesterName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(workOrders)
      .leftJoin(users, eq(users.id, workOrders.requestedBy))
      .where(and(eq(workOrders.equipmentId, id), isNull(workOrders.deletedAt)))
      .orderBy(desc(workOrders.createdAt))
      .limit(limit),
    db
      .select({
        action: auditLog.action,
        changes: auditLog.changes,
        createdAt: auditLog.createdAt,
        userId: auditLog.userId,
        userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(and(eq(auditLog.entityType, 'equipment'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(limit),
  ]);
  return { orders, changes };
}
