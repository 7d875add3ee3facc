import type {
  CreatedPublicRequest,
  CreatePublicRequestInput,
  PublicPortal,
  PublicRequestStatus,
} from '@shared/schemas/requests';
import { apiErrorFrom } from '@web/lib/api-client';

/**
 * The public portal's three calls. Plain fetch rather than apiRequest: a requester has no
 * session, and a staff member's token or warehouse must not ride along to a public route.
 */
const portalPath = (portalKey: string) => `/api/public/portal/${encodeURIComponent(portalKey)}`;

/** A 429: how long the server asks the requester to wait (its Retry-After), when it said. */
export class TooManyRequests extends Error {
  override readonly name = 'TooManyRequests';

  constructor(readonly retryAfterSeconds: number | null) {
    super('Too many requests');
  }
}

async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    credentials: 'omit',
  });
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    throw new TooManyRequests(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw apiErrorFrom(response.status, text, response.statusText);
  return JSON.parse(text) as T;
}

export function getPublicPortal(portalKey: string, assetTag?: string): Promise<PublicPortal> {
  const query = assetTag ? `?asset=${encodeURIComponent(assetTag)}` : '';
  return send<PublicPortal>(`${portalPath(portalKey)}${query}`);
}

/**
 * JSON without photos; multipart (the same fields, files named `photos`) with them. The draft's
 * `idempotencyKey` goes as the Idempotency-Key: a resend after a lost answer gets the first answer.
 */
export function createPublicRequest(
  portalKey: string,
  fields: CreatePublicRequestInput,
  photos: readonly File[],
  idempotencyKey: string,
): Promise<CreatedPublicRequest> {
  const path = `${portalPath(portalKey)}/requests`;
  const headers = { 'Idempotency-Key': idempotencyKey };
  if (photos.length === 0) {
    return send<CreatedPublicRequest>(path, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const photo of photos) form.append('photos', photo, photo.name);
  return send<CreatedPublicRequest>(path, { method: 'POST', headers, body: form });
}

export function getPublicRequestStatus(
  portalKey: string,
  trackingCode: string,
): Promise<PublicRequestStatus> {
  return send<PublicRequestStatus>(`${portalPath(portalKey)}/requests/${encodeURIComponent(trackingCode)}`);
}

/** Where the status page of a request lives in this app (the answer's statusUrl may be absolute). */
export function statusPagePath(portalKey: string, trackingCode: string): string {
  return `/r/${encodeURIComponent(portalKey)}/status/${encodeURIComponent(trackingCode)}`;
}
