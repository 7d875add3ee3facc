import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { organizations, ssoSettings } from '../../../db/schema';

export type SsoSettingsRow = typeof ssoSettings.$inferSelect;
export type SsoSettingsChanges = Omit<
  typeof ssoSettings.$inferInsert,
  'organizationId' | 'createdAt' | 'updatedAt' | 'version'
>;

export async function findSsoSettings(
  db: Executor,
  organizationId: string,
): Promise<SsoSettingsRow | undefined> {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.organizationId, organizationId));
  return row;
}

/**
 * Writes the settings at the expected version (a first save creates the row at version 1);
 * nothing back when If-Match named another version.
 */
export async function saveSsoSettings(
  tx: Executor,
  organizationId: string,
  changes: SsoSettingsChanges,
  expectedVersion: number | undefined,
): Promise<SsoSettingsRow | undefined> {
  await tx.insert(ssoSettings).values({ organizationId }).onConflictDoNothing();
  const [row] = await tx
    .update(ssoSettings)
    .set({ ...changes, version: sql`${ssoSettings.version} + 1`, updatedAt: new Date() })
    .where(
      expectedVersion === undefined
        ? eq(ssoSettings.organizationId, organizationId)
        : sql`${ssoSettings.organizationId} = ${organizationId} and ${ssoSettings.version} = ${expectedVersion}`,
    )
    .returning();
  return row;
}

/** The install's organization: the first one created (the public sign-in page has no other to go by). */
export async function findFirstOrganizationId(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(asc(organizations.createdAt), asc(organizations.id))
    .limit(1);
  return row?.id;
}
