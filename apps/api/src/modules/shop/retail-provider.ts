import type { AddressFields, Locale, OrderStatus, OrderView } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import type { Page, PageRequest } from '../../lib/page';

/**
 * Where orders go. The built-in shop (orders/builtin-shop.ts) is the default; a Youzan adapter can
 * implement the same interface later and be swapped in with `setRetailProvider`, without the routes
 * or the rest of the app changing.
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

export interface RetailProvider {
  readonly name: string;
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
