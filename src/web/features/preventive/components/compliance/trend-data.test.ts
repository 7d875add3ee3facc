import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';
import { describeTrend, hasTrendData, toTrendPoints } from './trend-data';

describe('monthly trend points', () => {
  it('leaves months without scheduled PMs as gaps, never 0 %', () => {
    const points = toTrendPoints([
      { month: '2026-05', complianceRate: null, completed: 0, scheduled: 0 },
      { month: '2026-06', complianceRate: 0, completed: 0, scheduled: 3 },
      { month: '2026-07', complianceRate: 87.5, completed: 8, scheduled: 8 },
    ]);
    expect(points.map((point) => [point.shortLabel, point.rate, point.band])).toEqual([
      ['May', null, 'no-data'],
      ['Jun', 0, 'at-risk'],
      ['Jul', 87.5, 'below-target'],
    ]);
    expect(hasTrendData(points)).toBe(true);
    const t = renderHook(() => useT(preventiveMessages)).result.current;
    expect(describeTrend(t, points)).toContain('May 2026: no PMs scheduled');
    expect(
      hasTrendData(toTrendPoints([{ month: '2026-05', complianceRate: null, completed: 0, scheduled: 0 }])),
    ).toBe(false);
  });

  it('puts the year on the first month and on January when the months cross a year', () => {
    const months = ['2025-11', '2025-12', '2026-01', '2026-02'].map((month) => ({
      month,
      complianceRate: 100,
      completed: 1,
      scheduled: 1,
    }));
    expect(toTrendPoints(months).map((point) => point.shortLabel)).toEqual([
      "Nov '25",
      'Dec',
      "Jan '26",
      'Feb',
    ]);
  });
});
