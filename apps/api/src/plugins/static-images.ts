import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Product images the project made itself (SVG), one per catalogue product. */
export const STATIC_IMAGES_DIR = path.resolve(import.meta.dirname, '../../static-images');

/** Only plain names like `p-vitd3-1000.svg`: no paths, no dots but the extension. */
const IMAGE_FILE = /^[a-z0-9][a-z0-9_-]{0,80}\.svg$/;

/** 30 days: long enough to keep images off the wire, short enough for a regenerated image to arrive. */
const MAX_AGE_S = 2_592_000;

/**
 * `GET /staticImages/:file` from a fixed set read once at start: the allow-list is the directory's
 * files matching IMAGE_FILE, so a request can never reach another path. Anything else is the 404
 * envelope. Images are cached for a long time (an ETag lets clients revalidate after a deploy).
 */
export default fp(
  async (app) => {
    const files = new Map<string, { body: Buffer; etag: string }>();
    if (fs.existsSync(STATIC_IMAGES_DIR)) {
      for (const name of fs.readdirSync(STATIC_IMAGES_DIR)) {
        if (!IMAGE_FILE.test(name)) continue;
        const body = fs.readFileSync(path.join(STATIC_IMAGES_DIR, name));
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
        files.set(name, { body, etag });
      }
    }

    app.withTypeProvider<ZodTypeProvider>().get(
      '/staticImages/:file',
      {
        schema: {
          tags: ['shop'],
          summary: 'A product image (SVG); unknown names → 404',
          params: z.object({ file: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const file = IMAGE_FILE.test(request.params.file) ? files.get(request.params.file) : undefined;
        if (!file) {
          return reply.code(404).type('application/json; charset=utf-8').send({
            code: 404,
            msg: 'Image not found',
            requestId: request.id,
          });
        }
        reply
          .header('Cache-Control', `public, max-age=${MAX_AGE_S}`)
          .header('ETag', file.etag)
          // An SVG opened on its own must not run anything.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return reply.type('image/svg+xml').send(file.body);
      },
    );
  },
  { name: 'static-images' },
);
