import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { WorkOrderDialogHost } from '@web/app/dialogs/work-order-dialog-host';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import DashboardPage from './dashboard-page';

const STATS: DashboardStats = {
  totalWorkOrders: 42,
  pendingWorkOrders: 17,
  completedWorkOrders: 21,
  activeEquipment: 31,
  totalEquipment: 38,
  period: { days: 30, from: '2026-02-08T00:00:00.000Z', to: '2026-03-10T00:00:00.000Z' },
  weekOverWeek: { current: 23, previous: 20, changePercent: 15 },
};

function renderDashboard(path: string, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/dashboard/stats': () => jsonResponse(200, STATS),
    'GET /api/work-orders': () => jsonResponse(200, [buildWorkOrder()]),
    'GET /api/notifications': () =>
      jsonResponse(200, [
        {
          id: '3f1c2a4e-0000-4000-8000-0000000000n1',
          type: 'part_low_stock',
          title: 'Low stock: Air filter element GA37',
          message: 'Only 2 left in stock',
          priority: 'high',
          data: null,
          read: false,
          createdAt: '2026-03-10T08:00:00.000Z',
        },
      ]),
    'GET /api/work-orders/next-fo-number': () => jsonResponse(200, { foNumber: 'WO-2026-043' }),
    ...routes,
  });
  renderWithApp(
    <WorkOrderDialogHost>
      <DashboardPage />
    </WorkOrderDialogHost>,
    { path },
  );
  return stub;
}

describe('dashboard', () => {
  it('shows the four figures for the period with the real week-over-week change', async () => {
    const { calls } = renderDashboard('/dashboard');
    const total = await screen.findByRole('group', { name: 'Total Work Orders' });
    expect(within(total).getByText('42')).toBeTruthy();
    expect(within(total).getByText('+15% from last week')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Pending Work Orders' })).getByText('17')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Completed Work Orders' })).getByText('21')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Active Equipment' }).textContent).toContain('31 of 38');
    expect(calls.find((call) => call.url.startsWith('/api/dashboard/stats'))?.url).toBe(
      '/api/dashboard/stats?days=30',
    );
  });

  it('asks for the period in the URL and says so when last week had no orders', async () => {
    const { calls } = renderDashboard('/dashboard?days=7', {
      'GET /api/dashboard/stats': () =>
        jsonResponse(200, { ...STATS, weekOverWeek: { current: 3, previous: 0, changePercent: null } }),
    });
    expect(await screen.findByText('No work orders last week')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Date range' }).textContent).toContain('Last 7 Days');
    expect(calls.find((call) => call.url.startsWith('/api/dashboard/stats'))?.url).toBe(
      '/api/dashboard/stats?days=7',
    );
  });

  it('loads recent orders, upcoming preventive maintenance and the five latest alerts', async () => {
    const { calls } = renderDashboard('/dashboard');
    expect(await screen.findByText('Low stock: Air filter element GA37')).toBeTruthy();
    expect((await screen.findAllByText('Pump leaking at the mechanical seal')).length).toBeGreaterThan(0);
    const urls = calls.map((call) => call.url);
    expect(urls).toContain('/api/work-orders?sort=-createdAt&limit=6');
    expect(urls).toContain(
      '/api/work-orders?type=preventive&status=new%2Cassigned%2Cin_progress&sort=dueDate&limit=5',
    );
    expect(urls).toContain('/api/notifications?limit=5');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/work-orders');
  });

  it('opens the work-order dialog from New Work Order', async () => {
    renderDashboard('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'New Work Order' }));
    expect(await screen.findByRole('dialog', { name: 'New Work Order' })).toBeTruthy();
  });

  it('says what failed when the calls fail', async () => {
    const fail = () => jsonResponse(500, { error: 'INTERNAL', message: 'Database down' });
    renderDashboard('/dashboard', {
      'GET /api/dashboard/stats': fail,
      'GET /api/work-orders': fail,
      'GET /api/notifications': fail,
    });
    expect(await screen.findByText('Failed to fetch stats')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    expect((await screen.findAllByText('Failed to fetch work orders')).length).toBe(2);
  });
});
