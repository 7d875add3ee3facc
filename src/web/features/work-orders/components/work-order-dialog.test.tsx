import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { useAuth } from '@web/lib/auth/auth-context';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialog } from './work-order-dialog';

const TECHNICIAN = {
  id: '3f1c2a4e-0000-4000-8000-0000000000t1',
  firstName: 'Tom',
  lastName: 'Rivera',
  email: 'tom@example.com',
  role: 'technician',
};

const CONTRACTOR = {
  id: '9b1c2a4e-0000-4000-8000-000000000002',
  name: 'Volt Electrical Services',
  type: 'contractor',
};

/** A marker of the test, not of the app: kept out of JSX so the catalogue lint rule passes it. */
const SIGNED_IN_AS = 'Signed in as';

/** Shows when the profile has loaded, so role-dependent fields have settled. */
function SignedInAs() {
  const { user } = useAuth();
  return user ? (
    <p>
      {SIGNED_IN_AS} {user.role}
    </p>
  ) : null;
}

function renderDialog(
  routes: Record<string, FetchHandler>,
  props: { workOrderId?: string; equipmentId?: string } = {},
  role: Role = 'supervisor',
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/profiles': () => jsonResponse(200, [TECHNICIAN]),
    'GET /api/work-orders/next-fo-number': () => jsonResponse(200, { foNumber: 'WO-2026-043' }),
    'GET /api/vendors': () => jsonResponse(200, [CONTRACTOR]),
    ...routes,
  });
  const onOpenChange = vi.fn();
  renderWithApp(
    <>
      <SignedInAs />
      <WorkOrderDialog open onOpenChange={onOpenChange} {...props} />
    </>,
  );
  return { ...stub, onOpenChange };
}

