import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, ProductView, VoucherView } from '@nutri/domain/contracts';
import { okData, suiteApp } from '../../../test/suite';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { youzanPushes, youzanTrades } from '../../db/schema';
import { pushSignature } from './youzan-push';
import type { TestApp } from '../../../test/helper';
import { startFakeYouzan, type FakeYouzan } from './testing/fake-youzan';

/**
 * The Youzan store through HTTP, against a local fake of the Open API (token, settlement page, trade,
 * coupons) and pushes signed as Youzan signs them: on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const SETTINGS = { clientId: 'yz-test-client', clientSecret: 'yz-test-secret-0123456789', grantId: '160' };
const SKU_MAP = {
  'p-zn-10-60': { item_id: 5001, sku_id: 6001 },
  'p-vita-600-60': { item_id: 5002, sku_id: 0 },
};
const ADDRESS = { name: '张三', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园路1号' };
const ZINC = { productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 2 };

let fake: FakeYouzan;
let mobileSeq = 0;

async function youzanUser(t: TestApp): Promise<{ token: string; mobile: string }> {
  const mobile = `1390000${String(++mobileSeq).padStart(4, '0')}`;
  const res = await t.post('/api/v1/base/login_sos', undefined, { type: 'youzan', token: mobile });
  return { token: okData<{ accessToken: string }>(res).accessToken, mobile };
}

const order = (t: TestApp, token: string, body: object, key?: string) =>
  t.post('/api/v1/you_zan/order_multi_prod', token, body, key ? { 'idempotency-key': key } : undefined);
const detail = async (t: TestApp, token: string, id: string) =>
  okData<OrderView>(await t.get(`/api/v1/order/detail?order_id=${id}`, token));
const pushTo = (t: TestApp, p: { body: string; headers: Record<string, string> }) =>
  t.call({ method: 'POST', url: '/api/v1/you_zan/push', payload: p.body, headers: p.headers });

describe('the Youzan store (configured)', () => {
  beforeAll(async () => {
    fake = await startFakeYouzan(SETTINGS);
  });
  afterAll(() => fake.close());
  const t = suiteApp(() => ({
    RETAIL_SSO_ALLOW_UNSIGNED: 'true',
    YOUZAN_CLIENT_ID: SETTINGS.clientId,
    YOUZAN_CLIENT_SECRET: SETTINGS.clientSecret,
    YOUZAN_GRANT_ID: SETTINGS.grantId,
    YOUZAN_BASE_URL: fake.baseUrl,
    YOUZAN_SKU_MAP: JSON.stringify(SKU_MAP),
    YOUZAN_POLL_INTERVAL_MS: '3600000',
  }));

  it('hands a Youzan user’s order to the store: our row pending payment, the settlement page, one token', async () => {
    const { token } = await youzanUser(t);
    const checkoutsBefore = fake.checkouts.size;
    const placed = okData<OrderView>(
      await order(t, token, { items: [ZINC], address: ADDRESS }, 'yz-handoff-0001'),
    );
    expect(placed).toMatchObject({ provider: 'youzan', status: 'pending_payment' });
    expect(placed.youzan?.tradeId).toBeNull();
    expect(fake.checkouts.size).toBe(checkoutsBefore + 1);
    const [bookKey, basket] = [...fake.checkouts].at(-1)!;
    expect(placed.youzan?.checkoutUrl).toContain(bookKey);
    expect(basket.items).toEqual([
      { item_id: '5001', sku_id: '6001', num: '2', price: placed.items[0]!.unitPriceCents },
    ]);
    // The same key again: the same order, and the store is not asked twice.
    const again = await order(t, token, { items: [ZINC], address: ADDRESS }, 'yz-handoff-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(okData<OrderView>(again).id).toBe(placed.id);
    expect(fake.checkouts.size).toBe(checkoutsBefore + 1);
    // Read back, it still carries the hand-off.
    expect((await detail(t, token, placed.id)).youzan?.checkoutUrl).toBe(placed.youzan?.checkoutUrl);
    expect(fake.tokensIssued).toBe(1);
  });

  it('refuses a SKU the store does not sell, by name, without an order', async () => {
    const { token } = await youzanUser(t);
    const res = await order(t, token, {
      items: [{ productId: 'p-vitd3-400', skuId: 'p-vitd3-400-60', quantity: 1 }],
      address: ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].field).toBe('items.0.skuId');
    expect(okData<{ total: number }>(await t.post('/api/v1/order/list', token, {})).total).toBe(0);
  });

  it('keeps guests (not from the mini-program) in the built-in shop', async () => {
    const guest = await t.login();
    const checkoutsBefore = fake.checkouts.size;
    const placed = okData<OrderView>(await order(t, guest.token, { items: [ZINC], address: ADDRESS }));
    expect(placed.provider).toBe('builtin');
    expect(placed.youzan).toBeUndefined();
    expect(fake.checkouts.size).toBe(checkoutsBefore);
  });

  it('a signed push moves the order to paid; a replay changes nothing; a bad or missing signature is refused', async () => {
    const { token } = await youzanUser(t);
    const placed = okData<OrderView>(await order(t, token, { items: [ZINC], address: ADDRESS }));
    const bookKey = new URL(placed.youzan!.checkoutUrl).searchParams.get('book_key')!;
    const trade = fake.buyerCreatesTrade(bookKey);
    fake.pay(trade.tid);

    // Forged: same body, signed with another secret; then no signature at all. Neither is looked at.
    const good = fake.push(trade, 'trade_TradeBuyerPay', `msg-${trade.tid}-1`);
    const callsBefore = fake.calls.length;
    const forged = await pushTo(t, {
      body: good.body,
      headers: { ...good.headers, 'event-sign': '0'.repeat(32) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].field).toBe('event-sign');
    const unsigned = { ...good.headers };
    delete unsigned['event-sign'];
    expect((await pushTo(t, { body: good.body, headers: unsigned })).statusCode).toBe(401);
    const tampered = await pushTo(t, {
      body: good.body.replace('WAIT_SELLER_SEND_GOODS', 'TRADE_SUCCESS'),
      headers: good.headers,
    });
    expect(tampered.statusCode).toBe(401);
    expect(fake.calls.length).toBe(callsBefore);
    expect((await detail(t, token, placed.id)).status).toBe('pending_payment');

    const res = await pushTo(t, good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'success' });
    const paid = await detail(t, token, placed.id);
    expect(paid.status).toBe('paid');
    expect(paid.youzan?.tradeId).toBe(trade.tid);

    // Youzan resends the same message: acknowledged, not handled again (no trade look-up).
    const lookups = fake.calls.filter((c) => c.includes('youzan.trade.get')).length;
    expect((await pushTo(t, good)).json()).toEqual({ code: 0, msg: 'success' });
    expect(fake.calls.filter((c) => c.includes('youzan.trade.get')).length).toBe(lookups);
    expect((await detail(t, token, placed.id)).status).toBe('paid');

    // Shipped at the store: the next message brings the carrier and tracking number.
    fake.ship(trade.tid, 'SF100200300', '顺丰速运');
    expect(
      (await pushTo(t, fake.push(trade, 'trade_TradeSellerShip', `msg-${trade.tid}-2`))).statusCode,
    ).toBe(200);
    expect((await detail(t, token, placed.id)).status).toBe('shipped');
  });

  it('the store’s checkout price is what is paid; completion and a refund in the store follow; a trade closed unpaid cancels', async () => {
    const { token } = await youzanUser(t);
    const placed = okData<OrderView>(await order(t, token, { items: [ZINC], address: ADDRESS }));
    const bookKey = new URL(placed.youzan!.checkoutUrl).searchParams.get('book_key')!;
    // The store applied one of its coupons at its checkout: 70.00 instead of our price.
    const trade = fake.buyerCreatesTrade(bookKey, '70.00');
    expect(placed.payableCents).not.toBe(7000);
    fake.pay(trade.tid);
    expect((await pushTo(t, fake.push(trade, 'trade_TradeBuyerPay', `m-${trade.tid}-p`))).statusCode).toBe(
      200,
    );
    const paid = await detail(t, token, placed.id);
    expect(paid).toMatchObject({ status: 'paid', payableCents: 7000, paymentProvider: 'youzan' });
    expect(paid.paidAt).not.toBeNull();

    // Received at once, then refunded in full in the store: completed, then refunded.
    Object.assign(trade, { status: 'TRADE_SUCCESS' });
    expect((await pushTo(t, fake.push(trade, 'trade_TradeSuccess', `m-${trade.tid}-s`))).statusCode).toBe(
      200,
    );
    const done = await detail(t, token, placed.id);
    expect(done).toMatchObject({
      status: 'completed',
      shipment: { carrier: 'youzan', trackingNo: trade.tid },
    });
    Object.assign(trade, { status: 'TRADE_CLOSED', refundState: 12 });
    expect((await pushTo(t, fake.push(trade, 'trade_TradeClose', `m-${trade.tid}-r`))).statusCode).toBe(200);
    expect(await detail(t, token, placed.id)).toMatchObject({ status: 'refunded', refundedCents: 7000 });

    // Another order whose trade the store closed unpaid: cancelled.
    const second = okData<OrderView>(await order(t, token, { items: [ZINC], address: ADDRESS }));
    const other = fake.buyerCreatesTrade(new URL(second.youzan!.checkoutUrl).searchParams.get('book_key')!);
    Object.assign(other, { status: 'TRADE_CLOSED' });
    expect((await pushTo(t, fake.push(other, 'trade_TradeClose', `m-${other.tid}-c`))).statusCode).toBe(200);
    expect((await detail(t, token, second.id)).status).toBe('cancelled');
  });

  it('a push about a trade not made here is acknowledged and moves nothing', async () => {
    const stray = {
      tid: 'E20260501000000000000001',
      bookKey: 'bk-elsewhere',
      status: 'WAIT_SELLER_SEND_GOODS',
    } as const;
    fake.checkouts.set(stray.bookKey, { items: [], kdtId: 160 });
    const made = fake.buyerCreatesTrade(stray.bookKey);
    const res = await pushTo(t, fake.push(made, 'trade_TradeBuyerPay', 'msg-stray-1'));
    expect(res.json()).toEqual({ code: 0, msg: 'success' });
  });

  it('the poll finds a trade paid without a push', async () => {
    const { token } = await youzanUser(t);
    const placed = okData<OrderView>(await order(t, token, { items: [ZINC], address: ADDRESS }));
    const bookKey = new URL(placed.youzan!.checkoutUrl).searchParams.get('book_key')!;
    const trade = fake.buyerCreatesTrade(bookKey);
    // The trade's creation is pushed (so its tid is known); its payment never is.
    expect((await pushTo(t, fake.push(trade, 'trade_TradeCreate', `msg-${trade.tid}-c`))).statusCode).toBe(
      200,
    );
    expect((await detail(t, token, placed.id)).status).toBe('pending_payment');
    fake.pay(trade.tid);
    // Not looked at again within half a poll interval (the push just read it); an hour later it is due.
    expect(await t.app.youzanService.pollNow()).toBe(0);
    expect((await detail(t, token, placed.id)).status).toBe('pending_payment');
    await t.app.db
      .update(youzanTrades)
      .set({ checkedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(youzanTrades.orderId, placed.id));
    expect(await t.app.youzanService.pollNow()).toBe(1);
    const paid = await detail(t, token, placed.id);
    expect(paid).toMatchObject({ status: 'paid', youzan: { tradeId: trade.tid } });
    // Nothing left to move: a second poll right away asks nothing.
    const lookups = fake.calls.filter((c) => c.includes('youzan.trade.get')).length;
    await t.app.youzanService.pollNow();
    expect(fake.calls.filter((c) => c.includes('youzan.trade.get')).length).toBe(lookups);
  });

  it('lists a Youzan user’s vouchers from the store (not the welcome pack) and takes one on an order', async () => {
    const { token, mobile } = await youzanUser(t);
    const now = Date.now();
    fake.coupons.set(mobile, [
      {
        coupon_id: 901,
        preferential_mode: 1,
        value: 500,
        valid_start_time: now - 3_600_000,
        valid_end_time: now + 86_400_000,
      },
      {
        coupon_id: 902,
        preferential_mode: 2,
        discount: 90,
        threshold_amount: 10_000,
        title: '店铺九折券',
        valid_start_time: now - 3_600_000,
        valid_end_time: now + 86_400_000,
      },
      {
        coupon_id: 903,
        preferential_mode: 1,
        value: 1000,
        valid_start_time: now - 7_200_000,
        valid_end_time: now + 86_400_000,
        verified_at: now - 60_000,
      },
      { coupon_id: 904, preferential_mode: 3, valid_start_time: now, valid_end_time: now + 86_400_000 },
    ]);
    const list = okData<{ list: VoucherView[]; total: number }>(
      await t.post('/api/v1/you_zan/query_vouchers?page_num=1&page_size=200', token),
    );
    expect(list.total).toBe(3);
    const byValue = (mode: number, value: number) =>
      list.list.find((v) => v.preferential_mode === mode && v.value === value)!;
    expect(byValue(1, 500)).toMatchObject({ status: 1, threshold_amount: 0, label: '减5元', title: '减5元' });
    expect(byValue(2, 90)).toMatchObject({ status: 1, threshold_amount: 10_000, title: '店铺九折券' });
    expect(byValue(1, 1000).status).toBe(2);
    const en = okData<{ list: VoucherView[] }>(
      await t.post('/api/v1/you_zan/query_vouchers?page_num=1&page_size=200', token, undefined, {
        'accept-language': 'en-US',
      }),
    );
    expect(en.list.find((v) => v.value === 500)?.title).not.toMatch(/[\u4e00-\u9fff]/);

    // The catalogue prices with the store's coupons (¥5 off; the 90 % one needs ¥100), not the welcome pack.
    const zincOf = async (as: string) =>
      okData<{ list: ProductView[] }>(
        await t.post('/api/v1/product/get_all', as, { page_num: 1, page_size: 100 }),
      )
        .list.flatMap((p) => p.skus)
        .find((s) => s.id === ZINC.skuId)!;
    expect(await zincOf(token)).toMatchObject({ priceCents: 2900, bestPriceCents: 2400 });
    expect((await zincOf((await t.login()).token)).bestPriceCents).not.toBe(2400);

    // The store's voucher goes on the order (the store applies it at its checkout); ours stays unused.
    const voucher = byValue(1, 500);
    const placed = okData<OrderView>(
      await order(t, token, { items: [ZINC], address: ADDRESS, voucherId: voucher.id }),
    );
    expect(placed).toMatchObject({ voucherId: voucher.id, discountCents: 500 });
    // A welcome voucher of the built-in shop is not this user's to use here.
    const guest = await t.login();
    const welcome = okData<{ list: VoucherView[] }>(
      await t.post('/api/v1/you_zan/query_vouchers', guest.token),
    ).list[0]!;
    expect(
      (await order(t, token, { items: [ZINC], address: ADDRESS, voucherId: welcome.id })).statusCode,
    ).toBe(404);
  });
});

describe('the Youzan store (not configured)', () => {
  const t = suiteApp({ RETAIL_SSO_ALLOW_UNSIGNED: 'true' });

  it('serves a user from the mini-program with the built-in shop and its vouchers; pushes are 404', async () => {
    const res = await t.post('/api/v1/base/login_sos', undefined, { type: 'youzan', token: '13911112222' });
    const { accessToken } = okData<{ accessToken: string; user: { isYouZan: boolean } }>(res);
    const placed = okData<OrderView>(await order(t, accessToken, { items: [ZINC], address: ADDRESS }));
    expect(placed.provider).toBe('builtin');
    expect(placed.youzan).toBeUndefined();
    const vouchers = okData<{ total: number }>(await t.post('/api/v1/you_zan/query_vouchers', accessToken));
    expect(vouchers.total).toBe(3);
    const push = await t.call({
      method: 'POST',
      url: '/api/v1/you_zan/push',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(push.statusCode).toBe(404);
  });
});

describe('a refused Youzan push is logged', () => {
  it('logs why, and stores nothing', async () => {
    const store = await startFakeYouzan(SETTINGS);
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      YOUZAN_CLIENT_ID: SETTINGS.clientId,
      YOUZAN_CLIENT_SECRET: SETTINGS.clientSecret,
      YOUZAN_GRANT_ID: SETTINGS.grantId,
      YOUZAN_BASE_URL: store.baseUrl,
      YOUZAN_SKU_MAP: JSON.stringify(SKU_MAP),
      YOUZAN_POLL_INTERVAL_MS: '3600000',
    });
    const app = await buildApp({ config, logStream: { write: (line) => void lines.push(line) } });
    try {
      store.checkouts.set('bk-x', { items: [], kdtId: 160 });
      const push = store.push(store.buyerCreatesTrade('bk-x'), 'trade_TradeBuyerPay', 'msg-logged-1');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/you_zan/push',
        payload: push.body,
        headers: {
          ...push.headers,
          'event-sign': pushSignature(SETTINGS.clientId, push.body, 'not-the-secret'),
        },
      });
      expect(res.statusCode).toBe(401);
      const logged = lines.map((l) => JSON.parse(l) as { msg: string; reason?: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'Youzan push refused', reason: 'Event-Sign does not match' }),
      );
      expect(await app.db.select().from(youzanPushes)).toEqual([]);
      expect(store.calls).toEqual([]);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
