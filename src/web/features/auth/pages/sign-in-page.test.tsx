import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { buildLoginResponse } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type RecordedCall } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import SignInPage from './sign-in-page';

async function fillAndSubmit(email = 'dana.planner@example.com', password = 'correct horse') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('asks for the e-mail and the password', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<SignInPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    // Only the question whether to offer single sign-on: nothing was sent.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/auth/sso']);
  });

  it('says a deactivated account is deactivated, not that the password is wrong', async () => {
    const deactivated = 'This account has been deactivated. Contact your administrator.';
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(401, { error: 'INVALID_CREDENTIALS', code: 'auth.deactivated', message: deactivated }),
    });
    renderWithApp(<SignInPage />, { path: '/login' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain(deactivated);
  });

  it('shows "Invalid credentials" inline and as a toast on a 401', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(401, { error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }),
    });
    renderWithApp(<SignInPage />, { path: '/login' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials');
    expect(await screen.findAllByText('Invalid credentials')).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('says how long to wait when sign-in is throttled, inline and as a toast', async () => {
    const wait = 'Too many sign-in attempts from this device. Try again in 1 minute.';
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(429, { error: 'RATE_LIMITED', message: wait }, { 'retry-after': '60' }),
    });
    renderWithApp(<SignInPage />, { path: '/login' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain(wait);
    expect(await screen.findAllByText(wait)).toHaveLength(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('says "Login failed" when the server cannot be reached', async () => {
    stubFetch({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithApp(<SignInPage />, { path: '/login' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed');
  });

  it('switches to the code step when the server asks for MFA, then signs in with the code', async () => {
    const logins: RecordedCall[] = [];
    stubFetch({
      'POST /api/auth/login': (call) => {
        logins.push(call);
        const body = call.body as { mfaToken?: string };
        if (!body.mfaToken) {
          return jsonResponse(401, {
            error: 'MFA_REQUIRED',
            message: 'Enter the 6-digit code',
            requiresMFA: true,
          });
        }
        return jsonResponse(200, buildLoginResponse());
      },
    });
    const { currentPath } = renderWithApp(<SignInPage />, { path: '/login' });
    await fillAndSubmit();

    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByText('Successfully logged in')).toBeTruthy();
    expect(logins[1]?.body).toMatchObject({
      email: 'dana.planner@example.com',
      password: 'correct horse',
      mfaToken: '123456',
    });
    expect(typeof (logins[0]?.body as { deviceFingerprint?: unknown }).deviceFingerprint).toBe('string');
    // The browser sends and keeps the known-device cookie only when the call carries credentials.
    expect(logins.map((call) => call.credentials)).toEqual(['same-origin', 'same-origin']);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('access-token-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-token-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.userRole)).toBe('supervisor');
  });

  it('goes back from the code step to the password step', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(401, { error: 'MFA_REQUIRED', message: 'Enter the code', requiresMFA: true }),
    });
    renderWithApp(<SignInPage />, { path: '/login' });
    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana.planner@example.com');
  });

  it('fills a demo account and toggles the password visibility', async () => {
    stubFetch({});
    renderWithApp(<SignInPage />, { path: '/login' });
    expect(screen.getByText(/Demo accounts use the password/).textContent).toBe(
      'Demo accounts use the password fieldwork-demo',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fill in the technician demo account' }));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('technician@example.com');
    expect(password.value).toBe('fieldwork-demo');
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });
});

describe('sign-in page in other languages', () => {
  it('speaks the language chosen on this device', async () => {
    stubFetch({});
    window.localStorage.setItem(LOCALE_KEY, 'de');
    // The screen suspends until the language's texts arrive: an awaited act lets it.
    await act(async () => {
      renderWithApp(<SignInPage />, { path: '/login' });
    });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches language from its own select without a reload, and keeps the choice on the device', async () => {
    stubFetch({});
    renderWithApp(<SignInPage />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Español');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText('Idioma')).toBeTruthy();
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('es');
  });

  it('words a refused sign-in in the chosen language', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        jsonResponse(401, { error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }),
    });
    window.localStorage.setItem(LOCALE_KEY, 'fr');
    await act(async () => {
      renderWithApp(<SignInPage />, { path: '/login' });
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'dana.planner@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Identifiants invalides');
  });
});
