import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { skus } from '../src/db/schema';
import { sweepLapsedOrders } from '../src/modules/orders/order-timeout';
import { testApp, type TestApp } from './helper';

/** Issue 16.6: unpaid orders used to hold stock for ever; ~9 of them emptied the catalogue. */

const ADDRESS = { name: 'Li Lei', phone: '13912345678', area: '广东省 深圳市 南山区', detail: '科技园路1号' };
const SKU = 'p-vitc-100-60';
const line = (quantity: number) => ({ productId: SKU.replace(/-[^-]+$/, ''), skuId: SKU, quantity });

describe('issue 16.6: stock held by unpaid orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      ORDER_OPEN_UNPAID_MAX: '2',
      ORDER_UNITS_PER_SKU_MAX: '5',
      ORDER_PAYMENT_TIMEOUT_MS: '1000',
      ORDER_SWEEP_INTERVAL_MS: '200',
    });
    await t.app.db.update(skus).set({ stock: 100 }).where(eq(skus.id, SKU));
  });
  afterAll(() => t.close());

  const stock = async () =>
    (await t.app.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, SKU)))[0]!.s;
  const order = (token: string, quantity: number) =>
    t.post('/api/v1/you_zan/order_multi_prod', token, { items: [line(quantity)], address: ADDRESS });

  it('more units of one SKU than the cap → 400 naming the quantity, no stock taken', async () => {
    const { token } = await t.login();
    const res = await order(token, 99);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('items.0.quantity');
    expect(await stock()).toBe(100);
  });

  it('a third open unpaid order → 429, and lapsed orders give their stock back', async () => {
    const { token } = await t.login();
    expect((await order(token, 5)).statusCode).toBe(200);
    expect((await order(token, 5)).statusCode).toBe(200);
    const third = await order(token, 5);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json().msg).toMatch(/unpaid orders/);
    expect(await stock()).toBe(90);
    // The periodic sweep (every 200 ms here) cancels them once the 1 s payment time-out has passed.
    const started = performance.now();
    while ((await stock()) !== 100 && performance.now() - started < 15_000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`lapsed unpaid orders released after ${(performance.now() - started).toFixed(0)} ms`);
    expect(await stock()).toBe(100);
    const list = await t.post('/api/v1/order/list', token, {});
    expect((list.json().data.list as { status: string }[]).map((o) => o.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect((await order(token, 5)).statusCode).toBe(200);
    // A second sweep (another instance) finds nothing more to release.
    expect(await sweepLapsedOrders(t.app, t.app.db)).toBe(0);
  });
});

describe('issue 35: guests from one address cannot hold the stock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ ORDER_HOLDS_PER_ADDRESS_MAX: '3', ORDER_PAYMENT_TIMEOUT_MS: '600000' });
    await t.app.db.update(skus).set({ stock: 100 }).where(eq(skus.id, SKU));
  });
  afterAll(() => t.close());

  const orderFrom = (remoteAddress: string, token: string, headers: Record<string, string> = {}) =>
    t.call({
      method: 'POST',
      url: '/api/v1/you_zan/order_multi_prod',
      token,
      headers,
      payload: { items: [line(1)], address: ADDRESS },
      remoteAddress,
    });

  it('the order after ORDER_HOLDS_PER_ADDRESS_MAX from one address, by any new guest, is 429 with Retry-After in the person’s language; other addresses still order', async () => {
    for (let i = 0; i < 3; i++) {
      const { token } = await t.login();
      expect((await orderFrom('10.35.0.1', token)).statusCode).toBe(200);
    }
    const { token } = await t.login();
    const refused = await orderFrom('10.35.0.1', token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ reason: 'order_holds_per_address' });
    expect(refused.json().msg).toMatch(/待支付订单过多（最多 3 笔）/);
    const en = await orderFrom('10.35.0.1', token, { 'accept-language': 'en-US' });
    expect(en.json().msg).toMatch(/Too many orders are waiting for payment from your network \(at most 3\)/);
    // IPv6: one /64 is one subscriber.
    for (let i = 0; i < 3; i++) {
      const guest = await t.login();
      expect((await orderFrom(`2001:db8:35:1::${i + 1}`, guest.token)).statusCode).toBe(200);
    }
    expect((await orderFrom('2001:db8:35:1::99', token)).statusCode).toBe(429);
    expect((await orderFrom('10.35.0.2', token)).statusCode).toBe(200);
    // Nothing was taken for the refused orders: 3 + 3 + 1 units are held.
    expect((await t.app.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, SKU)))[0]!.s).toBe(93);
  });
});
