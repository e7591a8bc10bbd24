import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import type http from 'node:http';
import { listenLocally, listening, type LocalServer } from '../../../../test/local-server';

/**
 * A local stand-in for the WeChat Pay API v3 endpoints the provider uses (create JSAPI/H5 transaction,
 * query by out_trade_no, close, domestic refund), written from the API's documentation with node:crypto
 * only (never the SDK under test): it checks each request's Authorization (WECHATPAY2-SHA256-RSA2048,
 * the merchant's RSA-SHA256 over "METHOD\nURL\ntimestamp\nnonce\nbody\n"), signs each answer with its own
 * platform key pair, and makes payment notifications with real RSA signatures and AES-256-GCM resources.
 */

export interface MerchantKeys {
  mchid: string;
  appId: string;
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The APIv3 key (32 bytes). */
  apiV3Key: string;
}

export interface PlatformKeys {
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A merchant and WeChat Pay's platform, each with a fresh RSA-2048 key pair. */
export function testKeys(): { merchant: MerchantKeys; platform: PlatformKeys } {
  const m = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const p = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    merchant: {
      mchid: '1900000109',
      appId: 'wx8888888888888888',
      serial: randomBytes(20).toString('hex').toUpperCase(),
      privateKey: m.privateKey,
      publicKey: m.publicKey,
      apiV3Key: randomBytes(16).toString('hex'),
    },
    platform: {
      serial: `PUB_KEY_ID_0114232134912410000000000000${randomBytes(4).toString('hex').toUpperCase()}`,
      privateKey: p.privateKey,
      publicKey: p.publicKey,
    },
  };
}

/** The environment that points the app's WeChat Pay settings at a fake. */
export function wechatPayEnv(
  keys: { merchant: MerchantKeys; platform: PlatformKeys },
  baseUrl: string,
): Record<string, string> {
  return {
    // A real provider refuses the public default secret (issue 35).
    JWT_SECRET: 'wechatpay-test-secret-0123456789abcdef',
    WECHAT_APP_ID: keys.merchant.appId,
    WECHATPAY_MCHID: keys.merchant.mchid,
    WECHATPAY_SERIAL: keys.merchant.serial,
    WECHATPAY_PRIVATE_KEY: keys.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_APIV3_KEY: keys.merchant.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHATPAY_PLATFORM_SERIAL: keys.platform.serial,
    WECHATPAY_NOTIFY_URL: 'https://shop.example.com/api/v1/payments/notify/wechatpay',
    WECHATPAY_BASE_URL: baseUrl,
  };
}

export type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';

export interface FakeTrade {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  notify_url: string;
  time_expire: string;
  total: number;
  kind: 'jsapi' | 'h5';
  openid?: string;
  payer_client_ip: string;
  prepay_id: string;
  trade_state: TradeState;
  transaction_id?: string;
  success_time?: string;
  refunded: number;
  refunds: Map<string, { refund_id: string; refund: number }>;
}

/** What a fake answer is made to get wrong, to see the SDK refuse it. */
export type AnswerFault = 'signature' | 'serial' | 'timestamp' | null;

/** How a notification is made to be wrong. */
export interface NotificationFault {
  signature?: 'bad';
  staleSeconds?: number;
  serial?: string;
  tamperCiphertext?: boolean;
}

export interface Notification {
  headers: Record<string, string>;
  body: string;
}

