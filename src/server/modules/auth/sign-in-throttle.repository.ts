import { and, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInThrottles } from '../../db/schema';
import { deleteBatch } from '../../db/sql/delete-batch';

export interface BackoffPolicy {
  /** Attempts a scope may fail before it backs off. */
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * When the back-off a scope earns with this many failures ends (null while they are free): the
 * base, doubled per failure past the free ones, capped. The exponent is bounded so a long
 * campaign cannot overflow the arithmetic.
 */
function backoffEnd(failures: SQL, policy: BackoffPolicy, now: Date): SQL {
  const doublings = sql`least(${failures} - ${policy.freeFailures}::int, 30)`;
  const seconds = sql`least(${policy.maxSeconds}::int, ${policy.baseSeconds}::int * power(2, ${doublings}))`;
  return sql`case when ${failures} >= ${policy.freeFailures}::int then ${at(now)} + make_interval(secs => ${seconds}) end`;
}

/**
 * Counts one attempt in a scope as a failure unless the scope is backing off; a success takes
 * it back. Counting before the password is checked means attempts racing in parallel (from
 * many instances) are each admitted against the count so far, never all against a stale one.
 * Failures older than `forgetBefore` start again from zero. Returns the scope's count with this
 * attempt and the back-off it leaves behind if it fails (null when none), or undefined when it
 * is refused.
 */
export async function admitAttempt(
  db: Executor,
  key: { accountKey: string; scope: string },
  policy: BackoffPolicy,
  now: Date,
  forgetBefore: Date,
): Promise<{ failures: number; backoffUntil: Date | null } | undefined> {
  const failures = sql`case when ${signInThrottles.lastAttemptAt} < ${at(forgetBefore)} then 0 else ${signInThrottles.failures} end + 1`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ ...key, failures: 1, blockedUntil: backoffEnd(sql`1`, policy, now), lastAttemptAt: now })
    .onConflictDoUpdate({
      target: [signInThrottles.accountKey, signInThrottles.scope],
      set: { failures, blockedUntil: backoffEnd(failures, policy, now), lastAttemptAt: now },
      setWhere: sql`${signInThrottles.blockedUntil} is null or ${signInThrottles.blockedUntil} <= ${at(now)}`,
    })
    .returning({ failures: signInThrottles.failures, backoffUntil: signInThrottles.blockedUntil });
  return row;
}

/**
 * Counts an attempt in a scope only if the scope is already past its free failures (and not
 * backing off right now); returns its back-off, or undefined when it was not counted.
 */
export async function admitPastAllowance(
  db: Executor,
  key: { accountKey: string; scope: string },
  policy: BackoffPolicy,
  now: Date,
  forgetBefore: Date,
): Promise<{ backoffUntil: Date | null } | undefined> {
  const failures = sql`${signInThrottles.failures} + 1`;
  const [row] = await db
    .update(signInThrottles)
    .set({ failures, blockedUntil: backoffEnd(failures, policy, now), lastAttemptAt: now })
    .where(
      and(
        eq(signInThrottles.accountKey, key.accountKey),
        eq(signInThrottles.scope, key.scope),
        gte(signInThrottles.failures, policy.freeFailures),
        gte(signInThrottles.lastAttemptAt, forgetBefore),
        sql`(${signInThrottles.blockedUntil} is null or ${signInThrottles.blockedUntil} <= ${at(now)})`,
      ),
    )
    .returning({ backoffUntil: signInThrottles.blockedUntil });
  return row;
}

/** When a scope's back-off ends, if it is backing off now (it refuses without counting). */
export async function backingOffUntil(
  db: Executor,
  key: { accountKey: string; scope: string },
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(
      and(
        eq(signInThrottles.accountKey, key.accountKey),
        eq(signInThrottles.scope, key.scope),
        gt(signInThrottles.blockedUntil, now),
      ),
    );
  return row?.until ?? undefined;
}

/** Takes back an admitted attempt that was not a failure, with the back-off it started. */
export async function withdrawAttempt(
  db: Executor,
  key: { accountKey: string; scope: string },
): Promise<void> {
  await db
    .update(signInThrottles)
    .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)`, blockedUntil: null })
    .where(and(eq(signInThrottles.accountKey, key.accountKey), eq(signInThrottles.scope, key.scope)));
}

/** Forgets a scope's failures (a success in it). */
export async function clearScope(db: Executor, key: { accountKey: string; scope: string }): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(and(eq(signInThrottles.accountKey, key.accountKey), eq(signInThrottles.scope, key.scope)));
}

/** Deletes at most `limit` scopes with no attempt since `before` (their back-off ended long ago). */
export function deleteThrottlesIdleSince(db: Executor, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'sign_in_throttles',
    where: sql`last_attempt_at < ${before.toISOString()}::timestamptz`,
    orderBy: 'last_attempt_at',
    limit,
  });
}
