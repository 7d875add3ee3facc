import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildAttachment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { AttachmentList } from './attachment-list';

const EQUIPMENT_ID = '9e1a7c3e-0000-4000-8000-00000000bbbb';

function renderList(role: 'technician' | 'manager', deleteStatus = 204) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const profile = buildProfile(role);
  const photo = buildAttachment({
    fileName: 'nameplate.jpg',
    fileType: 'image/jpeg',
    fileSize: 312_000,
    thumbnailUrl: '/api/attachments/x/thumbnail',
    uploadedBy: 'someone-else',
    uploadedByName: 'Tom Rivera',
  });
  const manual = buildAttachment({
    fileName: 'manual.pdf',
    uploadedBy: profile.id,
    uploadedByName: 'Dana Planner',
  });
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, profile),
    'GET /api/attachments': () => jsonResponse(200, [photo, manual]),
    [`GET /api/attachments/${photo.id}/thumbnail`]: () =>
      new Response(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' })),
    [`DELETE /api/attachments/${manual.id}`]: () =>
      deleteStatus === 204
        ? new Response(null, { status: 204 })
        : jsonResponse(deleteStatus, { error: 'FORBIDDEN', message: 'You may delete only your own files' }),
  });
  renderWithApp(<AttachmentList filter={{ equipmentId: EQUIPMENT_ID }} />);
  return { ...stub, photo, manual };
}

describe('AttachmentList', () => {
  it('lists name, type, size, uploader and a thumbnail fetched with the token, never in the URL', async () => {
    const { calls, photo } = renderList('technician');
    expect(await screen.findByRole('button', { name: 'nameplate.jpg' })).toBeTruthy();
    expect(screen.getByText(/JPEG · 305 KB · Tom Rivera/)).toBeTruthy();
    expect(screen.getByText(/PDF · 47 KB · Dana Planner/)).toBeTruthy();
    const thumbnail = await screen.findByRole('img', { name: 'Preview of nameplate.jpg' });
    expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    const thumbnailCall = calls.find((call) => call.url === `/api/attachments/${photo.id}/thumbnail`);
    expect(thumbnailCall?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls.find((call) => call.url.startsWith('/api/attachments?'))?.url).toBe(
      `/api/attachments?equipmentId=${EQUIPMENT_ID}&limit=500`,
    );
  });

  it('lets a technician delete only their own files', async () => {
    renderList('technician');
    await screen.findByRole('button', { name: 'manual.pdf' });
    expect(screen.getByRole('button', { name: 'Delete manual.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete nameplate.jpg' })).toBeNull();
  });

  it('deletes after confirmation, and says so when the server refuses', async () => {
    // A refusal (4xx) while online comes back at once; a 5xx would keep the delete queued.
    const { calls, manual } = renderList('manager', 403);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete manual.pdf' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Delete manual.pdf?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete attachment')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url === `/api/attachments/${manual.id}`),
      ).toBe(true),
    );
  });
});
