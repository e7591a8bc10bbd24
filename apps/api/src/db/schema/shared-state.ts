import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every API instance on one PostgreSQL database (ADR 0035): one row per
 * limited route and caller, counted by one atomic upsert per call. Rows whose window ended are deleted
 * now and then (lib/rate-limit-store.ts), so the table holds about one minute of callers.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);

/**
 * A counter per read-cache tag (`plan:<id>`, `user:<id>`, `stock`…), raised after every write that
 * announces the tag: an instance serves a cached answer only while the counters it was computed under
 * are still current, so a write acknowledged by one instance is never hidden by another's cache
 * (ADR 0035). One row per tag ever written; a row is a few dozen bytes.
 */
export const cacheVersions = pgTable('cache_versions', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});
