import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applyVoucherCents, formatCents, orderNumberOf } from '@nutri/domain/commerce';
import {
  bilingualSchema,
  CANCEL_REASONS,
  orderStatusSchema,
  pick,
  type Locale,
  type OrderView,
} from '@nutri/domain/contracts';
import { servingsPerPack } from '@nutri/domain/knowledge/pack-sizes';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { VoucherScope } from '../../db/voucher-scope';
import { IMAGE_PREFIX } from '../products';
import type { PlaceOrderInput, PlacedOrder, RetailProvider } from '../shop';
import { SERVING_UNITS, type ServingUnit } from '@nutri/domain/knowledge/catalogue';
import { ordersRepository, type OrderRow } from './orders.repository';
import type { UnpaidOrders } from './unpaid-orders';

/** What an order keeps of each line: prices and names as they were when it was placed. */
const storedItemSchema = z.object({
  productId: z.string(),
  skuId: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  name: bilingualSchema,
  spec: bilingualSchema,
  image: z.string(),
  /** Servings a day from the order's plan; absent on orders without one (and older orders). */
  dailyServings: z.number().positive().optional(),
  servingUnit: z.enum(Object.keys(SERVING_UNITS) as [ServingUnit, ...ServingUnit[]]).optional(),
  /** Servings in one unit (absent on orders placed before issue 20: read from the catalogue). */
  servingsPerPack: z.number().int().positive().optional(),
  /** Units of this line refunded so far (orders/order-life.ts keeps it). */
  refundedQuantity: z.number().int().min(0).optional(),
});
export type StoredItem = z.infer<typeof storedItemSchema>;

/** The lines of an order as stored (malformed rows give no lines rather than failing). */
export function storedItemsOf(row: Pick<OrderRow, 'items'>): StoredItem[] {
  const items = z.array(storedItemSchema).safeParse(row.items);
  return items.success ? items.data : [];
}

const storedAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  area: z.string(),
  detail: z.string(),
});

const cancelReasonSchema = z.enum(CANCEL_REASONS);

/** A serving unit as a label would write it for `count` servings. */
function servingUnitText(unit: ServingUnit, count: number, locale: Locale): string {
  const u = SERVING_UNITS[unit];
  return locale === 'zh-CN' ? u.zh : count === 1 ? u.en : u.enPlural;
}

export function orderView(row: OrderRow, locale: Locale): OrderView {
  const address = storedAddressSchema.safeParse(row.address);
  // The table's check constraint allows only known statuses; a row read mid-upgrade counts as unpaid.
  const status = orderStatusSchema.safeParse(row.status);
  const pending = !status.success || status.data === 'pending_payment';
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const cancelReason = cancelReasonSchema.safeParse(row.cancelReason);
  return {
    id: row.id,
    orderId: row.id,
    orderNo: orderNumberOf(row.createdAt, row.seq),
    status: status.success ? status.data : 'pending_payment',
    provider: row.provider,
    totalCents: row.totalCents,
    payableCents: row.payableCents,
    discountCents: row.totalCents - row.payableCents,
    total: formatCents(row.totalCents),
    payable: formatCents(row.payableCents),
    voucherId: row.voucherId,
    items: storedItemsOf(row).map((i) => ({
      productId: i.productId,
      skuId: i.skuId,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      lineTotalCents: i.unitPriceCents * i.quantity,
      name: pick(i.name, locale),
      spec: pick(i.spec, locale),
      image: i.image,
      dosage: i.dailyServings ?? null,
      servingUnit: i.servingUnit ? servingUnitText(i.servingUnit, i.dailyServings ?? 1, locale) : '',
      servingsPerPack: i.servingsPerPack ?? servingsPerPack(i.skuId),
      refundedQuantity: i.refundedQuantity ?? 0,
    })),
    address: address.success
      ? {
          name: address.data.name,
          phone: address.data.phone,
          area: address.data.area,
          detail: address.data.detail,
        }
      : { name: '', phone: '', area: '', detail: '' },
    createdAt: row.createdAt.toISOString(),
    paymentDueAt: pending ? row.paymentDueAt.toISOString() : null,
    paymentProvider: row.paymentProvider,
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: cancelReason.success ? cancelReason.data : null,
    refundedAt: iso(row.refundedAt),
    shipment: row.carrier && row.trackingNo ? { carrier: row.carrier, trackingNo: row.trackingNo } : null,
    refundedCents: row.refundedCents,
    customNutritionPlanId: row.planId,
  };
}

