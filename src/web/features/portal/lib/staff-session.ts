import { setSessionHooks } from '@web/lib/api-client';
import { renewStaleToken } from '@web/lib/auth/token-refresh';
import { readStored } from '@web/lib/session-storage';

/**
 * On a phone a staff member signed in on, the portal's calls renew an expired access token the
 * way the app does (one renewal across tabs). It never ends the session: the app does that
 * when it opens, and a requester's form must not depend on it.
 */
export function connectStaffSession(): void {
  setSessionHooks({
    refresh: renewStaleToken,
    onSessionEnded: () => undefined,
  });
}

export function hasStaffSession(): boolean {
  return readStored('authToken') !== null;
}

/** Hands over to the app itself (its own page, its session): a full navigation, not the portal's router. */
export function leaveForApp(path: string): void {
  window.location.replace(path);
}
