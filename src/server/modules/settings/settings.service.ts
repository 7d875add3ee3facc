import type { Executor } from '../../db/client';
import { findSetting, insertSettingIfAbsent, upsertSetting } from './settings.repository';

/**
 * A value generated once and shared by every instance: the first instance to start
 * stores it, the others read the stored one (JWT signing key, VAPID keys).
 */
export async function getOrCreateSetting(db: Executor, key: string, generate: () => string): Promise<string> {
  const existing = await findSetting(db, key);
  if (existing !== undefined) return existing;
  await insertSettingIfAbsent(db, key, generate());
  const stored = await findSetting(db, key);
  if (stored === undefined) throw new Error(`Setting ${key} could not be stored`);
  return stored;
}

export const readSetting = findSetting;
export const writeSetting = upsertSetting;
