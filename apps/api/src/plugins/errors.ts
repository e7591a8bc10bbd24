import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type FieldError } from '../lib/errors';

/**
 * The one error handler: every failure leaves as the §6 error envelope with a request id.
 * 4xx say what was wrong in plain words and name the field; 5xx say nothing about internals.
 */
function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  msg: string,
  errors?: FieldError[],
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ code: status, msg, ...(errors && errors.length > 0 ? { errors } : {}), requestId: request.id });
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

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          field: fieldName(error.validationContext, v.instancePath),
          message: v.message ?? 'is invalid',
        }));
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
        if (error.status >= 500) request.log.error({ err: error }, 'domain error');
        return send(reply, request, error.status, error.message, error.fieldErrors);
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
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, 500, 'Internal server error');
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, request, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
    );
  },
  { name: 'errors' },
);
