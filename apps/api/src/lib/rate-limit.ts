import type { FastifyRequest } from 'fastify';
import type { Locale } from '@nutri/domain/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { DomainError } from './errors';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * The store behind every rate limit: the shared table when the settings say so (PostgreSQL by
 * default, so limits hold across instances — ADR 0035), else the plugin's in-process one.
 */
export function rateLimitStore(config: Config, database: Database) {
  return config.rateLimitStore === 'database' ? databaseRateLimitStore(database.db) : undefined;
}

/**
 * A route's limit of calls per signed-in user a minute (@fastify/rate-limit, `rateLimitStore`), keyed by the
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
