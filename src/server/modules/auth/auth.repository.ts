import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessionRefreshTokens, sessions, userWarehouses, users } from '../../db/schema';
import { deleteBatch } from '../../db/sql/delete-batch';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Stamps a successful sign-in. */
export async function recordLoginSuccess(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  values: {
    userId: string;
    deviceFingerprint?: string;
    userAgent?: string;
    ipAddress?: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastUsedAt: values.createdAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned nothing');
  return row.id;
}

export async function insertRefreshToken(
  db: Executor,
  sessionId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.insert(sessionRefreshTokens).values({ sessionId, tokenHash, createdAt: now });
}

/** Marks a refresh token used. Returns its session, or why it cannot be used. */
export async function rotateRefreshToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ outcome: 'rotated' | 'reused'; sessionId: string } | { outcome: 'unknown' }> {
  const [rotated] = await db
    .update(sessionRefreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(sessionRefreshTokens.tokenHash, tokenHash), isNull(sessionRefreshTokens.rotatedAt)))
    .returning({ sessionId: sessionRefreshTokens.sessionId });
  if (rotated) return { outcome: 'rotated', sessionId: rotated.sessionId };
  const [known] = await db
    .select({ sessionId: sessionRefreshTokens.sessionId })
    .from(sessionRefreshTokens)
    .where(eq(sessionRefreshTokens.tokenHash, tokenHash));
  return known ? { outcome: 'reused', sessionId: known.sessionId } : { outcome: 'unknown' };
}

export interface SessionPrincipal {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRow['role'];
  organizationId: string;
  active: boolean;
  defaultWarehouseId: string | null;
  warehouseIds: string[];
  sessionId: string;
  sessionRevokedAt: Date | null;
  sessionExpiresAt: Date;
}

/** The user behind a session, with their warehouses, in one query (cached a minute at most: session-cache.ts). */
export async function findSessionPrincipal(
  db: Executor,
  sessionId: string,
): Promise<SessionPrincipal | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      organizationId: users.organizationId,
      active: users.active,
      defaultWarehouseId: users.defaultWarehouseId,
      warehouseIds: sql<
        string[]
      >`array(select uw.warehouse_id from user_warehouses uw where uw.user_id = ${users.id} order by uw.created_at, uw.warehouse_id)`,
      sessionId: sessions.id,
      sessionRevokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  db: Executor,
  userId: string,
  reason: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function setPendingMfaSecret(db: Executor, userId: string, secret: string): Promise<void> {
  await db.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, userId));
}

/**
 * Records the TOTP step a code used, only if it is later than the last one: two requests
 * racing with the same code cannot both pass.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastUsedStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastUsedStep), lt(users.mfaLastUsedStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function activateMfa(db: Executor, userId: string, secret: string): Promise<void> {
  await db
    .update(users)
    .set({
      mfaEnabled: true,
      mfaSecret: secret,
      mfaPendingSecret: null,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function deactivateMfa(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      mfaEnabled: false,
      mfaSecret: null,
      mfaPendingSecret: null,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserWarehouseIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ warehouseId: userWarehouses.warehouseId })
    .from(userWarehouses)
    .where(eq(userWarehouses.userId, userId))
    .orderBy(userWarehouses.createdAt, userWarehouses.warehouseId);
  return rows.map((r) => r.warehouseId);
}

export async function extendSession(
  db: Executor,
  sessionId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

/**
 * Deletes at most `limit` sessions that ended (revoked or expired) before the given time, with
 * their tokens; the cleanup job repeats it until none is left.
 */
export function deleteSessionsEndedBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const at = before.toISOString();
  return deleteBatch(db, {
    table: 'sessions',
    where: sql`revoked_at < ${at}::timestamptz or expires_at < ${at}::timestamptz`,
    orderBy: 'expires_at',
    limit,
  });
}

/** Of the given sessions, those still valid at `now`: not revoked, not expired, user active. */
/** What a live session may do now: its role and warehouses (sockets re-check theirs). */
export interface LivePrincipal {
  role: UserRow['role'];
  defaultWarehouseId: string | null;
  warehouseIds: string[];
}

/** The sessions among these that still stand (not revoked or expired, user active), with their rights. */
export async function livePrincipals(
  db: Executor,
  sessionIds: string[],
  now: Date,
): Promise<Map<string, LivePrincipal>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: sessions.id,
      role: users.role,
      defaultWarehouseId: users.defaultWarehouseId,
      warehouseIds: sql<
        string[]
      >`array(select uw.warehouse_id from user_warehouses uw where uw.user_id = ${users.id} order by uw.created_at, uw.warehouse_id)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = any(${`{${sessionIds.join(',')}}`}::uuid[])`,
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
        eq(users.active, true),
      ),
    );
  return new Map(rows.map(({ sessionId, ...principal }) => [sessionId, principal]));
}
