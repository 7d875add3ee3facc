import { describe, expect, it } from 'vitest';
import { isIdleRun } from './job-runner';

describe('isIdleRun', () => {
  it('is idle when every count is 0', () => {
    expect(isIdleRun({ fannedOut: 0, delivered: 0, retrying: 0, disabled: 0 })).toBe(true);
  });

  it('is not idle when any count is not 0, or the result says something else', () => {
    expect(isIdleRun({ fannedOut: 0, delivered: 1 })).toBe(false);
    expect(isIdleRun({ sent: 0, note: 'no mail server' })).toBe(false);
  });

  it('is not idle without a result: nothing says it did nothing', () => {
    expect(isIdleRun(undefined)).toBe(false);
  });
});
