import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@shared/schemas/webhooks';
import { apiRequest, apiRequestAll } from '@web/lib/api-client';

const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  eventTypes: ['webhooks', 'event-types'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

/**
 * Deliveries happen in the background job, which announces nothing to the screens: while the
 * page is open its lists are read again every few seconds, so "failing" and "delivered" show up.
 */
const BACKGROUND_REFRESH_MS = 10_000;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: () => apiRequestAll<WebhookEndpoint>('/api/webhooks'),
    refetchInterval: BACKGROUND_REFRESH_MS,
  });
}

export function useWebhookEventTypes() {
  return useQuery({
    queryKey: webhookKeys.eventTypes,
    queryFn: async () => (await apiRequest<{ eventTypes: string[] }>('/api/webhooks/event-types')).eventTypes,
  });
}

/** The newest 100 deliveries of one endpoint. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => apiRequest<WebhookDelivery[]>(`/api/webhooks/${endpointId}/deliveries?limit=100`),
    refetchInterval: BACKGROUND_REFRESH_MS,
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpointInput) =>
      apiRequest<WebhookEndpointWithSecret>('/api/webhooks', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

/** Saves with If-Match: another admin's change meanwhile answers 409 instead of being overwritten. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, changes }: { endpoint: WebhookEndpoint; changes: UpdateWebhookEndpoint }) =>
      apiRequest<WebhookEndpoint>(`/api/webhooks/${endpoint.id}`, {
        method: 'PATCH',
        body: changes,
        headers: { 'If-Match': String(endpoint.version) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      apiRequest<void>(`/api/webhooks/${endpoint.id}`, {
        method: 'DELETE',
        headers: { 'If-Match': String(endpoint.version) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      apiRequest<WebhookEndpointWithSecret>(`/api/webhooks/${endpoint.id}/rotate-secret`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: WebhookDelivery) =>
      apiRequest<WebhookDelivery>(
        `/api/webhooks/${delivery.endpointId}/deliveries/${delivery.id}/redeliver`,
        {
          method: 'POST',
        },
      ),
    onSuccess: (delivery) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(delivery.endpointId) }),
  });
}
