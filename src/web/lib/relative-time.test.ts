import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('reads naturally', () => {
    expect(formatRelativeTime('2026-03-10T11:59:40Z', '—', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:00:00Z', '—', now)).toMatch(/hour ago$/);
  });

  it('uses the fallback for missing or broken dates', () => {
    expect(formatRelativeTime(null, 'Never', now)).toBe('Never');
    expect(formatRelativeTime('not a date', 'Never', now)).toBe('Never');
  });
});
