import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { endpoints, type Locale } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { DomainError } from '../../lib/errors';
import { exportJson, type ExportNode } from '../../lib/export-json';
import { perUserRateLimit } from '../../lib/rate-limit';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { tags } from '../../lib/read-cache';
import { sendCached } from '../../plugins/read-cache';

const route = taggedRoutes('account');

/** The success envelope around the export, written a chunk at a time. */
async function* envelope(tree: ExportNode): AsyncGenerator<string> {
  yield '{"code":200,"msg":"ok","data":';
  yield* exportJson(tree);
  yield '}';
}

function exportRateMessage(locale: Locale, max: number, waitS: number): string {
  return locale === 'en-US'
    ? `You can download your data at most ${max} times a minute. Please wait ${waitS} seconds and try again.`
    : `每分钟最多下载 ${max} 次数据。请 ${waitS} 秒后再试。`;
}

function exportBusyMessage(locale: Locale, mine: boolean): string {
  if (mine) {
    return locale === 'en-US'
      ? 'Your data is already being downloaded. Wait for that download to finish, then try again.'
      : '你的数据正在下载中。请等这次下载完成后再试。';
  }
  return locale === 'en-US'
    ? 'Many people are downloading their data right now. Please try again in a few seconds.'
    : '现在下载数据的人较多，请几秒后再试。';
}

const EXPORT_RETRY_AFTER_S = 5;

const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { bindInvitationCode, eraseUser, exportUser, updateUser, userInfo } = app.usersService;
  // Exports being written by this instance, by user: one at a time per user, `exportsAtOnce` in all.
  const exporting = new Set<string>();
  app.route({
    ...route(endpoints.userInfo),
    handler: async (request, reply) => {
      const userId = request.user.id;
      const patch = request.body ?? {};
      if (patch.locale === undefined && patch.nickname === undefined && patch.region === undefined) {
        return sendCached(reply, userId, [tags.user(userId)], async () => ({
          value: ok(await userInfo(app.db, userId)),
        }));
      }
      const result = await updateUser(app.db, userId, patch);
      // The cached user carries the locale and the region the chat answers with.
      if (patch.locale || patch.region !== undefined) app.forgetUser(userId);
      return ok(result);
    },
  });

  app.route({
    ...route(endpoints.bindInvitationCode),
    handler: async (request) => ok(await bindInvitationCode(app.db, request.user.id, request.body.invCode)),
  });

  app.route({
    ...route(endpoints.exportAccount),
    // Across instances: a few a minute per user (the shared store), so one person cannot run many at once.
    config: { rateLimit: perUserRateLimit('export', 3, exportRateMessage) },
    handler: async (request, reply) => {
      const userId = request.user.id;
      if (exporting.has(userId) || exporting.size >= config.account.exportsAtOnce) {
        throw new DomainError(
          'rate_limited',
          exportBusyMessage(request.locale, exporting.has(userId)),
          undefined,
          { 'retry-after': String(EXPORT_RETRY_AFTER_S) },
          exporting.has(userId) ? 'export_running' : 'export_busy',
        );
      }
      exporting.add(userId);
      let tree: ExportNode;
      try {
        tree = await exportUser(app.db, userId);
      } catch (err) {
        exporting.delete(userId);
        throw err;
      }
      // Written as it is read: memory is a page of rows and the socket's buffer, whatever the account
      // holds. Readable.from waits for the client to take each chunk, so a slow reader slows the reads.
      const body = Readable.from(envelope(tree), { highWaterMark: 2 });
      body.once('close', () => exporting.delete(userId));
      body.once('error', (err) => request.log.error({ err }, 'the data export stopped part way'));
      const plain: FastifyReply = reply;
      return plain
        .header('Content-Disposition', 'attachment; filename="ai-nutritionist-export.json"')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  });

  app.route({
    ...route(endpoints.deleteAccount),
    handler: async (request) => {
      await eraseUser(app.db, request.user.id, request.locale);
      app.forgetUser(request.user.id);
      return ok({ deleted: true as const });
    },
  });
};

export default usersRoutes;
