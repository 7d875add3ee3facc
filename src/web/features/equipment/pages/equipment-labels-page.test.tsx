import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { RealtimeRoot } from '@web/app/realtime/realtime-root';
import { qrSvgDataUrl } from '@web/components/request-portal/request-portal';
import { createTestRealtimeClient } from '@web/lib/realtime/fake-socket.test-helper';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import EquipmentLabelsPage from './equipment-labels-page';

const PUMP = buildEquipment({ assetTag: 'PMP-001' });
const PORTAL_URL = 'https://cmms.example.com/r/AbCdEfGhIjKlMnOpQrStUv';

function renderLabels(role: Role, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/notification-preferences': () => jsonResponse(200, []),
    [`GET /api/equipment/${PUMP.id}`]: () => jsonResponse(200, PUMP),
    [`GET /api/equipment/${PUMP.id}/qr`]: () =>
      new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
    ...routes,
  });
  const realtime = createTestRealtimeClient();
  renderWithApp(
    <RealtimeRoot createClient={() => realtime.client}>
      <EquipmentLabelsPage />
    </RealtimeRoot>,
    { path: `/equipment/labels?ids=${PUMP.id}` },
  );
  return { ...stub, realtime };
}

const portalOn = {
  'GET /api/request-portal/link': () => jsonResponse(200, { enabled: true, portalUrl: PORTAL_URL }),
};

const labelImage = () => screen.findAllByAltText('QR code for PMP-001');

describe('QR labels and the request portal', () => {
  it.each<Role>(['supervisor', 'technician', 'admin'])(
    "carry the asset's request link when the portal is on, printed by a %s",
    async (role) => {
      const { calls } = renderLabels(role, portalOn);
      const expected = await qrSvgDataUrl(`${PORTAL_URL}/PMP-001`);
      await waitFor(async () => expect((await labelImage())[0]?.getAttribute('src')).toBe(expected));
      expect(screen.getByText(/Scanning a label opens the request form/)).toBeTruthy();
      expect(calls.some((call) => call.url.includes('/qr'))).toBe(false);
      // The link is read on its own: the portal's settings stay the admins'.
      expect(calls.some((call) => call.url === '/api/request-portal')).toBe(false);
    },
  );

  it('keeps the asset-tag code while the portal is off', async () => {
    renderLabels('supervisor', {
      'GET /api/request-portal/link': () => jsonResponse(200, { enabled: false, portalUrl: null }),
    });
    await waitFor(async () => expect((await labelImage())[0]?.getAttribute('src')).toMatch(/^blob:/));
    expect(screen.queryByText(/Scanning a label opens the request form/)).toBeNull();
  });

  it('keeps the asset-tag code when the link cannot be read', async () => {
    renderLabels('supervisor', {
      'GET /api/request-portal/link': () =>
        jsonResponse(503, { error: 'SERVICE_UNAVAILABLE', message: 'Down' }),
    });
    await waitFor(async () => expect((await labelImage())[0]?.getAttribute('src')).toMatch(/^blob:/));
  });

  it('redraw with the new link when an admin replaces it while they are open', async () => {
    let portalUrl = PORTAL_URL;
    const { realtime } = renderLabels('supervisor', {
      'GET /api/request-portal/link': () => jsonResponse(200, { enabled: true, portalUrl }),
    });
    const first = await qrSvgDataUrl(`${PORTAL_URL}/PMP-001`);
    await waitFor(async () => expect((await labelImage())[0]?.getAttribute('src')).toBe(first));
    await vi.waitFor(() => expect(realtime.factory.sockets).toHaveLength(1));
    const socket = realtime.factory.latest();
    act(() => socket.serverAccepts('live-socket'));

    portalUrl = 'https://cmms.example.com/r/NewKeyNewKeyNewKeyNewK';
    act(() =>
      socket.serverSends('request_update', {
        type: 'request_portal',
        action: 'rotated',
        id: 'warehouse-1',
        data: { enabled: true, version: 2 },
        at: '2026-03-12T09:00:00.000Z',
      }),
    );
    const replaced = await qrSvgDataUrl(`${portalUrl}/PMP-001`);
    await waitFor(async () => expect((await labelImage())[0]?.getAttribute('src')).toBe(replaced));
  });
});
