import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buyerVouchers, checkoutFor, chinaTime, tradeState, yuanToCents } from './youzan-api';
import { YouzanClient, YouzanError } from './youzan-client';
import { startFakeYouzan, type FakeYouzan } from './testing/fake-youzan';

const SETTINGS = { clientId: 'fake-client', clientSecret: 'fake-secret-0123456789', grantId: '160' };
const HOUR = 3_600_000;

describe('Youzan client against a local fake of the Open API', () => {
  let clock = Date.UTC(2026, 4, 1);
  const now = () => clock;
  let fake: FakeYouzan;
  const client = (over: Partial<ConstructorParameters<typeof YouzanClient>[0]> = {}) =>
    new YouzanClient({
      ...SETTINGS,
      baseUrl: fake.baseUrl,
      refreshMarginMs: 10 * 60_000,
      timeoutMs: 5000,
      now,
      ...over,
    });

  beforeAll(async () => {
    fake = await startFakeYouzan({ ...SETTINGS, tokenTtlMs: 2 * HOUR, now });
  });
  afterAll(() => fake.close());

  it('gets the token once in silent mode and reuses it for every call', async () => {
    const c = client();
    const before = fake.tokensIssued;
    const [a, b] = await Promise.all([c.accessToken(), c.accessToken()]);
    expect(a).toBe(b);
    await tradeState(c, 'E-none').catch(() => undefined);
    await buyerVouchers(c, '13800000000');
    expect(fake.tokensIssued - before).toBe(1);
    expect(c.tokensFetched).toBe(1);
    expect(fake.calls).toContain('/api/youzan.ump.voucher.query/3.0.0');
  });

  it('gets a new token before the one held expires (within the margin), not after each call', async () => {
    const c = client();
    const first = await c.accessToken();
    clock += 2 * HOUR - 11 * 60_000; // 11 minutes left: still kept
    expect(await c.accessToken()).toBe(first);
    clock += 2 * 60_000; // 9 minutes left: inside the 10-minute margin
    const second = await c.accessToken();
    expect(second).not.toBe(first);
    expect(c.tokensFetched).toBe(2);
    await buyerVouchers(c, '13800000000');
    expect(c.tokensFetched).toBe(2);
  });

  it('gets a new token once when the gateway says the token is not valid, and retries the call', async () => {
    const c = client();
    await buyerVouchers(c, '13800000000');
    fake.revokeTokens();
    const before = fake.tokensIssued;
    fake.coupons.set('13900000000', [
      {
        coupon_id: 7,
        preferential_mode: 1,
        value: 500,
        valid_start_time: clock - HOUR,
        valid_end_time: clock + HOUR,
      },
    ]);
    const list = await buyerVouchers(c, '13900000000');
    expect(list.map((v) => v.couponId)).toEqual([7]);
    expect(fake.tokensIssued - before).toBe(1);
    expect(c.tokensFetched).toBe(2);
  });

  it('refuses with the Youzan code when the credentials are wrong or the call fails', async () => {
    const bad = client({ clientSecret: 'wrong' });
    await expect(bad.accessToken()).rejects.toThrow(/no access token/);
    const c = client();
    const err = await tradeState(c, 'E-unknown').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(YouzanError);
    expect((err as YouzanError).code).toBe(101300001);
    await expect(c.call('youzan.no.such', '1.0.0', {}, z.unknown())).rejects.toThrow(/5001/);
    const down = client({ baseUrl: 'http://127.0.0.1:1' });
    await expect(down.accessToken()).rejects.toThrow(/unreachable/);
  });

  it('hands a basket to the store and reads the trade made from it', async () => {
    const c = client();
    const checkout = await checkoutFor(c, '160', [{ itemId: 11, skuId: 22, num: 2, priceCents: 3900 }]);
    expect(checkout.url).toContain(checkout.bookKey);
    expect(fake.checkouts.get(checkout.bookKey)?.items).toEqual([
      { item_id: '11', sku_id: '22', num: '2', price: 3900 },
    ]);
    const trade = fake.buyerCreatesTrade(checkout.bookKey);
    expect(await tradeState(c, trade.tid)).toMatchObject({
      status: 'WAIT_BUYER_PAY',
      bookKey: checkout.bookKey,
      amountCents: 7800,
      paidAt: null,
    });
    fake.pay(trade.tid, '2026-05-01 10:20:30');
    fake.ship(trade.tid, 'SF1234567890', '顺丰速运');
    expect(await tradeState(c, trade.tid)).toMatchObject({
      status: 'WAIT_BUYER_CONFIRM_GOODS',
      amountCents: 7800,
      paidAt: new Date('2026-05-01T02:20:30Z'),
      shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
      refundedInFull: false,
    });
  });

  it('reads amounts and China times exactly', () => {
    expect(yuanToCents('12.3')).toBe(1230);
    expect(yuanToCents('0.05')).toBe(5);
    expect(yuanToCents('7')).toBe(700);
    expect(yuanToCents('1.234')).toBeNull();
    expect(yuanToCents('-1')).toBeNull();
    expect(chinaTime('2026-01-01 00:00:00')?.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(chinaTime('yesterday')).toBeNull();
  });
});
