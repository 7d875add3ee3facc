import type { RedisClient } from '../lib/redis';

type Method = (...args: never[]) => unknown;

/**
 * The client with some methods replaced. Every other property is the client's own, and its
 * methods run on the client itself: node-redis keeps private state that a proxy as `this`
 * cannot reach.
 */
function withOverrides(client: RedisClient, overrides: Record<string, Method>): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as Method).bind(target) : value;
    },
  });
}

/**
 * The Socket.IO Redis adapter's publishing client. The adapter publishes without awaiting
 * (every emit, relayed event and answer to another instance), so a publish that failed while
 * Redis was away became an unhandled rejection that ended the process. Here a publish never
 * rejects: a message to other instances is best effort, the emit's local part has happened
 * anyway, and the outage is reported once by the connection's availability.
 */
export function publisherThatNeverRejects(client: RedisClient): RedisClient {
  const publish = (...args: Parameters<RedisClient['publish']>) => client.publish(...args).catch(() => 0);
  return withOverrides(client, { publish });
}

/**
 * The adapter's subscribing client. node-redis restores, after a reconnection, only the
 * subscriptions Redis had confirmed; one asked for while Redis was away (a start during an
 * outage) or lost with its connection fails instead, unawaited. Here a failed subscription is
 * asked for again as soon as the client is connected, so cross-instance fan-out resumes by
 * itself; a closed client (shutdown) stops trying.
 */
export function subscriberThatResubscribes(client: RedisClient): RedisClient {
  const persistent =
    <A extends unknown[]>(subscribe: (...args: A) => Promise<void>) =>
    (...args: A): Promise<void> => {
      const attempt = (): Promise<void> =>
        subscribe(...args).catch(() => {
          if (client.isReady) return attempt();
          if (client.isOpen) client.once('ready', () => void attempt());
        });
      return attempt();
    };
  return withOverrides(client, {
    subscribe: persistent(client.subscribe.bind(client)),
    pSubscribe: persistent(client.pSubscribe.bind(client)),
  });
}
