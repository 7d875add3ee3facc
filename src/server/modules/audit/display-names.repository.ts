import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** One query over every table a recorded change may name by id: id → the name a person reads. */
export async function findDisplayNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const result = await db.execute<{ id: string; name: string }>(sql`
    select id::text, first_name || ' ' || last_name as name from users where id = any(${list})
    union all select id::text, asset_tag || ' — ' || name from equipment where id = any(${list})
    union all select id::text, fo_number from work_orders where id = any(${list})
    union all select id::text, part_number || ' ' || name from parts where id = any(${list})
    union all select id::text, name from vendors where id = any(${list})
    union all select id::text, model || ' · ' || component || ' · ' || action from pm_templates where id = any(${list})
    union all select id::text, name from warehouses where id = any(${list})
    union all select id::text, name || ' (' || code || ')' from locations where id = any(${list})`);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}
