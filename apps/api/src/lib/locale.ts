import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of this request's answers: the signed-in user's stored locale, else the first
     * language of Accept-Language, else zh-CN. A call whose body names a locale uses `askedLocale`.
     * Worked out here once, so no route normalises it again.
     */
    readonly locale: Locale;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  const stored = (request.user as { locale?: string | null } | null | undefined)?.locale;
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en-US';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}

/** The locale a call names in its body, which wins over the request's own (`request.locale`). */
export function askedLocale(request: { body?: { locale?: Locale } | null; locale: Locale }): Locale {
  return request.body?.locale ?? request.locale;
}

/**
 * The first language tag of an Accept-Language header ("en-GB,en;q=0.9" → "en-GB"), or null: its region
 * picks the emergency numbers when the person neither set nor said a country (safety/regions.ts).
 */
export function firstLanguageTag(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return null;
  const first = value.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/.test(first) ? first : null;
}
