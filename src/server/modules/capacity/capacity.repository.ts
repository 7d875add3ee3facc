import { and, asc, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TimeOff, WorkingHours } from '../../../shared/planning/capacity';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../db/sql/uuid-array';
import { timeOff, userWarehouses, users, warehouses } from '../../db/schema';

export type TimeOffRow = typeof timeOff.$inferSelect;

/** A person as their capacity is read and set. */
export interface CapacityPersonRow {
  id: string;
  firstName: string;
  lastName: string;
  active: boolean;
  workingHours: WorkingHours;
}

/**
 * The person, active or not, if they belong to one of these warehouses of the organization;
 * `lock` holds their row until the transaction ends, so a deactivation at the same moment
 * waits for the change (or the change sees it).
 */
export async function findPerson(
  db: Executor,
  organizationId: string,
  warehouseIds: string[],
  id: string,
  lock = false,
): Promise<CapacityPersonRow | undefined> {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
      workingHours: users.workingHours,
    })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, organizationId),
        exists(
          db
            .select({ one: sql`1` })
            .from(userWarehouses)
            .where(
              and(eq(userWarehouses.userId, users.id), inArray(userWarehouses.warehouseId, warehouseIds)),
            ),
        ),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Working hours are not part of the user record an admin edits with If-Match, so setting them
 * leaves its version alone: an admin's open edit of the same person does not turn stale.
 */
export async function updateWorkingHours(db: Executor, id: string, hours: WorkingHours): Promise<void> {
  await db.update(users).set({ workingHours: hours, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The plant's time zone: its days are the days time off and schedules are counted in. */
export async function plantTimezone(db: Executor, warehouseId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: warehouses.timezone })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId));
  return row?.timezone ?? 'UTC';
}

/** The person's time off that reaches into `from`…`to` (open-ended without `to`), earliest first. */
export function listTimeOff(
  db: Executor,
  userId: string,
  window: { from: string; to: string | undefined },
): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(timeOff)
    .where(
      and(
        eq(timeOff.userId, userId),
        gte(timeOff.toDay, window.from),
        window.to === undefined ? undefined : lte(timeOff.fromDay, window.to),
      ),
    )
    .orderBy(asc(timeOff.fromDay), asc(timeOff.toDay), asc(timeOff.createdAt), asc(timeOff.id));
}

export async function insertTimeOff(db: Executor, values: typeof timeOff.$inferInsert): Promise<TimeOffRow> {
  const [row] = await db.insert(timeOff).values(values).returning();
  if (!row) throw new Error('time off insert returned nothing');
  return row;
}

/** Removes the person's entry; undefined when they have no such entry. */
export async function deleteTimeOff(
  db: Executor,
  userId: string,
  id: string,
): Promise<TimeOffRow | undefined> {
  const [row] = await db
    .delete(timeOff)
    .where(and(eq(timeOff.userId, userId), eq(timeOff.id, id)))
    .returning();
  return row;
}

/** What decides whether an assignee can take work on a day: who they are, their week, the plant's zone, their time off. */
export interface ScheduleFacts {
  firstName: string;
  lastName: string;
  workingHours: WorkingHours;
  timezone: string;
  timeOff: (TimeOff & { reason: string })[];
}

/**
 * The facts of one assignee in one plant, in one query: their time off is read for the UTC days
 * `around` a moment, which hold its plant day whatever the plant's zone (the caller picks the day).
 * Undefined when the person is not of the plant's organization.
 */
export async function scheduleFacts(
  db: Executor,
  warehouseId: string,
  userId: string,
  around: { from: string; to: string },
): Promise<ScheduleFacts | undefined> {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      workingHours: users.workingHours,
      timezone: warehouses.timezone,
      off: { from: timeOff.fromDay, to: timeOff.toDay, hours: timeOff.hours, reason: timeOff.reason },
    })
    .from(users)
    .innerJoin(
      warehouses,
      and(eq(warehouses.id, warehouseId), eq(warehouses.organizationId, users.organizationId)),
    )
    .leftJoin(
      timeOff,
      and(eq(timeOff.userId, users.id), lte(timeOff.fromDay, around.to), gte(timeOff.toDay, around.from)),
    )
    .where(eq(users.id, userId))
    .orderBy(asc(timeOff.fromDay), asc(timeOff.createdAt));
  const [first] = rows;
  if (!first) return undefined;
  return {
    firstName: first.firstName,
    lastName: first.lastName,
    workingHours: first.workingHours,
    timezone: first.timezone,
    timeOff: rows.flatMap(({ off }) =>
      off ? [{ ...off, hours: off.hours === null ? null : Number(off.hours) }] : [],
    ),
  };
}

export type CapacityRow = {
  id: string;
  working_hours: WorkingHours;
  time_off: (TimeOff & { reason: string })[];
};

/** People's working hours and their time off that reaches into the plant days [from, to], in one query. */
export async function capacityOf(db: Executor, userIds: readonly string[], from: string, to: string) {
  if (userIds.length === 0) return [];
  const result = await db.execute<CapacityRow>(sql`
    select u.id, u.working_hours, coalesce((
      select json_agg(json_build_object('from', o.from_day, 'to', o.to_day, 'hours', o.hours::float8,
        'reason', o.reason) order by o.from_day, o.created_at)
      from time_off o where o.user_id = u.id and o.to_day >= ${from}::date and o.from_day <= ${to}::date
    ), '[]') as time_off
    from users u where u.id = any(${uuidArray(userIds)})`);
  return result.rows;
}
