import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { WechatPaySettings } from '../../config-wechat';
import type { PaymentProvider, PaymentStartInput } from '../shop';
import { testKeys, wechatPayEnv, WechatPayFake } from './testing/wechatpay-fake';
import { chinaTime, createWechatPayProvider, utf8Prefix, WechatPayError } from './wechatpay-provider';

/**
 * The WeChat Pay provider against a local fake of the v3 endpoints (127.0.0.1, a random port): the fake
 * checks our Authorization with the merchant public key and signs its answers with a platform key pair
 * made here; notifications carry real RSA signatures and AES-256-GCM resources.
 */
const keys = testKeys();
const fake = new WechatPayFake(keys.merchant, keys.platform);
let settings: WechatPaySettings;
let provider: PaymentProvider;
const rejected: string[] = [];

beforeAll(async () => {
  await fake.start();
  settings = loadConfig(wechatPayEnv(keys, fake.baseUrl)).wechat.pay!;
  provider = createWechatPayProvider(settings, { onRejectedNotification: (r) => rejected.push(r) });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.answerFault = null;
  rejected.length = 0;
});

let seq = 0;
function order(over: Partial<PaymentStartInput> = {}): PaymentStartInput {
  seq += 1;
  return {
    orderId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    outTradeNo: `NT${Date.now()}${seq}`,
    amountCents: 12_800,
    description: 'AI营养师 · 锌 10 mg × 60',
    channel: 'wechat_jsapi',
    clientIp: '203.0.113.9',
    openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...over,
  };
}

