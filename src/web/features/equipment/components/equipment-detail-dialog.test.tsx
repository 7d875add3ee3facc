import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Equipment } from '@shared/schemas/equipment';
import { buildAttachment, buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialogContext } from '@web/lib/work-order-dialog';
import { qrSvgDataUrl } from '@web/components/request-portal/request-portal';
import type { Role } from '@shared/domain';
import type { Downtime } from '@shared/schemas/downtime';
import { buildDowntime, REASONS } from '@web/test/downtime-fixtures';
import { EquipmentDetailDialog } from './equipment-detail-dialog';

function renderDetail(
  byTag: Equipment | null,
  byId: Equipment | null = byTag,
  routes: Record<string, FetchHandler> = {},
) {
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
    ...routes,
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

  it('shows the QR code its printed label carries: the request link while the portal is on', async () => {
    const pump = buildEquipment({ name: 'Cooling water pump 1', assetTag: 'PMP-001' });
    const portalUrl = 'https://cmms.example.com/r/AbCdEfGhIjKlMnOpQrStUv';
    renderDetail(pump, pump, {
      'GET /api/request-portal/link': () => jsonResponse(200, { enabled: true, portalUrl }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cooling water pump 1' });
    const expected = await qrSvgDataUrl(`${portalUrl}/PMP-001`);
    await waitFor(() =>
      expect(within(dialog).getByAltText('QR code for PMP-001').getAttribute('src')).toBe(expected),
    );
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

/** An asset down for 2 h 5 min on WO-2026-042, the server's answers following what is sent. */
function renderDown(role: Role, history: Downtime[] = []) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  let pump = buildEquipment({ name: 'Boiler feed pump', status: 'maintenance', version: 5 });
  const stops = history.map((record) => ({ ...record, equipmentId: pump.id }));
  let open: Downtime | null = buildDowntime({
    equipmentId: pump.id,
    equipmentAssetTag: pump.assetTag,
    workOrderId: '9e1a7c3e-0000-4000-8000-0000000000ff',
    workOrderFoNumber: 'WO-2026-042',
    startedAt: new Date(Date.now() - 125 * 60_000).toISOString(),
    endedAt: null,
    closedByName: null,
    version: 1,
  });
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    [`GET /api/equipment/asset/${pump.assetTag}`]: () => jsonResponse(200, pump),
    [`GET /api/equipment/${pump.id}`]: () => jsonResponse(200, pump),
    [`GET /api/equipment/${pump.id}/qr`]: () =>
      new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }),
    'GET /api/work-orders': () => jsonResponse(200, []),
    'GET /api/attachments': () => jsonResponse(200, []),
    'GET /api/downtime-reasons': () => jsonResponse(200, REASONS),
    'GET /api/downtime': ({ url }) => {
      if (url.includes('open=true')) return jsonResponse(200, open ? [open] : []);
      if (url.includes('cursor=page-2')) return jsonResponse(200, stops.slice(10));
      const first = [...(open ? [open] : []), ...stops].slice(0, 10);
      return jsonResponse(200, first, {
        ...(stops.length > 10 && !url.includes('from=') ? { 'X-Next-Cursor': 'page-2' } : {}),
      });
    },
    [`POST /api/downtime/${open.id}/close`]: () => {
      const closed = { ...(open as Downtime), endedAt: new Date().toISOString(), version: 2 };
      open = null;
      pump = { ...pump, status: 'active', version: 6 };
      stops.unshift(closed);
      return jsonResponse(200, closed);
    },
  });
  renderWithApp(
    <WorkOrderDialogContext.Provider value={{ open: vi.fn() }}>
      <EquipmentDetailDialog assetTag={pump.assetTag} onClose={vi.fn()} onTagChanged={vi.fn()} />
    </WorkOrderDialogContext.Provider>,
  );
  return stub;
}

describe('equipment detail dialog: downtime', () => {
  it('shows since when it is down, why and for which order; a supervisor brings it back into service', async () => {
    const { calls } = renderDown('supervisor');
    const dialog = await screen.findByRole('dialog', { name: 'Boiler feed pump' });
    const now = await within(dialog).findByRole('region', { name: 'Downtime now' });
    expect(within(now).getByText(/Down since/).textContent).toMatch(/^Down since .+ \(2 h [56] min\)$/);
    expect(within(now).getByText('Breakdown')).toBeTruthy();
    expect(within(now).getByRole('link', { name: 'WO-2026-042' }).getAttribute('href')).toBe(
      '/work-orders/9e1a7c3e-0000-4000-8000-0000000000ff',
    );

    await userEvent.click(within(now).getByRole('button', { name: 'Back in service' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Bring PMP-\d+ back into service\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back in service' }));

    expect(await screen.findByText(/is back in service$/)).toBeTruthy();
    const close = calls.find((call) => call.method === 'POST');
    expect(close?.url).toMatch(/\/api\/downtime\/.+\/close$/);
    expect(close?.headers.get('If-Match')).toBe('1');
    expect(await within(dialog).findByText('Running')).toBeTruthy();
    expect(await within(dialog).findByText('Active')).toBeTruthy();
  });

  it('says a part of a stopped line is stopped with it, instead of "Running"', async () => {
    const line = buildEquipment({ assetTag: 'CNV-001', name: 'Line 1 infeed conveyor' });
    const drive = buildEquipment({ assetTag: 'VFD-002', name: 'Conveyor main drive', parentId: line.id });
    const lineStop = buildDowntime({
      equipmentId: line.id,
      equipmentAssetTag: line.assetTag,
      equipmentName: line.name,
      stopsChildren: true,
      startedAt: new Date(Date.now() - 65 * 60_000).toISOString(),
      endedAt: null,
    });
    renderDetail(drive, drive, {
      'GET /api/downtime': ({ url }) =>
        jsonResponse(200, url.includes(`stopsEquipmentId=${drive.id}`) ? [lineStop] : []),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Conveyor main drive' });
    const now = await within(dialog).findByRole('region', { name: 'Downtime now' });
    expect(await within(now).findByText('Stopped with CNV-001')).toBeTruthy();
    expect(within(now).getByText(/Down since/).textContent).toMatch(/^Down since .+ \(1 h [45] min\)$/);
    expect(within(now).queryByText('Running')).toBeNull();
    expect(within(now).queryByRole('button', { name: 'Record downtime' })).toBeNull();
  });

  it('offers technicians no Back in service', async () => {
    renderDown('technician');
    const dialog = await screen.findByRole('dialog', { name: 'Boiler feed pump' });
    const now = await within(dialog).findByRole('region', { name: 'Downtime now' });
    expect(within(now).getByText(/Down since/)).toBeTruthy();
    expect(within(now).queryByRole('button', { name: 'Back in service' })).toBeNull();
  });

  it('lists the downtime history ten at a time with the last 30 days’ total', async () => {
    const history = Array.from({ length: 12 }, (_, index) =>
      buildDowntime({
        startedAt: new Date(Date.now() - (index + 1) * 86_400_000).toISOString(),
        endedAt: new Date(Date.now() - (index + 1) * 86_400_000 + 3_600_000).toISOString(),
        reasonLabel: index === 11 ? 'Utilities' : 'Breakdown',
      }),
    );
    const { calls } = renderDown('supervisor', history);
    const dialog = await screen.findByRole('dialog', { name: 'Boiler feed pump' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Downtime' }));
    const list = await within(dialog).findByRole('list', { name: 'Downtime history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // Ten stops: the open one (2 h 5 min so far) and nine of an hour each.
    const total = within(dialog).getByRole('group', { name: 'Last 30 days' });
    expect(total.textContent).toMatch(/Down in the last 30 days11\.\d+ h10 stops/);
    expect(within(list).getAllByRole('button', { name: /Edit downtime from/ })).toHaveLength(10);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Utilities')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(calls.some((call) => call.url.includes('cursor=page-2'))).toBe(true);
  });
});
