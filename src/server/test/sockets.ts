import { io as connect, type Socket } from 'socket.io-client';
import type { AuthenticatedPayload } from '../../shared/realtime';

/** A socket client of the app at `url`, connected and authenticated (or the refusal's message). */
export async function openSocket(
  url: string,
  auth: Record<string, unknown>,
): Promise<{ socket: Socket; hello: AuthenticatedPayload }> {
  const socket = connect(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  const hello = await new Promise<AuthenticatedPayload>((resolve, reject) => {
    socket.once('authenticated', resolve);
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return { socket, hello };
}

/**
 * Records every event a socket receives, so a test can wait for one and later check that
 * another never came (events on one connection arrive in order).
 */
export function recorder(socket: Socket) {
  const received: { event: string; payload: unknown }[] = [];
  const waiters: {
    test: (event: string, payload: unknown) => boolean;
    resolve: (payload: unknown) => void;
  }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    for (const waiter of [...waiters]) {
      if (waiter.test(event, payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  });
  return {
    received,
    events: (name: string) => received.filter((r) => r.event === name).map((r) => r.payload),
    /** The first event (already received or still to come) matching, within 5 s. */
    next(name: string, match: (payload: unknown) => boolean = () => true): Promise<unknown> {
      const seen = received.find((r) => r.event === name && match(r.payload));
      if (seen) return Promise.resolve(seen.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} event within 5 s`)), 5_000);
        waiters.push({
          test: (event, payload) => event === name && match(payload),
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload);
          },
        });
      });
    },
  };
}

/** Emits and waits for the server's acknowledgement. */
export function emitWithAck<T>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5_000).emitWithAck(event, ...args) as Promise<T>;
}
