import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '@shared/constants';
import { buildLoginResponse, buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { setDeviceCopyReads } from '../api-client';
import { useAuth } from './auth-context';

function AuthProbe() {
  const { status, user, mfaRequired, login, logout } = useAuth();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.email ?? 'none'}</p>
      <p>mfa: {String(mfaRequired)}</p>
      <button
        onClick={() =>
          void login({ email: 'dana.planner@example.com', password: 'pw' }).catch(() => undefined)
        }
      >
        login
      </button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  );
}

function storeSignedInSession() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  window.localStorage.setItem(STORAGE_KEYS.userRole, 'supervisor');
  window.localStorage.setItem(STORAGE_KEYS.organizationId, 'org-1');
  window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
  window.localStorage.setItem(STORAGE_KEYS.sessionId, 'session-1');
}

const SESSION_KEYS = [
  'authToken',
  'refreshToken',
  'userId',
  'userRole',
  'organizationId',
  'warehouseId',
  'sessionId',
] as const;

describe('auth provider', () => {
  afterEach(() => vi.useRealTimers());

  it('is signed out at once without a stored token', () => {
    stubFetch({});
    renderWithApp(<AuthProbe />);
    expect(screen.getByText('status: unauthenticated')).toBeTruthy();
  });

  it('stores every session key on login and clears them all on logout, telling the server', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/login': () => jsonResponse(200, buildLoginResponse()),
      'POST /api/auth/logout': () => jsonResponse(200, { message: 'Signed out' }),
    });
    renderWithApp(<AuthProbe />);
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('status: authenticated')).toBeTruthy();
    for (const key of SESSION_KEYS) expect(window.localStorage.getItem(STORAGE_KEYS[key])).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('status: unauthenticated')).toBeTruthy();
    for (const key of SESSION_KEYS) expect(window.localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    const logoutCall = calls.find((call) => call.url === '/api/auth/logout');
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer access-token-1');
  });

  it('still clears the session when the logout call fails', async () => {
    storeSignedInSession();
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithApp(<AuthProbe />);
    await screen.findByText('status: authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('status: unauthenticated')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('flags MFA as required when the server asks for a code', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(401, { error: 'MFA_REQUIRED', message: 'Code', requiresMFA: true }),
    });
    renderWithApp(<AuthProbe />);
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(await screen.findByText('mfa: true')).toBeTruthy();
  });

  it('renews the token every 840 s and signs out when the renewal is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSignedInSession();
    let refreshes = 0;
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
      'POST /api/auth/refresh': () => {
        refreshes += 1;
        return refreshes === 1
          ? jsonResponse(200, { accessToken: 'token-2', refreshToken: 'refresh-2' })
          : jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Session revoked' });
      },
      'POST /api/auth/logout': () => jsonResponse(200, { message: 'Signed out' }),
    });
    renderWithApp(<AuthProbe />);
    await screen.findByText('status: authenticated');

    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('token-2'));
    expect(calls.find((call) => call.url === '/api/auth/refresh')?.body).toEqual({
      refreshToken: 'refresh-1',
    });

    await act(() => vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS));
    expect(await screen.findByText('status: unauthenticated')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('ends the session when an API call answers 401 and renewal fails', async () => {
    storeSignedInSession();
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
      'POST /api/auth/refresh': () => jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Expired' }),
      'GET /api/notifications': () => jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Expired' }),
    });
    renderWithApp(<AuthProbe />);
    await screen.findByText('status: authenticated');
    const { apiRequest } = await import('../api-client');
    await act(() => apiRequest('/api/notifications').catch(() => undefined));
    expect(await screen.findByText('status: unauthenticated')).toBeTruthy();
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
  });

  it("keeps a stored session through a reload without signal, on the device copy's profile, and only its own", async () => {
    storeSignedInSession();
    const profile = buildProfile('technician', { id: 'user-1', email: 'tech@example.com' });
    const { replica } = await import('../replica/browser-replica');
    await replica.clear();
    await replica.putMeta({
      userId: 'user-1',
      warehouseId: 'warehouse-1',
      cursor: 'c',
      syncedAt: 0,
      clockOffsetMs: 0,
    });
    await replica.putView({ key: 'profiles/me', body: profile, at: 0 });
    // As on a page just loaded: the copy's module is not there yet to answer the API client.
    setDeviceCopyReads(null);
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    stubFetch({ 'GET /api/profiles/me': offline });
    const first = renderWithApp(<AuthProbe />);
    expect(await screen.findByText('status: authenticated')).toBeTruthy();
    expect(screen.getByText('user: tech@example.com')).toBeTruthy();
    first.unmount();

    // Another person's copy keeps nobody signed in.
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-2');
    stubFetch({ 'GET /api/profiles/me': offline });
    renderWithApp(<AuthProbe />);
    expect(await screen.findByText('status: unauthenticated')).toBeTruthy();
    await replica.clear();
  });
});
