import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { YouzanSettings } from '../../config-youzan';
import type { Db } from '../../db/client';
import { youzanClientFor } from './youzan-client';
import { moveThroughOrderLife } from './youzan-moves';
import { youzanShop } from './youzan-shop';
import { followTrade, type TradeFollower } from './youzan-trades';
import { youzanRepository } from './youzan.repository';

/** Our statuses in which an order still follows its trade (unpaid, or on its way). */
const FOLLOWED_STATUSES = ['pending_payment', 'paid', 'shipped'] as const;
const POLL_BATCH = 50;

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

/** Polls every `intervalMs` until the app closes; answers the poll, which a test may run at once. */
function startPolling(
  app: FastifyInstance,
  follower: TradeFollower,
  intervalMs: number,
): () => Promise<number> {
  let running: Promise<number> | null = null;
  const poll = () => (running ??= pollTrades(app.db, follower, intervalMs).finally(() => (running = null)));
  const timer = setInterval(() => {
    poll().catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'Youzan poll failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return poll;
}

/** The app's Youzan store (`app.youzanService`): null settings and follower when it is not configured. */
interface YouzanStore {
  settings: YouzanSettings | null;
  /** How a trade read from Youzan (a push, the poll) moves its order. */
  follower: TradeFollower | null;
  /** Runs the poll now; 0 when Youzan is not configured. */
  pollNow(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    youzanService: YouzanStore;
  }
}

/**
 * The Youzan store (ADR 0029): when it is configured, users who came from its mini-program order
 * through it (the app's `retailProviders` chooses it for them), their orders follow its push messages
 * (youzan.routes.ts) and a poll, and their vouchers are its coupons. Unconfigured, the built-in shop
 * serves everyone.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.youzan;
    if (!settings) {
      app.decorate('youzanService', { settings: null, follower: null, pollNow: async () => 0 });
      return;
    }
    const client = youzanClientFor(settings);
    const shop = youzanShop(app, settings, client, app.log);
    app.retailProviders.chooseWith(async (db, userId) =>
      (await app.usersService.byId(db, userId))?.isYouZan ? shop : null,
    );
    const follower: TradeFollower = { client, move: moveThroughOrderLife(app), log: app.log };
    const pollNow = startPolling(app, follower, settings.pollIntervalMs);
    app.decorate('youzanService', { settings, follower, pollNow });
  },
  {
    name: 'youzan-service',
    dependencies: [
      'retail-providers',
      'order-life',
      'orders-service',
      'products-service',
      'users-service',
      'vouchers-service',
    ],
  },
);
