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
