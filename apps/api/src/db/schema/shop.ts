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
import { createdAt, id } from './columns';
import { ownerId } from './users';

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
    id: id(),
    userId: ownerId(),
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
    id: id(),
    userId: ownerId(),
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
    userId: ownerId(),
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
  },
  (t) => [
    unique('orders_seq_unique').on(t.seq),
    index('orders_user_idx').on(t.userId, t.createdAt),
    unique('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
  ],
);
