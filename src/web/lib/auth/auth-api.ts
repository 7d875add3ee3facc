import type { Login, LoginResponse, SessionUser } from '@shared/schemas/auth';
import type { MyProfile } from '@shared/schemas/profiles';
import { apiRequest } from '../api-client';
import { getDeviceFingerprint } from '../device-fingerprint';

export type Credentials = Pick<Login, 'email' | 'password' | 'mfaToken'>;

export function postLogin(credentials: Credentials): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body: { ...credentials, deviceFingerprint: getDeviceFingerprint() },
    authenticated: false,
  });
}

export async function postLogout(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST', renewOnUnauthorized: false });
}

export function fetchMyProfile(signal: AbortSignal): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/profiles/me', { signal });
}

/** The session keeps the fields every screen needs; settings load the full profile itself. */
export function toSessionUser(profile: SessionUser): SessionUser {
  const { id, email, firstName, lastName, role, warehouseId, organizationId } = profile;
  return { id, email, firstName, lastName, role, warehouseId, organizationId };
}
