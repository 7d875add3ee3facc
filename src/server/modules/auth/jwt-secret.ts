import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { getOrCreateSetting } from '../settings/settings.service';

/**
 * The HS256 key for access tokens: JWT_SECRET when set, else one generated on first start
 * and stored in the database, so every instance signs and verifies with the same key.
 */
export async function loadJwtSecret(db: Database, fromEnv: string | undefined): Promise<Uint8Array> {
  const secret =
    fromEnv ?? (await getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}
