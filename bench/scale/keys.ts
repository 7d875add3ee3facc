import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';

const EQUIPMENT_SAMPLE = 2_000;
/** Open orders per warehouse whose notes the invalidating writes change, one after another. */
const TOUCHED = 64;

/** Keys the benchmarks read and write by, drawn at random. */
export type SampleKeys = Awaited<ReturnType<typeof sampleKeys>>;

/**
 * `hotKeys` orders and FO numbers of the big warehouse (the hot reads ask exactly these),
 * equipment to create orders on, and open orders of every warehouse to touch.
 */
export async function sampleKeys(db: Database, warehouseIds: string[], hotKeys: number) {
  const [main] = warehouseIds;
  const column = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ v: string }>(query)).rows.map((r) => r.v);
  return {
    orderIds: await column(sql`select id as v from work_orders
      where warehouse_id = ${main} and deleted_at is null order by random() limit ${hotKeys}`),
    foNumbers: await column(sql`select fo_number as v from work_orders
      where warehouse_id = ${main} and deleted_at is null order by random() limit ${hotKeys}`),
    activeEquipmentIds: await column(sql`select id as v from equipment
      where warehouse_id = ${main} and status = 'active' and deleted_at is null
      order by random() limit ${EQUIPMENT_SAMPLE}`),
    touchedOrderIds: await Promise.all(
      warehouseIds.map((id) =>
        column(sql`select id as v from work_orders
          where warehouse_id = ${id} and status in ('new', 'assigned', 'in_progress') and deleted_at is null
          order by created_at desc limit ${TOUCHED}`),
      ),
    ),
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
