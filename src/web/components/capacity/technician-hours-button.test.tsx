import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { DEFAULT_WORKING_HOURS } from '@shared/planning/capacity';
import type { User } from '@shared/schemas/users';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
const ANA = { id: '6a1d7b0e-0000-4000-8000-0000000000a1', name: 'Ana Lopez' };
import { TechnicianHoursButton } from './technician-hours-button';

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: ANA.id,
    email: 'ana.lopez@example.com',
    firstName: 'Ana',
    lastName: 'Lopez',
    role: 'technician',
    active: true,
    mfaEnabled: false,
    warehouseIds: ['5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01'],
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function renderButtons(users: User[]) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('admin')),
    [`GET /api/users/${ANA.id}/working-hours`]: () => jsonResponse(200, DEFAULT_WORKING_HOURS),
    [`GET /api/users/${ANA.id}/time-off`]: () => jsonResponse(200, []),
    [`GET /api/planning/${ANA.id}/calendar-feed`]: () =>
      jsonResponse(200, { active: false, createdAt: null }),
  });
  renderWithApp(
    <>
      {users.map((user) => (
        <TechnicianHoursButton key={user.id} user={user} />
      ))}
    </>,
  );
}

describe('“Hours & time off” on the users admin screen', () => {
  it('is on active technicians’ rows only, and opens their hours and time off', async () => {
    renderButtons([
      buildUser(),
      buildUser({ id: '6a1d7b0e-0000-4000-8000-0000000000c1', firstName: 'Cy', role: 'supervisor' }),
      buildUser({ id: '6a1d7b0e-0000-4000-8000-0000000000d1', firstName: 'Di', active: false }),
    ]);
    const open = await screen.findByRole('button', { name: 'Hours & time off: Ana Lopez' });
    expect(screen.getAllByRole('button', { name: /^Hours & time off/ })).toHaveLength(1);
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hours & time off: Ana Lopez')).toBeTruthy();
    expect(await within(dialog).findByText('No time off from today on.')).toBeTruthy();
  });
});
