import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FeedCursor } from './sync-cursor';

export interface FeedEvent {
  tx: string;
  id: number;
  type: string;
  action: string;
  entityId: string;
  data: Record<string, unknown>;
}

/**
 * A page of the change feed for one reader, and the frontier it was read at (ADR 42). Events come
 * in (tx, id) order and only from transactions older than every transaction still running
 * (`tx < xmin` of the snapshot): a transaction that wrote a lower id but commits later is still
 * running, so its events wait for the next read instead of being passed by. Both reads share one
 * repeatable-read snapshot, so the frontier matches the rows. A reader gets its warehouse's events,
 * the organization-wide ones, and those addressed to it; people's events (type `user`) go to every
 * warehouse, since a person moved out of one must leave its copies. Columns are named by table:
 * a bare `order by tx` would sort by the text the select returns, and put 10 before 9.
 */
export async function readFeed(
  db: Database,
  reader: { organizationId: string; warehouseId: string; userId: string },
  after: Pick<FeedCursor, 'tx' | 'id'>,
  limit: number,
): Promise<{ events: FeedEvent[]; xmin: string }> {
  return db.transaction(
    async (tx) => {
      const frontier = await tx.execute<{ xmin: string }>(
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
      );
      const xmin = frontier.rows[0]?.xmin ?? '0';
      const result = await tx.execute<{
        tx: string;
        id: string;
        type: string;
        action: string;
        entity_id: string;
        data: Record<string, unknown>;
      }>(sql`
        select e.tx::text as tx, e.id, e.type, e.action, e.entity_id, e.data
        from outbox_events e
        where (e.tx, e.id) > (${after.tx}::xid8, ${after.id}::bigint)
          and e.tx < ${xmin}::xid8
          and e.organization_id = ${reader.organizationId}::uuid
          and (e.warehouse_id = ${reader.warehouseId}::uuid or e.warehouse_id is null or e.type = 'user')
          and (e.user_ids is null or ${reader.userId}::uuid = any(e.user_ids))
        order by e.tx, e.id
        limit ${limit}`);
      return {
        xmin,
        events: result.rows.map((r) => ({
          tx: r.tx,
          id: Number(r.id),
          type: r.type,
          action: r.action,
          entityId: r.entity_id,
          data: r.data,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Where a new copy's feed starts: after every transaction that has finished by now. */
export async function feedFrontier(db: Database): Promise<string> {
  const result = await db.execute<{ xmin: string }>(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return result.rows[0]?.xmin ?? '0';
}
