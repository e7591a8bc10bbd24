import { z } from 'zod';
import { ORDER_STATUSES as ORDER_LIFE_STATUSES } from '../orders';
import { listOf, pageQueryFields, safeText } from './common';
import { uuidSchema } from './plans-api';
import { orderViewSchema } from './shop';
import { REFUND_REASON_MAX } from './values';

/**
 * The operators' calls (issue 20.4, ADR 0030): their own sign-in and token, the orders of every user by
 * status, shipping and refunding through the order life, stock adjustments, and the audit log every
 * operator action writes. A user's token never reaches these (403), an operator's never reaches the
 * user's calls.
 */

/** An operator's name: what the command line creates and the sign-in form asks for. */
export const OPERATOR_NAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const OPERATOR_NAME_RULE =
  'must be 3–32 lower-case letters, digits, dots, hyphens or underscores, starting with a letter';
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 256;
export const OPS_PAGE_SIZE_MAX = 100;
export const OPS_REASON_MAX = 200;
export { REFUND_REASON_MAX } from './values';
export const STOCK_DELTA_MAX = 100_000;

export const operatorNameSchema = z.string().regex(OPERATOR_NAME_PATTERN, OPERATOR_NAME_RULE);

/** The messages the operator calls answer with, in the request's language. */
export const OPS_MESSAGES = {
  badCredentials: { zh: '运营账号或密码不正确', en: 'Wrong operator name or password' },
  tooManyFailures: {
    zh: '这个运营账号最近登录失败次数过多，已暂时锁定，请 15 分钟后再试',
    en: 'Too many failed sign-ins for this operator name: it is locked for 15 minutes',
  },
  operatorsOnly: {
    zh: '这是运营人员的功能，请用运营账号登录',
    en: 'This is for operators only: sign in with an operator account',
  },
  notForOperators: {
    zh: '运营账号不能用于用户功能',
    en: "An operator's sign-in cannot be used for the app's own calls",
  },
  operatorDisabled: {
    zh: '这个运营账号已停用或不存在，请重新登录',
    en: 'This operator account is disabled or gone; sign in again',
  },
  stockBelowZero: {
    zh: '库存不能少于 0（现有 {{stock}}）',
    en: 'Stock cannot go below 0 (now {{stock}})',
  },
  unknownSku: { zh: '没有这个规格', en: 'No such specification' },
} as const satisfies Record<string, { zh: string; en: string }>;

// ---------------------------------------------------------------- sign-in

export const opsSignInBodySchema = z
  .object({
    name: safeText(64).min(1, 'required'),
    password: z.string().min(1, 'required').max(OPERATOR_PASSWORD_MAX),
  })
  .strict();
export type OpsSignInBody = z.infer<typeof opsSignInBodySchema>;

export const operatorViewSchema = z.object({ id: z.string(), name: z.string() });
export type OperatorView = z.infer<typeof operatorViewSchema>;

export const opsSignInResultSchema = z.object({
  accessToken: z.string(),
  /** When the token stops working (ISO 8601); the page signs in again after it. */
  expiresAt: z.string(),
  operator: operatorViewSchema,
});
export type OpsSignInResult = z.infer<typeof opsSignInResultSchema>;

// ---------------------------------------------------------------- orders

/** The order life's statuses (issue 20.1), the tabs of the operator's order list. */
export const OPS_ORDER_STATUSES = ORDER_LIFE_STATUSES;
export const opsOrderStatusSchema = z.enum(OPS_ORDER_STATUSES);
export type OpsOrderStatus = z.infer<typeof opsOrderStatusSchema>;

export const opsOrderListQuerySchema = z
  .object({
    status: opsOrderStatusSchema.optional(),
    ...pageQueryFields(OPS_PAGE_SIZE_MAX),
  })
  .strict();
export type OpsOrderListQuery = z.input<typeof opsOrderListQuerySchema>;

