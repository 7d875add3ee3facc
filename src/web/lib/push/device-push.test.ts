import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import {
  FAKE_AUTH,
  FAKE_P256DH,
  FAKE_PUSH_ENDPOINT,
  FAKE_USER_AGENT,
  fakePushEnvironment,
} from '@web/test/fake-push';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { base64UrlToUint8Array } from './base64url';
import { disablePush, enablePush, readPushState } from './device-push';

const SERVER_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function stubPushApi(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return stubFetch({
    'GET /api/push-subscriptions/public-key': () => jsonResponse(200, { publicKey: SERVER_KEY }),
    'POST /api/push-subscriptions': ({ body }) => jsonResponse(201, body),
    'DELETE /api/push-subscriptions': () => new Response(null, { status: 204 }),
    ...routes,
  });
}

describe('readPushState', () => {
  it('says unsupported without a secure context or without the push APIs', async () => {
    expect(await readPushState(fakePushEnvironment({ isSecureContext: false }).environment)).toBe(
      'unsupported',
    );
    expect(await readPushState(fakePushEnvironment({ hasPushManager: false }).environment)).toBe(
      'unsupported',
    );
  });

  it('says denied when the user blocked notifications, on only with a subscription and permission', async () => {
    expect(await readPushState(fakePushEnvironment({ permission: 'denied' }).environment)).toBe('denied');
    expect(await readPushState(fakePushEnvironment({ permission: 'granted' }).environment)).toBe('off');
    expect(
      await readPushState(fakePushEnvironment({ permission: 'default', isSubscribed: true }).environment),
    ).toBe('off');
    expect(
      await readPushState(fakePushEnvironment({ permission: 'granted', isSubscribed: true }).environment),
    ).toBe('on');
  });
});

describe('enablePush', () => {
  it('asks, subscribes with the server key and stores the subscription with base64url keys', async () => {
    const { calls } = stubPushApi();
    const fake = fakePushEnvironment({ isRegistered: false });
    expect(await enablePush(fake.environment)).toBe('on');

    expect(fake.notifications.requestPermission).toHaveBeenCalled();
    expect(fake.serviceWorkers.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
    const [options] = fake.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(base64UrlToUint8Array(SERVER_KEY));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      endpoint: FAKE_PUSH_ENDPOINT,
      p256dhKey: FAKE_P256DH,
      authKey: FAKE_AUTH,
      userAgent: FAKE_USER_AGENT,
    });
  });

  it('reuses a subscription made with the same key and replaces one made with an old key', async () => {
    stubPushApi();
    const same = fakePushEnvironment({
      isSubscribed: true,
      subscribedKey: base64UrlToUint8Array(SERVER_KEY),
    });
    await enablePush(same.environment);
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();

    const rotated = fakePushEnvironment({ isSubscribed: true, subscribedKey: new Uint8Array([1, 2, 3]) });
    const old = rotated.subscription();
    await enablePush(rotated.environment);
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(rotated.pushManager.subscribe).toHaveBeenCalled();
  });

  it('stops at the prompt: blocked is denied, dismissed stays off', async () => {
    const { calls } = stubPushApi();
    expect(await enablePush(fakePushEnvironment({ promptAnswer: 'denied' }).environment)).toBe('denied');
    expect(await enablePush(fakePushEnvironment({ promptAnswer: 'default' }).environment)).toBe('off');
    expect(calls).toHaveLength(0);
  });

  it('ends the browser subscription again when the server refuses it', async () => {
    stubPushApi({
      'POST /api/push-subscriptions': () =>
        jsonResponse(400, { error: 'VALIDATION_FAILED', message: 'endpoint must be the push service URL' }),
    });
    const fake = fakePushEnvironment();
    await expect(enablePush(fake.environment)).rejects.toThrow('endpoint must be the push service URL');
    expect(fake.subscription()).toBeNull();
  });
});

describe('disablePush', () => {
  it('deletes the subscription on the server, then in the browser', async () => {
    const { calls } = stubPushApi();
    const fake = fakePushEnvironment({ permission: 'granted', isSubscribed: true });
    expect(await disablePush(fake.environment)).toBe('off');
    expect(calls).toEqual([
      expect.objectContaining({ method: 'DELETE', body: { endpoint: FAKE_PUSH_ENDPOINT } }),
    ]);
    expect(fake.subscription()).toBeNull();
  });

  it('treats a subscription the server no longer has as deleted', async () => {
    stubPushApi({
      'DELETE /api/push-subscriptions': () => jsonResponse(404, { error: 'NOT_FOUND', message: 'x' }),
    });
    const fake = fakePushEnvironment({ permission: 'granted', isSubscribed: true });
    expect(await disablePush(fake.environment)).toBe('off');
    expect(fake.subscription()).toBeNull();
  });

  it('keeps the subscription when the server could not be told', async () => {
    stubPushApi({
      'DELETE /api/push-subscriptions': () =>
        jsonResponse(503, { error: 'UNAVAILABLE', message: 'Try again' }),
    });
    const fake = fakePushEnvironment({ permission: 'granted', isSubscribed: true });
    await expect(disablePush(fake.environment)).rejects.toThrow('Try again');
    expect(fake.subscription()).not.toBeNull();
  });
});
