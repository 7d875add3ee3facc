import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client';

/**
 * Deletes at most `limit` rows of `table` matching `where`, first by `orderBy` (the column an
 * index keeps in that order, so the batch is found without reading the rows kept), in one short
 * statement a pruning job repeats (issue 14 §4). The rows go by their physical address, so no
 * second index lookup. Returns how many went.
 */
export async function deleteBatch(
  db: Executor,
  batch: { table: string; where: SQL; orderBy: string; limit: number },
): Promise<number> {
  const table = sql.identifier(batch.table);
  const result = await db.execute(sql`
    delete from ${table} where ctid = any(array(
      select ctid from ${table} where ${batch.where}
      order by ${sql.identifier(batch.orderBy)}
      limit ${batch.limit}))`);
  return result.rowCount ?? 0;
}
