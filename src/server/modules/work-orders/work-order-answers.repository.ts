import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workOrders } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { WorkOrder } from '../../../shared/schemas/work-orders';
import { listOrder, listWhere, SORTS, type WorkOrderFilter } from './work-orders.repository';

/**
 * The reads every screen polls (the list, its searches and filters, an order by id) with rows
 * that PostgreSQL shapes as the answer is: the response's field names and JSON types, times as
 * ISO 8601 text, names and codes looked up. `pg` hands them over as they are and the route's
 * compiled serializer writes them: no mapping layer builds a row object and a DTO per order,
 * and no time is parsed into a `Date` to be printed again (issue 30 §2: a third of the main
 * thread's time on a cold list page). `toWorkOrderDto` keeps the same contract for the writes,
 * which read one order through drizzle; a test holds the two to the same answer.
 */

/** `Date#toISOString()` in SQL (`iso_utc`, migration 0041): the times stored are within years 1900–9999, milliseconds truncated as `Date` does. */
const iso = (column: string) => `iso_utc(${column})`;

/** The value of the row a reference points at, as a scalar subquery (ADR 34: cheaper than outer joins). */
const lookup = (value: string, table: string, reference: string) =>
  `(select ${value} from ${table} x where x.id = work_orders.${reference})`;

/** A close-out code's field, looked up only on the orders that carry one (few do). */
const closeOut = (field: 'code' | 'label', column: string) =>
  `case when work_orders.${column} is not null then ${lookup(field, 'close_out_codes', column)} end`;

const fullName = `x.first_name || ' ' || x.last_name`;

const ANSWER_COLUMNS = sql.raw(
  [
    `work_orders.id`,
    `work_orders.fo_number as "foNumber"`,
    `work_orders.type`,
    `work_orders.description`,
    `work_orders.area`,
    `work_orders.asset_model as "assetModel"`,
    `work_orders.priority`,
    `work_orders.status`,
    `work_orders.equipment_id as "equipmentId"`,
    `${lookup('x.asset_tag', 'equipment', 'equipment_id')} as "equipmentAssetTag"`,
    `${lookup('coalesce(x.description, x.name)', 'equipment', 'equipment_id')} as "equipmentDescription"`,
    `work_orders.assigned_to as "assignedTo"`,
    `${lookup(fullName, 'users', 'assigned_to')} as "assigneeName"`,
    `work_orders.requested_by as "requestedBy"`,
    `${lookup(fullName, 'users', 'requested_by')} as "requesterName"`,
    `work_orders.vendor_id as "vendorId"`,
    `${lookup('x.name', 'vendors', 'vendor_id')} as "vendorName"`,
    `work_orders.warehouse_id as "warehouseId"`,
    `${iso('work_orders.due_date')} as "dueDate"`,
    `work_orders.estimated_hours::float8 as "estimatedHours"`,
    `${iso('work_orders.scheduled_start')} as "scheduledStart"`,
    // The hours planned: as scheduled, else the estimate.
    `coalesce(work_orders.scheduled_hours, work_orders.estimated_hours)::float8 as "scheduledHours"`,
    // isLateAsPlanned, at the millisecond precision it compares `Date`s with.
    `coalesce(date_trunc('milliseconds', work_orders.scheduled_start) > date_trunc('milliseconds', work_orders.due_date), false) as "lateAsPlanned"`,
    `work_orders.notes`,
    `work_orders.escalated`,
    `work_orders.escalation_level as "escalationLevel"`,
    `work_orders.follow_up as "followUp"`,
    `work_orders.parent_work_order_id as "parentWorkOrderId"`,
    `work_orders.pm_template_id as "pmTemplateId"`,
    `${lookup(`json_build_object('id', x.procedure_id, 'versionId', x.id, 'name', x.name, 'version', x.number)`, 'procedure_versions', 'procedure_version_id')} as "procedure"`,
    `work_orders.flagged`,
    // The service keeps one code of each kind in its kind's column.
    `${closeOut('code', 'problem_code_id')} as "problemCode"`,
    `${closeOut('label', 'problem_code_id')} as "problemLabel"`,
    `${closeOut('code', 'cause_code_id')} as "causeCode"`,
    `${closeOut('label', 'cause_code_id')} as "causeLabel"`,
    `${closeOut('code', 'remedy_code_id')} as "remedyCode"`,
    `${closeOut('label', 'remedy_code_id')} as "remedyLabel"`,
    `work_orders.completion_note as "completionNote"`,
    `${iso('work_orders.started_at')} as "startedAt"`,
    `${iso('work_orders.completed_at')} as "completedAt"`,
    `work_orders.verified_by as "verifiedBy"`,
    `${iso('work_orders.verified_at')} as "verifiedAt"`,
    `work_orders.satisfaction_rating as "satisfactionRating"`,
    `${iso('work_orders.closed_at')} as "closedAt"`,
    `${iso('work_orders.created_at')} as "createdAt"`,
    `${iso('work_orders.updated_at')} as "updatedAt"`,
    `work_orders.version`,
  ].join(', '),
);

/** A listed order as the API answers it, with the position its page's cursor continues from. */
export type ListedAnswer = WorkOrder & { sortKey: string };

/** A page of the list (one more row than `limit`, to tell whether another page follows). */
export async function listWorkOrderAnswers(
  db: Executor,
  warehouseId: string,
  query: WorkOrderFilter,
  cursor: KeysetCursor | undefined,
  now: Date,
): Promise<ListedAnswer[]> {
  const sort = SORTS[query.sort];
  const result = await db.execute<ListedAnswer>(
    sql`select ${ANSWER_COLUMNS}, (${sort.key})::text as "sortKey" from ${workOrders}
      where ${listWhere(warehouseId, query, cursor, now)}
      order by ${sql.join(listOrder(sort), sql`, `)} limit ${query.limit + 1}`,
  );
  return result.rows;
}

/** An order of the warehouse as the API answers it, or undefined (none, deleted, or another warehouse's). */
export async function findWorkOrderAnswer(
  db: Executor,
  warehouseId: string,
  id: string,
): Promise<WorkOrder | undefined> {
  const condition: SQL | undefined = and(
    eq(workOrders.id, id),
    eq(workOrders.warehouseId, warehouseId),
    isNull(workOrders.deletedAt),
  );
  const result = await db.execute<WorkOrder>(
    sql`select ${ANSWER_COLUMNS} from ${workOrders} where ${condition}`,
  );
  return result.rows[0];
}
