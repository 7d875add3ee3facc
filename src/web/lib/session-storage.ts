import { STORAGE_KEYS } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth';

type StorageKey = keyof typeof STORAGE_KEYS;

type StoredChangeListener = (key: StorageKey) => void;
const changeListeners = new Set<StoredChangeListener>();

function notifyChange(key: StorageKey): void {
  changeListeners.forEach((listener) => listener(key));
}

/**
 * Hears every change of a stored session value, made in this tab or in another one (the
 * `storage` event), so long-lived connections follow a warehouse switch or a sign-out.
 */
export function onStoredChange(listener: StoredChangeListener): () => void {
  const storageKeys = Object.entries(STORAGE_KEYS) as Array<[StorageKey, string]>;
  const onStorage = (event: StorageEvent) => {
    const changed = storageKeys.find(([, name]) => name === event.key);
    if (changed) listener(changed[0]);
  };
  changeListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

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
  notifyChange(key);
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // Nothing stored, nothing to remove.
  }
  notifyChange(key);
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
