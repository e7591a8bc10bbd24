import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of this request's answers: the signed-in user's stored locale, else the language of
     * Accept-Language ranked highest among ours, else zh-CN. A call whose body names a locale uses `askedLocale`.
     * Worked out here once, so no route normalises it again.
     */
    readonly locale: Locale;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? 'zh-CN';
}

/**
 * The locale the person chose: their stored one, else the language of Accept-Language they rank highest
 * among ours, or null when neither says (then the caller may know better, e.g. the plan's own locale).
 */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const stored = (request.user as { locale?: string | null } | null | undefined)?.locale;
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  return headerLocale(request.headers['accept-language']);
}

/**
 * The best of our two languages in an Accept-Language header, by its q-values (RFC 9110 §12.5.4):
 * "es-US,es;q=0.9,en;q=0.8" is English, not the default — a Spanish-first phone in the US was answered
 * in Chinese with 120 (thirty-first clinician review, en S3). Null when neither language is accepted.
 */
export function headerLocale(header: string | string[] | undefined): Locale | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string') return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of value.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const qParam = params.find((x) => x.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const locale: Locale | null = /^en(?:$|[-_])/.test(tag)
      ? 'en-US'
      : /^zh(?:$|[-_])/.test(tag)
        ? 'zh-CN'
        : null;
    // Equal weights keep the header's order.
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
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
