import type http from 'node:http';
import { listenLocally } from '../../../../test/local-server';
import { pushSignature } from '../youzan-push';

/**
 * A local stand-in for the Youzan cloud endpoints the shop uses, for tests: /auth/token (silent mode)
 * and /api/{name}/{version} for the settlement page, trade look-up and buyer coupons. It keeps trades
 * and coupons in memory, checks access tokens against its own clock, and signs push messages the way
 * Youzan does. It listens on 127.0.0.1 on a port the system picks.
 */
export interface FakeTrade {
  tid: string;
  bookKey: string;
  status: string;
  payment: string | null;
  payTime: string | null;
  transaction: string | null;
  refundState: number;
  express: { no: string; id: number; name?: string } | null;
}

export interface FakeCoupon {
  coupon_id: number;
  preferential_mode: number;
  value?: number;
  discount?: number;
  threshold_amount?: number;
  title?: string;
  valid_start_time: number;
  valid_end_time: number;
  verified_at?: number;
}

export interface FakeYouzanOptions {
  clientId: string;
  clientSecret: string;
  grantId: string;
  /** How long a token lives. */
  tokenTtlMs?: number;
  now?: () => number;
}

export interface FakeYouzan {
  baseUrl: string;
  /** Every call as `path` (token calls as /auth/token), in order. */
  calls: string[];
  tokensIssued: number;
  checkouts: Map<string, { items: unknown[]; kdtId: unknown }>;
  trades: Map<string, FakeTrade>;
  coupons: Map<string, FakeCoupon[]>;
  /** Makes every token issued so far invalid (as a token renewed elsewhere would be). */
  revokeTokens(): void;
  /**
   * The buyer confirms the settlement page: a trade waiting for payment of the basket's price, or of
   * `payment` (yuan) when the store priced it otherwise (its coupons, postage).
   */
  buyerCreatesTrade(bookKey: string, payment?: string): FakeTrade;
  /** The buyer pays the trade's amount. */
  pay(tid: string, payTime?: string): void;
  ship(tid: string, expressNo: string, expressName?: string): void;
  /** A push as Youzan sends it: its body and its headers (Event-Sign over the body). */
  push(trade: FakeTrade, type: string, msgId: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

function json(res: http.ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

export async function startFakeYouzan(options: FakeYouzanOptions): Promise<FakeYouzan> {
  const now = options.now ?? Date.now;
  const ttl = options.tokenTtlMs ?? 7 * 24 * 3_600_000;
  const tokens = new Map<string, number>();
  let seq = 0;
  const state = {
    calls: [] as string[],
    tokensIssued: 0,
    checkouts: new Map<string, { items: unknown[]; kdtId: unknown }>(),
    trades: new Map<string, FakeTrade>(),
    coupons: new Map<string, FakeCoupon[]>(),
  };

  const api = (name: string, params: Record<string, unknown>): unknown => {
    switch (name) {
      case 'youzan.trade.bill.goods.url.get/3.0.0': {
        const items = JSON.parse(String(params.item_list ?? '[]')) as unknown[];
        if (String(params.kdt_id) !== options.grantId || items.length === 0) {
          return { success: false, code: 141500101, message: 'bad item_list or kdt_id' };
        }
        const bookKey = `bk-${++seq}-${Math.random().toString(36).slice(2, 10)}`;
        state.checkouts.set(bookKey, { items, kdtId: params.kdt_id });
        return {
          success: true,
          code: 200,
          data: {
            is_success: true,
            book_key: bookKey,
            url: `https://h5.youzan.com/wsctrade/order/buy?book_key=${bookKey}`,
          },
        };
      }
      case 'youzan.trade.get/4.0.0': {
        const t = state.trades.get(String(params.tid));
        if (!t) return { success: false, code: 101300001, message: '订单不存在' };
        return {
          success: true,
          code: 200,
          data: {
            full_order_info: {
              order_info: { tid: t.tid, status: t.status, pay_time: t.payTime, refund_state: t.refundState },
              pay_info: {
                payment: t.payment ?? '0.00',
                transaction: [],
                outer_transactions: t.transaction ? [t.transaction] : [],
              },
              source_info: { book_key: t.bookKey },
            },
            delivery_order: t.express
              ? [
                  {
                    express_state: 1,
                    dists: [
                      {
                        express_info: {
                          express_no: t.express.no,
                          express_id: t.express.id,
                          express_name: t.express.name,
                        },
                      },
                    ],
                  },
                ]
              : [],
          },
        };
      }
      case 'youzan.ump.voucher.query/3.0.0':
        return {
          success: true,
          code: 200,
          data: (state.coupons.get(String(params.mobile)) ?? []).map(({ coupon_id, ...rest }) => ({
            ...rest,
            voucher_identity: { coupon_id, coupon_type: 0 },
          })),
        };
      default:
        return { gw_err_resp: { err_code: 5001, err_msg: `no such api ${name}` } };
    }
  };

  const local = await listenLocally((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      state.calls.push(url.pathname);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        json(res, { success: false, code: 400, message: 'body is not JSON' });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/auth/token') {
        const good =
          body.authorize_type === 'silent' &&
          body.client_id === options.clientId &&
          body.client_secret === options.clientSecret &&
          String(body.grant_id) === options.grantId;
        if (!good) {
          json(res, {
            success: false,
            code: 40001,
            message: 'client_id, client_secret or grant_id is wrong',
          });
          return;
        }
        const token = `tok-${++state.tokensIssued}-${Math.random().toString(36).slice(2, 10)}`;
        const expires = now() + ttl;
        tokens.set(token, expires);
        json(res, {
          success: true,
          code: 200,
          message: null,
          data: { access_token: token, expires, authority_id: options.grantId },
        });
        return;
      }
      const m = /^\/api\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (req.method !== 'POST' || !m) {
        res.writeHead(404).end();
        return;
      }
      const token = url.searchParams.get('access_token');
      const expires = token ? tokens.get(token) : undefined;
      if (!token) {
        json(res, { gw_err_resp: { err_code: 4201, err_msg: '非法的请求凭证' } });
        return;
      }
      if (expires === undefined || expires <= now()) {
        json(res, { gw_err_resp: { err_code: 4203, err_msg: 'Token 不存在' } });
        return;
      }
      json(res, api(`${m[1]}/${m[2]}`, body));
    });
  });

