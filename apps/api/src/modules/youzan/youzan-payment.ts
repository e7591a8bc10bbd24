import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider, PaymentState } from '../shop';
import { tradeState } from './youzan-api';
import { youzanClientFor, type YouzanClient } from './youzan-client';
import { youzanRepository } from './youzan.repository';

/**
 * The Youzan store as the payment provider of the orders handed to it (ADR 0029): such an order names
 * `youzan` from the start, so the order life's cancel, time-out and refund ask the store, never the
 * demo or WeChat provider, about money the store took. The person pays on the store's settlement page;
 * there is nothing to close (the store closes an unpaid trade itself), and a refund is made in the
 * store — ours then records the store's (`success` once Youzan says the trade was refunded in full).
 */
export function youzanPaymentProvider(db: Db, client: YouzanClient, log: FastifyBaseLogger): PaymentProvider {
  const tradeOf = async (outTradeNo: string) => {
    const link = await youzanRepository.byOutTradeNo(db, outTradeNo);
    return { link, trade: link?.tid ? await tradeState(client, link.tid) : null };
  };

  return {
    name: 'youzan',

    async start(input) {
      const link = await youzanRepository.byOutTradeNo(db, input.outTradeNo);
      if (!link) throw new Error(`no Youzan settlement for ${input.outTradeNo}`);
      return { kind: 'redirect', url: link.checkoutUrl };
    },

    async query(outTradeNo): Promise<PaymentState> {
      const { link, trade } = await tradeOf(outTradeNo);
      if (!link || !trade) return { status: 'unpaid' };
      if (trade.paidAt === null) return { status: trade.status === 'TRADE_CLOSED' ? 'closed' : 'unpaid' };
      if (trade.refundedInFull || trade.status === 'TRADE_CLOSED') return { status: 'refunded' };
      // What the store took is the order's price (its coupons and postage applied at its checkout).
      if (trade.amountCents !== null) await youzanRepository.settlePrice(db, link.orderId, trade.amountCents);
      return {
        status: 'paid',
        transactionId: trade.tid,
        ...(trade.amountCents !== null ? { paidCents: trade.amountCents } : {}),
        paidAt: trade.paidAt,
      };
    },

    close: async () => undefined,

    async refund(input) {
      const { trade } = await tradeOf(input.outTradeNo);
      if (trade && trade.paidAt !== null && (trade.refundedInFull || trade.status === 'TRADE_CLOSED')) {
        return { status: 'success', refundId: trade.tid };
      }
      log.warn(
        { outTradeNo: input.outTradeNo, tid: trade?.tid ?? null },
        'a Youzan order is refunded in the Youzan store; its refund there moves the order',
      );
      return { status: 'failed' };
    },

    verifyNotification: async () => null,
  };
}

/** The payment providers Youzan adds to a configuration: its own when the store is configured. */
export function youzanPaymentProviders(db: Db, config: Config, log: FastifyBaseLogger): PaymentProvider[] {
  return config.youzan ? [youzanPaymentProvider(db, youzanClientFor(config.youzan), log)] : [];
}