describe('WeChat Pay provider: create, query, close, refund', () => {
  it('creates a JSAPI transaction and signs the getBrandWCPayRequest parameters with the merchant key', async () => {
    const input = order();
    const action = await provider.start(input);
    const trade = fake.trades.get(input.outTradeNo)!;
    expect(trade).toMatchObject({
      kind: 'jsapi',
      appid: keys.merchant.appId,
      mchid: keys.merchant.mchid,
      total: 12_800,
      openid: input.openid,
      payer_client_ip: '203.0.113.9',
      notify_url: settings.notifyUrl,
      time_expire: chinaTime(input.expiresAt),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v3/pay/transactions/jsapi',
      authorized: true,
    });
    if (action.kind !== 'jsapi') throw new Error(`expected jsapi, got ${action.kind}`);
    const { params } = action;
    expect(params).toMatchObject({
      appId: keys.merchant.appId,
      package: `prepay_id=${trade.prepay_id}`,
      signType: 'RSA',
    });
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(params.nonceStr.length).toBeGreaterThanOrEqual(16);
    // What WeChat checks: RSA-SHA256 over appId, timeStamp, nonceStr and package, one per line.
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    const verifier = createVerify('RSA-SHA256').update(message);
    expect(verifier.verify(keys.merchant.publicKey, params.paySign, 'base64')).toBe(true);
    const tampered = createVerify('RSA-SHA256').update(message.replace('prepay_id=', 'prepay_id=x'));
    expect(tampered.verify(keys.merchant.publicKey, params.paySign, 'base64')).toBe(false);
  });

  it('creates an H5 transaction with the payer IP and answers the cashier URL', async () => {
    const input = order({ channel: 'wechat_h5', openid: undefined, clientIp: '198.51.100.7' });
    const action = await provider.start(input);
    expect(action).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(/^https:\/\/wx\.tenpay\.com\/.*prepay_id=/),
    });
    expect(fake.trades.get(input.outTradeNo)).toMatchObject({ kind: 'h5', payer_client_ip: '198.51.100.7' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      scene_info: { h5_info: { type: 'Wap' } },
    });
  });

  it('refuses JSAPI without an openid and the demo channel, before calling WeChat Pay', async () => {
    const before = fake.requests.length;
    await expect(provider.start(order({ openid: undefined }))).rejects.toThrow(/openid/);
    await expect(provider.start(order({ channel: 'demo' }))).rejects.toThrow(/demo/);
    await expect(provider.start(order({ amountCents: 0 }))).rejects.toThrow(/1 fen/);
    expect(fake.requests.length).toBe(before);
  });

  it('cuts a long description to 127 bytes between characters', async () => {
    const input = order({ description: '维生素'.repeat(60) });
    await provider.start(input);
    const sent = fake.trades.get(input.outTradeNo)!.description;
    expect(Buffer.byteLength(sent)).toBeLessThanOrEqual(127);
    expect(sent).toBe('维生素'.repeat(60).slice(0, 42));
    expect(utf8Prefix('a锌', 2)).toBe('a');
  });

  it('queries by out_trade_no: unpaid, then paid with the transaction, unknown trades unpaid', async () => {
    const input = order();
    await provider.start(input);
    expect(await provider.query(input.outTradeNo)).toEqual({ status: 'unpaid' });
    const trade = fake.pay(input.outTradeNo, new Date('2026-11-30T10:00:00Z'));
    expect(await provider.query(input.outTradeNo)).toEqual({
      status: 'paid',
      transactionId: trade.transaction_id,
      paidCents: 12_800,
      currency: 'CNY',
      paidAt: new Date('2026-11-30T10:00:00Z'),
    });
    expect(fake.requests.at(-1)!.url).toBe(
      `/v3/pay/transactions/out-trade-no/${input.outTradeNo}?mchid=${keys.merchant.mchid}`,
    );
    expect(await provider.query('NEVER_CREATED_123')).toEqual({ status: 'unpaid' });
  });

  it('closes an unpaid trade; closing it again or an unknown one is not an error; a paid one is', async () => {
    const input = order();
    await provider.start(input);
    await provider.close(input.outTradeNo);
    expect(fake.trades.get(input.outTradeNo)!.trade_state).toBe('CLOSED');
    expect(await provider.query(input.outTradeNo)).toEqual({ status: 'closed' });
    await provider.close(input.outTradeNo);
    await provider.close('NEVER_CREATED_456');
    const paid = order();
    await provider.start(paid);
    fake.pay(paid.outTradeNo);
    await expect(provider.close(paid.outTradeNo)).rejects.toMatchObject({ code: 'ORDERPAID', status: 400 });
  });

  it('refunds part then the rest through the domestic refunds API; above what was paid is refused', async () => {
    const input = order({ amountCents: 5_000 });
    await provider.start(input);
    fake.pay(input.outTradeNo);
    /** Refund number `n` of this 50-yuan order. */
    const refund = (n: number, refundCents: number, reason: string) =>
      provider.refund({
        outTradeNo: input.outTradeNo,
        outRefundNo: `${input.outTradeNo}R${n}`,
        refundCents,
        totalCents: 5_000,
        reason,
      });
    const first = await refund(1, 2_000, '退一件');
    expect(first).toEqual({ status: 'processing', refundId: expect.stringMatching(/^5030/) });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      out_trade_no: input.outTradeNo,
      amount: { refund: 2_000, total: 5_000, currency: 'CNY' },
    });
    // The same refund number again is the same refund, not a second one.
    const again = await refund(1, 2_000, '退一件');
    expect(again.refundId).toBe(first.refundId);
    await expect(refund(2, 3_001, '全退')).rejects.toMatchObject({ code: 'NOT_ENOUGH' });
    await refund(3, 3_000, '全退');
    expect(fake.trades.get(input.outTradeNo)!.refunded).toBe(5_000);
    expect((await provider.query(input.outTradeNo)).status).toBe('refunded');
  });

  it.each(['signature', 'serial', 'timestamp'] as const)(
    'refuses an answer whose %s does not hold (the SDK verifies WeChat Pay answers)',
    async (fault) => {
      const input = order();
      await provider.start(input);
      fake.pay(input.outTradeNo);
      fake.answerFault = fault;
      const err = await provider.query(input.outTradeNo).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WechatPayError);
      expect((err as WechatPayError).code).toMatch(/^EV3_RES_HEADER/);
    },
  );

  it('a wrong base URL fails loudly instead of reading as unpaid or closed', async () => {
    const lost = createWechatPayProvider({ ...settings, baseUrl: `${fake.baseUrl}/elsewhere` });
    await expect(lost.query('NEVER_CREATED_789')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(lost.close('NEVER_CREATED_789')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('is refused by WeChat Pay when signed with another merchant key (the fake checks the Authorization)', async () => {
    const other = testKeys();
    const wrong = createWechatPayProvider({ ...settings, privateKey: other.merchant.privateKey });
    await expect(wrong.start(order())).rejects.toMatchObject({ status: 401, code: 'SIGN_ERROR' });
    expect(fake.requests.at(-1)!.authorized).toBe(false);
  });
});

describe('WeChat Pay notifications', () => {
  async function paidTrade(amountCents = 9_900) {
    const input = order({ amountCents });
    await provider.start(input);
    return fake.pay(input.outTradeNo);
  }

  it('accepts a notification with a good signature and decrypts the transaction', async () => {
    const trade = await paidTrade();
    const { headers, body } = fake.notification(trade.out_trade_no);
    const got = await provider.verifyNotification(headers, body);
    expect(got).toEqual({
      id: JSON.parse(body).id,
      outTradeNo: trade.out_trade_no,
      state: {
        status: 'paid',
        transactionId: trade.transaction_id,
        paidCents: 9_900,
        currency: 'CNY',
        paidAt: new Date(trade.success_time!),
      },
    });
    expect(rejected).toEqual([]);
  });

  it('takes header names in any case, as proxies may rewrite them', async () => {
    const trade = await paidTrade();
    const { headers, body } = fake.notification(trade.out_trade_no);
    const upper = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (s) => s.toUpperCase()), v]),
    );
    expect((await provider.verifyNotification(upper, body))?.outTradeNo).toBe(trade.out_trade_no);
  });

  it.each([
    ['a signature made with another key', { signature: 'bad' as const }, /Signature does not verify/],
    ['a timestamp six minutes old', { staleSeconds: 360 }, /more than 5 minutes/],
    ['the serial of another key', { serial: 'PUB_KEY_ID_0114232134912410000000000000FFFF' }, /Serial/],
    ['a ciphertext changed by one bit', { tamperCiphertext: true }, /does not decrypt/],
  ])('rejects %s (null, reason told)', async (_name, fault, reason) => {
    const trade = await paidTrade();
    const { headers, body } = fake.notification(trade.out_trade_no, fault);
    expect(await provider.verifyNotification(headers, body)).toBeNull();
    expect(rejected).toEqual([expect.stringMatching(reason)]);
  });

  it('rejects a body changed after signing, and missing headers', async () => {
    const trade = await paidTrade();
    const { headers, body } = fake.notification(trade.out_trade_no);
    expect(await provider.verifyNotification(headers, body.replace('支付成功', '支付成功 '))).toBeNull();
    const { 'wechatpay-signature': _dropped, ...unsigned } = headers;
    expect(await provider.verifyNotification(unsigned, body)).toBeNull();
    expect(await provider.verifyNotification(headers, 'not json')).toBeNull();
    expect(rejected).toHaveLength(3);
  });

  it('still accepts a timestamp four minutes old (within the API bound)', async () => {
    const trade = await paidTrade();
    const { headers, body } = fake.notification(trade.out_trade_no, { staleSeconds: 240 });
    expect(await provider.verifyNotification(headers, body)).not.toBeNull();
  });

  it('rejects a well-signed resource for another merchant', async () => {
    const trade = await paidTrade();
    const resource = { ...fake.transactionOf(trade), mchid: '1900000999' };
    const { headers, body } = fake.notification(trade.out_trade_no, {}, resource);
    expect(await provider.verifyNotification(headers, body)).toBeNull();
    expect(rejected).toEqual([expect.stringMatching(/another merchant/)]);
  });

  it('gives the same result for a replayed notification (same id, same state)', async () => {
    const trade = await paidTrade();
    const { headers, body } = fake.notification(trade.out_trade_no);
    const first = await provider.verifyNotification(headers, body);
    const replay = await provider.verifyNotification({ ...headers }, body);
    expect(first).not.toBeNull();
    expect(replay).toEqual(first);
  });
});
