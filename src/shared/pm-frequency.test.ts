import { describe, expect, it } from 'vitest';
import { addFrequency } from './pm-frequency';

describe('addFrequency', () => {
  it('adds days, and months keeping month ends as PostgreSQL does', () => {
    expect(addFrequency('2026-05-15', 'daily')).toBe('2026-05-16');
    expect(addFrequency('2026-12-28', 'weekly')).toBe('2027-01-04');
    expect(addFrequency('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(addFrequency('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(addFrequency('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(addFrequency('2028-02-29', 'annually')).toBe('2029-02-28');
    expect(addFrequency('2026-03-29', 'weekly')).toBe('2026-04-05');
  });
});
