import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orderLifeRepository } from './order-life.repository';

/**
 * Money that must go back, goes back (issue 35): a payment that could not pay its order (closed, paid
 * already, the wrong amount or currency) is refunded when it arrives; when that refund fails — the
 * provider down, a network error — the payment stays `failed` in the database and this sweep tries it
 * again every `retryAfterMs` until the provider takes it. It runs with the payment time-out sweep, a
 * durable job (ADR 0034), so it survives restarts and runs on one instance at a time; the refund number
 * is the payment's own, so a refund the provider took but we did not hear of is not paid twice.
 */
export interface StrayRefundOptions {
  /** How long after a try the next one may come. */
  retryAfterMs?: number;
  limit?: number;
  log?: Pick<FastifyInstance['log'], 'info' | 'warn'>;
}

export async function retryStrayRefunds(
  { orderLife }: Pick<FastifyInstance, 'orderLife'>,
  db: Db,
  now = new Date(),
  options: StrayRefundOptions = {},
): Promise<{ tried: number; refunded: number }> {
  const { retryAfterMs = 5 * 60_000, limit = 50, log } = options;
  const claimed = await orderLifeRepository.claimStrayRefunds(
    db,
    now,
    new Date(now.getTime() - retryAfterMs),
    limit,
  );
  let refunded = 0;
  for (const payment of claimed) {
    const state = await orderLife.refundStray(db, payment.orderId, payment);
    if (state === 'success' || state === 'processing') refunded += 1;
    else
      log?.warn({ paymentId: payment.id, state }, 'a stray payment is still not refunded; tried again later');
  }
  return { tried: claimed.length, refunded };
}
