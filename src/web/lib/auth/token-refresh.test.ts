import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { refreshSession } from './token-refresh';

function storeTokens(access: string, refresh: string) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, access);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

describe('refreshSession', () => {
  it('spends a refresh token once even when several calls ask at the same time', async () => {
    storeTokens('access-1', 'refresh-1');
    const { calls } = stubFetch({
      'POST /api/auth/refresh': () =>
        jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
    });
    const outcomes = await Promise.all([
      refreshSession('access-1'),
      refreshSession('access-1'),
      refreshSession('access-1'),
    ]);
    expect(outcomes).toEqual(['renewed', 'renewed', 'renewed']);
    expect(calls).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('runs under the cross-tab lock and skips the call when another tab already renewed', async () => {
    storeTokens('access-from-other-tab', 'refresh-9');
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { calls } = stubFetch({});
    await expect(refreshSession('access-1')).resolves.toBe('renewed');
    expect(request).toHaveBeenCalledWith('fieldwork-token-refresh', expect.any(Function));
    expect(calls).toHaveLength(0);
  });

  it('tells a refused renewal from an unreachable server', async () => {
    storeTokens('access-1', 'refresh-1');
    stubFetch({
      'POST /api/auth/refresh': () => jsonResponse(401, { error: 'UNAUTHENTICATED', message: 'Reused' }),
    });
    await expect(refreshSession('access-1')).resolves.toBe('rejected');
    stubFetch({
      'POST /api/auth/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(refreshSession('access-1')).resolves.toBe('unreachable');
  });
});
