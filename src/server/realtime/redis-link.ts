import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

export interface RedisLink {
  close(): Promise<void>;
}

/**
 * Puts the Socket.IO server on Redis (publish/subscribe connections), so rooms span every
 * instance. `channelKey` separates deployments sharing one Redis: instances on the same
 * database share it. An unreachable Redis stops the start with a clear message rather than
 * running as an island that silently misses other instances' events.
 */
export async function connectRedisAdapter(io: Server, url: string, channelKey: string): Promise<RedisLink> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  // Reconnection is the client's job; without a listener an error event would crash the process.
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    await Promise.allSettled([publisher.destroy(), subscriber.destroy()]);
    throw new Error(`REDIS_URL is set but Redis cannot be reached (${url}): ${(error as Error).message}`);
  }
  // requestsTimeout bounds cross-instance questions (connection counts) when an instance is gone.
  io.adapter(
    createAdapter(publisher, subscriber, { key: `fieldwork:${channelKey}`, requestsTimeout: 2_000 }),
  );
  return {
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
