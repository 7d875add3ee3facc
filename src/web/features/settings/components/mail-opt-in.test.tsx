import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { NOTIFICATION_TYPES } from '@shared/domain';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { NotificationPreferencesCard } from './notification-preferences-card';

const LABEL = 'E-mail me new work requests';

/** The preferences as the server answers them: the mail opt-in only for those who triage requests. */
function renderCard(optIn: boolean | undefined) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const types: NotificationPreference[] = NOTIFICATION_TYPES.map((notificationType) => ({
    notificationType,
    enabled: true,
    quietHoursStart: null,
    quietHoursEnd: null,
  }));
  const mail: NotificationPreference[] =
    optIn === undefined
      ? []
      : [
          {
            notificationType: 'request_new_mail',
            enabled: optIn,
            quietHoursStart: null,
            quietHoursEnd: null,
          },
        ];
  const stub = stubFetch({
    'GET /api/notification-preferences': () => jsonResponse(200, [...types, ...mail]),
    'PUT /api/notification-preferences': ({ body }) => jsonResponse(200, body),
  });
  renderWithApp(<NotificationPreferencesCard />, { path: '/settings' });
  return stub;
}

describe('the new work requests mail opt-in', () => {
  it('is off until chosen, has no quiet hours, and saves as the request_new_mail preference', async () => {
    const { calls } = renderCard(false);
    const optIn = await screen.findByRole('switch', { name: LABEL });
    expect(optIn.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('region', { name: 'E-mail' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: `Quiet hours for ${LABEL}` })).toBeNull();

    await userEvent.click(optIn);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { notificationType: 'request_new_mail', enabled: true, quietHoursStart: null, quietHoursEnd: null },
    ]);
    expect(screen.getByRole('switch', { name: LABEL }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows as chosen when the person opted in', async () => {
    renderCard(true);
    expect((await screen.findByRole('switch', { name: LABEL })).getAttribute('aria-checked')).toBe('true');
  });

  it('is not offered to someone the server does not offer it to (below supervisor)', async () => {
    renderCard(undefined);
    expect(await screen.findByRole('switch', { name: 'Overdue work orders' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: LABEL })).toBeNull();
    expect(screen.queryByRole('region', { name: 'E-mail' })).toBeNull();
  });
});
