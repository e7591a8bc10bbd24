import { AsyncLocalStorage } from 'node:async_hooks';
/**
 * Answers of hot read calls kept in this process, dropped the moment anything they were computed from
 * is written. Each entry names the data it depends on as tags (`plan:<id>`, `user:<id>`, `stock`…);
 * every repository write announces the tags it touches through `dataChanged`, which reaches every live
 * cache of the process (tests run several apps side by side) and every listener (`onDataChanged`:
 * plugins/read-cache.ts carries the change to the other instances on a PostgreSQL server).
 *
 * Why this is coherent: with the embedded database this process is the only writer (PGlite opens its
 * data directory exclusively), so every write passes through `dataChanged` here. With a PostgreSQL
 * server other instances write too: a cache given `versions` reads the tags' shared counters (one
 * indexed query) before every answer and serves an entry only if they are the ones it was computed
 * under (ADR 0035); messages between instances only free memory early.
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
  /** The tags' shared versions it was computed under (`versions` caches only). */
  stamp: string;
}

interface Flight<V> {
  promise: Promise<Computed<V>>;
  tags: readonly Tag[];
  stale: boolean;
  stamp: string;
}

/**
 * The shared versions of tags (PostgreSQL, ADR 0035), as one text that changes whenever a write to any
 * of the tags was announced by any instance.
 */
export interface TagVersions {
  stamp(tags: readonly Tag[]): Promise<string>;
}

export interface Computed<V> {
  value: V;
  /** Serve until then at the latest; omitted = until a tag changes. */
  expiresAt?: number;
}

const live = new Set<ReadCache<unknown>>();
const listeners = new Set<(tags: readonly Tag[], scope: object | undefined) => void>();

/**
 * The request being handled, as plugins/read-cache.ts marks it: whose database it writes (`scope`) and
 * the tags its writes announced (raised again once it is done).
 */
export interface WriteScope {
  scope: object;
  tags: Set<Tag>;
}
export const writeScope = new AsyncLocalStorage<WriteScope>();

/**
 * Repositories call this after every write, with the tags of what the write touched. Inside a request,
 * only the caches of that request's database hear it (tests run apps on other databases, or on the same
 * one as separate instances); outside one, every cache of the process does.
 */
export function dataChanged(...tags: Tag[]): void {
  if (tags.length === 0) return;
  const scope = writeScope.getStore()?.scope;
  invalidateLocal(tags, scope);
  for (const listener of listeners) listener(tags, scope);
}

/** Drops `tags` from the caches of `scope` (and the unscoped ones), or every cache without a scope. */
export function invalidateLocal(tags: readonly Tag[], scope?: object): void {
  for (const cache of live) if (inScope(cache, scope)) cache.invalidate(tags);
}

/** Empties the caches of `scope` (and the unscoped ones): changes may have been missed. */
export function clearAllLocal(scope?: object): void {
  for (const cache of live) if (inScope(cache, scope)) cache.clear();
}

const inScope = (cache: ReadCache<unknown>, scope: object | undefined) =>
  scope === undefined || cache.scope === undefined || cache.scope === scope;

/**
 * Calls `listener` with the tags of every write announced in this process (and the scope of the request
 * that wrote, if any), until the returned function is called.
 */
export function onDataChanged(
  listener: (tags: readonly Tag[], scope: object | undefined) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ReadCacheOptions<V> {
  enabled: boolean;
  /** Most entries kept; the least recently used go first. */
  max: number;
  /** With `weigh`: the most total weight kept (e.g. characters of text), so size is bounded too. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
  /** Shared tag versions every answer is checked against (several instances on one PostgreSQL). */
  versions?: TagVersions;
  /** The database this cache serves (its bus): writes of requests on another one are not its concern. */
  scope?: object;
}

export class ReadCache<V> {
  readonly enabled: boolean;
  readonly scope: object | undefined;
  private readonly max: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: V) => number;
  private weight = 0;
  private readonly now: () => number;
  private readonly versions: TagVersions | undefined;
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
    this.versions = options.versions;
    this.scope = options.scope;
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
    // Read before anything is computed: a write announced after this raises a version, so what is
    // computed from here on is stored under versions that are already behind it.
    const stamp = this.versions && tags.length > 0 ? await this.versions.stamp(tags) : '';
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expiresAt > this.now() && hit.stamp === stamp) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit.value;
      }
      this.remove(key);
    }
    const joined = this.flights.get(key);
    if (joined && !joined.stale && joined.stamp === stamp) return (await joined.promise).value;
    // Computed under older versions: its answer must not replace the one this call stores.
    if (joined) joined.stale = true;

    const flight: Flight<V> = { promise: compute(), tags, stale: false, stamp };
    this.flights.set(key, flight);
    let result: Computed<V>;
    try {
      result = await flight.promise;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
    if (!flight.stale && !this.closed) this.store(key, result, tags, stamp);
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

  private store(key: string, result: Computed<V>, tags: readonly Tag[], stamp: string): void {
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
    this.entries.set(key, { value: result.value, weight, tags, expiresAt, stamp });
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
