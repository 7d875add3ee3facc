import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { PushEnvironmentContext } from '@web/lib/push/push-environment';
import { FAKE_PUSH_ENDPOINT, fakePushEnvironment, type FakePushOptions } from '@web/test/fake-push';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { PushNotificationsCard } from './push-notifications-card';

const SWITCH = { name: 'Push notifications on this device' };

function renderCard(options: FakePushOptions, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/push-subscriptions/public-key': () => jsonResponse(200, { publicKey: 'BAECAwQ' }),
    'POST /api/push-subscriptions': ({ body }) => jsonResponse(201, body),
    'DELETE /api/push-subscriptions': () => new Response(null, { status: 204 }),
    ...routes,
  });
  const fake = fakePushEnvironment(options);
  renderWithApp(
    <PushEnvironmentContext value={fake.environment}>
      <PushNotificationsCard />
    </PushEnvironmentContext>,
  );
  return { ...stub, fake };
}

async function pushSwitch(state: 'true' | 'false') {
  const control = await screen.findByRole('switch', SWITCH);
  await waitFor(() => expect(control.getAttribute('aria-checked')).toBe(state));
  return control;
}

describe('push notifications on this device', () => {
  it('turns push on: asks the browser, subscribes and tells the server', async () => {
    const { calls, fake } = renderCard({ permission: 'default' });
    expect(await screen.findByText(/When you turn it on, the browser asks/)).toBeTruthy();
    await userEvent.click(await pushSwitch('false'));

    expect(await screen.findByText('Push notifications are on for this device')).toBeTruthy();
    await pushSwitch('true');
    expect(fake.notifications.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      endpoint: FAKE_PUSH_ENDPOINT,
    });
    expect(screen.getByText(/even when the app is closed/)).toBeTruthy();
  });

  it('turns push off: deletes the subscription on the server and in the browser', async () => {
    const { calls, fake } = renderCard({ permission: 'granted', isSubscribed: true });
    await userEvent.click(await pushSwitch('true'));
    expect(await screen.findByText('Push notifications are off for this device')).toBeTruthy();
    await pushSwitch('false');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ endpoint: FAKE_PUSH_ENDPOINT });
    expect(fake.subscription()).toBeNull();
  });

  it('explains how to unblock notifications when the browser blocks them', async () => {
    renderCard({ permission: 'denied' });
    expect(await screen.findByText('Notifications are blocked for Fieldwork in this browser')).toBeTruthy();
    expect(screen.getByText(/set Notifications to Allow and reload this page/)).toBeTruthy();
    expect((await pushSwitch('false')).hasAttribute('disabled')).toBe(true);
  });

  it('shows the blocked state right after the user blocks the prompt', async () => {
    renderCard({ permission: 'default', promptAnswer: 'denied' });
    await userEvent.click(await pushSwitch('false'));
    expect(await screen.findByText('Notifications are blocked for Fieldwork in this browser')).toBeTruthy();
  });

  it('says so when the prompt is dismissed', async () => {
    const { calls } = renderCard({ permission: 'default', promptAnswer: 'default' });
    await userEvent.click(await pushSwitch('false'));
    expect(await screen.findByText('Notifications were not allowed')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/push-subscriptions'))).toEqual([]);
  });

  it('says why push is unavailable in a browser without push support', async () => {
    renderCard({ hasPushManager: false });
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect((await pushSwitch('false')).hasAttribute('disabled')).toBe(true);
  });

  it('asks for https on a plain-HTTP address', async () => {
    renderCard({ isSecureContext: false });
    expect(await screen.findByText(/Push notifications need a secure connection/)).toBeTruthy();
  });

  it('shows the browser’s reason when subscribing fails and stays off', async () => {
    renderCard({
      permission: 'granted',
      subscribeError: new DOMException('Registration failed - push service error', 'AbortError'),
    });
    await userEvent.click(await pushSwitch('false'));
    expect(await screen.findByText('Push notifications could not be turned on')).toBeTruthy();
    expect(screen.getByText('Registration failed - push service error')).toBeTruthy();
    await pushSwitch('false');
  });

  it('shows the server’s message when it refuses the subscription', async () => {
    const { fake } = renderCard(
      { permission: 'granted' },
      {
        'POST /api/push-subscriptions': () =>
          jsonResponse(400, { error: 'VALIDATION_FAILED', message: 'endpoint must be the push service URL' }),
      },
    );
    await userEvent.click(await pushSwitch('false'));
    expect(await screen.findByText('endpoint must be the push service URL')).toBeTruthy();
    await pushSwitch('false');
    expect(fake.subscription()).toBeNull();
  });
});
