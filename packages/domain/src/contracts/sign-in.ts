// Zod-free: the web's sign-in guard is in the first load and imports this
// (`@nutri/domain/contracts/sign-in`) without pulling the schemas.

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
