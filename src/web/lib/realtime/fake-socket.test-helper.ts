import type { RealtimeSocket, SocketAuth, SocketFactory, SocketSettings } from './socket-types';
import { createRealtimeClient } from './realtime-client';

type Listener = (...args: unknown[]) => void;

/** A stand-in socket.io socket whose server side the test drives. */
export class FakeSocket implements RealtimeSocket {
  id: string | undefined = undefined;
  active = false;
  connected = false;
  connectCalls = 0;
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  private readonly listeners = new Map<string, Listener[]>();
  private readonly managerListeners = new Map<string, Listener[]>();

  readonly io = {
    on: (event: string, listener: Listener) => {
      this.managerListeners.set(event, [...(this.managerListeners.get(event) ?? []), listener]);
    },
  };

  constructor(readonly settings: SocketSettings) {}

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
  }
  connect() {
    this.connectCalls += 1;
    this.active = true;
  }
  disconnect() {
    const wasConnected = this.connected;
    this.active = false;
    this.connected = false;
    this.id = undefined;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
  }
  removeAllListeners() {
    this.listeners.clear();
  }

  /** The auth payload the next handshake would carry. */
  handshakeAuth(): SocketAuth {
    let auth: SocketAuth | null = null;
    this.settings.auth((value) => (auth = value));
    if (!auth) throw new Error('auth callback was not called');
    return auth;
  }
  serverAccepts(id = 'socket-1') {
    this.active = true;
    this.connected = true;
    this.id = id;
    this.fire('connect');
  }
  /** The server's middleware refused the handshake: socket.io stops trying. */
  serverRefuses(message: string) {
    this.active = false;
    this.connected = false;
    this.fire('connect_error', new Error(message));
  }
  /** The network dropped: socket.io keeps the socket active and retries. */
  drop() {
    this.connected = false;
    this.id = undefined;
    this.fire('disconnect', 'transport close');
  }
  serverSends(event: string, payload: unknown) {
    this.fire(event, payload);
  }
  manager(event: 'reconnect_attempt' | 'reconnect_failed') {
    if (event === 'reconnect_failed') this.active = false;
    this.managerListeners.get(event)?.forEach((listener) => listener(1));
  }
  /** Answers every topic subscription sent so far. */
  answerSubscriptions(answer: unknown = { ok: true }) {
    for (const { event, args } of this.emitted) {
      const ack = args[1];
      if (event.startsWith('subscribe_') && typeof ack === 'function') ack(answer);
    }
  }
  emittedNamed(event: string) {
    return this.emitted.filter((entry) => entry.event === event);
  }
  hasListeners() {
    return this.listeners.size > 0;
  }

  private fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
}

/** A socket factory that records the sockets it made. */
export function createFakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const createSocket: SocketFactory = async (settings) => {
    const socket = new FakeSocket(settings);
    sockets.push(socket);
    return socket;
  };
  return {
    createSocket,
    sockets,
    latest(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
  };
}

/** A realtime client over fake sockets, with the session values the test controls. */
export function createTestRealtimeClient(renewSession: () => Promise<boolean> = async () => true) {
  const factory = createFakeSocketFactory();
  const auth: SocketAuth = { token: 'token-1', warehouseId: 'warehouse-1' };
  const warehouseListeners = new Set<() => void>();
  const client = createRealtimeClient({
    createSocket: factory.createSocket,
    readAuth: () => ({ ...auth }),
    renewSession,
    watchWarehouse: (listener) => {
      warehouseListeners.add(listener);
      return () => warehouseListeners.delete(listener);
    },
    now: () => Date.parse('2026-03-02T10:00:00Z'),
  });
  /** Starts the client and waits for its socket. */
  const startAndOpen = async () => {
    await client.start();
    return factory.latest();
  };
  const switchWarehouse = (warehouseId: string) => {
    auth.warehouseId = warehouseId;
    warehouseListeners.forEach((listener) => listener());
  };
  return { client, factory, auth, startAndOpen, switchWarehouse, warehouseListeners };
}
