import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildAttachment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { renderWithApp } from '@web/test/render';
import { AttachmentList } from './attachment-list';
import { AttachmentUploader } from './attachment-uploader';
import { FakeXhr } from './fake-xhr.test-helper';
import { goOffline } from '@web/components/work-orders/offline.test-helper';

const EQUIPMENT_ID = '9e1a7c3e-0000-4000-8000-00000000aaaa';

function pdf(name = 'manual.pdf', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function renderUploader(maxFiles?: number) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
    'GET /api/attachments': () => jsonResponse(200, []),
  });
  renderWithApp(<AttachmentUploader context={{ equipmentId: EQUIPMENT_ID }} maxFiles={maxFiles} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Add files', { selector: 'input' });
  return { ...stub, user, input: input as HTMLInputElement };
}

const uploads = () => screen.getByRole('list', { name: 'Uploads' });

describe('AttachmentUploader', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('refuses files the shared rules reject, with the spec messages, and sends nothing', async () => {
    const { user, input } = renderUploader();
    await user.upload(input, [
      pdf('huge.pdf', 5 * 1024 * 1024 + 1),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      pdf(`${'x'.repeat(252)}.pdf`),
      pdf('report<1>.pdf'),
    ]);
    const list = uploads();
    expect(await within(list).findByText(/File size exceeds 5MB limit/)).toBeTruthy();
    expect(
      within(list).getByText(
        /File type text\/plain is not allowed\. Supported types: JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX/,
      ),
    ).toBeTruthy();
    expect(within(list).getByText(/File name is too long \(max 255 characters\)/)).toBeTruthy();
    expect(within(list).getByText(/File name contains invalid characters/)).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('takes at most 5 files and says so', async () => {
    const { user, input } = renderUploader();
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => pdf(`sheet-${n}.pdf`)),
    );
    expect(await screen.findByText('Maximum 5 files allowed')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(5));
    expect(within(uploads()).queryByText('sheet-6.pdf')).toBeNull();
  });

  it('allows 10 where the caller says so (equipment)', async () => {
    const { user, input } = renderUploader(10);
    await user.upload(
      input,
      Array.from({ length: 11 }, (_, n) => pdf(`page-${n}.pdf`)),
    );
    expect(await screen.findByText('Maximum 10 files allowed')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(10));
  });

  it('shows real progress, then complete, and refreshes the list of attachments', async () => {
    const { user, input, calls } = renderUploader();
    await user.upload(input, pdf('pump-manual.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.headers['x-warehouse-id']).toBe('warehouse-1');
    expect(xhr.body?.get('context')).toBe(JSON.stringify({ equipmentId: EQUIPMENT_ID }));
    expect((xhr.body?.get('file') as File).name).toBe('pump-manual.pdf');

    act(() => xhr.progress(512, 2048));
    expect(within(uploads()).getByText(/Uploading 25%/)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Uploading pump-manual.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('25');

    const before = calls.length;
    act(() => xhr.respond(201, buildAttachment({ fileName: 'pump-manual.pdf', equipmentId: EQUIPMENT_ID })));
    expect(await within(uploads()).findByText(/Uploaded/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Nothing was listing these attachments in this test, so invalidation marks without fetching.
    expect(calls.length).toBe(before);
  });

  it('hands a finished file over to the attachment list on screen, still counting it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    // The change queue keeps each person's changes apart (as a signed-in session stores it).
    window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
    const uploaded = buildAttachment({ fileName: 'wiring.pdf', uploadedByName: 'Dana Planner' });
    let listed: unknown[] = [];
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
      'GET /api/attachments': () => jsonResponse(200, listed),
    });
    renderWithApp(
      <>
        <AttachmentUploader context={{ equipmentId: EQUIPMENT_ID }} maxFiles={1} />
        <AttachmentList filter={{ equipmentId: EQUIPMENT_ID }} />
      </>,
    );
    expect(await screen.findByText('No attachments yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Add files', { selector: 'input' }), pdf('wiring.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    listed = [uploaded];
    act(() => FakeXhr.instances[0]!.respond(201, uploaded));
    expect(await screen.findByRole('button', { name: 'wiring.pdf' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());

    await user.upload(screen.getByLabelText('Add files', { selector: 'input' }), pdf('second.pdf'));
    expect(await screen.findByText('Maximum 1 file allowed')).toBeTruthy();
  });

  it("shows the server's message, or 'Upload failed', with an Upload Failed toast and a retry", async () => {
    const { user, input } = renderUploader();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    act(() =>
      FakeXhr.instances[0]!.respond(413, {
        error: 'PAYLOAD_TOO_LARGE',
        message: 'File size exceeds 5MB limit',
      }),
    );
    expect(await within(uploads()).findByText(/File size exceeds 5MB limit/)).toBeTruthy();
    expect(screen.getByText('Upload Failed')).toBeTruthy();

    act(() => FakeXhr.instances[1]!.fail());
    expect(await within(uploads()).findByText(/· Upload failed/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry b.pdf' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    expect(within(uploads()).getByText(/Uploading 0%/)).toBeTruthy();
  });

  it('offline, keeps the file on the device: waiting to upload, listed by name and size', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
    await changeQueue.refresh();
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
      'GET /api/attachments': () => jsonResponse(200, []),
    });
    renderWithApp(
      <>
        <AttachmentUploader context={{ equipmentId: EQUIPMENT_ID }} ownerLabel="PMP-001" />
        <AttachmentList filter={{ equipmentId: EQUIPMENT_ID }} />
      </>,
    );
    expect(await screen.findByText('No attachments yet')).toBeTruthy();
    goOffline();
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Add files', { selector: 'input' }), pdf('wiring.pdf', 4096));

    const waiting = await screen.findByRole('list', { name: 'Waiting to upload' });
    expect(within(waiting).getByText('wiring.pdf')).toBeTruthy();
    expect(within(waiting).getByText('4 KB · Waiting to upload')).toBeTruthy();
    expect(screen.queryByText('No attachments yet')).toBeNull();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(changeQueue.getSnapshot().actions[0]).toMatchObject({
      table: 'attachments',
      data: { equipmentId: EQUIPMENT_ID },
      label: 'File wiring.pdf for PMP-001',
      hasFile: true,
    });
  });
});
