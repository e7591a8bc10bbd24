import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { YouzanClient } from './youzan-client';
import { tradeState, type TradeState, type YouzanTradeStatus } from './youzan-api';
import { youzanRepository } from './youzan.repository';

/**
 * Our order follows its Youzan trade (ADR 0029). A push or the poll only says "look at trade X": the
 * trade is then read from the Open API (the same path either way, so a push and the poll cannot
 * disagree, and a late or resent message cannot move an order back), and the order is moved through
 * the order life to where the trade stands, one allowed step at a time.
 */
export type TradeMove = 'pay' | 'ship' | 'complete' | 'cancel' | 'refund';

/** Where each of our statuses stands on the way to completion. */
const OUR_RANK: Readonly<Record<string, number>> = {
  pending_payment: 0,
  paid: 1,
  shipped: 2,
  completed: 3,
};

const TRADE_RANK: Readonly<Record<Exclude<YouzanTradeStatus, 'TRADE_CLOSED'>, number>> = {
  WAIT_BUYER_PAY: 0,
  TRADE_PAID: 1,
  WAIT_CONFIRM: 1,
  WAIT_SELLER_SEND_GOODS: 1,
  WAIT_BUYER_CONFIRM_GOODS: 2,
  TRADE_SUCCESS: 3,
};

const FORWARD: readonly TradeMove[] = ['pay', 'ship', 'complete'];

/** The moves that bring an order in `ours` to where `trade` stands (none for a final or equal one). */
export function movesFor(ours: string, trade: TradeState): TradeMove[] {
  const rank = OUR_RANK[ours];
  if (rank === undefined) return [];
  const paid = trade.paidAt !== null;
  if (trade.status === 'TRADE_CLOSED' && !paid) return rank === 0 ? ['cancel'] : [];
  // A paid trade closed by Youzan has been refunded; so has one whose refund state says all of it.
  const refunded = trade.refundedInFull || trade.status === 'TRADE_CLOSED';
  let target = trade.status === 'TRADE_CLOSED' ? rank : TRADE_RANK[trade.status];
  if (refunded) target = Math.max(target, 1);
  const moves = FORWARD.slice(rank, Math.max(rank, target));
  return refunded ? [...moves, 'refund'] : moves;
}

/** How Youzan told us: a push message, or our poll. */
export type FollowedBy = 'push' | 'poll';

/** Carries out one move on an order through the order life; false when the order was not in a state for it. */
export type MoveOrder = (
  db: Db,
  orderId: string,
  move: TradeMove,
  trade: TradeState,
  via: FollowedBy,
) => Promise<boolean>;

export interface TradeFollower {
  client: YouzanClient;
  move: MoveOrder;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type FollowOutcome = 'applied' | 'unchanged' | 'unknown_trade';

/**
 * Reads trade `tid` and moves the order made from it. Unknown trades (not from our settlements) are
 * left alone. Errors reaching Youzan are thrown: the caller decides whether to retry.
 */
export async function followTrade(
  db: Db,
  f: TradeFollower,
  tid: string,
  via: FollowedBy,
): Promise<FollowOutcome> {
  const trade = await tradeState(f.client, tid);
  let link = await youzanRepository.byTid(db, tid);
  if (!link && trade.bookKey) {
    link = await youzanRepository.byBookKey(db, trade.bookKey);
    if (link && link.tid === null) await youzanRepository.setTid(db, link.orderId, tid);
    else if (link && link.tid !== tid) link = undefined;
  }
  if (!link) return 'unknown_trade';
  const status = await youzanRepository.orderStatus(db, link.orderId);
  if (status === undefined) return 'unknown_trade';
  // The store priced the trade at its checkout (its coupons, postage): that is what the order costs.
  if (status === 'pending_payment' && trade.amountCents !== null && trade.amountCents > 0) {
    await youzanRepository.settlePrice(db, link.orderId, trade.amountCents);
  }
  let applied = false;
  for (const move of movesFor(status, trade)) {
    if (!(await f.move(db, link.orderId, move, trade, via))) {
      f.log.warn(
        { orderId: link.orderId, tid, move, tradeStatus: trade.status },
        'Youzan trade: order move refused',
      );
      break;
    }
    applied = true;
  }
  await youzanRepository.checked(db, link.orderId, trade.status, (f.now ?? (() => new Date()))());
  return applied ? 'applied' : 'unchanged';
}
