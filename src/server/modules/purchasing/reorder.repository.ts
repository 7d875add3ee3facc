import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { OPEN_ORDER_STATUSES } from './open-orders';

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

const openStatuses = sql.join(
  OPEN_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Parts of the warehouse at or below their reorder point that what is on order leaves there. */
function stillShort(warehouseId: string, vendorId: string | undefined): SQL {
  return sql`p.warehouse_id = ${warehouseId} and p.deleted_at is null and p.stock_level <= p.reorder_point
       and p.stock_level + (
             select coalesce(sum(greatest(l.quantity - l.received_quantity, 0)), 0)
               from purchase_order_lines l
               join purchase_orders o on o.id = l.purchase_order_id
              where l.part_id = p.id and o.deleted_at is null and o.status in (${openStatuses})
           ) <= p.reorder_point
       ${vendorId ? sql`and p.vendor_id = ${vendorId}` : sql``}`;
}

/**
 * The reorder list (issue 27 §2) by preferred vendor and part number. Reads the reorder index's
 * few rows and probes each part's open lines by part.
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
  const result = await db.execute<SuggestionRow>(sql`
    select p.id as part_id, p.part_number, p.name as part_name, p.stock_level, p.reorder_point,
           p.reorder_quantity, p.max_stock, v.id as vendor_id, v.name as vendor_name,
           pv.vendor_part_number, coalesce(pv.unit_price, p.unit_cost)::text as unit_price, pv.lead_time_days,
           coalesce(v.name, '') as vendor_key, lower(p.part_number) as part_key
      from parts p
      left join vendors v on v.id = p.vendor_id and v.deleted_at is null
      left join part_vendors pv on pv.part_id = p.id and pv.vendor_id = v.id
     where ${stillShort(warehouseId, query.vendorId)} ${keyset}
     order by coalesce(v.name, ''), lower(p.part_number), p.id
     limit ${query.limit + 1}`);
  return result.rows;
}

export async function countSuggestions(db: Executor, warehouseId: string, vendorId: string | undefined) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from parts p where ${stillShort(warehouseId, vendorId)}`,
  );
  return result.rows[0]?.n ?? 0;
}
