import type { RefreshResponse } from '@shared/schemas/auth';
import { ApiError, apiRequest } from '../api-client';
import { readStored, storeTokens } from '../session-storage';

/** 'unreachable' means the network failed: the session may still be fine, so it is kept. */
export type RefreshOutcome = 'renewed' | 'rejected' | 'unreachable';

const LOCK_NAME = 'fieldwork-token-refresh';

let inFlight: Promise<RefreshOutcome> | null = null;

async function renew(staleToken: string | undefined): Promise<RefreshOutcome> {
  const currentToken = readStored('authToken');
  if (!currentToken) return 'rejected';
  // Another tab renewed while this one waited for the lock: its tokens are already stored.
  if (staleToken && currentToken !== staleToken) return 'renewed';
  // Read at this moment, inside the lock: a refresh token works once, reusing it revokes the session.
  const refreshToken = readStored('refreshToken');
  if (!refreshToken) return 'rejected';
  try {
    const tokens = await apiRequest<RefreshResponse>('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken },
      authenticated: false,
    });
    storeTokens(tokens.accessToken, tokens.refreshToken);
    return 'renewed';
  } catch (error) {
    return error instanceof ApiError ? 'rejected' : 'unreachable';
  }
}

function runExclusive(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    // The lock resolves with the task's promise; `then` unwraps it for the type checker too.
    return navigator.locks.request(LOCK_NAME, task).then((outcome) => outcome);
  }
  return task();
}

/**
 * Renews the access token once across all tabs: one in-flight call per tab, and a Web Lock
 * so two tabs never spend the same refresh token. `staleToken` is the access token the
 * caller saw; if it has changed by the time the lock is held, the renewal already happened.
 */
export function refreshSession(staleToken?: string): Promise<RefreshOutcome> {
  inFlight ??= runExclusive(() => renew(staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The API client's `refresh` hook (setSessionHooks): whether the stale token was renewed. */
export async function renewStaleToken(staleToken: string): Promise<boolean> {
  return (await refreshSession(staleToken)) === 'renewed';
}
