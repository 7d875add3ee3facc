import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { ApiKey } from '@shared/schemas/api-keys';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { formatDateTime } from '@web/lib/formatting';
import { renderWithApp } from '@web/test/render';
import ApiKeysPage from './api-keys-page';

const KEY_ID = '00000000-0000-4000-8000-000000000031';
const MAIN = '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01';
const NORTH = '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a02';
const SECRET = 'fwk_4mQz8J2kR7xYpL0vN3cT6bW9sD1fH5gK8aE2uI7oP0q';

function buildKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: KEY_ID,
    name: 'ERP sync',
    prefix: 'fwk_4mQz8J2k',
    scopes: ['read', 'work-orders:write'],
    warehouseId: MAIN,
    warehouseName: 'Main Plant',
    createdBy: '00000000-0000-4000-8000-000000000001',
    createdByName: 'Ada Admin',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: null,
    lastUsedAddress: null,
    revokedAt: null,
    ...overrides,
  };
}

function renderPage(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('admin')),
    'GET /api/api-keys': () => jsonResponse(200, [buildKey()], { 'X-Total-Count': '1' }),
    'GET /api/warehouses': () =>
      jsonResponse(
        200,
        [
          { id: MAIN, name: 'Main Plant' },
          { id: NORTH, name: 'North Plant' },
        ],
        { 'X-Total-Count': '2' },
      ),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<ApiKeysPage />, { path: '/admin/api-keys' }) };
}

describe('API keys', () => {
  it('lists each key with its prefix, scopes, warehouse, creator, last use and status', async () => {
    renderPage({
      'GET /api/api-keys': () =>
        jsonResponse(
          200,
          [
            buildKey(),
            buildKey({
              id: '00000000-0000-4000-8000-000000000032',
              name: 'Meter gateway',
              prefix: 'fwk_Zx81LmQa',
              scopes: ['meters:write'],
              lastUsedAt: '2026-11-20T09:30:00.000Z',
              lastUsedAddress: '10.20.0.7',
              revokedAt: '2026-11-21T08:00:00.000Z',
            }),
          ],
          { 'X-Total-Count': '2' },
        ),
    });
    const erp = (await screen.findByText('ERP sync')).closest('li')!;
    expect(within(erp).getByText('fwk_4mQz8J2k…')).toBeTruthy();
    expect(within(erp).getByText('Active')).toBeTruthy();
    expect(
      within(within(erp).getByLabelText('Scopes'))
        .getAllByText(/.+/)
        .map((b) => b.textContent),
    ).toEqual(['Read', 'Work orders']);
    expect(erp.textContent).toContain(
      `Main Plant · created by Ada Admin on ${formatDateTime('2026-11-20T09:00:00.000Z')}`,
    );
    expect(within(erp).getByText('Never used')).toBeTruthy();
    expect(within(erp).getByRole('button', { name: 'Revoke' })).toBeTruthy();

    const gateway = screen.getByText('Meter gateway').closest('li')!;
    expect(within(gateway).getByText('Revoked')).toBeTruthy();
    expect(gateway.textContent).toMatch(/Last used .+ from 10\.20\.0\.7/);
    expect(within(gateway).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('creates a key for a warehouse with chosen scopes and shows its secret once', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'POST /api/api-keys': () =>
        jsonResponse(201, {
          key: buildKey({ name: 'Stock sync', scopes: ['inventory:write'] }),
          secret: SECRET,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Record meter readings.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Stock sync');
    await user.click(within(dialog).getByLabelText('Read'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Inventory'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(
      await screen.findByText('Copy the secret of “Stock sync” now: it will not be shown again.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('API key secret').textContent).toBe(SECRET);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'Stock sync', warehouseId: MAIN, scopes: ['inventory:write'] });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('API key secret')).toBeNull());
  });

  it('revokes a key only after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'POST /api/api-keys/00000000-0000-4000-8000-000000000031/revoke': () =>
        jsonResponse(200, buildKey({ revokedAt: '2026-11-21T08:00:00.000Z' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke “ERP sync”?')).toBeTruthy();
    expect(
      screen.getByText(
        'Every request with this key is refused from now on. This cannot be undone: the integration needs a new key.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/api/api-keys/${KEY_ID}/revoke`))).toBe(true),
    );
  });

  it('says there are no keys yet', async () => {
    renderPage({ 'GET /api/api-keys': () => jsonResponse(200, [], { 'X-Total-Count': '0' }) });
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });
});
