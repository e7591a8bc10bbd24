import { gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { ReadCache, type Computed, type Tag } from '../lib/read-cache';

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
export interface CachedBody {
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

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const enabled =
      config.readCache === 'on' || (config.readCache === 'auto' && app.database.kind === 'pglite');
    // Bounded by count and by bytes (64 MB of JSON at most), whatever keys callers invent.
    const cache = new ReadCache<CachedBody>({
      enabled,
      max: 20_000,
      maxWeight: 64 * 2 ** 20,
      weigh: weighBody,
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
    app.addHook('onClose', async () => {
      cache.close();
      staticCache.close();
    });
  },
  { name: 'read-cache', dependencies: ['db'] },
);
