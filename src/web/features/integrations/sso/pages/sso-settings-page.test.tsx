import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SsoSettings } from '@shared/schemas/sso';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import SsoSettingsPage from './sso-settings-page';

const saved: SsoSettings = {
  enabled: true,
  issuerUrl: 'https://login.example.com/realms/plant',
  clientId: 'fieldwork',
  clientSecretSet: true,
  buttonLabel: 'Plant Login',
  createUsers: false,
  defaultRole: 'technician',
  defaultWarehouseId: null,
  groupsClaim: 'groups',
  groupRoles: { 'cmms-leads': 'supervisor' },
  requireSso: false,
  breakGlassUserId: null,
  managedByEnvironment: false,
  version: 4,
};

const routes = (settings: SsoSettings = saved) => ({
  'GET /api/sso/settings': () => jsonResponse(200, settings),
  'GET /api/warehouses': () => jsonResponse(200, []),
  'GET /api/users': () => jsonResponse(200, [], { 'x-total-count': '0' }),
});

describe('single sign-on settings page', () => {
  it('shows the redirect URI to register and never the secret, only that one is saved', async () => {
    stubFetch(routes());
    renderWithApp(<SsoSettingsPage />, { path: '/admin/sso' });
    expect(await screen.findByText(`${window.location.origin}/api/auth/sso/callback`)).toBeTruthy();
    expect((screen.getByLabelText('Client secret') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('A secret is saved. Leave blank to keep it.')).toBeTruthy();
    expect((screen.getByLabelText('Group roles') as HTMLTextAreaElement).value).toBe(
      'cmms-leads: supervisor',
    );
  });

  it('saves with If-Match, keeping the secret when left blank', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'PUT /api/sso/settings': () =>
        jsonResponse(200, { ...saved, buttonLabel: 'Corporate SSO', version: 5 }),
    });
    renderWithApp(<SsoSettingsPage />, { path: '/admin/sso' });
    const label = await screen.findByLabelText('Button label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Corporate SSO');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers.get('If-Match')).toBe('4');
    expect(put?.body).toMatchObject({
      buttonLabel: 'Corporate SSO',
      clientSecret: '',
      groupRoles: { 'cmms-leads': 'supervisor' },
      breakGlassUserId: null,
    });
    expect(await screen.findByText('Single sign-on settings saved')).toBeTruthy();
  });

  it('says how to write a group line, and that requiring sign-on needs a break-glass admin', async () => {
    const { calls } = stubFetch(routes());
    renderWithApp(<SsoSettingsPage />, { path: '/admin/sso' });
    const groups = await screen.findByLabelText('Group roles');
    await userEvent.clear(groups);
    await userEvent.type(groups, 'cmms-leads = boss');
    await userEvent.click(screen.getByRole('switch', { name: 'Require single sign-on' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        'Write one group a line as "group: role" (technician, supervisor, manager, admin)',
      ),
    ).toBeTruthy();
    await userEvent.clear(groups);
    await userEvent.type(groups, 'cmms-leads: supervisor');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Choose the break-glass admin who may still sign in with a password'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the provider read-only when the environment sets it', async () => {
    stubFetch(routes({ ...saved, managedByEnvironment: true }));
    renderWithApp(<SsoSettingsPage />, { path: '/admin/sso' });
    expect(
      await screen.findByText(
        /The server’s OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set the provider/,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Issuer URL') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Offer single sign-on' })).toBeNull();
  });
});
