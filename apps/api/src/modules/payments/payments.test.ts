import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView, StartPaymentResult } from '@nutri/domain/contracts';
import { orderPayments, orders } from '../../db/schema';
import { okData, suiteApp, suiteUsers } from '../../../test/suite';
import { withTestApp } from '../../../test/helper';
import { newPlan, person } from '../../../test/plans';
import { line, orderTools } from '../orders/testing/orders';
import { createDemoProvider, DEMO_SIGNATURE_HEADER, DEMO_TIMESTAMP_HEADER } from './demo-provider';
import type { PaymentProvider, PaymentsLog } from '../shop';
import { createPaymentProviders, isDemoProvider } from './providers';
import { testKeys, wechatPayEnv } from './testing/wechatpay-fake';

/**
 * Paying through the HTTP API (issue 20.2) with the demo provider: start, the demo cashier, the status
 * refresh and the providers' notification route (signature on the raw body, replays, unknown orders,
 * late money), and the channel a WeChat provider would get.
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49';

/** A log that keeps what the payment path wrote. */
function capturingLog(): PaymentsLog & { lines: { level: string; msg: string; obj: object }[] } {
  const lines: { level: string; msg: string; obj: object }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
}

describe('payments with the demo provider', () => {
  const t = suiteApp({ ORDER_OPEN_UNPAID_MAX: '1000' });
  const [alice, bob] = suiteUsers(t, 2);
  const { place, rowOf, stockOf } = orderTools(t);
  const log = capturingLog();
  beforeAll(() => t.app.paymentProviders.install(createPaymentProviders(t.config, log), 'demo', log));

  const start = (token: string, orderId: string, extra: object = {}, headers: Record<string, string> = {}) =>
    t.post('/api/v1/order/pay', token, { orderId, ...extra }, headers);
  const confirm = (token: string, orderId: string, extra: object = {}) =>
    t.post('/api/v1/payments/demo/confirm', token, { orderId, ...extra });
  const notify = (provider: string, headers: Record<string, string>, payload: string) =>
    t.call({ method: 'POST', url: `/api/v1/payments/notify/${provider}`, headers, payload });
  /** A notification signed with the server's demo key, as the demo cashier makes it. */
  const signed = (outTradeNo: string, cents: number) =>
    createDemoProvider(t.config.payments.demoSecret).confirm(outTradeNo, cents)!;

  it('start → the demo channel; the demo cashier pays through the server; a second confirm → 409', async () => {
    const o = await place(alice, [line('p-zn-10-60')]);
    const started = okData<StartPaymentResult>(
      await start(alice.token, o.id, {}, { 'user-agent': WECHAT_UA }),
    );
    expect(started).toMatchObject({ channel: 'demo', action: { kind: 'demo' } });
    expect(started.order).toMatchObject({ id: o.id, status: 'pending_payment', paymentProvider: 'demo' });
    const paid = okData<OrderView>(await confirm(alice.token, o.id));
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.paymentDueAt).toBeNull();
    const again = await confirm(alice.token, o.id, { locale: 'en-US' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      msg: 'This order has already been paid.',
      reason: 'order_already_paid',
    });
    const pay = await start(alice.token, o.id);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().msg).toBe('该订单已支付，无需重复支付。');
  });

  it('paying a cancelled or an expired order → 409 with a clear message in the request language', async () => {
    const o = await place(alice, [line('p-zn-10-60')]);
    const cancelled = okData<OrderView>(await t.post('/api/v1/order/cancel', alice.token, { orderId: o.id }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'user' });
    const res = await start(alice.token, o.id, { locale: 'en-US' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'order_cancelled',
      msg: 'This order was cancelled; it can no longer be paid.',
    });
    expect((await confirm(alice.token, o.id)).json().msg).toBe('该订单已取消，无法再支付。');

    const late = await place(alice, [line('p-vitc-100-60')]);
    const stock = await stockOf('p-vitc-100-60');
    await t.app.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.id));
    const expired = await start(alice.token, late.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      reason: 'order_expired',
      msg: '该订单超时未支付，已自动取消，无法再支付。请重新下单。',
    });
    // Refused at once, and cancelled with its stock given back rather than waiting for the sweep.
    expect((await rowOf(late.id)).cancelReason).toBe('payment_timeout');
    expect(await stockOf('p-vitc-100-60')).toBe(stock + 1);
  });

  it("another user's order → 404 on every payment call; bad input → 400 naming the field", async () => {
    const o = await place(alice, [line('p-zn-10-60')]);
    for (const url of [
      '/api/v1/order/pay',
      '/api/v1/order/refresh',
      '/api/v1/payments/demo/confirm',
      '/api/v1/order/cancel',
    ]) {
      const res = await t.post(url, bob.token, { orderId: o.id });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await rowOf(o.id)).status).toBe('pending_payment');
    for (const [body, field] of [
      [{}, 'orderId'],
      [{ orderId: 'x' }, 'orderId'],
      [{ orderId: o.id, client: 'tv' }, 'client'],
      [{ orderId: o.id, paid: true }, ''],
    ] as const) {
      const res = await start(alice.token, body.orderId ?? '', body);
      expect(res.statusCode).toBe(400);
      if (field) expect(res.json().errors[0].field).toBe(field);
    }
    expect((await rowOf(o.id)).status).toBe('pending_payment');
  });

  it('refresh asks the provider: a trade paid there is taken as paid (the client never says so)', async () => {
    const o = await place(alice, [line('p-zn-10-60')]);
    expect(
      okData<OrderView>(await t.post('/api/v1/order/refresh', alice.token, { orderId: o.id })).status,
    ).toBe('pending_payment');
    okData(await start(alice.token, o.id));
    // The demo cashier took the money but its notification never arrived.
    const provider = t.app.paymentProviders.active();
    if (!isDemoProvider(provider)) throw new Error('demo provider expected');
    provider.confirm((await rowOf(o.id)).outTradeNo, o.payableCents);
    const refreshed = okData<OrderView>(
      await t.post('/api/v1/order/refresh', alice.token, { orderId: o.id }),
    );
    expect(refreshed.status).toBe('paid');
  });

  describe('POST /v1/payments/notify/:provider', () => {
    it('a signed notification pays the order (204); its replay is a no-op (204)', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      const n = signed(row.outTradeNo, row.payableCents);
      const first = await notify('demo', n.headers, n.rawBody);
      expect(first.statusCode, first.body).toBe(204);
      expect(first.body).toBe('');
      const paid = await rowOf(o.id);
      expect(paid.status).toBe('paid');
      const replay = await notify('demo', n.headers, n.rawBody);
      expect(replay.statusCode).toBe(204);
      expect((await rowOf(o.id)).updatedAt).toEqual(paid.updatedAt);
      expect(await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id))).toHaveLength(
        1,
      );
    });

    it('a bad signature, a changed body or a stale timestamp → 401 FAIL, logged, nothing changes', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      const n = signed(row.outTradeNo, row.payableCents);
      const forged = { ...n.headers, [DEMO_SIGNATURE_HEADER]: 'a'.repeat(64) };
      const changed = n.rawBody.replace(`"amountCents":${row.payableCents}`, '"amountCents":1');
      const stale = { ...n.headers, [DEMO_TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000) - 3600) };
      const before = log.lines.length;
      for (const [headers, body] of [
        [forged, n.rawBody],
        [n.headers, changed],
        [stale, n.rawBody],
        [{ 'content-type': 'application/json' }, n.rawBody],
        [n.headers, ''],
      ] as const) {
        const res = await notify('demo', headers, body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'FAIL', message: 'signature verification failed' });
      }
      expect(log.lines.slice(before).filter((l) => /bad signature/.test(l.msg))).toHaveLength(5);
      expect((await rowOf(o.id)).status).toBe('pending_payment');
    });

    it('an unknown order or provider → 404 FAIL, logged; no payment recorded', async () => {
      const n = signed('unknownorder1234', 100);
      const res = await notify('demo', n.headers, n.rawBody);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FAIL');
      expect(log.lines.at(-1)).toMatchObject({ level: 'warn', msg: 'payment notification refused' });
      const tx = JSON.parse(n.rawBody).transactionId as string;
      expect(await t.app.db.select().from(orderPayments).where(eq(orderPayments.transactionId, tx))).toEqual(
        [],
      );
      const other = await notify('alipay', n.headers, n.rawBody);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 'FAIL', message: 'unknown payment provider' });
    });

    it('money for a cancelled order is recorded and refunded, and acknowledged (204) so it is not resent', async () => {
      const o = await place(alice, [line('p-zn-10-60')]);
      const row = await rowOf(o.id);
      okData(await t.post('/api/v1/order/cancel', alice.token, { orderId: o.id }));
      const n = signed(row.outTradeNo, row.payableCents);
      const res = await notify('demo', n.headers, n.rawBody);
      expect(res.statusCode).toBe(204);
      expect((await rowOf(o.id)).status).toBe('cancelled');
      const [p] = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id));
      expect(p).toMatchObject({ outcome: 'order_closed', refundStatus: 'success' });
      expect(log.lines.some((l) => l.msg === 'payment refused: recorded for a refund')).toBe(true);
    });
  });

  it('the order list filters by status; confirm receipt completes a shipped order', async () => {
    const u = await t.login();
    const a = await place(u, [line('p-zn-10-60')]);
    const b = await place(u, [line('p-zn-10-60')]);
    okData(await confirm(u.token, b.id));
    const list = async (status?: string) =>
      okData<{ list: OrderView[]; total: number }>(
        await t.post('/api/v1/order/list', u.token, status ? { status } : {}),
      );
    expect((await list('paid')).list.map((o) => o.id)).toEqual([b.id]);
    expect(await list('pending_payment')).toMatchObject({ total: 1, list: [{ id: a.id }] });
    expect((await list()).total).toBe(2);
    expect(a.customNutritionPlanId).toBeNull();
    // Orders placed from a plan are found by it (its refill reminders); another user's plan → 404.
    const planId = await newPlan(t, u.token, person('female', 35, 162, 55, 'light'));
    const fromPlan = await place(u, [line('p-zn-10-60')], { customNutritionPlanId: planId });
    expect(fromPlan.customNutritionPlanId).toBe(planId);
    const ofPlan = okData<{ list: OrderView[] }>(
      await t.post('/api/v1/order/list', u.token, { customNutritionPlanId: planId }),
    );
    expect(ofPlan.list.map((o) => o.id)).toEqual([fromPlan.id]);
    expect(
      (await t.post('/api/v1/order/list', bob.token, { customNutritionPlanId: planId })).statusCode,
    ).toBe(404);
    const bad = await t.post('/api/v1/order/list', u.token, { status: 'created' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
    const early = await t.post('/api/v1/order/confirm_receipt', u.token, { orderId: b.id, locale: 'en-US' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('Only a shipped order can be marked as received.');
    await t.app.db
      .update(orders)
      .set({ status: 'shipped', carrier: 'SF', trackingNo: 'SF123456' })
      .where(eq(orders.id, b.id));
    const done = okData<OrderView>(await t.post('/api/v1/order/confirm_receipt', u.token, { orderId: b.id }));
    expect(done).toMatchObject({ status: 'completed', shipment: { carrier: 'SF', trackingNo: 'SF123456' } });
  });
});

describe('payments with another provider configured', () => {
  /** A stand-in for WeChat Pay: records what it was asked to start. */
  const started: { channel: string; openid?: string }[] = [];
  const fake: PaymentProvider = {
    name: 'wechatpay',
    start: async (input) => {
      started.push({ channel: input.channel, ...(input.openid ? { openid: input.openid } : {}) });
      return input.channel === 'wechat_jsapi'
        ? {
            kind: 'jsapi',
            params: {
              appId: 'wx1',
              timeStamp: '1',
              nonceStr: 'n',
              package: 'prepay_id=p',
              signType: 'RSA',
              paySign: 's',
            },
          }
        : { kind: 'redirect', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=p' };
    },
    query: async () => ({ status: 'unpaid' }),
    close: async () => {},
    refund: async () => ({ status: 'success' }),
    verifyNotification: async () => null,
  };

  it('JSAPI in the WeChat webview with an openid, H5 elsewhere; the demo cashier is closed (403)', async () => {
    // config.ts refuses PAYMENT_PROVIDER=wechatpay without WECHATPAY_* settings; the stand-in takes the
    // place of the WeChat Pay provider they build.
    const settings = wechatPayEnv(testKeys(), 'http://127.0.0.1:9');
    await withTestApp({ ...settings, PAYMENT_PROVIDER: 'wechatpay' }, async (t) => {
      const demoProvider = createDemoProvider(t.config.payments.demoSecret);
      t.app.paymentProviders.install([demoProvider, fake], 'wechatpay', t.app.log);
      const u = await t.login();
      const { place } = orderTools(t);
      const o = await place(u, [line('p-zn-10-60')]);
      const h5 = okData<StartPaymentResult>(await t.post('/api/v1/order/pay', u.token, { orderId: o.id }));
      expect(h5).toMatchObject({ channel: 'wechat_h5', action: { kind: 'redirect' } });
      // In WeChat without an openid yet: still H5.
      const noOpenid = okData<StartPaymentResult>(
        await t.post('/api/v1/order/pay', u.token, { orderId: o.id }, { 'user-agent': WECHAT_UA }),
      );
      expect(noOpenid.channel).toBe('wechat_h5');
      await t.app.usersService.setWechatOpenid(t.app.db, u.userId, 'o-openid-1');
      const jsapi = okData<StartPaymentResult>(
        await t.post('/api/v1/order/pay', u.token, { orderId: o.id, client: 'wechat_webview' }),
      );
      expect(jsapi).toMatchObject({
        channel: 'wechat_jsapi',
        action: { kind: 'jsapi' },
        order: { paymentProvider: 'wechatpay' },
      });
      expect(started.at(-1)).toEqual({ channel: 'wechat_jsapi', openid: 'o-openid-1' });
      const demo = await t.post('/api/v1/payments/demo/confirm', u.token, { orderId: o.id });
      expect(demo.statusCode).toBe(403);
      expect(demo.json().reason).toBe('demo_payment_disabled');
      // A notification signed with the demo key (it derives from the JWT secret) pays nothing while
      // WeChat Pay is the active provider (issue 35).
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
      const forged = createDemoProvider(t.config.payments.demoSecret).confirm(
        row!.outTradeNo,
        row!.payableCents,
      )!;
      const refused = await t.call({
        method: 'POST',
        url: '/api/v1/payments/notify/demo',
        headers: forged.headers,
        payload: forged.rawBody,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'FAIL', message: 'the demo payment provider is not active' });
      const [after] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
      expect(after!.status).toBe('pending_payment');
      expect(after!.paidCents).toBeNull();
    });
  });
});
