import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { buildLocationNode } from '@web/test/location-fixtures';
import { renderWithApp } from '@web/test/render';
import LocationsPage from './locations-page';

// Site A › Building 2 › Line 1; Site B.
const SITE = buildLocationNode({
  name: 'Site A',
  code: 'SA',
  kind: 'site',
  childCount: 1,
  subtreeEquipmentCount: 5,
});
const BUILDING = buildLocationNode({
  name: 'Building 2',
  code: 'B2',
  kind: 'building',
  parentId: SITE.id,
  depth: 1,
  childCount: 1,
  equipmentCount: 2,
  subtreeEquipmentCount: 5,
  version: 4,
});
const LINE = buildLocationNode({
  name: 'Line 1',
  code: 'B2-L1',
  kind: 'line',
  parentId: BUILDING.id,
  depth: 2,
  equipmentCount: 3,
  subtreeEquipmentCount: 3,
});
const SITE_B = buildLocationNode({ name: 'Site B', code: 'SB', kind: 'site' });
const TREE = [SITE, BUILDING, LINE, SITE_B];

function renderPage(role: Role, routes: Record<string, FetchHandler> = {}, tree = TREE) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/locations/tree': () => jsonResponse(200, tree),
    ...routes,
  });
  renderWithApp(<LocationsPage />, { path: '/locations' });
  return stub;
}

const tree = () => within(screen.getByRole('list', { name: 'Location tree', hidden: true }));
const rowNames = () =>
  tree()
    .getAllByRole('listitem', { hidden: true })
    .map((row) => row.querySelector('p span')?.textContent);

describe('locations page', () => {
  it('tells how to start when there are none', async () => {
    renderPage('supervisor', {}, []);
    expect(await screen.findByText('No locations yet')).toBeTruthy();
    expect(
      screen.getByText(/Start with a site, then add its buildings, areas and lines inside it/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add the first site' })).toBeTruthy();
  });

  it('shows the tree as indented rows with kind, code and counts, expanding and collapsing', async () => {
    renderPage('technician');
    await screen.findByRole('list', { name: 'Location tree' });
    // The sites start open, so their buildings show; deeper levels wait for a click.
    expect(rowNames()).toEqual(['Site A', 'Building 2', 'Site B']);
    const building = tree().getByText('Building 2').closest('li')!;
    expect(building.getAttribute('data-depth')).toBe('1');
    expect(within(building).getByText('B2')).toBeTruthy();
    expect(within(building).getByText('Building')).toBeTruthy();
    expect(within(building).getByText('Assets: 2 here · 5 in all')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Expand Building 2' }));
    expect(rowNames()).toEqual(['Site A', 'Building 2', 'Line 1', 'Site B']);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Site A' }));
    expect(rowNames()).toEqual(['Site A', 'Site B']);
    // A technician reads the tree; changing it is for supervisors and up.
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('moves a location by "Move to…": its own subtree is not offered, and a refusal shows the server’s reason', async () => {
    const message = 'A location cannot move into its own subtree';
    const { calls } = renderPage('supervisor', {
      [`PATCH /api/locations/${BUILDING.id}`]: () => jsonResponse(409, { error: 'CONFLICT', message }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Building 2' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Building 2' });
    await userEvent.click(within(dialog).getByLabelText('Move into'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Top level', 'Site A (SA)', 'Site B (SB)']);
    await userEvent.click(screen.getByRole('option', { name: 'Site B (SB)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ parentId: SITE_B.id });
    expect(patch?.headers.get('If-Match')).toBe('4');
  });

  it('moves a location by dragging its row onto another, never into its own subtree', async () => {
    const { calls } = renderPage('supervisor', {
      [`PATCH /api/locations/${BUILDING.id}`]: () =>
        jsonResponse(200, { ...BUILDING, parentId: SITE_B.id, version: 5 }),
    });
    await screen.findByRole('list', { name: 'Location tree' });
    const row = (name: string) => tree().getByText(name).closest('li')!;
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };

    // Site A dragged onto its own building: the row does not take it, nothing is sent.
    fireEvent.dragStart(row('Site A'), { dataTransfer });
    expect(fireEvent.dragOver(row('Building 2'), { dataTransfer })).toBe(true);
    fireEvent.drop(row('Building 2'), { dataTransfer });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.dragStart(row('Building 2'), { dataTransfer });
    expect(screen.getByText('Drop here to move Building 2 to the top level')).toBeTruthy();
    // A handled dragover is a cancelled one: the row offers itself as the drop target.
    expect(fireEvent.dragOver(row('Site B'), { dataTransfer })).toBe(false);
    fireEvent.drop(row('Site B'), { dataTransfer });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ parentId: SITE_B.id }),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.headers.get('If-Match')).toBe('4');
  });

  it('shows the server’s reason when a delete is refused', async () => {
    const message = 'Building 2 still holds 2 assets and 1 location: move them first';
    renderPage('supervisor', {
      [`DELETE /api/locations/${BUILDING.id}`]: () => jsonResponse(409, { error: 'CONFLICT', message }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Building 2' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Building 2 was not deleted')).toBeTruthy());
  });
});
