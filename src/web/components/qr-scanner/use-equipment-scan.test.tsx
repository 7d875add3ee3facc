import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Equipment } from '@shared/schemas/equipment';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { renderWithApp } from '@web/test/render';
import { useEquipmentScan } from './use-equipment-scan';

function LookupButton({ tag, onResult }: { tag: string; onResult: (found: Equipment | null) => void }) {
  const { lookup } = useEquipmentScan();
  return <button onClick={() => void lookup(tag).then(onResult)}>Look up</button>;
}

describe('useEquipmentScan', () => {
  it('toasts Equipment Found with the tag and description', async () => {
    const pump = buildEquipment({ assetTag: 'PMP-001', description: 'Cooling water pump' });
    const { calls } = stubFetch({ 'GET /api/equipment/asset/pmp-001': () => jsonResponse(200, pump) });
    let result: Equipment | null = null;
    renderWithApp(<LookupButton tag="pmp-001" onResult={(found) => (result = found)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Equipment Found')).toBeTruthy();
    expect(screen.getByText('Linked to PMP-001 - Cooling water pump')).toBeTruthy();
    expect(result).toEqual(pump);
    expect(calls[0]?.url).toBe('/api/equipment/asset/pmp-001');
  });

  it('toasts Equipment Not Found on a 404 and resolves null', async () => {
    stubFetch({
      'GET /api/equipment/asset/NOPE-1': () =>
        jsonResponse(404, { error: 'NOT_FOUND', message: 'Equipment not found' }),
    });
    let result: Equipment | null | undefined;
    renderWithApp(<LookupButton tag="NOPE-1" onResult={(found) => (result = found)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Equipment Not Found')).toBeTruthy();
    expect(screen.getByText('No equipment found with asset tag: NOPE-1')).toBeTruthy();
    expect(result).toBeNull();
  });
});
