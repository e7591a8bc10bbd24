/**
 * API load: autocannon (100 connections, 10 s after a warm-up) against a bare Fastify route started in
 * the same run as the reference, then our calls on PGlite and — when DATABASE_URL is set — PostgreSQL.
 * Prints a Markdown table; `bench/run.ts` collects it into bench/results/latest.md.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess, type Proc } from './support/processes';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
  kind: 'bare' | 'read-nodb' | 'read-db' | 'write';
}

interface Row {
  db: string;
  name: string;
  rps: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  target: string;
  pass: boolean;
}

async function load(base: string, c: Case, token: string | undefined, seconds: number) {
  const result = await autocannon({
    url: base + c.path,
    method: c.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      ...(c.auth && token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
  });
  return result;
}

async function json(base: string, url: string, body: unknown, token?: string, method = 'POST') {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const out = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(out)}`);
  return out.data;
}

async function runAgainst(label: string, env: Record<string, string>, bareRps: number): Promise<Row[]> {
  const app: Proc = await startProcess(
    'apps/api/src/server.ts',
    {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    '/api/health',
  );
  try {
    const deviceId = randomBytes(16).toString('base64url');
    const login = await json(app.base, '/api/v1/base/login_ip', { deviceId });
    const token = login.accessToken as string;
    const plan = await json(
      app.base,
      '/api/v1/custom_nutrition_plan/new',
      { clientType: 'web', planType: 'short_questionnaire' },
      token,
    );
    const answers = { gender: 'female', age: 34, heightCm: 163, weightKg: 58, activityLevel: 'moderate' };
    await json(
      app.base,
      '/api/v1/questionnaire/put',
      { customNutritionPlanId: plan.id, questionnaireType: 'short_questionnaire', answers, complete: true },
      token,
    );
    const hasProducts =
      (
        await fetch(`${app.base}/api/v1/product/get_all`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{"page_num":1,"page_size":20}',
        })
      ).status !== 404;

    const cases: Case[] = [
      {
        name: 'guest login (login_ip)',
        method: 'POST',
        path: '/api/v1/base/login_ip',
        body: { deviceId },
        auth: false,
        kind: 'write',
      },
      { name: 'userinfo', method: 'POST', path: '/api/v1/userinfo', auth: true, kind: 'read-db' },
      {
        name: 'supplement options (auth, no DB)',
        method: 'POST',
        path: '/api/v1/question_short/supplement_reviews_options',
        auth: true,
        kind: 'read-nodb',
      },
      {
        name: 'medicine search (auth, no DB)',
        method: 'POST',
        path: '/api/v1/question_short/search_medicine',
        body: { keyword: 'hfl' },
        auth: true,
        kind: 'read-nodb',
      },
      {
        name: 'plan read',
        method: 'GET',
        path: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${plan.id}`,
        auth: true,
        kind: 'read-db',
      },
      ...(hasProducts
        ? [
            {
              name: 'product/get_all',
              method: 'POST' as const,
              path: '/api/v1/product/get_all',
              body: { page_num: 1, page_size: 20 },
              auth: true,
              kind: 'read-db' as const,
            },
          ]
        : []),
      {
        name: 'questionnaire/put (partial)',
        method: 'POST',
        path: '/api/v1/questionnaire/put',
        body: {
          customNutritionPlanId: plan.id,
          questionnaireType: 'short_questionnaire',
          answers: { weightKg: 59 },
        },
        auth: true,
        kind: 'write',
      },
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      await load(app.base, c, token, WARMUP);
      const r = await load(app.base, c, token, DURATION);
      const rps = r.requests.average;
      const ratio = rps / bareRps;
      const p99 = r.latency.p99;
      let target = '';
      let pass = r.errors === 0 && r.non2xx === 0;
      if (c.kind === 'read-nodb') {
        target = '≥ 0.30× bare';
        pass &&= ratio >= 0.3;
      } else if (c.kind === 'read-db' && label.startsWith('PGlite')) {
        target = '≥ 0.04× bare, p99 ≤ 100 ms';
        pass &&= ratio >= 0.04 && p99 <= 100;
      } else {
        target = 'no errors';
      }
      if (r.non2xx > 0) console.error(`${c.name}: status codes ${JSON.stringify(r.statusCodeStats)}`);
      rows.push({
        db: label,
        name: c.name,
        rps,
        ratio,
        p50: r.latency.p50,
        p99,
        errors: r.errors,
        non2xx: r.non2xx,
        target,
        pass,
      });
    }

    // Memory: RSS growth of the server over 10,000 plan reads after the runs above warmed it.
    const before = app.rssMb();
    await autocannon({
      url: `${app.base}/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${plan.id}`,
      connections: 20,
      amount: 10_000,
      headers: { authorization: `Bearer ${token}` },
    });
    const after = app.rssMb();
    rows.push({
      db: label,
      name: 'RSS growth over 10,000 requests (MB)',
      rps: NaN,
      ratio: NaN,
      p50: before,
      p99: after,
      errors: 0,
      non2xx: 0,
      target: '< 50 MB',
      pass: after - before < 50,
    });
    return rows;
  } finally {
    await app.stop();
  }
}

async function main() {
  const bare = await startProcess('bench/support/bare-server.ts', {}, '/bare');
  let bareRps = 0;
  const rows: Row[] = [];
  try {
    const c: Case = {
      name: 'bare Fastify route (reference)',
      method: 'GET',
      path: '/bare',
      auth: false,
      kind: 'bare',
    };
    await load(bare.base, c, undefined, WARMUP);
    const r = await load(bare.base, c, undefined, DURATION);
    bareRps = r.requests.average;
    rows.push({
      db: '—',
      name: c.name,
      rps: bareRps,
      ratio: 1,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
      target: 'reference',
      pass: true,
    });
  } finally {
    await bare.stop();
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-bench-'));
  try {
    rows.push(...(await runAgainst('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, bareRps)));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL)
    rows.push(...(await runAgainst('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }, bareRps)));

  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
  console.log(
    `### API load (autocannon, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, ${os.cpus().length} cores)\n`,
  );
  console.log('| database | call | req/s | × bare | p50 ms | p99 ms | errors | non-2xx | target | ok |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of rows) {
    if (r.name.startsWith('RSS')) {
      console.log(
        `| ${r.db} | ${r.name} | | | before ${fmt(r.p50)} | after ${fmt(r.p99)} (+${fmt(r.p99 - r.p50, 1)}) | | | ${r.target} | ${r.pass ? '✅' : '❌'} |`,
      );
    } else {
      console.log(
        `| ${r.db} | ${r.name} | ${fmt(r.rps)} | ${fmt(r.ratio, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} | ${r.target} | ${r.pass ? '✅' : '❌'} |`,
      );
    }
  }
}

await main();
