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