  const trade = (tid: string): FakeTrade => {
    const t = state.trades.get(tid);
    if (!t) throw new Error(`fake Youzan: no trade ${tid}`);
    return t;
  };

  return {
    baseUrl: local.baseUrl,
    get calls() {
      return state.calls;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    checkouts: state.checkouts,
    trades: state.trades,
    coupons: state.coupons,
    revokeTokens: () => tokens.clear(),
    buyerCreatesTrade(bookKey, payment) {
      const checkout = state.checkouts.get(bookKey);
      if (!checkout) throw new Error(`fake Youzan: no settlement ${bookKey}`);
      const cents = (checkout.items as { num: string; price: number }[]).reduce(
        (sum, i) => sum + Number(i.num) * i.price,
        0,
      );
      const t: FakeTrade = {
        tid: `E${String(Date.now()).slice(-12)}${String(++seq).padStart(8, '0')}`,
        bookKey,
        status: 'WAIT_BUYER_PAY',
        payment: payment ?? (cents / 100).toFixed(2),
        payTime: null,
        transaction: null,
        refundState: 0,
        express: null,
      };
      state.trades.set(t.tid, t);
      return t;
    },
    pay(tid, payTime = '2026-05-01 10:20:30') {
      Object.assign(trade(tid), {
        status: 'WAIT_SELLER_SEND_GOODS',
        payTime,
        transaction: `4200000${String(++seq).padStart(21, '0')}`,
      });
    },
    ship(tid, expressNo, expressName) {
      Object.assign(trade(tid), {
        status: 'WAIT_BUYER_CONFIRM_GOODS',
        express: { no: expressNo, id: 1, ...(expressName ? { name: expressName } : {}) },
      });
    },
    push(t, type, msgId) {
      const msg = encodeURIComponent(JSON.stringify({ tid: t.tid, status: t.status }));
      const body = JSON.stringify({
        client_id: options.clientId,
        id: t.tid,
        kdt_id: Number(options.grantId),
        kdt_name: '测试店铺',
        mode: 1,
        msg,
        msg_id: msgId,
        sendCount: 0,
        sign: 'unused',
        status: t.status,
        test: false,
        type,
        version: Date.now(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'client-id': options.clientId,
          'event-type': type,
          'event-sign': pushSignature(options.clientId, body, options.clientSecret),
        },
      };
    },
    close: local.close,
  };
}
