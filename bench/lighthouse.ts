/**
 * Lighthouse mobile (12.8, Node 20) against Debian's Chromium on the start page, the plan, the products page
 * and the chat of the production build (issue 34 §3): performance, accessibility, best practices; LCP, TBT, CLS. Each page is measured
 * LH_RUNS times (default 3) and the run with the median performance score is reported, every run printed
 * beside it. Prints a Markdown table.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SERVER_NODE_ARGS } from '../scripts/server-node-args.mjs';
import { freePort, startProcess } from './support/processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Diagnostics: LH_DUMP_DIR=/tmp/lh writes each page's full Lighthouse result (lhr) there as JSON;
// LH_PAGES=start (plan, products, chat) measures only the pages whose name contains it.
const DUMP_DIR = process.env.LH_DUMP_DIR;
const ONLY = process.env.LH_PAGES;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3) || 3);

interface Run {
  perf: number;
  a11y: number;
  bp: number;
  lcp: string;
  tbt: string;
  cls: string;
  /** Lighthouse's own failure (e.g. NO_FCP under heavy load): the run scores 0, shown as failed. */
  error?: string;
}

async function json(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/**
 * One Lighthouse run. Throws when the page did not show what it is meant to measure: a failed API call
 * (the plan stream answering 404 means the visitor's session was lost) would make the figures meaningless.
 */
async function measure(name: string, url: string, port: number): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        throttlingMethod: 'simulate',
      },
    },
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (DUMP_DIR) {
    fs.mkdirSync(DUMP_DIR, { recursive: true });
    const file = path.join(DUMP_DIR, `${name.replace(/\W+/g, '-')}-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] })
    ?.items;
  const failedApi = (requests ?? []).filter((r) => r.url.includes('/api/') && r.statusCode >= 400);
  if (failedApi.length > 0) {
    throw new Error(
      `${name}: API calls failed during the run, figures would not describe the page: ${failedApi
        .map((r) => `${r.statusCode} ${r.url}`)
        .join(', ')}`,
    );
  }
  const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
  return {
    error: result.lhr.runtimeError?.code,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '—',
    tbt: audits['total-blocking-time']?.displayValue ?? '—',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '—',
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-lh-'));
  const server = await startProcess(
    'apps/api/src/server.ts',
    {
      NODE_ENV: 'production',
      // A bench server on this machine takes demo payments (issue 35 refuses them in production otherwise).
      UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    '/api/health',
    SERVER_NODE_ARGS,
  );
  const port = await freePort();
  // A persistent context is the browser's default context: Lighthouse opens its tab there, so it sees
  // the local storage written below (a context from `browser.newContext()` is isolated from it, and
  // Lighthouse would measure a fresh visitor whose plan link answers 404).
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-lh-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
    ],
  });
  const rows: string[] = [];
  try {
    // A signed-in visitor with a finished plan, so the plan page shows a real report.
    const deviceId = randomBytes(16).toString('base64url');
    const login = await json(server.base, '/api/v1/base/login_ip', { deviceId });
    const token = login.accessToken as string;
    const plan = await json(
      server.base,
      '/api/v1/custom_nutrition_plan/new',
      { clientType: 'web', planType: 'short_questionnaire', locale: 'zh-CN' },
      token,
    );
    await json(
      server.base,
      '/api/v1/questionnaire/put',
      {
        customNutritionPlanId: plan.id,
        questionnaireType: 'short_questionnaire',
        answers: {
          nickname: '测试',
          gender: 'female',
          age: 34,
          heightCm: 163,
          weightKg: 58,
          activityLevel: 'moderate',
        },
        complete: true,
      },
      token,
    );
    const page = await context.newPage();
    // Same origin (same local storage) but not the app: the app would sign in as a new guest and could
    // overwrite the token written here once its own sign-in answered.
    await page.goto(`${server.base}/api/health`);
    await page.evaluate(
      ([t, d, id]) => {
        localStorage.setItem('access_token', t!);
        localStorage.setItem('deviceId', d!);
        localStorage.setItem('currentActiveQsId', id!);
        localStorage.setItem('questionnaireIds', JSON.stringify([id]));
        localStorage.setItem(
          'protocolConsent',
          JSON.stringify({ version: 1, acceptedAt: new Date().toISOString() }),
        );
      },
      [token, deviceId, String(plan.id)],
    );
    await page.close();

    const pages = [
      ['start page', `${server.base}/#/qsStartPage`],
      ['plan page', `${server.base}/#/qsGeneratePageNew?id=${plan.id}`],
      ['products page', `${server.base}/#/productsPage?id=${plan.id}`],
      ['chat', `${server.base}/#/chat`],
    ] as const;
    for (const [name, url] of pages) {
      if (ONLY && !name.includes(ONLY)) continue;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(name, url, port));
      const byPerf = [...runs].sort((a, b) => a.perf - b.perf);
      const m = byPerf[Math.floor((byPerf.length - 1) / 2)]!;
      const ok = m.perf >= 95 && m.a11y >= 95 && m.bp >= 95;
      const all = runs
        .map((r) => (r.error ? `failed (${r.error})` : `${r.perf}/${r.a11y}/${r.bp} (TBT ${r.tbt})`))
        .join(', ');
      rows.push(
        `| ${name} | ${m.perf} | ${m.a11y} | ${m.bp} | ${m.lcp} | ${m.tbt} | ${m.cls} | ${ok ? '✅' : '❌'} | ${all} |`,
      );
    }
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  console.log(
    `### Lighthouse 12.8 (mobile, simulated throttling, Debian Chromium; median of ${RUNS} runs by performance)\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | LCP | TBT | CLS | ≥ 95 each | all runs (perf/a11y/bp) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---|');
  for (const r of rows) console.log(r);
}

await main();
