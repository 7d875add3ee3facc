import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import {
  formatCriticality,
  formatMtbf,
  healthLabel,
  insightReason,
  isCriticalAsset,
} from './analytics-labels';
import { formatKpiTarget, formatKpiValue, kpiStatus } from '../trends/kpi-labels';

/** The helpers word their texts with the catalogue's `t`; the tests read the English. */
const t = renderHook(() => useT(analyticsMessages)).result.current;

describe('analytics labels', () => {
  it('labels health at 90, 80 and 70, and says "No data" without a score', () => {
    expect([100, 90, 89.9, 80, 79, 70, 69.9, 0].map(healthLabel)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
    expect(healthLabel(null)).toBe('no-data');
  });

  it('gives a predictive insight its reason: low health first, then declining availability', () => {
    const stable = { mtbfTrend: 'stable', availabilityTrend: 'stable' } as const;
    const declining = { mtbfTrend: 'stable', availabilityTrend: 'declining' } as const;
    expect(insightReason(t, { healthScore: 69, trends: declining })).toBe('Low health score detected');
    expect(insightReason(t, { healthScore: 70, trends: declining })).toBe('Declining availability trend');
    expect(insightReason(t, { healthScore: null, trends: declining })).toBe('Declining availability trend');
    expect(insightReason(t, { healthScore: 75, trends: stable })).toBe('Requires attention');
  });

  it('writes MTBF as hours, "No failures" when none happened, "No data" otherwise', () => {
    expect(formatMtbf(t, 512, 27)).toBe('512 h');
    expect(formatMtbf(t, null, 0)).toBe('No failures');
    expect(formatMtbf(t, null, 3)).toBe('No data');
  });

  it('counts criticality 8 or more as critical and writes it out of 10', () => {
    expect(isCriticalAsset(8)).toBe(true);
    expect(isCriticalAsset(7.9)).toBe(false);
    expect(formatCriticality(9.2)).toBe('9.2/10');
    expect(formatCriticality(7)).toBe('7/10');
  });

  it('meets a KPI at or above its target, and MTTR under it', () => {
    expect(kpiStatus('pmCompliance', 95, 95)).toBe('met');
    expect(kpiStatus('pmCompliance', 94.9, 95)).toBe('not-met');
    expect(kpiStatus('mttr', 3.9, 4)).toBe('met');
    expect(kpiStatus('mttr', 4, 4)).toBe('not-met');
    expect(kpiStatus('mtbf', null, 720)).toBe('no-data');
    expect(formatKpiTarget(t, 'mttr', 4)).toBe('Target: <4 h');
    expect(formatKpiTarget(t, 'equipmentUptime', 95)).toBe('Target: 95%');
    expect(formatKpiValue(t, 'userSatisfaction', null)).toBe('No data');
  });
});
