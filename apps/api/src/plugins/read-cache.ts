import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { ReadCache, type Computed, type Tag } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encoded answers of hot read calls (see lib/read-cache.ts); disabled caches compute every time. */
    replyCache: ReadCache<Buffer>;
    /** Whether this process may cache reads at all (READ_CACHE and the database kind decide). */
    readCacheEnabled: boolean;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answer from the reply cache: on a miss the envelope is built and passed through the route's own
 * response serializer (zod: validated, unknown fields stripped) once, and the text is kept; a hit
 * sends that text as it is.
 */
export async function sendCached(
  reply: FastifyReply,
  key: string,
  tags: readonly Tag[],
  compute: () => Promise<Computed<unknown>>,
): Promise<FastifyReply> {
  const cache = reply.server.replyCache;
  const body = await cache.get(`${reply.request.routeOptions.url ?? ''}|${key}`, tags, async () => {
    const { value, expiresAt } = await compute();
    const text = reply.serialize(value);
    // The zod serializer answers text; anything else means a route without a JSON response schema.
    if (typeof text !== 'string') throw new Error('sendCached: the route serializer did not produce text');
    // Kept encoded: a hit then costs no UTF-8 encoding and no length count.
    return { value: Buffer.from(text, 'utf8'), ...(expiresAt !== undefined ? { expiresAt } : {}) };
  });
  return reply.type(JSON_TYPE).send(body);
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const enabled =
      config.readCache === 'on' || (config.readCache === 'auto' && app.database.kind === 'pglite');
    // Bounded by count and by bytes (64 MB of JSON at most), whatever keys callers invent.
    const cache = new ReadCache<Buffer>({
      enabled,
      max: 20_000,
      maxWeight: 64 * 2 ** 20,
      weigh: (body) => body.byteLength,
    });
    app.decorate('readCacheEnabled', enabled);
    app.decorate('replyCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'read-cache', dependencies: ['db'] },
);
