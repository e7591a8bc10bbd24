import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { usersRepository } from '../users/users.repository';

/** Locale of a shop request: the call's `locale` field, else the user's stored one, else Accept-Language. */
export async function shopLocale(db: Db, request: FastifyRequest, explicit?: string | null): Promise<Locale> {
  if (explicit === 'zh-CN' || explicit === 'en-US') return explicit;
  const user = request.user?.id ? await usersRepository.byId(db, request.user.id) : undefined;
  return requestLocale(request, null, user?.locale);
}
