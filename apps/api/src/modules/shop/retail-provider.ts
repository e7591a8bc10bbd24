import type { AddressFields, Locale, OrderStatus, OrderView } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import type { Page, PageRequest } from '../../lib/page';
import { decorationPlugin } from '../../lib/decoration-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    retailProviders: ReturnType<typeof createRetailProviders>;
  }
}

/**
 * Where orders go. The built-in shop (orders/builtin-shop.ts) is the default; another store (the Youzan
 * adapter, ADR 0029) implements the same interface and is chosen per user by the chooser it gives the
 * app's `retailProviders` (`chooseWith`), without the routes or the rest of the app changing.
 */
export interface PlaceOrderInput {
  userId: string;
  items: { productId: string; skuId: string; quantity: number }[];
  /** The plan the order is placed from, or null. */
  planId: string | null;
  /** Servings a day of each product as the order's plan gives them (absent: no plan, or not in it). */
  dailyServings: Readonly<Record<string, number>>;
  /** Already validated and normalized. */
  address: AddressFields;
  voucherId: string | null;
  /** Client-supplied Idempotency-Key, or null. */
  idempotencyKey: string | null;
  /** stableHash of the normalized request: the same key with another body → 422. */
  requestHash: string;
  locale: Locale;
}

export interface OrderFilter {
  status?: OrderStatus | undefined;
  planId?: string | undefined;
}

export interface PlacedOrder {
  order: OrderView;
  /** true when an earlier order with the same key and body was returned. */
  replayed: boolean;
}

/** A store that keeps the user's vouchers itself: the app lists and prices with its copies of them. */
export interface RetailVoucherSource {
  /** The `vouchers.source` of the copies (`retail:<store>`). */
  readonly source: `retail:${string}`;
  /** Brings the user's copies up to date (a store that cannot be reached leaves them as they were). */
  refresh(db: Db, userId: string): Promise<void>;
}

export interface RetailProvider {
  readonly name: string;
  /** Present when vouchers come from this store instead of the app's own (welcome pack, codes). */
  readonly vouchers?: RetailVoucherSource;
  /** Prices, stock and the voucher are settled by the provider in one atomic step. */
  placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder>;
  getOrder(db: Db, userId: string, orderId: string, locale: Locale): Promise<OrderView | null>;
  /** The user's orders, newest first; only those in `filter.status`, or of `filter.planId`, when given. */
  listOrders(
    db: Db,
    userId: string,
    page: PageRequest,
    locale: Locale,
    filter?: OrderFilter,
  ): Promise<Page<OrderView>>;
}

/** Which provider serves a user; null: the default one. */
type RetailChooser = (db: Db, userId: string) => Promise<RetailProvider | null>;

/**
 * Which store serves a user, per app (`app.retailProviders`): the chooser a store gives it when it is
 * configured (the Youzan module), else none — the built-in shop serves everyone.
 */
function createRetailProviders() {
  let chooser: RetailChooser | null = null;
  return {
    /** The store's chooser, given once when the app is built. */
    chooseWith(choose: RetailChooser): void {
      if (chooser) throw new Error('retail providers: a chooser is installed already');
      chooser = choose;
    },
    /** The provider chosen for this user, or null when the default (built-in) shop serves them. */
    async chosen(db: Db, userId: string): Promise<RetailProvider | null> {
      return (await chooser?.(db, userId)) ?? null;
    },
  };
}

export default decorationPlugin('retailProviders', createRetailProviders, { name: 'retail-providers' });
