import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { newDeviceId } from './helper';
import { createPlan, putAnswers } from './plans';
import { suiteApp, suiteUser } from './suite';

/** Issue 16: the attacks that got through, each replayed over HTTP. */

const PHONE = '13912345678';
const DETAIL = '秘密花园路9号';

describe('issue 16.1: text the database cannot store', () => {
  const t = suiteApp();
  const user = suiteUser(t);

  const NUL = 'a\u0000b';
  const LONE = 'a\uD800b';
  const cases: [string, string, string, (bad: string) => object][] = [
    ['nickname', '/api/v1/userinfo', 'nickname', (bad) => ({ nickname: bad })],
    [
      'address detail',
      '/api/v1/address/save',
      'detail',
      (bad) => ({ name: '张三', phone: PHONE, area: '广东省 深圳市 南山区', detail: bad }),
    ],
    [
      'address name',
      '/api/v1/address/save',
      'name',
      (bad) => ({ name: bad, phone: PHONE, area: 'x', detail: 'y' }),
    ],
    ['conversation title', '/api/v1/conversation/new', 'title', (bad) => ({ title: bad })],
    [
      'conversation message',
      '/api/v1/conversation/send',
      'content',
      (bad) => ({ conversationId: '00000000-0000-4000-8000-000000000000', content: bad }),
    ],
    [
      'plan nickname',
      '/api/v1/custom_nutrition_plan/new',
      'nickname',
      (bad) => ({ clientType: 'web', planType: 'short_questionnaire', nickname: bad }),
    ],
    [
      'questionnaire answer',
      '/api/v1/questionnaire/put',
      'answers.nickname',
      (bad) => ({
        customNutritionPlanId: '00000000-0000-4000-8000-000000000000',
        questionnaireType: 'short_questionnaire',
        answers: { nickname: bad },
      }),
    ],
    [
      "an order's address",
      '/api/v1/you_zan/order_multi_prod',
      'address.detail',
      (bad) => ({
        items: [{ productId: 'p-1', skuId: 'sku-1', quantity: 1 }],
        address: { name: '张三', phone: PHONE, area: '广东省 深圳市 南山区', detail: bad },
      }),
    ],
    [
      'operation_log businessId',
      '/api/v1/operation_log/save',
      'businessId',
      (bad) => ({ businessId: bad, step: 1 }),
    ],
    [
      'operation_log extras',
      '/api/v1/operation_log/save',
      'extras.note',
      (bad) => ({ businessId: 'b', step: 1, extras: { note: bad } }),
    ],
  ];
  for (const [name, url, field, body] of cases) {
    for (const [kind, bad] of [
      ['NUL', NUL],
      ['lone surrogate', LONE],
    ] as const) {
      it(`${name} with a ${kind} → 400 naming ${field}`, async () => {
        const res = await t.post(url, user.token, body(bad));
        expect(res.statusCode, res.body).toBe(400);
        expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
      });
    }
  }

  it('a NUL inside an object key of a free-form record → 400, not 500', async () => {
    const res = await t.post('/api/v1/operation_log/save', user.token, {
      businessId: 'b',
      step: 1,
      extras: { 'k\u0000': 'v' },
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('issue 16.1: the log never carries query parameters or request bodies', () => {
  it('a failed query is logged without its SQL values, and the 400 names the field', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp({ config, logStream: stream });
    app.post('/api/test/failed-query', async () => {
      throw new DrizzleQueryError(
        'insert into "addresses" ("phone", "detail") values ($1, $2)',
        [PHONE, DETAIL],
        Object.assign(new Error(`invalid byte sequence: ${DETAIL}`), {
          code: '22021',
          detail: `Key (phone)=(${PHONE}) already exists.`,
        }),
      );
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/base/login_ip',
        payload: { deviceId: newDeviceId() },
      });
      const token = (login.json().data as { accessToken: string }).accessToken;
      const bad = await app.inject({
        method: 'POST',
        url: '/api/v1/address/save',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: '张三', phone: PHONE, area: '广东省 深圳市 南山区', detail: `${DETAIL}\u0000` },
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors[0].field).toBe('detail');
      const boom = await app.inject({
        method: 'POST',
        url: '/api/test/failed-query',
        payload: { phone: PHONE, detail: DETAIL },
      });
      expect(boom.statusCode).toBe(400);
      const log = lines.join('');
      expect(log).toContain('"code":"22021"');
      expect(log).not.toContain(PHONE);
      expect(log).not.toContain(DETAIL);
      expect(log).not.toContain('insert into');
    } finally {
      await app.close();
    }
  });

  it('a name in a query string never reaches the request log (issue 35); the web renames in the body', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp({ config, logStream: stream });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/base/login_ip',
        payload: { deviceId: newDeviceId() },
      });
      const token = (login.json().data as { accessToken: string }).accessToken;
      const auth = { authorization: `Bearer ${token}` };
      const plan = await app.inject({
        method: 'POST',
        url: '/api/v1/custom_nutrition_plan/new',
        headers: auth,
        payload: { clientType: 'web', planType: 'short_questionnaire' },
      });
      const planId = (plan.json().data as { id: string }).id;
      const viaGet = await app.inject({
        method: 'GET',
        url: `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${planId}&nickname=${encodeURIComponent('王秀英外婆')}`,
        headers: auth,
      });
      expect(viaGet.statusCode, viaGet.body).toBe(200);
      const viaBody = await app.inject({
        method: 'POST',
        url: '/api/v1/precise_nutrition_plan/update_nickname',
        headers: auth,
        payload: { customNutritionPlanId: planId, nickname: '李桂兰奶奶' },
      });
      expect(viaBody.statusCode, viaBody.body).toBe(200);
      expect(viaBody.json().data.nickname).toBe('李桂兰奶奶');
      const log = lines.join('');
      expect(log).toContain(
        '/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=…&nickname=…',
      );
      for (const name of ['王秀英', encodeURIComponent('王秀英'), '李桂兰', planId])
        expect(log).not.toContain(name);
    } finally {
      await app.close();
    }
  });
});

