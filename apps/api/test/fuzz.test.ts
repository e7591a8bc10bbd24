import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '@nutri/domain/contracts';
import { testApp, type TestApp } from './helper';
import { newOperator } from './operators';

/**
 * Property-based fuzzing of every route in the OpenAPI document: malformed JSON, wrong types, huge
 * strings, unicode, prototype-pollution keys, missing and extra fields. Zero 5xx, and every 400 names
 * the field (or says the body itself is malformed). FUZZ_RUNS=5000 for a long local run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const BODY_LEVEL_MESSAGES = [
  /^Malformed JSON body$/,
  /^The JSON body is empty$/,
  /^Unsupported content type$/,
];
const SKIP = new Set([
  '/api/docs',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/{*}',
  '/api/docs/{*}',
]);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  /** Present on the routes that need a token (a user's or an operator's). */
  security?: unknown[];
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀'.repeat(50),
    '华法林',
    'Robert"); DROP TABLE users;--',
    "' OR '1'='1",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    '{{7*7}}',
  ),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);

/** A value that fits the schema's shape, so fuzzing reaches past the first validation error. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nasty;
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), nasty);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const entries = Object.entries(props).map(([k, s]) => [k, plausible(s, depth + 1)] as const);
      return fc
        .tuple(
          fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, {
            requiredKeys: [],
          }),
          fc.dictionary(
            fc.constantFrom(
              '__proto__',
              'constructor',
              'prototype',
              'isYouZan',
              'userId',
              'priceCents',
              'extra',
            ),
            nasty,
            { maxKeys: 2 },
          ),
          fc.boolean(),
        )
        .map(([known, extra, addExtra]) => {
          const out: Record<string, unknown> = { ...known };
          if (addExtra)
            for (const [k, v] of Object.entries(extra))
              Object.defineProperty(out, k, {
                value: v,
                enumerable: true,
                configurable: true,
                writable: true,
              });
          return out;
        });
    }
    case 'array':
      return fc.oneof(fc.array(plausible(schema.items, depth + 1), { maxLength: 4 }), nasty);
    case 'string':
      return fc.oneof(fc.uuid(), nasty);
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 1000 }), nasty);
    case 'boolean':
      return fc.oneof(fc.boolean(), nasty);
    default:
      return nasty;
  }
}

function rawBody(value: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(JSON.stringify(value) ?? 'null'),
    fc.constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '"str"',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '\u0000',
      '',
    ),
    fc.string({ maxLength: 50 }),
  );
}

describe('fuzzing every route of the OpenAPI document', () => {
  let t: TestApp;
  let token: string;
  let operatorToken: string;
  /** Paths of the operator routes: "good" is an operator's token there, "wrong" a user's (issue 20.4). */
  const operatorPaths = new Set(
    (Object.values(endpoints) as EndpointDef[])
      .filter((e) => e.auth === 'operator')
      .map((e) => `/api${e.path}`),
  );
  let routes: { method: string; path: string; op: Operation }[] = [];
  beforeAll(async () => {
    t = await testApp();
    token = (await t.login()).token;
    operatorToken = (await newOperator(t)).token;
    const spec = (await t.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = Object.entries(spec.paths)
      .filter(([p]) => !SKIP.has(p))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      );
  });
  afterAll(() => t.close());

  it('covers every API route', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it(`answers each route with no 5xx and field-naming 400s (${RUNS} requests per route)`, async () => {
    for (const route of routes) {
      const bodySchema = route.op.requestBody?.content?.['application/json']?.schema;
      const queryParams = (route.op.parameters ?? []).filter((p) => p.in === 'query');
      const querySchema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])),
      };
      const arb = fc.record({
        body: plausible(bodySchema ?? { type: 'object' }).chain(rawBody),
        query: plausible(querySchema),
        auth: fc.constantFrom('good', 'good', 'good', 'none', 'garbage', 'wrong'),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ body, query, auth, contentType }) => {
          const params = new URLSearchParams();
          for (const [k, v] of Object.entries(query as Record<string, unknown>))
            params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
          const qs = params.toString();
          const ops = operatorPaths.has(route.path);
          const good = ops ? operatorToken : token;
          const wrong = ops ? token : operatorToken;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: `${route.path}${qs ? `?${qs}` : ''}`,
            headers: {
              ...(auth === 'good'
                ? { authorization: `Bearer ${good}` }
                : auth === 'wrong'
                  ? { authorization: `Bearer ${wrong}` }
                  : auth === 'garbage'
                    ? { authorization: 'Bearer x.y.z' }
                    : {}),
              ...(route.method === 'GET' ? {} : { 'content-type': contentType }),
            },
            ...(route.method === 'GET' ? {} : { payload: body }),
          });
          // The other kind of token never gets through: 403 before anything else is looked at.
          if (auth === 'wrong' && route.op.security)
            expect(res.statusCode, `${route.method} ${route.path} with the other kind of token`).toBe(403);
          if (res.statusCode >= 500)
            throw new Error(`${route.method} ${route.path} → ${res.statusCode}: ${res.body.slice(0, 300)}`);
          if (res.statusCode === 400) {
            const b = res.json() as { msg: string; errors?: { field: string }[] };
            const named = (b.errors ?? []).some((e) => e.field.length > 0);
            const bodyLevel = BODY_LEVEL_MESSAGES.some((re) => re.test(b.msg));
            if (!named && !bodyLevel)
              throw new Error(
                `${route.method} ${route.path}: 400 without a field: ${res.body.slice(0, 300)}`,
              );
          }
        }),
        { numRuns: RUNS },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 600_000);
});
