import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

const linkOf = (type: string, data: Record<string, unknown> | null) => notificationLink({ type, data });

describe('notificationLink', () => {
  it("prefers the notification's own app path", () => {
    expect(linkOf('test', { url: '/phase1-demo', workOrderId: 'w-1' })).toEqual({ path: '/phase1-demo' });
  });

  it('never leads to another site', () => {
    expect(linkOf('test', { url: 'https://evil.example/' })).toBeNull();
    expect(linkOf('test', { url: '//evil.example/' })).toBeNull();
  });

  it('falls back to the order, the part, the PM scheduler, then the asset', () => {
    expect(linkOf('wo_overdue', { workOrderId: 'w 1' })).toEqual({ path: '/work-orders/w%201' });
    expect(linkOf('part_low_stock', { partId: 'p-1' })).toEqual({ path: '/inventory?part=p-1' });
    expect(linkOf('pm_generated', { count: 3 })).toEqual({ path: '/preventive?tab=scheduler' });
    expect(linkOf('equipment_alert', { assetTag: 'PMP-1' })).toEqual({ path: '/equipment?asset=PMP-1' });
    expect(linkOf('equipment_alert', { equipmentId: 'e-1' })).toEqual({ equipmentId: 'e-1' });
    expect(linkOf('system_alert', null)).toBeNull();
  });
});
