import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { orderLifeRepository } from './order-life.repository';
import { retryStrayRefunds } from './stray-refunds';

/**
 * The payment time-out (issue 20.1): an order unpaid past its due time (set when it was placed, kept
 * in the database) is cancelled and gives its stock and voucher back. A job that survives a restart —
 * its due times are in the database and it sweeps once at start — and that runs each order once
 * however many instances sweep at the same moment: each claims its own orders (SKIP LOCKED), and the
 * cancel itself is the guarded move of order-life.ts.
 */
export interface SweepOptions {
  /** Orders one sweep takes at most (the rest wait for the next). */
  limit?: number;
  /** How long a claimed order is this sweep's; a sweep that dies lets it go after this. */
  claimMs?: number;
  log?: Pick<FastifyInstance['log'], 'info' | 'warn'>;
}

/** Cancels the orders unpaid past their due time at `now`; answers how many it cancelled. */
export async function sweepLapsedOrders(
  { orderLife }: Pick<FastifyInstance, 'orderLife'>,
  db: Db,
  now = new Date(),
  options: SweepOptions = {},
): Promise<number> {
  const { limit = 100, claimMs = 60_000, log } = options;
  const claimed = await orderLifeRepository.claimLapsed(db, now, new Date(now.getTime() + claimMs), limit);
  let cancelled = 0;
  for (const id of claimed) {
    try {
      const order = await orderLife.cancelOrder(db, id, { kind: 'system', reason: 'payment_timeout' });
      if (order.cancelReason === 'payment_timeout') cancelled += 1;
    } catch (err) {
      // Paid in the meantime (409: taken as paid), or the provider unreachable (503): the claim lapses
      // and a later sweep looks at the order again.
      const reason = err instanceof DomainError ? (err.reason ?? err.code) : String(err);
      log?.warn({ orderId: id, reason }, 'an order past its payment time-out was not cancelled');
    }
  }
  return cancelled;
}

/**
 * Also retries the refunds of stray payments that failed (stray-refunds.ts).
 *
 * Sweeps once when the app is ready (orders that lapsed while no server ran) and then every `intervalMs`,
 * as a job of the app's queue (issue 21.2, ADR 0034): every instance sends a sweep per interval as a
 * singleton of that time slot, so one instance runs each sweep (on PostgreSQL, pg-boss refuses the other
 * sends of the slot); the claims above keep an order cancelled once even if two sweeps overlap.
 */
export async function startOrderTimeoutJob(
  app: FastifyInstance,
  intervalMs: number,
  strayRetryMs = 5 * 60_000,
): Promise<void> {
  let closing = false;
  const claimMs = Math.max(60_000, 2 * intervalMs);
  await app.jobs.work('order_timeout_sweep', 1, async () => {
    if (closing) return;
    const n = await sweepLapsedOrders(app, app.db, new Date(), { claimMs, log: app.log });
    if (n > 0) app.log.info({ cancelled: n }, 'cancelled orders unpaid past their payment time-out');
    const refunds = await retryStrayRefunds(app, app.db, new Date(), {
      retryAfterMs: strayRetryMs,
      log: app.log,
    });
    if (refunds.refunded > 0) app.log.info(refunds, 'refunded stray payments on a later try');
  });
  // pg-boss counts singleton slots in whole seconds; the in-process queue takes any length.
  const slotS = app.jobs.kind === 'pg-boss' ? Math.max(1, Math.round(intervalMs / 1000)) : intervalMs / 1000;
  const send = (singleton: boolean) => {
    if (closing) return;
    app.jobs
      .send(
        'order_timeout_sweep',
        {},
        {
          retryLimit: 0,
          expireInS: Math.max(60, Math.ceil(claimMs / 1000)),
          ...(singleton ? { singletonKey: 'sweep', singletonS: slotS } : {}),
        },
      )
      .catch((err: unknown) =>
        app.log.warn({ code: (err as { code?: unknown }).code }, 'order payment time-out sweep not queued'),
      );
  };
  const timer = setInterval(() => send(true), intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    send(false);
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
}
