import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

/**
 * Serves the built web app from one origin with the API. Hash routing means every screen lives
 * under `/`, so only the files themselves need serving; non-API HTML requests fall back to index.html.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const root = config.webDist;
    const hasBuild = fs.existsSync(path.join(root, 'index.html'));
    if (!hasBuild) {
      app.log.warn({ root }, 'web build not found: run `npm run build` to serve the app');
      app.get('/', { schema: { hide: true } }, async (_req, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><title>AI Nutritionist</title><p>The web app is not built yet. Run <code>npm run build</code>.</p>',
          ),
      );
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The web build writes .br/.gz beside each text file: sent to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // The body depends on Accept-Encoding (preCompressed), so caches must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed assets never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
    const files = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.add('/' + path.relative(root, full).split(path.sep).join('/'));
      }
    };
    walk(root);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (files.has(urlPath)) return reply.sendFile(urlPath.slice(1));
      if (urlPath.startsWith('/api/') || !(request.headers.accept ?? '').includes('text/html')) {
        return reply.callNotFound();
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
