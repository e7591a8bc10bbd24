/**
 * The contracts' plain values, with no zod (`@nutri/domain/contracts/values`): answer options, limits,
 * patterns and the checks both sides run. The schemas beside this file are built from them and
 * re-export them, so `@nutri/domain/contracts` still has them all; the web imports values from here and
 * only types from `@nutri/domain/contracts`, so no screen loads the schema library (ADR 0046). Nothing
 * imported from here may import zod: `values.test.ts` follows the imports.
 */

export * from './answer-values';
export * from './address';
export * from './phone';
export { stripInvisible } from './text';

/**
 * The countries whose emergency and crisis numbers the assistant knows (safety/regions.ts): a person may
 * set one in their settings (userinfo `region`); twelfth clinician review, en P1 #1, en P3 #1.
 */
export const REGION_CODES = ['CN', 'US', 'GB', 'IE', 'AU', 'NZ', 'IN', 'CA', 'HK', 'TW'] as const;

/** What WeChat's consent sheet (`wx-open-subscribe`'s success event) answers for a template (ADR 0047). */
export const WECHAT_CONSENTS = ['accept', 'reject', 'ban'] as const;
export type WechatConsent = (typeof WECHAT_CONSENTS)[number];

/** The plan's sections, in the order the plan stream sends them (a progress/section pair each). */
export const PLAN_SECTIONS = [
  'profile',
  'nutrients',
  'radar',
  'findings',
  'recommendations',
  'reportAnalysis',
  'medicineTaboos',
  'productReviews',
  'products',
] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

/** Lines of one order, and units of one line. */
export const ORDER_ITEMS_MAX = 20;
export const ORDER_QUANTITY_MAX = 99;

/** The `Idempotency-Key` header of an order: the same key for the same attempt makes one order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A refund's reason goes to the payment provider with it, which takes short texts (order life: 80). */
export const REFUND_REASON_MAX = 80;
