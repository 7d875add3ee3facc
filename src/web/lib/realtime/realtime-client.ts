import {
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from '@shared/constants';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_AUTH_ERRORS,
  TOPIC_EVENTS,
  type RealtimeEvent,
  type SubscribableTopic,
  type WarehouseNotificationPayload,
} from '@shared/realtime';
import type { Notification } from '@shared/schemas/notifications';
import { createExternalStore } from './external-store';
import {
  parseAuthenticated,
  parseNotification,
  parseRealtimeEvent,
  parseSubscribeAck,
  parseWarehouseNotification,
} from './payloads';
import { createReceivedNotifications } from './received-notifications';
import type { RealtimeSocket, SocketAuth, SocketFactory, SocketSettings } from './socket-types';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

export interface ConnectionState {
  status: ConnectionStatus;
  socketId: string | null;
  /** The warehouse whose rooms the socket is in. */
  warehouseId: string | null;
  /** Topic rooms the server confirmed joining. */
  topics: readonly SubscribableTopic[];
  /** When the current connection opened (ms since the epoch). */
  connectedAt: number | null;
  /** Why the socket is not connected, when it gave up. */
  error: string | null;
}

/** What the client passes on, each payload already checked. */
export type RealtimeMessage =
  | { event: 'notification' | 'system_alert'; notification: Notification }
  | { event: 'warehouse_notification'; notification: WarehouseNotificationPayload }
  | { event: 'real_time_update' | 'warehouse_update' | 'request_update'; update: RealtimeEvent }
  | { event: 'topic_update'; topic: SubscribableTopic; update: RealtimeEvent }
  /** Back after a drop or in another warehouse: events may have been missed, reload what is shown. */
  | { event: 'resync' };

export interface RealtimeClientDeps {
  createSocket: SocketFactory;
  /** The current access token and warehouse, read at every (re)connection. */
  readAuth: () => SocketAuth;
  /** Renews the access token the way the api-client does; false when the session is over. */
  renewSession: () => Promise<boolean>;
  /** Calls back whenever the stored warehouse may have changed. */
  watchWarehouse: (listener: () => void) => () => void;
  now?: () => number;
}

const SUBSCRIBABLE_TOPICS = Object.keys(TOPIC_EVENTS) as SubscribableTopic[];

const DISCONNECTED: ConnectionState = {
  status: 'disconnected',
  socketId: null,
  warehouseId: null,
  topics: [],
  connectedAt: null,
  error: null,
};

export const GAVE_UP_MESSAGE = 'The server could not be reached';
export const NOT_LOADED_MESSAGE = 'The realtime client could not be loaded';

/**
 * One socket per signed-in tab (operations spec §4, §7): connecting → connected, reconnecting
 * with back-off after a drop, disconnected when stopped or when it gives up. A refused token
 * is renewed once and retried once; a second refusal stays disconnected (never a loop).
 */
