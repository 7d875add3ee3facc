import { describe, expect, it } from 'vitest';
import { buildCalendarEntry } from '../pm-test-fixtures';
import { agendaDays, buildMonthGrid, shiftMonth, toMonth } from './calendar-days';

const TODAY = new Date(2026, 4, 10, 9, 0);

describe('calendar placement', () => {
  it('covers the month in whole weeks from Monday to Sunday', () => {
    const weeks = buildMonthGrid('2026-05', [], TODAY);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]?.key).toBe('2026-04-27');
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2026-05-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat();
    expect(days.find((day) => day.key === '2026-04-30')?.isInMonth).toBe(false);
    expect(days.filter((day) => day.isToday).map((day) => day.key)).toEqual(['2026-05-10']);
  });

  it('puts each entry on its date, orders before forecasts', () => {
    const forecast = buildCalendarEntry({ kind: 'forecast', date: '2026-05-12', assetTag: 'AAA-001' });
    const order = buildCalendarEntry({ date: '2026-05-12', assetTag: 'ZZZ-001' });
    const later = buildCalendarEntry({ date: '2026-05-28', foNumber: 'WO-2026-200' });
    const days = buildMonthGrid('2026-05', [forecast, later, order], TODAY).flat();
    expect(days.find((day) => day.key === '2026-05-12')?.entries).toEqual([order, forecast]);
    expect(days.find((day) => day.key === '2026-05-28')?.entries).toEqual([later]);
    expect(days.filter((day) => day.entries.length > 0)).toHaveLength(2);
  });

  it('lists only the month days with work for the phone agenda', () => {
    const entries = [
      buildCalendarEntry({ date: '2026-05-20' }),
      buildCalendarEntry({ date: '2026-05-03' }),
      buildCalendarEntry({ date: '2026-05-03', kind: 'forecast' }),
    ];
    expect(agendaDays('2026-05', entries, TODAY).map((day) => [day.key, day.entries.length])).toEqual([
      ['2026-05-03', 2],
      ['2026-05-20', 1],
    ]);
  });

  it('reads the month from the URL, else this month, and steps across years', () => {
    expect(toMonth('2026-11', TODAY)).toBe('2026-11');
    expect(toMonth('2026-13', TODAY)).toBe('2026-05');
    expect(toMonth(null, TODAY)).toBe('2026-05');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
