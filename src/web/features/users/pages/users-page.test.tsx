import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { User } from '@shared/schemas/users';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import UsersPage from './users-page';

const MAIN = { id: '7d6c0f6e-0000-4000-8000-000000000001', name: 'Main Plant', code: 'MAIN' };

/** A warehouse the signed-in admin does not administer. */
const NORTH_ID = '7d6c0f6e-0000-4000-8000-000000000002';

function buildUser(overrides: Partial<User>): User {
  return {
    id: '7d6c0f6e-0000-4000-8000-0000000000a1',
    email: 'sam.okafor@example.com',
    firstName: 'Sam',
    lastName: 'Okafor',
    role: 'technician',
    active: true,
    mfaEnabled: false,
    warehouseIds: [MAIN.id],
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

function renderUsers() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const sam = buildUser({});
  const gone = buildUser({
    id: '7d6c0f6e-0000-4000-8000-0000000000a2',
    firstName: 'Lee',
    lastName: 'Gone',
    email: 'lee@example.com',
    active: false,
  });
  const shared = buildUser({
    id: '7d6c0f6e-0000-4000-8000-0000000000a3',
    firstName: 'Ana',
    lastName: 'Shared',
    email: 'ana@example.com',
    warehouseIds: [MAIN.id, NORTH_ID],
  });
  const stub = stubFetch({
    'GET /api/users': ({ url }) =>
      jsonResponse(200, url.includes('includeInactive=true') ? [sam, shared, gone] : [sam, shared]),
    'GET /api/warehouses': () => jsonResponse(200, [MAIN]),
    'POST /api/users/7d6c0f6e-0000-4000-8000-0000000000a1/deactivate': () =>
      jsonResponse(200, { ...sam, active: false, version: 4 }),
    'POST /api/users': () =>
      jsonResponse(409, {
        error: 'CONFLICT',
        message: 'A user with this email already exists',
        details: [{ path: 'email', message: 'A user with this email already exists' }],
      }),
  });
  renderWithApp(<UsersPage />, { path: '/admin/users' });
  return stub;
}

describe('users admin page', () => {
  it('lists users with warehouses by name, status and last sign-in', async () => {
    const { calls } = renderUsers();
    const row = (await screen.findByText('Sam Okafor')).closest('tr')!;
    expect(within(row).getByText('sam.okafor@example.com')).toBeTruthy();
    expect(within(row).getByText('Main Plant')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(screen.queryByText('Lee Gone')).toBeNull();

    await userEvent.click(screen.getByLabelText('Show deactivated'));
    expect(await screen.findByText('Lee Gone')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/users?includeInactive=true&limit=500')).toBe(true);
  });

  it('refuses, with the reason, changes to someone who also works where the admin does not', async () => {
    renderUsers();
    const row = (await screen.findByText('Ana Shared')).closest('tr')!;
    const role = within(row).getByLabelText('Role of Ana Shared');
    expect((role as HTMLButtonElement).disabled).toBe(true);
    expect((within(row).getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.hover(role.parentElement!);
    expect(
      (
        await screen.findAllByText(
          'This person also works in a warehouse you do not administer: ask an admin of all their warehouses',
        )
      ).length,
    ).toBeGreaterThan(0);
    const samRow = screen.getByText('Sam Okafor').closest('tr')!;
    expect((within(samRow).getByLabelText('Role of Sam Okafor') as HTMLButtonElement).disabled).toBe(false);
  });

  it('deactivates after confirmation, sending the version it saw', async () => {
    const { calls } = renderUsers();
    const row = (await screen.findByText('Sam Okafor')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deactivate Sam Okafor?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated')).toBeTruthy();
    const call = calls.find((c) => c.url.endsWith('/deactivate'));
    expect(call?.headers.get('If-Match')).toBe('3');
  });

  it('validates the new user form and shows the server message on a duplicate e-mail', async () => {
    renderUsers();
    await screen.findByText('Sam Okafor');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Lima');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'sam.okafor@example.com');
    await userEvent.type(within(dialog).getByLabelText('Initial password'), 'long-enough-password');
    // The only warehouse is ticked already.
    expect(within(dialog).getByRole('checkbox', { name: 'Main Plant MAIN' }).getAttribute('data-state')).toBe(
      'checked',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.getAllByText('A user with this email already exists')).toHaveLength(2));
  });
});
