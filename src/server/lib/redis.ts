import { createClient } from 'redis';

const newClient = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof newClient>;

/**
 * Connects to Redis, or stops the start with a clear message: with `REDIS_URL` set, an
 * instance that cannot share state with the others must not run as an island.
 */
export async function connectRedis(url: string, count = 1): Promise<RedisClient[]> {
  const clients = Array.from({ length: count }, () => newClient(url));
  // Reconnection is the client's job; without a listener an error event would crash the process.
  for (const client of clients) client.on('error', () => undefined);
  try {
    await Promise.all(clients.map((c) => c.connect()));
  } catch (error) {
    await Promise.allSettled(clients.map((c) => c.destroy()));
    throw new Error(`REDIS_URL is set but Redis cannot be reached (${url}): ${(error as Error).message}`);
  }
  return clients;
}

export async function closeRedis(clients: RedisClient[]): Promise<void> {
  await Promise.allSettled(clients.map((c) => c.quit()));
}
