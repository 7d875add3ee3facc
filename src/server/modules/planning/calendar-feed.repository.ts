import { eq, sql } from 'drizzle-orm';
import type { Priority, WorkOrderStatus } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { calendarFeedTokens } from '../../db/schema';

/** Issues the person's feed token (its hash), replacing the one they had. */
export async function replaceFeedToken(
  db: Executor,
  values: { userId: string; tokenHash: string; createdBy: string; createdAt: Date },
) {
  const [row] = await db
    .insert(calendarFeedTokens)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { tokenHash: values.tokenHash, createdBy: values.createdBy, createdAt: values.createdAt },
    })
    .returning({ createdAt: calendarFeedTokens.createdAt });
  if (!row) throw new Error('calendar feed token upsert returned nothing');
  return row;
}

export async function findFeedToken(db: Executor, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row;
}

/** Revokes the person's feed; undefined when they had none. */
export async function deleteFeedToken(db: Executor, userId: string) {
  const [row] = await db
    .delete(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .returning({ createdAt: calendarFeedTokens.createdAt });
  return row;
}

/** The owner of a feed as the public file reads it: an active person with a token. */
export async function feedOwner(db: Executor, userId: string) {
  const result = await db.execute<{ first_name: string; last_name: string; token_hash: string }>(sql`
    select u.first_name, u.last_name, t.token_hash
    from users u join calendar_feed_tokens t on t.user_id = u.id
    where u.id = ${userId} and u.active`);
  return result.rows[0];
}

export type FeedOrderRow = {
  id: string;
  fo_number: string;
  description: string;
  priority: Priority;
  status: WorkOrderStatus;
  /** Timestamps come as PostgreSQL prints them: raw SQL rows are not mapped by drizzle. */
  due_date: string | null;
  scheduled_start: string;
  hours: number;
  asset: string | null;
  timezone: string;
};

/**
 * The person's live orders scheduled to start in [from, to), in every plant they still work in
 * (an order of a plant they left is no business of their calendar any more). One range of the
 * scheduled-orders index per plant.
 */
export async function feedOrders(db: Executor, userId: string, from: Date, to: Date) {
  const result = await db.execute<FeedOrderRow>(sql`
    select w.id, w.fo_number, w.description, w.priority::text as priority, w.status::text as status,
      w.due_date, w.scheduled_start, coalesce(w.scheduled_hours, w.estimated_hours, 1)::float8 as hours,
      coalesce((select e.name from equipment e where e.id = w.equipment_id), w.asset_model) as asset,
      wh.timezone
    from work_orders w join warehouses wh on wh.id = w.warehouse_id
    where w.warehouse_id = any(array(select uw.warehouse_id from user_warehouses uw where uw.user_id = ${userId}))
      and w.assigned_to = ${userId} and w.deleted_at is null and w.scheduled_start is not null
      and w.scheduled_start >= ${from.toISOString()}::timestamptz
      and w.scheduled_start < ${to.toISOString()}::timestamptz
    order by w.scheduled_start, w.id`);
  return result.rows;
}
