import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { recentMonths } from '../components/months';
import ReportsPage from './reports-page';

const ORDER_A = buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-00000000000a', foNumber: 'WO-2026-101' });
const ORDER_B = buildWorkOrder({
  id: '3f1c2a4e-0000-4000-8000-00000000000b',
  foNumber: 'WO-2026-102',
  description: 'Replace the infeed conveyor belt',
});

function csv(fileName: string, body = 'FO Number\r\n'): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderPage(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/profiles': () =>
      jsonResponse(200, [
        { id: 'tech-1', firstName: 'Tom', lastName: 'Rivera', email: 't@x', role: 'technician' },
      ]),
    'GET /api/work-orders': () => jsonResponse(200, [ORDER_A, ORDER_B], { 'X-Total-Count': '2' }),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<ReportsPage />, { path: '/reports' }) };
}

/** What the temporary download links were asked to save. */
let savedFiles: string[] = [];

beforeEach(() => {
  savedFiles = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedFiles.push(this.download);
  });
});
afterEach(() => vi.useRealTimers());

const region = (name: string) => within(screen.getByRole('region', { name }));

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('reports page', () => {
  it('shows the exports and the printable pages to a supervisor', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(screen.getByText('Exports (CSV)')).toBeTruthy();
    expect(screen.getByText('Printable')).toBeTruthy();
    for (const name of ['Work orders', 'Equipment', 'Parts with stock value', 'Downtime', 'PM compliance']) {
      expect(region(name).getByRole('button', { name: /^Download CSV/ })).toBeTruthy();
    }
    expect(region('Work-order sheets').getByRole('button', { name: 'Open printable sheets' })).toBeTruthy();
    expect(
      region('Monthly maintenance summary').getByRole('link', { name: 'Open monthly summary' }),
    ).toBeTruthy();
  });

  it('downloads the work orders with the chosen filters under the server’s file name', async () => {
    const answer = deferred<Response>();
    const { calls } = renderPage({ 'GET /api/reports/work-orders.csv': () => answer.promise });
    const workOrders = within(await screen.findByRole('region', { name: 'Work orders' }));
    await choose(workOrders, 'Status', 'Open (new, assigned, in progress)');
    await choose(workOrders, 'Type', 'Preventive');
    await choose(workOrders, 'Priority', 'High and critical');
    await choose(workOrders, 'Sort', 'Due date');
    await userEvent.click(workOrders.getByRole('switch', { name: 'Overdue only' }));
    await userEvent.click(workOrders.getByRole('button', { name: 'Download CSV (Work orders)' }));

    const preparing = await workOrders.findByRole('button', { name: 'Preparing… (Work orders)' });
    expect(preparing.hasAttribute('disabled')).toBe(true);
    const call = calls.find((c) => c.url.startsWith('/api/reports/work-orders.csv'))!;
    expect(Object.fromEntries(new URL(call.url, 'http://x').searchParams)).toEqual({
      status: 'new,assigned,in_progress',
      type: 'preventive',
      priority: 'high,critical',
      overdue: 'true',
      sort: 'dueDate',
    });
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');

    answer.resolve(csv('work-orders-2026-03-14.csv'));
    expect(await screen.findByText('Work orders exported')).toBeTruthy();
    expect(screen.getByText('Saved as work-orders-2026-03-14.csv')).toBeTruthy();
    expect(savedFiles).toEqual(['work-orders-2026-03-14.csv']);
    const again = await workOrders.findByRole('button', { name: 'Download CSV (Work orders)' });
    expect(again.hasAttribute('disabled')).toBe(false);
  });

  it('asks for all orders when no filter is chosen', async () => {
    const { calls } = renderPage({ 'GET /api/reports/work-orders.csv': () => csv('work-orders.csv') });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV (Work orders)' }));
    await screen.findByText('Work orders exported');
    expect(calls.find((c) => c.url.startsWith('/api/reports/work-orders.csv'))!.url).toBe(
      '/api/reports/work-orders.csv?sort=-createdAt',
    );
  });

  it('downloads downtime over the chosen period', async () => {
    const { calls } = renderPage({ 'GET /api/reports/downtime.csv': () => csv('downtime-2026-03-14.csv') });
    const downtime = within(await screen.findByRole('region', { name: 'Downtime' }));
    await choose(downtime, 'Downtime period', 'Last 30 days');
    await userEvent.click(downtime.getByRole('button', { name: 'Download CSV (Downtime)' }));
    expect(await screen.findByText('Downtime exported')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/reports/downtime.csv?days=30')).toBe(true);
    expect(savedFiles).toEqual(['downtime-2026-03-14.csv']);
  });

  it('says so in a toast when an export fails, and saves nothing', async () => {
    renderPage({
      'GET /api/reports/equipment.csv': () =>
        jsonResponse(503, { error: 'SERVICE_UNAVAILABLE', message: 'The database is not answering' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV (Equipment)' }));
    expect(await screen.findByText('Equipment export failed')).toBeTruthy();
    expect(screen.getByText('The database is not answering')).toBeTruthy();
    expect(savedFiles).toEqual([]);
  });

  it('lists the open orders to print and opens the sheets of those ticked', async () => {
    const { calls, currentPath } = renderPage();
    const sheets = within(await screen.findByRole('region', { name: 'Work-order sheets' }));
    expect(await sheets.findByText('2 of 2 orders selected')).toBeTruthy();
    const listCall = calls.find((c) => c.url.startsWith('/api/work-orders'))!;
    expect(Object.fromEntries(new URL(listCall.url, 'http://x').searchParams)).toEqual({
      status: 'new,assigned,in_progress',
      sort: 'dueDate',
      limit: '100',
    });

    await choose(sheets, 'Assigned to', 'Tom Rivera');
    await waitFor(() => expect(calls.some((c) => c.url.includes('assignedTo=tech-1'))).toBe(true));
    await userEvent.click(await sheets.findByRole('checkbox', { name: 'WO-2026-102' }));
    expect(sheets.getByText('1 of 2 orders selected')).toBeTruthy();
    await userEvent.click(sheets.getByRole('button', { name: 'Open printable sheets' }));
    expect(currentPath()).toBe(`/reports/print/work-orders?ids=${ORDER_A.id}`);
  });

  it('says a total past the server’s exact count is at least that many', async () => {
    renderPage({
      'GET /api/work-orders': () =>
        jsonResponse(200, [ORDER_A, ORDER_B], { 'X-Total-Count': '10000', 'X-Total-Count-Relation': 'gte' }),
    });
    const sheets = within(await screen.findByRole('region', { name: 'Work-order sheets' }));
    expect(
      await sheets.findByText(
        'The first 2 of 10,000+ are listed, the most one print run holds: narrow the choice to print the rest.',
      ),
    ).toBeTruthy();
  });

  it('links the monthly summary of last month, or of the month chosen', async () => {
    renderPage();
    const summary = within(await screen.findByRole('region', { name: 'Monthly maintenance summary' }));
    const [thisMonth, lastMonth] = recentMonths(new Date());
    const link = () => summary.getByRole('link', { name: 'Open monthly summary' }).getAttribute('href');
    expect(link()).toBe(`/reports/print/monthly-summary?month=${lastMonth}`);
    await userEvent.click(summary.getByRole('combobox', { name: 'Month' }));
    expect(screen.getAllByRole('option')).toHaveLength(13);
    await userEvent.click(screen.getAllByRole('option')[0]!);
    await waitFor(() => expect(link()).toBe(`/reports/print/monthly-summary?month=${thisMonth}`));
  });
});
