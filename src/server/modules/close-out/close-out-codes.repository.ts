import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CloseOutKind } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { closeOutCodes } from '../../db/schema';

export type CloseOutCodeRow = typeof closeOutCodes.$inferSelect;

/** The organization's codes, kind by kind in their order (retired ones too: completed orders name them). */
export function listCodes(db: Executor, organizationId: string): Promise<CloseOutCodeRow[]> {
  return db
    .select()
    .from(closeOutCodes)
    .where(eq(closeOutCodes.organizationId, organizationId))
    .orderBy(
      asc(closeOutCodes.kind),
      asc(closeOutCodes.position),
      asc(closeOutCodes.label),
      asc(closeOutCodes.id),
    );
}

export async function findCode(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<CloseOutCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(closeOutCodes)
    .where(and(eq(closeOutCodes.organizationId, organizationId), eq(closeOutCodes.id, id)));
  return row;
}

/** The organization's codes with these keys, of any kind (the caller matches kind and key). */
export function findCodesByKey(
  db: Executor,
  organizationId: string,
  codes: readonly string[],
): Promise<CloseOutCodeRow[]> {
  return db
    .select()
    .from(closeOutCodes)
    .where(and(eq(closeOutCodes.organizationId, organizationId), inArray(closeOutCodes.code, [...codes])));
}

/** Codes of one kind that start with `stem` (to make a new one unique). */
export async function codesLike(
  db: Executor,
  organizationId: string,
  kind: CloseOutKind,
  stem: string,
): Promise<string[]> {
  const rows = await db
    .select({ code: closeOutCodes.code })
    .from(closeOutCodes)
    .where(
      and(
        eq(closeOutCodes.organizationId, organizationId),
        eq(closeOutCodes.kind, kind),
        sql`${closeOutCodes.code} like ${`${stem.replace(/[%_\\]/g, '\\$&')}%`}`,
      ),
    );
  return rows.map((r) => r.code);
}

export async function nextPosition(
  db: Executor,
  organizationId: string,
  kind: CloseOutKind,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${closeOutCodes.position}), 0)::int + 1` })
    .from(closeOutCodes)
    .where(and(eq(closeOutCodes.organizationId, organizationId), eq(closeOutCodes.kind, kind)));
  return row?.n ?? 1;
}

export async function insertCode(
  db: Executor,
  values: typeof closeOutCodes.$inferInsert,
): Promise<CloseOutCodeRow> {
  const [row] = await db.insert(closeOutCodes).values(values).returning();
  if (!row) throw new Error('close-out code insert returned nothing');
  return row;
}

export async function updateCodeRow(
  db: Executor,
  organizationId: string,
  id: string,
  changes: Partial<Pick<CloseOutCodeRow, 'label' | 'active' | 'position'>>,
  expectedVersion?: number,
): Promise<CloseOutCodeRow | undefined> {
  const [row] = await db
    .update(closeOutCodes)
    .set({ ...changes, version: sql`${closeOutCodes.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(closeOutCodes.organizationId, organizationId),
        eq(closeOutCodes.id, id),
        expectedVersion === undefined ? undefined : eq(closeOutCodes.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** The codes every organization starts with (the SQL function of migration 0028). */
export async function insertDefaultCloseOutCodes(db: Executor, organizationId: string): Promise<void> {
  await db.execute(sql`select insert_default_close_out_codes(${organizationId}::uuid)`);
}
