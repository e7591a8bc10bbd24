import type {} from '@fastify/sse';
import type { EndpointDef } from '@nutri/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { okSchema } from './envelope';

/**
 * The onRequest guard of each kind of row (plugins/auth.ts decorates the app with both checks). Fastify
 * calls route hooks bound to the app that registered the route, so the guard needs no app passed in.
 */
const GUARDS = {
  user: async function (this: FastifyInstance, request: FastifyRequest) {
    await this.authenticate(request);
  },
  operator: async function (this: FastifyInstance, request: FastifyRequest) {
    await this.authenticateOperator(request);
  },
};

/** Only a row that says `auth: false` is open; any other value gets a guard. */
function guardOf(auth: EndpointDef['auth']) {
  if (auth === false) return {};
  return { onRequest: auth === 'operator' ? GUARDS.operator : GUARDS.user };
}

type Envelope<S> = S extends z.ZodType ? { 200: ReturnType<typeof okSchema<S>> } : undefined;

/**
 * Method, URL, schemas, sign-in guard and OpenAPI summary of a route, taken from its row of the contracts'
 * endpoint table, so the API cannot drift from what the web client is typed against and no signed-in call
 * can be registered open; `tag` groups the route in the OpenAPI document. Spread it into `app.route` and
 * add the handler (and any `config`, `bodyLimit`, …); never an `onRequest` of its own, which would replace
 * the guard (a route's own work goes in a later hook: preValidation, preHandler).
 */
function fromEndpoint<E extends EndpointDef>(endpoint: E, tag: string) {
  const response = (endpoint.response ? { 200: okSchema(endpoint.response) } : undefined) as Envelope<
    E['response']
  >;
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...guardOf(endpoint.auth),
    // A streamed call decides in its handler when the stream opens: errors found before it answer JSON.
    ...(endpoint.events ? { sse: 'manual' as const } : {}),
    schema: withoutUndefined({
      tags: [tag],
      summary: endpoint.summary,
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.events ? { produces: ['text/event-stream'] } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      headers: endpoint.headers as E['headers'],
      body: endpoint.body as E['body'],
      querystring: endpoint.query as E['query'],
      params: endpoint.params as E['params'],
      response,
    }),
  };
}

/**
 * `fromEndpoint` for the routes of one module, which all go under the module's OpenAPI tag: a module
 * says `const route = taggedRoutes('shop')` once, then `...route(endpoints.listOrders)`.
 */
export function taggedRoutes(tag: string) {
  return <E extends EndpointDef>(endpoint: E) => fromEndpoint(endpoint, tag);
}

/** Fastify warns about a schema key that is present but undefined; the type keeps the key for inference. */
function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
