/**
 * A short-lived, in-process cache of public venue search results (issue 7: search p95
 * < 25 ms at 50 connections). Public search answers the same for every visitor, so
 * identical searches within `ttlMs` share one database round trip; concurrent misses
 * for one key share one query too. Any write through the API that can change a
 * search answer clears the whole cache in this process (see trpc.ts), so a user
 * sees their own change at once; other server processes see it within `ttlMs`.
 * See docs/decisions/009-search-result-cache.md.
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

/** The stable cache key of a search input: procedure name + its fields in sorted order. */
export function searchCacheKey(kind: string, input: object): string {
  const fields = Object.entries(input)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${kind}:${JSON.stringify(fields)}`;
}
