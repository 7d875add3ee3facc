import { describe, expect, it } from 'vitest';
import {
  apiCacheName,
  cacheKeyFor,
  isCachedRead,
  markedAsCached,
  offlineResponse,
  OFFLINE_MESSAGE,
  userIdFromAuthorization,
} from './api-cache';

const ORIGIN = 'https://fieldwork.example';

function bearer(payload: unknown): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `Bearer ${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature-not-checked`;
}

const read = (path: string, method = 'GET', origin = ORIGIN) =>
  isCachedRead(method, new URL(path, origin), ORIGIN);

describe('userIdFromAuthorization', () => {
  it("reads the token's sub without checking the signature", () => {
    const userId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(userIdFromAuthorization(bearer({ sub: userId, role: 'technician' }))).toBe(userId);
  });

  it('decodes base64url payloads that need padding and carry - or _', () => {
    expect(userIdFromAuthorization(bearer({ sub: 'u-1', name: '~~~>>>???' }))).toBe('u-1');
  });

  it('gives no user for a missing, malformed or sub-less token, or a sub unfit for a cache name', () => {
    expect(userIdFromAuthorization(null)).toBeNull();
    expect(userIdFromAuthorization('Basic dXNlcjpwYXNz')).toBeNull();
    expect(userIdFromAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(userIdFromAuthorization('Bearer a.%%%.c')).toBeNull();
    expect(userIdFromAuthorization(bearer({ role: 'admin' }))).toBeNull();
    expect(userIdFromAuthorization(bearer({ sub: 42 }))).toBeNull();
    expect(userIdFromAuthorization(bearer({ sub: '../other user' }))).toBeNull();
  });

  it('names the cache after the user', () => {
    expect(apiCacheName('u-1')).toBe('fieldwork-api-u-1');
  });
});

describe('isCachedRead', () => {
  it("keeps the bytes of attached files, which the device's copy does not hold", () => {
    for (const path of ['/api/attachments/a1/thumbnail', '/api/attachments/a1/file']) {
      expect(read(path), path).toBe(true);
    }
  });

  it('leaves every JSON read to the copy, and never keeps tokens, health, live or admin reads', () => {
    for (const path of [
      '/api/work-orders?status=open&limit=50',
      '/api/work-orders/0b6c/checklist?limit=500',
      '/api/equipment?limit=20',
      '/api/parts/summary',
      '/api/attachments?workOrderId=0b6c',
      '/api/auth/refresh',
      '/api/auth/login',
      '/api/auth/mfa/setup',
      '/api/health',
      '/api/search?q=pump',
      '/api/audit',
      '/api/users',
      '/api/pm-scheduler/status',
      '/api/websocket/stats',
      '/api/openapi.json',
      '/api/docs/',
      '/api/push-subscriptions/public-key',
      '/dashboard',
    ]) {
      expect(read(path), path).toBe(false);
    }
  });

  it('never keeps writes or other origins', () => {
    expect(read('/api/attachments/a1/file', 'DELETE')).toBe(false);
    expect(read('/api/attachments/a1/file', 'GET', 'https://elsewhere.example')).toBe(false);
  });
});

describe('cacheKeyFor', () => {
  it('is the URL, told apart by warehouse', () => {
    const url = `${ORIGIN}/api/work-orders?limit=50`;
    expect(cacheKeyFor(url, null)).toBe(url);
    expect(cacheKeyFor(url, 'w1')).toBe(`${ORIGIN}/api/work-orders?limit=50&__warehouse=w1`);
    expect(cacheKeyFor(url, 'w1')).not.toBe(cacheKeyFor(url, 'w2'));
  });
});

describe('offline answers', () => {
  it('answers an uncached read offline with the API error shape, marked offline', async () => {
    const response = offlineResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('x-fieldwork-offline')).toBe('1');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'UNAVAILABLE', message: OFFLINE_MESSAGE });
  });

  it('marks a cached answer without changing it', async () => {
    const cached = new Response('{"id":"w1"}', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    const marked = markedAsCached(cached);
    expect(marked.status).toBe(200);
    expect(marked.headers.get('x-fieldwork-cache')).toBe('hit');
    expect(marked.headers.get('content-type')).toBe('application/json');
    expect(await marked.text()).toBe('{"id":"w1"}');
  });
});
