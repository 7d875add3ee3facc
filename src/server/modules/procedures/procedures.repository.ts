import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/sql/like-pattern';
import type { Executor } from '../../db/client';
import { fullName } from '../../db/sql/full-name';
import { procedureVersions, procedures, users } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';
import type { ListProceduresQuery } from '../../../shared/schemas/procedures';

export type ProcedureRow = typeof procedures.$inferSelect;
export type ProcedureVersionRow = typeof procedureVersions.$inferSelect;

const nameKey = sql`lower(${procedures.name})`;

/** The number of steps of the current version, for the library's list. */
const stepCount = sql<number>`(
  select count(*)::int from procedure_versions v
  cross join lateral jsonb_array_elements(v.sections) as s(section)
  cross join lateral jsonb_array_elements(s.section -> 'steps')
  where v.procedure_id = "procedures"."id" and v.number = "procedures"."current_version")`;

export type ProcedureListRecord = { row: ProcedureRow; stepCount: number };

function listFilter(warehouseId: string, query: ListProceduresQuery): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    eq(procedures.warehouseId, warehouseId),
    isNull(procedures.deletedAt),
    query.category ? sql`lower(${procedures.category}) = lower(${query.category})` : undefined,
    pattern
      ? sql`(${procedures.name} ilike ${pattern} or ${procedures.category} ilike ${pattern})`
      : undefined,
  );
}

export async function listProcedures(
  db: Executor,
  warehouseId: string,
  query: ListProceduresQuery,
  cursor?: KeysetCursor,
): Promise<ProcedureListRecord[]> {
  return db
    .select({ row: procedures, stepCount })
    .from(procedures)
    .where(
      and(
        listFilter(warehouseId, query),
        cursor
          ? or(
              gt(nameKey, String(cursor.v)),
              and(eq(nameKey, String(cursor.v)), gt(procedures.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(nameKey), asc(procedures.id))
    .limit(query.limit + 1);
}

export async function countProcedures(db: Executor, warehouseId: string, query: ListProceduresQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(procedures)
    .where(listFilter(warehouseId, query));
  return row?.n ?? 0;
}

/** A live procedure of the warehouse; `lock` holds its row until the transaction ends. */
export async function findProcedure(
  db: Executor,
  warehouseId: string,
  id: string,
  lock = false,
): Promise<ProcedureRow | undefined> {
  const query = db
    .select()
    .from(procedures)
    .where(and(eq(procedures.id, id), eq(procedures.warehouseId, warehouseId), isNull(procedures.deletedAt)))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export type VersionRecord = { row: ProcedureVersionRow; createdByName: string | null };

const versionRecord = (db: Executor) =>
  db
    .select({ row: procedureVersions, createdByName: fullName(users) })
    .from(procedureVersions)
    .leftJoin(users, eq(users.id, procedureVersions.createdBy));

/** Every version of a procedure, newest first. */
export async function listVersions(db: Executor, procedureId: string): Promise<VersionRecord[]> {
  return versionRecord(db)
    .where(eq(procedureVersions.procedureId, procedureId))
    .orderBy(desc(procedureVersions.number));
}

/** A version and the one before it (to say what it changed). */
export async function findVersionPair(db: Executor, procedureId: string, number: number) {
  const rows = await versionRecord(db)
    .where(
      and(
        eq(procedureVersions.procedureId, procedureId),
        or(eq(procedureVersions.number, number), eq(procedureVersions.number, number - 1)),
      ),
    )
    .orderBy(desc(procedureVersions.number));
  const [version, before] = rows;
  return version?.row.number === number ? { version, before } : undefined;
}

/** A version by its id (what an order and its steps point at). */
export async function findVersionById(db: Executor, id: string) {
  const [row] = await db.select().from(procedureVersions).where(eq(procedureVersions.id, id));
  return row;
}

export async function findVersionRow(db: Executor, procedureId: string, number: number) {
  const [row] = await db
    .select()
    .from(procedureVersions)
    .where(and(eq(procedureVersions.procedureId, procedureId), eq(procedureVersions.number, number)));
  return row;
}

/**
 * Another live procedure of the warehouse with this name, any case. Holds a transaction lock on
 * the name first, so two people publishing the same name at once cannot both find it free.
 */
export async function otherProcedureNamed(
  db: Executor,
  warehouseId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${warehouseId} || ':' || lower(${name}), 0))`,
  );
  const [row] = await db
    .select({ id: procedures.id })
    .from(procedures)
    .where(
      and(
        eq(procedures.warehouseId, warehouseId),
        isNull(procedures.deletedAt),
        sql`${nameKey} = lower(${name})`,
        exceptId ? sql`${procedures.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertProcedure(db: Executor, values: typeof procedures.$inferInsert) {
  const [row] = await db.insert(procedures).values(values).returning();
  if (!row) throw new Error('Procedure insert returned nothing');
  return row;
}

export async function insertVersion(db: Executor, values: typeof procedureVersions.$inferInsert) {
  const [row] = await db.insert(procedureVersions).values(values).returning();
  if (!row) throw new Error('Procedure version insert returned nothing');
  return row;
}

export async function updateProcedureRow(
  db: Executor,
  id: string,
  changes: Partial<typeof procedures.$inferInsert>,
): Promise<ProcedureRow | undefined> {
  const [row] = await db
    .update(procedures)
    .set({ ...changes, version: sql`${procedures.version} + 1`, updatedAt: new Date() })
    .where(eq(procedures.id, id))
    .returning();
  return row;
}
