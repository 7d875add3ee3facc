import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Part } from '@shared/schemas/parts';
import { qrSvgDataUrl } from '@web/components/request-portal/request-portal';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { buildPart } from '../test-fixtures';
import PartLabelsPage from './part-labels-page';

const BEARING = buildPart();
const FILTER = buildPart({
  id: '7a1c2a4e-0000-4000-8000-000000000002',
  partNumber: 'FLT-AIR-37',
  name: 'Air filter element GA37',
  location: null,
});
const VENDOR_ID = '9b1c2a4e-0000-4000-8000-000000000001';

function renderLabels(path: string, routes: Record<string, FetchHandler>) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    ...routes,
  });
  renderWithApp(<PartLabelsPage />, { path });
  const listCalls = () => stub.calls.filter((call) => call.url.startsWith('/api/parts?'));
  return { ...stub, listCalls };
}

const listOf = (parts: Part[], total = parts.length) => ({
  'GET /api/parts': () => jsonResponse(200, parts, { 'X-Total-Count': String(total) }),
});

const preview = () => within(screen.getByLabelText('Label sheet preview'));

describe('part labels page', () => {
  it("labels the parts the inventory's filters select, each with a QR code of its part number", async () => {
    const { listCalls } = renderLabels(
      `/inventory/labels?q=BRG&category=mechanical&lowStock=true&vendorId=${VENDOR_ID}`,
      listOf([BEARING, FILTER]),
    );
    expect(await preview().findByText('BRG-6204')).toBeTruthy();
    expect(preview().getByText('Deep groove ball bearing 6204')).toBeTruthy();
    expect(preview().getByText('Store A')).toBeTruthy();
    expect(preview().getByText('FLT-AIR-37')).toBeTruthy();
    expect(preview().getByText('Air filter element GA37')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Part labels' })).toBeTruthy();
    expect(screen.getByText(/^2 labels on 63.5 × 38.1 mm label stock/)).toBeTruthy();

    const expected = await qrSvgDataUrl('BRG-6204');
    await waitFor(() =>
      expect(preview().getByAltText('QR code for BRG-6204').getAttribute('src')).toBe(expected),
    );

    expect(listCalls()).toHaveLength(1);
    const query = new URLSearchParams(listCalls()[0]?.url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      q: 'BRG',
      category: 'mechanical',
      lowStock: 'true',
      vendorId: VENDOR_ID,
      limit: '210',
    });
    expect(screen.queryByText(/Showing the first/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to inventory' }).getAttribute('href')).toBe(
      `/inventory?q=BRG&category=mechanical&lowStock=true&vendorId=${VENDOR_ID}`,
    );
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says plainly when more than 210 parts match', async () => {
    renderLabels('/inventory/labels?category=mechanical', listOf([BEARING, FILTER], 250));
    expect(
      await screen.findByText('Showing the first 210 of 250 parts: narrow the filter to print the rest.'),
    ).toBeTruthy();
  });

  it('says "No parts match" with a way back when the filter selects nothing', async () => {
    renderLabels('/inventory/labels?q=nothing', listOf([]));
    expect(await screen.findByText('No parts match')).toBeTruthy();
    expect(screen.queryByLabelText('Label sheet preview')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Back to inventory' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/inventory?q=nothing',
      '/inventory?q=nothing',
    ]);
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('labels the parts of ?ids= one by one, without the list', async () => {
    const { listCalls, calls } = renderLabels(`/inventory/labels?ids=${BEARING.id},${FILTER.id}`, {
      [`GET /api/parts/${BEARING.id}`]: () => jsonResponse(200, BEARING),
      [`GET /api/parts/${FILTER.id}`]: () => jsonResponse(404, { error: 'NOT_FOUND', message: 'Gone' }),
    });
    expect(await preview().findByText('BRG-6204')).toBeTruthy();
    expect(
      await screen.findByText('1 label could not be loaded: those parts may have been deleted.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/parts/'))).toHaveLength(2);
    expect(listCalls()).toHaveLength(0);
  });

  it('says "Failed to fetch parts" when the list fails', async () => {
    renderLabels('/inventory/labels', {
      'GET /api/parts': () => jsonResponse(500, { error: 'INTERNAL', message: 'boom' }),
    });
    expect(await screen.findByText('Failed to fetch parts')).toBeTruthy();
  });
});
