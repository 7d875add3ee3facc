import { randomBytes } from 'node:crypto';
import { KNOWN_DEVICE_TTL_DAYS, KNOWN_DEVICES_PER_USER } from '../../../shared/constants';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './known-devices.repository';
import { hashToken } from './tokens';

/** What newDeviceToken makes: anything else in the cookie is not ours and is not looked up. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const newDeviceToken = () => randomBytes(32).toString('base64url');

/** The device token's hash when the cookie holds something we could have issued. */
const hashOf = (token: string | undefined) =>
  token && DEVICE_TOKEN.test(token) ? hashToken(token) : undefined;

/**
 * Browsers that signed in before, proven by a random token in an httpOnly cookie that only the
 * browser holds (the client's device fingerprint is reported by the client and proves nothing).
 */
export function createKnownDevices(db: Database, clock: Clock) {
  const usedSince = () => new Date(clock.now().getTime() - KNOWN_DEVICE_TTL_DAYS * 86_400_000);

  /**
   * The device this token proves for this user, if any. The lookup runs whether or not the
   * account exists, so its cost says nothing about the e-mail.
   */
  async function recognise(token: string | undefined, userId: string | undefined) {
    const tokenHash = hashOf(token);
    if (!tokenHash) return undefined;
    const holders = await repo.findDeviceHolders(db, tokenHash, usedSince());
    return holders.find((holder) => holder.userId === userId)?.id;
  }

  /**
   * Makes this browser a known device of the user after a sign-in and returns the token its
   * cookie should hold. A token we issued (to this user or another one on a shared browser) is
   * kept; anything else is replaced, so nobody can choose the token a user's device will hold.
   */
  async function remember(userId: string, token: string | undefined): Promise<string> {
    const presented = hashOf(token);
    const issued = presented && (await repo.findDeviceHolders(db, presented, usedSince())).length > 0;
    const kept = issued && token ? token : newDeviceToken();
    await repo.upsertKnownDevice(db, userId, hashToken(kept), clock.now());
    await repo.pruneKnownDevices(db, userId, KNOWN_DEVICES_PER_USER);
    return kept;
  }

  /** Forgets the user's devices but the one holding `keepToken` (a password change). */
  const forgetOthers = (tx: Executor, userId: string, keepToken: string | undefined) =>
    repo.deleteKnownDevices(tx, userId, hashOf(keepToken));

  /** One batch of at most `limit` unused devices (the cleanup job repeats it). */
  const purgeUnused = (limit: number) => repo.deleteDevicesUnusedSince(db, usedSince(), limit);

  return { recognise, remember, forgetOthers, purgeUnused };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
