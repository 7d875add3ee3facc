import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { buildEquipment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import type * as staffSession from '../lib/staff-session';
import { leaveForApp } from '../lib/staff-session';
import { PortalApp } from '../portal-app';

vi.mock('../lib/staff-session', async (importOriginal) => ({
  ...(await importOriginal<typeof staffSession>()),
  leaveForApp: vi.fn(),
}));

beforeEach(() => vi.mocked(leaveForApp).mockClear());

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const PORTAL = `/api/public/portal/${KEY}`;
const CREATED = { trackingCode: 'trk_0123456789abcdef', statusUrl: `/r/${KEY}/status/trk_0123456789abcdef` };

function portalAnswer(asset: { assetTag: string; description: string } | null = null) {
  return () => jsonResponse(200, { warehouseName: 'Main plant', enabled: true, asset });
}

function openPortal(path: string, routes: Record<string, FetchHandler> = {}) {
  const stub = stubFetch({
    [`GET ${PORTAL}`]: portalAnswer(),
    [`POST ${PORTAL}/requests`]: () => jsonResponse(201, CREATED),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<PortalApp />, { path }) };
}

const describeField = () => screen.findByLabelText('What is wrong?');

async function fillValidRequest() {
  await userEvent.type(await describeField(), 'The conveyor belt squeaks loudly');
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('request portal form', () => {
  it("says what is missing in the schema's words", async () => {
    const { calls } = openPortal(`/r/${KEY}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Say what is wrong')).toBeTruthy();
    expect(screen.getByText('Say whether it is stopping work')).toBeTruthy();

    await userEvent.type(await describeField(), 'Broken');
    expect(screen.getByText('Say what is wrong in at least 10 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('has a honeypot people never reach: hidden, out of the tab order, not autofilled', async () => {
    const { container } = openPortal(`/r/${KEY}`);
    await describeField();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toBeTruthy();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('shows the labelled asset, sends the request and gives the tracking code with the status link', async () => {
    const { calls } = openPortal(`/r/${KEY}/PMP-001`, {
      [`GET ${PORTAL}`]: portalAnswer({ assetTag: 'PMP-001', description: 'Cooling water pump' }),
    });
    expect(await screen.findByText('Cooling water pump')).toBeTruthy();
    expect(screen.getByText('PMP-001')).toBeTruthy();
    expect(screen.getByText('Main plant')).toBeTruthy();
    // The asset says where: no location to type.
    expect(screen.queryByLabelText('Where is it?')).toBeNull();

    await fillValidRequest();
    await userEvent.type(screen.getByLabelText('Your name (optional)'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('trk_0123456789abcdef')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the status of your request' }).getAttribute('href')).toBe(
      `/r/${KEY}/status/trk_0123456789abcdef`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'The conveyor belt squeaks loudly',
      assetTag: 'PMP-001',
      stoppingWork: true,
      name: 'Sam',
      locale: 'en',
    });
    expect(calls.find((call) => call.method === 'GET')?.url).toBe(`${PORTAL}?asset=PMP-001`);
  });

  it('asks where on the general form and never sends a session token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    const { calls } = openPortal(`/r/${KEY}`, {
      'GET /api/profiles/me': () => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Signed out' }),
    });
    await fillValidRequest();
    await userEvent.type(screen.getByLabelText('Where is it?'), 'Hall 2, line 3');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('trk_0123456789abcdef');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ location: 'Hall 2, line 3', stoppingWork: true });
    expect(post?.headers.get('Authorization')).toBeNull();
  });

  it('keeps what was typed and sends it by itself once the phone is back online', async () => {
    const first = openPortal(`/r/${KEY}`);
    await userEvent.type(await describeField(), 'Leak under the sink in the canteen');
    first.unmount();

    // The tab comes back (a reload without signal): the text is still there.
    const { calls } = openPortal(`/r/${KEY}`);
    const field = await describeField();
    expect((field as HTMLTextAreaElement).value).toBe('Leak under the sink in the canteen');

    setOnline(false);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(/will be sent by itself as soon as you have signal again/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('trk_0123456789abcdef')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      description: 'Leak under the sink in the canteen',
      stoppingWork: false,
    });
    // Sent: nothing is left to restore.
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('fieldwork-request-draft'))).toBe(
      false,
    );
  });

  it('waits when the network drops the request on the way', async () => {
    let attempts = 0;
    const { calls } = openPortal(`/r/${KEY}`, {
      [`POST ${PORTAL}/requests`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(201, CREATED);
      },
    });
    await fillValidRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Waiting for signal')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('trk_0123456789abcdef')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('says how long to wait when the server asks for a pause', async () => {
    openPortal(`/r/${KEY}`, {
      [`POST ${PORTAL}/requests`]: () =>
        jsonResponse(429, { error: 'RATE_LIMITED', message: 'Too many' }, { 'Retry-After': '120' }),
    });
    await fillValidRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Too many requests were sent from here. Please try again in 2 minutes.'),
    ).toBeTruthy();
  });

  it('explains a rotated or unknown link instead of failing', async () => {
    openPortal(`/r/${KEY}/PMP-001`, {
      [`GET ${PORTAL}`]: () => jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' }),
    });
    expect(await screen.findByText('This request link is no longer in use.')).toBeTruthy();
  });

  it('sends signed-in staff from an asset label to that equipment', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
    openPortal(`/r/${KEY}/pmp-001`, {
      'GET /api/equipment/asset/pmp-001': () => jsonResponse(200, buildEquipment({ assetTag: 'PMP-001' })),
    });
    await waitFor(() => expect(leaveForApp).toHaveBeenCalledWith('/equipment?asset=PMP-001'));
  });

  it('shows the form to a signed-in person the asset is not visible to', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    openPortal(`/r/${KEY}/PMP-001`, {
      [`GET ${PORTAL}`]: portalAnswer({ assetTag: 'PMP-001', description: 'Coolant pump' }),
      'GET /api/equipment/asset/PMP-001': () =>
        jsonResponse(404, { error: 'NOT_FOUND', message: 'Equipment not found' }),
    });
    expect(await describeField()).toBeTruthy();
    expect(screen.getByText('Coolant pump')).toBeTruthy();
    expect(leaveForApp).not.toHaveBeenCalled();
  });
});

describe('request status page', () => {
  const STATUS = `${PORTAL}/requests/trk_0123456789abcdef`;
  const base = { number: 'R-2026-014', updatedAt: '2026-03-12T09:30:00.000Z' };

  it('says it was accepted with the work order number, and refreshes', async () => {
    let answer: object = { ...base, status: 'received' };
    openPortal(`/r/${KEY}/status/trk_0123456789abcdef`, {
      [`GET ${STATUS}`]: () => jsonResponse(200, answer),
    });
    expect(await screen.findByRole('heading', { name: 'Received' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your request R-2026-014' })).toBeTruthy();
    // The number never breaks at its hyphens on a narrow phone ('R-2026-' / '014').
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('R-2026-014').className).toContain(
      'whitespace-nowrap',
    );

    answer = { ...base, status: 'accepted', foNumber: 'WO-2026-001' };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Accepted as WO-2026-001' })).toBeTruthy();
  });

  it('gives the reason of a rejection', async () => {
    openPortal(`/r/${KEY}/status/trk_0123456789abcdef`, {
      [`GET ${STATUS}`]: () =>
        jsonResponse(200, { ...base, status: 'rejected', rejectionReason: 'Already fixed this morning' }),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByRole('heading', { name: 'Not accepted' })).toBeTruthy();
    expect(within(status).getByText('Already fixed this morning')).toBeTruthy();
  });

  it('names who is working on it, and says when it is done', async () => {
    let answer: object = { ...base, status: 'in_progress', assigneeFirstName: 'Maria' };
    openPortal(`/r/${KEY}/status/trk_0123456789abcdef`, {
      [`GET ${STATUS}`]: () => jsonResponse(200, answer),
    });
    expect(await screen.findByText('Maria is working on it.')).toBeTruthy();
    answer = { ...base, status: 'done' };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeTruthy();
  });

  it('explains a link that is no longer in use', async () => {
    openPortal(`/r/${KEY}/status/trk_0123456789abcdef`);
    expect(await screen.findByText('This request link is no longer in use.')).toBeTruthy();
  });
});

describe('request portal in other languages', () => {
  it('speaks the device’s language to an anonymous requester, and switches from its own select', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    await act(async () => {
      openPortal(`/r/${KEY}`);
    });
    expect(await screen.findByRole('heading', { name: 'Problem melden' })).toBeTruthy();
    expect(await screen.findByLabelText('Was ist kaputt?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meldung senden' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Sprache'), 'Español');
    expect(await screen.findByRole('heading', { name: 'Informar un problema' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeTruthy();
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('es');
  });

  it('sends the language the requester reads the form in, so their mails are written in it', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    let portal: ReturnType<typeof openPortal> | undefined;
    await act(async () => {
      portal = openPortal(`/r/${KEY}`);
    });
    await userEvent.selectOptions(await screen.findByLabelText('Sprache'), 'Français');
    await userEvent.type(
      await screen.findByLabelText('Quel est le problème ?'),
      'La porte du quai 3 reste ouverte',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('trk_0123456789abcdef')).toBeTruthy();
    expect(portal?.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      description: 'La porte du quai 3 reste ouverte',
      locale: 'fr',
    });
  });
});
