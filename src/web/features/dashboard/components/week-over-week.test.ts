import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@web/lib/i18n/use-t';
import { dashboardMessages } from '../messages';
import { weekOverWeekText as wordChange, weekOverWeekTrend } from './week-over-week';

/** The helper words with the dashboard's texts; the tests read them in English. */
const t = renderHook(() => useT(dashboardMessages)).result.current;
const weekOverWeekText = (change: Parameters<typeof wordChange>[1]) => wordChange(t, change);

describe('week-over-week text', () => {
  it('shows the computed change with its sign', () => {
    expect(weekOverWeekText({ current: 23, previous: 20, changePercent: 15 })).toBe('+15% from last week');
    expect(weekOverWeekText({ current: 11, previous: 12, changePercent: -8.33 })).toBe(
      '\u22128% from last week',
    );
    expect(weekOverWeekTrend({ current: 11, previous: 12, changePercent: -8.33 })).toBe('down');
  });

  it('never makes up a figure when last week had none', () => {
    expect(weekOverWeekText({ current: 4, previous: 0, changePercent: null })).toBe(
      'No work orders last week',
    );
    expect(weekOverWeekTrend({ current: 4, previous: 0, changePercent: null })).toBe('flat');
  });

  it('calls a change that rounds to zero no change', () => {
    expect(weekOverWeekText({ current: 200, previous: 201, changePercent: -0.4 })).toBe(
      'No change from last week',
    );
  });
});
