import { describe, expect, it } from 'vitest';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { isNotificationDisplayed } from './display-rule';

const at = (time: string) => new Date(`2026-03-02T${time}:00`);

const preference = (overrides: Partial<NotificationPreference> = {}): NotificationPreference => ({
  notificationType: 'wo_assigned',
  enabled: true,
  quietHoursStart: null,
  quietHoursEnd: null,
  ...overrides,
});

describe('notification display rule (operations spec §4)', () => {
  it('displays everything while the preferences are not loaded', () => {
    expect(isNotificationDisplayed('wo_assigned', undefined, at('12:00'))).toBe(true);
  });

  it('hides a type without a preference, or with a disabled one', () => {
    expect(isNotificationDisplayed('part_low_stock', [preference()], at('12:00'))).toBe(false);
    expect(isNotificationDisplayed('wo_assigned', [preference({ enabled: false })], at('12:00'))).toBe(false);
  });

  it('displays an enabled type outside its quiet hours', () => {
    expect(isNotificationDisplayed('wo_assigned', [preference()], at('03:00'))).toBe(true);
  });

  it('hides during quiet hours that run over midnight, on the device clock', () => {
    const quiet = [preference({ quietHoursStart: '22:00', quietHoursEnd: '06:30' })];
    expect(isNotificationDisplayed('wo_assigned', quiet, at('23:30'))).toBe(false);
    expect(isNotificationDisplayed('wo_assigned', quiet, at('06:29'))).toBe(false);
    expect(isNotificationDisplayed('wo_assigned', quiet, at('06:30'))).toBe(true);
    expect(isNotificationDisplayed('wo_assigned', quiet, at('21:59'))).toBe(true);
  });
});
