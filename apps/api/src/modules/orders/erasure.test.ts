import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpsOrder } from '@nutri/domain/contracts';
import { orderEvents, orderPayments, orders, users } from '../../db/schema';
import { newOperator } from '../../../test/operators';
import { okData, suiteApp, suiteUser } from '../../../test/suite';
import { line, orderTools, transactionId } from './testing/orders';

/**
 * Erasing an account keeps the shop's books and gives stock back (issue 35, ADR 0039). Before it, the
 * cascade deleted paid orders with their history and refunds, and unpaid orders without returning the
 * stock they held.
 */
describe('erasure keeps the books and gives stock back (issue 35)', () => {
  const t = suiteApp();
  const other = suiteUser(t);
  const erase = (token: string, headers: Record<string, string> = {}) =>
    t.post('/api/v1/user/delete', token, { confirm: true }, headers);

  const paid = async (orderId: string) => {
    const row = await orderTools(t).rowOf(orderId);
    await t.app.orderLife.markPaid(
      t.app.db,
      {
        outTradeNo: row.outTradeNo,
        transactionId: transactionId(),
        paidCents: row.payableCents,
        paidAt: new Date(),
      },
      { kind: 'system', reason: 'payment_notification' },
    );
  };

  it('an unpaid order is cancelled through the order life: its stock comes back', async () => {
    const tools = orderTools(t);
    const u = await t.login();
    const before = await tools.stockOf('p-zn-10-60');
    const o = await tools.place(u, [line('p-zn-10-60', 3)]);
    expect(await tools.stockOf('p-zn-10-60')).toBe(before - 3);
    const res = await erase(u.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await tools.stockOf('p-zn-10-60')).toBe(before);
    // It never took money: it goes with the account, history and all.
    expect(await t.app.db.select().from(orders).where(eq(orders.id, o.id))).toHaveLength(0);
  });

  it('waits while an order is paid but not shipped, says which in the person\u2019s language, deletes nothing', async () => {
    const tools = orderTools(t);
    const u = await t.login();
    const o = await tools.place(u, [line('p-zn-10-60', 1)]);
    await paid(o.id);
    const no = (await tools.rowOf(o.id)).seq;
    const en = await erase(u.token, { 'accept-language': 'en-US' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ reason: 'erasure_waits_for_order' });
    expect(en.json().msg).toContain('is paid and has not shipped');
    expect(en.json().msg).toContain(String(no));
    const zh = await erase(u.token);
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toMatch(/^暂时无法注销账户：订单 \d+ 已付款但尚未发货/);
    // Nothing was deleted: the account answers and the order is whole.
    expect((await t.post('/api/v1/userinfo', u.token)).statusCode).toBe(200);
    expect(await tools.rowOf(o.id)).toMatchObject({ userId: u.userId, status: 'paid' });
  });

  it('a shipped order stays, pseudonymised, with its payment and history; an operator can still refund it', async () => {
    const tools = orderTools(t);
    const op = await newOperator(t);
    const u = await t.login();
    const o = await tools.place(u, [line('p-zn-10-60', 2)]);
    await paid(o.id);
    const ship = await t.post('/api/v1/ops/orders/ship', op.token, {
      orderId: o.id,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const res = await erase(u.token);
    expect(res.statusCode, res.body).toBe(200);

    expect(await t.app.db.select().from(users).where(eq(users.id, u.userId))).toHaveLength(0);
    const kept = await tools.rowOf(o.id);
    expect(kept).toMatchObject({
      userId: null,
      status: 'shipped',
      paidCents: kept.payableCents,
      address: { name: '', phone: '', area: '', detail: '' },
    });
    expect(JSON.stringify(kept)).not.toContain('13912345678');
    expect(await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).toHaveLength(
      1,
    );
    expect(
      (await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).map((e) => e.action),
    ).toEqual(expect.arrayContaining(['paid', 'shipped']));

    const refund = await t.post('/api/v1/ops/orders/refund', op.token, { orderId: o.id, reason: '退货' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(okData<OpsOrder>(refund)).toMatchObject({ status: 'refunded', userId: null });
  });

  it('the person\u2019s other data still goes (a second user is untouched)', async () => {
    const tools = orderTools(t);
    const u = await t.login();
    await tools.place(u, [line('p-zn-10-60', 1)]);
    const mine = await tools.place(other, [line('p-zn-10-60', 1)]);
    expect((await erase(u.token)).statusCode).toBe(200);
    expect((await t.post('/api/v1/userinfo', u.token)).statusCode).toBe(401);
    expect(await tools.rowOf(mine.id)).toMatchObject({ status: 'pending_payment' });
  });
});
