import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../lib/errors';
import type { OrderActor } from '../orders';
import { youzanRepository } from './youzan.repository';
import type { MoveOrder } from './youzan-trades';

/**
 * Each move of a Youzan order goes through the order life (orders/order-life.ts), the one place orders
 * change status, as the system: a push is a payment notification, the poll a payment query. A move the
 * order life refuses (409, the order elsewhere by now) is reported, not thrown; anything else is.
 */
export const moveThroughOrderLife =
  ({ orderLife }: Pick<FastifyInstance, 'orderLife'>): MoveOrder =>
  async (db, orderId, move, trade, via) => {
    const actor: OrderActor = {
      kind: 'system',
      reason: via === 'push' ? 'payment_notification' : 'payment_query',
    };
    try {
      switch (move) {
        case 'pay': {
          const outTradeNo = await youzanRepository.outTradeNoOf(db, orderId);
          if (!outTradeNo || trade.paidAt === null || trade.amountCents === null) return false;
          await youzanRepository.settlePrice(db, orderId, trade.amountCents);
          await orderLife.markPaid(
            db,
            // The tid is the payment's id: one Youzan trade pays one order, and a replay is known by it.
            { outTradeNo, transactionId: trade.tid, paidCents: trade.amountCents, paidAt: trade.paidAt },
            actor,
          );
          return true;
        }
        case 'ship':
          // A trade finished without a parcel (picked up, delivered by the shop) is shipped under its tid.
          await orderLife.shipOrder(
            db,
            orderId,
            trade.shipment ?? { carrier: 'youzan', trackingNo: trade.tid },
            actor,
          );
          return true;
        case 'complete':
          await orderLife.completeOrder(db, orderId, actor);
          return true;
        case 'cancel':
          await orderLife.cancelOrder(db, orderId, actor);
          return true;
        case 'refund':
          await orderLife.refundOrder(db, orderId, { reason: 'Refunded in the Youzan store' }, actor);
          return true;
      }
    } catch (err) {
      if (err instanceof DomainError && err.code === 'conflict') return false;
      throw err;
    }
  };
