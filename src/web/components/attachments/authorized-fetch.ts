import { ApiError, apiRequest } from '@web/lib/api-client';
import type { ApiErrorBody } from '@shared/errors';
import { readStored } from '@web/lib/session-storage';

/** The headers lib/api-client sends, for requests it cannot make itself (blobs, upload progress). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readStored('authToken');
  const warehouseId = readStored('warehouseId');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (warehouseId) headers['x-warehouse-id'] = warehouseId;
  return headers;
}

/**
 * An access token can expire mid-session (a laptop that slept). api-client renews it on any
 * authenticated call's 401, so one cheap call through it leaves a fresh token in storage.
 */
export async function renewAccessToken(): Promise<void> {
  await apiRequest('/api/profiles/me').catch(() => undefined);
}

export function toApiError(status: number, text: string, statusText = ''): ApiError {
  let body: ApiErrorBody | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ApiErrorBody;
  } catch {
    // Not JSON: the text still goes into the error's message.
  }
  return new ApiError(status, text, body, statusText);
}

/**
 * Downloads a protected file as a Blob. The token travels in a header, never in a URL, so
 * <img> and links get object URLs made from the blob instead.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const send = () => fetch(path, { headers: authHeaders(), credentials: 'same-origin', signal });
  let response = await send();
  if (response.status === 401) {
    await renewAccessToken();
    response = await send();
  }
  if (!response.ok) {
    throw toApiError(response.status, await response.text().catch(() => ''), response.statusText);
  }
  return response.blob();
}
