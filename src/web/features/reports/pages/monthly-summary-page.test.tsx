import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { MonthlySummary } from '@shared/schemas/reports';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildMonthlySummary } from '../test-fixtures';
import MonthlySummaryPage from './monthly-summary-page';

function renderPage(
  summary: MonthlySummary | null,
  month = '2026-02',
  routes: Record<string, FetchHandler> = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/reports/monthly-summary': () => jsonResponse(200, summary),
    ...routes,
  });
  return {
    ...stub,
    ...renderWithApp(<MonthlySummaryPage />, { path: `/reports/print/monthly-summary?month=${month}` }),
  };
}

const figure = (scope: ReturnType<typeof within>, name: string) =>
  within(scope.getByRole('group', { name })).getAllByText(/./)[1]!.textContent;

describe('printable monthly summary', () => {
  it('writes the month’s figures on one sheet', async () => {
    const { calls } = renderPage(buildMonthlySummary());
    const sheet = within(
      await screen.findByRole('article', { name: 'Monthly maintenance summary, February 2026' }),
    );
    expect(calls.some((c) => c.url === '/api/reports/monthly-summary?month=2026-02')).toBe(true);
    expect(sheet.getByText('Main Plant · Monthly maintenance summary')).toBeTruthy();
    expect(figure(sheet, 'Created')).toBe('48');
    expect(figure(sheet, 'Overdue at month end')).toBe('3');
    expect(sheet.getByText('Created by type: Preventive 20 · Corrective 25 · Emergency 3')).toBeTruthy();
    expect(figure(sheet, 'Compliance')).toBe('92.5%');
    expect(figure(sheet, 'PMs scheduled')).toBe('20');
    expect(figure(sheet, 'Completed on time')).toBe('18');
    expect(figure(sheet, 'Availability')).toBe('97.8%');
    expect(figure(sheet, 'MTBF')).toBe('312 h');
    expect(figure(sheet, 'MTTR')).toBe('2.4 h');
    expect(figure(sheet, 'Downtime')).toBe('31.5 h');
    const reasons = within(sheet.getByRole('table', { name: 'Downtime by reason' }));
    expect(reasons.getByRole('row', { name: 'Mechanical breakdown 4 18.5 h' })).toBeTruthy();
    expect(reasons.getByRole('row', { name: 'Total 9 31.5 h' })).toBeTruthy();
    const longest = within(sheet.getByRole('table', { name: 'Equipment down longest' }));
    expect(longest.getByRole('row', { name: 'PMP-001 — Boiler feed pump 12.25 h' })).toBeTruthy();
    expect(figure(sheet, 'Labour')).toBe('€10,400.00');
    expect(figure(sheet, 'Total')).toBe('€13,650.50');
    expect(figure(sheet, 'Under budget')).toBe('€1,349.50');
    expect(sheet.getByText('91% of €15,000.00 used')).toBeTruthy();
  });

  it('shows missing figures as "No data", never as 0', async () => {
    renderPage(
      buildMonthlySummary({
        pm: { complianceRate: null, scheduled: 0, completedOnTime: 0 },
        reliability: { fleetAvailability: null, mtbf: null, mttr: null, failures: 0, downtimeHours: 0 },
        downtimeByReason: [],
        topDowntime: [],
        costs: { laborHours: 12, labor: null, parts: 80, total: 80, budget: null },
      }),
    );
    const sheet = within(await screen.findByRole('article'));
    for (const name of ['Compliance', 'Availability', 'MTBF', 'MTTR'])
      expect(figure(sheet, name)).toBe('No data');
    expect(figure(sheet, 'Labour')).toBe('No labour rate set');
    expect(sheet.getByText('No downtime this month')).toBeTruthy();
    expect(sheet.getByText('No equipment was down')).toBeTruthy();
    expect(figure(sheet, 'Budget')).toBe('No budget set');
    expect(sheet.getByText('12 h worked')).toBeTruthy();
  });

  it('says how far over the budget the month went', async () => {
    renderPage(
      buildMonthlySummary({ costs: { laborHours: 10, labor: 650, parts: 500, total: 1150, budget: 1000 } }),
    );
    const sheet = within(await screen.findByRole('article'));
    expect(figure(sheet, 'Over budget')).toBe('€150.00');
    expect(sheet.getByText('115% of €1,000.00 used')).toBeTruthy();
  });

  it('says the summary could not be fetched, with Try again', async () => {
    renderPage(null, '2026-02', {
      'GET /api/reports/monthly-summary': () =>
        jsonResponse(404, { error: 'NOT_FOUND', message: 'Route not found' }),
    });
    expect(await screen.findByText('Failed to fetch the monthly summary')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for a month when the address has none that is valid', async () => {
    renderPage(null, '2026-13');
    expect(await screen.findByText('No month chosen')).toBeTruthy();
  });
});
