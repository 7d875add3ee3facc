import { createHash } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import {
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_BACKOFF_BASE_SECONDS,
  SIGN_IN_BACKOFF_MAX_SECONDS,
  SIGN_IN_FAILURES_KEPT_HOURS,
  SIGN_IN_FREE_FAILURES,
} from '../../../shared/constants';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addressScope } from './address-scope';
import * as repo from './sign-in-throttle.repository';

const SCOPE_POLICY: repo.BackoffPolicy = {
  freeFailures: SIGN_IN_FREE_FAILURES,
  baseSeconds: SIGN_IN_BACKOFF_BASE_SECONDS,
  maxSeconds: SIGN_IN_BACKOFF_MAX_SECONDS,
};
const ACCOUNT_POLICY: repo.BackoffPolicy = { ...SCOPE_POLICY, freeFailures: SIGN_IN_ACCOUNT_FREE_FAILURES };
const ACCOUNT_SCOPE = 'account';

/**
 * Where an attempt counts: a known device in its own scope only; anything else in its
 * address's scope and in the account-wide one that catches guessing spread over addresses.
 */
export interface ThrottleScopes {
  accountKey: string;
  own: string;
  accountWide: boolean;
}

/** The account an e-mail names, whether or not it exists, so both are throttled alike. */
export const accountKeyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The scopes an attempt with this e-mail, from this address or known device, counts in. */
export function throttleScopes(
  email: string,
  ipAddress: string | undefined,
  knownDeviceId: string | undefined,
): ThrottleScopes {
  const accountKey = accountKeyOf(email);
  return knownDeviceId
    ? { accountKey, own: `device:${knownDeviceId}`, accountWide: false }
    : { accountKey, own: addressScope(ipAddress), accountWide: true };
}

/** An admitted attempt: the back-off its failure would leave, and where it was counted. */
export interface Admission {
  admitted: true;
  backoffUntil: Date | null;
  countedForAccount: boolean;
}

/**
 * A refused attempt, not counted: until when, and whether its own address or device backs off
 * or the account's allowance for unknown devices does. Either holds for an e-mail without an
 * account just as for one with, so saying so tells nothing about which it is.
 */
export interface Refusal {
  admitted: false;
  until: Date;
  scope: 'own' | 'account';
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

const keysOf = (scopes: ThrottleScopes) => ({
  own: { accountKey: scopes.accountKey, scope: scopes.own },
  account: { accountKey: scopes.accountKey, scope: ACCOUNT_SCOPE },
});

/**
 * Progressive delays for sign-in (ADR 25), in PostgreSQL so every instance sees the same
 * counts. Nothing here ever locks an account: a scope that backs off is one address or one
 * device of one account, and the account-wide allowance never applies to known devices.
 */
export function createSignInThrottle(db: Database, clock: Clock) {
  /**
   * Admits an attempt, or refuses it without counting anything. An unknown device's attempt
   * counts toward the account's allowance only while its address is within its own free
   * failures, so one address adds at most that many and cannot hold the account back
   * elsewhere. Once many addresses have used the allowance up, every unknown-device attempt,
   * from any address, takes its turn in the account's back-off. Admitted, it says when a
   * failure of this attempt lets the next one in (null: at once); refused, when to try again.
   */
  async function admit(scopes: ThrottleScopes): Promise<Admission | Refusal> {
    const now = clock.now();
    const forgetBefore = new Date(now.getTime() - SIGN_IN_FAILURES_KEPT_HOURS * 3_600_000);
    const keys = keysOf(scopes);
    let accountRefusal: Refusal | undefined;
    try {
      return await db.transaction(async (tx): Promise<Admission | Refusal> => {
        // Own row, then account row: every attempt locks in this order, so none deadlock.
        const own = await repo.admitAttempt(tx, keys.own, SCOPE_POLICY, now, forgetBefore);
        if (!own) {
          // A success that cleared the scope meanwhile lets the next attempt in at once.
          const until = (await repo.backingOffUntil(tx, keys.own, now)) ?? now;
          return { admitted: false, until, scope: 'own' };
        }
        if (!scopes.accountWide) {
          return { admitted: true, backoffUntil: own.backoffUntil, countedForAccount: false };
        }
        const account =
          own.failures <= SCOPE_POLICY.freeFailures
            ? await repo.admitAttempt(tx, keys.account, ACCOUNT_POLICY, now, forgetBefore)
            : await repo.admitPastAllowance(tx, keys.account, ACCOUNT_POLICY, now, forgetBefore);
        if (account) {
          return {
            admitted: true,
            backoffUntil: later(own.backoffUntil, account.backoffUntil),
            countedForAccount: true,
          };
        }
        // Not counted: refused by the account's back-off (undo the own count), or the
        // account is still within its allowance.
        const accountUntil = await repo.backingOffUntil(tx, keys.account, now);
        if (accountUntil) {
          accountRefusal = { admitted: false, until: accountUntil, scope: 'account' };
          return tx.rollback();
        }
        return { admitted: true, backoffUntil: own.backoffUntil, countedForAccount: false };
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError && accountRefusal) return accountRefusal;
      throw error;
    }
  }

  /**
   * A signed-in attempt: its own scope starts afresh. The account-wide count only loses this
   * attempt, so the owner signing in does not hand a distributed guesser a fresh allowance.
   */
  async function succeeded(scopes: ThrottleScopes, admission: Admission): Promise<void> {
    const keys = keysOf(scopes);
    await repo.clearScope(db, keys.own);
    if (admission.countedForAccount) await repo.withdrawAttempt(db, keys.account);
  }

  /** An attempt that was neither a failure nor a sign-in (the one-time code is still to come). */
  async function inconclusive(scopes: ThrottleScopes, admission: Admission): Promise<void> {
    const keys = keysOf(scopes);
    await repo.withdrawAttempt(db, keys.own);
    if (admission.countedForAccount) await repo.withdrawAttempt(db, keys.account);
  }

  /** Forgets scopes idle for a day; their back-off ended long before. */
  /** One batch of at most `limit` idle scopes (the cleanup job repeats it). */
  const purgeIdle = (limit: number) =>
    repo.deleteThrottlesIdleSince(
      db,
      new Date(clock.now().getTime() - SIGN_IN_FAILURES_KEPT_HOURS * 3_600_000),
      limit,
    );

  return { admit, succeeded, inconclusive, purgeIdle };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
