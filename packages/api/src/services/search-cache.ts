/**
 * A short-lived, in-process cache of public venue search results (issue 7: search p95
 * < 25 ms at 50 connections). Public search answers the same for every visitor, so
 * identical searches within `ttlMs` share one database round trip; concurrent misses
 * for one key share one query too. Any write through the API that can change a
 * search answer clears the whole cache in this process (see trpc.ts), so a user
 * sees their own change at once; without Redis other server processes see it within `ttlMs`,
 * with it (createSharedSearchCache, issue 17) within milliseconds.
 * See docs/decisions/009-search-result-cache.md and 017-several-servers.md.
 */
import { LRUCache } from 'lru-cache';

export interface SearchCache {
  /**
   * The cached value for `key`, or the result of `load()` (stored for the TTL).
   * Errors from `load` reach the caller and are not cached.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry (after a write). */
  clear(): void;
  /** How many keys are cached (for tests and diagnostics). */
  readonly size: number;
}

/**
 * Input: ttlMs (milliseconds an answer may be reused, > 0), max (entries kept, least
 * recently used dropped first). Output: a SearchCache. Entries hold the promise, so a
 * burst of identical misses runs the query once.
 */
export function createSearchCache({ ttlMs, max = 1000 }: { ttlMs: number; max?: number }): SearchCache {
  const cache = new LRUCache<string, Promise<unknown>>({ max, ttl: ttlMs, ttlAutopurge: false });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit) return hit as Promise<T>;
      const pending = load();
      cache.set(key, pending);
      // A failed query is not an answer: drop it so the next request tries again.
      pending.catch(() => {
        if (cache.peek(key) === pending) cache.delete(key);
      });
      return pending;
    },
    clear() {
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}

/**
 * Where several server processes share search answers (issue 17; apps/server/src/redis.ts
 * implements it on Redis). Keys carry a generation number that every clear anywhere raises.
 */
export interface SharedCacheStore {
  /** the current generation */
  generation(): Promise<number>;
  /** the JSON text stored under `key`, or null */
  get(key: string): Promise<string | null>;
  /** stores JSON text under `key` for `ttlMs` milliseconds */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** raises the generation and announces it to every process; resolves with the new one */
  bump(): Promise<number>;
  /** calls `listener` with each generation any process announces */
  onBump(listener: (generation: number) => void): void;
}

/**
 * A SearchCache shared by every server process through `store` (issue 17), in front of this
 * process's own LRU (createSearchCache: hits cost no round trip, identical misses share one
 * query). A miss here reads the shared store, then the database, and stores the answer (JSON)
 * for the others. `clear()` (a write in this process) empties this process's LRU at once and
 * raises the shared generation; every other process hears it and empties its LRU, so a write
 * anywhere is seen everywhere within the time pub/sub takes (milliseconds). While the
 * generation is unknown (start, or a clear not yet acknowledged) the shared store is bypassed.
 * A store that fails (Redis down) only costs the sharing: answers come from the database.
 * Input: ttlMs (> 0), max (local entries), store, onError (logging). Output: a SearchCache.
 */
export function createSharedSearchCache({
  ttlMs,
  max = 1000,
  store,
  onError = () => {},
}: {
  ttlMs: number;
  max?: number;
  store: SharedCacheStore;
  onError?: (error: unknown) => void;
}): SearchCache {
  const local = createSearchCache({ ttlMs, max });
  let generation: number | null = null;
  const learn = (g: number) => {
    if (generation === null || g > generation) generation = g;
  };
  let reading: Promise<void> | null = null;
  const readGeneration = () => {
    reading ??= store
      .generation()
      .then(learn, onError)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  void readGeneration();
  store.onBump((g) => {
    if (generation !== null && g <= generation) return;
    generation = g;
    local.clear();
  });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      return local.get(key, async () => {
        const g = generation;
        if (g === null) {
          void readGeneration();
          return load();
        }
        const sharedKey = `g${g}:${key}`;
        const cached = await store.get(sharedKey).catch((error: unknown) => {
          onError(error);
          return null;
        });
        if (cached !== null) return JSON.parse(cached) as T;
        const value = await load();
        store.set(sharedKey, JSON.stringify(value), ttlMs).catch(onError);
        return value;
      });
    },
    clear() {
      local.clear();
      generation = null;
      store.bump().then(learn, (error: unknown) => {
        onError(error);
        void readGeneration();
      });
    },
    get size() {
      return local.size;
    },
  };
}

/** The stable cache key of a search input: procedure name + its fields in sorted order. */
export function searchCacheKey(kind: string, input: object): string {
  const fields = Object.entries(input)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${kind}:${JSON.stringify(fields)}`;
}
