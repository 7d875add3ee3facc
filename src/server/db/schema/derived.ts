import { date, integer, pgSchema, primaryKey, uuid } from 'drizzle-orm/pg-core';
import {
  criticalityEnum,
  equipmentStatusEnum,
  priorityEnum,
  workOrderStatusEnum,
  workOrderTypeEnum,
} from './enums';

/**
 * Figures derived from the tables of `public`, kept exact by statement triggers on them
 * (migration 0015, ADR 34), so a list total or a dashboard figure never counts a million rows.
 * A schema of their own because a backup holds `public` only: a restore loads the rows and the
 * triggers count them again, instead of restoring counts that would then be counted twice.
 */
export const derived = pgSchema('derived');

/**
 * Live work orders per warehouse, status, priority and type: the list's total for any filter on
 * those three. A key's count may be spread over shards, which readers sum: a writer adds to a
 * shard no other transaction holds, or opens one of its own, so concurrent writers never queue
 * on one row (migration 0015).
 */
export const workOrderCounts = derived.table(
  'work_order_counts',
  {
    warehouseId: uuid().notNull(),
    status: workOrderStatusEnum().notNull(),
    priority: priorityEnum().notNull(),
    type: workOrderTypeEnum().notNull(),
    shard: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.status, t.priority, t.type, t.shard] })],
);

/**
 * Live work orders per warehouse and UTC day: created that day (and of those, still open), and
 * completed that day. The dashboard sums whole days and counts the part-day at a period's start
 * from the index.
 */
export const workOrderDayCounts = derived.table(
  'work_order_day_counts',
  {
    warehouseId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    shard: integer().notNull(),
    created: integer().notNull(),
    createdOpen: integer().notNull(),
    completed: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.day, t.shard] })],
);

/** Live equipment per warehouse, status and criticality (sharded alike): the equipment list's total and the dashboard's. */
export const equipmentCounts = derived.table(
  'equipment_counts',
  {
    warehouseId: uuid().notNull(),
    status: equipmentStatusEnum().notNull(),
    criticality: criticalityEnum().notNull(),
    shard: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.status, t.criticality, t.shard] })],
);

/**
 * Live work orders and live downtime records per equipment and warehouse: whether an equipment
 * has history, without counting its past (migration 0040, ADR 73).
 */
export const equipmentHistory = derived.table(
  'equipment_history',
  {
    equipmentId: uuid().notNull(),
    warehouseId: uuid().notNull(),
    orders: integer().notNull(),
    stops: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.equipmentId, t.warehouseId] })],
);
