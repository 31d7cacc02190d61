import type { CacheClearResult, CacheList } from '@tg/domain';
import type { CacheRegistry } from '../../platform/cache/lookup-cache';
import { notFound } from '../../platform/http/errors';

/**
 * The spec's per-area clear calls, mapped to the caches that really hold that area's data. The
 * registry's three calls (heavy tools, vehicles, braid) all drop the catalogue options: the one
 * cache built from registry rows, shared by the three categories. Settings, users and documents
 * keep no cache, so their calls are not offered at all (ADR 0014).
 */
export const areaCaches = {
  products: ['productCategories', 'productOptions'],
  tools: ['catalogOptions'],
} as const satisfies Record<string, readonly string[]>;

export function createCacheService(caches: CacheRegistry) {
  return {
    list(): CacheList {
      return { caches: caches.list() };
    },

    /** One cache by name (404 when there is none of that name), or all of them. */
    clear(name?: string): CacheClearResult {
      if (name === undefined) {
        const names = caches.list().map((cache) => cache.name);
        return { cleared: caches.clear(), caches: names };
      }
      if (!caches.has(name)) throw notFound(`No cache named ${name}`);
      return { cleared: caches.clear(name), caches: [name] };
    },

    /** The named caches that exist (a module not wired yet has none to clear). */
    clearAll(names: readonly string[]): CacheClearResult {
      const present = names.filter((name) => caches.has(name));
      return { cleared: present.reduce((sum, name) => sum + caches.clear(name), 0), caches: present };
    },
  };
}
export type CacheService = ReturnType<typeof createCacheService>;
