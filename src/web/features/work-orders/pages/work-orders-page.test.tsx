import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { WorkOrderDialogHost } from '@web/app/dialogs/work-order-dialog-host';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { buildLocationNode } from '@web/test/location-fixtures';
import { renderWithApp } from '@web/test/render';
import WorkOrdersPage from './work-orders-page';
import { goOffline } from '@web/components/work-orders/offline.test-helper';

function renderPage(path: string, listHandler: FetchHandler, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/work-orders': listHandler,
    ...routes,
  });
  const view = renderWithApp(
    <WorkOrderDialogHost>
      <WorkOrdersPage />
    </WorkOrderDialogHost>,
    { path },
  );
  const listCalls = () => stub.calls.filter((call) => call.url.startsWith('/api/work-orders?'));
  return { ...view, listCalls };
}

describe('work orders page', () => {
  it('lists the cards, pages through X-Next-Cursor and shows X-Total-Count in the heading', async () => {
    const orders = [
      buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-0000000000a1', foNumber: 'WO-2026-101' }),
      buildWorkOrder({
        id: '3f1c2a4e-0000-4000-8000-0000000000a2',
        foNumber: 'WO-2026-102',
        description: 'Conveyor belt slipping on the infeed',
        status: 'assigned',
        dueDate: '2020-01-01T00:00:00.000Z',
      }),
    ];
    const nextPage = [
      buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-0000000000a3', foNumber: 'WO-2026-050' }),
    ];
    const { listCalls } = renderPage('/work-orders', ({ url }) =>
      url.includes('cursor=')
        ? jsonResponse(200, nextPage, { 'X-Total-Count': '3' })
        : jsonResponse(200, orders, { 'X-Total-Count': '3', 'X-Next-Cursor': 'next-1' }),
    );
    expect(await screen.findByText('WO-2026-101')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('3');
    const overdue = screen.getByText('Conveyor belt slipping on the infeed').closest('a');
    expect(overdue?.dataset.overdue).toBe('true');
    expect(listCalls()[0]?.url).toBe('/api/work-orders?limit=50');
    // The end of the list is on screen, so the next page follows X-Next-Cursor.
    expect(await screen.findByText('WO-2026-050')).toBeTruthy();
    expect(listCalls()[1]?.url).toBe('/api/work-orders?limit=50&cursor=next-1');
    expect(screen.getByText('3 work orders')).toBeTruthy();
  });

  it('shows a total past the server’s exact count as a lower bound, and the exact count at the end', async () => {
    const order = buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-0000000000b1', foNumber: 'WO-2026-201' });
    renderPage('/work-orders?assignedTo=3f1c2a4e-0000-4000-8000-0000000000c1', ({ url }) =>
      url.includes('cursor=')
        ? jsonResponse(200, [], { 'X-Total-Count': '10000', 'X-Total-Count-Relation': 'gte' })
        : jsonResponse(200, [order], {
            'X-Total-Count': '10000',
            'X-Total-Count-Relation': 'gte',
            'X-Next-Cursor': 'next-1',
          }),
    );
    expect(await screen.findByText('WO-2026-201')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Work Orders10,000+ matching');
    expect(await screen.findByText('1 work order')).toBeTruthy();
  });

  it('reads its filters from the URL, sends them to the API and clears them', async () => {
    const { listCalls, currentPath } = renderPage(
      '/work-orders?status=new,assigned,in_progress&priority=high',
      () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    );
    expect(await screen.findByText('No work orders match your filters')).toBeTruthy();
    const query = new URLSearchParams(listCalls()[0]?.url.split('?')[1]);
    expect(query.get('status')).toBe('new,assigned,in_progress');
    expect(query.get('priority')).toBe('high');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Open');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentPath()).toBe('/work-orders'));
    expect(await screen.findByText('Create First Work Order')).toBeTruthy();
  });

  it('filters by a location and everything under it (issue 24)', async () => {
    const site = buildLocationNode({ name: 'Site A', code: 'SA', kind: 'site' });
    const { listCalls, currentPath } = renderPage(
      '/work-orders',
      () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
      { 'GET /api/locations/tree': () => jsonResponse(200, [site]) },
    );
    await screen.findByText('No work orders yet');
    await userEvent.click(screen.getByLabelText('Location'));
    await userEvent.click(await screen.findByRole('option', { name: 'Site A (SA)' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.url).toBe(
        `/api/work-orders?locationId=${site.id}&includeDescendants=true&limit=50`,
      ),
    );
    expect(currentPath()).toBe(`/work-orders?locationId=${site.id}&includeDescendants=true`);
  });

  it('searches description, FO number and model once typing pauses', async () => {
    const { listCalls, currentPath } = renderPage('/work-orders', () =>
      jsonResponse(200, [], { 'X-Total-Count': '0' }),
    );
    await screen.findByText('No work orders yet');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search work orders' }), 'GA37');
    await waitFor(() => expect(currentPath()).toBe('/work-orders?q=GA37'));
    await waitFor(() => expect(listCalls().at(-1)?.url).toBe('/api/work-orders?q=GA37&limit=50'));
  });

  it("shows 'Failed to fetch work orders' when the list cannot load", async () => {
    renderPage('/work-orders', () => jsonResponse(500, { error: 'INTERNAL', message: 'Database down' }));
    expect(await screen.findByText('Failed to fetch work orders')).toBeTruthy();
  });

  it("lists a vendor's orders from ?vendorId= (the vendors screen links here) and takes the filter off", async () => {
    const vendorId = '9b1c2a4e-0000-4000-8000-000000000002';
    const { listCalls, currentPath } = renderPage(
      `/work-orders?vendorId=${vendorId}`,
      () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
      { 'GET /api/vendors': () => jsonResponse(200, [{ id: vendorId, name: 'Volt Electrical Services' }]) },
    );
    expect(await screen.findByText('No work orders match your filters')).toBeTruthy();
    expect(new URLSearchParams(listCalls()[0]?.url.split('?')[1]).get('vendorId')).toBe(vendorId);
    expect(await screen.findByText('Volt Electrical Services')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove vendor filter' }));
    await waitFor(() => expect(currentPath()).toBe('/work-orders'));
  });

  it('creates an order offline: the dialog closes, says it is saved on this device, the list shows it', async () => {
    goOffline();
    const server = buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-0000000000a1', foNumber: 'WO-2026-101' });
    const { calls } = await renderPageWithDialog(server);
    expect(await screen.findByText('WO-2026-101')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'New Work Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await within(dialog).findByDisplayValue('WO-2026-043');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Grease the conveyor bearings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Work Order' })).toBeNull());
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    const card = (await screen.findByText('Grease the conveyor bearings')).closest('a');
    expect(card?.getAttribute('href')).toMatch(/^\/work-orders\/temp-/);
    expect(within(card as HTMLElement).getByText('WO-2026-043')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Not synced yet')).toBeTruthy();
    // The server's own order carries no marker, and nothing was posted while offline.
    const serverCard = screen.getByText('WO-2026-101').closest('a') as HTMLElement;
    expect(within(serverCard).queryByText('Not synced yet')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('suggests the number after the ones queued offline, so two offline orders never share one', async () => {
    goOffline();
    await renderPageWithDialog();
    await screen.findByText('No work orders yet');
    for (const [suggested, description] of [
      ['WO-2026-043', 'Grease the conveyor bearings'],
      ['WO-2026-044', 'Replace the cracked sight glass'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: 'New Work Order' }));
      const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
      await within(dialog).findByDisplayValue(suggested);
      await userEvent.type(within(dialog).getByLabelText('Description'), description);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Work Order' })).toBeNull());
    }
    expect(await screen.findByText('Replace the cracked sight glass')).toBeTruthy();
    expect(screen.getAllByText('Not synced yet')).toHaveLength(2);
  });
});

/** The page with its New Work Order dialog; the cached next number is WO-2026-043. */
async function renderPageWithDialog(...orders: WorkOrder[]) {
  const { calls } = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/profiles': () => jsonResponse(200, []),
    'GET /api/vendors': () => jsonResponse(200, []),
    'GET /api/work-orders/next-fo-number': () => jsonResponse(200, { foNumber: 'WO-2026-043' }),
    'GET /api/work-orders': () => jsonResponse(200, orders, { 'X-Total-Count': String(orders.length) }),
  });
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  // The page's queue outlives a test; its store was emptied after the last one.
  await changeQueue.refresh();
  renderWithApp(
    <WorkOrderDialogHost>
      <WorkOrdersPage />
    </WorkOrderDialogHost>,
    { path: '/work-orders' },
  );
  return { calls };
}

describe('work orders page in other languages', () => {
  it('words each order’s type, status and the filters’ choices in German', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    const orders = [
      buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-0000000000b1', foNumber: 'WO-2026-201' }),
      buildWorkOrder({
        id: '3f1c2a4e-0000-4000-8000-0000000000b2',
        foNumber: 'WO-2026-202',
        type: 'emergency',
        status: 'in_progress',
      }),
    ];
    await act(async () => {
      renderPage('/work-orders', () => jsonResponse(200, orders, { 'X-Total-Count': '2' }));
    });
    const card = async (foNumber: string) => within((await screen.findByText(foNumber)).closest('a')!);
    expect((await card('WO-2026-201')).getByText('· Korrektiv')).toBeTruthy();
    expect((await card('WO-2026-201')).getByText('Neu')).toBeTruthy();
    expect((await card('WO-2026-202')).getByText('· Notfall')).toBeTruthy();
    expect((await card('WO-2026-202')).getByText('In Arbeit')).toBeTruthy();
    expect(screen.queryByText(/Corrective|Emergency/)).toBeNull();
  });
});
