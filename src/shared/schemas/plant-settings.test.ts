import { describe, expect, it } from 'vitest';
import { approvalLimitsSchema } from './plant-settings';

const messageOf = (limits: unknown) => approvalLimitsSchema.safeParse(limits).error?.issues[0]?.message;

describe('approval limits', () => {
  it('takes amounts of whole cents, whatever binary fractions make of them', () => {
    // 19.99 × 100 is 1998.9999999999998 and 2500.55 × 100 is 250055.00000000003 in binary.
    const limits = { technician: 19.99, supervisor: 2500.55, manager: 999_999_999_999.99 };
    expect(approvalLimitsSchema.parse(limits)).toEqual(limits);
  });

  it('refuses a third decimal, a negative amount and more than it holds', () => {
    expect(messageOf({ supervisor: 19.995 })).toBe('An approval limit has at most 2 decimals');
    expect(messageOf({ supervisor: -1 })).toBe('An approval limit cannot be negative');
    expect(messageOf({ manager: 1_000_000_000_000 })).toBe('An approval limit is too large');
  });
});
