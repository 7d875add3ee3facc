import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { offlineMessages } from './messages';
import { useChangeLabel, wordChange } from './change-wording';

describe('a queued change’s name', () => {
  it('keeps its English label beside what it is worded from', () => {
    expect(wordChange('change.part.create', { partNumber: 'BRG-6204' })).toEqual({
      label: 'New part BRG-6204',
      wording: { key: 'change.part.create', values: { partNumber: 'BRG-6204' } },
    });
  });

  it('is worded in the language the reader speaks now, not the one it was queued in', async () => {
    const queued = wordChange('change.workOrder.assigned>in_progress', { foNumber: 'WO-2026-042' });
    window.localStorage.setItem(LOCALE_KEY, 'de');
    await offlineMessages.load('de');
    const { result } = renderHook(() => useChangeLabel());
    expect(result.current(queued)).toBe('WO-2026-042 beginnen');
  });

  it('reads an action queued before wordings by the label it was queued with', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'es');
    await offlineMessages.load('es');
    const { result } = renderHook(() => useChangeLabel());
    expect(result.current({ label: 'Edit WO-2026-042' })).toBe('Edit WO-2026-042');
    expect(result.current({ label: 'Old', wording: { key: 'change.no.such.key' } })).toBe('Old');
    expect(result.current(wordChange('change.part.delete', { partNumber: 'BRG-6204' }))).toBe(
      'Eliminar repuesto BRG-6204',
    );
  });
});
