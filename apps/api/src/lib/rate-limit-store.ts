import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * @fastify/rate-limit's store interface. The plugin calls `incr(key, cb, timeWindow, max)`; its typings
 * name only the first two, hence the optional ones.
 */
export interface RateLimitStore {
  incr(
    key: string,
    cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow?: number,
    max?: number,
  ): void;
  child(routeOptions: object): RateLimitStore;
}

/**
 * What the plugin really passes to `child`: the route's merged limit settings with `routeInfo` (its
 * typings say the route's options).
 */
interface StoreRouteOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often a process deletes the rows of windows that ended over a minute ago. */
const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store in PostgreSQL (ADR 0035), so a limit holds across every API instance
 * on the database: each call is one atomic upsert on `rate_limit_hits` that starts a new window when
 * the last one ended and otherwise counts the call, returning the count and the time left. Windows are
 * the server's clock (`now()`), so instances whose clocks differ still agree.
 *
 * A route's key is prefixed with its method and URL (as the plugin's Redis store does): the sign-in
 * calls share one key generator (the address), and each keeps its own count.
 */
export function databaseRateLimitStore(
  db: Db,
  sweepEveryMs = SWEEP_EVERY_MS,
): new (options: StoreRouteOptions) => RateLimitStore {
  // Shared by every route's child: one sweep a minute per process, whichever route is called.
  const sweep = { lastMs: Date.now() };

  class DatabaseRateLimitStore implements RateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(
      options: StoreRouteOptions,
      private readonly prefix = '',
    ) {
      // Not used by any route here; refused rather than silently counted as a plain window.
      if (options.exponentialBackoff) {
        throw new Error('rate limit: exponentialBackoff is not supported by the database store');
      }
      this.continueExceeding = options.continueExceeding === true;
    }

    incr(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
      max?: number,
    ): void {
      if (timeWindow === undefined || max === undefined) {
        cb(new Error('rate limit: the plugin gave no window or maximum'));
        return;
      }
      this.maybeSweep();
      count(db, this.prefix + key, timeWindow, max, this.continueExceeding).then(
        (result) => cb(null, result),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: object): RateLimitStore {
      const routeOptions = options as StoreRouteOptions;
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(routeOptions, `${method}${routeOptions.routeInfo?.url ?? ''}|`);
    }

    private maybeSweep(): void {
      const now = Date.now();
      if (now - sweep.lastMs < sweepEveryMs) return;
      sweep.lastMs = now;
      // Best effort: a failed sweep leaves the rows for the next one.
      db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 minute'`).catch(
        () => undefined,
      );
    }
  }
  return DatabaseRateLimitStore;
}

interface CountRow {
  hits: number;
  ttl_ms: number;
}

/** One call counted: the calls in the current window (this one included) and the ms until it ends. */
export async function count(
  db: Db,
  key: string,
  windowMs: number,
  max: number,
  continueExceeding = false,
): Promise<{ current: number; ttl: number }> {
  const window = sql`(${windowMs}::bigint * interval '1 millisecond')`;
  // One statement, so two instances counting the same key at once serialize on its row.
  const result = await db.execute(sql`
    insert into rate_limit_hits as r (key, hits, reset_at)
    values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
      reset_at = case
        when r.reset_at <= now() then now() + ${window}
        when ${continueExceeding} and r.hits + 1 > ${max} then now() + ${window}
        else r.reset_at
      end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl_ms`);
  const row = (result as unknown as { rows: CountRow[] }).rows[0];
  if (!row) throw new Error('rate limit: the count returned no row');
  return { current: Number(row.hits), ttl: Number(row.ttl_ms) };
}
