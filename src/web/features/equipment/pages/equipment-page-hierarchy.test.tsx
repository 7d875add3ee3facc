import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { buildLocationNode } from '@web/test/location-fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialogContext } from '@web/lib/work-order-dialog';
import EquipmentPage from './equipment-page';

const SITE = buildLocationNode({ name: 'Site A', code: 'SA', kind: 'site', childCount: 1 });
const LINE = buildLocationNode({ name: 'Line 1', code: 'B2-L1', kind: 'line', parentId: SITE.id, depth: 1 });
const machine = buildEquipment({ assetTag: 'PRS-01', name: 'Press', childCount: 1 });
const motor = buildEquipment({ assetTag: 'MTR-01', name: 'Main motor', parentId: machine.id });

function renderPage() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    'GET /api/locations/tree': () => jsonResponse(200, [SITE, LINE]),
    'GET /api/equipment': () => jsonResponse(200, [machine], { 'X-Total-Count': '1' }),
    [`GET /api/equipment/${machine.id}/children`]: () => jsonResponse(200, [motor], { 'X-Total-Count': '1' }),
  });
  renderWithApp(
    <WorkOrderDialogContext.Provider value={{ open: vi.fn() }}>
      <EquipmentPage />
    </WorkOrderDialogContext.Provider>,
    { path: '/equipment' },
  );
  return stub;
}

const lastListQuery = (calls: { method: string; url: string }[]) => {
  const list = calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === '/api/equipment');
  return new URL(list.at(-1)?.url ?? '', 'http://x').searchParams;
};

describe('equipment page: locations and the asset tree', () => {
  it('filters by a location and everything under it, unless the person narrows it to the place alone', async () => {
    const { calls } = renderPage();
    await screen.findByRole('list', { name: 'Equipment' });
    await userEvent.click(screen.getByLabelText('Location'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Site A (SA)', 'Line 1 (B2-L1)']);
    // Indented as the tree is: the line sits one level under the site.
    expect(options[1]?.querySelector('[data-depth]')?.getAttribute('data-depth')).toBe('1');
    await userEvent.click(screen.getByRole('option', { name: 'Site A (SA)' }));

    await waitFor(() => expect(lastListQuery(calls).get('locationId')).toBe(SITE.id));
    expect(lastListQuery(calls).get('includeDescendants')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include everything under it' }));
    await waitFor(() => expect(lastListQuery(calls).has('includeDescendants')).toBe(false));
    expect(lastListQuery(calls).get('locationId')).toBe(SITE.id);
  });

  it('shows the tree: top-level assets whose parts load when expanded', async () => {
    const { calls } = renderPage();
    await screen.findByRole('list', { name: 'Equipment' });
    await userEvent.click(screen.getByRole('button', { name: 'Tree' }));
    const tree = await screen.findByRole('list', { name: 'Equipment tree' });
    expect(lastListQuery(calls).get('root')).toBe('true');
    expect(within(tree).getByText('1 part')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/children'))).toBe(false);

    await userEvent.click(within(tree).getByRole('button', { name: 'Show parts of PRS-01' }));
    const parts = await screen.findByRole('list', { name: 'Parts of PRS-01' });
    expect(within(parts).getByText('Main motor')).toBeTruthy();
    await userEvent.click(within(tree).getByRole('button', { name: 'Hide parts of PRS-01' }));
    expect(screen.queryByRole('list', { name: 'Parts of PRS-01' })).toBeNull();
  });
});
