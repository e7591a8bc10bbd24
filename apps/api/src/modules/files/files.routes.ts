import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES, endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { DomainError } from '../../lib/errors';
import { perUserRateLimit } from '../../lib/rate-limit';
import { storageOf } from '../../lib/storage';
import { filesRepository } from './files.repository';
import { uploadMessages } from './upload-messages';
import { releaseUpload, reserveUpload } from './upload-quota';

const route = taggedRoutes('files');

/** Only raster images are shown inline; anything else is a download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** RFC 6266 disposition: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(mime: string, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${INLINE_TYPES.has(mime) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const filesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const storage = storageOf(config);
  const { exportFiles, fileContent, storeUpload } = app.filesService;
  app.registerOwnedResource('file', 'File', filesRepository.owners);
  app.usersService.registerExportPart('files', exportFiles);
  // An object store that cannot be reached (wrong endpoint, bucket or keys) stops the start, not uploads.
  app.addHook('onReady', () => storage.check());
  // Rows go by cascade; the bytes go here, by the user-id prefix of every key.
  app.usersService.registerEraseHook((userId) => storage.deletePrefix(userId));
  // Multipart only here: one file, 10 MiB; a larger file answers 413 and nothing is stored.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  const quota = {
    dailyFilesMax: config.uploads.dailyFilesMax,
    dailyBytesMax: config.uploads.dailyBytesMax,
    staleAfterMs: config.http.requestTimeoutMs + 60_000,
  };

  app.route({
    ...route(endpoints.uploadFile),
    bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
    config: {
      // A 10 MiB photo on a slow mobile link takes minutes; other bodies get HTTP_BODY_TIMEOUT_MS.
      bodyTimeoutMs: config.http.uploadBodyTimeoutMs,
      rateLimit: perUserRateLimit('upload', config.uploads.rateLimitMax, uploadMessages.rate),
    },
    handler: async (request, reply) => {
      const locale = request.locale;
      // Reserved before a byte of the body is read: a refused upload costs no storage.
      const declared = Number(request.headers['content-length']);
      const bound =
        Number.isFinite(declared) && declared > 0 ? Math.min(declared, UPLOAD_MAX_BYTES) : UPLOAD_MAX_BYTES;
      const reservationId = await reserveUpload(app.db, request.user.id, bound, quota, locale);
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') {
          if (part) part.file.resume();
          throw new DomainError('bad_request', 'Invalid request: file is required (multipart field `file`)', [
            { field: 'file', message: 'is required' },
          ]);
        }
        return ok(
          await storeUpload(
            app.db,
            storage,
            request.user.id,
            request.query.path,
            { filename: part.filename, file: part.file },
            { reservationId, maxBytes: UPLOAD_MAX_BYTES, locale },
          ),
        );
      } catch (err) {
        await releaseUpload(app.db, reservationId).catch((e: unknown) =>
          request.log.error({ err: e }, 'upload: could not release the quota reservation'),
        );
        // Cut for a slow body (plugins/slow-clients.ts) or dropped by the client: nobody to answer.
        if (request.raw.socket?.destroyed || reply.sent) {
          request.log.info('upload: connection closed before the file was in; nothing stored');
          return reply;
        }
        throw err;
      }
    },
  });

  app.route({
    ...route(endpoints.fileContent),
    config: { ownership: [{ resource: 'file', in: 'query', field: 'file_id' }] },
    handler: async (request, reply) => {
      const { row, content } = await fileContent(app.db, storage, request.query.file_id);
      return (
        reply
          .type(row.mime)
          // A PDF can carry /JavaScript and an image can be an HTML polyglot (issue 16.9): PDFs are
          // downloaded, not rendered in our origin, and nothing served here may run script.
          .header('content-disposition', contentDisposition(row.mime, row.originalName))
          .header('content-security-policy', 'sandbox')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-length', content.size)
          // Streamed from disk or the object store; Fastify destroys the source if the client goes away.
          .send(content.body)
      );
    },
  });
};

export default filesRoutes;
