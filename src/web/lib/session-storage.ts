import { STORAGE_KEYS } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth';

type StorageKey = keyof typeof STORAGE_KEYS;

/** The values that make up a signed-in session (core spec §3), cleared together on sign-out. */
const SESSION_KEYS = [
  'authToken',
  'refreshToken',
  'userId',
  'userRole',
  'organizationId',
  'warehouseId',
  'sessionId',
] as const satisfies readonly StorageKey[];

/**
 * localStorage can throw (private mode, disabled storage, quota): the app must keep
 * working in memory rather than crash, so every access goes through these helpers.
 */
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export interface StoredSession {
  token: string;
  refreshToken: string;
  sessionId: string;
  user: SessionUser;
}

export function storeSession({ token, refreshToken, sessionId, user }: StoredSession): void {
  writeStored('authToken', token);
  writeStored('refreshToken', refreshToken);
  writeStored('sessionId', sessionId);
  writeStored('userId', user.id);
  writeStored('userRole', user.role);
  writeStored('organizationId', user.organizationId);
  writeStored('warehouseId', user.warehouseId);
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  writeStored('authToken', accessToken);
  writeStored('refreshToken', refreshToken);
}

/** Clears every session value; the error log and the offline queue outlive a session. */
export function clearStoredSession(): void {
  for (const key of SESSION_KEYS) removeStored(key);
}
