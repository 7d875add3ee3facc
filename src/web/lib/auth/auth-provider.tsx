import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PROFILE_CHECK_TIMEOUT_MS, STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '@shared/constants';
import type { LoginResponse, SessionUser } from '@shared/schemas/auth';
import { ApiError, setSessionHooks } from '../api-client';
import { clearCachedReads } from '../offline-reads';
import { clearStoredSession, readStored, storeSession, writeStored } from '../session-storage';
import { toast } from '../toast/toast-store';
import { fetchMyProfile, postLogin, postLogout, toSessionUser, type Credentials } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { clearSessionData } from './session-data';
import { refreshSession, renewStaleToken } from './token-refresh';
import { libText } from '../lib-texts';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  mfaRequired: boolean;
}

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null, mfaRequired: false };

/** Session state and transitions of core spec §4. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // No stored token: signed out at once, without a loading flash (core spec §4).
  const [state, setState] = useState<AuthState>(() =>
    readStored('authToken') ? { status: 'loading', user: null, mfaRequired: false } : SIGNED_OUT,
  );
  // Callbacks registered outside React (401 handling, storage events) read the latest user here.
  const userRef = useRef<SessionUser | null>(state.user);
  useEffect(() => {
    userRef.current = state.user;
  }, [state.user]);

  const endSessionLocally = useCallback(() => {
    clearStoredSession();
    // The next person on this device must not see the previous user's cached data.
    clearSessionData();
    setState(SIGNED_OUT);
  }, []);

  const logout = useCallback(async () => {
    if (userRef.current) {
      try {
        await postLogout();
      } catch {
        // A failed sign-out call is tolerated (core spec §8): local cleanup still happens.
      }
    }
    // What this person read stays off the device for the next one (ADR 30, ADR 42); their
    // queued changes stay, filed under them, for their next sign-in (ADR 31). The copy's module
    // is loaded by the signed-in layout already, and kept out of the sign-in page's bundle.
    await clearCachedReads().catch(() => undefined);
    await import('../replica/browser-replica')
      .then(({ replicaSync }) => replicaSync.stop({ clear: true }))
      .catch(() => undefined);
    endSessionLocally();
  }, [endSessionLocally]);

  // A 401 from any call renews the token once, else ends the session (the guard then shows /login).
  useEffect(() => {
    setSessionHooks({
      refresh: renewStaleToken,
      onSessionEnded: () => {
        if (!userRef.current) return;
        endSessionLocally();
        toast({ title: libText('session.ended'), description: libText('session.signInAgain') });
      },
    });
    return () => setSessionHooks(null);
  }, [endSessionLocally]);

  // Initial check: a stored token is only trusted once the profile call accepts it.
  useEffect(() => {
    if (!readStored('authToken')) return;
    let cancelled = false;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), PROFILE_CHECK_TIMEOUT_MS);
    fetchMyProfile(controller.signal)
      .then((profile) => {
        if (cancelled) return;
        if (!readStored('warehouseId')) writeStored('warehouseId', profile.warehouseId);
        // The change queue files changes under the signed-in person (issue 11).
        writeStored('userId', profile.id);
        setState({ status: 'authenticated', user: toSessionUser(profile), mfaRequired: false });
      })
      .catch(async (error: unknown) => {
        // Without signal the stored session stands on the device's copy of the profile (ADR 42);
        // the copy's module loads only then, so the sign-in page's bundle stays without it.
        // A check that ran out of time (a network that takes requests and answers none) is no answer either.
        const unanswered =
          error instanceof TypeError ||
          !navigator.onLine ||
          (error instanceof DOMException && error.name === 'AbortError');
        const kept = unanswered
          ? await import('../replica/offline-profile')
              .then(({ profileFromDeviceCopy }) => profileFromDeviceCopy())
              .catch(() => null)
          : null;
        if (cancelled) return;
        if (kept) {
          setState({ status: 'authenticated', user: toSessionUser(kept), mfaRequired: false });
          return;
        }
        clearStoredSession();
        setState(SIGNED_OUT);
      })
      .finally(() => clearTimeout(timeout));
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      controller.abort();
    };
  }, []);

  // Renew every 14 minutes while signed in; a rejected renewal signs out (core spec §4).
  const isAuthenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!isAuthenticated) return;
    const interval = setInterval(() => {
      const token = readStored('authToken');
      if (!token) return;
      void refreshSession(token).then((outcome) => {
        if (outcome === 'rejected') void logout();
      });
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [isAuthenticated, logout]);

  // Signing out in one tab signs out the others.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authToken && event.newValue === null && userRef.current) {
        clearSessionData();
        setState(SIGNED_OUT);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const adoptSession = useCallback((session: LoginResponse) => {
    storeSession(session);
    clearSessionData();
    setState({ status: 'authenticated', user: session.user, mfaRequired: false });
  }, []);

  const login = useCallback(
    async (credentials: Credentials) => {
      try {
        const session = await postLogin(credentials);
        adoptSession(session);
        return session.user;
      } catch (error) {
        if (error instanceof ApiError && error.body?.requiresMFA) {
          setState((current) => ({ ...current, mfaRequired: true }));
        }
        throw error;
      }
    },
    [adoptSession],
  );

  const cancelMfa = useCallback(() => setState((current) => ({ ...current, mfaRequired: false })), []);

  const updateUser = useCallback<AuthContextValue['updateUser']>((fields) => {
    setState((current) => (current.user ? { ...current, user: { ...current.user, ...fields } } : current));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, adoptSession, logout, cancelMfa, updateUser }),
    [state, login, adoptSession, logout, cancelMfa, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
