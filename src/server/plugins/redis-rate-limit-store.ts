import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { replyInTime, type RedisClient } from '../lib/redis';
import { MemoryRateLimitCounters, type Count } from './memory-rate-limit-counters';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string; url?: string };
};

/**
 * One round trip: count the hit, start the window's expiry on its first hit, answer both.
 * A script rather than MULTI: node-redis sends a MULTI even while disconnected and without
 * its command timeout, so a sign-in would wait for as long as Redis was away.
 */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`;

/**
 * Rate-limit counters in Redis, so N instances behind a load balancer allow a client the
 * configured attempts in total, not N times them. Fixed windows: the first hit of a window
 * sets its expiry. Keys are namespaced by installation and route. While Redis is away
 * (`reachable` says so, or a command fails or times out) each instance counts in its own
 * memory, so the limit still holds per instance and no request waits; Redis counts again
 * as soon as it is back.
 */
export function redisRateLimitStore(
  redis: RedisClient,
  namespace: string,
  reachable: () => boolean,
): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = `${namespace}:`,
      private readonly local = new MemoryRateLimitCounters(),
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const counter = `${this.prefix}${key}`;
      const counted: Promise<Count> = reachable()
        ? this.countInRedis(counter, timeWindow).catch(() => this.local.incr(counter, timeWindow))
        : Promise.resolve(this.local.incr(counter, timeWindow));
      void counted.then((count) => callback(null, count));
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const route = `${options.routeInfo?.method ?? ''}${options.routeInfo?.url ?? ''}`;
      return new RedisRateLimitStore(options, `${this.prefix}${route}:`);
    }

    private async countInRedis(counter: string, timeWindow: number): Promise<Count> {
      const reply = await replyInTime(
        redis.eval(COUNT_HIT, { keys: [counter], arguments: [String(timeWindow)] }),
      );
      const [current, ttl] = reply as [number, number];
      return { current, ttl: Math.max(0, ttl) };
    }
  }
  return RedisRateLimitStore;
}
