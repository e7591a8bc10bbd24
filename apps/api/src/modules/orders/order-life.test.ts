import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderPayments, orderRefunds } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { suiteApp, suiteUsers } from '../../../test/suite';
import { createDemoProvider, isDemoProvider } from '../payments';
import type { PaymentProvider } from '../shop';
import type { OrderActor, OrderLife } from './order-life';
import { orderLifeRepository } from './order-life.repository';
import { line, orderTools, transactionId } from './testing/orders';

/**
 * Every move of the order life table (issue 20.1) with its effects on stock and voucher, straight on
 * order-life.ts (the routes that call it have their own tests). Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
/**
 * An operator as the console acts: a real account (created in the suite's beforeAll), since each of its
 * moves is audited against it in the move's transaction (ADR 0030).
 */
const OPERATOR = { kind: 'operator', operatorId: '' } satisfies OrderActor;
const NOTIFY: OrderActor = { kind: 'system', reason: 'payment_notification' };

/** The DomainError a promise rejects with (fails the test when it resolves). */
async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('order life: every move and its effects', () => {
  const t = suiteApp({ ORDER_OPEN_UNPAID_MAX: '1000' });
  beforeAll(async () => {
    OPERATOR.operatorId = (await t.app.operatorsRepository.insert(t.app.db, 'order.life', 'not-a-hash')).id;
  });
  // The moves as this app holds them (`app.orderLife`), bound to its payment providers.
  const markPaid: OrderLife['markPaid'] = (...a) => t.app.orderLife.markPaid(...a);
  const cancelOrder: OrderLife['cancelOrder'] = (...a) => t.app.orderLife.cancelOrder(...a);
  const shipOrder: OrderLife['shipOrder'] = (...a) => t.app.orderLife.shipOrder(...a);
  const completeOrder: OrderLife['completeOrder'] = (...a) => t.app.orderLife.completeOrder(...a);
  const refundOrder: OrderLife['refundOrder'] = (...a) => t.app.orderLife.refundOrder(...a);
  const activePaymentProvider = () => t.app.paymentProviders.active();
  const installPayments: typeof t.app.paymentProviders.install = (...a) =>
    t.app.paymentProviders.install(...a);
  const [alice, bob] = suiteUsers(t, 2);
  const tools = orderTools(t);
  const { place, stockOf, rowOf, voucherOf, voucher } = tools;
  const pay = async (orderId: string, tx = transactionId()) => {
    const row = await rowOf(orderId);
    return markPaid(
      t.app.db,
      { outTradeNo: row.outTradeNo, transactionId: tx, paidCents: row.payableCents, paidAt: new Date() },
      NOTIFY,
    );
  };
  const paymentsOf = (orderId: string) =>
    t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

  describe('placing', () => {
    it('a new order is pending payment with a trade number and a due time', async () => {
      const before = Date.now();
      const o = await place(alice, [line('p-zn-10-60')]);
      expect(o.status).toBe('pending_payment');
      const row = await rowOf(o.id);
      expect(row.outTradeNo).toMatch(/^[A-Za-z0-9_-]{6,32}$/);
      expect(row.paymentDueAt.getTime() - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
      expect(o.paymentDueAt).toBe(row.paymentDueAt.toISOString());
      expect(o.items[0]!.servingsPerPack).toBe(60);
    });
  });

  describe('markPaid', () => {
    it('pending → paid; a replay of the same payment is a no-op that returns the order', async () => {
      const o = await place(alice, [line('p-zn-10-60', 2)]);
      const stock = await stockOf('p-zn-10-60');
      const tx = transactionId();
      const paid = await pay(o.id, tx);
      expect(paid).toMatchObject({
        status: 'paid',
        transactionId: tx,
        paidCents: o.payableCents,
        paymentProvider: 'demo',
      });
      const again = await pay(o.id, tx);
      expect(again.status).toBe('paid');
      expect(again.updatedAt).toEqual(paid.updatedAt);
      expect(await paymentsOf(o.id)).toHaveLength(1);
      expect(await stockOf('p-zn-10-60')).toBe(stock);
      const events = await orderLifeRepository.eventsOf(t.app.db, o.id);
      expect(events.map((e) => [e.fromStatus, e.toStatus, e.action])).toEqual([
        ['pending_payment', 'paid', 'paid'],
      ]);
      expect(events[0]!.actor).toEqual(NOTIFY);
    });

    it('two deliveries of one payment at once: paid once', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      const payment = {
        outTradeNo: row.outTradeNo,
        transactionId: transactionId(),
        paidCents: row.payableCents,
        paidAt: new Date(),
      };
      const results = await Promise.all([0, 1, 2].map(() => markPaid(t.app.db, payment, NOTIFY)));
      expect(results.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
      expect(await paymentsOf(o.id)).toHaveLength(1);
      expect(
        (await orderLifeRepository.eventsOf(t.app.db, o.id)).filter((e) => e.action === 'paid'),
      ).toHaveLength(1);
    });

    it('money for a cancelled order is recorded, refunded and answered 409', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      await cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
      const stock = await stockOf('p-zn-10-60');
      const err = await refusal(pay(o.id));
      expect(err.status).toBe(409);
      expect(err.reason).toBe('payment_refund_due');
      expect(err.fieldErrors?.[0]?.message).toMatch(/cancelled/);
      const [p] = await paymentsOf(o.id);
      expect(p).toMatchObject({
        outcome: 'order_closed',
        refundStatus: 'success',
        paidCents: o.payableCents,
      });
      expect((await rowOf(o.id)).status).toBe('cancelled');
      expect(await stockOf('p-zn-10-60')).toBe(stock);
    });

    it('money for an order that expired unpaid says so', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      await cancelOrder(t.app.db, o.id, { kind: 'system', reason: 'payment_timeout' });
      const err = await refusal(pay(o.id));
      expect(err.status).toBe(409);
      expect(err.fieldErrors?.[0]?.message).toMatch(/not paid in time/);
    });

    it('a second payment of a paid order (another transaction) is recorded for a refund: 409', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      await pay(o.id);
      const err = await refusal(pay(o.id));
      expect(err.status).toBe(409);
      expect((await paymentsOf(o.id)).map((p) => p.outcome).sort()).toEqual(['already_paid', 'applied']);
      // Its replay is refused the same way, and recorded once.
      const stray = (await paymentsOf(o.id)).find((p) => p.outcome === 'already_paid')!;
      const row = await rowOf(o.id);
      const replay = await refusal(
        markPaid(
          t.app.db,
          {
            outTradeNo: row.outTradeNo,
            transactionId: stray.transactionId,
            paidCents: stray.paidCents,
            paidAt: stray.paidAt,
          },
          NOTIFY,
        ),
      );
      expect(replay.status).toBe(409);
      expect(await paymentsOf(o.id)).toHaveLength(2);
    });

    it('a payment of the wrong amount is refused (400 naming paidCents) and logged; the order stays unpaid', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      const err = await refusal(
        markPaid(
          t.app.db,
          {
            outTradeNo: row.outTradeNo,
            transactionId: transactionId(),
            paidCents: row.payableCents - 1,
            paidAt: new Date(),
          },
          NOTIFY,
        ),
      );
      expect(err.status).toBe(400);
      expect(err.fieldErrors?.[0]?.field).toBe('paidCents');
      expect((await rowOf(o.id)).status).toBe('pending_payment');
      expect((await paymentsOf(o.id))[0]).toMatchObject({
        outcome: 'amount_mismatch',
        refundStatus: 'success',
      });
      // The right amount still pays it.
      expect((await pay(o.id)).status).toBe('paid');
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a malformed trade number', { outTradeNo: 'a b' }, 'outTradeNo'],
      ['no transaction id', { transactionId: '' }, 'transactionId'],
      ['negative cents', { paidCents: -1 }, 'paidCents'],
      ['fractional cents', { paidCents: 1.5 }, 'paidCents'],
      ['an invalid time', { paidAt: new Date('x') }, 'paidAt'],
    ])('%s → 400 naming %s', async (_name, change, field) => {
      const payment = {
        outTradeNo: 'abcdef123',
        transactionId: 'tx1',
        paidCents: 100,
        paidAt: new Date(),
        ...change,
      };
      const err = await refusal(markPaid(t.app.db, payment as Parameters<typeof markPaid>[1], NOTIFY));
      expect(err.status).toBe(400);
      expect(err.fieldErrors?.[0]?.field).toBe(field);
    });

    it('an unknown trade number → 404, nothing recorded', async () => {
      const tx = transactionId();
      const err = await refusal(
        markPaid(
          t.app.db,
          { outTradeNo: 'nosuchorder123', transactionId: tx, paidCents: 1, paidAt: new Date() },
          NOTIFY,
        ),
      );
      expect(err.status).toBe(404);
      expect(await orderLifeRepository.paymentByTransaction(t.app.db, tx)).toBeUndefined();
    });
  });

  describe('cancelOrder', () => {
    it('by the owner before payment: stock and voucher come back; again is a no-op', async () => {
      const v = await voucher(alice, 500);
      const before = await stockOf('p-vitc-100-60');
      const o = await place(alice, [line('p-vitc-100-60', 3)], { voucherId: v });
      expect(await stockOf('p-vitc-100-60')).toBe(before - 3);
      expect(await voucherOf(v)).toMatchObject({ status: 2, usedOrderId: o.id });
      const cancelled = await cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'user' });
      expect(await stockOf('p-vitc-100-60')).toBe(before);
      expect(await voucherOf(v)).toMatchObject({ status: 1, usedOrderId: null });
      const again = await cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
      expect(again.status).toBe('cancelled');
      expect(await stockOf('p-vitc-100-60')).toBe(before);
    });

    it("another user's order → 404; a paid order → 409", async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      expect((await refusal(cancelOrder(t.app.db, o.id, { kind: 'user', userId: bob.userId }))).status).toBe(
        404,
      );
      await pay(o.id);
      const err = await refusal(cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId }));
      expect(err.status).toBe(409);
      expect(err.message).toMatch(/paid and can no longer be cancelled/);
    });

    it('closes the trade at the provider: the demo cashier then refuses to take money', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      const demo = activePaymentProvider();
      await demo.start({
        orderId: o.id,
        outTradeNo: row.outTradeNo,
        amountCents: row.payableCents,
        description: 'x',
        channel: 'demo',
        clientIp: '127.0.0.1',
        expiresAt: row.paymentDueAt,
      });
      await orderLifeRepository.update(t.app.db, o.id, ['pending_payment'], { paymentProvider: 'demo' });
      await cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
      expect(await demo.query(row.outTradeNo)).toEqual({ status: 'closed' });
    });

    it('a trade the provider reports paid is taken as paid, and the cancel is refused', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      const demo = activePaymentProvider();
      if (!isDemoProvider(demo)) throw new Error('the demo provider is active in tests');
      await orderLifeRepository.update(t.app.db, o.id, ['pending_payment'], { paymentProvider: 'demo' });
      demo.confirm(row.outTradeNo, row.payableCents);
      const err = await refusal(cancelOrder(t.app.db, o.id, { kind: 'system', reason: 'payment_timeout' }));
      expect(err.status).toBe(409);
      const now = await rowOf(o.id);
      expect(now.status).toBe('paid');
      const events = await orderLifeRepository.eventsOf(t.app.db, o.id);
      expect(events.map((e) => e.actor)).toEqual([{ kind: 'system', reason: 'payment_query' }]);
    });

    it('cancel and payment at once: exactly one wins, and money never disappears', async () => {
      for (let i = 0; i < 4; i++) {
        const o = await place(alice, [line('p-se-50-60')]);
        const stock = await stockOf('p-se-50-60');
        const [c, p] = await Promise.allSettled([
          cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId }),
          pay(o.id),
        ]);
        const row = await rowOf(o.id);
        const payments = await paymentsOf(o.id);
        expect(payments).toHaveLength(1);
        if (row.status === 'paid') {
          expect(c.status).toBe('rejected');
          expect(payments[0]!.outcome).toBe('applied');
          expect(await stockOf('p-se-50-60')).toBe(stock);
        } else {
          expect(row.status).toBe('cancelled');
          expect(p.status).toBe('rejected');
          expect(payments[0]).toMatchObject({ outcome: 'order_closed', refundStatus: 'success' });
          expect(await stockOf('p-se-50-60')).toBe(stock + 1);
        }
      }
    });
  });

  describe('shipOrder and completeOrder', () => {
    it('paid → shipped with carrier and tracking number → completed', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      await pay(o.id);
      const shipped = await shipOrder(
        t.app.db,
        o.id,
        { carrier: ' 顺丰速运 ', trackingNo: 'SF1234567890' },
        OPERATOR,
      );
      expect(shipped).toMatchObject({ status: 'shipped', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
      expect(shipped.shippedAt).toBeInstanceOf(Date);
      // The same shipment again is a no-op; another one is refused.
      expect(
        (await shipOrder(t.app.db, o.id, { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, OPERATOR))
          .status,
      ).toBe('shipped');
      expect(
        (await refusal(shipOrder(t.app.db, o.id, { carrier: 'EMS', trackingNo: 'E1234' }, OPERATOR))).status,
      ).toBe(409);
      const done = await completeOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
      expect(done.status).toBe('completed');
      expect((await completeOrder(t.app.db, o.id, OPERATOR)).status).toBe('completed');
      const events = await orderLifeRepository.eventsOf(t.app.db, o.id);
      expect(events.map((e) => e.toStatus)).toEqual(['paid', 'shipped', 'completed']);
    });

    it('an unpaid order cannot ship (409); a user cannot ship (403); bad fields → 400 naming them', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const unpaid = await refusal(
        shipOrder(t.app.db, o.id, { carrier: 'SF', trackingNo: 'SF123456' }, OPERATOR),
      );
      expect(unpaid.status).toBe(409);
      expect(unpaid.message).toMatch(/Only a paid order/);
      const user = await refusal(
        shipOrder(
          t.app.db,
          o.id,
          { carrier: 'SF', trackingNo: 'SF123456' },
          { kind: 'user', userId: alice.userId },
        ),
      );
      expect(user.status).toBe(403);
      await pay(o.id);
      for (const [shipment, field] of [
        [{ carrier: '', trackingNo: 'SF123456' }, 'carrier'],
        [{ carrier: 'SF', trackingNo: 'no spaces' }, 'trackingNo'],
        [{ carrier: 'SF', trackingNo: '12' }, 'trackingNo'],
      ] as const) {
        const err = await refusal(shipOrder(t.app.db, o.id, shipment, OPERATOR));
        expect(err.status).toBe(400);
        expect(err.fieldErrors?.[0]?.field).toBe(field);
      }
      expect((await refusal(completeOrder(t.app.db, o.id, OPERATOR))).status).toBe(409);
      expect(
        (
          await refusal(
            shipOrder(
              t.app.db,
              '00000000-0000-4000-8000-000000000000',
              { carrier: 'SF', trackingNo: 'SF123456' },
              OPERATOR,
            ),
          )
        ).status,
      ).toBe(404);
    });
  });

  describe('refundOrder', () => {
    it('in full before shipping: refunded, stock and voucher back', async () => {
      const v = await voucher(alice, 500);
      const before = await stockOf('p-vitd3-400-120');
      const o = await place(alice, [line('p-vitd3-400-120', 2)], { voucherId: v });
      await pay(o.id);
      const refunded = await refundOrder(t.app.db, o.id, { reason: '不想要了' }, OPERATOR);
      expect(refunded).toMatchObject({ status: 'refunded', refundedCents: o.payableCents });
      expect(await stockOf('p-vitd3-400-120')).toBe(before);
      expect(await voucherOf(v)).toMatchObject({ status: 1, usedOrderId: null });
      const [refund] = await t.app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id));
      expect(refund).toMatchObject({ status: 'success', refundCents: o.payableCents, reason: '不想要了' });
      const again = await refusal(refundOrder(t.app.db, o.id, { reason: 'again' }, OPERATOR));
      expect(again.status).toBe(409);
      expect(again.reason).toBe('order_fully_refunded');
    });

    it('per line after shipping: counted per line, no stock back; more than paid → 400; the rest makes it refunded', async () => {
      const v = await voucher(alice, 1000);
      const o = await place(alice, [line('p-vitc-100-60', 3), line('p-zn-10-60', 1)], { voucherId: v });
      // 3 × 19.90 + 29.00 = 88.70, minus 10.00 = 78.70 paid.
      expect(o.payableCents).toBe(7870);
      await pay(o.id);
      await shipOrder(t.app.db, o.id, { carrier: 'SF', trackingNo: 'SF00001' }, OPERATOR);
      const stock = await stockOf('p-vitc-100-60');
      const part = await refundOrder(
        t.app.db,
        o.id,
        { lines: [{ skuId: 'p-vitc-100-60', quantity: 2 }], reason: 'broken' },
        OPERATOR,
      );
      expect(part.status).toBe('shipped');
      const first = part.refundedCents;
      // Two of three units of a line whose share of 78.70 is 5970 / 8870 of it.
      expect(first).toBe(Math.round((Math.round((5970 * 7870) / 8870) * 2) / 3));
      expect(await stockOf('p-vitc-100-60')).toBe(stock);
      expect(await voucherOf(v)).toMatchObject({ status: 2 });

      const over = await refusal(
        refundOrder(
          t.app.db,
          o.id,
          { lines: [{ skuId: 'p-vitc-100-60', quantity: 2 }], reason: 'x' },
          OPERATOR,
        ),
      );
      expect(over.status).toBe(400);
      expect(over.fieldErrors?.[0]).toMatchObject({ field: 'lines.0.quantity' });
      expect(over.fieldErrors?.[0]?.message).toMatch(/at most 1 of the 3 units/);
      for (const [lines, field] of [
        [[{ skuId: 'p-nope-60', quantity: 1 }], 'lines.0.skuId'],
        [[{ skuId: 'p-zn-10-60', quantity: 0 }], 'lines.0.quantity'],
        [
          [
            { skuId: 'p-zn-10-60', quantity: 1 },
            { skuId: 'p-zn-10-60', quantity: 1 },
          ],
          'lines.1.skuId',
        ],
        [[], 'lines'],
      ] as const) {
        const err = await refusal(refundOrder(t.app.db, o.id, { lines: [...lines], reason: 'x' }, OPERATOR));
        expect(err.status).toBe(400);
        expect(err.fieldErrors?.[0]?.field).toBe(field);
      }
      expect(
        (await refusal(refundOrder(t.app.db, o.id, { reason: ' ' }, OPERATOR))).fieldErrors?.[0]?.field,
      ).toBe('reason');

      // The rest of everything: the whole order is refunded, to the cent, and the voucher comes back.
      const rest = await refundOrder(t.app.db, o.id, { reason: 'all of it' }, OPERATOR);
      expect(rest).toMatchObject({ status: 'refunded', refundedCents: 7870 });
      expect(await voucherOf(v)).toMatchObject({ status: 1, usedOrderId: null });
      const view = rest.items as { skuId: string; refundedQuantity: number }[];
      expect(view.map((i) => [i.skuId, i.refundedQuantity])).toEqual([
        ['p-vitc-100-60', 3],
        ['p-zn-10-60', 1],
      ]);
    });

    it('line by line to the end adds up to what was paid exactly', async () => {
      const v = await voucher(alice, 85, 2);
      const o = await place(alice, [line('p-vitb1-1_4-100', 3), line('p-vitb12-2_4-60', 1)], {
        voucherId: v,
      });
      await pay(o.id);
      for (let i = 0; i < 3; i++) {
        await refundOrder(
          t.app.db,
          o.id,
          { lines: [{ skuId: 'p-vitb1-1_4-100', quantity: 1 }], reason: 'one' },
          OPERATOR,
        );
      }
      const last = await refundOrder(
        t.app.db,
        o.id,
        { lines: [{ skuId: 'p-vitb12-2_4-60', quantity: 1 }], reason: 'last' },
        OPERATOR,
      );
      expect(last).toMatchObject({ status: 'refunded', refundedCents: o.payableCents });
    });

    it('an unpaid or cancelled order cannot be refunded (409); a user cannot refund (403)', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      expect((await refusal(refundOrder(t.app.db, o.id, { reason: 'x' }, OPERATOR))).status).toBe(409);
      expect(
        (await refusal(refundOrder(t.app.db, o.id, { reason: 'x' }, { kind: 'user', userId: alice.userId })))
          .status,
      ).toBe(403);
      await cancelOrder(t.app.db, o.id, OPERATOR);
      expect((await rowOf(o.id)).cancelReason).toBe('operator');
      expect((await refusal(refundOrder(t.app.db, o.id, { reason: 'x' }, OPERATOR))).reason).toBe(
        'order_not_refundable',
      );
    });

    describe('when the provider fails', () => {
      const realDemo = () => createDemoProvider('test-secret');
      afterEach(() => installPayments([realDemo()], 'demo', { info() {}, warn() {}, error() {} }));

      it('nothing changes (503) and the reservation is released', async () => {
        const failing: PaymentProvider = {
          ...realDemo(),
          refund: async () => {
            throw new Error('connection refused');
          },
        };
        installPayments([failing], 'demo', { info() {}, warn() {}, error() {} });
        const o = await place(alice, [line('p-zn-10-60')]);
        await pay(o.id);
        const err = await refusal(refundOrder(t.app.db, o.id, { reason: 'x' }, OPERATOR));
        expect(err.status).toBe(503);
        const row = await rowOf(o.id);
        expect(row).toMatchObject({ status: 'paid', refundedCents: 0 });
        const refunds = await t.app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id));
        expect(refunds.map((r) => r.status)).toEqual(['failed']);
        installPayments([realDemo()], 'demo', { info() {}, warn() {}, error() {} });
        expect((await refundOrder(t.app.db, o.id, { reason: 'x' }, OPERATOR)).status).toBe('refunded');
      });
    });
  });
});
