import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Equipment } from '@shared/schemas/equipment';
import { buildAttachment, buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialogContext } from '@web/lib/work-order-dialog';
import { EquipmentDetailDialog } from './equipment-detail-dialog';

function renderDetail(byTag: Equipment | null, byId: Equipment | null = byTag) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const tag = byTag?.assetTag ?? 'GONE-1';
  const id = byTag?.id ?? 'none';
  const notFound = () => jsonResponse(404, { error: 'NOT_FOUND', message: 'Equipment not found' });
  stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    [`GET /api/equipment/asset/${tag}`]: () => (byTag ? jsonResponse(200, byTag) : notFound()),
    [`GET /api/equipment/${id}`]: () => (byId ? jsonResponse(200, byId) : notFound()),
    [`GET /api/equipment/${id}/history`]: () =>
      jsonResponse(200, [
        {
          at: '2026-01-06T09:00:00.000Z',
          kind: 'work_order',
          title: 'WO-2026-007 opened (corrective)',
          detail: 'Seal leaking at the pump shaft',
          userName: 'Sam Patel',
          workOrderId: '9e1a7c3e-0000-4000-8000-0000000000ff',
        },
      ]),
    [`GET /api/equipment/${id}/qr`]: () =>
      new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }),
    'GET /api/work-orders': () => jsonResponse(200, []),
    'GET /api/attachments': () => jsonResponse(200, [buildAttachment(), buildAttachment()]),
  });
  const open = vi.fn();
  renderWithApp(
    <WorkOrderDialogContext.Provider value={{ open }}>
      <EquipmentDetailDialog assetTag={tag} onClose={vi.fn()} onTagChanged={vi.fn()} />
    </WorkOrderDialogContext.Provider>,
  );
  return { open };
}

describe('equipment detail dialog', () => {
  it('shows the details, the attachment count, the history, and creates a work order for it', async () => {
    const pump = buildEquipment({ name: 'Cooling water pump 1' });
    const { open } = renderDetail(pump);
    const dialog = await screen.findByRole('dialog', { name: 'Cooling water pump 1' });
    expect(await within(dialog).findByText('No work orders for this equipment yet')).toBeTruthy();
    expect(await within(dialog).findByRole('tab', { name: 'Attachments (2)' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Work Order' }));
    expect(open).toHaveBeenCalledWith({ equipmentId: pump.id });

    await userEvent.click(within(dialog).getByRole('button', { name: 'View History' }));
    expect(within(dialog).getByRole('tab', { name: 'History', selected: true })).toBeTruthy();
    expect(await within(dialog).findByText('WO-2026-007 opened (corrective)')).toBeTruthy();
    expect(within(dialog).getByText(/Sam Patel/)).toBeTruthy();
  });

  it("says 'Equipment Not Found' for an unknown tag", async () => {
    renderDetail(null);
    expect(await screen.findByText('Equipment Not Found')).toBeTruthy();
    expect(screen.getByText('No equipment found with asset tag: GONE-1')).toBeTruthy();
  });

  it("says 'Data Mismatch Error' when the server answers with another record", async () => {
    const pump = buildEquipment();
    renderDetail(pump, buildEquipment());
    expect(await screen.findByText('Data Mismatch Error')).toBeTruthy();
  });
});
