import { createClient } from 'redis';
import { createRedisAvailability, type AvailabilityLog, type RedisAvailability } from './redis-availability';

/** A first connection (or a reconnection) that has not succeeded by then counts as failed. */
const CONNECT_TIMEOUT_MS = 2_000;
/** A reply that has not come by then counts as failed, so no request waits on a Redis that hangs. */
const REPLY_TIMEOUT_MS = 1_000;
/** Reconnection back-off grows to this, so an instance finds a returning Redis within seconds. */
const MAX_RECONNECT_DELAY_MS = 2_000;
/** A PING this often notices a Redis that hangs with the connection still open, and its return. */
const HEARTBEAT_INTERVAL_MS = 5_000;
/**
 * A PING unanswered by then marks Redis as away. Longer than a request's wait: only health and
 * the log depend on it, and a busy instance's own event loop must not pass for a Redis outage.
 */
const HEARTBEAT_REPLY_TIMEOUT_MS = 3_000;
/** How long a start waits for Redis (one connection attempt's worth) before it carries on without it. */
const START_WAIT_MS = CONNECT_TIMEOUT_MS;

/**
 * Never gives up (a client that gave up would leave the instance on its own until a restart);
 * exponential back-off with jitter, so N instances do not reconnect in step.
 */
const reconnectForever = (retries: number) =>
  Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS) + Math.floor(Math.random() * 200);

const newClient = (url: string) =>
  createClient({
    url,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectForever },
    // While disconnected, commands fail at once instead of queueing until Redis returns;
    // callers fall back to this instance's own state.
    disableOfflineQueue: true,
  });
export type RedisClient = ReturnType<typeof newClient>;

/**
 * The command's reply, or a rejection once `timeoutMs` have passed (a request's wait by
 * default). node-redis times a command out only until it is written; a written command waits for its reply for as long as
 * the connection stays open, which with a hung Redis is forever. (The command itself is left
 * to settle or fail later; its outcome no longer matters.)
 */
export async function replyInTime<T>(command: Promise<T>, timeoutMs = REPLY_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([command, late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RedisConnection {
  /** A new client on this Redis, connecting in the background; call before `started`. */
  client(): RedisClient;
  /** True while every client is connected and answering (health, the rate limiter's choice of store). */
  reachable(): boolean;
  /**
   * Ends the start: waits a moment for the clients to connect, says (once) if this instance runs
   * without Redis, and from then on PINGs Redis to notice a hang.
   */
  started(): Promise<boolean>;
  /** Drops every client still open (shutdown). */
  close(): void;
}

/**
 * The instance's use of Redis (`REDIS_URL`): clients that connect and reconnect by themselves
 * and fail fast while Redis is away, and one availability that logs each outage once. Nothing
 * here stops the start or the process: without Redis the instance serves its own sockets and
 * counts its own sign-in attempts (ADR 27).
 */
export function openRedis(url: string, log: AvailabilityLog): RedisConnection {
  // Named in the log by host and port only: the URL may carry a password.
  const { hostname, port } = new URL(url);
  const availability: RedisAvailability = createRedisAvailability(log, `${hostname}:${port || 6379}`);
  const clients: RedisClient[] = [];
  // A lost connection reports itself (an error event); a hung Redis says nothing, so ask it.
  const beat = () => {
    for (const client of clients) {
      if (!client.isReady) continue;
      replyInTime(client.ping(), HEARTBEAT_REPLY_TIMEOUT_MS).then(
        () => availability.heard(client, true),
        () => availability.heard(client, false),
      );
    }
  };
  let heartbeat: NodeJS.Timeout | undefined;
  return {
    client() {
      const client = newClient(url);
      availability.watch(client);
      clients.push(client);
      // connect() settles when the first connection succeeds, however many attempts that takes;
      // it rejects only when the client is closed before then (a shutdown during an outage).
      client.connect().catch(() => undefined);
      return client;
    },
    reachable: () => availability.reachable(),
    async started() {
      const reachable = await availability.whenStarted(START_WAIT_MS);
      // From here on, not during the start: its busy event loop would make PINGs look unanswered.
      heartbeat = setInterval(beat, HEARTBEAT_INTERVAL_MS);
      heartbeat.unref();
      return reachable;
    },
    close() {
      clearInterval(heartbeat);
      dropClients(clients);
    },
  };
}

/**
 * Closes clients at once, those still open. Not QUIT: it would wait for a Redis that may be
 * away, and nothing pending needs to finish (messages to other instances are best effort,
 * the counters advisory).
 */
export function dropClients(clients: RedisClient[]): void {
  for (const client of clients) if (client.isOpen) client.destroy();
}
