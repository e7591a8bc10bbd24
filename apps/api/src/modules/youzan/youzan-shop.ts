import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrderView } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { RetailProvider } from '../shop';
import { buyerVouchers, checkoutFor, type YouzanLine } from './youzan-api';
import type { YouzanClient } from './youzan-client';
import type { YouzanSettings } from '../../config-youzan';
import { youzanRepository } from './youzan.repository';

/** The `vouchers.source` of the copies of a buyer's Youzan coupons. */
export const YOUZAN_VOUCHERS = 'retail:youzan';

/** What the store reads of the app: the placing path and our order rows, prices, the buyer, the vouchers. */
type YouzanShopDeps = Pick<
  FastifyInstance,
  'ordersService' | 'productsService' | 'usersService' | 'vouchersService'
>;

/** A buyer's coupons are read again at most this often (every list and price asks). */
const VOUCHER_REFRESH_MS = 60_000;

/**
 * The Youzan store as the retail provider of users who came from its mini-program (ADR 0029). An
 * order is priced, capped and reserved like a built-in one and kept as our own row (pending payment),
 * and handed to the store: the Open API gives the store's settlement page for the basket, where the
 * person confirms and pays; the trade made there is followed by push and poll (youzan-trades.ts).
 * Vouchers are the buyer's Youzan coupons; the store applies them at its checkout.
 */
export function youzanShop(
  { ordersService, productsService, usersService, vouchersService }: YouzanShopDeps,
  settings: YouzanSettings,
  client: YouzanClient,
  log: FastifyBaseLogger,
): RetailProvider {
  const refreshed = new WeakMap<Db, Map<string, number>>();

  const withTrade = async (db: Db, views: OrderView[]): Promise<OrderView[]> => {
    const links = await youzanRepository.byOrders(
      db,
      views.map((v) => v.id),
    );
    return views.map((v) => {
      const link = links.get(v.id);
      return link ? { ...v, youzan: { checkoutUrl: link.checkoutUrl, tradeId: link.tid } } : v;
    });
  };

  /** The store's item and SKU of each line; a SKU the store does not sell is refused by name. */
  const basket = async (
    db: Db,
    items: readonly { skuId: string; quantity: number }[],
  ): Promise<YouzanLine[]> => {
    const prices = new Map(
      (
        await productsService.skuPrices(
          db,
          items.map((i) => i.skuId),
        )
      ).map((p) => [p.id, p.priceCents]),
    );
    return items.map((item, i) => {
      const mapped = settings.skuMap.get(item.skuId);
      if (!mapped) {
        throw new DomainError(
          'unprocessable',
          `Specification ${item.skuId} is not sold in the Youzan store`,
          [{ field: `items.${i}.skuId`, message: `not sold in the Youzan store: ${item.skuId}` }],
        );
      }
      return {
        itemId: mapped.itemId,
        skuId: mapped.skuId,
        num: item.quantity,
        priceCents: prices.get(item.skuId) ?? 0,
      };
    });
  };

  return {
    name: 'youzan',

    placeOrder: (db, input) =>
      ordersService
        .placeThrough(db, input, async () => {
          const lines = await basket(db, input.items);
          let checkout: Awaited<ReturnType<typeof checkoutFor>>;
          try {
            checkout = await checkoutFor(client, settings.grantId, lines);
          } catch (err) {
            log.warn({ err: (err as Error).message }, 'Youzan settlement page could not be had');
            throw new DomainError(
              'unavailable',
              input.locale === 'en-US'
                ? 'The Youzan store cannot take orders right now; please try again shortly'
                : '有赞商城暂时无法下单，请稍后再试',
            );
          }
          return {
            provider: 'youzan',
            voucherScope: YOUZAN_VOUCHERS,
            settlesVoucher: false,
            paymentProvider: 'youzan',
            link: (tx, order) =>
              youzanRepository.link(tx, {
                orderId: order.id,
                bookKey: checkout.bookKey,
                checkoutUrl: checkout.url,
              }),
          };
        })
        .then(async (placed) => ({
          ...placed,
          order: (await withTrade(db, [placed.order]))[0] ?? placed.order,
        })),

    async getOrder(db, userId, orderId, locale) {
      const view = await ordersService.builtinShop.getOrder(db, userId, orderId, locale);
      return view ? ((await withTrade(db, [view]))[0] ?? view) : null;
    },

    async listOrders(db, userId, page, locale) {
      const { list, total } = await ordersService.builtinShop.listOrders(db, userId, page, locale);
      return { list: await withTrade(db, list), total };
    },

    vouchers: {
      source: YOUZAN_VOUCHERS,
      async refresh(db, userId) {
        let seen = refreshed.get(db);
        if (!seen) refreshed.set(db, (seen = new Map()));
        const last = seen.get(userId);
        if (last !== undefined && Date.now() - last < VOUCHER_REFRESH_MS) return;
        const user = await usersService.byId(db, userId);
        if (!user?.mobile) return;
        let coupons: Awaited<ReturnType<typeof buyerVouchers>>;
        try {
          coupons = await buyerVouchers(client, user.mobile);
        } catch (err) {
          // The copies already kept are still shown; the next list asks again.
          log.warn({ err: (err as Error).message }, 'Youzan coupons could not be read');
          return;
        }
        await vouchersService.mirror(
          db,
          coupons.map((c) => ({
            userId,
            title: c.title ?? '',
            status: c.used ? 2 : 1,
            thresholdAmount: c.thresholdCents,
            preferentialMode: c.preferentialMode,
            value: c.value,
            validFrom: c.validFrom,
            validTo: c.validTo,
            source: YOUZAN_VOUCHERS,
            grantKey: `youzan:${c.couponId}`,
          })),
        );
        if (seen.size >= 100_000) seen.clear();
        seen.set(userId, Date.now());
      },
    },
  };
}
