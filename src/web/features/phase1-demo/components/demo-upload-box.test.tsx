import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, STORAGE_KEYS } from '@shared/constants';
import { FakeXhr } from '@web/components/attachments/fake-xhr.test-helper';
import { buildAttachment } from '@web/test/equipment-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { DemoUploadBox } from './demo-upload-box';

function pdf(name = 'manual.pdf', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function renderBox(maxFiles?: number) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // Deleting goes through the change queue, which keeps each person's changes apart.
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stored = buildAttachment({ fileName: 'manual.pdf' });
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile()),
    [`DELETE /api/attachments/${stored.id}`]: () => new Response(null, { status: 204 }),
  });
  renderWithApp(<DemoUploadBox maxFiles={maxFiles} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Choose files', { selector: 'input' }) as HTMLInputElement;
  return { ...stub, user, input, stored };
}

const uploads = () => screen.getByRole('list', { name: 'Uploads' });
const xhr = (index: number) => {
  const found = FakeXhr.instances[index];
  if (!found) throw new Error(`no request ${index}`);
  return found;
};

describe('DemoUploadBox', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends a loose file with real progress, then lets the user delete it again', async () => {
    const { user, input, stored, calls } = renderBox();
    await user.upload(input, pdf());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(xhr(0).url).toBe('/api/upload');
    expect(xhr(0).headers.Authorization).toBe('Bearer token-1');
    expect(xhr(0).body?.get('context')).toBe('{}');

    act(() => xhr(0).progress(512, 2048));
    expect(within(uploads()).getByText(/Uploading 25%/)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Uploading manual.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('25');

    act(() => xhr(0).respond(201, stored));
    expect(await within(uploads()).findByText(/Uploaded/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open manual.pdf' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete manual.pdf' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      `DELETE /api/attachments/${stored.id}`,
    );
  });

  it("shows the server's reason when it refuses a file the box let through", async () => {
    const { user, input } = renderBox();
    await user.upload(input, pdf('scan.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() =>
      xhr(0).respond(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not the PDF it claims' }),
    );
    expect(await within(uploads()).findByText(/The file is not the PDF it claims/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry scan.pdf' })).toBeNull();
    expect(screen.getByText('0 of 10 files')).toBeTruthy();
  });

  it('offers Retry after a failure that may pass, and sends the file again', async () => {
    const { user, input, stored } = renderBox();
    await user.upload(input, pdf());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => xhr(0).respond(503, { error: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' }));
    expect(await within(uploads()).findByText(/Database unavailable/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry manual.pdf' }));
    expect(FakeXhr.instances).toHaveLength(2);
    act(() => xhr(1).respond(201, stored));
    expect(await within(uploads()).findByText(/Uploaded/)).toBeTruthy();
  });

  it('refuses at once what the server would refuse, in its words, and sends nothing', async () => {
    const { user, input } = renderBox();
    await user.upload(input, [
      pdf('huge.pdf', MAX_UPLOAD_BYTES + 1),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(await within(uploads()).findByText(/File size exceeds 5MB limit/)).toBeTruthy();
    expect(
      within(uploads()).getByText(
        /File type text\/plain is not allowed. Supported types: JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('takes 10 files by the spec and says so beyond that', async () => {
    const { user, input } = renderBox();
    await user.upload(
      input,
      Array.from({ length: 11 }, (_, n) => pdf(`page-${n}.pdf`)),
    );
    expect(await screen.findByText('Maximum 10 files allowed')).toBeTruthy();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(10));
  });

  it('takes 5 in the demo, counting failures out', async () => {
    const { user, input } = renderBox(5);
    await user.upload(input, [
      pdf('too-big.pdf', MAX_UPLOAD_BYTES + 1),
      ...[1, 2, 3, 4, 5].map((n) => pdf(`sheet-${n}.pdf`)),
    ]);
    expect(screen.queryByText('Maximum 5 files allowed')).toBeNull();
    await user.upload(input, pdf('sheet-6.pdf'));
    expect(await screen.findByText('Maximum 5 files allowed')).toBeTruthy();
    expect(screen.getByText('5 of 5 files')).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(5);
  });
});
