import type { AddressFields, Locale, OrderBody, OrderView } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { stableHash } from '../../lib/stable-hash';
import { addressesRepository } from '../addresses/addresses.repository';
import { addressFields, checkedAddress } from '../addresses/addresses.service';
import {
  chosenRetailProvider,
  type OrderFilter,
  type PlacedOrder,
  type RetailProvider,
} from '../shop/retail-provider';
import { ensureDocument } from '../plans/plans.service';
import { builtinShop, orderView } from './builtin-shop';
import type { OrderActor } from './order-life';
import type { OrderRow } from './orders.repository';
import type { Page, PageRequest } from '../../lib/page';

let provider: RetailProvider = builtinShop;

/** The provider orders go to (the built-in shop unless an adapter was installed). */
export function retailProvider(): RetailProvider {
  return provider;
}

/** The provider serving this user: the one the app's chooser names (a Youzan user's store), else the default. */
async function providerFor(db: Db, userId: string): Promise<RetailProvider> {
  return (await chosenRetailProvider(db, userId)) ?? provider;
}

/** Installs another provider (e.g. a Youzan adapter); returns the previous one. */
export function setRetailProvider(next: RetailProvider): RetailProvider {
  const previous = provider;
  provider = next;
  return previous;
}

/**
 * Places an order: resolves the address (a saved one — ownership already checked by the guard — or
 * the inline one, validated with the address form messages), then hands the order to the retail
 * provider, which prices it from the database and settles stock and voucher atomically.
 */
/**
 * An address without codes hashes as it did before the codes existed, so an idempotency key used just
 * before the upgrade still replays its order.
 */
function withoutEmptyCodes(address: AddressFields): Partial<AddressFields> {
  return Object.fromEntries(Object.entries(address).filter(([k, v]) => !k.endsWith('Code') || v !== ''));
}

export async function placeOrder(
  db: Db,
  userId: string,
  body: OrderBody,
  idempotencyKey: string | null,
  locale: Locale,
): Promise<PlacedOrder> {
  let address: AddressFields;
  if (body.addressId) {
    const row = await addressesRepository.byId(db, body.addressId);
    if (!row || row.userId !== userId) {
      throw new DomainError('not_found', 'Address not found', [
        { field: 'addressId', message: 'address not found' },
      ]);
    }
    address = addressFields(row);
  } else {
    address = checkedAddress(body.address ?? {}, locale, 'address.');
  }
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
    for (const line of (await ensureDocument(db, body.customNutritionPlanId)).products) {
      dailyServings[line.productId] = line.dosage;
    }
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
}

/**
 * A move the user makes on their own order (cancel, confirm receipt), answered as the order in `locale`;
 * its route (`myOrderRoute`) puts the refusals in that language.
 */
export function moveMyOrder(move: (db: Db, orderId: string, actor: OrderActor) => Promise<OrderRow>) {
  return async (db: Db, userId: string, orderId: string, locale: Locale): Promise<OrderView> =>
    orderView(await move(db, orderId, { kind: 'user', userId }), locale);
}

export async function getOrder(db: Db, userId: string, orderId: string, locale: Locale): Promise<OrderView> {
  const order = await (await providerFor(db, userId)).getOrder(db, userId, orderId, locale);
  if (!order)
    throw new DomainError('not_found', 'Order not found', [
      { field: 'order_id', message: 'order not found' },
    ]);
  return order;
}

export async function listOrders(
  db: Db,
  userId: string,
  page: PageRequest,
  locale: Locale,
  filter: OrderFilter = {},
): Promise<Page<OrderView>> {
  return (await providerFor(db, userId)).listOrders(db, userId, page, locale, filter);
}
