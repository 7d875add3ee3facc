import type { LoginResponse, SessionUser } from '@shared/schemas/auth';
import type { MyProfile } from '@shared/schemas/profiles';
import type { Role } from '@shared/domain';

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0001',
    email: 'dana.planner@example.com',
    firstName: 'Dana',
    lastName: 'Planner',
    role: 'supervisor',
    warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
    organizationId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0b01',
    ...overrides,
  };
}

export function buildProfile(role: Role = 'supervisor', overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    ...buildSessionUser({ role }),
    active: true,
    mfaEnabled: false,
    warehouses: [{ id: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01', name: 'Main Plant', code: 'MAIN' }],
    organizationWide: true,
    locale: 'en',
    ...overrides,
  };
}

export function buildLoginResponse(overrides: Partial<SessionUser> = {}): LoginResponse {
  return {
    user: buildSessionUser(overrides),
    token: 'access-token-1',
    refreshToken: 'refresh-token-1',
    sessionId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0c01',
  };
}
