import { describe, expect, it } from 'vitest';
import { complianceBand } from './compliance-band';

describe('compliance colour bands', () => {
  it('is green from 95, yellow from 85, red below, and neutral without a rate', () => {
    expect(complianceBand(100)).toBe('on-target');
    expect(complianceBand(95)).toBe('on-target');
    expect(complianceBand(94.9)).toBe('below-target');
    expect(complianceBand(85)).toBe('below-target');
    expect(complianceBand(84.9)).toBe('at-risk');
    expect(complianceBand(0)).toBe('at-risk');
    expect(complianceBand(null)).toBe('no-data');
  });
});
