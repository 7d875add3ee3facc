import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import {
  ApiError,
  apiFile,
  apiRequest,
  apiRequestAll,
  errorMessage,
  fileNameOf,
  setDeviceCopyReads,
  setSessionHooks,
} from './api-client';

describe('api client', () => {
  it('reads a whole list page after page, following X-Next-Cursor', async () => {
    const { calls } = stubFetch({
      'GET /api/pm-templates': ({ url }) => {
        const cursor = new URL(url, 'http://x').searchParams.get('cursor');
        if (!cursor) return jsonResponse(200, [{ n: 1 }, { n: 2 }], { 'X-Next-Cursor': 'page-2' });
        return jsonResponse(200, cursor === 'page-2' ? [{ n: 3 }] : []);
      },
    });
    expect(await apiRequestAll('/api/pm-templates?active=true')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/pm-templates?active=true&limit=500',
      '/api/pm-templates?active=true&limit=500&cursor=page-2',
    ]);
  });

  it('throws "{status}: {body}" with the status and the parsed body', async () => {
    const body = { error: 'UNAUTHENTICATED', message: 'Sign in again' };
    stubFetch({ 'GET /api/profiles/me': () => jsonResponse(401, body) });
    const failure = await apiRequest('/api/profiles/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).body?.message).toBe('Sign in again');
    expect(errorMessage(failure, 'fallback')).toBe('Sign in again');
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch({ 'GET /api/x': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends the bearer token and warehouse, never x-user-id', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
    const { calls } = stubFetch({ 'POST /api/things': () => jsonResponse(201, { ok: true }) });
    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const headers = calls[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('x-warehouse-id')).toBe('warehouse-1');
    expect(headers.has('x-user-id')).toBe(false);
    expect(calls[0]!.body).toEqual({ a: 1 });
  });

  it('leaves the token off unauthenticated calls', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const { calls } = stubFetch({ 'POST /api/auth/login': () => jsonResponse(200, {}) });
    await apiRequest('/api/auth/login', { method: 'POST', body: {}, authenticated: false });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  it('renews the token once on a 401 and retries, else ends the session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'old');
    let answered = 0;
    const { calls } = stubFetch({
      'GET /api/data': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new'
          ? jsonResponse(200, { n: ++answered })
          : jsonResponse(401, {}),
    });
    const onSessionEnded = vi.fn();
    setSessionHooks({
      refresh: async () => {
        window.localStorage.setItem(STORAGE_KEYS.authToken, 'new');
        return true;
      },
      onSessionEnded,
    });
    await expect(apiRequest('/api/data')).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(2);
    expect(onSessionEnded).not.toHaveBeenCalled();

    setSessionHooks({ refresh: async () => false, onSessionEnded });
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'old');
    await expect(apiRequest('/api/data')).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledOnce();
    setSessionHooks(null);
  });

  it("downloads a file with the bearer token and the server's file name", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const { calls } = stubFetch({
      'GET /api/reports/parts.csv': () =>
        new Response('Part Number\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="parts-2026-03-14.csv"',
          },
        }),
    });
    const file = await apiFile('/api/reports/parts.csv');
    expect(file.fileName).toBe('parts-2026-03-14.csv');
    expect(await file.blob.text()).toBe('Part Number\r\n');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads plain, unquoted and RFC 5987 file names', () => {
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe(
      'résumé.csv',
    );
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe("reads from the device's copy (ADR 42)", () => {
  const fromCopy = vi.fn(async (path: string) => ({
    data: { from: 'copy', path },
    headers: new Headers({ 'X-Total-Count': '1' }),
  }));
  const withCopy = async (run: () => Promise<void>) => {
    fromCopy.mockClear();
    setDeviceCopyReads(fromCopy);
    try {
      await run();
    } finally {
      setDeviceCopyReads(null);
    }
  };

  it('answers a read from the copy without asking the network while the browser is offline', () =>
    withCopy(async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { calls } = stubFetch({});
      expect(await apiRequest('/api/work-orders?status=new')).toEqual({
        from: 'copy',
        path: '/api/work-orders?status=new',
      });
      expect(calls).toEqual([]);
    }));

  it('falls back to the copy when the network fails or the server cannot answer, not when it refuses', () =>
    withCopy(async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      expect(await apiRequest('/api/parts')).toEqual({ from: 'copy', path: '/api/parts' });

      stubFetch({
        'GET /api/equipment': () => jsonResponse(503, { error: 'UNAVAILABLE', message: 'Database down' }),
        'GET /api/vendors': () => jsonResponse(404, { error: 'NOT_FOUND', message: 'Vendor not found' }),
      });
      expect(await apiRequest('/api/equipment')).toEqual({ from: 'copy', path: '/api/equipment' });
      const refused = await apiRequest('/api/vendors').catch((error: unknown) => error);
      expect((refused as ApiError).body?.message).toBe('Vendor not found');
    }));

  it('never answers a write, or a read that must come from the server, from the copy', () =>
    withCopy(async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      await expect(apiRequest('/api/work-orders', { method: 'POST', body: {} })).rejects.toThrow(
        'Failed to fetch',
      );
      await expect(apiRequest('/api/sync/changes', { fromDeviceCopy: false })).rejects.toThrow(
        'Failed to fetch',
      );
      expect(fromCopy).not.toHaveBeenCalled();
    }));
});