/**
 * The order's trade number at the payment provider: its id without dashes (32 hex digits), unique
 * because the id is, and within WeChat Pay's 6–32 characters of [A-Za-z0-9_-].
 */
export function outTradeNoOf(orderId: string): string {
  return orderId.replaceAll('-', '');
}

/** A unique-constraint violation (SQLSTATE 23505), however the driver and ORM wrap it. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function replay(row: OrderRow, input: PlaceOrderInput): PlacedOrder {
  if (row.requestHash !== input.requestHash) {
    throw new DomainError(
      'unprocessable',
      'This Idempotency-Key was already used for a different order; use a new key for a new order',
      [{ field: 'idempotency-key', message: 'already used with a different request body' }],
    );
  }
  return { order: orderView(row, input.locale), replayed: true };
}

/**
 * How a provider's orders go through the one placing path (prices, stock, the order row): the built-in
 * shop's, or a store's that takes the order further (the Youzan adapter, ADR 0029).
 */
export interface PlaceOptions {
  provider: string;
  /** Which vouchers the order may name: the app's own (null) or a store's copies. */
  voucherScope: VoucherScope;
  /** The app marks its own vouchers used; a store settles its own at its checkout. */
  settlesVoucher: boolean;
  /** A store that takes the payment itself names its payment provider at once (null: chosen when paying). */
  paymentProvider?: string;
  /** What the provider keeps beside the order, written in the order's transaction. */
  link?: (tx: Db, order: OrderRow) => Promise<void>;
}

const BUILTIN: PlaceOptions = { provider: 'builtin', voucherScope: null, settlesVoucher: true };

/**
 * What placing an order reads of the app: the catalogue with its prices and stock, the user's vouchers,
 * and the app's bounds on unpaid orders.
 */
export interface BuiltinShopDeps extends Pick<FastifyInstance, 'productsService' | 'vouchersService'> {
  unpaidOrders: UnpaidOrders;
}

/**
 * Everything an order changes, in one transaction: the order row first (so a concurrent request with
 * the same idempotency key waits on the unique constraint instead of taking stock), then each SKU's
 * stock with a conditional update (never below zero), then the voucher. Any failure rolls back all.
 */
