import pg from 'pg';
import type { BackupTable } from './backup-format';
import { orderByForeignKeys, type ForeignKey } from './table-order';

/**
 * The application's data: every table of the public schema (drizzle keeps its migration
 * ledger in its own schema, which a restore rebuilds by migrating), each with the columns
 * COPY can write back (generated columns are computed again), in foreign-key order.
 */
export async function listTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: foreignKeys } = await client.query<ForeignKey>(
    `select child.relname as "from", parent.relname as "to"
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const { table, column } of columns) columnsOf.set(table, [...(columnsOf.get(table) ?? []), column]);
  return orderByForeignKeys([...columnsOf.keys()], foreignKeys).map((name) => ({
    name,
    columns: columnsOf.get(name) ?? [],
  }));
}

/** A table or sequence of the public schema, quoted and qualified whatever the role's search_path. */
export const inPublic = (name: string) => `public.${pg.escapeIdentifier(name)}`;

/** `public."table" ("column", …)`: what a COPY names, in both directions. */
export const copyTarget = (table: BackupTable) =>
  `${inPublic(table.name)} (${table.columns.map((c) => pg.escapeIdentifier(c)).join(', ')})`;

/** The public schema's sequences, whose values a restore sets again. */
export async function listSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  return rows.map((r) => r.name);
}
