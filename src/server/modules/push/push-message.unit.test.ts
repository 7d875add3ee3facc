import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/schemas/notifications';
import { pushMessageOf } from './push-message';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n-1',
  type: 'wo_overdue',
  title: 'WO-2026-001 is overdue',
  message: 'Replace the belt',
  priority: 'high',
  data: { workOrderId: 'w-1', foNumber: 'WO-2026-001' },
  read: false,
  createdAt: '2026-05-15T12:00:00.000Z',
  ...overrides,
});

describe('pushMessageOf', () => {
  it('carries the title, message, the page the bell opens and a tag per subject', () => {
    expect(pushMessageOf(notification())).toEqual({
      title: 'WO-2026-001 is overdue',
      body: 'Replace the belt',
      url: '/work-orders/w-1',
      tag: 'wo_overdue:w-1',
      notificationId: 'n-1',
      priority: 'high',
    });
  });

  it('opens the equipment list for an asset known by id only, else the dashboard', () => {
    const byId = pushMessageOf(notification({ type: 'equipment_alert', data: { equipmentId: 'e-1' } }));
    expect(byId).toMatchObject({ url: '/equipment', tag: 'equipment_alert:e-1' });
    const nothing = pushMessageOf(notification({ type: 'system_alert', data: null }));
    expect(nothing).toMatchObject({ url: '/dashboard', tag: 'system_alert:n-1' });
    const foreign = pushMessageOf(notification({ data: { url: 'https://evil.example/' } }));
    expect(foreign.url).toBe('/dashboard');
  });

  it('keeps long texts inside what a push service accepts, cutting between characters', () => {
    const message = pushMessageOf(notification({ title: '🔧'.repeat(300), message: 'é'.repeat(5000) }));
    expect([...message.title]).toHaveLength(120);
    expect(message.title.endsWith('🔧…')).toBe(true);
    expect([...message.body]).toHaveLength(500);
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(3000);
  });
});
