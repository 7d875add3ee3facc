import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workOrderCounts, workOrders } from '../../db/schema';
import type { ListWorkOrdersQuery } from '../../../shared/schemas/work-orders';
import { listFilter, type WorkOrderFilter } from './work-orders.repository';

/**
 * Live orders of the warehouse with the query's status, priority and type, from the counts the
 * work-order triggers keep (ADR 34): a few dozen rows summed, whatever the warehouse holds.
 */
export async function countFromTallies(
  db: Executor,
  warehouseId: string,
  query: Pick<ListWorkOrdersQuery, 'status' | 'priority' | 'type'>,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${workOrderCounts.n}), 0)::int` })
    .from(workOrderCounts)
    .where(
      and(
        eq(workOrderCounts.warehouseId, warehouseId),
        query.status?.length ? inArray(workOrderCounts.status, query.status) : undefined,
        query.priority?.length ? inArray(workOrderCounts.priority, query.priority) : undefined,
        query.type?.length ? inArray(workOrderCounts.type, query.type) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * How many orders the list's filter matches, counting no further than `limit + 1`: a filter
 * matching half a million orders reads no more index entries than one matching `limit`.
 */
export async function countMatchesUpTo(
  db: Executor,
  warehouseId: string,
  query: WorkOrderFilter,
  now: Date,
  limit: number,
): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(workOrders)
    .where(listFilter(warehouseId, query, now))
    .limit(limit + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}
