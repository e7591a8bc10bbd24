import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldIssuesOf, type IssueLike } from '@nutri/domain/contracts';
import { DomainError, type FieldError } from '../lib/errors';

/**
 * The one error handler: every failure leaves as the error envelope with a request id
 * (docs/product-rules.md#http-api).
 * 4xx say what was wrong in plain words and name the field; 5xx say nothing about internals.
 */
function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  msg: string,
  errors?: FieldError[],
  reason?: string,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      code: status,
      msg,
      ...(errors && errors.length > 0 ? { errors } : {}),
      ...(reason ? { reason } : {}),
      requestId: request.id,
    });
}

function fieldName(context: string | undefined, instancePath: string): string {
  const pathPart = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (pathPart) return pathPart;
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

/** Fastify's own client-error codes and what to tell the user. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: 'The JSON body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: 'Invalid Content-Length header' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, msg: 'Unsupported content type' },
  FST_ERR_REQ_FILE_TOO_LARGE: { status: 413, msg: 'The file is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, msg: 'The file is too large' },
  FST_FILES_LIMIT: { status: 413, msg: 'Too many files' },
  FST_PARTS_LIMIT: { status: 413, msg: 'Too many parts' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, msg: 'The request is not multipart/form-data' },
  FST_ERR_VALIDATION: { status: 400, msg: 'Invalid request' },
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: { status: 401, msg: 'Sign-in required' },
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: { status: 401, msg: 'Your session has expired, please sign in again' },
  FST_JWT_AUTHORIZATION_TOKEN_INVALID: { status: 401, msg: 'Invalid access token' },
  FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED: { status: 401, msg: 'Invalid access token' },
  FST_JWT_BAD_REQUEST: { status: 401, msg: 'Invalid access token' },
  FST_JWT_BAD_COOKIE_REQUEST: { status: 401, msg: 'Invalid access token' },
};

/** PostgreSQL error fields that name what failed without carrying the values that made it fail. */
interface PgErrorLike {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
}

/** The database error in an error's cause chain (drizzle wraps the driver's), if any. */
function databaseError(error: unknown): { code?: string; constraint?: string; table?: string } | null {
  let isDb = false;
  let found: PgErrorLike | undefined;
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const x = e as PgErrorLike & { name?: unknown; cause?: unknown };
    if (x.name === 'DrizzleQueryError' || 'params' in x || 'query' in x) isDb = true;
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code) && (x.severity !== undefined || isDb)) {
      isDb = true;
      found = x;
    }
    e = x.cause;
  }
  if (!isDb) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { code: str(found?.code), constraint: str(found?.constraint), table: str(found?.table) };
}

/**
 * What an unhandled error leaves in the log. A database error's message, detail and stack repeat the
 * failed SQL and its parameters — addresses, phones, health answers (issue 16.1) — so only its code
 * and the constraint and table it names are kept.
 */
function loggableError(error: FastifyError) {
  const db = databaseError(error);
  if (db) return { type: 'DatabaseError', ...db };
  return error;
}

/** SQLSTATEs caused by text the client sent that the database cannot store (22P05, 22021). */
const UNSTORABLE_TEXT_CODES = new Set(['22P05', '22021']);

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.flatMap((v) => {
          const branches = (v.params as { errors?: IssueLike['errors'] } | undefined)?.errors;
          return fieldIssuesOf({
            path: [],
            code: v.keyword,
            message: v.message ?? 'is invalid',
            errors: branches,
          }).map((i) => ({
            field: fieldName(
              error.validationContext,
              `${v.instancePath.replace(/\/$/, '')}${i.path.map((p) => `/${String(p)}`).join('')}`,
            ),
            message: i.message,
          }));
        });
        const first = errors[0];
        return send(
          reply,
          request,
          400,
          first ? `Invalid request: ${first.field}: ${first.message}` : 'Invalid request',
          errors,
        );
      }
      if (error instanceof DomainError) {
        if (error.status >= 500) request.log.error({ err: loggableError(error) }, 'domain error');
        if (error.headers) reply.headers(error.headers);
        return send(reply, request, error.status, error.message, error.fieldErrors, error.reason);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return send(reply, request, 500, 'Internal server error');
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return send(reply, request, known.status, known.msg);
      if (error.statusCode === 429) {
        return send(reply, request, 429, error.message || 'Too many requests, please slow down');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // A client error from a plugin we have not mapped yet: its message is meant for clients.
        return send(reply, request, error.statusCode, error.message);
      }
      const db = databaseError(error);
      if (db?.code && UNSTORABLE_TEXT_CODES.has(db.code)) {
        request.log.warn({ err: loggableError(error) }, 'text the database cannot store');
        return send(
          reply,
          request,
          400,
          'Invalid request: the text contains characters that cannot be stored',
        );
      }
      // A foreign-key violation on a signed-in request whose account was erased meanwhile (on another
      // instance, inside this one's auth cache window) is that token no longer being valid (issue 16.7).
      if (db?.code === '23503' && request.user?.id && app.hasDecorator('userExists')) {
        if (!(await app.userExists(request.user.id))) {
          app.forgetUser(request.user.id);
          return send(reply, request, 401, 'This account no longer exists, please sign in again');
        }
      }
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return send(reply, request, 500, 'Internal server error');
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, request, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
    );
  },
  { name: 'errors' },
);
