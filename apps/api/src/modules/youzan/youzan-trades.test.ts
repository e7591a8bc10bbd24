import { describe, expect, it } from 'vitest';
import type { TradeState } from './youzan-api';
import { movesFor } from './youzan-trades';

describe('moves that bring an order to where its Youzan trade stands', () => {
  const trade = (status: TradeState['status'], over: Partial<TradeState> = {}): TradeState => ({
    tid: 'E1',
    status,
    bookKey: 'bk',
    amountCents: null,
    paidAt: null,
    transactionId: null,
    shipment: null,
    refundedInFull: false,
    ...over,
  });
  const paid = { amountCents: 7600, paidAt: new Date('2026-05-01T02:00:00Z') };

  it.each([
    ['pending_payment', trade('WAIT_BUYER_PAY'), []],
    ['pending_payment', trade('TRADE_PAID', paid), ['pay']],
    ['pending_payment', trade('WAIT_SELLER_SEND_GOODS', paid), ['pay']],
    ['pending_payment', trade('WAIT_BUYER_CONFIRM_GOODS', paid), ['pay', 'ship']],
    ['pending_payment', trade('TRADE_SUCCESS', paid), ['pay', 'ship', 'complete']],
    ['pending_payment', trade('TRADE_CLOSED'), ['cancel']],
    // An unpaid trade carries the amount due; only a payment time makes it paid.
    ['pending_payment', trade('TRADE_CLOSED', { amountCents: 7600 }), ['cancel']],
    ['pending_payment', trade('WAIT_BUYER_PAY', { amountCents: 7600 }), []],
    ['pending_payment', trade('TRADE_CLOSED', paid), ['pay', 'refund']],
    ['paid', trade('WAIT_SELLER_SEND_GOODS', paid), []],
    ['paid', trade('WAIT_BUYER_CONFIRM_GOODS', paid), ['ship']],
    ['shipped', trade('TRADE_SUCCESS', paid), ['complete']],
    ['shipped', trade('TRADE_SUCCESS', { ...paid, refundedInFull: true }), ['complete', 'refund']],
    ['completed', trade('TRADE_CLOSED', paid), ['refund']],
    // Never backwards, never out of a final status, never for a status we do not know.
    ['shipped', trade('WAIT_SELLER_SEND_GOODS', paid), []],
    ['paid', trade('TRADE_CLOSED'), []],
    ['cancelled', trade('TRADE_SUCCESS', paid), []],
    ['refunded', trade('TRADE_CLOSED', paid), []],
    ['mystery', trade('TRADE_SUCCESS', paid), []],
  ] as const)('%s + %o → %o', (ours, t, moves) => {
    expect(movesFor(ours, t)).toEqual(moves);
  });
});
