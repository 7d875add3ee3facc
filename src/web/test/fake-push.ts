import { vi } from 'vitest';
import type {
  DevicePushRegistration,
  DevicePushSubscription,
  PushEnvironment,
} from '@web/lib/push/push-environment';

export const FAKE_PUSH_ENDPOINT = 'https://push.example.net/send/device-1';
/** base64url of the fake subscription's keys, as the server should receive them. */
export const FAKE_P256DH = 'BAECAw';
export const FAKE_AUTH = 'CQgH';
export const FAKE_USER_AGENT = 'Mozilla/5.0 (FakePhone) Chrome/140.0';

export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  promptAnswer?: NotificationPermission;
  /** Whether the browser already holds a subscription (made with `subscribedKey`). */
  isSubscribed?: boolean;
  subscribedKey?: Uint8Array;
  isRegistered?: boolean;
  isSecureContext?: boolean;
  hasPushManager?: boolean;
  subscribeError?: Error;
}

/**
 * A browser with service workers, notifications and a push service, in memory. The handles
 * let tests check what the page asked the browser to do.
 */
export function fakePushEnvironment(options: FakePushOptions = {}) {
  let permission: NotificationPermission = options.permission ?? 'default';
  let isRegistered = options.isRegistered ?? true;
  let subscription: DevicePushSubscription | null = null;

  const makeSubscription = (key: Uint8Array | null): DevicePushSubscription => {
    const made: DevicePushSubscription = {
      endpoint: FAKE_PUSH_ENDPOINT,
      options: { applicationServerKey: key ? new Uint8Array(key).buffer : null },
      getKey: (name) => new Uint8Array(name === 'p256dh' ? [4, 1, 2, 3] : [9, 8, 7]).buffer,
      unsubscribe: vi.fn(async () => {
        if (subscription === made) subscription = null;
        return true;
      }),
    };
    return made;
  };
  if (options.isSubscribed) subscription = makeSubscription(options.subscribedKey ?? null);

  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
      if (options.subscribeError) throw options.subscribeError;
      subscription = makeSubscription(
        applicationServerKey instanceof Uint8Array ? applicationServerKey : null,
      );
      return subscription;
    }),
  };
  const registration: DevicePushRegistration = { pushManager };
  const serviceWorkers = {
    getRegistration: vi.fn(async () => (isRegistered ? registration : undefined)),
    register: vi.fn(async () => {
      isRegistered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
  };
  const notifications = {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      permission = options.promptAnswer ?? 'granted';
      return permission;
    }),
  };
  const environment: PushEnvironment = {
    isSecureContext: options.isSecureContext ?? true,
    hasPushManager: options.hasPushManager ?? true,
    serviceWorkers,
    notifications,
    userAgent: FAKE_USER_AGENT,
  };
  return { environment, pushManager, serviceWorkers, notifications, subscription: () => subscription };
}
