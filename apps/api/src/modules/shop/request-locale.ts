import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';
import { requestLocale } from '../../lib/locale';

/**
 * Locale of a shop request: the call's `locale` field, else the user's stored one (it rides on the auth
 * check, which forgets it when the user changes it), else Accept-Language.
 */
export function shopLocale(request: FastifyRequest, explicit?: string | null): Locale {
  if (explicit === 'zh-CN' || explicit === 'en-US') return explicit;
  return requestLocale(request, null, request.user?.locale);
}
