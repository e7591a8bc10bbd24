import { z } from 'zod';
import { listOf, localeSchema, pageBodyFields, pageQueryFields } from './common';
import { uuidSchema } from './plans-api';
import { IDEMPOTENCY_KEY_PATTERN, ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX } from './values';
import { ORDER_STATUSES, type OrderStatus } from '../orders';

export * from './phone';
export { IDEMPOTENCY_KEY_PATTERN, ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX } from './values';

/**
 * Shop calls (docs/product-rules.md#shop): catalogue, vouchers, addresses, orders. Money is always integer
 * cents (CNY) in `…Cents` fields; the matching text fields (`price`, `payable` …) are 2-decimal yuan.
 * Field names fixed by the existing clients' API stay snake_case (`page_num`, `threshold_amount` …).
 */

/** Catalogue categories (kept equal to the knowledge base's PRODUCT_CATEGORIES by a test in the API). */
export const PRODUCT_CATEGORY_KEYS = [
  'vitamin',
  'mineral',
  'bComplex',
  'multivitamin',
  'combination',
  'omega3',
  'fiber',
  'protein',
] as const;
export const productCategorySchema = z.enum(PRODUCT_CATEGORY_KEYS);
export type ProductCategoryKey = z.infer<typeof productCategorySchema>;

export const PRODUCT_PAGE_SIZE_MAX = 100;
export const PRODUCT_IDS_MAX = 100;
export const VOUCHER_PAGE_SIZE_MAX = 200;
export const ORDER_PAGE_SIZE_MAX = 100;
export const ADDRESSES_MAX = 50;

const catalogueIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a catalogue id such as p-vitd3-1000');

// ---------------------------------------------------------------- products

export const productGetBodySchema = z
  .object({
    /** Products by id, in the order given. */
    productIds: z.array(catalogueIdSchema).min(1).max(PRODUCT_IDS_MAX).optional(),
    /**
     * Alone: the products of this plan, with the plan's dosage and usage, split into basis/other.
     * With `productIds`: those products, each dosed as in this plan when the plan has it (one daily
     * amount on every screen, issue 18.3).
     */
    customNutritionPlanId: uuidSchema.optional(),
    locale: localeSchema.optional(),
  })
  .strict()
  .refine((body) => body.productIds !== undefined || body.customNutritionPlanId !== undefined, {
    path: ['productIds'],
    message: 'send productIds, customNutritionPlanId, or both',
  });
export type ProductGetBody = z.infer<typeof productGetBodySchema>;

export const productGetAllBodySchema = z
  .object({
    ...pageBodyFields(PRODUCT_PAGE_SIZE_MAX),
    category: productCategorySchema.optional(),
    locale: localeSchema.optional(),
  })
  .strict();
export type ProductGetAllBody = z.infer<typeof productGetAllBodySchema>;

export const skuViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** Specification text in the request locale, e.g. '60粒/瓶' / '60 softgels'. */
  spec: z.string(),
  priceCents: z.number().int(),
  price: z.string(),
  stock: z.number().int(),
  /** Price after the user's best usable voucher (equal to priceCents when none lowers it). */
  bestPriceCents: z.number().int(),
  bestPrice: z.string(),
  bestVoucherId: z.string().nullable(),
  bestVoucherLabel: z.string().nullable(),
});
export type SkuView = z.infer<typeof skuViewSchema>;

