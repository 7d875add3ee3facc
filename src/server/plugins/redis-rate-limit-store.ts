import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../lib/redis';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string; url?: string };
};

/**
 * Rate-limit counters in Redis, so N instances behind a load balancer allow a client the
 * configured attempts in total, not N times them. Fixed windows: the first hit of a window
 * sets its expiry. Keys are namespaced by installation and route.
 */
export function redisRateLimitStore(redis: RedisClient, namespace: string): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = `${namespace}:`,
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const counter = `${this.prefix}${key}`;
      redis
        .multi()
        .incr(counter)
        .pExpire(counter, timeWindow, 'NX')
        .pTTL(counter)
        .exec()
        .then(
          ([current, , ttl]) => callback(null, { current: Number(current), ttl: Math.max(0, Number(ttl)) }),
          (error: Error) => callback(error),
        );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const route = `${options.routeInfo?.method ?? ''}${options.routeInfo?.url ?? ''}`;
      return new RedisRateLimitStore(options, `${this.prefix}${route}:`);
    }
  }
  return RedisRateLimitStore;
}
