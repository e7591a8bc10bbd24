import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';

/**
 * Locale of a request (PRODUCT.md §6): an explicit field, else the user's stored locale, else
 * Accept-Language, else zh-CN.
 */
export function requestLocale(
  request: FastifyRequest,
  explicit?: string | null,
  stored?: string | null,
): Locale {
  for (const v of [explicit, stored]) {
    if (v === 'zh-CN' || v === 'en-US') return v;
  }
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en-US';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}
