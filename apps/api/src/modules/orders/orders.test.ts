import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AddressView, OrderView, VoucherView } from '@nutri/domain/contracts';
import type { Login } from '../../../test/helper';
import { suiteApp, suiteUsers } from '../../../test/suite';
import { skus } from '../../db/schema';

const ADDRESS = { name: 'Li Lei', phone: '13912345678', area: '广东省 深圳市 南山区', detail: '科技园路1号' };
const DAY = 86_400_000;

describe('orders: server prices, vouchers, stock, idempotency, ownership', () => {
  // These tests place many orders per user; the unpaid-order caps have their own test (issue 16.6).
  const t = suiteApp({ ORDER_OPEN_UNPAID_MAX: '1000', ORDER_UNITS_PER_SKU_MAX: '99' });
  const [alice, bob] = suiteUsers(t, 2);

  const order = (user: Login, payload: unknown, key?: string) =>
    t.post(
      '/api/v1/you_zan/order_multi_prod',
      user.token,
      payload as object,
      key ? { 'idempotency-key': key } : {},
    );
  const line = (skuId: string, quantity = 1) => ({
    productId: skuId.replace(/-[^-]+$/, ''),
    skuId,
    quantity,
  });
  const stockOf = async (skuId: string) =>
    (await t.app.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
  const setStock = (skuId: string, stock: number) =>
    t.app.db.update(skus).set({ stock }).where(eq(skus.id, skuId));
  const newKey = () => randomBytes(12).toString('base64url');

  /** A voucher with exactly these properties, straight into the database. */
  const voucher = async (
    user: Login,
    v: { mode: 1 | 2; value: number; threshold?: number; status?: number; validTo?: Date; validFrom?: Date },
  ): Promise<string> => {
    const grantKey = `test:${newKey()}`;
    await t.app.vouchersRepository.grant(t.app.db, [
      {
        userId: user.userId,
        title: 'test',
        status: v.status ?? 1,
        thresholdAmount: v.threshold ?? 0,
        preferentialMode: v.mode,
        value: v.value,
        validFrom: v.validFrom ?? new Date(Date.now() - DAY),
        validTo: v.validTo ?? new Date(Date.now() + 30 * DAY),
        source: 'test',
        grantKey,
      },
    ]);
    const rows = await t.app.vouchersRepository.exportFor(t.app.db, user.userId);
    return rows.find((r) => r.grantKey === grantKey)!.id;
  };
  const vouchersOf = async (user: Login) =>
    (await t.post('/api/v1/you_zan/query_vouchers?page_num=1&page_size=200', user.token)).json().data
      .list as VoucherView[];

  it('places an order priced by the server and takes the stock', async () => {
    const before = await stockOf('p-vitc-100-60');
    const res = await order(alice, {
      items: [line('p-vitc-100-60', 2), line('p-zn-10-60')],
      address: ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data as OrderView;
    expect(o).toMatchObject({
      status: 'pending_payment',
      provider: 'builtin',
      totalCents: 2 * 1990 + 2900,
      payableCents: 2 * 1990 + 2900,
      discountCents: 0,
      total: '68.80',
      voucherId: null,
      address: ADDRESS,
    });
    expect(o.orderId).toBe(o.id);
    expect(o.items.map((i) => [i.skuId, i.quantity, i.unitPriceCents, i.lineTotalCents])).toEqual([
      ['p-vitc-100-60', 2, 1990, 3980],
      ['p-zn-10-60', 1, 2900, 2900],
    ]);
    expect(await stockOf('p-vitc-100-60')).toBe(before - 2);
    const detail = await t.get(`/api/v1/order/detail?order_id=${o.id}`, alice.token);
    expect(detail.json().data).toEqual(o);
    const list = await t.post('/api/v1/order/list', alice.token);
    expect(list.json().data.list.map((x: OrderView) => x.id)).toContain(o.id);
  });

  it('rejects client-sent prices and totals, and uses the database price', async () => {
    const withPrice = await order(alice, {
      items: [{ ...line('p-vitb6-1_4-100'), unitPriceCents: 1 }],
      address: ADDRESS,
    });
    expect(withPrice.statusCode).toBe(400);
    expect(withPrice.json().errors[0].field).toMatch(/^items\.0/);
    for (const extra of [
      { totalCents: 1 },
      { payableCents: 1 },
      { priceCents: 1 },
      { discountCents: 5000 },
    ]) {
      const res = await order(alice, { items: [line('p-vitb6-1_4-100')], address: ADDRESS, ...extra });
      expect(res.statusCode).toBe(400);
    }
    await t.app.db.update(skus).set({ priceCents: 1234 }).where(eq(skus.id, 'p-vitb6-1_4-100'));
    const res = await order(alice, { items: [line('p-vitb6-1_4-100', 3)], address: ADDRESS });
    await t.app.db.update(skus).set({ priceCents: 1590 }).where(eq(skus.id, 'p-vitb6-1_4-100'));
    expect(res.json().data).toMatchObject({ totalCents: 3702, payableCents: 3702 });
  });

  describe('voucher rules through the order call', () => {
    it.each<[string, { mode: 1 | 2; value: number; threshold?: number }, string, number, number]>([
      [
        'threshold equal to the total applies',
        { mode: 1, value: 1000, threshold: 9900 },
        'p-algal-dha-200-60',
        1,
        8900,
      ],
      ['fixed larger than the total → 0', { mode: 1, value: 100_000 }, 'p-vitb2-1_4-100', 1, 0],
      ['fixed equal to the total → 0', { mode: 1, value: 1590 }, 'p-vitb2-1_4-100', 1, 0],
      ['¥19.90 × 85 % = 16.915 → 16.92 (half up)', { mode: 2, value: 85 }, 'p-vitb12-2_4-60', 1, 1692],
      ['¥15.90 × 85 % = 13.515 → 13.52 (half up)', { mode: 2, value: 85 }, 'p-vitb1-1_4-100', 1, 1352],
      ['¥19.90 × 88 % = 17.512 → 17.51 (down)', { mode: 2, value: 88 }, 'p-vitb12-2_4-60', 1, 1751],
      [
        'percentage on the order total: 3 × ¥15.90 × 85 % = 40.545 → 40.55',
        { mode: 2, value: 85 },
        'p-vitb1-1_4-100',
        3,
        4055,
      ],
      ['100 % pays everything', { mode: 2, value: 100 }, 'p-vitb1-1_4-100', 1, 1590],
      ['0 % pays nothing', { mode: 2, value: 0 }, 'p-vitb1-1_4-100', 1, 0],
    ])('%s', async (_name, v, skuId, quantity, payable) => {
      const id = await voucher(alice, v);
      const before = await stockOf(skuId);
      const res = await order(alice, { items: [line(skuId, quantity)], address: ADDRESS, voucherId: id });
      expect(res.statusCode, res.body).toBe(200);
      const o = res.json().data as OrderView;
      expect(o.payableCents).toBe(payable);
      expect(o.discountCents).toBe(o.totalCents - payable);
      expect(o.voucherId).toBe(id);
      expect(await stockOf(skuId)).toBe(before - quantity);
      const used = (await vouchersOf(alice)).find((x) => x.id === id)!;
      expect(used).toMatchObject({ status: 2, usedOrderId: o.id });
    });

    it.each<[string, Parameters<typeof voucher>[1], number, RegExp]>([
      ['one cent under the threshold', { mode: 1, value: 1000, threshold: 9901 }, 422, /at least ¥99\.01/],
      ['inactive (status 0)', { mode: 1, value: 1000, status: 0 }, 422, /not active/],
      [
        'expired (valid to yesterday)',
        { mode: 2, value: 85, validTo: new Date(Date.now() - DAY) },
        422,
        /expired/,
      ],
      ['not valid yet', { mode: 2, value: 85, validFrom: new Date(Date.now() + DAY) }, 422, /not active/],
      ['already used (status 2)', { mode: 1, value: 1000, status: 2 }, 409, /already been used/],
    ])('%s → refused, nothing changes', async (_name, v, status, msg) => {
      const id = await voucher(alice, v);
      const before = await stockOf('p-algal-dha-200-60');
      const res = await order(alice, {
        items: [line('p-algal-dha-200-60')],
        address: ADDRESS,
        voucherId: id,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().msg).toMatch(msg);
      expect(res.json().errors[0].field).toBe('voucherId');
      expect(await stockOf('p-algal-dha-200-60')).toBe(before);
    });

    it('expired vouchers are reported with status 0', async () => {
      const id = await voucher(alice, { mode: 1, value: 500, validTo: new Date(Date.now() - 1000) });
      expect((await vouchersOf(alice)).find((x) => x.id === id)!.status).toBe(0);
    });

    it('a voucher is used once: a second order with it → 409 and no stock moves', async () => {
      const id = await voucher(alice, { mode: 1, value: 500 });
      expect(
        (await order(alice, { items: [line('p-se-50-60')], address: ADDRESS, voucherId: id })).statusCode,
      ).toBe(200);
      const before = await stockOf('p-se-50-60');
      const again = await order(alice, { items: [line('p-se-50-60')], address: ADDRESS, voucherId: id });
      expect(again.statusCode).toBe(409);
      expect(await stockOf('p-se-50-60')).toBe(before);
    });

    it('two concurrent orders with one voucher: exactly one gets it', async () => {
      const id = await voucher(alice, { mode: 1, value: 500 });
      const results = await Promise.all(
        [0, 1, 2].map(() =>
          order(alice, { items: [line('p-iodine-150-90')], address: ADDRESS, voucherId: id }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });
  });

  it.each([2, 3, 5])(
    '%i concurrent orders for the last unit: exactly one succeeds, the others 409',
    async (n) => {
      const skuId = 'p-k-99-100';
      await setStock(skuId, 1);
      const users = await Promise.all(Array.from({ length: n }, () => t.login()));
      const results = await Promise.all(
        users.map((u) => order(u, { items: [line(skuId)], address: ADDRESS })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(n - 1);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().msg).toContain(skuId);
      expect(await stockOf(skuId)).toBe(0);
    },
  );

  it('out of stock on a later line rolls back everything, voucher included', async () => {
    await setStock('p-mg-100-120', 0);
    const id = await voucher(alice, { mode: 1, value: 500 });
    const before = await stockOf('p-mg-100-60');
    const res = await order(alice, {
      items: [line('p-mg-100-60', 2), line('p-mg-100-120')],
      address: ADDRESS,
      voucherId: id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/out of stock: p-mg-100-120/i);
    expect(await stockOf('p-mg-100-60')).toBe(before);
    expect((await vouchersOf(alice)).find((x) => x.id === id)!.status).toBe(1);
  });

  describe('Idempotency-Key', () => {
    it('a replay returns the same order and moves stock once; another body → 422', async () => {
      const key = newKey();
      const body = { items: [line('p-vite-100-60', 2)], address: ADDRESS };
      const before = await stockOf('p-vite-100-60');
      const first = await order(alice, body, key);
      const second = await order(alice, { address: { ...ADDRESS }, items: [line('p-vite-100-60', 2)] }, key);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json().data).toEqual(first.json().data);
      expect(await stockOf('p-vite-100-60')).toBe(before - 2);
      const other = await order(alice, { items: [line('p-vite-100-60', 3)], address: ADDRESS }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().errors[0].field).toBe('idempotency-key');
      expect(await stockOf('p-vite-100-60')).toBe(before - 2);
      // The key is per user: Bob's order with the same key is his own.
      const bobs = await order(bob, body, key);
      expect(bobs.statusCode).toBe(200);
      expect(bobs.json().data.id).not.toBe(first.json().data.id);
    });

    it('concurrent requests with one key make one order', async () => {
      const key = newKey();
      const before = await stockOf('p-vitk2-90-60');
      const results = await Promise.all(
        [0, 1, 2, 3].map(() => order(alice, { items: [line('p-vitk2-90-60')], address: ADDRESS }, key)),
      );
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
      expect(await stockOf('p-vitk2-90-60')).toBe(before - 1);
    });

    it('a malformed key → 400 naming the header', async () => {
      const res = await order(alice, { items: [line('p-vite-100-60')], address: ADDRESS }, 'short');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('idempotency-key');
    });

    it('a failed order does not burn its key', async () => {
      const key = newKey();
      await setStock('p-vitd3-400-120', 0);
      expect(
        (await order(alice, { items: [line('p-vitd3-400-120')], address: ADDRESS }, key)).statusCode,
      ).toBe(409);
      await setStock('p-vitd3-400-120', 5);
      expect(
        (await order(alice, { items: [line('p-vitd3-400-120')], address: ADDRESS }, key)).statusCode,
      ).toBe(200);
    });
  });

  describe('input and ownership', () => {
    it('a saved address by id is copied into the order; inline addresses use the form messages', async () => {
      const saved = (await t.post('/api/v1/address/save', alice.token, ADDRESS)).json().data as AddressView;
      const res = await order(alice, { items: [line('p-folic-400-31')], addressId: saved.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.address).toEqual(ADDRESS);
      const bad = await order(alice, {
        items: [line('p-folic-400-31')],
        address: { ...ADDRESS, phone: '123' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ msg: '手机号格式不正确', errors: [{ field: 'address.phone' }] });
      const en = await order(alice, {
        items: [line('p-folic-400-31')],
        address: { ...ADDRESS, detail: '' },
        locale: 'en-US',
      });
      expect(en.json().msg).toBe('Address can not be empty');
    });

    it("another user's voucher, address or order → 404, nothing changes", async () => {
      const bobVoucher = await voucher(bob, { mode: 1, value: 500 });
      const bobAddress = (await t.post('/api/v1/address/save', bob.token, ADDRESS)).json()
        .data as AddressView;
      const bobOrder = (await order(bob, { items: [line('p-vitc-500-100')], address: ADDRESS })).json()
        .data as OrderView;
      const before = await stockOf('p-vitc-500-100');
      const v = await order(alice, {
        items: [line('p-vitc-500-100')],
        address: ADDRESS,
        voucherId: bobVoucher,
      });
      expect(v.statusCode).toBe(404);
      expect(v.json().msg).toBe('Voucher not found');
      const a = await order(alice, { items: [line('p-vitc-500-100')], addressId: bobAddress.id });
      expect(a.statusCode).toBe(404);
      expect(await stockOf('p-vitc-500-100')).toBe(before);
      const d = await t.get(`/api/v1/order/detail?order_id=${bobOrder.id}`, alice.token);
      expect(d.statusCode).toBe(404);
      const aliceOrders = (await t.post('/api/v1/order/list', alice.token)).json().data;
      expect(aliceOrders.list.map((o: OrderView) => o.id)).not.toContain(bobOrder.id);
      expect((await vouchersOf(bob)).find((x) => x.id === bobVoucher)!.status).toBe(1);
    });

    it.each<[string, object, string]>([
      ['no items', { items: [], address: ADDRESS }, 'items'],
      [
        '21 items',
        { items: Array.from({ length: 21 }, (_, i) => line(`p-x-${i}`)), address: ADDRESS },
        'items',
      ],
      ['quantity 0', { items: [line('p-zn-10-60', 0)], address: ADDRESS }, 'items.0.quantity'],
      ['quantity 100', { items: [line('p-zn-10-60', 100)], address: ADDRESS }, 'items.0.quantity'],
      [
        'duplicate sku',
        { items: [line('p-zn-10-60'), line('p-zn-10-60')], address: ADDRESS },
        'items.1.skuId',
      ],
      ['no address', { items: [line('p-zn-10-60')] }, 'address'],
      [
        'both address and addressId',
        { items: [line('p-zn-10-60')], address: ADDRESS, addressId: '00000000-0000-4000-8000-000000000000' },
        'address',
      ],
      ['unknown product', { items: [line('p-nope-60')], address: ADDRESS }, 'items.0.productId'],
      [
        'sku of another product',
        { items: [{ productId: 'p-zn-10', skuId: 'p-vitc-100-60', quantity: 1 }], address: ADDRESS },
        'items.0.skuId',
      ],
    ])('%s → 400 naming %s', async (_name, body, field) => {
      const res = await order(alice, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    });

    it('order list pages; page_size above 100 → 400', async () => {
      const page = (payload: object) => t.post('/api/v1/order/list', alice.token, payload);
      const all = (await page({ page_num: 1, page_size: 100 })).json().data;
      const one = (await page({ page_num: 2, page_size: 1 })).json().data;
      expect(one.total).toBe(all.total);
      expect(one.list[0].id).toBe(all.list[1].id);
      const big = await page({ page_num: 1, page_size: 101 });
      expect(big.statusCode).toBe(400);
      expect(big.json().errors[0].field).toBe('page_size');
    });
  });

  it("the user's export holds their addresses, orders and vouchers; erase removes them", async () => {
    const u = await t.login();
    await t.post('/api/v1/address/save', u.token, ADDRESS);
    const placed = (await order(u, { items: [line('p-ca-d3-60')], address: ADDRESS })).json()
      .data as OrderView;
    await vouchersOf(u);
    const exp = (await t.get('/api/v1/user/export', u.token)).json().data;
    expect(exp.addresses).toHaveLength(1);
    expect(exp.addresses[0]).toMatchObject({ name: ADDRESS.name, phone: ADDRESS.phone });
    expect(exp.orders.map((o: OrderView) => o.id)).toEqual([placed.id]);
    expect(exp.vouchers).toHaveLength(3);
    const del = await t.post('/api/v1/user/delete', u.token, { confirm: true });
    expect(del.statusCode).toBe(200);
    expect(await t.app.vouchersRepository.exportFor(t.app.db, u.userId)).toEqual([]);
  });
});
