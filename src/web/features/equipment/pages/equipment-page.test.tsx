import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Equipment } from '@shared/schemas/equipment';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialogContext } from '@web/lib/work-order-dialog';
import EquipmentPage from './equipment-page';

function renderPage(list: Equipment[], routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/equipment': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      const items = q ? list.filter((e) => e.name.toLowerCase().includes(q.toLowerCase())) : list;
      return jsonResponse(200, items, { 'X-Total-Count': String(items.length) });
    },
    ...routes,
  });
  // As the app layout provides it: the detail offers "Create Work Order".
  const view = renderWithApp(
    <WorkOrderDialogContext.Provider value={{ open: vi.fn() }}>
      <EquipmentPage />
    </WorkOrderDialogContext.Provider>,
    { path: '/equipment' },
  );
  return { ...stub, ...view };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

// hidden: a reopened modal dialog hides the page behind it from the accessibility tree.
const cards = () => within(screen.getByRole('list', { name: 'Equipment', hidden: true }));

async function fillAddForm(dialog: HTMLElement, assetTag: string) {
  await userEvent.type(within(dialog).getByLabelText(/^Equipment name/), 'Hydraulic press 2');
  await userEvent.type(within(dialog).getByLabelText(/^Asset tag/), assetTag);
  await userEvent.type(within(dialog).getByLabelText(/^Model/), 'Schuler MSP 400');
  await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Stamping press, line 2');
}

describe('equipment page', () => {
  it('says "No equipment found", or "…matching your criteria" when filters are active', async () => {
    renderPage([]);
    expect(await screen.findByText('No equipment found')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'press');
    expect(await screen.findByText('No equipment found matching your criteria')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No equipment found')).toBeTruthy();
  });

  it('shows 6 placeholders while loading, then the cards with the spec fields', async () => {
    const pump = buildEquipment({
      name: 'Cooling water pump 1',
      area: 'Boiler Room',
      manufacturer: 'Grundfos',
    });
    const answer = deferred<Response>();
    renderPage([], { 'GET /api/equipment': () => answer.promise });
    expect(await screen.findAllByTestId('equipment-skeleton')).toHaveLength(6);
    answer.resolve(jsonResponse(200, [pump], { 'X-Total-Count': '1' }));
    const card = (await screen.findByRole('button', { name: /Cooling water pump 1/ })).closest('li')!;
    for (const text of [
      pump.assetTag,
      pump.description!,
      pump.model,
      'Boiler Room',
      'Grundfos',
      'Active',
      'Medium',
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText('Location')).toBeTruthy();
  });

  it('validates, then shows a temp- card at once and swaps in the server record', async () => {
    const existing = buildEquipment({ name: 'Air compressor 1' });
    const created = buildEquipment({ name: 'Hydraulic press 2', assetTag: 'PRS-002' });
    const answer = deferred<Response>();
    const { calls } = renderPage([existing], { 'POST /api/equipment': () => answer.promise });
    await screen.findByRole('button', { name: /Air compressor 1/ });

    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Equipment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));
    for (const message of ['Equipment name is required', 'Asset tag is required', 'Model is required']) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByText('Description is required')).toBeTruthy();

    await fillAddForm(dialog, 'prs-002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Equipment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const temporary = (await cards().findByRole('button', { name: /Hydraulic press 2/ })).closest('li')!;
    expect(temporary.getAttribute('data-equipment-id')).toMatch(/^temp-/);
    expect(within(temporary).getByText('Saving…')).toBeTruthy();
    // The change goes through the queue (IndexedDB first), so the request follows a moment later.
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: 'Hydraulic press 2',
        assetTag: 'PRS-002',
        status: 'active',
        criticality: 'medium',
      }),
    );

    answer.resolve(jsonResponse(201, created));
    expect(await screen.findByText('Equipment created successfully')).toBeTruthy();
    const saved = cards()
      .getByRole('button', { name: /Hydraulic press 2/ })
      .closest('li')!;
    expect(saved.getAttribute('data-equipment-id')).toBe(created.id);
    expect(cards().getAllByRole('listitem')).toHaveLength(2);
  });

  it("rolls the temp- card back on error and brings the form back with the server's reason", async () => {
    const answer = deferred<Response>();
    renderPage([buildEquipment({ name: 'Air compressor 1' })], {
      'POST /api/equipment': () => answer.promise,
    });
    await screen.findByRole('button', { name: /Air compressor 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    await fillAddForm(await screen.findByRole('dialog'), 'CMP-001');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Equipment' }));
    expect(await cards().findByText('Saving…')).toBeTruthy();

    const message = 'Asset tag CMP-001 is already used in this warehouse';
    answer.resolve(jsonResponse(409, { error: 'CONFLICT', message }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Equipment' });
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Equipment name/)).toHaveProperty('value', 'Hydraulic press 2');
    expect(cards().queryByText('Hydraulic press 2')).toBeNull();
    expect(cards().getAllByRole('listitem', { hidden: true })).toHaveLength(1);
  });

  it('offline keeps the temp- card, marked "Not synced yet", and opens it without asking the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = renderPage([buildEquipment({ name: 'Air compressor 1' })]);
    await screen.findByRole('button', { name: /Air compressor 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    await fillAddForm(await screen.findByRole('dialog'), 'PRS-002');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Equipment' }));

    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    const temporary = (await cards().findByRole('button', { name: /Hydraulic press 2/ })).closest('li')!;
    expect(temporary.getAttribute('data-equipment-id')).toMatch(/^temp-/);
    expect(within(temporary).getByText('Not synced yet')).toBeTruthy();
    expect(within(temporary).queryByText('Saving…')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(temporary).getByRole('button', { name: /Hydraulic press 2/ }));
    const detail = await screen.findByRole('dialog', { name: 'Hydraulic press 2' });
    expect(within(detail).getByText('Not synced yet')).toBeTruthy();
    expect(within(detail).getByText('Schuler MSP 400')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('temp-') || call.url.includes('/asset/'))).toBe(false);
  });
});
