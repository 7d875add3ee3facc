import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain';
import type { DowntimeReason } from '@shared/schemas/downtime';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { goOffline } from '@web/components/work-orders/offline.test-helper';
import { REASONS } from '@web/test/downtime-fixtures';
import { STORAGE_KEYS } from '@shared/constants';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import SettingsPage from './settings-page';

function renderSettings(
  routes: Record<string, FetchHandler> = {},
  mfaEnabled = false,
  role: Role = 'supervisor',
  organizationWide = true,
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role, { mfaEnabled, organizationWide })),
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

const PLANT: PlantSettings = {
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: '65.00',
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired: false,
  approvalLimits: {},
  version: 3,
};

function renderPlant(
  routes: Record<string, FetchHandler> = {},
  role: Role = 'manager',
  organizationWide = true,
) {
  return renderSettings(
    {
      'GET /api/plant-settings': () => jsonResponse(200, PLANT),
      'GET /api/downtime-reasons': () => jsonResponse(200, REASONS),
      ...routes,
    },
    false,
    role,
    organizationWide,
  );
}

describe('settings page: plant costs and downtime reasons', () => {
  it('are not shown to supervisors', async () => {
    const { calls } = renderPlant({}, 'supervisor');
    expect(await screen.findByLabelText('First name')).toBeTruthy();
    expect(screen.queryByText('Plant costs')).toBeNull();
    expect(screen.queryByText('Downtime reasons')).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/downtime-reasons'))).toBe(false);
    // Theirs is the close-out codes card (issue 25 §8), with the plant's rule for them.
    expect(await screen.findByText('Close-out codes')).toBeTruthy();
  });

  it('saves the labour rate and budget a manager changes, with If-Match', async () => {
    const { calls } = renderPlant({
      'PATCH /api/plant-settings': ({ body }) =>
        jsonResponse(200, { ...PLANT, ...(body as object), version: 4 }),
    });
    const rate = await screen.findByLabelText('Labour rate per hour');
    expect((rate as HTMLInputElement).value).toBe('65.00');
    expect(screen.getByText('€65.00 an hour')).toBeTruthy();
    expect(screen.getByText('Leave empty for no budget.')).toBeTruthy();
    await userEvent.clear(rate);
    await userEvent.type(rate, '72.5');
    await userEvent.type(screen.getByLabelText('Monthly maintenance budget'), '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Save plant costs' }));

    expect(await screen.findByText('Plant costs saved')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/plant-settings');
    expect(patch?.headers.get('If-Match')).toBe('3');
    expect(patch?.body).toEqual({ laborRate: '72.50', monthlyBudget: '12000.00' });
  });

  it('shows a colleague’s change beside the manager’s own when both saved', async () => {
    renderPlant({
      'PATCH /api/plant-settings': () =>
        jsonResponse(409, {
          error: 'VERSION_CONFLICT',
          message: 'The plant settings were changed',
          current: { ...PLANT, laborRate: '70.00', version: 4 },
        }),
    });
    const rate = await screen.findByLabelText('Labour rate per hour');
    await userEvent.clear(rate);
    await userEvent.type(rate, '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save plant costs' }));
    const conflict = await screen.findByRole('region', { name: 'Conflicting changes' });
    expect(within(conflict).getByRole('row', { name: 'Labour rate per hour €70.00 €80.00' })).toBeTruthy();
  });

  it('lists the reasons in order and lets a manager retire, restore, move and add them', async () => {
    let reasons: DowntimeReason[] = REASONS;
    const { calls } = renderPlant({
      'GET /api/downtime-reasons': () => jsonResponse(200, reasons),
      'POST /api/downtime-reasons': ({ body }) =>
        jsonResponse(201, {
          ...(REASONS[0] as DowntimeReason),
          ...(body as object),
          id: 'new',
          code: 'changeover',
          position: 8,
        }),
      ...Object.fromEntries(
        REASONS.map((reason) => [
          `PATCH /api/downtime-reasons/${reason.id}`,
          ({ body }: { body: unknown }) => {
            const saved = { ...reason, ...(body as object), version: reason.version + 1 };
            reasons = reasons.map((candidate) => (candidate.id === reason.id ? saved : candidate));
            return jsonResponse(200, saved);
          },
        ]),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Downtime reasons' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.firstChild?.textContent);
    expect(names()).toEqual([
      'Breakdown',
      'Planned maintenance',
      'Waiting for parts',
      'Operator',
      'Utilities',
      'Other',
      'Power cut',
    ]);
    expect(within(list).getByRole('button', { name: 'Move Breakdown up' })).toHaveProperty('disabled', true);

    await userEvent.click(within(list).getByRole('button', { name: 'Retire Operator' }));
    expect(await screen.findByText('Reason retired')).toBeTruthy();
    const retire = calls.find((call) => call.method === 'PATCH');
    expect(retire?.body).toEqual({ active: false });
    expect(retire?.headers.get('If-Match')).toBe('1');
    expect(await within(list).findByRole('button', { name: 'Restore Operator' })).toBeTruthy();

    await userEvent.click(within(list).getByRole('button', { name: 'Move Planned maintenance up' }));
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Planned maintenance', 'Breakdown']));
    const moves = calls.filter((call) => call.method === 'PATCH').slice(1);
    expect(moves.map((call) => call.body)).toEqual([{ position: 1 }, { position: 2 }]);

    await userEvent.type(screen.getByLabelText('New reason'), 'Changeover');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Planned by default' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add reason' }));
    expect(await screen.findByText('Reason added')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: 'Changeover',
      planned: true,
    });
  });

  it('shows a manager of one plant the reasons without the means to change them, and why (issue 22 §7)', async () => {
    renderPlant({}, 'manager', false);
    const list = await screen.findByRole('list', { name: 'Downtime reasons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(REASONS.length);
    expect(
      await screen.findByText(
        'Downtime reasons are shared by every plant of your organization: only a manager or admin of all its plants can change them',
      ),
    ).toBeTruthy();
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add reason' })).toBeNull();
    expect(screen.getByLabelText('Labour rate per hour')).toBeTruthy();
  });

  it('says plainly that offline the plant settings need a connection', async () => {
    renderPlant();
    await screen.findByLabelText('Labour rate per hour');
    goOffline();
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText('Changing plant costs needs a connection. Reconnect to save.'),
    ).toBeTruthy();
    expect(screen.getByText('Changing downtime reasons needs a connection. Reconnect to save.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add reason' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save plant costs' })).toHaveProperty('disabled', true);
  });
});
