import { and, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alerts, users } from '../../db/schema';
import type { KeysetCursor } from '../../lib/cursor';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;
export type AlertRecord = AlertRow & {
  sortKey: string;
  resolverFirstName: string | null;
  resolverLastName: string | null;
};

/** System-wide alerts (no organization) and the organization's own. */
const visibleTo = (organizationId: string) =>
  or(isNull(alerts.organizationId), eq(alerts.organizationId, organizationId));

const listFilter = (organizationId: string, resolved: boolean | undefined): SQL | undefined =>
  and(visibleTo(organizationId), resolved === undefined ? undefined : eq(alerts.resolved, resolved));

const recordColumns = {
  ...getTableColumns(alerts),
  // The key travels as PostgreSQL's text of the timestamp: a JS Date would drop its microseconds.
  sortKey: sql<string>`${alerts.createdAt}::text`,
  resolverFirstName: users.firstName,
  resolverLastName: users.lastName,
};

export async function listAlerts(
  db: Executor,
  organizationId: string,
  query: { limit: number; resolved?: boolean | undefined },
  cursor?: KeysetCursor,
): Promise<AlertRecord[]> {
  return db
    .select(recordColumns)
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.resolvedBy))
    .where(
      and(
        listFilter(organizationId, query.resolved),
        cursor
          ? sql`(${alerts.createdAt}, ${alerts.id}) < (${String(cursor.v)}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(query.limit + 1);
}

export async function countAlerts(
  db: Executor,
  organizationId: string,
  resolved: boolean | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(listFilter(organizationId, resolved));
  return row?.n ?? 0;
}

/** Open alerts visible to the organization, by type. */
export async function countOpenByType(db: Executor, organizationId: string) {
  return db
    .select({ type: alerts.type, n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(listFilter(organizationId, false))
    .groupBy(alerts.type);
}

export async function findAlert(
  db: Executor,
  organizationId: string,
  id: string,
  lock = false,
): Promise<AlertRecord | undefined> {
  const query = db
    .select(recordColumns)
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.resolvedBy))
    .where(and(eq(alerts.id, id), visibleTo(organizationId)));
  const [row] = await (lock ? query.for('update', { of: alerts }) : query);
  return row;
}

export async function markResolved(db: Executor, id: string, resolvedBy: string, at: Date) {
  await db
    .update(alerts)
    .set({ resolved: true, resolvedBy, resolvedAt: at, version: sql`${alerts.version} + 1` })
    .where(eq(alerts.id, id));
}

/**
 * Opens an alert unless one of the same metric is open (the partial unique index
 * alerts_one_open_per_metric). An open warning whose figure is now critical is raised in place
 * (version 2 and on). Returns the new or raised row, or undefined when nothing changed.
 */
export async function openAlert(db: Executor, alert: NewAlert): Promise<AlertRow | undefined> {
  const [row] = await db
    .insert(alerts)
    .values(alert)
    .onConflictDoUpdate({
      target: alerts.metric,
      targetWhere: sql`not ${alerts.resolved}`,
      set: {
        type: sql`excluded.type`,
        title: sql`excluded.title`,
        message: sql`excluded.message`,
        value: sql`excluded.value`,
        threshold: sql`excluded.threshold`,
        version: sql`${alerts.version} + 1`,
      },
      setWhere: sql`${alerts.type} = 'warning' and excluded.type = 'critical'`,
    })
    .returning();
  return row;
}
