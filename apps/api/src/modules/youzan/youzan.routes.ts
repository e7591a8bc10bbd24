import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { DomainError } from '../../lib/errors';
import { readTextBody } from '../../lib/json-body';
import { checkPush, PUSH_RECEIVED } from './youzan-push';
import { followTrade } from './youzan-trades';
import { youzanRepository } from './youzan.repository';

const route = taggedRoutes('shop');

/**
 * The Youzan store's push messages (ADR 0029), which move the orders made through it (`app.youzanService`,
 * youzan.service.ts). The push route is always there; unconfigured, it answers 404.
 */
const youzanRoutes: FastifyPluginAsync = async (app) => {
  const { settings, follower } = app.youzanService;
  // The signature covers the body as sent: keep its text instead of parsing it first.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) =>
    readTextBody(request, payload, (text, next) => next(null, text), done),
  );

  app.route({
    ...route(endpoints.youzanPush),
    handler: async (request) => {
      if (!settings || !follower)
        throw new DomainError('not_found', 'Youzan is not configured on this server');
      const check = checkPush(
        settings,
        request.headers,
        typeof request.body === 'string' ? request.body : '',
      );
      if (!check.ok) {
        request.log.warn(
          { reason: check.reason, eventType: request.headers['event-type'] },
          'Youzan push refused',
        );
        throw new DomainError('unauthorized', 'The push message is not signed by Youzan', [
          { field: 'event-sign', message: check.reason },
        ]);
      }
      const { push } = check;
      if (push.test || !push.tid) return PUSH_RECEIVED;
      const fresh = await youzanRepository.recordPush(app.db, {
        msgId: push.msgId,
        type: push.type,
        tid: push.tid,
        status: push.status,
        version: push.version,
        outcome: 'received',
      });
      if (!fresh) return PUSH_RECEIVED;
      try {
        const outcome = await followTrade(app.db, follower, push.tid, 'push');
        await youzanRepository.setPushOutcome(app.db, push.msgId, outcome);
        if (outcome === 'unknown_trade')
          request.log.info({ tid: push.tid, type: push.type }, 'Youzan push for a trade not made here');
      } catch (err) {
        // Not handled: forget it so Youzan's resend is, and say so (Youzan resends what was not acknowledged).
        await youzanRepository.forgetPush(app.db, push.msgId);
        request.log.warn(
          { tid: push.tid, err: (err as Error).message },
          'Youzan push: trade could not be read',
        );
        throw new DomainError(
          'unavailable',
          'The trade could not be read from Youzan; send the message again later',
        );
      }
      return PUSH_RECEIVED;
    },
  });
};

export default youzanRoutes;
