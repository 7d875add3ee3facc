import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import EquipmentLabelsPage from './equipment-labels-page';

const PUMP = buildEquipment({ assetTag: 'PMP-001' });

function renderLabels(role: Role, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    [`GET /api/equipment/${PUMP.id}`]: () => jsonResponse(200, PUMP),
    [`GET /api/equipment/${PUMP.id}/qr`]: () =>
      new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
    ...routes,
  });
  renderWithApp(<EquipmentLabelsPage />, { path: `/equipment/labels?ids=${PUMP.id}` });
  return stub;
}

const labelImage = () => screen.findAllByAltText('QR code for PMP-001');

describe('QR labels and the request portal', () => {
  it("carries the asset's request link when the portal is on", async () => {
    const { calls } = renderLabels('admin', {
      'GET /api/request-portal': () =>
        jsonResponse(200, {
          enabled: true,
          portalKey: 'AbCdEfGhIjKlMnOpQrStUv',
          portalUrl: 'https://cmms.example.com/r/AbCdEfGhIjKlMnOpQrStUv',
          rotatedAt: null,
          version: 1,
        }),
    });
    await waitFor(async () =>
      expect((await labelImage())[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText(/Scanning a label opens the request form/)).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/qr'))).toBe(false);
  });

  it('keeps the asset-tag code for those who cannot read the portal settings', async () => {
    const { calls } = renderLabels('supervisor');
    await waitFor(async () => expect((await labelImage())[0]?.getAttribute('src')).toMatch(/^blob:/));
    expect(calls.some((call) => call.url === '/api/request-portal')).toBe(false);
  });
});