export function createRealtimeClient(deps: RealtimeClientDeps) {
  const now = deps.now ?? Date.now;
  const connection = createExternalStore<ConnectionState>(DISCONNECTED);
  const received = createReceivedNotifications();
  const listeners = new Set<(message: RealtimeMessage) => void>();
  let socket: RealtimeSocket | null = null;
  /** Bumped by start and stop, so a socket created for an earlier session is dropped. */
  let session = 0;
  let isRunning = false;
  let hasConnected = false;
  let hasRenewedToken = false;
  let stopWatching: (() => void) | null = null;

  const update = (changes: Partial<ConnectionState>) => connection.set({ ...connection.get(), ...changes });
  const publish = (message: RealtimeMessage) => listeners.forEach((listener) => listener(message));

  const settings: SocketSettings = {
    // The function form: every reconnection sends the token and warehouse of that moment.
    auth: (callback) => callback(deps.readAuth()),
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
    timeout: SOCKET_TIMEOUT_MS,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    forceNew: true,
  };

  function joinTopics(active: RealtimeSocket, warehouseId: string): void {
    update({ warehouseId, topics: [] });
    for (const topic of SUBSCRIBABLE_TOPICS) {
      active.emit(TOPIC_EVENTS[topic].subscribe, warehouseId, (answer: unknown) => {
        const state = connection.get();
        if (socket !== active || state.warehouseId !== warehouseId) return;
        const ack = parseSubscribeAck(answer);
        if (ack?.ok) update({ topics: [...state.topics.filter((joined) => joined !== topic), topic] });
        else console.warn(`Could not follow ${topic} updates: ${ack?.message ?? 'no answer'}`);
      });
    }
  }

  /** A refused connection: renew the token once and retry once, else stay disconnected. */
  function handleRefusal(active: RealtimeSocket, message: string): void {
    if (message !== SOCKET_AUTH_ERRORS.invalid || hasRenewedToken) {
      update({ status: 'disconnected', socketId: null, connectedAt: null, error: message });
      return;
    }
    hasRenewedToken = true;
    update({ status: 'connecting', error: null });
    void deps.renewSession().then((isRenewed) => {
      if (socket !== active) return;
      if (isRenewed) active.connect();
      else update({ status: 'disconnected', error: message });
    });
  }

  function listenToLifecycle(active: RealtimeSocket): void {
    const isCurrent = () => socket === active;
    active.on('connect', () => {
      if (!isCurrent()) return;
      const isResume = hasConnected;
      hasConnected = true;
      hasRenewedToken = false;
      update({ status: 'connected', socketId: active.id ?? null, connectedAt: now(), error: null });
      const { warehouseId } = deps.readAuth();
      if (warehouseId) joinTopics(active, warehouseId);
      if (isResume) publish({ event: 'resync' });
    });
    active.on('disconnect', () => {
      if (!isCurrent()) return;
      // Still active: socket.io is already retrying. Not active: we or the server closed it.
      update({
        status: active.active ? 'reconnecting' : 'disconnected',
        socketId: null,
        connectedAt: null,
        topics: [],
      });
    });
    active.on('connect_error', (error: unknown) => {
      if (!isCurrent()) return;
      if (active.active) update({ status: 'reconnecting' });
      else handleRefusal(active, error instanceof Error ? error.message : String(error));
    });
    active.io.on('reconnect_attempt', () => {
      if (isCurrent()) update({ status: 'reconnecting' });
    });
    active.io.on('reconnect_failed', () => {
      if (isCurrent()) update({ status: 'disconnected', error: GAVE_UP_MESSAGE });
    });
    active.on(SERVER_EVENTS.authenticated, (payload: unknown) => {
      const answer = parseAuthenticated(payload);
      if (!isCurrent() || !answer) return;
      update({ socketId: answer.socketId });
      // The server may have placed us elsewhere (a warehouse switch, or ours was not valid).
      const previous = connection.get().warehouseId;
      if (answer.warehouseId === previous) return;
      joinTopics(active, answer.warehouseId);
      if (previous) publish({ event: 'resync' });
    });
    active.on(SERVER_EVENTS.authenticationError, () => {
      // Switching warehouse in place failed: a fresh handshake sends the stored one.
      if (isCurrent()) reconnect();
    });
  }

  function listenToMessages(active: RealtimeSocket): void {
    const relay = (message: RealtimeMessage) => {
      if (socket === active) publish(message);
    };
    for (const event of [SERVER_EVENTS.notification, SERVER_EVENTS.systemAlert] as const) {
      active.on(event, (payload: unknown) => {
        const notification = parseNotification(payload);
        if (!notification || socket !== active) return;
        const { type, title, message, priority, createdAt } = notification;
        received.record({ source: event, type, title, message, priority, at: createdAt });
        relay({ event, notification });
      });
    }
    active.on(SERVER_EVENTS.warehouseNotification, (payload: unknown) => {
      const notification = parseWarehouseNotification(payload);
      if (!notification || socket !== active) return;
      received.record({ source: 'warehouse_notification', ...notification });
      relay({ event: 'warehouse_notification', notification });
    });
    for (const event of [
      SERVER_EVENTS.realTimeUpdate,
      SERVER_EVENTS.warehouseUpdate,
      SERVER_EVENTS.requestUpdate,
    ] as const) {
      active.on(event, (payload: unknown) => {
        const update = parseRealtimeEvent(payload);
        if (update) relay({ event, update });
      });
    }
    for (const topic of SUBSCRIBABLE_TOPICS) {
      active.on(TOPIC_EVENTS[topic].update, (payload: unknown) => {
        const update = parseRealtimeEvent(payload);
        if (update) relay({ event: 'topic_update', topic, update });
      });
    }
  }

  function onWarehouseChange(): void {
    const active = socket;
    const { token, warehouseId } = deps.readAuth();
    if (!active?.connected || !token || !warehouseId) return;
    if (warehouseId === connection.get().warehouseId) return;
    active.emit(CLIENT_EVENTS.authenticate, { token, warehouseId });
  }

  /** Connects for the signed-in user; a second call while running does nothing. */
  async function start(): Promise<void> {
    if (isRunning) return;
    isRunning = true;
    const current = (session += 1);
    update({ ...DISCONNECTED, status: 'connecting' });
    stopWatching = deps.watchWarehouse(onWarehouseChange);
    let created: RealtimeSocket;
    try {
      created = await deps.createSocket(settings);
    } catch {
      if (session === current) update({ status: 'disconnected', error: NOT_LOADED_MESSAGE });
      return;
    }
    if (session !== current) return;
    socket = created;
    listenToLifecycle(created);
    listenToMessages(created);
    created.connect();
  }

  /** Disconnects and forgets this user's socket and received notifications (sign-out). */
  function stop(): void {
    isRunning = false;
    session += 1;
    stopWatching?.();
    stopWatching = null;
    const old = socket;
    socket = null;
    old?.removeAllListeners();
    old?.disconnect();
    hasConnected = false;
    hasRenewedToken = false;
    received.clear();
    connection.set(DISCONNECTED);
  }

  /** A fresh handshake (the Reconnect button), with a new chance to renew the token. */
  function reconnect(): void {
    const active = socket;
    if (!active) return;
    hasRenewedToken = false;
    active.disconnect();
    update({ status: 'connecting', socketId: null, connectedAt: null, topics: [], error: null });
    active.connect();
  }

  function onMessage(listener: (message: RealtimeMessage) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { connection, received, start, stop, reconnect, onMessage };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
