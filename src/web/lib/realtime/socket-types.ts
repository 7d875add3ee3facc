import type { CLIENT_EVENTS, SERVER_EVENTS } from '@shared/realtime';

type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];
type ClientEventName = (typeof CLIENT_EVENTS)[keyof typeof CLIENT_EVENTS];
/** Events socket.io itself raises on a socket, then the server's (operations spec §7). */
type ListenEventName = 'connect' | 'connect_error' | 'disconnect' | ServerEventName;

/**
 * Arguments arrive unchecked: the realtime client validates each payload against the shared
 * shapes before anyone else sees it.
 */
type Listener = (...args: unknown[]) => void;

/**
 * The part of a socket.io client socket this app uses. Tests hand the realtime client a fake
 * that implements just this, instead of mocking the socket.io module.
 */
export interface RealtimeSocket {
  readonly id: string | undefined;
  /** false once the server refused the connection (its middleware): socket.io will not retry. */
  readonly active: boolean;
  readonly connected: boolean;
  on(event: ListenEventName, listener: Listener): unknown;
  emit(event: ClientEventName, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
  /** The manager: it retries a dropped connection and reports each attempt. */
  readonly io: {
    on(event: 'reconnect_attempt' | 'reconnect_failed', listener: Listener): unknown;
  };
}

/** The credentials every (re)connection sends, read at that moment. */
export interface SocketAuth {
  token: string | null;
  warehouseId: string | null;
}

export interface SocketSettings {
  auth: (callback: (auth: SocketAuth) => void) => void;
  reconnectionAttempts: number;
  reconnectionDelay: number;
  timeout: number;
  transports: string[];
  /** WebSocket first; where a proxy blocks it, long-polling rather than no connection at all. */
  tryAllTransports: true;
  autoConnect: false;
  /** A manager of its own per session, so nothing of a signed-out user's socket lingers. */
  forceNew: true;
}

export type SocketFactory = (settings: SocketSettings) => Promise<RealtimeSocket>;
