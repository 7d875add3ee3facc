import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { downtimeReasons } from '../../db/schema';

export type DowntimeReasonRow = typeof downtimeReasons.$inferSelect;

/** The organization's reasons in their order (retired ones too: past downtime names them). */
export function listReasons(db: Executor, organizationId: string): Promise<DowntimeReasonRow[]> {
  return db
    .select()
    .from(downtimeReasons)
    .where(eq(downtimeReasons.organizationId, organizationId))
    .orderBy(asc(downtimeReasons.position), asc(downtimeReasons.label), asc(downtimeReasons.id));
}

export async function findReasonByCode(
  db: Executor,
  organizationId: string,
  code: string,
): Promise<DowntimeReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(downtimeReasons)
    .where(and(eq(downtimeReasons.organizationId, organizationId), eq(downtimeReasons.code, code)));
  return row;
}

export async function findReason(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<DowntimeReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(downtimeReasons)
    .where(and(eq(downtimeReasons.organizationId, organizationId), eq(downtimeReasons.id, id)));
  return row;
}

/** Codes of the organization that start with `stem` (to make a new one unique). */
export async function codesLike(db: Executor, organizationId: string, stem: string): Promise<string[]> {
  const rows = await db
    .select({ code: downtimeReasons.code })
    .from(downtimeReasons)
    .where(
      and(
        eq(downtimeReasons.organizationId, organizationId),
        sql`${downtimeReasons.code} like ${`${stem.replace(/[%_\\]/g, '\\$&')}%`}`,
      ),
    );
  return rows.map((r) => r.code);
}

export async function nextPosition(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${downtimeReasons.position}), 0)::int + 1` })
    .from(downtimeReasons)
    .where(eq(downtimeReasons.organizationId, organizationId));
  return row?.n ?? 1;
}

export async function insertReason(
  db: Executor,
  values: typeof downtimeReasons.$inferInsert,
): Promise<DowntimeReasonRow> {
  const [row] = await db.insert(downtimeReasons).values(values).returning();
  if (!row) throw new Error('downtime reason insert returned nothing');
  return row;
}

export async function updateReasonRow(
  db: Executor,
  organizationId: string,
  id: string,
  changes: Partial<typeof downtimeReasons.$inferInsert>,
  expectedVersion?: number,
): Promise<DowntimeReasonRow | undefined> {
  const [row] = await db
    .update(downtimeReasons)
    .set({ ...changes, version: sql`${downtimeReasons.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(downtimeReasons.organizationId, organizationId),
        eq(downtimeReasons.id, id),
        expectedVersion === undefined ? undefined : eq(downtimeReasons.version, expectedVersion),
      ),
    )
    .returning();
  return row;
}

/** The reasons every organization starts with (the SQL function of migration 0011). */
export async function insertDefaultReasons(db: Executor, organizationId: string): Promise<void> {
  await db.execute(sql`select insert_default_downtime_reasons(${organizationId}::uuid)`);
}
