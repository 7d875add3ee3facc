import pg from 'pg';
import type { BackupTable } from './backup-format';
import { orderByForeignKeys, type ForeignKey } from './table-order';

/**
 * The application's data: every table of the public schema (drizzle keeps its migration
 * ledger in its own schema, which a restore rebuilds by migrating), each with the columns
 * COPY can write back (generated columns are computed again), in foreign-key order. A
 * partitioned table (the audit log, by month) is one table: its rows go back into whatever
 * partitions the restored database has, and the retention job splits what lands in the default.
 */
export async function listTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
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

const columnList = (table: BackupTable) => table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');

/** `public."table" ("column", …)`: what COPY FROM names (a partitioned table routes each row). */
export const copyTarget = (table: BackupTable) => `${inPublic(table.name)} (${columnList(table)})`;

/** What COPY TO reads: a query, as COPY cannot read a partitioned table by name; the same text either way. */
export const copySource = (table: BackupTable) =>
  `(select ${columnList(table)} from ${inPublic(table.name)})`;

/** The public schema's sequences, whose values a restore sets again. */
export async function listSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  return rows.map((r) => r.name);
}
