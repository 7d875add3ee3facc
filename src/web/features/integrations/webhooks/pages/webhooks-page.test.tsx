import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { WebhookDelivery, WebhookEndpoint } from '@shared/schemas/webhooks';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { formatTime } from '@web/lib/formatting';
import { renderWithApp } from '@web/test/render';
import WebhooksPage from './webhooks-page';

const ENDPOINT_ID = '00000000-0000-4000-8000-000000000011';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function buildEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: ENDPOINT_ID,
    url: 'https://erp.example.com/hooks/fieldwork',
    description: 'ERP sync',
    eventTypes: ['work_order.created', 'work_order.updated'],
    allowPrivateNetwork: false,
    enabled: true,
    status: 'active',
    failingSince: null,
    disabledAt: null,
    disabledReason: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function buildDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '00000000-0000-4000-8000-000000000021',
    endpointId: ENDPOINT_ID,
    eventType: 'work_order.updated',
    webhookId: '4711',
    state: 'pending',
    attempts: 2,
    responseStatus: 500,
    responseMs: 120,
    responseBody: 'receiver says 500',
    nextAttemptAt: '2026-11-20T09:16:00.000Z',
    lastAttemptAt: '2026-11-20T09:15:00.000Z',
    deliveredAt: null,
    createdAt: '2026-11-20T09:14:00.000Z',
    ...overrides,
  };
}

function renderPage(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('admin')),
    'GET /api/webhooks': () => jsonResponse(200, [buildEndpoint()], { 'X-Total-Count': '1' }),
    'GET /api/webhooks/event-types': () =>
      jsonResponse(200, { eventTypes: ['work_order.created', 'work_order.updated', 'part.created'] }),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<WebhooksPage />, { path: '/admin/webhooks' }) };
}

describe('Webhooks', () => {
  it('lists each endpoint with its events and where it stands', async () => {
    renderPage({
      'GET /api/webhooks': () =>
        jsonResponse(
          200,
          [
            buildEndpoint(),
            buildEndpoint({
              id: '00000000-0000-4000-8000-000000000012',
              url: 'http://192.168.1.20:8080/hooks',
              description: null,
              eventTypes: ['*'],
              allowPrivateNetwork: true,
              enabled: false,
              status: 'disabled',
              disabledReason: 'Every delivery failed for 24 hours (last: HTTP 503)',
            }),
          ],
          { 'X-Total-Count': '2' },
        ),
    });
    expect(await screen.findByText('https://erp.example.com/hooks/fieldwork')).toBeTruthy();
    expect(screen.getByText('work_order.created, work_order.updated')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('All events')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('Every delivery failed for 24 hours (last: HTTP 503)')).toBeTruthy();
    expect(screen.getByText('Private network targets allowed')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Enable' })).toHaveLength(1);
  });

  it('adds an endpoint for chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'POST /api/webhooks': () =>
        jsonResponse(201, { ...buildEndpoint({ eventTypes: ['part.created'] }), secret: SECRET }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('URL'), 'https://erp.example.com/hooks/fieldwork');
    await user.click(within(dialog).getByLabelText('All events, those added later included'));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Choose at least one event type')).toBeTruthy();
    await user.click(await within(dialog).findByLabelText('part.created'));
    await user.click(within(dialog).getByLabelText('Allow private network targets'));
    expect(
      within(dialog).getByText(
        'Only for a receiver on your own network: deliveries may then reach private, loopback and link-local addresses, and plain http.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText('Copy the signing secret now: it is not shown again.')).toBeTruthy();
    expect(screen.getByLabelText('Signing secret').textContent).toBe(SECRET);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      url: 'https://erp.example.com/hooks/fieldwork',
      eventTypes: ['part.created'],
      allowPrivateNetwork: true,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByLabelText('Signing secret')).toBeNull());
  });

  it("shows the server's reason when a target is refused", async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/webhooks': () =>
        jsonResponse(422, {
          error: 'UNPROCESSABLE',
          message:
            '127.0.0.1 is a loopback address: tick "Allow private network targets" for a receiver on your own network',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('URL'), 'https://127.0.0.1/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText(
        '127.0.0.1 is a loopback address: tick "Allow private network targets" for a receiver on your own network',
      ),
    ).toBeTruthy();
  });

  it('opens the delivery log and queues a redelivery with the same webhook-id', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /api/webhooks/00000000-0000-4000-8000-000000000011/deliveries': () =>
        jsonResponse(200, [buildDelivery()], { 'X-Total-Count': '1' }),
      'POST /api/webhooks/00000000-0000-4000-8000-000000000011/deliveries/00000000-0000-4000-8000-000000000021/redeliver':
        () => jsonResponse(202, buildDelivery({ attempts: 0 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const row = (await screen.findByText('webhook-id 4711')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'work_order.updatedwebhook-id 4711',
      `Pendingretry ${formatTime('2026-11-20T09:16:00.000Z')}`,
      // On a phone the excerpt reads under the answer; its own column shows from 1024 px.
      '500 in 120 msreceiver says 500',
      '2',
    ]);
    expect(cells[5]).toBe('receiver says 500');
    await user.click(within(row).getByRole('button', { name: 'Redeliver' }));
    expect(await screen.findByText('Webhook 4711 queued for redelivery')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/redeliver'))).toBe(true);
  });

  it('disables with If-Match and asks before deleting', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'PATCH /api/webhooks/00000000-0000-4000-8000-000000000011': () =>
        jsonResponse(200, buildEndpoint({ enabled: false, status: 'disabled', version: 2 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ enabled: false });
    expect(patch?.headers.get('If-Match')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this endpoint?')).toBeTruthy();
    expect(
      screen.getByText(
        'Fieldwork stops posting to https://erp.example.com/hooks/fieldwork and forgets its delivery log.',
      ),
    ).toBeTruthy();
  });
});
