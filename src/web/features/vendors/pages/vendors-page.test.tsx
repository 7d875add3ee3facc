import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { Vendor } from '@shared/schemas/vendors';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildVendor } from '../test-fixtures';
import VendorsPage from './vendors-page';

const SUPPLIER = buildVendor();
const CONTRACTOR = buildVendor({
  id: '9b1c2a4e-0000-4000-8000-000000000002',
  name: 'Volt Electrical Services',
  type: 'contractor',
  email: null,
  phone: null,
  address: null,
  contactPerson: null,
  partsCount: 0,
  openWorkOrdersCount: 2,
});

function renderPage(
  vendors: Vendor[],
  { role = 'manager', routes = {} }: { role?: Role; routes?: Record<string, FetchHandler> } = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/vendors': () => jsonResponse(200, vendors, { 'X-Total-Count': String(vendors.length) }),
    'GET /api/attachments': () => jsonResponse(200, []),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<VendorsPage />, { path: '/vendors' }) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const card = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);

describe('vendors page', () => {
  it('shows 6 placeholder cards, then each vendor with contacts and what refers to it', async () => {
    const answer = deferred<Response>();
    renderPage([], { routes: { 'GET /api/vendors': () => answer.promise } });
    expect(await screen.findAllByTestId('vendor-skeleton')).toHaveLength(6);
    answer.resolve(jsonResponse(200, [SUPPLIER, CONTRACTOR], { 'X-Total-Count': '2' }));

    await screen.findByRole('heading', { name: SUPPLIER.name });
    const supplier = card(SUPPLIER.name);
    expect(supplier.getByText('Supplier')).toBeTruthy();
    expect(supplier.getByText('Jane Doe')).toBeTruthy();
    expect(supplier.getByRole('link', { name: SUPPLIER.email! }).getAttribute('href')).toBe(
      `mailto:${SUPPLIER.email}`,
    );
    expect(supplier.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(supplier.getByText('12 Harbour Road, Portsmouth')).toBeTruthy();
    expect(supplier.getByRole('link', { name: '4 parts' }).getAttribute('href')).toBe(
      `/inventory?vendorId=${SUPPLIER.id}`,
    );
    const contractor = card(CONTRACTOR.name);
    expect(contractor.getByText('Contractor')).toBeTruthy();
    expect(contractor.getByRole('link', { name: '2 open work orders' }).getAttribute('href')).toContain(
      `/work-orders?vendorId=${CONTRACTOR.id}`,
    );
    expect(screen.getByText('2 vendors')).toBeTruthy();
  });

  it('says "No vendors found" with "Create your first vendor to get started"', async () => {
    renderPage([]);
    expect(await screen.findByText('No vendors found')).toBeTruthy();
    expect(screen.getByText('Create your first vendor to get started')).toBeTruthy();
  });

  it('announces a failed fetch as a destructive toast titled Error', async () => {
    renderPage([], {
      routes: { 'GET /api/vendors': () => jsonResponse(500, { error: 'INTERNAL', message: 'x' }) },
    });
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Failed to fetch vendors').length).toBeGreaterThan(0);
  });

  it('validates the vendor form with the spec messages, then creates the vendor', async () => {
    const { calls } = renderPage([], {
      routes: { 'POST /api/vendors': ({ body }) => jsonResponse(201, buildVendor(body as Partial<Vendor>)) },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add Vendor' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vendor' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email format')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Acme Hydraulics');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    expect(await screen.findByText('Vendor created successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Acme Hydraulics',
      type: 'supplier',
    });
  });

  it('puts the status and the response text in the create failure', async () => {
    renderPage([], {
      routes: {
        'POST /api/vendors': () => jsonResponse(409, { error: 'CONFLICT', message: 'Vendor already exists' }),
      },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add Vendor' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vendor' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Acme Hydraulics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText(/^Failed to create vendor: 409: .*Vendor already exists/)).toBeTruthy();
  });

  it('edits with If-Match and says "Vendor updated successfully", or "Failed to update vendor"', async () => {
    let status = 200;
    const { calls } = renderPage([SUPPLIER], {
      routes: {
        [`PATCH /api/vendors/${SUPPLIER.id}`]: ({ body }) =>
          status === 200
            ? jsonResponse(200, { ...SUPPLIER, ...(body as object), version: 4 })
            : jsonResponse(status, { error: 'FORBIDDEN', message: 'x' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${SUPPLIER.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const phone = within(dialog).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Vendor updated successfully')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.headers.get('If-Match')).toBe('3');
    expect(patch?.body).toEqual({ phone: null });

    // A refusal (4xx) while online; a 5xx would leave the change queued for a retry.
    status = 403;
    await userEvent.click(screen.getByRole('button', { name: `Edit ${SUPPLIER.name}` }));
    const again = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    await userEvent.type(within(again).getByLabelText('Contact person'), ' Jr');
    await userEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update vendor')).toBeTruthy();
  });

  it('on a version conflict shows both values and re-applies mine with the new If-Match version', async () => {
    const current = { ...SUPPLIER, contactPerson: 'Sam Lee', version: 4 };
    const { calls } = renderPage([SUPPLIER], {
      routes: {
        [`PATCH /api/vendors/${SUPPLIER.id}`]: ({ headers, body }) =>
          headers.get('If-Match') === '3'
            ? jsonResponse(409, {
                error: 'VERSION_CONFLICT',
                message: 'Someone else changed this record. Review the current values and try again.',
                current,
              })
            : jsonResponse(200, { ...current, ...(body as object), version: 5 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${SUPPLIER.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const contact = within(dialog).getByLabelText('Contact person');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Ana Ruiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const panel = await within(dialog).findByRole('region', { name: 'Conflicting changes' });
    const row = within(panel).getByRole('row', { name: /Contact person/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sam Lee', 'Ana Ruiz']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Re-apply my changes' }));

    expect(await screen.findByText('Vendor updated successfully')).toBeTruthy();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((patch) => patch.headers.get('If-Match'))).toEqual(['3', '4']);
    expect(patches[1]?.body).toEqual({ contactPerson: 'Ana Ruiz' });
  });

  it('asks "Are you sure you want to delete this vendor?" before deleting', async () => {
    // A refusal (4xx) while online; a 5xx would leave the change queued for a retry.
    let status = 403;
    const { calls } = renderPage([SUPPLIER], {
      routes: {
        [`DELETE /api/vendors/${SUPPLIER.id}`]: () =>
          status === 204
            ? new Response(null, { status: 204 })
            : jsonResponse(status, { error: 'FORBIDDEN', message: 'x' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${SUPPLIER.name}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this vendor?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete vendor' }));
    expect(await screen.findByText('Failed to delete vendor')).toBeTruthy();

    status = 204;
    await userEvent.click(screen.getByRole('button', { name: `Delete ${SUPPLIER.name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete vendor' }),
    );
    expect(await screen.findByText('Vendor deleted successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('shows technicians the cards without add, edit or delete', async () => {
    renderPage([SUPPLIER], { role: 'technician' });
    await screen.findByRole('heading', { name: SUPPLIER.name });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Vendor' })).toBeNull());
    expect(screen.queryByRole('button', { name: `Edit ${SUPPLIER.name}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete ${SUPPLIER.name}` })).toBeNull();
    expect(screen.getByRole('button', { name: `Documents of ${SUPPLIER.name}` })).toBeTruthy();
  });

  it('offline shows a new vendor and an edited one marked "Not synced yet", and hides a deleted one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = renderPage([SUPPLIER, CONTRACTOR]);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${SUPPLIER.name}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    await userEvent.type(within(edit).getByLabelText('Contact person'), ' Jr');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(await card(SUPPLIER.name).findByText('Jane Doe Jr')).toBeTruthy();
    expect(card(SUPPLIER.name).getByText('Not synced yet')).toBeTruthy();

    await userEvent.click(screen.getAllByRole('button', { name: 'Add Vendor' })[0]!);
    const add = await screen.findByRole('dialog', { name: 'Add New Vendor' });
    await userEvent.type(within(add).getByLabelText(/^Name/), 'Acme Hydraulics');
    await userEvent.click(within(add).getByRole('button', { name: 'Add Vendor' }));
    expect(await screen.findByRole('heading', { name: 'Acme Hydraulics' })).toBeTruthy();
    expect(card('Acme Hydraulics').getByText('Not synced yet')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: `Delete ${CONTRACTOR.name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete vendor' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: CONTRACTOR.name })).toBeNull());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
