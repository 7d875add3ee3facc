import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import type { PurchaseOrder, ReorderSuggestion } from '@shared/schemas/purchasing';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import PurchaseOrderPage from './purchase-order-page';
import ReceivePage from './receive-page';
import ReorderPage from './reorder-page';

const ORDER_ID = '7d1e2a3b-0000-4000-8000-00000000a001';
const VENDOR_ID = '7d1e2a3b-0000-4000-8000-00000000b001';

const PLANT: PlantSettings = {
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: '65.00',
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired: false,
  approvalLimits: { technician: 0, supervisor: 1000, manager: 10000 },
  version: 1,
};

function buildOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: ORDER_ID,
    number: 'PO-2026-0007',
    vendorId: VENDOR_ID,
    vendorName: 'Nordic Bearings',
    status: 'submitted',
    currency: 'EUR',
    notes: null,
    expectedDate: null,
    total: '1500.00',
    createdByName: 'Sam Supervisor',
    submittedAt: '2026-11-02T08:00:00.000Z',
    submittedByName: 'Sam Supervisor',
    approvedAt: null,
    approvedByName: null,
    orderedAt: null,
    receivedAt: null,
    closedAt: null,
    cancelledAt: null,
    createdAt: '2026-11-02T07:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    version: 3,
    lines: [
      {
        id: '7d1e2a3b-0000-4000-8000-00000000c001',
        partId: '7d1e2a3b-0000-4000-8000-00000000d001',
        partNumber: 'BRG-6205',
        partName: 'Ball bearing 6205',
        position: 1,
        quantity: 10,
        unitPrice: '150.00',
        vendorPartNumber: 'NB-6205-2RS',
        receivedQuantity: 6,
        allowOverReceipt: false,
        lineTotal: '1500.00',
      },
    ],
    receipts: [],
    ...overrides,
  };
}

function signIn(role: Role, routes: Record<string, FetchHandler>) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  return stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/plant-settings': () => jsonResponse(200, PLANT),
    ...routes,
  });
}

