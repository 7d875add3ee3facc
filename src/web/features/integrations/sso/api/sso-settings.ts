import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoDiscoveryResult, SsoSettings, UpdateSsoSettings } from '@shared/schemas/sso';
import type { User } from '@shared/schemas/users';
import type { Warehouse } from '@shared/schemas/profiles';
import { apiRequest, apiRequestAll } from '@web/lib/api-client';

const SSO_SETTINGS_KEY = ['sso', 'settings'] as const;

export function useSsoSettings() {
  return useQuery({
    queryKey: SSO_SETTINGS_KEY,
    queryFn: () => apiRequest<SsoSettings>('/api/sso/settings'),
  });
}

/** Saves with If-Match: an admin's save meanwhile answers 409 instead of being overwritten. */
export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: UpdateSsoSettings }) =>
      apiRequest<SsoSettings>('/api/sso/settings', {
        method: 'PUT',
        body: changes,
        headers: { 'If-Match': String(version) },
      }),
    onSuccess: (saved) => queryClient.setQueryData(SSO_SETTINGS_KEY, saved),
  });
}

/** "Test connection": the server reads the issuer's discovery document. */
export const testSsoConnection = (issuerUrl: string) =>
  apiRequest<SsoDiscoveryResult>(`/api/sso/discovery?issuerUrl=${encodeURIComponent(issuerUrl)}`);

/** The warehouses new people may join, and the active admins who may be the break-glass account. */
export function useSsoChoices() {
  const warehouses = useQuery({
    queryKey: ['sso', 'warehouses'],
    queryFn: () => apiRequest<Warehouse[]>('/api/warehouses'),
  });
  const admins = useQuery({
    queryKey: ['sso', 'admins'],
    queryFn: async () =>
      (await apiRequestAll<User>('/api/users')).filter((user) => user.role === 'admin' && user.active),
  });
  return { warehouses: warehouses.data ?? [], admins: admins.data ?? [] };
}
