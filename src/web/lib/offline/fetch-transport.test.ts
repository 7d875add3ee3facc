import { afterEach, describe, expect, it } from 'vitest';
import { setSessionHooks } from '../api-client';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { fetchTransport } from './fetch-transport';

afterEach(() => setSessionHooks(null));

describe('fetchTransport', () => {
  it('renews a token that expired while offline and sends the same request again, same key', async () => {
    window.localStorage.setItem('authToken', 'expired');
    setSessionHooks({
      refresh: () => {
        window.localStorage.setItem('authToken', 'renewed');
        return Promise.resolve(true);
      },
      onSessionEnded: () => undefined,
    });
    const { calls } = stubFetch({
      'PATCH /api/equipment/e1': ({ headers }) =>
        headers.get('Authorization') === 'Bearer renewed'
          ? jsonResponse(200, { id: 'e1', version: 4 })
          : jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Token expired' }),
    });
    const answer = await fetchTransport.send(
      { method: 'PATCH', path: '/api/equipment/e1', body: { area: 'B2' } },
      { 'Idempotency-Key': 'a1', 'If-Match': '3' },
    );
    expect(answer.status).toBe(200);
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['a1', 'a1']);
    expect(calls[1]?.body).toEqual({ area: 'B2' });
  });

  it('leaves the change queued (the 401 goes back to the replayer) when the session cannot be renewed', async () => {
    window.localStorage.setItem('authToken', 'expired');
    setSessionHooks({ refresh: () => Promise.resolve(false), onSessionEnded: () => undefined });
    stubFetch({
      'DELETE /api/vendors/v1': () => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Token expired' }),
    });
    const answer = await fetchTransport.send(
      { method: 'DELETE', path: '/api/vendors/v1' },
      { 'Idempotency-Key': 'a2' },
    );
    expect(answer.status).toBe(401);
  });
});
