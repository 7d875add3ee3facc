import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type SuggestionRow = {
  part_id: string;
  part_number: string;
  part_name: string;
  stock_level: number;
  reorder_point: number;
  reorder_quantity: number | null;
  max_stock: number | null;
  vendor_id: string | null;
  vendor_name: string | null;
  vendor_part_number: string | null;
  unit_price: string;
  lead_time_days: number | null;
  /** The order key: the preferred vendor's name ('' without one), then the part number. */
  vendor_key: string;
  part_key: string;
};

/**
 * Parts of the warehouse that what is on order (kept by the database, migration 0034) leaves at or
 * below their reorder point: the reorder index's predicate, so the read is of those few rows.
 */
function stillShort(warehouseId: string, vendorId: string | undefined): SQL {
  return sql`p.warehouse_id = ${warehouseId} and p.deleted_at is null
       and p.stock_level + p.on_order <= p.reorder_point
       ${vendorId ? sql`and p.vendor_id = ${vendorId}` : sql``}`;
}

/**
 * The reorder list (issue 27 §2) by preferred vendor and part number.
 */
export async function reorderSuggestions(
  db: Executor,
  warehouseId: string,
  query: { limit: number; vendorId?: string | undefined },
  after: { vendorKey: string; partKey: string; id: string } | undefined,
): Promise<SuggestionRow[]> {
  const keyset = after
    ? sql`and (coalesce(v.name, ''), lower(p.part_number), p.id) > (${after.vendorKey}, ${after.partKey}, ${after.id})`
    : sql``;
  // The page's keys first (the reorder index's rows and the vendors' names), then the rest of
  // those few parts: the vendor's own price is read for the page, not for every short part.
  const result = await db.execute<SuggestionRow>(sql`
    with page as (
      select p.id, v.id as vendor_id, v.name as vendor_name,
             coalesce(v.name, '') as vendor_key, lower(p.part_number) as part_key
        from parts p
        left join vendors v on v.id = p.vendor_id and v.deleted_at is null
       where ${stillShort(warehouseId, query.vendorId)} ${keyset}
       order by coalesce(v.name, ''), lower(p.part_number), p.id
       limit ${query.limit + 1}
    )
    select p.id as part_id, p.part_number, p.name as part_name, p.stock_level, p.reorder_point,
           p.reorder_quantity, p.max_stock, page.vendor_id, page.vendor_name,
           pv.vendor_part_number, coalesce(pv.unit_price, p.unit_cost)::text as unit_price, pv.lead_time_days,
           page.vendor_key, page.part_key
      from page
      join parts p on p.id = page.id
      left join part_vendors pv on pv.part_id = p.id and pv.vendor_id = page.vendor_id
     order by page.vendor_key, page.part_key, p.id`);
  return result.rows;
}

export async function countSuggestions(db: Executor, warehouseId: string, vendorId: string | undefined) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from parts p where ${stillShort(warehouseId, vendorId)}`,
  );
  return result.rows[0]?.n ?? 0;
}
