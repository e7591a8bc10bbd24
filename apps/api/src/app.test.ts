import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { withTestApp } from '../test/helper';
import { suiteApp } from '../test/suite';
import { securityHeaders } from './plugins/security-headers';
import { loadConfig } from './config';

describe('envelope, health and docs', () => {
  const t = suiteApp();

  it('GET /api/health reports the database state', async () => {
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      msg: 'ok',
      data: { status: 'ok', database: { ok: true } },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends security headers', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sends every header helmet sets, on answers and on errors alike', async () => {
    const expected = securityHeaders();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    for (const url of ['/api/health', '/api/v1/nope']) {
      const res = await t.get(url);
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('frames: our own pages only by default, both headers agreeing; the configured shop alone when set (issue 35)', async () => {
    const res = await t.get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).not.toContain('youzan');
    await withTestApp({ RETAIL_SHOP_ORIGIN: 'https://shop123.youzan.com' }, async (shop) => {
      const framed = await shop.get('/api/health');
      expect(framed.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://shop123.youzan.com;",
      );
      expect(framed.headers['x-frame-options']).toBeUndefined();
    });
    for (const bad of ['http://shop.example.com', 'https://*.youzan.com', 'https://shop.example.com/path'])
      expect(() => loadConfig({ RETAIL_SHOP_ORIGIN: bad })).toThrow(/RETAIL_SHOP_ORIGIN/);
  });

  it('unknown API routes answer the 404 envelope', async () => {
    const res = await t.get('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: expect.stringContaining('/api/v1/nope') });
    expect(res.json().requestId).toBeTruthy();
  });

  it('keeps a sane client request id and replaces a hostile one', async () => {
    const a = await t.get('/api/health', undefined, { 'x-request-id': 'req-12345678' });
    expect(a.headers['x-request-id']).toBe('req-12345678');
    const b = await t.get('/api/health', undefined, { 'x-request-id': '<script>' });
    expect(b.headers['x-request-id']).not.toBe('<script>');
  });

  it('serves an OpenAPI document from the route schemas, and a viewer', async () => {
    const doc = await t.get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/base/login_ip',
        '/api/v1/base/login_sos',
        '/api/v1/userinfo',
        '/api/health',
      ]),
    );
    expect(
      spec.paths['/api/v1/base/login_ip'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('deviceId');
    const ui = await t.get('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('the API docs page is not served when API_DOCS is off (the production default, issue 35)', async () => {
    await withTestApp({ API_DOCS: 'false' }, async (off) => {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])
        expect((await off.get(url)).statusCode, url).toBe(404);
      expect((await off.get('/api/health')).statusCode).toBe(200);
    });
  });

  it('TRUST_PROXY=1: a forged left-most X-Forwarded-For does not escape the sign-in limit (issue 35)', async () => {
    await withTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '3' }, async (p) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (
            await p.post(
              '/api/v1/base/login_ip',
              undefined,
              { deviceId: randomBytes(16).toString('base64url') },
              {
                'x-forwarded-for': `10.${i}.${i}.${i}, 203.0.113.5`,
              },
            )
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });

  it('a 500 hides internals and keeps the request id', async () => {
    const boom = (app: FastifyInstance) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
    };
    await withTestApp(
      {},
      async (t2) => {
        const res = await t2.get('/api/test/boom');
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({
          code: 500,
          msg: 'Internal server error',
          requestId: expect.any(String),
        });
        expect(res.body).not.toContain('postgres://');
      },
      boom,
    );
  });
});