describe('purchase order page', () => {
  it('tells a supervisor an order above their limit waits for someone else, and lets a manager approve it', async () => {
    const order = buildOrder();
    signIn('supervisor', { [`GET /api/purchase-orders/${ORDER_ID}`]: () => jsonResponse(200, order) });
    const first = renderWithApp(<PurchaseOrderPage />, { path: `/purchasing/orders/${ORDER_ID}` });
    expect(
      await screen.findByText(
        'This order is above your approval limit of 1,000.00: someone whose limit covers it must approve it',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    first.unmount();

    let stored = order;
    const { calls } = signIn('manager', {
      [`GET /api/purchase-orders/${ORDER_ID}`]: () => jsonResponse(200, stored),
      [`POST /api/purchase-orders/${ORDER_ID}/approve`]: () => {
        stored = buildOrder({ status: 'approved', approvedByName: 'Mia Manager', version: 4 });
        return jsonResponse(200, stored);
      },
    });
    renderWithApp(<PurchaseOrderPage />, { path: `/purchasing/orders/${ORDER_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Send to vendor' })).toBeTruthy();
    const approval = calls.find((call) => call.url.endsWith('/approve'))!;
    expect(approval.headers.get('If-Match')).toBe('3');
    expect(screen.getByText('Order approved')).toBeTruthy();
  });
});

describe('draft editor', () => {
  it('sends the expected day, cleared notes and the lines as typed, a blank price left to the server', async () => {
    const draft = buildOrder({ status: 'draft', notes: 'Gate 2', submittedAt: null, submittedByName: null });
    const { calls } = signIn('supervisor', {
      [`GET /api/purchase-orders/${ORDER_ID}`]: () => jsonResponse(200, draft),
      [`PATCH /api/purchase-orders/${ORDER_ID}`]: () =>
        jsonResponse(200, buildOrder({ status: 'draft', version: 4 })),
    });
    renderWithApp(<PurchaseOrderPage />, { path: `/purchasing/orders/${ORDER_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PO-2026-0007' });
    await userEvent.type(within(dialog).getByLabelText('Expected delivery'), '2026-12-04');
    await userEvent.clear(within(dialog).getByLabelText('Notes'));
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByText('Quantity must be a whole number')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Quantity'), '12');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Accept more than ordered' }));
    await userEvent.clear(within(dialog).getByLabelText('Unit price'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.headers.get('If-Match')).toBe('3');
    expect(patch.body).toEqual({
      expectedDate: '2026-12-04',
      notes: null,
      lines: [
        {
          partId: '7d1e2a3b-0000-4000-8000-00000000d001',
          quantity: 12,
          vendorPartNumber: 'NB-6205-2RS',
          allowOverReceipt: true,
        },
      ],
    });
  });
});

describe('receive page', () => {
  it('finds a line by the vendor part number typed for a torn label and receives what is still to come', async () => {
    const order = buildOrder({ status: 'partially_received' });
    const { calls } = signIn('technician', {
      [`GET /api/purchase-orders/${ORDER_ID}`]: () => jsonResponse(200, order),
      [`POST /api/purchase-orders/${ORDER_ID}/receipts`]: () =>
        jsonResponse(201, buildOrder({ status: 'received' })),
    });
    const { currentPath } = renderWithApp(<ReceivePage />, {
      path: `/purchasing/orders/${ORDER_ID}/receive`,
    });
    expect(await screen.findByText('6 of 10 received · 4 to come')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Scan part label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan part label' });
    await userEvent.type(within(dialog).getByLabelText('Part number'), 'XX-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find line' }));
    expect(within(dialog).getByText('XX-1 is not on this order.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Part number'));
    await userEvent.type(within(dialog).getByLabelText('Part number'), 'nb-6205-2rs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find line' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Receive 4 items' }));
    await waitFor(() => expect(currentPath()).toBe(`/purchasing/orders/${ORDER_ID}`));
    expect(calls.find((call) => call.url.endsWith('/receipts'))?.body).toEqual({
      lines: [{ lineId: '7d1e2a3b-0000-4000-8000-00000000c001', quantity: 4 }],
    });
  });
});

describe('reorder page', () => {
  it('drafts one order per vendor from the ticked parts, with the quantities typed', async () => {
    const suggestion = (partId: string, vendorId: string | null, partNumber: string): ReorderSuggestion => ({
      partId,
      partNumber,
      partName: `Part ${partNumber}`,
      stockLevel: 1,
      reorderPoint: 4,
      reorderQuantity: 10,
      maxStock: null,
      suggestedQuantity: 10,
      vendorId,
      vendorName: vendorId ? `Vendor ${vendorId.slice(-1)}` : null,
      vendorPartNumber: null,
      unitPrice: '2.50',
      leadTimeDays: 5,
    });
    const rows = [
      suggestion('7d1e2a3b-0000-4000-8000-00000000e001', '7d1e2a3b-0000-4000-8000-00000000f00a', 'BLT-1'),
      suggestion('7d1e2a3b-0000-4000-8000-00000000e002', '7d1e2a3b-0000-4000-8000-00000000f00b', 'BLT-2'),
      suggestion('7d1e2a3b-0000-4000-8000-00000000e003', null, 'BLT-3'),
    ];
    const { calls } = signIn('supervisor', {
      'GET /api/purchasing/reorder-suggestions': () => jsonResponse(200, rows, { 'X-Total-Count': '3' }),
      'POST /api/purchase-orders': ({ body }) =>
        jsonResponse(201, buildOrder({ status: 'draft', vendorId: (body as { vendorId: string }).vendorId })),
    });
    const { currentPath } = renderWithApp(<ReorderPage />, { path: '/purchasing/reorder' });
    expect(
      await screen.findByText('Choose a preferred vendor on each part to order it from here.'),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Order BLT-3' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Order BLT-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Order BLT-2' }));
    const quantity = within(
      screen.getByRole('list', { name: 'Parts to reorder from Vendor a' }),
    ).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    expect(screen.getByText('2 parts selected · 2 orders')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create purchase orders' }));

    await waitFor(() => expect(currentPath()).toBe('/purchasing/orders'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { vendorId: rows[0]!.vendorId, lines: [{ partId: rows[0]!.partId, quantity: 7 }] },
      { vendorId: rows[1]!.vendorId, lines: [{ partId: rows[1]!.partId, quantity: 10 }] },
    ]);
  });
});
