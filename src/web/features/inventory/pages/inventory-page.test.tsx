import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { Part } from '@shared/schemas/parts';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildPart, buildSummary, buildVendorOption } from '../test-fixtures';
import InventoryPage from './inventory-page';

function plantIn(currency: string): PlantSettings {
  return {
    warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
    warehouseName: 'Main Plant',
    laborRate: null,
    currency,
    monthlyBudget: null,
    closeOutCodesRequired: false,
    approvalLimits: {},
    version: 1,
  };
}

function renderPage(
  parts: Part[],
  {
    path = '/inventory',
    role = 'supervisor',
    routes = {},
  }: { path?: string; role?: Role; routes?: Record<string, FetchHandler> } = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/parts/summary': () => jsonResponse(200, buildSummary()),
    'GET /api/parts': () => jsonResponse(200, parts, { 'X-Total-Count': String(parts.length) }),
    'GET /api/vendors': () => jsonResponse(200, [buildVendorOption()]),
    'GET /api/plant-settings': () => jsonResponse(200, plantIn('USD')),
    ...routes,
  });
  const view = renderWithApp(<InventoryPage />, { path });
  const listCalls = () => stub.calls.filter((call) => call.url.startsWith('/api/parts?'));
  return { ...stub, ...view, listCalls };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const PARTS = [
  buildPart(),
  buildPart({
    id: '7a1c2a4e-0000-4000-8000-000000000002',
    partNumber: 'FLT-AIR-37',
    name: 'Air filter element GA37',
    description: null,
    category: 'pneumatic',
    unitCost: '56.00',
    stockLevel: 2,
    reorderPoint: 2,
    location: null,
  }),
  buildPart({
    id: '7a1c2a4e-0000-4000-8000-000000000003',
    partNumber: 'SEAL-CR32',
    name: 'Mechanical shaft seal CR 32',
    unitCost: '129.00',
    stockLevel: 0,
    reorderPoint: 2,
  }),
];

