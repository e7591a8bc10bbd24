import { z } from 'zod';
import { localeSchema, safeText } from './common';

/** Sign-in, user and account calls (ADR 0003). */

/** ≥ 128 bits of randomness in base64url: 22 characters or more. */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'must be 22–128 base64url characters (at least 128 random bits)');

export const loginIpBodySchema = z.object({ deviceId: deviceIdSchema }).strict();

export const loginSosBodySchema = z
  .object({
    type: z.literal('youzan'),
    token: z.string().min(1).max(256),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/**
 * Why a retail sign-in (`login_sos`, `?mobile=`) was refused, as the error envelope's `reason` (issue 19
 * §5): the entry is not set up on this server (403), or its token is malformed, expired or forged (401).
 * Either way the person can still use the app: the web app says so in their language and continues as a
 * guest, instead of a network error.
 */
export const RETAIL_SIGN_IN_REASONS = {
  notConfigured: 'retail_sign_in_not_configured',
  badToken: 'retail_token_invalid',
} as const;
export type RetailSignInReason = (typeof RETAIL_SIGN_IN_REASONS)[keyof typeof RETAIL_SIGN_IN_REASONS];

/** The envelope's `msg` for each reason, in the request's language. */
export const RETAIL_SIGN_IN_MESSAGES = {
  retail_sign_in_not_configured: {
    zh: '这个入口还没有开通，请以访客身份继续使用',
    en: 'This entry is not set up; continue as a guest',
  },
  retail_token_invalid: {
    zh: '这个入口的登录链接无效或已过期，请以访客身份继续使用',
    en: "This entry's sign-in link is invalid or has expired; continue as a guest",
  },
} as const satisfies Record<RetailSignInReason, { zh: string; en: string }>;

export const userInfoSchema = z.object({
  id: z.string(),
  isYouZan: z.boolean(),
  locale: localeSchema.nullable(),
  nickname: z.string().nullable(),
  invCode: z.string().nullable(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({ accessToken: z.string(), user: userInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const userInfoBodySchema = z
  .object({ locale: localeSchema.optional(), nickname: safeText(200).trim().min(1).max(30).optional() })
  .strict();

export const invCodeBodySchema = z
  .object({
    invCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,32}$/, 'must be 4–32 letters or digits'),
  })
  .strict();

export const OPERATION_LOG_TYPES = ['share', 'checkout', 'view'] as const;
export const operationLogBodySchema = z
  .object({
    type: z.enum(OPERATION_LOG_TYPES).default('share'),
    businessId: safeText(500).trim().min(1).max(64),
    step: z.number().int().min(0).max(1000),
    extras: z
      .record(safeText(64), z.union([safeText(500), z.number(), z.boolean(), z.null()]))
      .refine((o) => Object.keys(o).length <= 20, 'at most 20 extras')
      .optional(),
  })
  .strict();