export const productViewSchema = z.object({
  id: z.string(),
  category: productCategorySchema,
  categoryName: z.string(),
  name: z.string(),
  brand: z.string(),
  /** `/staticImages/<file>`. */
  image: z.string(),
  form: z.string().nullable(),
  /** Label amounts per serving. */
  nutrients: z.array(z.object({ substance: z.string(), amount: z.number(), unit: z.string() })),
  servingsPerDay: z.number().int(),
  servingUnit: z.string(),
  /** Servings per day: the plan's for plan requests, else the label's. */
  dosage: z.number(),
  /** Usage text before the first parenthesis, e.g. '每日1粒'. */
  usage: z.string(),
  /** The rest from the parenthesis on, e.g. '（随餐服用）'. */
  content: z.string(),
  skus: z.array(skuViewSchema),
  /** The first SKU: the price shown on cards. */
  defaultSkuId: z.string(),
  priceCents: z.number().int(),
  price: z.string(),
  bestPriceCents: z.number().int(),
  bestPrice: z.string(),
  bestVoucherId: z.string().nullable(),
  bestVoucherLabel: z.string().nullable(),
  /** Units in stock over all SKUs. */
  stock: z.number().int(),
  /** Dosage group of a plan request; null for requests by id or pages. */
  group: z.enum(['basis', 'other']).nullable(),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const productGetResultSchema = z.object({
  list: z.array(productViewSchema),
  total: z.number().int(),
  /** Plan requests only (else null): the dosage split (docs/product-rules.md#shop), in plan order. */
  basis: z.array(productViewSchema).nullable(),
  other: z.array(productViewSchema).nullable(),
});
export type ProductGetResult = z.infer<typeof productGetResultSchema>;

export const productPageSchema = listOf(productViewSchema);

// ---------------------------------------------------------------- vouchers

export const voucherQuerySchema = z
  .object(pageQueryFields(VOUCHER_PAGE_SIZE_MAX, VOUCHER_PAGE_SIZE_MAX))
  .strict();

/** Optional body of the voucher query (existing clients send none). */
export const voucherQueryBodySchema = z.object({ locale: localeSchema.optional() }).strict().nullish();

export const voucherViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 1 usable, 2 used, 0 expired or inactive (a voucher past validTo is reported as 0). */
  status: z.number().int(),
  /** Minimum order total in cents. */
  threshold_amount: z.number().int(),
  /** 1 fixed amount off (value in cents), 2 percentage to pay (value 85 = pay 85 %). */
  preferential_mode: z.number().int(),
  value: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Discount text in the request locale: '满99减10', '8.5折', 'Spend ¥99, save ¥10', '15% off'. */
  label: z.string(),
  usedOrderId: z.string().nullable(),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;
export const voucherListSchema = listOf(voucherViewSchema);

// ---------------------------------------------------------------- addresses

/**
 * Shape only: every field is a string (missing → ''), so the content rules and their localized
 * messages come from {@link validateAddress}, which the web form uses too.
 */
const addressText = z.string().max(1000).default('');
/** A GB/T 2260 code (six digits); whether it exists and nests is {@link validateAddress}'s to say. */
const areaCode = z.string().max(12).default('');
export const addressFieldsSchema = z
  .object({
    name: addressText,
    phone: addressText,
    /**
     * With the three codes: ignored, the server writes the names of the codes (`广东省 深圳市 南山区`).
     * Without them (addresses saved before issue 19, retail clients that send only a text): kept as sent.
     */
    area: addressText,
    detail: addressText,
    provinceCode: areaCode,
    cityCode: areaCode,
    districtCode: areaCode,
  })
  .strict();
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;

export {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  validateAddress,
  type AddressFields,
  type AreaCodeChecker,
  type AreaCodeField,
} from './address';

export const addressSaveBodySchema = addressFieldsSchema
  .extend({
    /** Present: update this address; absent: create one. */
    id: uuidSchema.optional(),
    isDefault: z.boolean().optional(),
    locale: localeSchema.optional(),
  })
  .strict();

export const addressIdBodySchema = z.object({ id: uuidSchema }).strict();
export const addressListBodySchema = z.object({}).strict().nullish();

export const addressViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  area: z.string(),
  detail: z.string(),
  /** GB/T 2260 codes as stored; '' on an address saved before the codes (its `area` text is all it has). */
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type AddressView = z.infer<typeof addressViewSchema>;
export const addressListSchema = listOf(addressViewSchema);

// ---------------------------------------------------------------- orders

export const orderItemInputSchema = z
  .object({
    productId: catalogueIdSchema,
    skuId: catalogueIdSchema,
    quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  })
  .strict();

/**
 * Client-sent prices or totals are unknown fields and rejected (`.strict()`): the server computes
 * every price from the database.
 */
export const orderBodySchema = z
  .object({
    items: z.array(orderItemInputSchema).min(1).max(ORDER_ITEMS_MAX),
    address: addressFieldsSchema.optional(),
    addressId: uuidSchema.nullable().optional(),
    voucherId: uuidSchema.nullable().optional(),
    /** The plan the order is for: each line keeps the plan's daily amount of its product. */
    customNutritionPlanId: uuidSchema.optional(),
    locale: localeSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (seen.has(item.skuId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'skuId'],
          message: `duplicate sku ${item.skuId}: send one line per sku with its quantity`,
        });
      }
      seen.add(item.skuId);
    });
    const hasAddress = body.address !== undefined;
    const hasId = body.addressId !== undefined && body.addressId !== null;
    if (hasAddress === hasId) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'send either address or addressId (exactly one)',
      });
    }
  });
