import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { RequestPortalSettings } from '@shared/schemas/requests';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { RequestPortalCard } from './request-portal-card';

const SETTINGS: RequestPortalSettings = {
  enabled: false,
  portalKey: 'AbCdEfGhIjKlMnOpQrStUv',
  portalUrl: 'https://cmms.example.com/r/AbCdEfGhIjKlMnOpQrStUv',
  rotatedAt: null,
  version: 3,
};

function renderCard(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('admin')),
    'GET /api/request-portal': () => jsonResponse(200, SETTINGS),
    ...routes,
  });
  renderWithApp(<RequestPortalCard />, { path: '/settings' });
  return stub;
}

describe('Settings → Request portal', () => {
  it('shows the link and turns the portal on with the version seen', async () => {
    const { calls } = renderCard({
      'PATCH /api/request-portal': () => jsonResponse(200, { ...SETTINGS, enabled: true, version: 4 }),
    });
    expect(await screen.findByText(SETTINGS.portalUrl)).toBeTruthy();
    expect(screen.getByText('Off: the link and the labels show that they are not in use.')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Accept requests' }));
    expect(await screen.findByText('On: anyone with the link or a label can report a problem.')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ enabled: true });
    expect(patch?.headers.get('If-Match')).toBe('3');
    expect(screen.getByRole('link', { name: 'Print poster' }).getAttribute('href')).toBe(
      '/settings/request-portal/poster',
    );
    expect(screen.getByRole('link', { name: 'Print asset labels' }).getAttribute('href')).toBe(
      '/equipment?labels',
    );
  });

  it('replaces the link only after saying that the old labels stop working', async () => {
    const rotated = {
      ...SETTINGS,
      portalUrl: 'https://cmms.example.com/r/NewKeyNewKeyNewKeyNewK',
      version: 4,
    };
    const { calls } = renderCard({ 'POST /api/request-portal/rotate': () => jsonResponse(200, rotated) });
    await userEvent.click(await screen.findByRole('button', { name: 'Replace link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/every printed label and poster that carries it/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Replace link' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace link' }),
    );
    expect(await screen.findByText(rotated.portalUrl)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });
});
