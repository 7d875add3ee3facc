import type { PushSubscriptionInput } from '@shared/schemas/notifications';
import { apiRequest } from '../api-client';

/** The server's VAPID public key (base64url); subscriptions are made against it. */
export async function getVapidPublicKey(): Promise<string> {
  return (await apiRequest<{ publicKey: string }>('/api/push-subscriptions/public-key')).publicKey;
}

/** Stores this device's subscription for the signed-in user (the same endpoint again updates it). */
export function savePushSubscription(input: PushSubscriptionInput): Promise<unknown> {
  return apiRequest('/api/push-subscriptions', { method: 'POST', body: input });
}

export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/api/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}
