import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressFields, Locale, OrderBody, OrderView } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { stableHash } from '../../lib/stable-hash';
import { withDeps } from '../../lib/with-deps';
import type { OrderFilter, PlacedOrder, RetailProvider } from '../shop';
import { builtinShopOf, orderView, placeThrough, type BuiltinShopDeps } from './builtin-shop';
import type { OrderActor } from './order-life';
import { ordersRepository, type OrderRow } from './orders.repository';
import { unpaidOrders } from './unpaid-orders';
import type { Page, PageRequest } from '../../lib/page';

/**
 * What the orders service reads of the app: the plan an order is placed from, the saved addresses,
 * which store serves the user, and what placing an order with the built-in shop reads.
 */
type OrdersDeps = Pick<FastifyInstance, 'plansService' | 'addressesService' | 'retailProviders'> &
  BuiltinShopDeps;

/**
 * An address without codes hashes as it did before the codes existed, so an idempotency key used just
 * before the upgrade still replays its order.
 */
function withoutEmptyCodes(address: AddressFields): Partial<AddressFields> {
  return Object.fromEntries(Object.entries(address).filter(([k, v]) => !k.endsWith('Code') || v !== ''));
}

/**
 * The orders service as the app holds it (`app.ordersService`): a user's orders through the store that
 * serves them (the built-in shop unless the app's `retailProviders` chooses another), and what the
 * payment path, the console and the Youzan store share of an order (its view, its row, the placing path).
 */
function createOrdersService(deps: OrdersDeps) {
  const builtinShop = builtinShopOf(deps);

  /** The provider serving this user: the one the app's chooser names (a Youzan user's store), else the built-in shop. */
  async function providerFor(db: Db, userId: string): Promise<RetailProvider> {
    return (await deps.retailProviders.chosen(db, userId)) ?? builtinShop;
  }

  return {
    /**
     * Places an order: resolves the address (a saved one — ownership already checked by the guard — or
     * the inline one, validated with the address form messages), then hands the order to the retail
     * provider, which prices it from the database and settles stock and voucher atomically.
     */
    async placeOrder(
      db: Db,
      userId: string,
      body: OrderBody,
      idempotencyKey: string | null,
      locale: Locale,
    ): Promise<PlacedOrder> {
      const address = await deps.addressesService.orderAddress(db, userId, body, locale);
      const items = [...body.items]
        .map((i) => ({ productId: i.productId, skuId: i.skuId, quantity: i.quantity }))
        .sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0));
      // The same request in any key order or line order hashes alike; the locale does not count.
      const requestHash = stableHash({
        items,
        address: body.addressId ? null : withoutEmptyCodes(address),
        addressId: body.addressId ?? null,
        voucherId: body.voucherId ?? null,
        planId: body.customNutritionPlanId ?? null,
      });
      // One daily amount everywhere (issue 18.3): the order keeps the plan's, computed once by the engine.
      const dailyServings: Record<string, number> = {};
      if (body.customNutritionPlanId) {
        const document = await deps.plansService.ensureDocument(db, body.customNutritionPlanId);
        for (const line of document.products) dailyServings[line.productId] = line.dosage;
      }
      return (await providerFor(db, userId)).placeOrder(db, {
        userId,
        items: body.items.map((i) => ({ productId: i.productId, skuId: i.skuId, quantity: i.quantity })),
        planId: body.customNutritionPlanId ?? null,
        dailyServings,
        address,
        voucherId: body.voucherId ?? null,
        idempotencyKey,
        requestHash,
        locale,
      });
    },

    /**
     * A move the user makes on their own order (cancel, confirm receipt), answered as the order in
     * `locale`; its route (`myOrderRoute`) puts the refusals in that language.
     */
    moveMyOrder(move: (db: Db, orderId: string, actor: OrderActor) => Promise<OrderRow>) {
      return async (db: Db, userId: string, orderId: string, locale: Locale): Promise<OrderView> =>
        orderView(await move(db, orderId, { kind: 'user', userId }), locale);
    },

    async getOrder(db: Db, userId: string, orderId: string, locale: Locale): Promise<OrderView> {
      const order = await (await providerFor(db, userId)).getOrder(db, userId, orderId, locale);
      if (!order)
        throw new DomainError('not_found', 'Order not found', [
          { field: 'order_id', message: 'order not found' },
        ]);
      return order;
    },

    async listOrders(
      db: Db,
      userId: string,
      page: PageRequest,
      locale: Locale,
      filter: OrderFilter = {},
    ): Promise<Page<OrderView>> {
      return (await providerFor(db, userId)).listOrders(db, userId, page, locale, filter);
    },

    /** The user's own order row, or undefined (another user's order is not found either). */
    orderRow: (db: Db, orderId: string, userId: string) => ordersRepository.byId(db, orderId, userId),

    orderView,
    /** The shop built into this server: what a store that keeps our order rows builds on. */
    builtinShop,
    /** The one placing path (prices, stock, the order row), for a store that takes the order further. */
    placeThrough: withDeps(deps, placeThrough),
  };
}

type OrdersService = ReturnType<typeof createOrdersService>;

declare module 'fastify' {
  interface FastifyInstance {
    ordersService: OrdersService;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'ordersService',
      createOrdersService({
        plansService: app.plansService,
        addressesService: app.addressesService,
        retailProviders: app.retailProviders,
        productsService: app.productsService,
        vouchersService: app.vouchersService,
        unpaidOrders: unpaidOrders(config.orders),
      }),
    );
  },
  {
    name: 'orders-service',
    dependencies: [
      'plans-service',
      'addresses-service',
      'retail-providers',
      'products-service',
      'vouchers-service',
    ],
  },
);
