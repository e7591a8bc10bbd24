import { createVerify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderView, StartPaymentResult } from '@nutri/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData, suiteApp, suiteUser } from '../../../test/suite';
import { orderPayments } from '../../db/schema';
import { line, orderTools } from '../orders/testing/orders';
import { testKeys, wechatPayEnv, WechatPayFake, type Notification } from './testing/wechatpay-fake';

/**
 * WeChat Pay end to end through the API (PAYMENT_PROVIDER=wechatpay) against the local fake of the v3
 * endpoints: start paying (JSAPI in WeChat with an openid, H5 elsewhere), the notification route
 * (`POST /v1/payments/notify/wechatpay`) on the raw body, the query when the notification is lost,
 * cancel closing the trade, and a refund. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const keys = testKeys();
const fake = new WechatPayFake(keys.merchant, keys.platform);
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const NOTIFY = '/api/v1/payments/notify/wechatpay';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

describe('WeChat Pay through the order routes', () => {
  // One user places every order here; the cap on open unpaid orders is not what this suite tests.
  const t = suiteApp(() => ({
    ...wechatPayEnv(keys, fake.baseUrl),
    PAYMENT_PROVIDER: 'wechatpay',
    ORDER_OPEN_UNPAID_MAX: '50',
  }));
  const user = suiteUser(t);
  const tools = orderTools(t);

  const pay = async (orderId: string, client?: 'wechat_webview' | 'browser', headers = {}) =>
    okData<StartPaymentResult>(
      await t.post('/api/v1/order/pay', user.token, { orderId, ...(client ? { client } : {}) }, headers),
    );
  const notify = (n: Notification) =>
    t.call({ method: 'POST', url: NOTIFY, headers: n.headers, payload: n.body });
  const paymentsOf = (orderId: string) =>
    t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

  it('H5 in a mobile browser: the trade is created with the payable amount, a good notification pays the order once, a replay changes nothing', async () => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    const started = await pay(order.id, 'browser');
    expect(started.channel).toBe('wechat_h5');
    expect(started.action).toMatchObject({ kind: 'redirect', url: expect.stringContaining('prepay_id=') });
    const row = await tools.rowOf(order.id);
    const trade = fake.trades.get(row.outTradeNo)!;
    expect(trade).toMatchObject({ kind: 'h5', total: row.payableCents, trade_state: 'NOTPAY' });

    fake.pay(row.outTradeNo);
    const n = fake.notification(row.outTradeNo);
    const first = await notify(n);
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    const paid = await tools.rowOf(order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      transactionId: trade.transaction_id,
      paidCents: row.payableCents,
    });

    const again = await notify(n);
    expect(again.statusCode, again.body).toBe(204);
    expect(await tools.rowOf(order.id)).toMatchObject({ status: 'paid', paidAt: paid.paidAt });
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('JSAPI inside WeChat once the openid is known: signed getBrandWCPayRequest parameters', async () => {
    await t.app.usersService.setWechatOpenid(t.app.db, user.userId, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    const order = await tools.place(user, [line('p-zn-10-60')]);
    const started = await pay(order.id, undefined, { 'user-agent': WECHAT_UA });
    expect(started.channel).toBe('wechat_jsapi');
    if (started.action.kind !== 'jsapi') throw new Error(`expected jsapi, got ${started.action.kind}`);
    const { params } = started.action;
    const trade = fake.trades.get((await tools.rowOf(order.id)).outTradeNo)!;
    expect(trade).toMatchObject({ kind: 'jsapi', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(params.package).toBe(`prepay_id=${trade.prepay_id}`);
    const signed = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(
      createVerify('RSA-SHA256').update(signed).verify(keys.merchant.publicKey, params.paySign, 'base64'),
    ).toBe(true);
  });

  it.each([
    ['a bad signature', { signature: 'bad' as const }],
    ['a stale timestamp', { staleSeconds: 600 }],
    ['the serial of another key', { serial: 'PUB_KEY_ID_0114232134912410000000000000ABCD' }],
    ['a tampered ciphertext', { tamperCiphertext: true }],
  ])('%s is refused with a FAIL answer and the order stays unpaid', async (_name, fault) => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    await pay(order.id, 'browser');
    const { outTradeNo } = await tools.rowOf(order.id);
    fake.pay(outTradeNo);
    const res = await notify(fake.notification(outTradeNo, fault));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    expect((await tools.rowOf(order.id)).status).toBe('pending_payment');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('a notification for a trade no order has → refused, nothing recorded', async () => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    await pay(order.id, 'browser');
    const trade = fake.pay((await tools.rowOf(order.id)).outTradeNo);
    const resource = { ...fake.transactionOf(trade), out_trade_no: 'NO_SUCH_ORDER_123' };
    const res = await notify(fake.notification(trade.out_trade_no, {}, resource));
    expect(res.statusCode, res.body).toBe(404);
    expect((await tools.rowOf(order.id)).status).toBe('pending_payment');
  });

  it('a payment in another currency pays nothing: recorded as a mismatch and refunded (issue 35)', async () => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    await pay(order.id, 'browser');
    const trade = fake.pay((await tools.rowOf(order.id)).outTradeNo);
    const paid = fake.transactionOf(trade);
    const resource = { ...paid, amount: { ...(paid.amount as object), currency: 'USD' } };
    const res = await notify(fake.notification(trade.out_trade_no, {}, resource));
    expect(res.statusCode, res.body).toBe(204);
    expect((await tools.rowOf(order.id)).status).toBe('pending_payment');
    expect(await paymentsOf(order.id)).toMatchObject([{ outcome: 'amount_mismatch' }]);
  });

  it('a lost notification: the order page asks, the server queries WeChat Pay and the order is paid', async () => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    await pay(order.id, 'browser');
    const { outTradeNo } = await tools.rowOf(order.id);
    const before = okData<OrderView>(
      await t.post('/api/v1/order/refresh', user.token, { orderId: order.id }),
    );
    expect(before.status).toBe('pending_payment');
    const trade = fake.pay(outTradeNo);
    const after = okData<OrderView>(await t.post('/api/v1/order/refresh', user.token, { orderId: order.id }));
    expect(after.status).toBe('paid');
    expect(await tools.rowOf(order.id)).toMatchObject({
      status: 'paid',
      transactionId: trade.transaction_id,
    });
    // The notification that arrives late is a replay.
    expect((await notify(fake.notification(outTradeNo))).statusCode).toBe(204);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('cancel before payment closes the trade at WeChat Pay, so it can no longer be paid', async () => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    await pay(order.id, 'browser');
    const { outTradeNo } = await tools.rowOf(order.id);
    okData(await t.post('/api/v1/order/cancel', user.token, { orderId: order.id }));
    expect(fake.trades.get(outTradeNo)!.trade_state).toBe('CLOSED');
    expect((await tools.rowOf(order.id)).status).toBe('cancelled');
  });

  it('a refund goes through the domestic refunds API for what was paid', async () => {
    const order = await tools.place(user, [line('p-zn-10-60')]);
    await pay(order.id, 'browser');
    const { outTradeNo } = await tools.rowOf(order.id);
    fake.pay(outTradeNo);
    expect((await notify(fake.notification(outTradeNo))).statusCode).toBe(204);
    const refunded = await t.app.orderLife.refundOrder(
      t.app.db,
      order.id,
      { reason: '不想要了' },
      // An operator's move is audited against a real operator account.
      {
        kind: 'operator',
        operatorId: (await t.app.operatorsRepository.insert(t.app.db, 'wechatpay-refund-test', 'not-a-hash'))
          .id,
      },
    );
    expect(refunded.status).toBe('refunded');
    const trade = fake.trades.get(outTradeNo)!;
    expect(trade.refunded).toBe(trade.total);
    expect(trade.trade_state).toBe('REFUND');
  });
});
