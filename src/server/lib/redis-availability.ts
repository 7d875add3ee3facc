/** What the availability listens to on each Redis client (a node-redis client is one). */
export interface WatchedClient {
  on(event: 'ready' | 'error', listener: () => void): unknown;
}

export interface AvailabilityLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface RedisAvailability {
  /**
   * Follows a client: Redis counts as reachable while every followed client is connected and
   * answering. Watch every client before `whenStarted`.
   */
  watch(client: WatchedClient): void;
  /** A PING's outcome on a watched client: answered in time, or not. */
  heard(client: WatchedClient, answered: boolean): void;
  reachable(): boolean;
  /**
   * Ends the start: waits up to `timeoutMs` for every client to connect. If Redis is not
   * reachable by then, says so once and resolves false: the caller carries on without it.
   */
  whenStarted(timeoutMs: number): Promise<boolean>;
}

/**
 * Whether this instance's Redis connections are up, from the clients' own events and a
 * periodic PING: `ready` (connected, subscriptions restored) and an answered PING count as
 * up; an error (a lost connection, a failed reconnect) and an unanswered PING as down. Only
 * changes of the whole are logged: one warning when an outage begins, one line when it
 * ends, however many requests meet it in between.
 */
export function createRedisAvailability(log: AvailabilityLog, where: string): RedisAvailability {
  const unreachable =
    `Redis at ${where} is unreachable: realtime events reach only this instance’s sockets and sign-in ` +
    'attempts are counted per instance until it is back (reconnecting by itself)';
  const reachableAgain =
    `Redis at ${where} is reachable again: realtime events and sign-in limits are shared across ` +
    'instances';
  const up = new Map<WatchedClient, boolean>();
  // 'starting' while the clients connect for the first time; the start's end decides up or down.
  let state: 'starting' | 'up' | 'down' = 'starting';
  let wakeStart: (() => void) | undefined;

  const allUp = () => [...up.values()].every(Boolean);
  function mark(client: WatchedClient, isUp: boolean) {
    up.set(client, isUp);
    if (state === 'starting') {
      if (allUp()) wakeStart?.();
    } else if (allUp() && state === 'down') {
      state = 'up';
      log.info(reachableAgain);
    } else if (!allUp() && state === 'up') {
      state = 'down';
      log.warn(unreachable);
    }
  }

  return {
    watch(client) {
      up.set(client, false);
      client.on('ready', () => mark(client, true));
      // Also keeps an error event from ending the process: node-redis reconnects by itself.
      client.on('error', () => mark(client, false));
    },
    heard: mark,
    reachable: () => state === 'up',
    async whenStarted(timeoutMs) {
      if (!allUp()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          wakeStart = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      wakeStart = undefined;
      state = allUp() ? 'up' : 'down';
      if (state === 'down') log.warn(unreachable);
      return state === 'up';
    },
  };
}
