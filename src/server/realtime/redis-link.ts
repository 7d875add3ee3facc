import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import { dropClients, replyInTime, type RedisConnection } from '../lib/redis';
import { publisherThatNeverRejects, subscriberThatResubscribes } from './adapter-clients';

/** How long another instance has to answer a question (connection counts) before it is left out. */
const REQUESTS_TIMEOUT_MS = 2_000;
/**
 * The adapter first counts the instances through Redis (one command, with no timeout of its
 * own: a hung Redis would hold it forever), then waits up to `REQUESTS_TIMEOUT_MS` for them.
 */
const ASK_DEADLINE_MS = REQUESTS_TIMEOUT_MS + 1_500;

export interface RedisLink {
  /**
   * The answers of the other instances to `question`, or none: while Redis is away, when the
   * question fails, or when it has not settled by the deadline (the adapter drops a question
   * it could not send without ever settling it).
   */
  ask<T>(question: () => Promise<T[]>): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Puts the Socket.IO server on Redis (publish/subscribe connections), so rooms span every
 * instance. `channelKey` separates deployments sharing one Redis: instances on the same
 * database share it. While Redis is away every emit still reaches this instance's sockets,
 * the others' are missed, and fan-out across instances resumes by itself when it returns.
 */
export function connectRedisAdapter(io: Server, redis: RedisConnection, channelKey: string): RedisLink {
  const publisher = redis.client();
  const subscriber = redis.client();
  io.adapter(
    createAdapter(publisherThatNeverRejects(publisher), subscriberThatResubscribes(subscriber), {
      key: `fieldwork:${channelKey}`,
      requestsTimeout: REQUESTS_TIMEOUT_MS,
    }),
  );
  return {
    async ask<T>(question: () => Promise<T[]>): Promise<T[]> {
      if (!redis.reachable()) return [];
      return replyInTime(question(), ASK_DEADLINE_MS).catch((): T[] => []);
    },
    close: async () => dropClients([publisher, subscriber]),
  };
}
