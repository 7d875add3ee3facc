import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateParts,
  formatDateTime,
  formatDuration,
  formatElapsed,
  formatFullName,
  formatHours,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatRoleLabel,
  formatRoleTitle,
  formatTime,
  formatUptime,
  getInitials,
} from './formatting';

const AT = '2026-11-24T13:41:09Z';
const UTC = { timeZone: 'UTC' };
const US = { ...UTC, locale: 'en-US' };
const GB = { ...UTC, locale: 'en-GB' };
const DE = { ...UTC, locale: 'de-DE' };

describe('dates and times follow the locale', () => {
  it('writes a date as each locale does', () => {
    expect(formatDate(AT, US)).toBe('Nov 24, 2026');
    expect(formatDate(AT, GB)).toBe('24 Nov 2026');
    expect(formatDate(AT, DE)).toBe('24.11.2026');
  });

  it('uses a 12-hour clock only where the locale does', () => {
    expect(formatTime(AT, US)).toBe('1:41 PM');
    expect(formatTime(AT, GB)).toBe('13:41');
    expect(formatTime(AT, DE)).toBe('13:41');
    expect(formatTime(AT, { ...GB, seconds: true })).toBe('13:41:09');
    expect(formatTime(AT, { ...US, seconds: true })).toBe('1:41:09 PM');
  });

  it('writes a date and time together', () => {
    expect(formatDateTime(AT, US)).toBe('Nov 24, 2026, 1:41 PM');
    expect(formatDateTime(AT, GB)).toBe('24 Nov 2026, 13:41');
    expect(formatDateTime(AT, DE)).toBe('24.11.2026, 13:41');
  });

  it('writes other date shapes in the locale', () => {
    expect(formatDateParts(AT, { month: 'long', year: 'numeric' }, GB)).toBe('November 2026');
    expect(formatDateParts(AT, { month: 'long', year: 'numeric' }, DE)).toBe('November 2026');
    expect(formatDateParts(AT, { weekday: 'short', day: 'numeric', month: 'short' }, US)).toBe('Tue, Nov 24');
    expect(formatDateParts(AT, { weekday: 'short', day: 'numeric', month: 'short' }, DE)).toBe(
      'Di., 24. Nov.',
    );
  });

  it('writes in the given time zone', () => {
    expect(formatDateTime(AT, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('24 Nov 2026, 14:41');
  });

  it('writes nothing for a date that does not parse', () => {
    expect(formatDateTime('not a date', GB)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('reads naturally in the locale', () => {
    expect(formatRelativeTime('2026-03-10T11:59:40Z', '—', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:00:00Z', '—', now, { locale: 'en-US' })).toBe('1 hour ago');
    expect(formatRelativeTime('2026-03-10T11:57:00Z', '—', now, { locale: 'en-US' })).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-13T12:00:00Z', '—', now, { locale: 'en-GB' })).toBe('in 3 days');
    expect(formatRelativeTime('2026-03-10T10:00:00Z', '—', now, { locale: 'de-DE' })).toBe('vor 2 Stunden');
  });

  it('uses the fallback for missing or broken dates', () => {
    expect(formatRelativeTime(null, 'Never', now)).toBe('Never');
    expect(formatRelativeTime('not a date', 'Never', now)).toBe('Never');
  });
});

describe('numbers, money and durations follow the locale', () => {
  it('groups digits as the locale does', () => {
    expect(formatNumber(12345.678, { locale: 'en-US' })).toBe('12,345.68');
    expect(formatNumber(12345.678, { locale: 'en-GB' })).toBe('12,345.68');
    expect(formatNumber(12345.678, { locale: 'de-DE' })).toBe('12.345,68');
    expect(formatNumber(3, { locale: 'en-US', fractionDigits: 1 })).toBe('3.0');
  });

  it('writes money with and without a currency', () => {
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, { locale: 'en-GB', currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, { locale: 'de-DE', currency: 'USD' })).toBe('1.234,50\u00a0$');
    expect(formatMoney(12, { locale: 'en-US' })).toBe('12.00');
    expect(formatMoney(12, { locale: 'de-DE' })).toBe('12,00');
    expect(formatMoney(48250.4, { locale: 'en-US', currency: 'USD', whole: true })).toBe('$48,250');
    expect(formatMoney(48250, { locale: 'de-DE', currency: 'EUR', whole: true })).toBe('48.250\u00a0€');
    expect(formatMoney(12500, { locale: 'en-US', currency: 'USD', compact: true })).toBe('$12.5K');
    expect(formatMoney(800, { locale: 'en-US', currency: 'USD', compact: true })).toBe('$800');
  });

  it('writes how long something has run', () => {
    expect(formatDuration(8_400)).toBe('8 s');
    expect(formatDuration(184_000)).toBe('3 min 4 s');
    expect(formatDuration(7_500_000)).toBe('2 h 5 min');
    expect(formatDuration(3_600_000 * 1200, { locale: 'de-DE' })).toBe('1.200 h 0 min');
  });

  it('writes a running timer as hours:minutes:seconds', () => {
    expect(formatElapsed(3_909_000)).toBe('1:05:09');
    expect(formatElapsed(-5)).toBe('0:00:00');
  });

  it('writes hours and percentages', () => {
    expect(formatHours(1.5, { locale: 'en-US' })).toBe('1.5 h');
    expect(formatHours(1.5, { locale: 'de-DE' })).toBe('1,5 h');
    expect(formatPercent(87.5, { locale: 'en-US' })).toBe('87.5%');
    expect(formatPercent(90, { locale: 'en-US' })).toBe('90%');
    expect(formatPercent(87.5, { locale: 'de-DE' })).toBe('87,5\u00a0%');
  });
});

describe('people and counts', () => {
  it('shows role underscores as spaces', () => {
    expect(formatRoleLabel('technician')).toBe('technician');
    expect(formatRoleLabel('shift_lead_planner')).toBe('shift lead planner');
    expect(formatRoleTitle('shift_lead')).toBe('Shift Lead');
  });

  it('builds initials and full names', () => {
    expect(getInitials({ firstName: 'dana', lastName: 'planner' })).toBe('DP');
    expect(getInitials({ firstName: '', lastName: '', email: 'sam@example.com' })).toBe('S');
    expect(formatFullName({ firstName: 'Dana', lastName: 'Planner' })).toBe('Dana Planner');
  });

  it('counts with the singular or plural', () => {
    expect(formatCount(1, 'part')).toBe('1 part');
    expect(formatCount(1200, 'part')).toBe('1,200 parts');
  });
});

describe('uptime', () => {
  it('names the largest units, leaving out the zero ones', () => {
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 12 * 60 + 9)).toBe('3 days, 4 hours');
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 12 * 60, 3)).toBe('3 days, 4 hours, 12 minutes');
    expect(formatUptime(86_400 + 5 * 60, 3)).toBe('1 day, 5 minutes');
    expect(formatUptime(86_400 + 5 * 60)).toBe('1 day');
    expect(formatUptime(3_600 + 60)).toBe('1 hour, 1 minute');
    expect(formatUptime(59)).toBe('less than a minute');
  });
});
