import type { LoginResponse } from '../../shared/schemas/auth';
import type { App } from '../app';

export async function login(app: App, email: string, password: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string, warehouseId?: string) => ({
  authorization: `Bearer ${token}`,
  ...(warehouseId ? { 'x-warehouse-id': warehouseId } : {}),
});

/** The headers of someone the factories made, signed in (working in one plant when given). */
export async function signIn(app: App, user: { email: string; password: string }, warehouseId?: string) {
  return bearer((await login(app, user.email, user.password)).token, warehouseId);
}

/**
 * `app.inject` in the order a route test reads: what, where, as whom, with what. It takes the
 * app as a getter because the tests build it in `beforeAll`, after the module is loaded.
 */
export const sender =
  (app: () => App) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    app().inject({ method, url, headers, payload });
