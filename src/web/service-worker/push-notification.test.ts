import { describe, expect, it } from 'vitest';
import type { PushMessage } from '@shared/schemas/notifications';
import { notificationOptionsFor, parsePushMessage, targetUrl } from './push-notification';

const ORIGIN = 'https://fieldwork.example';

const message: PushMessage = {
  title: 'Work order overdue',
  body: 'WO-2026-0042 Replace pump seal is 2 days overdue',
  url: '/work-orders/4f1c',
  tag: 'wo_overdue:4f1c',
  notificationId: 'n-1',
  priority: 'high',
};

describe('parsePushMessage', () => {
  it('reads the JSON payload the server sends', () => {
    expect(parsePushMessage(JSON.stringify(message))).toEqual(message);
  });

  it('still gives something to show for a payload that is not the expected JSON', () => {
    expect(parsePushMessage('Pump P-101 tripped')).toEqual({
      title: 'Fieldwork',
      body: 'Pump P-101 tripped',
      url: '/dashboard',
      tag: '',
      notificationId: '',
      priority: 'normal',
    });
    expect(parsePushMessage(null).title).toBe('Fieldwork');
    expect(parsePushMessage(JSON.stringify({ title: 'Hi', priority: 'urgent', url: 42 }))).toMatchObject({
      title: 'Hi',
      body: '',
      url: '/dashboard',
      priority: 'normal',
    });
  });
});

describe('notificationOptionsFor', () => {
  it('shows the body with the app icon, keeps the link and replaces earlier ones of the same tag quietly', () => {
    expect(notificationOptionsFor(message)).toEqual({
      body: message.body,
      icon: '/apple-touch-icon.png',
      badge: '/notification-badge.png',
      tag: 'wo_overdue:4f1c',
      renotify: false,
      requireInteraction: false,
      data: { url: '/work-orders/4f1c', notificationId: 'n-1' },
    });
  });

  it('keeps critical notifications on screen and alerts again for them', () => {
    const options = notificationOptionsFor({ ...message, priority: 'critical' });
    expect(options.requireInteraction).toBe(true);
    expect(options.renotify).toBe(true);
  });

  it('sets no renotify without a tag (browsers refuse renotify without one)', () => {
    const options = notificationOptionsFor({ ...message, tag: '', priority: 'critical' });
    expect(options).not.toHaveProperty('renotify');
    expect(options).not.toHaveProperty('tag');
    expect(options.requireInteraction).toBe(true);
  });
});

describe('targetUrl', () => {
  it('opens the path of the app the notification names', () => {
    expect(targetUrl({ url: '/inventory?part=p-9' }, ORIGIN)).toBe(`${ORIGIN}/inventory?part=p-9`);
    expect(targetUrl({ url: `${ORIGIN}/preventive?tab=scheduler` }, ORIGIN)).toBe(
      `${ORIGIN}/preventive?tab=scheduler`,
    );
  });

  it('never leaves the app: other origins and odd data fall back to the dashboard', () => {
    const dashboard = `${ORIGIN}/dashboard`;
    expect(targetUrl({ url: 'https://evil.example/phish' }, ORIGIN)).toBe(dashboard);
    expect(targetUrl({ url: '//evil.example/phish' }, ORIGIN)).toBe(dashboard);
    expect(targetUrl({ url: 'javascript:alert(1)' }, ORIGIN)).toBe(dashboard);
    expect(targetUrl({ url: '' }, ORIGIN)).toBe(dashboard);
    expect(targetUrl(null, ORIGIN)).toBe(dashboard);
    expect(targetUrl('/work-orders', ORIGIN)).toBe(dashboard);
  });
});
