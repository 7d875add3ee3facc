import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { closeOutCodes } from './close-out';
import { id, occurredClaim, orderFacts, timestamps, tz, version } from './columns';
import { priorityEnum, workOrderStatusEnum, workOrderTypeEnum } from './enums';
import { equipment } from './equipment';
import { organizations, warehouses } from './organizations';
import { pmTemplates } from './pm';
import { procedureVersions } from './procedures';
import { users } from './users';
import { vendors } from './vendors';
import { OPEN_STATUS_SQL } from '../sql/open-statuses';

export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    foNumber: text().notNull(),
    type: workOrderTypeEnum().notNull().default('corrective'),
    description: text().notNull(),
    area: text(),
    assetModel: text(),
    priority: priorityEnum().notNull().default('medium'),
    status: workOrderStatusEnum().notNull().default('new'),
    equipmentId: uuid().references(() => equipment.id),
    assignedTo: uuid().references(() => users.id),
    requestedBy: uuid().references(() => users.id),
    dueDate: tz(),
    estimatedHours: numeric({ precision: 8, scale: 2 }),
    /** When the planner has the work done (issue 26): planning, apart from the due date's promise. */
    scheduledStart: tz(),
    /** The hours planned for it; null: the estimate. */
    scheduledHours: numeric({ precision: 8, scale: 2 }),
    notes: text(),
    escalated: boolean().notNull().default(false),
    escalationLevel: integer().notNull().default(0),
    escalatedAt: tz(),
    followUp: boolean().notNull().default(false),
    /** The order a follow-up was raised from (a failed checklist item). */
    parentWorkOrderId: uuid(),
    /** A contractor (or supplier) doing the job, when it is not done in-house. */
    vendorId: uuid().references(() => vendors.id),
    /** Set on preventive orders the PM scheduler generated. */
    pmTemplateId: uuid().references(() => pmTemplates.id),
    /** The procedure version the order was issued with (issue 25); its steps are the order's checklist rows. */
    procedureVersionId: uuid().references(() => procedureVersions.id),
    /** A step's answer flagged the order for a planner's attention (issue 25 §1). */
    flagged: boolean().notNull().default(false),
    /**
     * The close-out of its last completion (issue 25 §8, ADR 56): codes of the organization's
     * list, one of each kind (the service checks the kind), and what the technician wrote.
     */
    problemCodeId: uuid().references(() => closeOutCodes.id),
    causeCodeId: uuid().references(() => closeOutCodes.id),
    remedyCodeId: uuid().references(() => closeOutCodes.id),
    completionNote: text(),
    startedAt: tz(),
    completedAt: tz(),
    verifiedBy: uuid().references(() => users.id),
    verifiedAt: tz(),
    /** 1–5: how the requester's need was met, given by the supervisor who verified it. */
    satisfactionRating: smallint(),
    closedAt: tz(),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [
    uniqueIndex().on(t.warehouseId, t.foNumber),
    /** Byte order, so one year's numbers (WO-2026-…) are a range whatever the database's collation. */
    index('work_orders_fo_number_bytes_idx').on(t.warehouseId, sql`(${t.foNumber} collate "C")`),
    // Partial on live rows and carrying status, so lists page by index and counts are index-only.
    index('work_orders_live_created_idx')
      .on(t.warehouseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null`),
    index('work_orders_live_completed_idx')
      .on(t.warehouseId, t.completedAt)
      .where(sql`${t.deletedAt} is null`),
    // One per list sort, and for the open orders, which are too few to find by walking another
    // (ADR 34). Each ends in status: a one-status filter is checked in the index, not the row.
    index('work_orders_live_due_idx')
      .on(t.warehouseId, sql`(coalesce(${t.dueDate}, 'infinity'::timestamptz))`, t.id, t.status)
      .where(sql`${t.deletedAt} is null`),
    // The open orders are a few percent of a plant's history, and PostgreSQL before 17 cannot
    // walk one index in order for a list of statuses: the open list gets partial indexes of its own.
    /**
     * Open orders by due date: My Work, Upcoming Maintenance, the overdue filter. Carries what
     * their counts filter on, so those read the index alone (drizzle has no INCLUDE).
     */
    index('work_orders_open_due_idx')
      .on(
        t.warehouseId,
        sql`(coalesce(${t.dueDate}, 'infinity'::timestamptz))`,
        t.id,
        t.status,
        t.dueDate,
        t.assignedTo,
        t.type,
      )
      .where(sql`${t.deletedAt} is null and ${t.status} in ${OPEN_STATUS_SQL}`),
    index('work_orders_open_created_idx')
      .on(t.warehouseId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null and ${t.status} in ${OPEN_STATUS_SQL}`),
    index('work_orders_open_priority_idx')
      .on(t.warehouseId, t.priority.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null and ${t.status} in ${OPEN_STATUS_SQL}`),
    index('work_orders_live_priority_idx')
      .on(t.warehouseId, t.priority.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null`),
    index('work_orders_live_updated_idx')
      .on(t.warehouseId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null`),
    index('work_orders_live_assignee_idx')
      .on(t.warehouseId, t.assignedTo, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status)
      .where(sql`${t.deletedAt} is null`),
    // The planning board's week (issue 26): scheduled orders of a plant by start.
    index('work_orders_scheduled_idx')
      .on(t.warehouseId, t.scheduledStart)
      .where(sql`${t.scheduledStart} is not null and ${t.deletedAt} is null`),
    index().on(t.warehouseId, t.type, t.dueDate),
    index().on(t.warehouseId, t.dueDate),
    index().on(t.vendorId),
    /** The last completion per template and equipment: where the PM scheduler counts from. */
    index('work_orders_pm_completed_idx')
      .on(t.pmTemplateId, t.equipmentId, t.completedAt)
      .where(sql`${t.pmTemplateId} is not null and ${t.deletedAt} is null`),
    index().on(t.equipmentId, t.createdAt.desc().nullsFirst()),
    // PM compliance (ADR 36): the partial days at a window's edges and the per-equipment rates
    // of a year, read from the index alone; one equipment's preventive history; the open,
    // uncompleted PMs behind the Overdue filter.
    index('work_orders_pm_due_idx')
      .on(t.warehouseId, t.dueDate, t.equipmentId, t.completedAt)
      .where(sql`${t.type} = 'preventive' and ${t.deletedAt} is null`),
    index('work_orders_pm_equipment_idx')
      .on(t.equipmentId, t.warehouseId, t.dueDate, t.completedAt, t.status)
      .where(sql`${t.type} = 'preventive' and ${t.deletedAt} is null`),
    index('work_orders_pm_uncompleted_idx')
      .on(t.warehouseId, t.dueDate, t.equipmentId)
      .where(sql`${t.type} = 'preventive' and ${t.deletedAt} is null and ${t.completedAt} is null`),
    /** At most one open preventive order per template and equipment: the scheduler's no-duplicate rule. */
    uniqueIndex('work_orders_open_pm_idx')
      .on(t.pmTemplateId, t.equipmentId)
      .where(
        sql`${t.pmTemplateId} is not null and ${t.deletedAt} is null and ${t.status} in ${OPEN_STATUS_SQL}`,
      ),
    check(
      'work_orders_satisfaction_rating_range',
      sql`${t.satisfactionRating} is null or ${t.satisfactionRating} between 1 and 5`,
    ),
    index('work_orders_search_trgm_idx').using(
      'gin',
      sql`(${t.foNumber} || ' ' || ${t.description} || ' ' || coalesce(${t.assetModel}, '')) gin_trgm_ops`,
    ),
  ],
);

export const workOrderStatusHistory = pgTable(
  'work_order_status_history',
  {
    id: id(),
    workOrderId: uuid()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    fromStatus: workOrderStatusEnum(),
    toStatus: workOrderStatusEnum().notNull(),
    changedBy: uuid().references(() => users.id),
    /** When the status changed: the time of an offline action (Occurred-At) when it could be used. */
    changedAt: tz().notNull().defaultNow(),
    note: text(),
    /** When the change reached the server, for a request that said when it happened; null: at changedAt. */
    recordedAt: tz(),
    ...occurredClaim(),
  },
  (t) => [index().on(t.workOrderId, t.changedAt)],
);

export const laborEntries = pgTable(
  'labor_entries',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    workOrderId: uuid()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    startedAt: tz().notNull(),
    endedAt: tz(),
    /** Entered directly, or computed when a running timer stops. */
    minutes: integer(),
    note: text(),
    ...timestamps(),
    ...orderFacts(),
    version: version(),
  },
  (t) => [
    index().on(t.workOrderId),
    index().on(t.userId, t.endedAt),
    /** Labour cost over a period (analytics). */
    index().on(t.warehouseId, t.startedAt),
  ],
);

/**
 * Where each warehouse's automatic FO numbering stands per year: every number up to
 * `lastSequence` is taken (ADR 24). Numbers typed by hand never move it past a gap, so one
 * far-ahead number cannot exhaust or break the sequence.
 */
export const foSequences = pgTable(
  'fo_sequences',
  {
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    year: integer().notNull(),
    lastSequence: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.year] })],
);

/**
 * What the escalation job's batches escalated and nobody has been told yet, per warehouse and
 * level (issue 30 §5): each batch adds to it in its own transaction, and the run's digest tells
 * each planner once and empties it in one more. A run that stops after some batches leaves their
 * tally here, so the next run's digest still tells of them, once.
 */
export const escalationTallies = pgTable(
  'escalation_tallies',
  {
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    level: smallint().notNull(),
    orders: integer().notNull(),
    /** Of them, critical-priority orders: the digest is critical when one is (or reached the top level). */
    critical: integer().notNull(),
    /** One order of the tally: the notice of a planner with a single escalation names it. */
    lastWorkOrderId: uuid().notNull(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.level] })],
);
