import { ROUTES, endpoints, type EndpointDef } from '@nutri/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/helper';

/**
 * Every API call the server answers is a row of the contracts' endpoint table and every row is served,
 * read from the OpenAPI document the server builds from its registered routes.
 */
type Operation = { summary?: string };

describe('the endpoint table drives the routes', () => {
  let t: TestApp;
  let served: string[];
  let doc: { paths?: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await testApp();
    doc = t.app.swagger() as typeof doc;
    served = Object.entries(doc.paths ?? {})
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`),
      );
  });
  afterAll(() => t.close());

  it('serves each row of the table at its method and path', () => {
    const rows = Object.values(ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(served).toEqual(expect.arrayContaining(rows));
  });

  it('serves no API call that is missing from the table', () => {
    const rows = new Set(Object.values(ROUTES).map((r) => `${r.method} ${r.path}`));
    expect(served.length).toBeGreaterThanOrEqual(rows.size);
    expect(served.filter((s) => !rows.has(s))).toEqual([]);
  });

  it("documents each route with its row's summary", () => {
    for (const [name, e] of Object.entries(endpoints as Record<string, EndpointDef>)) {
      const op = doc.paths?.[`/api${e.path.replace(/:(\w+)/g, '{$1}')}`]?.[e.method.toLowerCase()];
      expect(e.summary.trim(), name).not.toBe('');
      expect(op?.summary, name).toBe(e.summary);
    }
  });
});

/**
 * The guard comes from each row's `auth`, not from the modules: without a token every signed-in call
 * is refused by the guard itself (its own 401 sentence, before any other check), and the open calls
 * never ask for one.
 */
describe("the endpoint table's auth flag guards each route", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const SIGN_IN_REQUIRED = 'Sign-in required: send the access token as "Authorization: Bearer <token>"';
  const rows = Object.entries(endpoints as Record<string, EndpointDef>);
  // A path parameter gets a plausible value: the guard must answer before the route looks at it.
  const urlOf = (e: EndpointDef) => `/api${e.path.replace(/:\w+/g, 'demo')}`;
  const guarded = rows.filter(([, e]) => e.auth !== false);
  const open = rows.filter(([, e]) => e.auth === false);

  it('the table has both kinds of call', () => {
    expect(guarded.length).toBeGreaterThan(40);
    expect(open.map(([name]) => name).sort()).toEqual(
      // The calendar file is opened by calendar apps: its address carries a key per person (ADR 0047).
      [
        'getReminderCalendar',
        'health',
        'loginGuest',
        'loginRetail',
        'opsSignIn',
        'paymentNotify',
        'youzanPush',
      ].sort(),
    );
  });

  it.each(guarded)(
    '%s without a token, or with a malformed one, answers 401 from the guard',
    async (_n, e) => {
      const methods = e.method === 'GET' ? (['GET', 'HEAD'] as const) : ([e.method] as const);
      for (const method of methods) {
        const none = await t.call({ method, url: urlOf(e), payload: method === 'POST' ? {} : undefined });
        expect(none.statusCode, `${method} ${e.path}`).toBe(401);
        if (method !== 'HEAD') expect(none.json()).toMatchObject({ code: 401, msg: SIGN_IN_REQUIRED });
        const bad = await t.call({ method, url: urlOf(e), headers: { authorization: 'Bearer x.y.z' } });
        expect(bad.statusCode, `${method} ${e.path} (malformed token)`).toBe(401);
      }
    },
  );

  it.each(open)('%s asks for no token', async (_n, e) => {
    const res = await t.call({
      method: e.method,
      url: urlOf(e),
      payload: e.method === 'POST' ? {} : undefined,
    });
    expect(res.body).not.toContain(SIGN_IN_REQUIRED);
  });
});
