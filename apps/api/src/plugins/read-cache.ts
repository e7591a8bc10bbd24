import { gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { PgBus } from '../lib/bus';
import {
  clearAllLocal,
  invalidateLocal,
  onDataChanged,
  ReadCache,
  type Computed,
  type Tag,
  type TagVersions,
  writeScope,
  type WriteScope,
} from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encoded answers of hot read calls (see lib/read-cache.ts); disabled caches compute every time. */
    replyCache: ReadCache<CachedBody>;
    /** Whether this process may cache database reads (READ_CACHE and the database kind decide). */
    readCacheEnabled: boolean;
    /** Answers that depend on the code alone (knowledge-base lists): always cached, never invalidated. */
    staticReplyCache: ReadCache<CachedBody>;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A serialized answer, its UTF-8 length (sent as Content-Length, so it is never counted again) and,
 * for answers worth it, the same bytes gzipped once for every client that accepts gzip.
 */
interface CachedBody {
  text: string;
  length: string;
  gzip: Buffer | null;
}

/** What a kept answer costs in memory: its text and its gzipped copy. */
const weighBody = (body: CachedBody) => Number(body.length) + (body.gzip?.byteLength ?? 0);

/** Below this, gzip saves less than it costs the client to inflate. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(value);
}

/**
 * Answer from the reply cache: on a miss the envelope is built and passed through the route's own
 * response serializer (zod: validated, unknown fields stripped) once, and the text is kept; a hit
 * sends that text as it is. No tags means the answer depends on the code alone (knowledge base): it
 * goes to the static cache, which is on whatever the database.
 */
export async function sendCached(
  reply: FastifyReply,
  key: string,
  tags: readonly Tag[],
  compute: () => Promise<Computed<unknown>>,
): Promise<FastifyReply> {
  const cache = tags.length === 0 ? reply.server.staticReplyCache : reply.server.replyCache;
  const body = await cache.get(`${reply.request.routeOptions.url ?? ''}|${key}`, tags, async () => {
    const { value, expiresAt } = await compute();
    const text = reply.serialize(value);
    // The zod serializer answers text; anything else means a route without a JSON response schema.
    if (typeof text !== 'string') throw new Error('sendCached: the route serializer did not produce text');
    const bytes = Buffer.byteLength(text, 'utf8');
    const cached: CachedBody = {
      text,
      length: String(bytes),
      // Compressed once per cached answer; never per request when nothing is kept.
      gzip: cache.enabled && bytes >= GZIP_MIN_BYTES ? gzipSync(text, { level: 9 }) : null,
    };
    return { value: cached, ...(expiresAt !== undefined ? { expiresAt } : {}) };
  });
  reply.type(JSON_TYPE);
  if (body.gzip) {
    reply.header('vary', 'accept-encoding');
    if (acceptsGzip(reply.request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    }
  }
  // Text, not bytes: Node then writes head and body in one go (a Buffer body costs a second, gathered
  // write, which measured slower for the small answers that dominate).
  return reply.header('content-length', body.length).send(body.text);
}

/** The tags' shared versions (table `cache_versions`): one indexed look-up per cached answer. */
function tagVersions(db: Db): TagVersions {
  return {
    async stamp(tags) {
      const result = await db.execute(
        sql`select tag, version::text as version from cache_versions where tag = any(${sql.param([...tags])}::text[])`,
      );
      const rows = (result as unknown as { rows: { tag: string; version: string }[] }).rows;
      const byTag = new Map(rows.map((r) => [r.tag, r.version]));
      return tags.map((t) => byTag.get(t) ?? '0').join(',');
    },
  };
}

/** Raises the tags' shared versions; sorted, so two writers never lock the same rows in opposite orders. */
async function bump(db: Db, tags: readonly Tag[]): Promise<void> {
  const sorted = [...new Set(tags)].sort();
  await db.execute(sql`
    insert into cache_versions as c (tag, version)
    select t, 1 from unnest(${sql.param(sorted)}::text[]) as t order by t
    on conflict (tag) do update set version = c.version + 1`);
}

/** A `data_changed` message above this many bytes says "forget everything" instead of listing tags. */
const MESSAGE_TAGS_MAX_BYTES = 6000;

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const database = app.database;
    const shared = database.kind === 'postgres';
    const enabled = config.readCache !== 'off';
    // Bounded by count and by bytes (64 MB of JSON at most), whatever keys callers invent.
    const cache = new ReadCache<CachedBody>({
      enabled,
      max: 20_000,
      maxWeight: 64 * 2 ** 20,
      weigh: weighBody,
      scope: database.bus,
      ...(shared ? { versions: tagVersions(database.db) } : {}),
    });
    const staticCache = new ReadCache<CachedBody>({
      enabled: true,
      max: 5_000,
      maxWeight: 16 * 2 ** 20,
      weigh: weighBody,
    });
    app.decorate('readCacheEnabled', enabled);
    app.decorate('replyCache', cache);
    app.decorate('staticReplyCache', staticCache);
    const cleanups: (() => void)[] = [];
    app.addHook('onClose', async () => {
      for (const cleanup of cleanups) cleanup();
      cache.close();
      staticCache.close();
    });
    // Requests carry their database, so a write reaches only the caches that serve it (lib/read-cache).
    const scope = database.bus;
    const writesOf = new WeakMap<FastifyRequest, WriteScope>();
    app.addHook('onRequest', (request, _reply, done) => {
      const writes: WriteScope = { scope, tags: new Set() };
      writesOf.set(request, writes);
      writeScope.run(writes, done);
    });
    if (!shared) return;

    // ---- several instances on one PostgreSQL server (ADR 0035) ------------------------------------
    const announce = async (tags: readonly Tag[]): Promise<void> => {
      await bump(database.db, tags);
      const message = { tags };
      const fits = Buffer.byteLength(JSON.stringify(message), 'utf8') <= MESSAGE_TAGS_MAX_BYTES;
      await database.bus.publish('data_changed', fits ? message : { all: true });
    };
    const announceLogged = (tags: readonly Tag[]) =>
      announce(tags).catch((err: unknown) =>
        app.log.error({ err, tags }, 'read cache: a change was not shared'),
      );

    cleanups.push(
      onDataChanged((tags, writer) => {
        // Another app of this process (tests) handles its own requests' writes.
        if (writer !== undefined && writer !== scope) return;
        const writes = writeScope.getStore();
        // At once: other instances drop the answer now, and writes made outside a request (jobs, a
        // streamed answer) have no later moment to rely on.
        void announceLogged(tags);
        if (writes) for (const tag of tags) writes.tags.add(tag);
      }),
    );
    // The request's writes were announced as they happened, possibly inside a transaction that had
    // not committed yet; once the handler is done they have, and the versions go up again before the
    // client hears of the write: a read anywhere after that computes afresh.
    app.addHook('onSend', async (request, _reply, payload) => {
      const writes = writesOf.get(request);
      if (writes && writes.tags.size > 0) {
        const tags = [...writes.tags];
        writes.tags.clear();
        await announceLogged(tags);
      }
      return payload;
    });

    cleanups.push(
      database.bus.subscribe('data_changed', (message) => {
        const m = message as { tags?: unknown; all?: unknown };
        if (m.all === true) clearAllLocal(scope);
        else if (Array.isArray(m.tags)) {
          invalidateLocal(
            m.tags.filter((t): t is Tag => typeof t === 'string'),
            scope,
          );
        }
      }),
    );
    if (database.bus instanceof PgBus) cleanups.push(database.bus.onReconnect(() => clearAllLocal(scope)));
  },
  { name: 'read-cache', dependencies: ['db'] },
);
