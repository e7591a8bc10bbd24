/**
 * PostgreSQL reads against their own reference (issue 21.4): a bare Fastify route doing one primary-key
 * SELECT of a 20 KB jsonb row through a pool of the same size, measured in the same run, each read right
 * after a run of that reference and judged by the ratio of the pair (≥ 0.5×, p99 ≤ 100 ms at 100
 * connections). The API runs with READ_CACHE=off (the database path, which is judged) and then with
 * READ_CACHE=on (printed beside it).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench -- pg-reads
 *
 * The URL's user must be allowed to create databases: the run makes two fresh ones and drops them.
 * Without a URL it prints why it did not run. Writes bench/results/pg-reads.md (BENCH_OUT to change).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../scripts/server-node-args.mjs';
import {
  CONNECTIONS,
  DURATION,
  json,
  measure,
  READ_RUNS,
  WARMUP,
  type Call,
  type Measured,
} from './support/load';
import { ROOT, startProcess } from './support/processes';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const POOL_MAX = process.env.DATABASE_POOL_MAX ?? '10';
const CACHED_RUNS = Number(process.env.BENCH_CACHED_RUNS ?? 1);
const LEAST_RATIO = 0.5;
const P99_MAX_MS = 100;
const REFERENCE_BYTES = 20 * 1024;

interface Row {
  cache: 'off' | 'on' | '—';
  name: string;
  rps: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
  pairs: string;
}

/** A database URL on the same server with another database name. */
function urlOf(database: string): string {
  const u = new URL(SERVER_URL!);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client({ connectionString: database ? urlOf(database) : SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A jsonb document of about `bytes` of JSON text, shaped like a plan's lists of entries. */
function documentOf(bytes: number): unknown {
  const items: unknown[] = [];
  const doc = { kind: 'reference', items };
  for (let i = 0; JSON.stringify(doc).length < bytes; i += 1) {
    items.push({
      id: `item-${i}`,
      nutrient: `nutrient ${i % 37}`,
      amount: Math.round(i * 13.7) / 10,
      unit: i % 2 ? 'mg' : 'µg',
      text: 'Taken with a meal; the amount follows the daily target and the upper limit.',
      sources: [`source-${i % 11}`, `source-${(i + 3) % 11}`],
    });
  }
  return doc;
}

const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');

function medianIndex(values: number[]): number {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  return order[Math.floor((order.length - 1) / 2)]![1];
}

async function main(): Promise<void> {
  if (!SERVER_URL) {
    console.log(
      '(not run: set BENCH_DATABASE_URL=postgres://… to a PostgreSQL server whose user may create databases)',
    );
    return;
  }
  const suffix = randomBytes(4).toString('hex');
  const refDb = `nutri_bench_ref_${suffix}`;
  const appDb = `nutri_bench_app_${suffix}`;
  await admin(async (c) => {
    await c.query(`create database ${refDb}`);
    await c.query(`create database ${appDb}`);
  });
  const rowId = randomUUID();
  const document = documentOf(REFERENCE_BYTES);
  const referenceBytes = await admin(async (c) => {
    await c.query('create table reference_rows (id uuid primary key, document jsonb not null)');
    await c.query('insert into reference_rows (id, document) values ($1, $2)', [
      rowId,
      JSON.stringify(document),
    ]);
    const { rows } = await c.query<{ n: number }>(
      'select octet_length(document::text) as n from reference_rows',
    );
    return Number(rows[0]?.n ?? 0);
  }, refDb);

  const rows: Row[] = [];
  const referenceRuns: Measured[] = [];
  let planBytes = 0;
  const reference = await startProcess(
    'bench/support/bare-pg-server.ts',
    { REFERENCE_DATABASE_URL: urlOf(refDb), REFERENCE_ROW_ID: rowId, DATABASE_POOL_MAX: POOL_MAX },
    '/health',
    SERVER_NODE_ARGS,
  );
  const referenceCall: Call = { name: 'reference', method: 'GET', path: '/bare-pg', auth: false };
  try {
    for (const cache of ['off', 'on'] as const) {
      const app = await startProcess(
        'apps/api/src/server.ts',
        {
          NODE_ENV: 'production',
          // A bench server on this machine takes demo payments (issue 35 refuses them in production otherwise).
          UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
          JWT_SECRET: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'warn',
          LOGIN_RATE_LIMIT_MAX: '100000000',
          // One peer opens all 100 connections: a load balancer's case (README), not the cap's test.
          HTTP_CONNECTIONS_PER_IP_MAX: '0',
          WEB_DIST: '/nonexistent',
          DATABASE_URL: urlOf(appDb),
          DATABASE_POOL_MAX: POOL_MAX,
          READ_CACHE: cache,
        },
        '/api/health',
        SERVER_NODE_ARGS,
      );
      try {
        const login = await json(app.base, '/api/v1/base/login_ip', {
          deviceId: randomBytes(16).toString('base64url'),
        });
        const token = login.accessToken as string;
        const plan = await json(
          app.base,
          '/api/v1/custom_nutrition_plan/new',
          { clientType: 'web', planType: 'short_questionnaire' },
          token,
        );
        await json(
          app.base,
          '/api/v1/questionnaire/put',
          {
            customNutritionPlanId: plan.id,
            questionnaireType: 'short_questionnaire',
            answers: { gender: 'female', age: 34, heightCm: 163, weightKg: 58, activityLevel: 'moderate' },
            complete: true,
          },
          token,
        );
        const planPath = `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${plan.id}`;
        planBytes = Buffer.byteLength(
          JSON.stringify(await json(app.base, planPath, undefined, token, 'GET')),
          'utf8',
        );
        const calls: Call[] = [
          { name: 'plan read', method: 'GET', path: planPath, auth: true },
          { name: 'userinfo', method: 'POST', path: '/api/v1/userinfo', auth: true },
          {
            name: 'product/get_all',
            method: 'POST',
            path: '/api/v1/product/get_all',
            body: { page_num: 1, page_size: 20 },
            auth: true,
          },
        ];
        const only = (process.env.BENCH_CASES ?? '').split(',').filter(Boolean);
        for (const call of calls) {
          if (only.length > 0 && !only.some((o) => call.name.includes(o))) continue;
          const runs: Measured[] = [];
          const ratios: number[] = [];
          const pairs: string[] = [];
          for (let i = 0; i < (cache === 'off' ? READ_RUNS : CACHED_RUNS); i += 1) {
            const ref = await measure(reference.base, referenceCall, undefined);
            referenceRuns.push(ref);
            const run = await measure(app.base, call, token);
            runs.push(run);
            ratios.push(run.rps / ref.rps);
            pairs.push(`${fmt(run.rps)}/${fmt(ref.rps)}`);
          }
          const mid = medianIndex(ratios);
          const r = runs[mid]!;
          rows.push({
            cache,
            name: call.name,
            rps: r.rps,
            ratio: ratios[mid]!,
            p50: r.p50,
            p99: r.p99,
            errors: runs.reduce((n, x) => n + x.errors + x.setupErrors, 0),
            non2xx: runs.reduce((n, x) => n + x.non2xx, 0),
            statuses: runs
              .flatMap((x) => Object.entries(x.statuses).map(([code, n]) => `${code}×${n}`))
              .join(' '),
            pairs: pairs.join(', '),
          });
        }
      } finally {
        await app.stop();
      }
    }
  } finally {
    await reference.stop();
    await admin(async (c) => {
      await c.query(`drop database if exists ${refDb} with (force)`);
      await c.query(`drop database if exists ${appDb} with (force)`);
    });
  }

  const ref = referenceRuns[medianIndex(referenceRuns.map((r) => r.rps))]!;
  const lines: string[] = [];
  lines.push(
    `### PostgreSQL reads against a bare primary-key SELECT (autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s measured, pool of ${POOL_MAX} connections, ${os.cpus().length} cores)\n`,
  );
  lines.push(
    '| READ_CACHE | call | req/s | × reference | p50 ms | p99 ms | errors | non-2xx | target | ok |',
  );
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
  lines.push(
    `| — | reference: bare Fastify + one primary-key SELECT of a ${fmt(referenceBytes / 1024, 1)} KB jsonb row, median of ${referenceRuns.length} | ${fmt(ref.rps)} | 1.00 | ${fmt(ref.p50)} | ${fmt(ref.p99)} | ${referenceRuns.reduce((n, r) => n + r.errors + r.setupErrors, 0)} | ${referenceRuns.reduce((n, r) => n + r.non2xx, 0)} | reference | ✅ |`,
  );
  let failed = 0;
  for (const r of rows) {
    const pass = r.errors === 0 && r.non2xx === 0 && r.ratio >= LEAST_RATIO && r.p99 <= P99_MAX_MS;
    if (!pass && r.cache === 'off') failed += 1;
    lines.push(
      `| ${r.cache} | ${r.name} | ${fmt(r.rps)} | ${fmt(r.ratio, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} | ≥ ${LEAST_RATIO.toFixed(2)}× reference, p99 ≤ ${P99_MAX_MS} ms | ${pass ? '✅' : '❌'} |`,
    );
  }
  lines.push(
    `\nEach call is measured right after a run of the reference and its × reference is the ratio of the median pair (READ_CACHE=off: ${READ_RUNS} pairs, judged; READ_CACHE=on: ${CACHED_RUNS}, shown for comparison). Pairs (call req/s / reference req/s): ${rows.map((r) => `${r.name} (cache ${r.cache}): ${r.pairs}`).join('; ')}. The plan read's answer is ${fmt(planBytes / 1024, 1)} KB of JSON.`,
  );
  const odd = rows.filter((r) => r.statuses !== '');
  if (odd.length > 0)
    lines.push(
      `\nNon-2xx answers by status: ${odd.map((r) => `${r.name} (cache ${r.cache}): ${r.statuses}`).join('; ')}.`,
    );
  lines.push(
    failed === 0
      ? '\nEvery read on the database path (READ_CACHE=off) meets its target.'
      : `\n${failed} read(s) on the database path (READ_CACHE=off) miss their target.`,
  );
  const report = lines.join('\n');
  const out = process.env.BENCH_OUT ?? path.join(ROOT, 'bench/results/pg-reads.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `# PostgreSQL reads (issue 21.4)\n\nMeasured ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.\n\n${report}\n`,
  );
  console.log(report);
}

await main();
