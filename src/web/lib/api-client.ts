import type { ApiErrorBody } from '@shared/errors';
import { MAX_PAGE_SIZE } from '@shared/constants';
import { errorText, rememberAnswerCodes } from './errors/error-text';
import { readStored } from './session-storage';

/**
 * A non-OK answer. The message is "{status}: {body text}" as the spec's client words it
 * (core spec §8); screens show `body.message` through `errorMessage()`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/**
 * The server's message when it sent one, in the screens' language by its code (ADR 65; its
 * English when the code has no text), else the screen's own wording.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return errorText(error.body);
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for sign-in and token refresh: no bearer token, and a 401 is the caller's business. */
  authenticated?: boolean;
  /** false where a 401 must not renew or end the session (sign-out itself). */
  renewOnUnauthorized?: boolean;
  /**
   * false for reads that must come from the server itself (the device's copy filling itself);
   * other reads are answered from that copy when the server cannot be reached (ADR 42).
   */
  fromDeviceCopy?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

interface SessionHooks {
  /** Renews the access token; resolves false when the session cannot continue. */
  refresh: (staleToken: string) => Promise<boolean>;
  /** Called when the server no longer accepts the session. */
  onSessionEnded: () => void;
}

let sessionHooks: SessionHooks | null = null;

/** Answers a read from the device's copy of the working set, in the server's place. */
export type DeviceCopyReads = (path: string) => Promise<ApiResponse<unknown>>;

let deviceCopyReads: DeviceCopyReads | null = null;

/** The copy plugs in here (lib/replica), so every screen's reads work offline without knowing it. */
export function setDeviceCopyReads(reads: DeviceCopyReads | null): void {
  deviceCopyReads = reads;
}

/** Answers the server gives when it cannot serve, as opposed to refusing: the copy answers instead. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** The auth provider plugs in here so a 401 anywhere renews the token or ends the session. */
export function setSessionHooks(hooks: SessionHooks | null): void {
  sessionHooks = hooks;
}

/**
 * The identity headers every call carries, for requests the JSON helpers cannot make
 * (upload progress needs XMLHttpRequest). Never an x-user-id: identity is the token.
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readStored('authToken');
  const warehouseId = readStored('warehouseId');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (warehouseId) headers['x-warehouse-id'] = warehouseId;
  return headers;
}

/**
 * After a 401 on a request made outside apiRequest: renews the access token once (or ends
 * the session). Resolves true when the caller should retry.
 */
export async function renewAfterUnauthorized(): Promise<boolean> {
  const token = readStored('authToken');
  if (!token || !sessionHooks) return false;
  const renewed = await sessionHooks.refresh(token);
  if (!renewed) sessionHooks.onSessionEnded();
  return renewed;
}

function buildHeaders(options: RequestOptions, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  // Identity comes only from the token (architecture §4): never an x-user-id header.
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const warehouseId = readStored('warehouseId');
  if (warehouseId) headers.set('x-warehouse-id', warehouseId);
  return headers;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  return fetch(path, {
    method: options.method ?? 'GET',
    headers: buildHeaders(options, token),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorFrom(response.status, await response.text().catch(() => ''), response.statusText);
}

/** An ApiError from a status and the body text (JSON error bodies expose their message). */
export function apiErrorFrom(status: number, text: string, statusText = ''): ApiError {
  let body: ApiErrorBody | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      body = parsed as ApiErrorBody;
      // A field's message is shown from its English (forms.ts), which now finds its code.
      rememberAnswerCodes(body);
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): the text still goes into the message.
  }
  return new ApiError(status, text, body, statusText);
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Sends a JSON request and returns the parsed body with the response headers. A read the server
 * cannot be asked (offline) or cannot answer (the network fails, 502–504) is answered from the
 * device's copy, in the server's shape (ADR 42).
 */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const authenticated = options.authenticated !== false;
  const copy =
    (options.method ?? 'GET') === 'GET' && authenticated && options.fromDeviceCopy !== false
      ? deviceCopyReads
      : null;
  const fromCopy = () => copy?.(path) as Promise<ApiResponse<T>>;
  if (copy && !navigator.onLine) return fromCopy();
  const token = authenticated ? readStored('authToken') : null;
  let response: Response;
  try {
    response = await send(path, options, token);
  } catch (error) {
    // fetch rejects with a TypeError when the network fails; an abort is the caller's own doing.
    if (copy && error instanceof TypeError) return fromCopy();
    throw error;
  }
  if (copy && UNREACHABLE_STATUSES.has(response.status)) return fromCopy();

  const mayRenew = authenticated && options.renewOnUnauthorized !== false;
  if (response.status === 401 && mayRenew && token && sessionHooks) {
    // An expired access token (a laptop that slept past the refresh) gets one renewal and one retry.
    const renewed = await sessionHooks.refresh(token);
    if (renewed) response = await send(path, options, readStored('authToken'));
    if (response.status === 401) sessionHooks.onSessionEnded();
  }

  if (!response.ok) throw await toApiError(response);
  return { data: await parseBody<T>(response), headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * Reads a whole list, page after page (largest pages, following X-Next-Cursor): for the short
 * lists a screen shows in full — a work order's checklist, a warehouse's templates — which the
 * server pages like every other list (architecture §5).
 */
export async function apiRequestAll<T>(path: string, options: RequestOptions = {}): Promise<T[]> {
  const url = new URL(path, 'http://fieldwork.local');
  url.searchParams.set('limit', String(MAX_PAGE_SIZE));
  const rows: T[] = [];
  for (;;) {
    const page = await apiRequestWithHeaders<T[]>(`${url.pathname}${url.search}`, options);
    rows.push(...page.data);
    const next = page.headers.get('X-Next-Cursor');
    if (!next) return rows;
    url.searchParams.set('cursor', next);
  }
}

/** A downloaded file and the name the server gave it (Content-Disposition), if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/**
 * Downloads a protected file with the same renewal as JSON calls. The token travels in a
 * header, never in a URL: images and links get object URLs of the blob.
 */
export async function apiFile(path: string, signal?: AbortSignal): Promise<ApiFile> {
  const send = () => fetch(path, { headers: authHeaders(), credentials: 'same-origin', signal });
  let response = await send();
  if (response.status === 401 && (await renewAfterUnauthorized())) response = await send();
  if (!response.ok) throw await toApiError(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** A protected file's bytes, for images and attachments whose name the screen already knows. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await apiFile(path, signal)).blob;
}