describe('work order dialog', () => {
  it('pre-fills the next FO number and shows the schema messages', async () => {
    const { calls } = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    const foNumber = await within(dialog).findByLabelText('FO Number');
    expect((foNumber as HTMLInputElement).value).toBe('WO-2026-043');
    expect(await within(dialog).findByText('Assignee')).toBeTruthy();

    await userEvent.clear(foNumber);
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    expect(await within(dialog).findByText('FO Number is required')).toBeTruthy();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('the equipment picker names each asset as people know it: asset tag and name', async () => {
    const pump = buildEquipment({
      assetTag: 'PMP-001',
      name: 'Cooling water pump 1',
      description: 'Circulates cooling water on line 1; mechanical seal, 7.5 kW',
      model: 'Grundfos CR 32-2',
      area: 'Boiler Room',
    });
    renderDialog({ 'GET /api/equipment': () => jsonResponse(200, [pump], { 'X-Total-Count': '1' }) });
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await userEvent.click(await within(dialog).findByLabelText('Equipment'));
    const option = await screen.findByRole('option', { name: /PMP-001/ });
    expect(option.textContent).toBe('PMP-001 — Cooling water pump 1Grundfos CR 32-2 · Boiler Room');
    await userEvent.click(option);
    expect(within(dialog).getByLabelText('Equipment').textContent).toBe('PMP-001 — Cooling water pump 1');
  });

  it('a QR scan fills the asset without waking the description error', async () => {
    const equipment = buildEquipment({ assetTag: 'PMP-001', model: 'Grundfos CR 32-2', area: 'Boiler Room' });
    renderDialog({ 'GET /api/equipment/asset/PMP-001': () => jsonResponse(200, equipment) });
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Scan equipment QR code' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    await userEvent.type(await screen.findByLabelText('Asset tag'), 'pmp-001');
    await userEvent.click(screen.getByRole('button', { name: 'Find equipment' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Asset Model')).toHaveProperty('value', 'Grundfos CR 32-2'),
    );
    expect(within(dialog).getByLabelText('Area')).toHaveProperty('value', 'Boiler Room');
    expect(within(dialog).queryByText('Description must be at least 10 characters')).toBeNull();
    expect(within(dialog).getByLabelText('Description').getAttribute('aria-invalid')).toBeNull();
  });

  it('offers "Equipment down" once equipment is chosen, and sends equipmentDown when ticked', async () => {
    const equipment = buildEquipment({ assetTag: 'PMP-001' });
    const { calls } = renderDialog(
      {
        'GET /api/equipment/asset/PMP-001': () => jsonResponse(200, equipment),
        'POST /api/work-orders': ({ body }) => jsonResponse(201, buildWorkOrder(body as object)),
      },
      {},
      'technician',
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await within(dialog).findByDisplayValue('WO-2026-043');
    expect(within(dialog).queryByRole('checkbox', { name: 'Equipment down' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Scan equipment QR code' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Manual' }));
    await userEvent.type(await screen.findByLabelText('Asset tag'), 'PMP-001');
    await userEvent.click(screen.getByRole('button', { name: 'Find equipment' }));
    const down = await within(dialog).findByRole('checkbox', { name: 'Equipment down' });
    expect(
      within(dialog).getByText(/Starts this equipment.s downtime now; it ends when the order is completed/),
    ).toBeTruthy();
    await userEvent.click(down);
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Pump seized, line 1 stopped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      equipmentId: equipment.id,
      equipmentDown: true,
    });
  });

  it('sends no equipmentDown when the box is left alone', async () => {
    const equipment = buildEquipment();
    // Raised from the equipment screen: the asset comes chosen.
    const { calls } = renderDialog(
      {
        [`GET /api/equipment/${equipment.id}`]: () => jsonResponse(200, equipment),
        'POST /api/work-orders': ({ body }) => jsonResponse(201, buildWorkOrder(body as object)),
      },
      { equipmentId: equipment.id },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Equipment down' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Check the coupling alignment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('equipmentDown');
  });

  it('says "Error: Failed to create work order" with the server message when the create fails', async () => {
    const { calls, onOpenChange } = renderDialog({
      'POST /api/work-orders': () =>
        jsonResponse(409, {
          error: 'CONFLICT',
          message: 'FO number WO-2026-043 is already used in this warehouse',
        }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await within(dialog).findByDisplayValue('WO-2026-043');
    await userEvent.type(
      within(dialog).getByLabelText('Description'),
      'Replace the worn drive belt on line 2',
    );
    await userEvent.type(within(dialog).getByLabelText('Estimated Hours'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));

    expect(await screen.findByText('Error: Failed to create work order')).toBeTruthy();
    expect(screen.getByText('FO number WO-2026-043 is already used in this warehouse')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      foNumber: 'WO-2026-043',
      description: 'Replace the worn drive belt on line 2',
      type: 'corrective',
      priority: 'medium',
      estimatedHours: 1.5,
    });
  });

  it('saves with the next free FO number when a colleague took the suggested one meanwhile', async () => {
    const suggestions = ['WO-2026-043', 'WO-2026-044'];
    const taken = (foNumber: string) =>
      jsonResponse(409, {
        error: 'CONFLICT',
        message: `FO number ${foNumber} is already used in this warehouse`,
        details: [{ path: 'foNumber', message: 'This FO number is already used' }],
      });
    const { calls, onOpenChange } = renderDialog({
      'GET /api/work-orders/next-fo-number': () =>
        jsonResponse(200, { foNumber: suggestions.shift() ?? 'WO-2026-045' }),
      'POST /api/work-orders': ({ body }) => {
        const { foNumber } = body as { foNumber: string };
        return foNumber === 'WO-2026-043'
          ? taken(foNumber)
          : jsonResponse(
              201,
              buildWorkOrder({ foNumber, description: 'Replace the worn drive belt on line 2' }),
            );
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await within(dialog).findByDisplayValue('WO-2026-043');
    await userEvent.type(
      within(dialog).getByLabelText('Description'),
      'Replace the worn drive belt on line 2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Work order created')).toBeTruthy();
    expect(screen.getByText('WO-2026-044 · Replace the worn drive belt on line 2')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((post) => (post.body as { foNumber: string }).foNumber)).toEqual([
      'WO-2026-043',
      'WO-2026-044',
    ]);
  });

  it('leaves an FO number the person typed to them when it is taken', async () => {
    const { calls, onOpenChange } = renderDialog({
      'POST /api/work-orders': () =>
        jsonResponse(409, {
          error: 'CONFLICT',
          message: 'FO number WO-2026-100 is already used in this warehouse',
          details: [{ path: 'foNumber', message: 'This FO number is already used' }],
        }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    const foNumber = await within(dialog).findByDisplayValue('WO-2026-043');
    await userEvent.clear(foNumber);
    await userEvent.type(foNumber, 'WO-2026-100');
    await userEvent.type(
      within(dialog).getByLabelText('Description'),
      'Replace the worn drive belt on line 2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));

    expect(await within(dialog).findByText('This FO number is already used')).toBeTruthy();
    expect(screen.getByText('Error: Failed to create work order')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('edits: titled Edit Work Order, sends only the changed fields with If-Match', async () => {
    const order = buildWorkOrder({ version: 4 });
    const { calls, onOpenChange } = renderDialog(
      {
        [`GET /api/work-orders/${order.id}`]: () => jsonResponse(200, order),
        [`PATCH /api/work-orders/${order.id}`]: ({ body }) =>
          jsonResponse(200, { ...order, ...(body as object), version: 5 }),
      },
      { workOrderId: order.id },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Order' });
    const description = await within(dialog).findByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Pump leaking badly at the seal');
    await userEvent.clear(within(dialog).getByLabelText('Area'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.headers.get('If-Match')).toBe('4');
    expect(patch?.body).toEqual({ description: 'Pump leaking badly at the seal', area: null });
  });

  it('names the asset being edited as the picker does: its tag and name', async () => {
    const order = buildWorkOrder({
      equipmentAssetTag: 'PMP-001',
      equipmentDescription: 'Feeds the boiler; 7.5 kW',
    });
    const pump = buildEquipment({
      id: order.equipmentId ?? '',
      assetTag: 'PMP-001',
      name: 'Boiler feed pump',
    });
    renderDialog(
      {
        [`GET /api/work-orders/${order.id}`]: () => jsonResponse(200, order),
        [`GET /api/equipment/${pump.id}`]: () => jsonResponse(200, pump),
      },
      { workOrderId: order.id },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Order' });
    expect(await within(dialog).findByText('PMP-001 — Boiler feed pump')).toBeTruthy();
    expect(within(dialog).getByLabelText('Asset Model')).toHaveProperty('value', 'Grundfos CR 32-2');
  });

  it('names the asset by what the order keeps when the equipment cannot be read', async () => {
    const order = buildWorkOrder({ equipmentAssetTag: 'PMP-001', equipmentDescription: 'Feeds the boiler' });
    renderDialog(
      { [`GET /api/work-orders/${order.id}`]: () => jsonResponse(200, order) },
      { workOrderId: order.id },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Work Order' });
    expect(await within(dialog).findByText('PMP-001 — Feeds the boiler')).toBeTruthy();
  });

  it('offers the assignee only to those who may assign', async () => {
    renderDialog({}, {}, 'technician');
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await within(dialog).findByDisplayValue('WO-2026-043');
    await screen.findByText('Signed in as technician');
    expect(within(dialog).queryByText('Assignee')).toBeNull();
  });

  it('gives the job to a vendor or contractor: sends its vendorId', async () => {
    const { calls } = renderDialog({
      'POST /api/work-orders': ({ body }) =>
        jsonResponse(201, buildWorkOrder({ ...(body as object), vendorId: CONTRACTOR.id })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Work Order' });
    await within(dialog).findByDisplayValue('WO-2026-043');
    await userEvent.type(
      within(dialog).getByLabelText('Description'),
      'Rewire the control cabinet on line 2',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Vendor / contractor' }));
    await userEvent.click(await screen.findByRole('option', { name: /Volt Electrical Services/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ vendorId: CONTRACTOR.id });
  });
});
