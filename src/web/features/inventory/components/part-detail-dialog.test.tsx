import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { renderWithApp } from '@web/test/render';
import { buildMovement, buildPart } from '../test-fixtures';
import { PartDetailDialog } from './part-detail-dialog';

const PART = buildPart({ stockLevel: 3, reorderPoint: 3, reorderQuantity: 12, maxStock: null, version: 7 });

function renderDetail(
  role: Role = 'supervisor',
  routes: Record<string, FetchHandler> = {},
  onClose: () => void = () => undefined,
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    [`GET /api/parts/${PART.id}`]: () => jsonResponse(200, PART),
    // The Vendors section asks for the vendors the part is bought from.
    [`GET /api/parts/${PART.id}/vendors`]: () => jsonResponse(200, []),
    [`GET /api/parts/${PART.id}/movements`]: () =>
      jsonResponse(200, [
        buildMovement({
          id: '7a1c2a4e-0000-4000-8000-0000000000m2',
          kind: 'usage',
          quantityDelta: -2,
          stockAfter: 3,
          reason: null,
          workOrderId: '3f1c2a4e-0000-4000-8000-000000000001',
          workOrderFoNumber: 'WO-2026-042',
          userName: 'Tom Rivera',
        }),
        buildMovement(),
      ]),
    ...routes,
  });
  renderWithApp(<PartDetailDialog partId={PART.id} onClose={onClose} />, { path: '/inventory' });
  return stub;
}

describe('part detail', () => {
  it('shows the figures and the stock history with change, stock after, reason, order and who', async () => {
    renderDetail();
    const dialog = await screen.findByRole('dialog', { name: PART.name });
    expect(within(dialog).getByText('Low Stock')).toBeTruthy();
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Reorder quantity')).toBe('12');
    expect(figure('Maximum stock')).toBe('—');
    const history = await within(dialog).findByRole('table', { name: 'Stock movements' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Used');
    expect(rows[0]?.textContent).toContain('\u22122');
    expect(within(rows[0]!).getByRole('link', { name: 'WO-2026-042' }).getAttribute('href')).toBe(
      '/work-orders/3f1c2a4e-0000-4000-8000-000000000001',
    );
    expect(rows[0]?.textContent).toContain('Tom Rivera');
    expect(rows[1]?.textContent).toContain('Received');
    expect(rows[1]?.textContent).toContain('+5');
    expect(rows[1]?.textContent).toContain('45');
    expect(rows[1]?.textContent).toContain('Delivery note 4711');
  });

  it("records an adjustment and shows the server's below-zero refusal under the quantity", async () => {
    const refusal = 'Only 3 in stock: the adjustment would take it below zero';
    const { calls } = renderDetail('supervisor', {
      [`POST /api/parts/${PART.id}/adjustments`]: () =>
        jsonResponse(409, { error: 'CONFLICT', message: refusal }),
    });
    const detail = await screen.findByRole('dialog', { name: PART.name });
    await userEvent.click(within(detail).getByRole('button', { name: 'Record stock adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record stock adjustment' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));
    expect(await within(dialog).findByText('Enter a quantity')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason for the adjustment')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Adjust/ }));
    await userEvent.type(within(dialog).getByLabelText('Change'), '-5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Damaged in storage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));

    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ kind: 'adjust', quantity: -5, reason: 'Damaged in storage' });
  });

  it('lets technicians read, not change', async () => {
    renderDetail('technician');
    const dialog = await screen.findByRole('dialog', { name: PART.name });
    await within(dialog).findByRole('table', { name: 'Stock movements' });
    expect(within(dialog).queryByRole('button', { name: 'Record stock adjustment' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('sends a new stock level from the edit form as an adjustment by the difference, never as a level', async () => {
    const { calls } = renderDetail('supervisor', {
      [`PATCH /api/parts/${PART.id}`]: () => jsonResponse(200, { ...PART, location: 'Shelf 9', version: 8 }),
      [`POST /api/parts/${PART.id}/adjustments`]: () =>
        jsonResponse(201, buildMovement({ kind: 'adjust', quantityDelta: 5, stockAfter: 8 })),
    });
    const detail = await screen.findByRole('dialog', { name: PART.name });
    await userEvent.click(within(detail).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: `Edit ${PART.name}` });
    const level = within(form).getByLabelText(/^Stock Level/);
    await userEvent.clear(level);
    await userEvent.type(level, '8');
    const location = within(form).getByLabelText(/^Location/);
    await userEvent.clear(location);
    await userEvent.type(location, 'Shelf 9');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Part updated')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ location: 'Shelf 9' });
    expect(patch?.headers.get('If-Match')).toBe('7');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'adjust',
      quantity: 5,
      reason: 'Stock level changed from 3 to 8 on the part form',
    });
  });

  it('offline queues a stock adjustment and shows the new level marked "Not synced yet"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = renderDetail();
    const detail = await screen.findByRole('dialog', { name: PART.name });
    await userEvent.click(within(detail).getByRole('button', { name: 'Record stock adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record stock adjustment' });
    await userEvent.type(within(dialog).getByLabelText('Quantity received'), '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Delivery note 4712');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));

    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(changeQueue.getSnapshot().actions).toEqual([
      expect.objectContaining({
        type: 'create',
        table: 'part-adjustments',
        parentId: PART.id,
        data: { kind: 'receive', quantity: 5, reason: 'Delivery note 4712' },
        label: `Stock received +5 for ${PART.partNumber}`,
      }),
    ]);
    await waitFor(() => expect(within(detail).getByText('Not synced yet')).toBeTruthy());
    expect(within(detail).getByText('8')).toBeTruthy();
  });

  it('closes with Escape after a stock adjustment was recorded in it', async () => {
    const onClose = vi.fn();
    renderDetail(
      'supervisor',
      {
        [`POST /api/parts/${PART.id}/adjustments`]: () =>
          jsonResponse(201, buildMovement({ kind: 'receive', quantityDelta: 5, stockAfter: 8 })),
      },
      onClose,
    );
    const detail = await screen.findByRole('dialog', { name: PART.name });
    await userEvent.click(within(detail).getByRole('button', { name: 'Record stock adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record stock adjustment' });
    await userEvent.type(within(dialog).getByLabelText('Quantity received'), '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Delivery note 4713');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record stock adjustment' })).toBeNull());

    // A toast is the newest layer: Escape would dismiss it first (ADR 67). Once it has gone, the dialog's turn.
    await screen.findByText('Stock adjustment recorded');
    await waitFor(() => expect(screen.queryByText('Stock adjustment recorded')).toBeNull(), {
      timeout: 15_000,
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