export type OrderBody = z.infer<typeof orderBodySchema>;

/** Headers of the order call; other headers pass through untouched. */
export const orderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8–64 characters of A–Z, a–z, 0–9, _ or -')
    .optional(),
});

/** The statuses of an order, from the order life table (`@nutri/domain/orders`). */
export { ORDER_STATUSES, type OrderStatus };
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Why an order was cancelled: by its owner, by the payment time-out, or by an operator. */
export const CANCEL_REASONS = ['user', 'payment_timeout', 'operator'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const orderItemViewSchema = z.object({
  productId: z.string(),
  skuId: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  name: z.string(),
  spec: z.string(),
  image: z.string(),
  /** Servings a day as the plan gave them when the order was placed; null for an order without a plan. */
  dosage: z.number().nullable(),
  /** The serving's unit in the request's language, for `dosage` (粒, tablets …). */
  servingUnit: z.string(),
  /** Servings in one unit of this specification (60 for a bottle of 60 tablets); null when unknown. */
  servingsPerPack: z.number().int().positive().nullable(),
  /** Units of this line refunded so far. */
  refundedQuantity: z.number().int(),
});

export const orderViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /**
   * What the order pages show and a person reads out to support: the order's day in China (yyMMdd) and its
   * sequence number, at least six digits (`261123000042`); unique because the sequence is.
   */
  orderNo: z.string(),
  status: orderStatusSchema,
  provider: z.string(),
  totalCents: z.number().int(),
  payableCents: z.number().int(),
  discountCents: z.number().int(),
  total: z.string(),
  payable: z.string(),
  voucherId: z.string().nullable(),
  items: z.array(orderItemViewSchema),
  address: z.object({ name: z.string(), phone: z.string(), area: z.string(), detail: z.string() }),
  createdAt: z.string(),
  /** While pending payment: when the order lapses unpaid and is cancelled (ISO time); else null. */
  paymentDueAt: z.string().nullable(),
  /** The payment provider the payment was started with (`demo`, `wechatpay`), or null. */
  paymentProvider: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  refundedAt: z.string().nullable(),
  /** Carrier and tracking number once shipped; null before. */
  shipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
  /** Cents refunded so far (whole or some lines). */
  refundedCents: z.number().int(),
  /** The plan the order was placed from, or null. */
  customNutritionPlanId: z.string().nullable(),
  /**
   * An order handed to the Youzan store (ADR 0029): its settlement page, where the person confirms and
   * pays, and the store's order number once they have.
   */
  youzan: z.object({ checkoutUrl: z.string(), tradeId: z.string().nullable() }).optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderListBodySchema = z
  .object({
    ...pageBodyFields(ORDER_PAGE_SIZE_MAX),
    /** Only orders in this status (the order list's filter); absent: all. */
    status: orderStatusSchema.optional(),
    /** Only orders placed from this plan (its refill reminders). */
    customNutritionPlanId: uuidSchema.optional(),
    locale: localeSchema.optional(),
  })
  .strict()
  .nullish();
export const orderListSchema = listOf(orderViewSchema);
export const orderDetailQuerySchema = z.object({ order_id: uuidSchema }).strict();

/** A call about one of the caller's orders (cancel, refresh, confirm receipt, demo confirm). */
export const orderIdBodySchema = z.object({ orderId: uuidSchema, locale: localeSchema.optional() }).strict();
