import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamps, updatedAt } from './columns';
import { userRow, users } from './users';
import { plans } from './plans';

/** Catalogue products, seeded idempotently from the knowledge base at start. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  /** Names, usage, nutrients per serving, image: the catalogue row as seeded. */
  data: jsonb('data').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const skus = pgTable(
  'skus',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    spec: jsonb('spec').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [
    index('skus_product_idx').on(t.productId),
    check('skus_stock_nonnegative', sql`${t.stock} >= 0`),
    check('skus_price_positive', sql`${t.priceCents} > 0`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    ...userRow(),
    title: text('title').notNull(),
    /** 1 = usable; 2 = used; 0 = expired/disabled (field names follow the retail notes). */
    status: integer('status').notNull().default(1),
    thresholdAmount: integer('threshold_amount').notNull().default(0),
    preferentialMode: integer('preferential_mode').notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    /** Grants are idempotent per (user, grant key): seeding twice gives nothing twice. */
    grantKey: text('grant_key').notNull(),
    usedOrderId: uuid('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('vouchers_user_idx').on(t.userId), unique('vouchers_grant_unique').on(t.userId, t.grantKey)],
);

export const addresses = pgTable(
  'addresses',
  {
    ...userRow(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    area: text('area').notNull(),
    detail: text('detail').notNull(),
    /** GB/T 2260 codes (issue 19 §4); '' on addresses saved before them, which keep their area text. */
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * The buyer; null once they erased their account (issue 35, ADR 0039): an order that moved money
     * stays in the books, pseudonymised, and its payments and refunds with it.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Client-supplied Idempotency-Key; a replay returns the same order. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request body the key was first used with (same key, other body → 422). */
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    totalCents: integer('total_cents').notNull(),
    payableCents: integer('payable_cents').notNull(),
    voucherId: uuid('voucher_id'),
    address: jsonb('address').notNull(),
    items: jsonb('items').notNull(),
    /**
     * The order's short number (shown as yyMMdd + this, ADR 0027): an identity column, so it is unique
     * and given by the database on insert without a retry loop; existing orders got one when it was added.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    // ---- the order's life (issue 20.1, ADR 0031); every change goes through orders/order-life.ts
    /** The merchant's trade number at the payment provider: unique, 6–32 of [A-Za-z0-9_-]. */
    outTradeNo: text('out_trade_no').notNull(),
    /** Unpaid at this moment → cancelled by the time-out job (set when the order is placed). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    /** Which payment provider the payment was started with ('demo', 'wechatpay'); null before. */
    paymentProvider: text('payment_provider'),
    paymentChannel: text('payment_channel'),
    paymentStartedAt: timestamp('payment_started_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidCents: integer('paid_cents'),
    transactionId: text('transaction_id'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'user' | 'payment_timeout' | 'operator'. */
    cancelReason: text('cancel_reason'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A time-out sweep holds the order until then (several instances never work on one order at once). */
    timeoutClaimedUntil: timestamp('timeout_claimed_until', { withTimezone: true }),
    updatedAt: updatedAt(),
    /** The plan the order was placed from (its refill reminders and "buy again"); null without one. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('orders_seq_unique').on(t.seq),
    index('orders_plan_idx').on(t.planId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    /** The operators' order list: every user's orders in one status, newest first (issue 20.4). */
    index('orders_status_created_idx').on(t.status, t.createdAt),
    unique('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    unique('orders_out_trade_no_unique').on(t.outTradeNo),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending_payment', 'paid', 'shipped', 'completed', 'cancelled', 'refunded')`,
    ),
    check('orders_out_trade_no_format', sql`${t.outTradeNo} ~ '^[A-Za-z0-9_-]{6,32}$'`),
  ],
);

/**
 * Every payment a provider reported, applied to its order or not: money that arrives for a cancelled
 * order, for an order already paid, or of the wrong amount is kept here with its refund, never dropped.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    /** Null once the order's owner erased their account; the payment record stays. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outTradeNo: text('out_trade_no').notNull(),
    provider: text('provider').notNull(),
    /** The provider's transaction id: a replayed notification finds its payment here. */
    transactionId: text('transaction_id').notNull(),
    paidCents: integer('paid_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** 'applied' (paid the order) | 'order_closed' | 'already_paid' | 'amount_mismatch' (refund due). */
    outcome: text('outcome').notNull(),
    /** 'none' for applied payments; 'due' → 'processing' | 'success' | 'failed' for the others. */
    refundStatus: text('refund_status').notNull().default('none'),
    outRefundNo: text('out_refund_no'),
    providerRefundId: text('provider_refund_id'),
    ...timestamps(),
  },
  (t) => [
    unique('order_payments_transaction_unique').on(t.transactionId),
    index('order_payments_order_idx').on(t.orderId),
  ],
);

/** A refund of an order, whole or of some lines; its lines count against what can still be refunded. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    /** Unique per refund: the provider refunds a number once, so a retried call cannot pay twice. */
    outRefundNo: text('out_refund_no').notNull(),
    /** [{ skuId, quantity, cents }]. */
    lines: jsonb('lines').notNull(),
    refundCents: integer('refund_cents').notNull(),
    reason: text('reason').notNull(),
    /** 'requested' (at the provider now) → 'processing' | 'success' | 'failed'. */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    actor: jsonb('actor').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('order_refunds_out_refund_no_unique').on(t.outRefundNo),
    index('order_refunds_order_idx').on(t.orderId),
  ],
);

/** The order's history: one row per move (and per payment that could not be applied), with who made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** 'paid' | 'cancelled' | 'shipped' | 'completed' | 'refunded' | 'refund_partial' | 'payment_refused'. */
    action: text('action').notNull(),
    actor: jsonb('actor').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
