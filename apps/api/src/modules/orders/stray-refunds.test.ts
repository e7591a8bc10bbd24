import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OpsOrderList } from '@nutri/domain/contracts';
import { orderPayments } from '../../db/schema';
import { okData, suiteApp, suiteUsers } from '../../../test/suite';
import { newOperator } from '../../../test/operators';
import { createDemoProvider } from '../payments';
import type { PaymentProvider } from '../shop';
import { retryStrayRefunds } from './stray-refunds';
import { line, orderTools } from './testing/orders';

/**
 * Issue 35: a payment for a closed order whose automatic refund failed was acknowledged (204), never
 * tried again and invisible to operators. Now the notification is not acknowledged while the refund is
 * not done, a durable sweep retries it, and the operator console shows the money held.
 */
describe('money that must go back, goes back', () => {
  const t = suiteApp();
  const [alice] = suiteUsers(t, 1);
  const { place, rowOf } = orderTools(t);
  const quiet = { info() {}, warn() {}, error() {} };
  const demo = () => createDemoProvider(t.config.payments.demoSecret);
  let refundCalls = 0;
  /** The demo provider with a refund that fails while `down` is true. */
  const flaky = (state: { down: boolean }): PaymentProvider => {
    const real = demo();
    return {
      ...real,
      refund: async (input) => {
        refundCalls++;
        if (state.down) throw new Error('connection refused');
        return real.refund(input);
      },
    };
  };
  afterEach(() => t.app.paymentProviders.install([demo()], 'demo', quiet));

  type Signed = NonNullable<ReturnType<ReturnType<typeof demo>['confirm']>>;
  const signedFor = (outTradeNo: string, cents: number): Signed => demo().confirm(outTradeNo, cents)!;
  const send = (signed: Signed) =>
    t.call({
      method: 'POST',
      url: '/api/v1/payments/notify/demo',
      headers: signed.headers,
      payload: signed.rawBody,
    });

  it('a failed refund keeps the notification unacknowledged (503), the sweep retries it until it is done, and operators see the money held meanwhile', async () => {
    const operator = await newOperator(t);
    const state = { down: true };
    t.app.paymentProviders.install([flaky(state)], 'demo', quiet);
    const o = await place(alice, [line('p-zn-10-60')]);
    await t.app.orderLife.cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
    const row = await rowOf(o.id);

    const signed = signedFor(row.outTradeNo, row.payableCents);
    const first = await send(signed);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ code: 'FAIL' });
    const payments = () => t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id));
    expect(await payments()).toMatchObject([{ outcome: 'order_closed', refundStatus: 'failed' }]);

    // The provider sends it again: the same payment, the refund tried again, still not acknowledged.
    const calls = refundCalls;
    expect((await send(signed)).statusCode).toBe(503);
    expect(refundCalls).toBe(calls + 1);
    expect(await payments()).toHaveLength(1);

    const held = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?page_size=100', operator.token));
    expect(held.list.find((x) => x.id === o.id)).toMatchObject({ heldCents: row.payableCents });
    expect(held.moneyHeld!.cents).toBeGreaterThanOrEqual(row.payableCents);

    // Not before the retry delay: a sweep a minute later leaves it alone.
    const now = Date.now();
    expect(
      await retryStrayRefunds(t.app, t.app.db, new Date(now + 60_000), { retryAfterMs: 5 * 60_000 }),
    ).toEqual({
      tried: 0,
      refunded: 0,
    });
    // Still down after the delay: tried, still failed.
    const later = await retryStrayRefunds(t.app, t.app.db, new Date(now + 6 * 60_000), {
      retryAfterMs: 5 * 60_000,
    });
    expect(later).toEqual({ tried: 1, refunded: 0 });
    expect(await payments()).toMatchObject([{ refundStatus: 'failed' }]);

    state.down = false;
    const done = await retryStrayRefunds(t.app, t.app.db, new Date(now + 12 * 60_000), {
      retryAfterMs: 5 * 60_000,
    });
    expect(done).toEqual({ tried: 1, refunded: 1 });
    const [refunded] = await payments();
    expect(refunded).toMatchObject({ refundStatus: 'success' });
    // Every try used the payment's own refund number, so the provider refunds it once.
    expect(refunded!.outRefundNo).toMatch(/^S[0-9a-f]{32}$/);

    // Now the notification is acknowledged, and nothing is held for the order.
    expect((await send(signed)).statusCode).toBe(204);
    const after = okData<OpsOrderList>(await t.get('/api/v1/ops/orders?page_size=100', operator.token));
    expect(after.list.find((x) => x.id === o.id)).toMatchObject({ heldCents: 0 });
    expect(await retryStrayRefunds(t.app, t.app.db, new Date(now + 60 * 60_000))).toEqual({
      tried: 0,
      refunded: 0,
    });
  });

  it('a refund that goes through at once is acknowledged at once (204) and holds nothing', async () => {
    const o = await place(alice, [line('p-zn-10-60')]);
    await t.app.orderLife.cancelOrder(t.app.db, o.id, { kind: 'user', userId: alice.userId });
    const row = await rowOf(o.id);
    expect((await send(signedFor(row.outTradeNo, row.payableCents))).statusCode).toBe(204);
    expect(await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).toMatchObject([
      { refundStatus: 'success' },
    ]);
  });
});
