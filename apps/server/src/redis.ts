/**
 * Redis for several server processes (issue 17, decision 017): one client for commands (the
 * rate-limit counters, the shared search answers) and one subscriber for the cache's
 * generation announcements. REDIS_URL unset: none of this runs and each process keeps its own.
 */
import type { SharedCacheStore } from '@rentas/api';
import { Redis } from 'ioredis';

const GENERATION_KEY = 'rentas:search:generation';
const CHANNEL = 'rentas:search:clear';
const KEY_PREFIX = 'rentas:search:';

export interface RedisConnection {
  /** commands; also given to @fastify/rate-limit */
  client: Redis;
  /** the search cache's shared store on this connection */
  searchStore: SharedCacheStore;
  close(): Promise<void>;
}

/**
 * Connects to `url`. Commands fail fast while Redis is away (no offline queue), so a request
 * never waits on it: the rate limit lets requests through and the cache reads the database.
 * Output: the connection; it reconnects by itself.
 */
export function connectRedis(url: string, onError: (error: unknown) => void = () => {}): RedisConnection {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 } as const;
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  client.on('error', onError);
  subscriber.on('error', onError);
  const listeners: ((generation: number) => void)[] = [];
  void subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    const generation = Number(message);
    if (Number.isSafeInteger(generation)) for (const listener of listeners) listener(generation);
  });

  const searchStore: SharedCacheStore = {
    async generation() {
      return Number((await client.get(GENERATION_KEY)) ?? 0);
    },
    get: (key) => client.get(KEY_PREFIX + key),
    async set(key, value, ttlMs) {
      await client.set(KEY_PREFIX + key, value, 'PX', ttlMs);
    },
    async bump() {
      const generation = await client.incr(GENERATION_KEY);
      await client.publish(CHANNEL, String(generation));
      return generation;
    },
    onBump(listener) {
      listeners.push(listener);
    },
  };

  return {
    client,
    searchStore,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
