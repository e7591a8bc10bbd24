import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';
import { DomainError } from './errors';

/**
 * A route's limit of calls per signed-in user a minute (@fastify/rate-limit, per process), keyed by the
 * user: the route's onRequest hooks run after authentication. The 429 says, in the request's language,
 * how many calls a minute and how long to wait.
 */
export function perUserRateLimit(
  name: string,
  max: number,
  message: (locale: Locale, max: number, waitS: number) => string,
) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: (request: FastifyRequest, context: { max: number; ttl: number }) =>
      new DomainError(
        'rate_limited',
        message(request.locale, context.max, Math.max(1, Math.ceil(context.ttl / 1000))),
      ),
  };
}
