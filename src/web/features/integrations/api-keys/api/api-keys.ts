import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '@shared/schemas/api-keys';
import type { Warehouse } from '@shared/schemas/profiles';
import { apiRequest, apiRequestAll } from '@web/lib/api-client';

const apiKeyKeys = {
  list: ['api-keys', 'list'] as const,
  warehouses: ['warehouses'] as const,
};

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list, queryFn: () => apiRequestAll<ApiKey>('/api/api-keys') });
}

/** The warehouses the admin works in: a key is bound to one of them. */
export function useKeyWarehouses() {
  return useQuery({
    queryKey: apiKeyKeys.warehouses,
    queryFn: () => apiRequestAll<Warehouse>('/api/warehouses'),
  });
}

/** Answers the key with its secret: the only time the secret is sent. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKey) =>
      apiRequest<CreatedApiKey>('/api/api-keys', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => apiRequest<ApiKey>(`/api/api-keys/${key.id}/revoke`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}
