import type { APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD } from './accounts';

/** Arranging data through the API, for journeys that test something else on screen. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok())
    throw new Error(`sign-in failed for ${email}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** POST /api/upload: one file, attached to the record `context` names. */
export async function apiUpload<T>(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  context: Record<string, string>,
): Promise<T> {
  const response = await request.post('/api/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file, context: JSON.stringify(context) },
  });
  if (!response.ok())
    throw new Error(`upload of ${file.name}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
