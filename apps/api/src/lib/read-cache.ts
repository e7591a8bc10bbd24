/**
 * Answers of hot read calls kept in this process, dropped the moment anything they were computed from
 * is written. Each entry names the data it depends on as tags (`plan:<id>`, `user:<id>`, `stock`…);
 * every repository write announces the tags it touches through `dataChanged`, which reaches every live
 * cache of the process (tests run several apps side by side).
 *
 * Why this is coherent: with the embedded database this process is the only writer (PGlite opens its
 * data directory exclusively), so every write passes through `dataChanged` here. With a PostgreSQL
 * server several processes may write, so the cache is off there unless READ_CACHE=on says this process
 * is the only one (ADR 0010).
 *
 * A compute that overlaps a write to one of its tags is not stored (it may have read the old rows), and
 * requests arriving after the write do not join it: they compute afresh, so a caller always reads its
 * own writes.
 */
export type Tag = string;

interface Entry<V> {
  value: V;
  weight: number;
  tags: readonly Tag[];
  /** Epoch ms after which the entry is not served (time-dependent answers, e.g. voucher validity). */
  expiresAt: number;
}

interface Flight<V> {
  promise: Promise<Computed<V>>;
  tags: readonly Tag[];
  stale: boolean;
}

export interface Computed<V> {
  value: V;
  /** Serve until then at the latest; omitted = until a tag changes. */
  expiresAt?: number;
}

const live = new Set<ReadCache<unknown>>();

/** Repositories call this after every write, with the tags of what the write touched. */
export function dataChanged(...tags: Tag[]): void {
  if (tags.length === 0) return;
  for (const cache of live) cache.invalidate(tags);
}

export interface ReadCacheOptions<V> {
  enabled: boolean;
  /** Most entries kept; the least recently used go first. */
  max: number;
  /** With `weigh`: the most total weight kept (e.g. characters of text), so size is bounded too. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

export class ReadCache<V> {
  readonly enabled: boolean;
  private readonly max: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: V) => number;
  private weight = 0;
  private readonly now: () => number;
  /** Map order is recency order: a hit moves the entry to the end. */
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<Tag, Set<string>>();
  private readonly flights = new Map<string, Flight<V>>();
  private closed = false;

  constructor(options: ReadCacheOptions<V>) {
    this.enabled = options.enabled;
    this.max = Math.max(1, options.max);
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.weigh = options.weigh ?? (() => 0);
    this.now = options.now ?? Date.now;
    if (this.enabled) live.add(this as ReadCache<unknown>);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value of `key`, or `compute()`'s, stored under `tags` unless a write to one of them
   * happened meanwhile. Errors are never cached.
   */
  async get(key: string, tags: readonly Tag[], compute: () => Promise<Computed<V>>): Promise<V> {
    if (!this.enabled || this.closed) return (await compute()).value;
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expiresAt > this.now()) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit.value;
      }
      this.remove(key);
    }
    const joined = this.flights.get(key);
    if (joined && !joined.stale) return (await joined.promise).value;

    const flight: Flight<V> = { promise: compute(), tags, stale: false };
    this.flights.set(key, flight);
    let result: Computed<V>;
    try {
      result = await flight.promise;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
    if (!flight.stale && !this.closed) this.store(key, result, tags);
    return result.value;
  }

  /** Drops every entry and marks every compute in flight that depends on one of `tags`. */
  invalidate(tags: readonly Tag[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
    for (const [key, flight] of this.flights) {
      if (flight.tags.some((t) => tags.includes(t))) {
        flight.stale = true;
        this.flights.delete(key);
      }
    }
  }

  /** Total weight of the entries kept. */
  get totalWeight(): number {
    return this.weight;
  }

  clear(): void {
    this.weight = 0;
    this.entries.clear();
    this.keysByTag.clear();
    for (const flight of this.flights.values()) flight.stale = true;
    this.flights.clear();
  }

  /** Stop listening for writes (the app closed). */
  close(): void {
    this.closed = true;
    this.clear();
    live.delete(this as ReadCache<unknown>);
  }

  private store(key: string, result: Computed<V>, tags: readonly Tag[]): void {
    const expiresAt = result.expiresAt ?? Number.POSITIVE_INFINITY;
    if (expiresAt <= this.now()) return;
    const weight = this.weigh(result.value);
    if (weight > this.maxWeight) return;
    this.remove(key);
    while (this.entries.size >= this.max || this.weight + weight > this.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    this.entries.set(key, { value: result.value, weight, tags, expiresAt });
    this.weight += weight;
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/** Tags of the data a cached answer may depend on; repositories announce the same names. */
export const tags = {
  user: (userId: string): Tag => `user:${userId}`,
  plan: (planId: string): Tag => `plan:${planId}`,
  vouchers: (userId: string): Tag => `vouchers:${userId}`,
  stock: 'stock' as Tag,
  catalogue: 'catalogue' as Tag,
};
