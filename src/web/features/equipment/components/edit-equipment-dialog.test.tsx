import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { renderWithApp } from '@web/test/render';
import { EditEquipmentDialog } from './edit-equipment-dialog';

describe('edit equipment dialog', () => {
  it('sends only the touched fields with If-Match, a cleared one as null', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    const equipment = buildEquipment({ manufacturer: 'Grundfos', serialNumber: 'SN-1', version: 3 });
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
      [`PATCH /api/equipment/${equipment.id}`]: () =>
        jsonResponse(200, { ...equipment, manufacturer: null, serialNumber: 'SN-2', version: 4 }),
    });
    const onSaved = vi.fn();
    renderWithApp(<EditEquipmentDialog equipment={equipment} onSaved={onSaved} />);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Manufacturer'));
    const serial = screen.getByLabelText('Serial number');
    await userEvent.clear(serial);
    await userEvent.type(serial, 'SN-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ manufacturer: null, serialNumber: 'SN-2' });
    expect(patch?.headers.get('If-Match')).toBe('3');
  });

  it('on a version conflict shows the current value beside mine; re-apply sends the new If-Match version', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    const equipment = buildEquipment({ serialNumber: 'SN-1', version: 3 });
    const current = { ...equipment, serialNumber: 'SN-7', version: 5 };
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
      [`PATCH /api/equipment/${equipment.id}`]: ({ headers, body }) =>
        headers.get('If-Match') === '3'
          ? jsonResponse(409, {
              error: 'VERSION_CONFLICT',
              message: 'Someone else changed this record. Review the current values and try again.',
              current,
            })
          : jsonResponse(200, { ...current, ...(body as object), version: 6 }),
    });
    const onSaved = vi.fn();
    renderWithApp(<EditEquipmentDialog equipment={equipment} onSaved={onSaved} />);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const serial = screen.getByLabelText('Serial number');
    await userEvent.clear(serial);
    await userEvent.type(serial, 'SN-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const panel = await screen.findByRole('region', { name: 'Conflicting changes' });
    expect(within(panel).getByText('This record was changed while you edited it')).toBeTruthy();
    const row = within(panel).getByRole('row', { name: /Serial number/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SN-7', 'SN-2']);
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Re-apply my changes' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ serialNumber: 'SN-2' })),
    );
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((p) => p.headers.get('If-Match'))).toEqual(['3', '5']);
    expect(patches[1]?.body).toEqual({ serialNumber: 'SN-2' });
  });

  it('discarding my changes takes the server record and sends nothing more', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    const equipment = buildEquipment({ serialNumber: 'SN-1', version: 3 });
    const current = { ...equipment, serialNumber: 'SN-7', version: 5 };
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
      [`PATCH /api/equipment/${equipment.id}`]: () =>
        jsonResponse(409, {
          error: 'VERSION_CONFLICT',
          message: 'Someone else changed this record.',
          current,
        }),
    });
    const onSaved = vi.fn();
    renderWithApp(<EditEquipmentDialog equipment={equipment} onSaved={onSaved} />);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Serial number'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard my changes' }));

    expect(onSaved).toHaveBeenCalledWith(current);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('offline queues the edit with the version I saw and says it is saved on this device', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const equipment = buildEquipment({ assetTag: 'PMP-101', serialNumber: 'SN-1', version: 3 });
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    });
    const onSaved = vi.fn();
    renderWithApp(<EditEquipmentDialog equipment={equipment} onSaved={onSaved} />);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const serial = screen.getByLabelText('Serial number');
    await userEvent.clear(serial);
    await userEvent.type(serial, 'SN-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ serialNumber: 'SN-2' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(changeQueue.getSnapshot().actions).toEqual([
      expect.objectContaining({
        type: 'update',
        table: 'equipment',
        recordId: equipment.id,
        baseVersion: 3,
        data: { serialNumber: 'SN-2' },
        label: 'Edit equipment PMP-101',
        state: 'pending',
      }),
    ]);
  });
});
