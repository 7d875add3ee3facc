import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { loadLevel, loadNote as noteOf, loadText as textOf, timeOffNote as offNoteOf } from './cell-load';

// The functions word in the screens' language: here, English.
const t = () => renderHook(() => useT(planningMessages)).result.current;
const loadText = (day: Parameters<typeof textOf>[1]) => textOf(t(), day);
const loadNote = (day: Parameters<typeof noteOf>[1]) => noteOf(t(), day);
const timeOffNote = (day: Parameters<typeof offNoteOf>[1]) => offNoteOf(t(), day);

const day = (load: number, capacity: number, timeOffReason: string | null = null) => ({
  date: '2026-12-02',
  load,
  capacity,
  timeOffReason,
});

describe('a day cell load', () => {
  it('reads load against capacity, amber above 90 % and red above 100 %, in words as well', () => {
    expect(loadText(day(6, 8))).toBe('6 / 8 h');
    expect([loadLevel(day(7.2, 8)), loadNote(day(7.2, 8))]).toEqual(['free', null]);
    expect([loadLevel(day(7.25, 8)), loadNote(day(7.25, 8))]).toEqual(['nearly-full', 'Nearly full']);
    expect([loadLevel(day(8, 8)), loadNote(day(8, 8))]).toEqual(['nearly-full', 'Full']);
    expect([loadLevel(day(10, 8)), loadNote(day(10, 8))]).toEqual(['over', 'Over by 2 h']);
  });

  it('counts any work on a day without capacity as over it, and an empty one as free', () => {
    expect(loadNote(day(1.5, 0))).toBe('Over by 1.5 h');
    expect(loadLevel(day(0, 0))).toBe('free');
  });

  it('names time off, whole or in part', () => {
    expect(timeOffNote(day(0, 0, 'Vacation'))).toBe('Off — Vacation');
    expect(timeOffNote(day(0, 4, 'Dentist'))).toBe('Partly off — Dentist');
    expect(timeOffNote(day(0, 8))).toBeNull();
  });
});
