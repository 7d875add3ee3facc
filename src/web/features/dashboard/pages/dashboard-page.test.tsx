import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { WorkOrder } from '@shared/schemas/work-orders';
import type { DashboardStats } from '@shared/schemas/dashboard';
import { WorkOrderDialogHost } from '@web/app/dialogs/work-order-dialog-host';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
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

function renderDashboard(path: string, routes: Record<string, FetchHandler> = {}, role: Role = 'supervisor') {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
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

  it("leads a technician's dashboard with their own work, grouped, and starts an order in one tap", async () => {
    const me = buildProfile('technician');
    const mine = (overrides: Partial<WorkOrder>) =>
      buildWorkOrder({ assignedTo: me.id, assigneeName: 'Tom Rivera', status: 'assigned', ...overrides });
    const orders = [
      mine({ id: '3f1c2a4e-0000-4000-8000-000000000011', foNumber: 'WO-2026-011', status: 'in_progress' }),
      mine({
        id: '3f1c2a4e-0000-4000-8000-000000000012',
        foNumber: 'WO-2026-012',
        dueDate: '2020-01-01T08:00:00Z',
        version: 4,
      }),
      mine({
        id: '3f1c2a4e-0000-4000-8000-000000000013',
        foNumber: 'WO-2026-013',
        dueDate: '2099-01-01T08:00:00Z',
      }),
    ];
    const { calls } = renderDashboard(
      '/dashboard',
      {
        'GET /api/profiles/me': () => jsonResponse(200, me),
        'GET /api/work-orders': (call) => jsonResponse(200, call.url.includes('assignedTo=') ? orders : []),
        'PATCH /api/work-orders/3f1c2a4e-0000-4000-8000-000000000012': () =>
          jsonResponse(200, { ...orders[1], status: 'in_progress', version: 5 }),
      },
      'technician',
    );
    const myWork = await screen.findByRole('region', { name: 'My work' });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions[0]).toBe('My work');
    expect(await within(myWork).findByText('WO-2026-011')).toBeTruthy();
    expect(
      within(myWork)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['My work', 'In progress (1)', 'Overdue (1)', 'Upcoming (1)']);
    expect(within(myWork).queryByRole('button', { name: 'Start WO-2026-011' })).toBeNull();
    expect(calls.map((call) => call.url)).toContain(
      `/api/work-orders?assignedTo=${me.id}&status=new%2Cassigned%2Cin_progress&sort=dueDate&limit=50`,
    );

    await userEvent.click(within(myWork).getByRole('button', { name: 'Start WO-2026-012' }));
    const patch = await vi.waitFor(() => {
      const found = calls.find((call) => call.method === 'PATCH');
      if (!found) throw new Error('no PATCH yet');
      return found;
    });
    expect(patch.headers.get('If-Match')).toBe('4');
    expect(patch.body).toEqual({ status: 'in_progress' });
  });

  it('shows a technician’s planned week under their own work, and on no one else’s dashboard', async () => {
    renderDashboard('/dashboard', {}, 'technician');
    await screen.findByRole('region', { name: 'My work' });
    expect(
      screen
        .getAllByRole('region')
        .slice(0, 2)
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['My work', 'My week']);
    cleanup();

    renderDashboard('/dashboard', {}, 'supervisor');
    await screen.findByRole('switch', { name: 'Mine' });
    expect(screen.queryByRole('region', { name: 'My week' })).toBeNull();
  });

  it('narrows the lists to my orders with the Mine toggle, for supervisors and up', async () => {
    const me = buildProfile('supervisor');
    const { calls } = renderDashboard('/dashboard', { 'GET /api/profiles/me': () => jsonResponse(200, me) });
    expect(screen.queryByRole('region', { name: 'My work' })).toBeNull();
    await userEvent.click(await screen.findByRole('switch', { name: 'Mine' }));
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        `/api/work-orders?assignedTo=${me.id}&sort=-createdAt&limit=6`,
      ),
    );
    expect(calls.map((call) => call.url)).toContain(
      `/api/work-orders?type=preventive&status=new%2Cassigned%2Cin_progress&sort=dueDate&limit=5&assignedTo=${me.id}`,
    );
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      `/work-orders?assignedTo=${me.id}`,
    );
  });
});
