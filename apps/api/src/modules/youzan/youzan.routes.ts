import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { taggedRoutes } from '../../lib/endpoint';
import { DomainError } from '../../lib/errors';
import { readTextBody } from '../../lib/json-body';
import { setRetailChooser } from '../shop/retail-provider';
import { usersRepository } from '../users/users.repository';
import { youzanClientFor } from './youzan-client';
import type { YouzanSettings } from '../../config-youzan';
import { moveThroughOrderLife } from './youzan-moves';
import { checkPush, PUSH_RECEIVED } from './youzan-push';
import { youzanShop } from './youzan-shop';
import { followTrade, type TradeFollower } from './youzan-trades';
import { youzanRepository } from './youzan.repository';

const route = taggedRoutes('shop');

/** Our statuses in which an order still follows its trade (unpaid, or on its way). */
const FOLLOWED_STATUSES = ['pending_payment', 'paid', 'shipped'] as const;
const POLL_BATCH = 50;

/** The poll of each app's database, so a test can run it at once instead of waiting for the timer. */
const polls = new WeakMap<Db, () => Promise<number>>();

/** Runs the Youzan poll of the app on `db` now; 0 when Youzan is not configured there. */
export function pollYouzanNow(db: Db): Promise<number> {
  return polls.get(db)?.() ?? Promise.resolve(0);
}

/**
 * Asks Youzan about open orders whose trade is known and that were not looked at for a poll interval:
 * the fallback for pushes that never came. Several instances may poll at once; every move is a
 * conditional one in the order life, so a trade read twice moves its order once.
 */
async function pollTrades(db: Db, follower: TradeFollower, intervalMs: number): Promise<number> {
  const due = await youzanRepository.toPoll(
    db,
    FOLLOWED_STATUSES,
    new Date(Date.now() - intervalMs / 2),
    POLL_BATCH,
  );
  let applied = 0;
  for (const link of due) {
    if (!link.tid) continue;
    try {
      if ((await followTrade(db, follower, link.tid, 'poll')) === 'applied') applied += 1;
    } catch (err) {
      follower.log.warn(
        { tid: link.tid, err: (err as Error).message },
        'Youzan poll: trade could not be read',
      );
    }
  }
  return applied;
}

function startPolling(app: FastifyInstance, follower: TradeFollower, intervalMs: number): void {
  let running: Promise<number> | null = null;
  const poll = () => (running ??= pollTrades(app.db, follower, intervalMs).finally(() => (running = null)));
  polls.set(app.db, poll);
  const timer = setInterval(() => {
    poll().catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'Youzan poll failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}

/**
 * The Youzan store (ADR 0029): when it is configured, users who came from its mini-program order
 * through it, their orders follow its push messages (and a poll), and their vouchers are its coupons.
 * The push route is always there; unconfigured, it answers 404 and the built-in shop serves everyone.
 */
const youzanRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const settings: YouzanSettings | null = config.youzan;
  let follower: TradeFollower | null = null;
  if (settings) {
    const client = youzanClientFor(settings);
    const shop = youzanShop(settings, client, app.log);
    setRetailChooser(app.db, async (db, userId) =>
      (await usersRepository.byId(db, userId))?.isYouZan ? shop : null,
    );
    follower = { client, move: moveThroughOrderLife, log: app.log };
    startPolling(app, follower, settings.pollIntervalMs);
  }

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