const nowS = () => Math.floor(Date.now() / 1000);
const nonce = () => randomBytes(16).toString('hex');
const rfc3339 = (d: Date) => `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

function authorizationOf(header: string | undefined): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header?.startsWith(prefix)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  return fields;
}

export class WechatPayFake {
  readonly trades = new Map<string, FakeTrade>();
  /** Every request as received, with whether its Authorization held. */
  readonly requests: { method: string; url: string; body: string; authorized: boolean }[] = [];
  answerFault: AnswerFault = null;
  private local?: LocalServer;
  private seq = 0;

  constructor(
    readonly merchant: MerchantKeys,
    readonly platform: PlatformKeys,
  ) {}

  get baseUrl(): string {
    return listening(this.local).baseUrl;
  }

  async start(): Promise<this> {
    this.local = await listenLocally((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const answer = this.handle(req.method ?? 'GET', req.url ?? '/', req.headers.authorization, body);
        this.send(res, answer.status, answer.body);
      });
    });
    return this;
  }

  async stop(): Promise<void> {
    await this.local?.close();
  }

  /** The payer pays in WeChat: the trade succeeds (what a notification then reports). */
  pay(outTradeNo: string, at = new Date()): FakeTrade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    if (trade.trade_state !== 'NOTPAY') throw new Error(`trade ${outTradeNo} is ${trade.trade_state}`);
    trade.trade_state = 'SUCCESS';
    trade.transaction_id = `4200${String(++this.seq).padStart(24, '0')}`;
    trade.success_time = rfc3339(at);
    return trade;
  }

  /** The decrypted resource of a notification: the transaction as WeChat Pay reports it. */
  transactionOf(trade: FakeTrade): Record<string, unknown> {
    return {
      appid: trade.appid,
      mchid: trade.mchid,
      out_trade_no: trade.out_trade_no,
      ...(trade.transaction_id ? { transaction_id: trade.transaction_id } : {}),
      trade_type: trade.kind === 'jsapi' ? 'JSAPI' : 'MWEB',
      trade_state: trade.trade_state,
      trade_state_desc: trade.trade_state,
      bank_type: 'OTHERS',
      ...(trade.success_time ? { success_time: trade.success_time } : {}),
      ...(trade.openid ? { payer: { openid: trade.openid } } : {}),
      amount: {
        total: trade.total,
        payer_total: trade.trade_state === 'NOTPAY' ? 0 : trade.total,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
  }

  /**
   * A TRANSACTION.SUCCESS notification for a paid trade, signed with the platform key and encrypted
   * with the APIv3 key, as WeChat Pay posts it to notify_url; `fault` breaks one part of it.
   */
  notification(
    outTradeNo: string,
    fault: NotificationFault = {},
    resource: Record<string, unknown> | undefined = undefined,
  ): Notification {
    const trade = this.trades.get(outTradeNo);
    if (!trade && !resource) throw new Error(`no trade ${outTradeNo}`);
    const plaintext = JSON.stringify(resource ?? this.transactionOf(trade!));
    const iv = randomBytes(6).toString('hex');
    const aad = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(this.merchant.apiV3Key, 'utf8'), iv);
    cipher.setAAD(Buffer.from(aad));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    if (fault.tamperCiphertext) sealed[0] = sealed[0]! ^ 0x01;
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: rfc3339(new Date()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: aad,
        nonce: iv,
      },
    });
    return { headers: this.signedHeaders(body, fault), body };
  }

  private signedHeaders(body: string, fault: NotificationFault & { answer?: AnswerFault } = {}) {
    const timestamp = String(nowS() - (fault.staleSeconds ?? 0) - (fault.answer === 'timestamp' ? 600 : 0));
    const n = nonce();
    const key =
      fault.signature === 'bad' || fault.answer === 'signature'
        ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
        : this.platform.privateKey;
    const signature = sign('RSA-SHA256', Buffer.from(`${timestamp}\n${n}\n${body}\n`), key).toString(
      'base64',
    );
    return {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': n,
      'wechatpay-signature': signature,
      'wechatpay-serial':
        fault.serial ?? (fault.answer === 'serial' ? 'PUB_KEY_ID_SOMEONE_ELSE' : this.platform.serial),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    const text = body === undefined ? '' : JSON.stringify(body);
    const ok = status >= 200 && status < 300;
    // WeChat Pay signs its answers; the SDK checks the successful ones.
    const headers = {
      'request-id': `08${randomBytes(12).toString('hex')}`,
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...(ok ? this.signedHeaders(text, { answer: this.answerFault }) : {}),
    };
    res.writeHead(status, headers);
    res.end(text);
  }

  private authorized(method: string, url: string, header: string | undefined, body: string): string | null {
    const auth = authorizationOf(header);
    if (!auth) return 'no WECHATPAY2-SHA256-RSA2048 Authorization';
    if (auth.mchid !== this.merchant.mchid) return 'mchid does not match';
    if (auth.serial_no !== this.merchant.serial) return 'serial_no is not the merchant certificate';
    if (!auth.timestamp || Math.abs(nowS() - Number(auth.timestamp)) > 300) return 'timestamp out of range';
    if (!auth.nonce_str || !auth.signature) return 'nonce_str or signature missing';
    const message = `${method}\n${url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
    const good = verify(
      'RSA-SHA256',
      Buffer.from(message),
      this.merchant.publicKey,
      Buffer.from(auth.signature, 'base64'),
    );
    return good ? null : 'signature does not verify with the merchant public key';
  }

  private handle(
    method: string,
    url: string,
    authorization: string | undefined,
    body: string,
  ): { status: number; body?: unknown } {
    const refusal = this.authorized(method, url, authorization, body);
    this.requests.push({ method, url, body, authorized: refusal === null });
    if (refusal) return { status: 401, body: { code: 'SIGN_ERROR', message: refusal } };
    const parsed = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    const { pathname, searchParams } = new URL(url, 'http://fake');
    let m: RegExpMatchArray | null;
    if (method === 'POST' && (m = pathname.match(/^\/v3\/pay\/transactions\/(jsapi|h5)$/)))
      return this.create(m[1] as 'jsapi' | 'h5', parsed);
    if (method === 'GET' && (m = pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/))) {
      if (searchParams.get('mchid') !== this.merchant.mchid) return paramError('mchid');
      const trade = this.trades.get(decodeURIComponent(m[1]!));
      if (!trade) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
      return { status: 200, body: this.transactionOf(trade) };
    }
    if (
      method === 'POST' &&
      (m = pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/))
    ) {
      if (parsed.mchid !== this.merchant.mchid) return paramError('mchid');
      const trade = this.trades.get(decodeURIComponent(m[1]!));
      if (!trade) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
      if (trade.trade_state === 'SUCCESS' || trade.trade_state === 'REFUND')
        return { status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } };
      if (trade.trade_state === 'CLOSED')
        return { status: 400, body: { code: 'ORDER_CLOSED', message: '订单已关闭' } };
      trade.trade_state = 'CLOSED';
      return { status: 204 };
    }
    if (method === 'POST' && pathname === '/v3/refund/domestic/refunds') return this.refund(parsed);
    return { status: 404, body: { code: 'NOT_FOUND', message: `${method} ${pathname}` } };
  }

  private create(kind: 'jsapi' | 'h5', b: Record<string, unknown>): { status: number; body?: unknown } {
    const amount = b.amount as { total?: unknown; currency?: unknown } | undefined;
    const scene = b.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    const payer = b.payer as { openid?: unknown } | undefined;
    if (b.appid !== this.merchant.appId) return paramError('appid');
    if (b.mchid !== this.merchant.mchid) return paramError('mchid');
    if (typeof b.out_trade_no !== 'string' || !/^[A-Za-z0-9_*|-]{6,32}$/.test(b.out_trade_no))
      return paramError('out_trade_no');
    if (typeof b.description !== 'string' || !b.description || Buffer.byteLength(b.description) > 127)
      return paramError('description');
    if (typeof b.notify_url !== 'string' || !b.notify_url.startsWith('https://'))
      return paramError('notify_url');
    if (typeof b.time_expire !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(b.time_expire))
      return paramError('time_expire');
    if (!amount || !Number.isInteger(amount.total) || (amount.total as number) < 1)
      return paramError('amount.total');
    if (kind === 'jsapi' && (typeof payer?.openid !== 'string' || !payer.openid))
      return paramError('payer.openid');
    if (typeof scene?.payer_client_ip !== 'string') return paramError('scene_info.payer_client_ip');
    if (kind === 'h5' && scene.h5_info?.type !== 'Wap') return paramError('scene_info.h5_info.type');
    const existing = this.trades.get(b.out_trade_no);
    if (existing) {
      // The same order sent again gets the same prepay id; different terms are refused.
      if (existing.total !== amount.total || existing.kind !== kind)
        return { status: 403, body: { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' } };
      if (existing.trade_state === 'SUCCESS')
        return { status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } };
      return { status: 200, body: this.prepayAnswer(existing) };
    }
    const trade: FakeTrade = {
      appid: b.appid,
      mchid: b.mchid,
      out_trade_no: b.out_trade_no,
      description: b.description,
      notify_url: b.notify_url,
      time_expire: b.time_expire,
      total: amount.total as number,
      kind,
      ...(kind === 'jsapi' ? { openid: payer!.openid as string } : {}),
      payer_client_ip: scene.payer_client_ip,
      prepay_id: `wx${Date.now()}${randomBytes(8).toString('hex')}`,
      trade_state: 'NOTPAY',
      refunded: 0,
      refunds: new Map(),
    };
    this.trades.set(trade.out_trade_no, trade);
    return { status: 200, body: this.prepayAnswer(trade) };
  }

  private prepayAnswer(trade: FakeTrade) {
    return trade.kind === 'jsapi'
      ? { prepay_id: trade.prepay_id }
      : {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${trade.prepay_id}&package=2150917749`,
        };
  }

  private refund(b: Record<string, unknown>): { status: number; body?: unknown } {
    const amount = b.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    if (typeof b.out_refund_no !== 'string' || !/^[A-Za-z0-9_*@|-]{1,64}$/.test(b.out_refund_no))
      return paramError('out_refund_no');
    const trade = typeof b.out_trade_no === 'string' ? this.trades.get(b.out_trade_no) : undefined;
    if (!trade) return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' } };
    if (!amount || !Number.isInteger(amount.refund) || (amount.refund as number) < 1)
      return paramError('amount.refund');
    if (amount.total !== trade.total) return paramError('amount.total');
    if (amount.currency !== 'CNY') return paramError('amount.currency');
    const again = trade.refunds.get(b.out_refund_no);
    if (again) return { status: 200, body: this.refundAnswer(trade, b.out_refund_no, again) };
    if (trade.trade_state !== 'SUCCESS' && trade.trade_state !== 'REFUND')
      return { status: 400, body: { code: 'INVALID_REQUEST', message: '订单未支付' } };
    if (trade.refunded + (amount.refund as number) > trade.total)
      return { status: 403, body: { code: 'NOT_ENOUGH', message: '退款金额超过订单可退金额' } };
    const refund = {
      refund_id: `5030${String(++this.seq).padStart(24, '0')}`,
      refund: amount.refund as number,
    };
    trade.refunds.set(b.out_refund_no, refund);
    trade.refunded += refund.refund;
    trade.trade_state = 'REFUND';
    return { status: 200, body: this.refundAnswer(trade, b.out_refund_no, refund) };
  }

  private refundAnswer(trade: FakeTrade, outRefundNo: string, refund: { refund_id: string; refund: number }) {
    return {
      refund_id: refund.refund_id,
      out_refund_no: outRefundNo,
      transaction_id: trade.transaction_id,
      out_trade_no: trade.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: rfc3339(new Date()),
      status: 'PROCESSING',
      amount: {
        total: trade.total,
        refund: refund.refund,
        payer_total: trade.total,
        payer_refund: refund.refund,
        currency: 'CNY',
      },
    };
  }
}

function paramError(field: string) {
  return { status: 400, body: { code: 'PARAM_ERROR', message: `${field} is missing or invalid` } };
}
