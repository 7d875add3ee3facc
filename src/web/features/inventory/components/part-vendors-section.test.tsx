import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import type { PartVendor } from '@shared/schemas/purchasing';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildVendorOption } from '../test-fixtures';
import { PartVendorsSection } from './part-vendors-section';

const PART_ID = '7a1c2a4e-0000-4000-8000-000000000001';
const NORDIC = buildVendorOption();
const HANSA = buildVendorOption({ id: '9b1c2a4e-0000-4000-8000-000000000002', name: 'Hansa Industrial' });
const BALTIC = buildVendorOption({ id: '9b1c2a4e-0000-4000-8000-000000000003', name: 'Baltic Seals' });

const LISTED: PartVendor[] = [
  {
    vendorId: HANSA.id,
    vendorName: HANSA.name,
    vendorPartNumber: null,
    unitPrice: '9.20',
    leadTimeDays: null,
    preferred: false,
  },
  {
    vendorId: NORDIC.id,
    vendorName: NORDIC.name,
    vendorPartNumber: 'NB-6204-2RS',
    unitPrice: '8.10',
    leadTimeDays: 7,
    preferred: true,
  },
];

const PLANT = {
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: null,
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired: false,
  approvalLimits: {},
  version: 1,
} satisfies PlantSettings;

function renderSection(role: Role, vendors: PartVendor[], routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/plant-settings': () => jsonResponse(200, PLANT),
    'GET /api/vendors': () => jsonResponse(200, [BALTIC, HANSA, NORDIC]),
    [`GET /api/parts/${PART_ID}/vendors`]: () => jsonResponse(200, vendors),
    ...routes,
  });
  renderWithApp(<PartVendorsSection partId={PART_ID} />, { path: '/inventory' });
  return stub;
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('part vendors', () => {
  it('lists the vendors with part number, price in the plant currency, lead time and the preferred one', async () => {
    renderSection('technician', LISTED);
    const table = await screen.findByRole('table', { name: 'Part vendors' });
    // Amounts show bare until the plant's currency arrives.
    await within(table).findByText('€9.20');
    expect(rowTexts(table)).toEqual([
      ['Vendor', 'Vendor part no.', 'Unit price', 'Lead time (days)'],
      ['Hansa Industrial', '—', '€9.20', '—'],
      ['Nordic Bearings LtdPreferred', 'NB-6204-2RS', '€8.10', '7'],
    ]);
    // Technicians read parts; only those who write them edit the list.
    expect(screen.queryByRole('button', { name: 'Edit vendors' })).toBeNull();
  });

  it('says so when the part has no vendor prices', async () => {
    renderSection('technician', []);
    expect(await screen.findByRole('heading', { name: 'No vendor prices yet' })).toBeTruthy();
    expect(
      screen.getByText(
        'The vendors this part is bought from appear here, with their part numbers, prices and lead times.',
      ),
    ).toBeTruthy();
  });

  it('saves the edited list as a whole with PUT and shows it', async () => {
    let vendors = LISTED;
    const { calls } = renderSection('supervisor', LISTED, {
      [`PUT /api/parts/${PART_ID}/vendors`]: () => {
        vendors = [
          {
            vendorId: BALTIC.id,
            vendorName: BALTIC.name,
            vendorPartNumber: 'BS-32',
            unitPrice: '6.40',
            leadTimeDays: 14,
            preferred: false,
          },
          { ...(LISTED[1] as PartVendor), unitPrice: '7.95' },
        ];
        return jsonResponse(200, vendors);
      },
      [`GET /api/parts/${PART_ID}/vendors`]: () => jsonResponse(200, vendors),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit vendors' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Hansa Industrial' }));
    const nordic = screen.getByRole('group', { name: 'Nordic Bearings Ltd' });
    const price = within(nordic).getByLabelText('Unit price (EUR)');
    await userEvent.clear(price);
    await userEvent.type(price, '7.95');

    await userEvent.click(screen.getByRole('combobox', { name: 'Add a vendor' }));
    // Nordic is listed already, so only the others are offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Choose a vendor',
      'Baltic Seals · Supplier',
      'Hansa Industrial · Supplier',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Baltic Seals · Supplier' }));
    const baltic = await screen.findByRole('group', { name: 'Baltic Seals' });
    await userEvent.type(within(baltic).getByLabelText('Vendor part no.'), 'BS-32');
    await userEvent.type(within(baltic).getByLabelText('Unit price (EUR)'), '6.4');
    await userEvent.type(within(baltic).getByLabelText('Lead time (days)'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save vendors' }));

    expect(await screen.findByText('Vendors saved')).toBeTruthy();
    expect(screen.getByText('2 vendors for this part.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/parts/${PART_ID}/vendors`);
    expect(put?.body).toEqual({
      vendors: [
        { vendorId: NORDIC.id, vendorPartNumber: 'NB-6204-2RS', unitPrice: '7.95', leadTimeDays: 7 },
        { vendorId: BALTIC.id, vendorPartNumber: 'BS-32', unitPrice: '6.40', leadTimeDays: 14 },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Part vendors' });
    expect(rowTexts(table).slice(1)).toEqual([
      ['Baltic Seals', 'BS-32', '€6.40', '14'],
      ['Nordic Bearings LtdPreferred', 'NB-6204-2RS', '€7.95', '7'],
    ]);
  });

  it('checks with the shared schema’s messages and sends nothing until they are met', async () => {
    const { calls } = renderSection('supervisor', LISTED);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit vendors' }));
    const hansa = screen.getByRole('group', { name: 'Hansa Industrial' });
    await userEvent.type(within(hansa).getByLabelText('Lead time (days)'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save vendors' }));

    expect(await within(hansa).findByText('Lead time cannot be negative')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal and keeps the edit open; Cancel leaves the list as it was', async () => {
    const refusal = 'Vendor not found';
    renderSection('supervisor', LISTED, {
      [`PUT /api/parts/${PART_ID}/vendors`]: () =>
        jsonResponse(404, { error: 'NOT_FOUND', message: refusal }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit vendors' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hansa Industrial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save vendors' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`The vendors were not saved${refusal}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const table = await screen.findByRole('table', { name: 'Part vendors' });
    expect(rowTexts(table)).toHaveLength(3);
  });
});
