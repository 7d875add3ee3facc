import { getTableColumns, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { Executor } from '../../db/client';
import { batches } from '../../db/sql/batches';

export type AuditEntry = typeof auditLog.$inferInsert;

/** From this many rows on, entries travel as one JSON parameter (bulk imports, issue 28 §4). */
const BULK_FROM = 100;
const COLUMNS = getTableColumns(auditLog);
/** The database's name of a column: the schema keeps camelCase keys, the database snake_case. */
const columnName = (key: keyof typeof COLUMNS) =>
  COLUMNS[key].name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Whether every entry sets the same fields: then a missing field means the column's default for all. */
function sameFields(entries: readonly AuditEntry[]): boolean {
  const first = Object.keys(entries[0] ?? {})
    .sort()
    .join();
  return entries.every((e) => Object.keys(e).sort().join() === first);
}

/**
 * Many rows at once: a multi-row insert of thousands of rows costs more to build (one parameter
 * per cell) than to run, so the rows go as one JSON array read by the table's own row type.
 */
async function insertAsJson(db: Executor, entries: AuditEntry[]): Promise<void> {
  const keys = Object.keys(entries[0]!) as (keyof typeof COLUMNS)[];
  const names = sql.join(
    keys.map((key) => sql.identifier(columnName(key))),
    sql`, `,
  );
  for (const batch of batches(entries)) {
    const rows = batch.map((entry) =>
      Object.fromEntries(keys.map((key) => [columnName(key), entry[key] ?? null])),
    );
    await db.execute(sql`
      insert into ${auditLog} (${names})
      select ${names} from jsonb_populate_recordset(null::audit_log, ${JSON.stringify(rows)}::jsonb)`);
  }
}

/** Whether entries travel as one JSON parameter (see BULK_FROM) rather than a row of parameters each. */
export const isBulk = (entries: readonly AuditEntry[]) => entries.length >= BULK_FROM && sameFields(entries);

export async function insertAuditEntries(db: Executor, entries: AuditEntry[]): Promise<void> {
  if (isBulk(entries)) return insertAsJson(db, entries);
  await db.insert(auditLog).values(entries);
}
