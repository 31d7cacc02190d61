/**
 * Small in-process caches for lookups that are costly to compute and change rarely (catalogue
 * dropdowns over the whole registry, category lists). Each cache has a name people see on the
 * cache settings page, a time to live, and a bound on entries; writers clear what they change.
 */
export interface CacheStats {
  name: string;
  entries: number;
  hits: number;
  misses: number;
  ttlSeconds: number;
}

export class LookupCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  private hits = 0;
  private misses = 0;

  constructor(
    readonly name: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    /** Told after each clear, so other instances clear theirs (shared-cache-clears.ts). */
    private readonly announce: () => void = () => {},
  ) {}

  /** The cached value of `key`, loading it once when missing or expired; a failed load is not kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) {
      this.hits += 1;
      return found.value;
    }
    this.misses += 1;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const value = load();
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Whether `key` has a value that has not expired (loaded or still loading). */
  has(key: string): boolean {
    const found = this.entries.get(key);
    return found !== undefined && found.expires > this.now();
  }

  /** Empties the cache here and in every other instance on the database. */
  clear(): number {
    const dropped = this.clearHere();
    this.announce();
    return dropped;
  }

  /** Empties this process's copy only (another instance announced a clear). */
  clearHere(): number {
    const dropped = this.entries.size;
    this.entries.clear();
    return dropped;
  }

  stats(): CacheStats {
    return {
      name: this.name,
      entries: this.entries.size,
      hits: this.hits,
      misses: this.misses,
      ttlSeconds: Math.round(this.ttlMs / 1000),
    };
  }
}

/** Every cache of the process, so the cache settings page can list and clear them. */
export class CacheRegistry {
  private readonly caches = new Map<string, LookupCache<unknown>>();
  private announce: (name: string) => void = () => {};

  constructor(private readonly now: () => number = Date.now) {}

  /** Who tells the other instances that a cache was cleared here (shared-cache-clears.ts). */
  announceClearsTo(announce: (name: string) => void): void {
    this.announce = announce;
  }

  create<V>(name: string, ttlMs: number, maxEntries?: number): LookupCache<V> {
    const cache = new LookupCache<V>(name, ttlMs, maxEntries, this.now, () => this.announce(name));
    this.caches.set(name, cache as LookupCache<unknown>);
    return cache;
  }

  list(): CacheStats[] {
    return [...this.caches.values()].map((cache) => cache.stats());
  }

  /** Clears one cache by name, or all when no name is given; answers how many entries went. */
  clear(name?: string): number {
    let dropped = 0;
    for (const cache of this.caches.values()) if (!name || cache.name === name) dropped += cache.clear();
    return dropped;
  }

  /** Clears here only, one cache by name or all: what another instance's clear means for this one. */
  clearHere(name?: string): number {
    let dropped = 0;
    for (const cache of this.caches.values()) if (!name || cache.name === name) dropped += cache.clearHere();
    return dropped;
  }

  has(name: string): boolean {
    return this.caches.has(name);
  }
}
