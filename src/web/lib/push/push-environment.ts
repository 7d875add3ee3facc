import { createContext, useContext } from 'react';
import { browserServiceWorkers, type ServiceWorkerRegistrar } from '../service-worker';

/*
 * The browser APIs web push uses, narrowed to what this app calls, so tests (and the settings
 * screen's component tests) can hand in fakes through PushEnvironmentContext. The real
 * browser objects satisfy these shapes as they are.
 */

export interface DevicePushSubscription {
  readonly endpoint: string;
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  getKey(name: PushEncryptionKeyName): ArrayBuffer | null;
  unsubscribe(): Promise<boolean>;
}

export interface DevicePushManager {
  getSubscription(): Promise<DevicePushSubscription | null>;
  subscribe(options: PushSubscriptionOptionsInit): Promise<DevicePushSubscription>;
}

export interface DevicePushRegistration {
  readonly pushManager: DevicePushManager;
}

export interface DeviceServiceWorkers extends ServiceWorkerRegistrar<DevicePushRegistration> {
  getRegistration(): Promise<DevicePushRegistration | undefined>;
  /** Resolves once a worker is active for this page (PushManager.subscribe needs one). */
  readonly ready: Promise<DevicePushRegistration>;
}

export interface DeviceNotifications {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export interface PushEnvironment {
  /** Push needs HTTPS (localhost counts as secure). */
  isSecureContext: boolean;
  hasPushManager: boolean;
  serviceWorkers: DeviceServiceWorkers | undefined;
  notifications: DeviceNotifications | undefined;
  userAgent: string;
}

export type PushSupport = 'supported' | 'insecure' | 'browser';

export interface SupportedPushApis {
  serviceWorkers: DeviceServiceWorkers;
  notifications: DeviceNotifications;
}

/** The APIs push needs when all of them are here, else null. */
export function supportedPushApis(environment: PushEnvironment): SupportedPushApis | null {
  const { isSecureContext, hasPushManager, serviceWorkers, notifications } = environment;
  if (!isSecureContext || !hasPushManager || !serviceWorkers || !notifications) return null;
  return { serviceWorkers, notifications };
}

/** Why push cannot work here, if it cannot: 'insecure' (plain HTTP) or 'browser' (APIs missing). */
export function pushSupport(environment: PushEnvironment): PushSupport {
  if (!environment.isSecureContext) return 'insecure';
  return supportedPushApis(environment) ? 'supported' : 'browser';
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    isSecureContext: window.isSecureContext,
    hasPushManager: 'PushManager' in window,
    serviceWorkers: browserServiceWorkers(),
    notifications: 'Notification' in window ? Notification : undefined,
    userAgent: navigator.userAgent,
  };
}

/** Tests provide a fake environment here; without a provider the browser's own is used. */
export const PushEnvironmentContext = createContext<PushEnvironment | null>(null);

export function usePushEnvironment(): PushEnvironment {
  return useContext(PushEnvironmentContext) ?? browserPushEnvironment();
}
