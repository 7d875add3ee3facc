import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import SettingsPage from './settings-page';

function renderSettings(routes: Record<string, FetchHandler> = {}, mfaEnabled = false) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor', { mfaEnabled })),
    ...routes,
  });
  renderWithApp(<SettingsPage />, { path: '/settings' });
  return stub;
}

describe('settings page', () => {
  it('saves the profile', async () => {
    const { calls } = renderSettings({
      'PATCH /api/profiles/me': ({ body }) => jsonResponse(200, { ...buildProfile(), ...(body as object) }),
    });
    const firstName = await screen.findByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Danielle');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Danielle',
      lastName: 'Planner',
    });
  });

  it('checks the confirmation and shows the server message when the password change fails', async () => {
    renderSettings({
      'POST /api/auth/change-password': () =>
        jsonResponse(400, {
          error: 'VALIDATION_FAILED',
          message: 'Current password is incorrect',
          details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        }),
    });
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'a-much-longer-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something-else-entirely');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-much-longer-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2));
  });

  it('sets up MFA: QR code, secret for manual entry, then Enable', async () => {
    const { calls } = renderSettings({
      'POST /api/auth/mfa/setup': () =>
        jsonResponse(200, { setup: { qrCode: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP' } }),
      'POST /api/auth/mfa/enable': () => jsonResponse(400, { error: 'VALIDATION_FAILED' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    const qr = await screen.findByAltText('Authenticator QR code');
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findAllByText('MFA enable failed')).toHaveLength(2);
    expect(calls.find((call) => call.url === '/api/auth/mfa/enable')?.body).toEqual({ token: '123456' });
  });

  it('says "MFA setup failed" when the set-up call fails without a message', async () => {
    renderSettings({ 'POST /api/auth/mfa/setup': () => new Response('', { status: 500 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect(await screen.findByText('MFA setup failed')).toBeTruthy();
  });

  it('offers the disable form when MFA is on', async () => {
    renderSettings({}, true);
    expect(await screen.findByText('Enabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
  });
});
