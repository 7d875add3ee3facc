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

const forecast = buildCalendarEntry({
  kind: 'usage_forecast',
  date: '2026-05-14',
  dueDate: '2026-05-14T10:00:00.000Z',
  earliest: '2026-05-11T10:00:00.000Z',
  latest: '2026-05-19T10:00:00.000Z',
  assetTag: 'CMP-001',
  title: 'Air end: 500 h service',
  basis: 'next 500 h service at 12,500 h, at 38 h/day',
});

function renderCalendar(entries: CalendarEntry[]) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    'GET /api/pm-calendar': () => jsonResponse(200, entries),
  });
  renderWithApp(<CalendarTab month="2026-05" onMonthChange={vi.fn()} />);
}

describe('usage forecasts on the PM calendar', () => {
  it('draws a forecast apart from fixed dates, its range and basis on a tap', async () => {
    renderCalendar([forecast, buildCalendarEntry({ date: '2026-05-14', foNumber: 'WO-2026-101' })]);
    const chip = await screen.findByRole('button', { name: /forecast/i });
    expect(chip.getAttribute('aria-label')).toBe(
      'Usage forecast · CMP-001 · Air end: 500 h service · Expected 14 May, between 11 and 19 May',
    );
    expect(chip.getAttribute('data-kind')).toBe('usage_forecast');
    expect(chip.className).toContain('border-dashed');
    expect(chip.textContent).toBe('Forecast≈ CMP-001');

    await userEvent.click(chip);
    const popover = await screen.findByRole('dialog', { name: 'Forecast for CMP-001' });
    expect(within(popover).getByText('Expected 14 May, between 11 and 19 May')).toBeTruthy();
    expect(within(popover).getByText('next 500 h service at 12,500 h, at 38 h/day')).toBeTruthy();
  });

  it('spells the range out on the phone agenda, across months too', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderCalendar([{ ...forecast, latest: '2026-06-02T10:00:00.000Z' }]);
    const row = await screen.findByRole('group', { name: /^Usage forecast · CMP-001/ });
    expect(within(row).getByText('Expected 14 May, between 11 May and 2 Jun')).toBeTruthy();
    expect(within(row).getByText('≈ CMP-001')).toBeTruthy();
  });
});
