import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { OPS_MESSAGES, pick } from '@nutri/domain/contracts';
import type { Config } from '../config';
import { operators, users } from '../db/schema';
import { DomainError } from '../lib/errors';
import { requestLocale } from '../lib/locale';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** A user's token carries only `sub`; an operator's also `role: 'operator'` and its own audience. */
    payload: { sub: string; role?: 'operator' };
    /** `locale` is the user's stored locale (null when unset), cached with the existence check. */
    user: { id: string; locale: string | null; region?: string | null };
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
    /** onRequest of the operators' routes: an operator's valid token of an active account, else 401/403. */
    authenticateOperator: (request: FastifyRequest) => Promise<void>;
    signOperatorToken: (operatorId: string) => { token: string; expiresAt: string };
  }
  interface FastifyRequest {
    /** The signed-in operator on the operators' routes (null elsewhere). */
    operator: { id: string; name: string } | null;
  }
}

/** The audience of operators' tokens: the same key and library as users' tokens, another kind of token. */
export const OPERATOR_AUDIENCE = 'nutri-ops';

type TokenKind = 'user' | 'operator' | 'unknown';
interface Verified {
  sub: string;
  kind: TokenKind;
  expMs: number | null;
}

function kindOf(payload: { role?: unknown; aud?: unknown }): TokenKind {
  if (payload.role === undefined && payload.aud === undefined) return 'user';
  if (payload.role === 'operator' && payload.aud === OPERATOR_AUDIENCE) return 'operator';
  return 'unknown';
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
    const verified = new Map<string, Verified>();
    const verify = (token: string): Verified => {
      const hit = verified.get(token);
      if (hit && hit.expMs !== null && hit.expMs > Date.now()) return hit;
      const payload = app.jwt.verify<{ sub: string; exp?: number; role?: unknown; aud?: unknown }>(token);
      const result: Verified = {
        sub: payload.sub,
        kind: kindOf(payload),
        expMs: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
      };
      if (result.expMs !== null) {
        if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
        verified.set(token, result);
      }
      return result;
    };

    /** The bearer token's claims, or 401: none sent, malformed, forged or expired. */
    const verifiedBearer = (request: FastifyRequest): Verified => {
      const header = request.headers.authorization;
      const token = header ? BEARER.exec(header)?.[1] : undefined;
      if (!token) {
        throw new DomainError(
          'unauthorized',
          'Sign-in required: send the access token as "Authorization: Bearer <token>"',
        );
      }
      let claims: Verified;
      try {
        claims = verify(token);
      } catch (err) {
        const code = (err as { code?: string }).code;
        throw new DomainError(
          'unauthorized',
          code === 'FAST_JWT_EXPIRED'
            ? 'Your session has expired, please sign in again'
            : 'Invalid access token',
        );
      }
      if (
        claims.kind === 'unknown' ||
        typeof claims.sub !== 'string' ||
        !/^[0-9a-f-]{36}$/i.test(claims.sub)
      ) {
        throw new DomainError('unauthorized', 'Invalid access token');
      }
      return claims;
    };

    const known = new Map<string, { at: number; locale: string | null; region: string | null }>();

    app.decorate('signAccessToken', (userId: string) => app.jwt.sign({ sub: userId }));
    app.decorate('forgetUser', (userId: string) => {
      known.delete(userId);
    });
    // Another instance erased an account or changed its language: forget what this one knew of it, so
    // an erased account's token stops working everywhere, not a minute later (issue 21.3).
    const forgetChanged = app.database.bus.subscribe('data_changed', (message) => {
      const m = message as { tags?: unknown; all?: unknown };
      if (m.all === true) known.clear();
      else if (Array.isArray(m.tags)) {
        for (const tag of m.tags)
          if (typeof tag === 'string' && tag.startsWith('user:')) known.delete(tag.slice(5));
      }
    });
    app.addHook('onClose', async () => forgetChanged());

    app.decorate('userExists', async (userId: string) => {
      const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = verifiedBearer(request);
      // An operator is not a user: their token opens none of the app's own calls.
      if (claims.kind !== 'user') {
        throw new DomainError('forbidden', pick(OPS_MESSAGES.notForOperators, requestLocale(request)));
      }
      const userId = claims.sub;
      let seen = known.get(userId);
      if (seen === undefined || Date.now() - seen.at > EXISTS_TTL_MS) {
        const [row] = await app.db
          .select({ id: users.id, locale: users.locale, region: users.region })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (!row) {
          known.delete(userId);
          throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
        }
        if (known.size >= EXISTS_CACHE_MAX) known.clear();
        seen = { at: Date.now(), locale: row.locale, region: row.region };
        known.set(userId, seen);
      }
      request.user = { id: userId, locale: seen.locale, region: seen.region };
    });

    app.decorateRequest('operator', null);

    app.decorate('signOperatorToken', (operatorId: string) => {
      const token = app.jwt.sign(
        { sub: operatorId, role: 'operator' },
        { aud: OPERATOR_AUDIENCE, expiresIn: config.jwt.operatorExpiresIn },
      );
      const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    });

    // Operators are few and their calls rare: the account is read on every call, so disabling one
    // takes effect at once.
    app.decorate('authenticateOperator', async (request: FastifyRequest) => {
      const claims = verifiedBearer(request);
      const locale = requestLocale(request);
      if (claims.kind !== 'operator') {
        throw new DomainError('forbidden', pick(OPS_MESSAGES.operatorsOnly, locale));
      }
      const [row] = await app.db
        .select({ id: operators.id, name: operators.name, disabledAt: operators.disabledAt })
        .from(operators)
        .where(eq(operators.id, claims.sub))
        .limit(1);
      if (!row || row.disabledAt) {
        throw new DomainError('unauthorized', pick(OPS_MESSAGES.operatorDisabled, locale));
      }
      request.operator = { id: row.id, name: row.name };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
