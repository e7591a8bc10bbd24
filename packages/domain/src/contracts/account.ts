import { z } from 'zod';
import { localeSchema, regionSchema, safeText } from './common';

export { REGION_CODES } from './values';

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

export * from './sign-in';

export const userInfoSchema = z.object({
  id: z.string(),
  isYouZan: z.boolean(),
  locale: localeSchema.nullable(),
  /** The country the person set for emergency numbers, or null (not set). */
  region: regionSchema.nullable(),
  nickname: z.string().nullable(),
  invCode: z.string().nullable(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({ accessToken: z.string(), user: userInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const userInfoBodySchema = z
  .object({
    locale: localeSchema.optional(),
    nickname: safeText(200).trim().min(1).max(30).optional(),
    /** A country code (REGION_CODES), or null to clear it. */
    region: regionSchema.nullable().optional(),
  })
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