describe('issue 16.7: an erased account on a second instance', () => {
  it('a write on instance B within its auth cache window after erasure on A → 401, never 500', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory', WEB_DIST: '/nonexistent-web-dist' });
    const a = await buildApp({ config, database, logger: false });
    const b = await buildApp({ config, database, logger: false });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const login = await a.inject({
        method: 'POST',
        url: '/api/v1/base/login_ip',
        payload: { deviceId: newDeviceId() },
      });
      const token = (login.json().data as { accessToken: string }).accessToken;
      const headers = { authorization: `Bearer ${token}` };
      // B learns the user exists and caches it.
      expect((await b.inject({ method: 'POST', url: '/api/v1/userinfo', headers })).statusCode).toBe(200);
      const del = await a.inject({
        method: 'POST',
        url: '/api/v1/user/delete',
        headers,
        payload: { confirm: true },
      });
      expect(del.statusCode, del.body).toBe(200);
      const writes = [
        { url: '/api/v1/operation_log/save', payload: { businessId: 'x', step: 1 } },
        {
          url: '/api/v1/address/save',
          payload: { name: '张三', phone: PHONE, area: '广东省 深圳市 南山区', detail: 'x' },
        },
        { url: '/api/v1/conversation/new', payload: {} },
      ];
      for (const w of writes) {
        const res = await b.inject({ method: 'POST', headers, ...w });
        expect(res.statusCode, `${w.url}: ${res.body}`).toBe(401);
      }
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});

describe('issue 16.8: strict integers', () => {
  const t = suiteApp();
  const user = suiteUser(t);

  it.each([[true], [[5]], ['0x10'], ['1e3'], [' 5'], ['5'], [''], [null], [1.5]])(
    'operation_log step %j → 400 naming step',
    async (step) => {
      const res = await t.post('/api/v1/operation_log/save', user.token, { businessId: 'b', step });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe('step');
    },
  );

  it('operation_log step 5 → 200', async () => {
    const res = await t.post('/api/v1/operation_log/save', user.token, { businessId: 'b', step: 5 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(['0x10', '1e3', '%205', '-1', '2.0', 'true'])(
    'query page_size=%s → 400 naming page_size',
    async (v) => {
      const res = await t.post(`/api/v1/you_zan/query_vouchers?page_num=1&page_size=${v}`, user.token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe('page_size');
    },
  );

  it('query page_size=5 (a decimal string) still works', async () => {
    const res = await t.post('/api/v1/you_zan/query_vouchers?page_num=1&page_size=5', user.token);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('issue 16.9: SSE answers carry the security headers', () => {
  const t = suiteApp();
  const user = suiteUser(t);

  it('conversation/send has the same security headers as a JSON answer', async () => {
    const json = await t.post('/api/v1/userinfo', user.token);
    const conv = await t.post('/api/v1/conversation/new', user.token, {});
    const res = await t.post('/api/v1/conversation/send', user.token, {
      conversationId: conv.json().data.id,
      content: 'hello',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    for (const h of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-content-type-options',
    ]) {
      expect(res.headers[h], h).toBe(json.headers[h]);
    }
  });
});

describe('issue 16.10: cold start', () => {
  it('starts with a plugin time-out from the configuration', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory',
      WEB_DIST: '/nonexistent-web-dist',
      PLUGIN_TIMEOUT_MS: '123000',
    });
    expect(config.pluginTimeoutMs).toBe(123_000);
    expect(loadConfig({}).pluginTimeoutMs).toBeGreaterThanOrEqual(60_000);
    const app = await buildApp({ config, logger: false });
    try {
      expect(app.initialConfig.pluginTimeout).toBe(123_000);
    } finally {
      await app.close();
    }
  });
});

describe('issue 16.10: two cold starts at once on empty data directories', () => {
  it('both come up (no AVV_ERR_PLUGIN_EXEC_TIMEOUT) and answer /api/health', async () => {
    const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'nutri-cold-'))));
    const started = performance.now();
    const apps = await Promise.all(
      dirs.map(async (dir) => {
        const app = await buildApp({
          config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, WEB_DIST: '/nonexistent-web-dist' }),
          logger: false,
        });
        await app.ready();
        return { app, readyMs: performance.now() - started };
      }),
    );
    try {
      const health = await Promise.all(
        apps.map(async ({ app }) => {
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url: '/api/health' });
          return { status: res.statusCode, ms: performance.now() - t0 };
        }),
      );
      console.log(
        `cold start x2 on empty DATA_DIR: ready after ${apps.map((a) => a.readyMs.toFixed(0)).join(' / ')} ms, ` +
          `health ${health.map((h) => h.ms.toFixed(1)).join(' / ')} ms, ` +
          `RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB, plugin time-out ${apps[0]?.app.initialConfig.pluginTimeout} ms`,
      );
      expect(health.map((h) => h.status)).toEqual([200, 200]);
    } finally {
      await Promise.all(apps.map(({ app }) => app.close()));
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    }
  });
});

