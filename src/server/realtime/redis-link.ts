import { createAdapter } from '@socket.io/redis-adapter';
import type { Server } from 'socket.io';
import { closeRedis, connectRedis } from '../lib/redis';

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
  const [publisher, subscriber] = await connectRedis(url, 2);
  // requestsTimeout bounds cross-instance questions (connection counts) when an instance is gone.
  io.adapter(
    createAdapter(publisher!, subscriber!, { key: `fieldwork:${channelKey}`, requestsTimeout: 2_000 }),
  );
  return { close: () => closeRedis([publisher!, subscriber!]) };
}