describe('inventory page', () => {
  it('shows 5 skeleton rows, then the tiles and the seven columns', async () => {
    const answer = deferred<Response>();
    renderPage([], { routes: { 'GET /api/parts': () => answer.promise } });
    expect(await screen.findAllByTestId('part-skeleton')).toHaveLength(5);
    answer.resolve(jsonResponse(200, PARTS, { 'X-Total-Count': '3' }));

    const table = await screen.findByRole('table', { name: 'Parts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Part Number',
      'Description',
      'Category',
      'Stock Level',
      'Status',
      'Unit Cost',
      'Location',
    ]);
    const row = (partNumber: string) => within(within(table).getByText(partNumber).closest('tr')!);
    expect(row('BRG-6204').getByText('40 / 10 min')).toBeTruthy();
    expect(row('BRG-6204').getByText('In Stock')).toBeTruthy();
    expect(row('BRG-6204').getByText('$8.40')).toBeTruthy();
    expect(row('BRG-6204').getByText('20 × 47 × 14 mm, sealed')).toBeTruthy();
    expect(row('FLT-AIR-37').getByText('2 / 2 min')).toBeTruthy();
    expect(row('FLT-AIR-37').getByText('Low Stock')).toBeTruthy();
    expect(row('SEAL-CR32').getByText('Out of Stock')).toBeTruthy();

    expect(screen.getByRole('heading', { name: /Parts Inventory/ }).textContent).toContain('3');
    const tiles = ['Total Parts', 'Low Stock Items', 'Total Value'].map(
      (title) => screen.getByRole('group', { name: title }).textContent,
    );
    expect(tiles[0]).toContain('3');
    expect(tiles[1]).toContain('1');
    expect(tiles[2]).toContain('$1,234.50');
  });

  it("prices parts in the plant's currency, not always dollars", async () => {
    renderPage(PARTS, { routes: { 'GET /api/plant-settings': () => jsonResponse(200, plantIn('EUR')) } });
    const table = await screen.findByRole('table', { name: 'Parts' });
    const row = within(within(table).getByText('BRG-6204').closest('tr')!);
    expect(await row.findByText('€8.40')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Total Value' }).textContent).toContain('€1,234.50');
  });

  it('says "No parts found" without filters and "…matching your criteria" with them', async () => {
    renderPage([]);
    expect(await screen.findByText('No parts found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Low stock only' }));
    expect(await screen.findByText('No parts found matching your criteria')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No parts found')).toBeTruthy();
  });

  it('reads q, category and lowStock from the URL (the header search links here)', async () => {
    const { listCalls } = renderPage([], {
      path: '/inventory?q=SEAL-CR32&category=mechanical&lowStock=true',
    });
    expect(await screen.findByText('No parts found matching your criteria')).toBeTruthy();
    const query = new URLSearchParams(listCalls()[0]?.url.split('?')[1]);
    expect(query.get('q')).toBe('SEAL-CR32');
    expect(query.get('category')).toBe('mechanical');
    expect(query.get('lowStock')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search parts' }) as HTMLInputElement).value).toBe(
      'SEAL-CR32',
    );
    expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toContain('Mechanical');
  });

  it('links Print labels to the label sheet with the filters on screen, for technicians too', async () => {
    renderPage(PARTS, { role: 'technician', path: '/inventory?q=BRG&lowStock=true&part=x' });
    const link = await screen.findByRole('link', { name: 'Print labels' });
    expect(link.getAttribute('href')).toBe('/inventory/labels?q=BRG&lowStock=true');
  });

  it('says "Failed to fetch parts" when the list fails', async () => {
    renderPage([], {
      routes: { 'GET /api/parts': () => jsonResponse(500, { error: 'INTERNAL', message: 'boom' }) },
    });
    expect(await screen.findByText('Failed to fetch parts')).toBeTruthy();
  });

  it('adds a part: required messages, non-numeric amounts sent as 0, success toast', async () => {
    const { calls } = renderPage(PARTS, {
      routes: {
        'POST /api/parts': ({ body }) =>
          jsonResponse(
            201,
            buildPart({ ...(body as Partial<Part>), id: '7a1c2a4e-0000-4000-8000-000000000009' }),
          ),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Part' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Part number is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'V-belt SPA 1250');
    await userEvent.type(within(dialog).getByLabelText(/^Part Number/), 'VB-1250');
    await userEvent.type(within(dialog).getByLabelText('Unit Cost'), 'abc');
    await userEvent.type(within(dialog).getByLabelText('Stock Level'), 'x');
    await userEvent.type(within(dialog).getByLabelText('Reorder Point'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));

    expect(await screen.findByText('Part created successfully')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'V-belt SPA 1250',
      partNumber: 'VB-1250',
      unitCost: '0.00',
      stockLevel: 0,
      reorderPoint: 4,
      category: 'general',
      unitOfMeasure: 'each',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Part' })).toBeNull());
  });

  it('keeps the dialog open with "Failed to create part" and the server\'s reason', async () => {
    const reason = 'Part number BRG-6204 is already used in this warehouse';
    renderPage(PARTS, {
      routes: { 'POST /api/parts': () => jsonResponse(409, { error: 'CONFLICT', message: reason }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Part' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Bearing');
    await userEvent.type(within(dialog).getByLabelText(/^Part Number/), 'BRG-6204');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));

    expect(await screen.findByText('Failed to create part')).toBeTruthy();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Add New Part' })).toBeTruthy();
  });

  it('shows technicians the inventory without Add Part', async () => {
    renderPage(PARTS, { role: 'technician' });
    await screen.findByRole('table', { name: 'Parts' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Part' })).toBeNull());
  });
});

describe('inventory page in other languages', () => {
  it('words each part’s stock status in the language chosen on this device', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'es');
    // The screen suspends until the language's texts arrive: an awaited act lets it.
    await act(async () => {
      renderPage(PARTS);
    });
    const row = async (partNumber: string) => within((await screen.findByText(partNumber)).closest('tr')!);
    expect((await row('BRG-6204')).getByText('En existencia')).toBeTruthy();
    expect((await row('FLT-AIR-37')).getByText('Existencias bajas')).toBeTruthy();
    expect((await row('SEAL-CR32')).getByText('Sin existencias')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });
});
