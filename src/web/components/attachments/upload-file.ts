import type { Attachment, UploadContext } from '@shared/schemas/attachments';
import { apiErrorFrom, authHeaders, renewAfterUnauthorized } from '@web/lib/api-client';

/** The record a file belongs to: exactly one of them. */
export type AttachmentOwner =
  { workOrderId: string } | { equipmentId: string } | { pmTemplateId: string } | { vendorId: string };

interface XhrResult {
  status: number;
  statusText: string;
  text: string;
}

function send(
  file: File,
  owner: UploadContext,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports how much of the body has been sent.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    // The context goes first so the server knows the owner before the file's bytes stream in.
    form.append('context', JSON.stringify(owner));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST /api/upload (multipart `context` + `file`) with real progress (0–1). Rejects with an
 * ApiError carrying the server's message ('File size exceeds 5MB limit'…), or a plain
 * 'Upload failed' when the network dropped. An empty owner stores a loose file of the
 * uploader's warehouse (the Phase 1 demo's upload box).
 */
export async function uploadFile(
  file: File,
  owner: UploadContext,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Attachment> {
  let result = await send(file, owner, options.onProgress, options.signal);
  if (result.status === 401 && (await renewAfterUnauthorized())) {
    result = await send(file, owner, options.onProgress, options.signal);
  }
  if (result.status < 200 || result.status >= 300) {
    throw apiErrorFrom(result.status, result.text, result.statusText);
  }
  return JSON.parse(result.text) as Attachment;
}
