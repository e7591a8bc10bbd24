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
import { GC_ON_SIGNAL, startProcess, type Proc } from './support/processes';

interface Case extends Call {
  kind: 'bare' | 'read-nodb' | 'read-db' | 'write';
}

interface Row {
  db: string;
  name: string;
  kind: Case['kind'] | 'memory';
  rps: number;
  ratio: number;
  /** Set for calls measured next to their own bare runs: the median run's rps over its neighbour's. */
  pairedRatio?: number;
  p50: number;
  p99: number;
  errors: number;
  /** Errors while the connections were still being opened (listed under the table; they fail the row too). */
  setupErrors: number;
  non2xx: number;
  target: string;
  pass: boolean;
}

async function runAgainst(
  label: string,
  env: Record<string, string>,
  bare: { base: string; c: Case },
): Promise<Row[]> {
  const app: Proc = await startProcess(
    'apps/api/src/server.ts',
    {
      NODE_ENV: 'production',
      // A bench server on this machine takes demo payments (issue 35 refuses them in production otherwise).
      UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000000',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    '/api/health',
    [...SERVER_NODE_ARGS, ...GC_ON_SIGNAL],
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
    // BENCH_CASES=login,plan measures only the calls whose name contains one of these (diagnostics).
    const only = (process.env.BENCH_CASES ?? '').split(',').filter(Boolean);
    for (const c of cases) {
      if (only.length > 0 && !only.some((o) => c.name.includes(o))) continue;
      // Reads, judged by their ratio to the reference, are measured READ_RUNS times on fresh connections
      // and the median run reported: other load on a shared machine moves one 10-s run by a third. Those
      // with a ratio target are each measured right after a run of the bare route, and judged by that
      // pair's ratio: in one run the machine's speed drifted from 57k to 25k bare req/s, so a reference
      // taken minutes away could not tell the code from the drift.
      const runs: Measured[] = [];
      const paired = ratioTarget(c.kind, label) !== undefined;
      const times = c.kind === 'read-nodb' || c.kind === 'read-db' ? READ_RUNS : 1;
      const ratios: number[] = [];
      const pairs: string[] = [];
      for (let i = 0; i < times; i += 1) {
        const reference = paired ? await measure(bare.base, bare.c, undefined) : undefined;
        const run = await measure(app.base, c, token);
        runs.push(run);
        if (reference) {
          ratios.push(run.rps / reference.rps);
          pairs.push(`${run.rps.toFixed(0)}/${reference.rps.toFixed(0)}`);
        }
      }
      const mid = paired ? medianIndex(ratios) : undefined;
      const r = mid !== undefined ? runs[mid]! : median(runs);
      const errors = runs.reduce((n, x) => n + x.errors, 0);
      const setupErrors = runs.reduce((n, x) => n + x.setupErrors, 0);
      const non2xx = runs.reduce((n, x) => n + x.non2xx, 0);
      if (errors > 0) console.error(`${c.name}: ${errors} errors`);
      if (setupErrors > 0) setupNotes.push(`${label} ${c.name}: ${setupErrors}`);
      if (paired) runNotes.push(`${label} ${c.name}: ${pairs.join(', ')}`);
      else if (runs.length > 1)
        runNotes.push(`${label} ${c.name}: ${runs.map((x) => x.rps.toFixed(0)).join(', ')}`);
      rows.push({
        db: label,
        name: c.name,
        kind: c.kind,
        rps: r.rps,
        ratio: NaN,
        ...(mid !== undefined ? { pairedRatio: ratios[mid] } : {}),
        p50: r.p50,
        p99: r.p99,
        errors,
        setupErrors,
        non2xx,
        target: '',
        pass: false,
      });
    }

    // Memory: RSS growth of the server over 10,000 plan reads, each reading taken after a full garbage
    // collection and after 10,000 more of the same brought its heaps to their working size (read without
    // collecting, garbage left by the calls above moved the figure between −60 and +50 MB from run to run).
    const planReads = () =>
      autocannon({
        url: `${app.base}/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${plan.id}`,
        connections: 20,
        amount: 10_000,
        headers: { authorization: `Bearer ${token}` },
      });
    await planReads();
    await app.collectGarbage();
    const before = app.rssMb();
    await planReads();
    await app.collectGarbage();
    const after = app.rssMb();
    rows.push({
      db: label,
      name: 'RSS growth over 10,000 requests (MB)',
      kind: 'memory',
      rps: NaN,
      ratio: NaN,
      p50: before,
      p99: after,
      errors: 0,
      setupErrors: 0,
      non2xx: 0,
      target: '< 50 MB',
      pass: after - before < 50,
    });
    return rows;
  } finally {
    await app.stop();
  }
}

/** The run with the median req/s (the lower middle one for an even count). */
function median(runs: Measured[]): Measured {
  const m = runs[medianIndex(runs.map((r) => r.rps))];
  if (!m) throw new Error('median of no runs');
  return m;
}

/** Index of the median value (the lower middle one for an even count). */
function medianIndex(values: number[]): number {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const m = order[Math.floor((order.length - 1) / 2)];
  if (!m) throw new Error('median of no values');
  return m[1];
}

/** The least ratio to the bare route a call must reach, if it is judged by one (else errors and latency). */
function ratioTarget(kind: Row['kind'], db: string): number | undefined {
  if (kind === 'read-nodb') return 0.3;
  if (kind === 'read-db' && db === 'PGlite') return 0.04;
  return undefined;
}

/** The targets, judged against the reference once every call has been measured. */
function judge(row: Row, bareRps: number): Row {
  if (row.kind === 'memory') return row;
  const ratio = row.pairedRatio ?? row.rps / bareRps;
  let pass = row.errors === 0 && row.setupErrors === 0 && row.non2xx === 0;
  let target = row.kind === 'bare' ? 'reference' : 'no errors';
  const least = ratioTarget(row.kind, row.db);
  if (least !== undefined) {
    // Database reads are also held to a latency bound; reads without the database only to their ratio.
    const latencyBound = row.kind === 'read-db';
    target = `≥ ${least.toFixed(2)}× bare${latencyBound ? ', p99 ≤ 100 ms' : ''}`;
    pass &&= ratio >= least && (!latencyBound || row.p99 <= 100);
  }
  return { ...row, ratio, target, pass };
}

async function main() {
  // The reference is measured at the start, between the databases and at the end, and the median
  // taken: on a shared machine one measurement minutes away from a row can be off by half.
  // Same Node flags as our server: the reference is what Fastify itself does in the same runtime.
  const bare = await startProcess('bench/support/bare-server.ts', {}, '/bare', SERVER_NODE_ARGS);
  const bareCase: Case = {
    name: 'bare Fastify route (reference)',
    method: 'GET',
    path: '/bare',
    auth: false,
    kind: 'bare',
  };
  const bareRef = { base: bare.base, c: bareCase };
  const bareRuns: Measured[] = [];
  const rows: Row[] = [];
  try {
    bareRuns.push(await measure(bare.base, bareCase, undefined));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-bench-'));
    try {
      rows.push(...(await runAgainst('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, bareRef)));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    bareRuns.push(await measure(bare.base, bareCase, undefined));
    if (process.env.DATABASE_URL) {
      rows.push(...(await runAgainst('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL }, bareRef)));
      bareRuns.push(await measure(bare.base, bareCase, undefined));
    }
  } finally {
    await bare.stop();
  }
  const reference = median(bareRuns);
  const referenceRow: Row = {
    db: '—',
    name: `${bareCase.name}, median of ${bareRuns.length}`,
    kind: 'bare',
    rps: reference.rps,
    ratio: 1,
    p50: reference.p50,
    p99: reference.p99,
    errors: bareRuns.reduce((n, r) => n + r.errors, 0),
    setupErrors: bareRuns.reduce((n, r) => n + r.setupErrors, 0),
    non2xx: bareRuns.reduce((n, r) => n + r.non2xx, 0),
    target: 'reference',
    pass: true,
  };
  const judged = [referenceRow, ...rows].map((r) => judge(r, reference.rps));

  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
  console.log(
    `### API load (autocannon, ${CONNECTIONS} connections, ${DURATION} s measured after every connection was answered once and ${WARMUP} s of warm-up on the same connections, browser request headers (Accept-Encoding: gzip, deflate, br), ${os.cpus().length} cores)\n`,
  );
  console.log('| database | call | req/s | × bare | p50 ms | p99 ms | errors | non-2xx | target | ok |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of judged) {
    if (r.kind === 'memory') {
      console.log(
        `| ${r.db} | ${r.name} | | | before ${fmt(r.p50)} | after ${fmt(r.p99)} (${r.p99 - r.p50 < 0 ? '−' : '+'}${fmt(Math.abs(r.p99 - r.p50), 1)}) | | | ${r.target} | ${r.pass ? '✅' : '❌'} |`,
      );
    } else {
      console.log(
        `| ${r.db} | ${r.name} | ${fmt(r.rps)} | ${fmt(r.ratio, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.errors} | ${r.non2xx} | ${r.target} | ${r.pass ? '✅' : '❌'} |`,
      );
    }
  }
  console.log(
    `\nBare reference runs (start, after PGlite${bareRuns.length > 2 ? ', after PostgreSQL' : ''}): ${bareRuns.map((r) => fmt(r.rps)).join(', ')} req/s; their median is the reference row. Calls with a ratio target (reads without the database; database reads on PGlite) are each run right after a run of the bare route, and their × bare is the ratio of the median pair; the other rows' × bare is against the reference row.`,
  );
  if (runNotes.length > 0)
    console.log(
      `\nRead calls, ${READ_RUNS} runs each (req/s, or req/s / bare req/s of the run just before for paired calls; the median is in the table): ${runNotes.join('; ')}.`,
    );
  console.log(
    setupNotes.length > 0
      ? `\nErrors while the ${CONNECTIONS} connections were being opened, before the warm-up (they fail their row): ${setupNotes.join('; ')}.`
      : `\nNo errors while the ${CONNECTIONS} connections were being opened (counted apart, before the warm-up; any would fail its row).`,
  );
}

const setupNotes: string[] = [];
const runNotes: string[] = [];
await main();
