import { RETAIL_SIGN_IN_REASONS } from '@nutri/domain/contracts/sign-in';
import { isApiError } from '../../lib/api-client';

/** The notice shown when a retail launch continues as a guest, by the server's reason. */
export type RetailFallbackNotice = 'auth.retailNotConfigured' | 'auth.retailBadToken';

/**
 * Whether a failed retail sign-in (`?mobile=`) should continue as a guest, and with which notice
 * (issue 19 §5). Only the two reasons the server gives for "this entry cannot sign you in" qualify: the
 * entry is not set up here, or its link is bad. Anything else (no network, rate limit, server fault) is a
 * real sign-in failure and keeps the retry screen, so a passing outage never turns a customer into a guest.
 */
export function retailFallbackNotice(error: unknown): RetailFallbackNotice | null {
  if (!isApiError(error)) return null;
  if (error.status === 403 && error.reason === RETAIL_SIGN_IN_REASONS.notConfigured)
    return 'auth.retailNotConfigured';
  if (error.status === 401 && error.reason === RETAIL_SIGN_IN_REASONS.badToken) return 'auth.retailBadToken';
  return null;
}