describe('issue 16.9: lab reference ranges', () => {
  const t = suiteApp();
  const user = suiteUser(t);
  let planId: string;
  beforeAll(async () => {
    planId = await createPlan(t, user.token, 'short_questionnaire');
  });
  const putLabs = (labs: object[]) =>
    putAnswers(t, user.token, planId, { labs }, { planType: 'short_questionnaire', complete: false });

  const lab = (extra: object) => ({ marker: 'ferritin', value: 50, unit: 'ng/mL', ...extra });
  it.each([
    ['inverted', lab({ labRefLow: 300, labRefHigh: 30 }), 'answers.labs.0.labRefLow'],
    ['+1e308 high', lab({ labRefLow: 30, labRefHigh: 1e308 }), 'answers.labs.0.labRefHigh'],
    ['-1e308 low', lab({ labRefLow: -1e308, labRefHigh: 30 }), 'answers.labs.0.labRefLow'],
  ])('%s → 400 naming the field', async (_name, value, field) => {
    const res = await putLabs([value]);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
  });

  it('a sane range is accepted', async () => {
    const res = await putLabs([lab({ labRefLow: 30, labRefHigh: 400 })]);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('issue 16.9: one account per phone number', () => {
  const t = suiteApp({ RETAIL_SSO_ALLOW_UNSIGNED: 'true' });

  it('+86 138-0013-8000, +8613800138000, 008613800138000, 8613800138000 and 13800138000 are one account', async () => {
    const ids = new Set<string>();
    for (const token of [
      '13800138000',
      '+8613800138000',
      '+86 138-0013-8000',
      '008613800138000',
      '8613800138000',
    ]) {
      const res = await t.post('/api/v1/base/login_sos', undefined, { type: 'youzan', token, params: {} });
      expect(res.statusCode, `${token}: ${res.body}`).toBe(200);
      ids.add(res.json().data.user.id as string);
    }
    expect(ids.size).toBe(1);
  });

  it('an address phone written +86 138 0013 8000 is stored as 13800138000', async () => {
    const { token } = await t.login();
    const res = await t.post('/api/v1/address/save', token, {
      name: '张三',
      phone: '+86 138 0013 8000',
      area: '广东省 深圳市 南山区',
      detail: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.phone).toBe('13800138000');
  });
});
