import { and, eq } from 'drizzle-orm';
import { csvImports } from '../../../db/schema';
import type { Executor } from '../../../db/client';

export type CsvImportRow = typeof csvImports.$inferSelect;
export type NewCsvImport = typeof csvImports.$inferInsert;

export async function insertImport(db: Executor, values: NewCsvImport): Promise<CsvImportRow> {
  const [row] = await db.insert(csvImports).values(values).returning();
  return row!;
}

/**
 * A dry run of the warehouse, of the kind. `forCommit` locks it until the transaction ends, so
 * two "Import" clicks apply it once.
 */
export async function findImport(
  db: Executor,
  warehouseId: string,
  kind: string,
  id: string,
  forCommit = false,
): Promise<CsvImportRow | undefined> {
  const query = db
    .select()
    .from(csvImports)
    .where(and(eq(csvImports.id, id), eq(csvImports.warehouseId, warehouseId), eq(csvImports.kind, kind)));
  const [row] = forCommit ? await query.for('update') : await query;
  return row;
}

/** Marks the dry run applied; its rows are dropped, only the preview stays. */
export async function markCommitted(
  db: Executor,
  id: string,
  at: Date,
  summary: Record<string, unknown>,
): Promise<CsvImportRow> {
  const [row] = await db
    .update(csvImports)
    .set({ committedAt: at, summary, rows: [] })
    .where(eq(csvImports.id, id))
    .returning();
  return row!;
}
