import { authHeaders, renewAfterUnauthorized } from '../api-client';
import type { ReplayRequest } from './change-action';
import type { QueuedFile } from './change-store';
import type { ReplayTransport, TransportAnswer } from './change-replayer';

function bodyOf(request: ReplayRequest, file: QueuedFile | undefined): BodyInit | undefined {
  if (file) {
    const form = new FormData();
    // The context goes first so the server knows the owner before the file's bytes stream in.
    form.append('context', JSON.stringify(request.body ?? {}));
    form.append('file', file.file, file.fileName);
    return form;
  }
  return request.body === undefined ? undefined : JSON.stringify(request.body);
}

async function sendOnce(
  request: ReplayRequest,
  headers: Record<string, string>,
  file: QueuedFile | undefined,
): Promise<TransportAnswer> {
  const all: Record<string, string> = { Accept: 'application/json', ...headers, ...authHeaders() };
  if (!file && request.body !== undefined) all['Content-Type'] = 'application/json';
  const response = await fetch(request.path, {
    method: request.method,
    headers: all,
    body: bodyOf(request, file),
    credentials: 'same-origin',
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Replays over fetch with the session's token. An access token that expired while the device
 * was offline is renewed once (the refresh token), then the same request goes again — the
 * Idempotency-Key makes that safe. A renewal that fails leaves the action queued for the
 * next sign-in of the same person.
 */
export const fetchTransport: ReplayTransport = {
  async send(request, headers, file) {
    const answer = await sendOnce(request, headers, file);
    if (answer.status === 401 && (await renewAfterUnauthorized())) return sendOnce(request, headers, file);
    return answer;
  },
};
