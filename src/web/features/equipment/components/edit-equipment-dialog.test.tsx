import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { EditEquipmentDialog } from './edit-equipment-dialog';

describe('edit equipment dialog', () => {
  it('sends only the touched fields with If-Match, a cleared one as null', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const equipment = buildEquipment({ manufacturer: 'Grundfos', area: 'Line 1', version: 3 });
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
      [`PATCH /api/equipment/${equipment.id}`]: () =>
        jsonResponse(200, { ...equipment, manufacturer: null, area: 'Line 2', version: 4 }),
    });
    const onSaved = vi.fn();
    renderWithApp(<EditEquipmentDialog equipment={equipment} onSaved={onSaved} />);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Manufacturer'));
    const area = screen.getByLabelText('Location');
    await userEvent.clear(area);
    await userEvent.type(area, 'Line 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ manufacturer: null, area: 'Line 2' });
    expect(patch?.headers.get('If-Match')).toBe('3');
  });
});
