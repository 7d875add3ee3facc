import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { buildLocationNode } from '@web/test/location-fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialogContext } from '@web/lib/work-order-dialog';
import { EquipmentDetailDialog } from './equipment-detail-dialog';
import { MoveEquipmentDialog } from './move-equipment-dialog';

const SITE = buildLocationNode({ name: 'Site A', code: 'SA', kind: 'site', childCount: 1 });
const LINE = buildLocationNode({ name: 'Line 1', code: 'B2-L1', kind: 'line', parentId: SITE.id, depth: 1 });
const line = buildEquipment({ assetTag: 'LN-01', name: 'Packing line', childCount: 1, locationId: LINE.id });
const machine = buildEquipment({ assetTag: 'PRS-01', name: 'Press', childCount: 2, version: 7 });
const motor = buildEquipment({ assetTag: 'MTR-01', name: 'Main motor', parentId: machine.id, childCount: 0 });
const gearbox = buildEquipment({ assetTag: 'GBX-01', name: 'Gearbox', parentId: machine.id, childCount: 3 });

function signIn(role: Role, routes: Record<string, FetchHandler>) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  return stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/locations/tree': () => jsonResponse(200, [SITE, LINE]),
    ...routes,
  });
}

describe('equipment hierarchy on the detail', () => {
  it('shows where it sits (locations › parent assets) and its parts, each of which opens', async () => {
    signIn('technician', {
      [`GET /api/equipment/asset/${machine.assetTag}`]: () => jsonResponse(200, machine),
      [`GET /api/equipment/${machine.id}`]: () => jsonResponse(200, machine),
      [`GET /api/equipment/${line.id}`]: () => jsonResponse(200, line),
      [`GET /api/equipment/${machine.id}/breadcrumb`]: () =>
        jsonResponse(200, [
          { kind: 'location', id: SITE.id, label: 'Site A (SA)' },
          { kind: 'location', id: LINE.id, label: 'Line 1 (B2-L1)' },
          { kind: 'equipment', id: line.id, label: 'LN-01 — Packing line' },
        ]),
      [`GET /api/equipment/${machine.id}/children`]: () =>
        jsonResponse(200, [gearbox, motor], { 'X-Total-Count': '2' }),
      'GET /api/work-orders': () => jsonResponse(200, []),
      'GET /api/attachments': () => jsonResponse(200, []),
      'GET /api/downtime': () => jsonResponse(200, []),
    });
    const onTagChanged = vi.fn();
    renderWithApp(
      <WorkOrderDialogContext.Provider value={{ open: vi.fn() }}>
        <EquipmentDetailDialog assetTag={machine.assetTag} onClose={vi.fn()} onTagChanged={onTagChanged} />
      </WorkOrderDialogContext.Provider>,
    );

    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Site A (SA)', 'Line 1 (B2-L1)', 'LN-01 — Packing line']);
    await userEvent.click(within(crumbs).getByRole('button', { name: 'LN-01 — Packing line' }));
    await waitFor(() => expect(onTagChanged).toHaveBeenCalledWith('LN-01'));

    await userEvent.click(screen.getByRole('tab', { name: 'Parts (2)' }));
    const parts = await screen.findByRole('list', { name: 'Parts of PRS-01' });
    const rows = within(parts).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('GBX-01 Gearbox3 parts'),
      expect.stringContaining('MTR-01 Main motorNo parts'),
    ]);
    // Analytics are for supervisors and up: a technician gets no way to the roll-up.
    expect(screen.queryByRole('link', { name: /with its parts/ })).toBeNull();
    await userEvent.click(rows[1]!);
    expect(onTagChanged).toHaveBeenLastCalledWith('MTR-01');
  });
});

describe('Move to…', () => {
  function renderMove(patch: FetchHandler) {
    const stub = signIn('supervisor', {
      'GET /api/equipment': () => jsonResponse(200, [line, machine], { 'X-Total-Count': '2' }),
      [`PATCH /api/equipment/${machine.id}`]: patch,
    });
    const onMoved = vi.fn();
    renderWithApp(<MoveEquipmentDialog equipment={machine} onMoved={onMoved} />);
    return { ...stub, onMoved };
  }

  async function moveUnderLine() {
    await userEvent.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move PRS-01' });
    await userEvent.click(within(dialog).getByLabelText('Part of'));
    // The asset itself is never offered as its own parent.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: /LN-01/ }));
    await userEvent.click(within(dialog).getByLabelText('Location'));
    await userEvent.click(await screen.findByRole('option', { name: 'Line 1 (B2-L1)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    return dialog;
  }

  it('sets the parent and the location with If-Match', async () => {
    const { calls, onMoved } = renderMove(({ body }) =>
      jsonResponse(200, { ...machine, ...(body as object), version: 8 }),
    );
    await moveUnderLine();
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ parentId: line.id, locationId: LINE.id });
    expect(patch?.headers.get('If-Match')).toBe('7');
    expect(await screen.findByText('PRS-01 moved')).toBeTruthy();
  });

  it('keeps the dialog open with the server’s reason when the move is refused', async () => {
    const message = 'PRS-01 cannot be part of LN-01: LN-01 is one of its own parts';
    const { onMoved } = renderMove(() => jsonResponse(409, { error: 'CONFLICT', message }));
    const dialog = await moveUnderLine();
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByText('This move was refused')).toBeTruthy();
    expect(onMoved).not.toHaveBeenCalled();
  });
});
