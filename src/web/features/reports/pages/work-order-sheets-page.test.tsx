import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildSheets } from '../test-fixtures';
import WorkOrderSheetsPage from './work-order-sheets-page';

const SHEETS = buildSheets();
const [FIRST, SECOND] = SHEETS.sheets.map((sheet) => sheet.workOrder);

function renderPage(ids: string, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/reports/work-order-sheets': () => jsonResponse(200, SHEETS),
    ...routes,
  });
  return {
    ...stub,
    ...renderWithApp(<WorkOrderSheetsPage />, { path: `/reports/print/work-orders?ids=${ids}` }),
  };
}

const preview = () => within(screen.getByRole('region', { name: 'Print preview' }));

describe('printable work-order sheets', () => {
  it('prints each order on its own sheet with every section', async () => {
    const { calls } = renderPage(`${FIRST!.id},${SECOND!.id}`);
    const first = within(await screen.findByRole('article', { name: 'Work order WO-2026-042' }));
    expect(calls.some((c) => c.url === `/api/reports/work-order-sheets?ids=${FIRST!.id},${SECOND!.id}`)).toBe(
      true,
    );
    expect(
      preview()
        .getAllByRole('article')
        .map((sheet) => sheet.getAttribute('aria-label')),
    ).toEqual(['Work order WO-2026-042', 'Work order WO-2026-043']);
    expect(screen.getByText('2 sheets for Main Plant, one A4 page per order.')).toBeTruthy();

    expect(first.getByText('Main Plant · Work order')).toBeTruthy();
    expect(first.getByText('Corrective')).toBeTruthy();
    expect(first.getByText('High')).toBeTruthy();
    expect(first.getByText('In Progress')).toBeTruthy();
    expect(first.getByText('PMP-001 — Boiler feed pump')).toBeTruthy();
    expect(first.getByText('Boiler Room')).toBeTruthy();
    expect(first.getByText('Dana Planner')).toBeTruthy();
    expect(first.getByText('5 Mar 2026, 16:00')).toBeTruthy();
    expect(first.getByText('Pump leaking at the mechanical seal')).toBeTruthy();
    expect(first.getByText('Spare seal is on shelf B4.')).toBeTruthy();

    const checklist = within(first.getByRole('list', { name: 'Checklist' }));
    expect(checklist.getAllByRole('listitem')).toHaveLength(2);
    expect(checklist.getByText('Done · Tom Rivera · 2 Mar 2026, 08:10')).toBeTruthy();

    const parts = within(first.getByRole('table', { name: 'Parts used' }));
    expect(
      parts.getByRole('row', { name: 'SEAL-CR32 — Mechanical shaft seal CR 32 2 €129.00 €258.00' }),
    ).toBeTruthy();
    expect(parts.getByRole('row', { name: 'Parts total €258.00' })).toBeTruthy();
    const labour = within(first.getByRole('table', { name: 'Labour' }));
    expect(labour.getByRole('row', { name: 'Tom Rivera 2 Mar 2026, 08:00 1.5 h' })).toBeTruthy();
    const downtime = within(first.getByRole('table', { name: 'Downtime' }));
    expect(
      downtime.getByRole('row', { name: 'Mechanical breakdown 2 Mar 2026, 07:00 – 2 Mar 2026, 10:00 3 h' }),
    ).toBeTruthy();
    expect(first.getByText('Technician — name and signature')).toBeTruthy();
    expect(first.getByText('Supervisor — name and signature')).toBeTruthy();
    expect(first.getByText('Date')).toBeTruthy();

    const second = within(preview().getByRole('article', { name: 'Work order WO-2026-043' }));
    expect(second.getByText('Preventive')).toBeTruthy();
    expect(second.getByText('No checklist on this order.')).toBeTruthy();
    expect(second.getByText('No downtime recorded')).toBeTruthy();
  });

  it('keeps a copy of the sheets outside the app for paper, each ending its page', async () => {
    renderPage(`${FIRST!.id},${SECOND!.id}`);
    await screen.findByRole('article', { name: 'Work order WO-2026-042' });
    const copies = document.body.querySelectorAll(':scope > [data-print-copy] [data-print-sheet]');
    expect(copies).toHaveLength(2);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media print/);
    expect(css).toMatch(/\[data-print-sheet\] \{[^}]*break-after: page/);
    expect(css).toMatch(/#root \{ display: none !important; \}/);
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/reports');
  });

  it('names the orders this plant does not hold and still prints the others', async () => {
    const foreign = '3f1c2a4e-0000-4000-8000-0000000000ff';
    renderPage(`${FIRST!.id},${foreign}`, {
      'GET /api/reports/work-order-sheets': () =>
        jsonResponse(200, { ...SHEETS, sheets: SHEETS.sheets.slice(0, 1), missingIds: [foreign] }),
    });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('1 of 2 work orders not found in this plant')).toBeTruthy();
    expect(alert.getByText(foreign)).toBeTruthy();
    expect(preview().getByRole('heading', { name: FIRST!.foNumber })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(false);
  });

  it('prints nothing when none of the orders is this plant’s', async () => {
    const foreign = '3f1c2a4e-0000-4000-8000-0000000000ff';
    renderPage(foreign, {
      'GET /api/reports/work-order-sheets': () =>
        jsonResponse(200, { ...SHEETS, sheets: [], missingIds: [foreign] }),
    });
    expect(await screen.findByText('1 of 1 work order not found in this plant')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('[data-print-copy]')).toBeNull();
  });

  it('says which orders to choose when none is named', async () => {
    renderPage('');
    expect(await screen.findByText('No work orders chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose work orders' }).getAttribute('href')).toBe('/reports');
  });
});
