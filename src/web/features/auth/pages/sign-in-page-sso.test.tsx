import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildLoginResponse } from '@web/test/fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import SignInPage from './sign-in-page';

const ssoOn = { 'GET /api/auth/sso': () => jsonResponse(200, { enabled: true, label: 'Plant Login' }) };

describe('sign-in page with single sign-on', () => {
  it('offers "Sign in with {label}" when single sign-on is on, beside the password form', async () => {
    stubFetch(ssoOn);
    renderWithApp(<SignInPage />, { path: '/login' });
    const button = await screen.findByRole('link', { name: 'Sign in with Plant Login' });
    expect(button.getAttribute('href')).toBe('/api/auth/sso/start');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('offers no button when single sign-on is off', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/sso': () => jsonResponse(200, { enabled: false, label: 'SSO' }),
    });
    renderWithApp(<SignInPage />, { path: '/login' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it.each([
    ['deactivated', '', 'Your account is deactivated. Ask an administrator.'],
    [
      'unknown_user',
      '&email=new.person%40plant.example',
      'No Fieldwork user has the e-mail new.person@plant.example. Ask an administrator to add you.',
    ],
    ['tampered', '', 'The sign-in took too long or was tampered with. Try again.'],
    [
      'unknown_user',
      '&email=call%20the%20help%20desk%20at%20555',
      'No Fieldwork user has the e-mail you signed in with. Ask an administrator to add you.',
    ],
  ])('says why the provider’s sign-in did not let the person in (%s)', async (failure, extra, message) => {
    stubFetch(ssoOn);
    renderWithApp(<SignInPage />, { path: `/login?ssoError=${failure}${extra}` });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('takes over the session the callback opened and goes to the dashboard', async () => {
    const { calls } = stubFetch({
      ...ssoOn,
      'POST /api/auth/sso/session': () => jsonResponse(200, buildLoginResponse()),
    });
    const { currentPath } = renderWithApp(<SignInPage />, { path: '/login?sso=1' });
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-token-1');
    expect(calls.filter((call) => call.url === '/api/auth/sso/session')).toHaveLength(1);
  });

  it('says to try again when the hand-off has expired', async () => {
    stubFetch({
      ...ssoOn,
      'POST /api/auth/sso/session': () =>
        jsonResponse(401, {
          error: 'UNAUTHENTICATED',
          message: 'The single sign-on has expired. Sign in again.',
        }),
    });
    const { currentPath } = renderWithApp(<SignInPage />, { path: '/login?sso=1' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in took too long or was tampered with. Try again.',
    );
    expect(currentPath()).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
