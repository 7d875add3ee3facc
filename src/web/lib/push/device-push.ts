import type { PushSubscriptionInput } from '@shared/schemas/notifications';
import { ApiError } from '../api-client';
import { registerServiceWorker } from '../service-worker';
import { base64UrlToUint8Array, bytesToBase64Url, hasSameBytes } from './base64url';
import { deletePushSubscription, getVapidPublicKey, savePushSubscription } from './push-api';
import {
  supportedPushApis,
  type DevicePushManager,
  type DevicePushSubscription,
  type DeviceServiceWorkers,
  type PushEnvironment,
} from './push-environment';

/** Push on this device: cannot work here, blocked by the user, or whether it is on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const USER_AGENT_MAX = 512;

async function currentSubscription(
  serviceWorkers: DeviceServiceWorkers,
): Promise<DevicePushSubscription | null> {
  const registration = await serviceWorkers.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Reads the state without prompting or registering anything. */
export async function readPushState(environment: PushEnvironment): Promise<PushState> {
  const apis = supportedPushApis(environment);
  if (!apis) return 'unsupported';
  const { serviceWorkers, notifications } = apis;
  if (notifications.permission === 'denied') return 'denied';
  if (notifications.permission !== 'granted') return 'off';
  return (await currentSubscription(serviceWorkers)) ? 'on' : 'off';
}

/** A subscription made with another server key (the keys were rotated) cannot be reused. */
async function subscribe(pushManager: DevicePushManager, serverKey: Uint8Array<ArrayBuffer>) {
  const existing = await pushManager.getSubscription();
  if (existing && hasSameBytes(existing.options.applicationServerKey, serverKey)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}

function subscriptionPayload(subscription: DevicePushSubscription, userAgent: string): PushSubscriptionInput {
  return {
    endpoint: subscription.endpoint,
    p256dhKey: bytesToBase64Url(subscription.getKey('p256dh')),
    authKey: bytesToBase64Url(subscription.getKey('auth')),
    userAgent: userAgent.slice(0, USER_AGENT_MAX),
  };
}

/**
 * Asks for permission (first, while the click still counts as a user gesture), makes sure the
 * worker is registered and active, subscribes with the server's key and stores the
 * subscription. Resolves 'denied' or 'off' when the user blocks or dismisses the prompt.
 */
export async function enablePush(environment: PushEnvironment): Promise<PushState> {
  const apis = supportedPushApis(environment);
  if (!apis) return 'unsupported';
  const { serviceWorkers, notifications } = apis;
  const permission = await notifications.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';

  if (!(await serviceWorkers.getRegistration())) await registerServiceWorker(serviceWorkers);
  const registration = await serviceWorkers.ready;
  const serverKey = base64UrlToUint8Array(await getVapidPublicKey());
  const subscription = await subscribe(registration.pushManager, serverKey);
  try {
    await savePushSubscription(subscriptionPayload(subscription, environment.userAgent));
  } catch (error) {
    // A subscription the server does not know would look "on" here and never receive anything.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Tells the server to stop, then ends the subscription in the browser. */
export async function disablePush(environment: PushEnvironment): Promise<PushState> {
  const apis = supportedPushApis(environment);
  const subscription = apis ? await currentSubscription(apis.serviceWorkers) : null;
  if (subscription) {
    await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
      // Already gone on the server: ending it here is all that is left to do.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  return readPushState(environment);
}
