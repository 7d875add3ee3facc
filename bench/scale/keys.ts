import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';

const SAMPLE = 2_000;

/** Keys the benchmarks read and write by, drawn at random from the big warehouse. */
export type SampleKeys = Awaited<ReturnType<typeof sampleKeys>>;

export async function sampleKeys(db: Database, warehouseId: string) {
  const column = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ v: string }>(query)).rows.map((r) => r.v);
  return {
    orderIds: await column(sql`select id as v from work_orders
      where warehouse_id = ${warehouseId} and deleted_at is null order by random() limit ${SAMPLE}`),
    assetTags: await column(sql`select asset_tag as v from equipment
      where warehouse_id = ${warehouseId} and deleted_at is null order by random() limit ${SAMPLE}`),
    activeEquipmentIds: await column(sql`select id as v from equipment
      where warehouse_id = ${warehouseId} and status = 'active' and deleted_at is null order by random() limit ${SAMPLE}`),
    // Orders in progress whose notes the invalidating writes change, one after another.
    touchedOrderIds: await column(sql`select id as v from work_orders
      where warehouse_id = ${warehouseId} and status = 'in_progress' and deleted_at is null
      order by created_at desc limit 64`),
  };
}

export async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(url, { poolSize: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
