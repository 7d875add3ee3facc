import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { CalendarEntry } from '@shared/schemas/pm';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildCalendarEntry } from '../pm-test-fixtures';
import { CalendarTab } from './calendar-tab';

function renderCalendar(entries: CalendarEntry[], onMonthChange = vi.fn()) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    'GET /api/pm-calendar': () => jsonResponse(200, entries),
  });
  const view = renderWithApp(<CalendarTab month="2026-05" onMonthChange={onMonthChange} />);
  return { ...stub, ...view, onMonthChange };
}

const day = (key: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-day="${key}"]`);
  if (!cell) throw new Error(`no cell for ${key}`);
  return within(cell);
};

describe('PM calendar', () => {
  it('places orders (links, by status) and forecasts (Planned) on their days', async () => {
    const order = buildCalendarEntry({ date: '2026-05-12', foNumber: 'WO-2026-101', assetTag: 'PMP-001' });
    const forecast = buildCalendarEntry({ kind: 'forecast', date: '2026-05-19', assetTag: 'CMP-001' });
    const { calls } = renderCalendar([order, forecast]);
    expect(await screen.findByText('1 work order · 1 planned')).toBeTruthy();
    expect(screen.getByText('May 2026')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/pm-calendar?month=2026-05&limit=500')).toBe(true);
    const link = await day('2026-05-12').findByRole('link', { name: /WO-2026-101/ });
    expect(link.getAttribute('href')).toBe(`/work-orders/${order.workOrderId}`);
    expect(link.textContent).toContain('PMP-001');
    const planned = day('2026-05-19').getByText('Planned').closest('[data-kind]');
    expect(planned?.getAttribute('data-kind')).toBe('forecast');
    expect(planned?.textContent).toContain('CMP-001');
    expect(day('2026-05-13').queryByRole('link')).toBeNull();
  });

  it('shows two entries and "+N more" on a full day, the rest in a popover', async () => {
    const entries = ['A', 'B', 'C', 'D', 'E'].map((letter) =>
      buildCalendarEntry({ date: '2026-05-21', foNumber: `WO-${letter}`, assetTag: `TAG-${letter}` }),
    );
    renderCalendar(entries);
    await screen.findByText('5 work orders · 0 planned');
    const more = await day('2026-05-21').findByRole('button', { name: /\+3 more/ });
    expect(day('2026-05-21').getAllByRole('link')).toHaveLength(2);
    await userEvent.click(more);
    const popover = await screen.findByRole('dialog', { name: /Thursday 21 May/ });
    expect(within(popover).getAllByRole('link')).toHaveLength(5);
  });

  it('moves to the previous and next month', async () => {
    const { onMonthChange } = renderCalendar([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-06');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-04');
  });

  it('lists the days with work as an agenda on phones', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderCalendar([
      buildCalendarEntry({ date: '2026-05-12', foNumber: 'WO-2026-101' }),
      buildCalendarEntry({ date: '2026-05-12', kind: 'forecast' }),
    ]);
    const agendaDay = await screen.findByRole('region', { name: 'Tuesday 12 May' });
    expect(within(agendaDay).getByRole('link', { name: /WO-2026-101/ })).toBeTruthy();
    expect(within(agendaDay).getAllByText('Planned').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-day="2026-05-13"]')).toBeNull();
  });
});
