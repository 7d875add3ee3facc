import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { getOrCreateSetting } from '../settings/settings.service';
import { vapidPairProblem } from './vapid-key-format';

/** What every push request is signed with (RFC 8292). */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Both keys in one setting, so instances starting together can never mix two pairs. */
const SETTING_KEY = 'vapid_keys';
const storedPairSchema = z.object({ publicKey: z.string(), privateKey: z.string() });

async function storedPair(db: Executor): Promise<{ publicKey: string; privateKey: string }> {
  const value = await getOrCreateSetting(db, SETTING_KEY, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const pair = storedPairSchema.parse(JSON.parse(value));
  const problem = vapidPairProblem(pair.publicKey, pair.privateKey);
  if (problem)
    throw new Error(`The stored VAPID keys are unusable (${problem}); delete setting ${SETTING_KEY}`);
  return pair;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair generated on the
 * first start and kept in the database, so every instance signs with the same key and browsers
 * keep their subscriptions across restarts.
 */
export async function loadVapidDetails(
  db: Executor,
  config: Pick<Config, 'vapidKeys' | 'vapidSubject'>,
): Promise<VapidDetails> {
  const pair = config.vapidKeys ?? (await storedPair(db));
  return { subject: config.vapidSubject, ...pair };
}
