import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { WorkRequest } from '@shared/schemas/requests';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildWorkRequest } from './test-fixtures';
import { WorkOrderRequestsPanel } from './work-order-requests-panel';

const ORDER_ID = '7d1e2a3b-0000-4000-8000-0000000000w1';

function renderPanel(requests: WorkRequest[], role: Role = 'technician') {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/requests': () => jsonResponse(200, requests, { 'X-Total-Count': String(requests.length) }),
  });
  return { ...stub, ...renderWithApp(<WorkOrderRequestsPanel workOrderId={ORDER_ID} />) };
}

describe('WorkOrderRequestsPanel', () => {
  it('names the request the order came from and the one it took over, with whom to contact', async () => {
    const { calls } = renderPanel([
      buildWorkRequest({ status: 'accepted', workOrderId: ORDER_ID }),
      buildWorkRequest({
        id: '7d1e2a3b-0000-4000-8000-000000000002',
        number: 'R-2026-000002',
        status: 'merged',
        workOrderId: ORDER_ID,
        requesterName: null,
        requesterEmail: null,
        requesterPhone: null,
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Requests' });
    const [accepted, merged] = within(list).getAllByRole('listitem');
    expect(accepted!.textContent).toContain('From request R-2026-000001');
    expect(within(accepted!).getByRole('link', { name: 'R-2026-000001' }).getAttribute('href')).toBe(
      '/requests/7d1e2a3b-0000-4000-8000-000000000001',
    );
    expect(within(accepted!).getByText('Sam Operator')).toBeTruthy();
    expect(within(accepted!).getByRole('link', { name: 'sam@example.com' }).getAttribute('href')).toBe(
      'mailto:sam@example.com',
    );
    expect(within(accepted!).getByRole('link', { name: '+1 555 0101' }).getAttribute('href')).toBe(
      'tel:+15550101',
    );
    expect(merged!.textContent).toContain('Also reported as R-2026-000002');
    expect(within(merged!).getByText('No contact given')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/requests'))?.url).toContain(
      `workOrderId=${ORDER_ID}`,
    );
  });

  it('shows nothing for an order nobody requested', async () => {
    const { calls } = renderPanel([]);
    await vi.waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/requests'))).toBe(true));
    expect(screen.queryByRole('list', { name: 'Requests' })).toBeNull();
  });
});