/** An order as the operator sees it: the user's view of it, whose it is and what was paid. */
export const opsOrderSchema = orderViewSchema.extend({
  /** Null once the buyer erased their account (the order stays in the books, pseudonymised). */
  userId: z.string().nullable(),
  /** Cents the payment provider reported; null until paid. */
  paidCents: z.number().int().nullable(),
  /**
   * Paid through the demo cashier: no money was taken, so the console says "do not ship" (issue 35).
   * Optional for older servers.
   */
  demoPaid: z.boolean().optional(),
  /**
   * Cents received for this order that could not pay it (closed, paid already, the wrong amount) and
   * are not refunded yet: the server retries the refund; the console shows the money as held (issue 35).
   * Optional for older servers.
   */
  heldCents: z.number().int().optional(),
});
export type OpsOrder = z.infer<typeof opsOrderSchema>;

export const opsOrderListSchema = listOf(opsOrderSchema).extend({
  /** Orders in each status, for the tabs' counts. */
  counts: z.record(z.string(), z.number().int()),
  /** All money held that way, across every order (optional for older servers). */
  moneyHeld: z.object({ payments: z.number().int(), cents: z.number().int() }).optional(),
});
export type OpsOrderList = z.infer<typeof opsOrderListSchema>;

const skuIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a specification id such as p-zn-10-60');

const reasonOf = (max: number) =>
  safeText(max)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'required'));
const reasonSchema = reasonOf(OPS_REASON_MAX);

/** Mark a paid order shipped, with the carrier and its tracking number. */
export const opsShipBodySchema = z
  .object({
    orderId: uuidSchema,
    carrier: safeText(40)
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'required')),
    trackingNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'must be 4–40 letters, digits or hyphens'),
  })
  .strict();
export type OpsShipBody = z.input<typeof opsShipBodySchema>;

/** Refund a whole order (no `lines`) or some of its lines, with the reason. */
export const opsRefundBodySchema = z
  .object({
    orderId: uuidSchema,
    lines: z
      .array(
        z
          .object({
            skuId: skuIdSchema,
            quantity: z.number().int('must be a whole number').min(1).max(99),
          })
          .strict(),
      )
      .min(1)
      .max(20)
      .optional(),
    reason: reasonOf(REFUND_REASON_MAX),
  })
  .strict();
export type OpsRefundBody = z.input<typeof opsRefundBodySchema>;

// ---------------------------------------------------------------- stock

export const opsStockItemSchema = z.object({
  skuId: z.string(),
  productId: z.string(),
  name: z.string(),
  spec: z.string(),
  stock: z.number().int(),
});
export type OpsStockItem = z.infer<typeof opsStockItemSchema>;
export const opsStockListSchema = z.object({ list: z.array(opsStockItemSchema) });

export const opsStockAdjustBodySchema = z
  .object({
    skuId: skuIdSchema,
    delta: z
      .number()
      .int('must be a whole number')
      .min(-STOCK_DELTA_MAX)
      .max(STOCK_DELTA_MAX)
      .refine((d) => d !== 0, 'must not be 0'),
    reason: reasonSchema,
  })
  .strict();
export type OpsStockAdjustBody = z.input<typeof opsStockAdjustBodySchema>;

export const opsStockAdjustResultSchema = z.object({
  skuId: z.string(),
  before: z.number().int(),
  stock: z.number().int(),
});
export type OpsStockAdjustResult = z.infer<typeof opsStockAdjustResultSchema>;

// ---------------------------------------------------------------- audit

/** What an audit row records: the operator's actions and the command line's changes to operators. */
export const AUDIT_ACTIONS = [
  'operator.create',
  'operator.disable',
  'operator.sign_in',
  'operator.sign_in_failed',
  'order.ship',
  'order.refund',
  'order.cancel',
  'order.complete',
  'order.mark_paid',
  'stock.adjust',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const opsAuditQuerySchema = z
  .object({
    ...pageQueryFields(OPS_PAGE_SIZE_MAX),
    /** Only the rows about this order, SKU or operator. */
    target_id: safeText(64).min(1).optional(),
  })
  .strict();

export const opsAuditEntrySchema = z.object({
  id: z.string(),
  /** Null for the command line (creating or disabling an operator). */
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(['order', 'sku', 'operator']),
  targetId: z.string(),
  /** `before` and `after` of what changed, and the reason or input where the action takes one. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;
export const opsAuditListSchema = listOf(opsAuditEntrySchema);
