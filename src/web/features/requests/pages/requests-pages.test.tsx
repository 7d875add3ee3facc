import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { WorkRequest } from '@shared/schemas/requests';
import { buildWorkRequest } from '@web/components/requests/test-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import RequestDetailPage from './request-detail-page';
import RequestsPage from './requests-page';

const ORDER = { id: '7d1e2a3b-0000-4000-8000-0000000000w9', foNumber: 'FO-2026-0042', description: 'Belt' };

function signIn(role: Role, routes: Record<string, FetchHandler>) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  return stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/profiles': () => jsonResponse(200, []),
    ...routes,
  });
}

function renderDetail(
  request: WorkRequest,
  role: Role = 'supervisor',
  routes: Record<string, FetchHandler> = {},
) {
  const stub = signIn(role, {
    [`GET /api/requests/${request.id}`]: () => jsonResponse(200, request),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<RequestDetailPage />, { path: `/requests/${request.id}` }) };
}

describe('requests page', () => {
  it('puts new requests first, those stopping work first among them, each with its labels', async () => {
    const routine = buildWorkRequest({ id: '7d1e2a3b-0000-4000-8000-000000000011', number: 'R-2026-000011' });
    const stopping = buildWorkRequest({
      id: '7d1e2a3b-0000-4000-8000-000000000012',
      number: 'R-2026-000012',
      stoppingWork: true,
      createdAt: '2026-03-12T08:00:00.000Z',
      equipmentId: null,
      equipmentAssetTag: null,
      equipmentDescription: null,
      location: 'Loading bay 3',
      requesterName: null,
      photos: [{ id: '7d1e2a3b-0000-4000-8000-0000000000p1', fileName: 'leak.jpg', hasThumbnail: true }],
    });
    const accepted = buildWorkRequest({
      id: '7d1e2a3b-0000-4000-8000-000000000013',
      number: 'R-2026-000013',
      status: 'accepted',
      createdAt: '2026-03-12T10:00:00.000Z',
    });
    const { calls } = signIn('supervisor', {
      'GET /api/requests': () => jsonResponse(200, [accepted, routine, stopping], { 'X-Total-Count': '3' }),
      'GET /api/attachments/7d1e2a3b-0000-4000-8000-0000000000p1/thumbnail': () =>
        new Response(new Blob(['x'], { type: 'image/jpeg' })),
    });
    renderWithApp(<RequestsPage />, { path: '/requests' });
    await userEvent.click(await screen.findByRole('tab', { name: 'All' }));
    const list = await screen.findByRole('list', { name: 'Requests' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'R-2026-000012',
      'R-2026-000011',
      'R-2026-000013',
    ]);
    const first = within(rows[0]!);
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByText('Stopping work')).toBeTruthy();
    expect(first.getByText('Loading bay 3')).toBeTruthy();
    expect(first.getByText('someone who gave no name')).toBeTruthy();
    expect(await first.findByAltText('Photo leak.jpg')).toBeTruthy();
    expect(within(rows[1]!).getByText('CNV-001 — Packing line conveyor')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sam Operator')).toBeTruthy();
    expect(within(rows[1]!).getByText(/ago$/)).toBeTruthy();
    expect(within(rows[2]!).getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('3 requests')).toBeTruthy();
    // New is the first filter; All asks for every status.
    const listCalls = calls.filter((call) => call.url.startsWith('/api/requests?'));
    expect(listCalls[0]?.url).toContain('status=received');
    expect(listCalls.at(-1)?.url).not.toContain('status=');
  });

  it('marks a possible duplicate with a link to the open order on the same asset', async () => {
    signIn('supervisor', {
      'GET /api/requests': () =>
        jsonResponse(200, [buildWorkRequest({ possibleDuplicate: ORDER })], { 'X-Total-Count': '1' }),
    });
    renderWithApp(<RequestsPage />, { path: '/requests' });
    expect(await screen.findByText('Possible duplicate of')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FO-2026-0042' }).getAttribute('href')).toBe(
      `/work-orders/${ORDER.id}`,
    );
  });

  it('says so when nothing waits, and offers Try again when the list fails', async () => {
    signIn('supervisor', { 'GET /api/requests': () => jsonResponse(200, [], { 'X-Total-Count': '0' }) });
    const view = renderWithApp(<RequestsPage />, { path: '/requests' });
    expect(await screen.findByText('No requests')).toBeTruthy();
    view.unmount();
    signIn('supervisor', {
      'GET /api/requests': () => jsonResponse(500, { error: 'INTERNAL', message: 'x' }),
    });
    renderWithApp(<RequestsPage />, { path: '/requests' });
    expect(await screen.findByText('Failed to fetch requests', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('request page', () => {
  it('approves with high priority and corrective prefilled for a request stopping work, then opens the order', async () => {
    const request = buildWorkRequest({ stoppingWork: true });
    const { calls, currentPath } = renderDetail(request, 'supervisor', {
      [`POST /api/requests/${request.id}/approve`]: () =>
        jsonResponse(201, { id: ORDER.id, foNumber: ORDER.foNumber, description: request.description }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${request.number}` });
    expect(within(dialog).getByLabelText('Priority').textContent).toBe('High');
    expect(within(dialog).getByLabelText('Type').textContent).toBe('Corrective');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(currentPath()).toBe(`/work-orders/${ORDER.id}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      priority: 'high',
      type: 'corrective',
    });
    expect(await screen.findByText('Request approved')).toBeTruthy();
  });

  it('prefills medium for a request that does not stop work', async () => {
    renderDetail(buildWorkRequest());
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByLabelText('Priority')).textContent).toBe('Medium');
  });

  it('rejects only with a reason, which it says the requester will read', async () => {
    const request = buildWorkRequest();
    const { calls } = renderDetail(request, 'supervisor', {
      [`POST /api/requests/${request.id}/reject`]: () =>
        jsonResponse(200, { ...request, status: 'rejected' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${request.number}` });
    expect(within(dialog).getByText(/requester sees this reason/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the requester a reason')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(
      within(dialog).getByLabelText('Reason'),
      'Not ours: the landlord maintains the lifts',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Not ours: the landlord maintains the lifts',
    });
  });

  it('shows the server refusal when the request was triaged meanwhile', async () => {
    const request = buildWorkRequest();
    renderDetail(request, 'supervisor', {
      [`POST /api/requests/${request.id}/reject`]: () =>
        jsonResponse(409, { error: 'CONFLICT', message: 'This request has already been approved' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This request has already been approved')).toBeTruthy();
  });

  it('merges into the possible duplicate by default, or an open order picked from the search', async () => {
    const request = buildWorkRequest({ possibleDuplicate: ORDER });
    const other = {
      ...ORDER,
      id: '7d1e2a3b-0000-4000-8000-0000000000w8',
      foNumber: 'FO-2026-0050',
      description: 'Gearbox',
    };
    const { calls } = renderDetail(request, 'supervisor', {
      'GET /api/work-orders': () => jsonResponse(200, [other], { 'X-Total-Count': '1' }),
      [`POST /api/requests/${request.id}/merge`]: () => jsonResponse(200, { ...request, status: 'merged' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: `Merge ${request.number}` });
    const picker = within(dialog).getByLabelText('Work order');
    expect(picker.textContent).toContain('FO-2026-0042 — Belt');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByText('FO-2026-0050'));
    expect(picker.textContent).toContain('FO-2026-0050 — Gearbox');
    const search = calls.find((call) => call.url.startsWith('/api/work-orders?'));
    expect(search?.url).toContain('status=new%2Cassigned%2Cin_progress');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Request merged')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ workOrderId: other.id });
  });

  it('shows a technician the request and what became of it, without decisions', async () => {
    renderDetail(
      buildWorkRequest({
        status: 'rejected',
        rejectionReason: 'Reported twice',
        triagedByName: 'Dana Planner',
        triagedAt: '2026-03-12T10:00:00.000Z',
      }),
      'technician',
    );
    expect(await screen.findByText('Reported twice')).toBeTruthy();
    expect(screen.getByText('Dana Planner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('links an accepted request to its work order', async () => {
    renderDetail(
      buildWorkRequest({ status: 'accepted', workOrderId: ORDER.id, workOrderFoNumber: ORDER.foNumber }),
    );
    expect((await screen.findByRole('link', { name: ORDER.foNumber })).getAttribute('href')).toBe(
      `/work-orders/${ORDER.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
