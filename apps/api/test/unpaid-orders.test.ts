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
    expect(await sweepLapsedOrders(t.app.db)).toBe(0);
  });
});
