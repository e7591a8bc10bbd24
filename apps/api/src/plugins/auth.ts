import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { users } from '../db/schema';
import { DomainError } from '../lib/errors';
import { requestLocale } from '../lib/locale';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    /** `locale` is the user's stored locale (null when unset), cached with the existence check. */
    user: { id: string; locale: string | null };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer token of an existing user, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (userId: string) => string;
    /** Forget a cached user (after deletion or a locale change) so the next request re-reads it. */
    forgetUser: (userId: string) => void;
    /** Whether the account exists now, read from the database (not the cache). */
    userExists: (userId: string) => Promise<boolean>;
  }
}

const EXISTS_TTL_MS = 60_000;
const BEARER = /^Bearer\s+(\S+)$/i;
const EXISTS_CACHE_MAX = 50_000;
const VERIFIED_CACHE_MAX = 20_000;

/**
 * Stateless bearer tokens (HS256, fast-jwt). Only the Authorization header is read — never a query
 * string, where tokens leak into logs and referrers. A token of a deleted account stops working: the
 * user's existence is checked through a short-lived cache so hot reads do not hit the database.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // The language of the answer follows the signed-in user's stored locale, so it is worked out after
    // authentication, on first use, once for every route.
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return requestLocale(this);
      },
    });

    await app.register(jwt, {
      secret: config.jwt.secret,
      sign: { algorithm: 'HS256', expiresIn: config.jwt.expiresIn },
      verify: { algorithms: ['HS256'] },
    });

    // Verified tokens are remembered until they expire, so hot reads skip the HMAC and the parse.
    // Keyed by the token text itself: hashing it for the key would cost as much as verifying it.
    const verified = new Map<string, { sub: string; expMs: number }>();
    const verify = (token: string): { sub: string } => {
      const hit = verified.get(token);
      if (hit && hit.expMs > Date.now()) return hit;
      const payload = app.jwt.verify<{ sub: string; exp?: number }>(token);
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
        verified.set(token, { sub: payload.sub, expMs: payload.exp * 1000 });
      }
      return payload;
    };

    const known = new Map<string, { at: number; locale: string | null }>();

    app.decorate('signAccessToken', (userId: string) => app.jwt.sign({ sub: userId }));
    app.decorate('forgetUser', (userId: string) => {
      known.delete(userId);
    });

    app.decorate('userExists', async (userId: string) => {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      if (!token) {
        throw new DomainError(
          'unauthorized',
          'Sign-in required: send the access token as "Authorization: Bearer <token>"',
        );
      }
      let payload: { sub: string };
      try {
        payload = verify(token);
      } catch (err) {
        const code = (err as { code?: string }).code;
        throw new DomainError(
          'unauthorized',
          code === 'FAST_JWT_EXPIRED'
            ? 'Your session has expired, please sign in again'
            : 'Invalid access token',
        );
      }
      const userId = payload.sub;
      if (typeof userId !== 'string' || !/^[0-9a-f-]{36}$/i.test(userId)) {
        throw new DomainError('unauthorized', 'Invalid access token');
      }
      let seen = known.get(userId);
      if (seen === undefined || Date.now() - seen.at > EXISTS_TTL_MS) {
        const [row] = await app.db
          .select({ id: users.id, locale: users.locale })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (!row) {
          known.delete(userId);
          throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
        }
        if (known.size >= EXISTS_CACHE_MAX) known.clear();
        seen = { at: Date.now(), locale: row.locale };
        known.set(userId, seen);
      }
      request.user = { id: userId, locale: seen.locale };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