async function place(
  { productsService: products, vouchersService: vouchers, unpaidOrders }: BuiltinShopDeps,
  db: Db,
  input: PlaceOrderInput,
  opts: PlaceOptions,
): Promise<OrderRow> {
  const cache = await products.catalogueOf(db);
  const lines = input.items.map((item, i) => {
    const product = cache.byId.get(item.productId);
    if (!product) {
      throw new DomainError('bad_request', `Unknown product ${item.productId}`, [
        { field: `items.${i}.productId`, message: `unknown product ${item.productId}` },
      ]);
    }
    const sku = product.skus.find((s) => s.id === item.skuId);
    if (!sku) {
      throw new DomainError('bad_request', `Product ${item.productId} has no specification ${item.skuId}`, [
        { field: `items.${i}.skuId`, message: `unknown sku ${item.skuId} for product ${item.productId}` },
      ]);
    }
    return { index: i, item, product, sku };
  });

  return db.transaction(async (tx) => {
    await unpaidOrders.check(tx as unknown as Db, input.userId, input.items);
    // Prices come from the database at the moment of ordering, never from the client.
    const prices = new Map(
      (
        await products.skuPrices(
          tx,
          lines.map((l) => l.sku.id),
        )
      ).map((p) => [p.id, p]),
    );
    const items: StoredItem[] = lines.map((l) => {
      const pack = servingsPerPack(l.sku.id);
      const price = prices.get(l.sku.id);
      if (!price || price.productId !== l.item.productId) {
        throw new DomainError('bad_request', `Specification ${l.sku.id} is not on sale`, [
          { field: `items.${l.index}.skuId`, message: `sku ${l.sku.id} is not on sale` },
        ]);
      }
      const p = l.product.product;
      return {
        productId: p.id,
        skuId: l.sku.id,
        quantity: l.item.quantity,
        unitPriceCents: price.priceCents,
        name: { zh: p.zh, en: p.en },
        spec: l.sku.spec,
        image: `${IMAGE_PREFIX}${p.image}`,
        servingUnit: p.servingUnit,
        ...(pack ? { servingsPerPack: pack } : {}),
        ...(input.dailyServings[p.id] ? { dailyServings: input.dailyServings[p.id] } : {}),
      };
    });
    const totalCents = items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);

    const now = new Date();
    let payableCents = totalCents;
    if (input.voucherId) {
      const row = await vouchers.byId(tx, input.voucherId);
      const scoped =
        row && (opts.voucherScope ? row.source === opts.voucherScope : !row.source.startsWith('retail:'));
      if (!row || row.userId !== input.userId || !scoped) {
        throw new DomainError('not_found', 'Voucher not found', [
          { field: 'voucherId', message: 'voucher not found' },
        ]);
      }
      const status = vouchers.effectiveStatus(row, now);
      if (status === 2) {
        throw new DomainError('conflict', 'This voucher has already been used', [
          { field: 'voucherId', message: 'already used' },
        ]);
      }
      if (status !== 1) {
        const expired = row.validTo.getTime() <= now.getTime();
        throw new DomainError(
          'unprocessable',
          expired ? 'This voucher has expired' : 'This voucher is not active',
          [{ field: 'voucherId', message: expired ? 'expired' : 'not active' }],
        );
      }
      const voucher = vouchers.asVoucher(row, now);
      const pay = voucher ? applyVoucherCents(totalCents, voucher) : null;
      if (pay === null) {
        throw new DomainError(
          'unprocessable',
          `This voucher needs an order total of at least ¥${formatCents(row.thresholdAmount)} (this order: ¥${formatCents(totalCents)})`,
          [{ field: 'voucherId', message: 'order total below the voucher threshold' }],
        );
      }
      payableCents = pay;
    }

    const orderId = randomUUID();
    const order = await ordersRepository.insert(tx, {
      id: orderId,
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      status: 'pending_payment',
      provider: opts.provider,
      outTradeNo: outTradeNoOf(orderId),
      paymentDueAt: unpaidOrders.dueFrom(now),
      paymentProvider: opts.paymentProvider ?? null,
      totalCents,
      payableCents,
      voucherId: input.voucherId,
      planId: input.planId,
      address: input.address,
      items,
    });

    // A fixed order of row locks, so two orders over the same SKUs cannot deadlock.
    for (const l of [...lines].sort((a, b) => (a.sku.id < b.sku.id ? -1 : 1))) {
      const taken = await products.takeStock(tx, l.sku.id, l.item.quantity);
      if (!taken) {
        throw new DomainError(
          'conflict',
          `Out of stock: ${l.sku.id} (${l.product.product.en}, ${l.sku.spec.en})`,
          [{ field: `items.${l.index}.quantity`, message: `out of stock: ${l.sku.id}` }],
        );
      }
    }
    if (
      input.voucherId &&
      opts.settlesVoucher &&
      !(await vouchers.markUsed(tx, input.voucherId, input.userId, orderId, now))
    ) {
      throw new DomainError('conflict', 'This voucher has already been used', [
        { field: 'voucherId', message: 'already used' },
      ]);
    }
    await opts.link?.(tx as unknown as Db, order);
    return order;
  });
}

/**
 * Places an order once per idempotency key: a key seen before answers with its order (nothing else
 * runs, so a store is not asked twice); `options` is worked out only for a new order.
 */
export async function placeThrough(
  deps: BuiltinShopDeps,
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOptions | (() => Promise<PlaceOptions>),
): Promise<PlacedOrder> {
  if (input.idempotencyKey) {
    const existing = await ordersRepository.byKey(db, input.userId, input.idempotencyKey);
    if (existing) return replay(existing, input);
  }
  try {
    const opts = typeof options === 'function' ? await options() : options;
    return { order: orderView(await place(deps, db, input, opts), input.locale), replayed: false };
  } catch (err) {
    // Two requests with one key at once: the loser hits the unique constraint; answer with the winner.
    if (input.idempotencyKey && isUniqueViolation(err, 'orders_idempotency_unique')) {
      const existing = await ordersRepository.byKey(db, input.userId, input.idempotencyKey);
      if (existing) return replay(existing, input);
    }
    throw err;
  }
}

/** The default retail provider: the shop built into this server, on its own database. */
export const builtinShopOf = (deps: BuiltinShopDeps): RetailProvider => ({
  name: BUILTIN.provider,

  placeOrder: (db, input) => placeThrough(deps, db, input, BUILTIN),

  async getOrder(db, userId, orderId, locale) {
    const row = await ordersRepository.byId(db, orderId, userId);
    return row ? orderView(row, locale) : null;
  },

  async listOrders(db, userId, page, locale, filter) {
    const rows = await ordersRepository.page(db, userId, page, filter);
    return {
      list: rows.map((r) => orderView(r, locale)),
      total: await ordersRepository.count(db, userId, filter),
    };
  },
});
