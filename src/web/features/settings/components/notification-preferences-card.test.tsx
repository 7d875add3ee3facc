import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { NOTIFICATION_TYPES } from '@shared/domain';
import type { NotificationPreference } from '@shared/schemas/notifications';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { NotificationPreferencesCard } from './notification-preferences-card';

function serverPreferences(overrides: Partial<Record<string, Partial<NotificationPreference>>> = {}) {
  return NOTIFICATION_TYPES.map((notificationType) => ({
    notificationType,
    enabled: true,
    quietHoursStart: null,
    quietHoursEnd: null,
    ...overrides[notificationType],
  }));
}

function renderCard(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/notification-preferences': () =>
      jsonResponse(
        200,
        serverPreferences({ wo_assigned: { quietHoursStart: '22:00', quietHoursEnd: '06:30' } }),
      ),
    'PUT /api/notification-preferences': ({ body }) => jsonResponse(200, body),
    ...routes,
  });
  renderWithApp(<NotificationPreferencesCard />, { path: '/settings' });
  return stub;
}

function quietHours(label: string) {
  const group = screen.getByRole('group', { name: `Quiet hours for ${label}` });
  return {
    group,
    from: within(group).getByLabelText<HTMLInputElement>('From'),
    to: within(group).getByLabelText<HTMLInputElement>('To'),
  };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
const puts = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('notification preferences', () => {
  it('lists every type with a readable label, its switch and its quiet hours', async () => {
    renderCard();
    expect(await screen.findByRole('switch', { name: 'Overdue work orders' })).toBeTruthy();
    for (const label of [
      'Work assigned to me',
      'Low stock',
      'Equipment alerts',
      'Generated PM work orders',
      'System alerts',
      'Test notifications',
    ])
      expect(screen.getByRole('switch', { name: label }).getAttribute('aria-checked')).toBe('true');
    expect(quietHours('Work assigned to me').from.value).toBe('22:00');
    expect(quietHours('Work assigned to me').to.value).toBe('06:30');
    expect(screen.getByText(/still appear in the bell list/)).toBeTruthy();
    expect(screen.getByText(/22:00–06:30 runs over midnight/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save preferences' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves only the changed types, with null for no quiet hours, and refreshes the preferences', async () => {
    const { calls } = renderCard();
    await userEvent.click(await screen.findByRole('switch', { name: 'Low stock' }));
    const overdue = quietHours('Overdue work orders');
    fireEvent.change(overdue.from, { target: { value: '22:00' } });
    fireEvent.change(overdue.to, { target: { value: '06:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Clear quiet hours for Work assigned to me' }));
    await save();

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(puts(calls)).toEqual([
      { notificationType: 'wo_overdue', enabled: true, quietHoursStart: '22:00', quietHoursEnd: '06:30' },
      { notificationType: 'wo_assigned', enabled: true, quietHoursStart: null, quietHoursEnd: null },
      { notificationType: 'part_low_stock', enabled: false, quietHoursStart: null, quietHoursEnd: null },
    ]);
    const preferenceReads = () =>
      calls.filter((call) => call.method === 'GET' && call.url === '/api/notification-preferences?limit=500');
    await waitFor(() => expect(preferenceReads()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Save preferences' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the shared schema messages under the fields and sends nothing invalid', async () => {
    const { calls } = renderCard();
    await screen.findByText('Overdue work orders');
    const overdue = quietHours('Overdue work orders');
    fireEvent.change(overdue.from, { target: { value: '22:00' } });
    await save();
    expect(await within(overdue.group).findByText('Set both quiet-hours times or neither')).toBeTruthy();

    fireEvent.change(overdue.to, { target: { value: '22:00' } });
    expect(
      await within(overdue.group).findByText('Quiet hours must not start and end at the same time'),
    ).toBeTruthy();

    fireEvent.change(overdue.to, { target: { value: '06:30' } });
    await waitFor(() =>
      expect(
        within(overdue.group).queryByText('Quiet hours must not start and end at the same time'),
      ).toBeNull(),
    );
    expect(puts(calls)).toEqual([]);
  });

  it('keeps a refused edit with the server message under its field, and the saved ones saved', async () => {
    const { calls } = renderCard({
      'PUT /api/notification-preferences': ({ body }) =>
        (body as NotificationPreference).notificationType === 'wo_overdue'
          ? jsonResponse(400, {
              error: 'VALIDATION_FAILED',
              message: 'Quiet hours must look like 22:00',
              details: [{ path: 'quietHoursStart', message: 'Quiet hours must look like 22:00' }],
            })
          : jsonResponse(200, body),
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'System alerts' }));
    const overdue = quietHours('Overdue work orders');
    fireEvent.change(overdue.from, { target: { value: '21:00' } });
    fireEvent.change(overdue.to, { target: { value: '05:00' } });
    await save();

    expect(await screen.findByText('Some preferences were not saved')).toBeTruthy();
    expect(screen.getByText('Overdue work orders: Quiet hours must look like 22:00')).toBeTruthy();
    expect(within(overdue.group).getByText('Quiet hours must look like 22:00')).toBeTruthy();
    expect(overdue.from.value).toBe('21:00');

    await save();
    expect(puts(calls).map((body) => (body as NotificationPreference).notificationType)).toEqual([
      'wo_overdue',
      'system_alert',
      'wo_overdue',
    ]);
  });

  it('offers to try again when the preferences cannot be fetched', async () => {
    renderCard({ 'GET /api/notification-preferences': () => new Response('', { status: 500 }) });
    expect(await screen.findByText('Failed to fetch notification preferences')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
