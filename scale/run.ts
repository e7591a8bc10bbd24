/**
 * `npm run test:scale` (issue 21.5): three API instances on one PostgreSQL database and one S3-protocol
 * store, behind Debian's nginx (round robin). Whole journeys go through nginx — sign-in, questionnaire,
 * report upload and extraction, chat, order — while one instance is killed with SIGKILL during a report
 * extraction and another during a chat answer. It then checks that every acknowledged write is there,
 * that the extraction finished on another instance and its report was confirmed once, that rate limits
 * held across instances, and that no request answered 5xx except those in flight on a killed instance.
 *
 * Needs a PostgreSQL server: TEST_DATABASE_URL (the one `.ci/run` starts; a fresh database is made on it
 * and dropped after) and nginx (`apt-get install nginx-light`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { labTablePng } from '../apps/api/test/fixtures/reports';
import { startS3 } from '../apps/api/test/s3';
import { Client, type Call } from './client';
import { freePort, freshDatabase, Instance, Nginx, slowModel } from './cluster';

const INSTANCES = 3;
const LOGIN_LIMIT = 12;
const CHAT_LIMIT = 6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
function check(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '✅' : '❌'} ${name} — ${detail}`);
}

async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

const ANSWERS = { gender: 'female', age: 34, heightCm: 163, weightKg: 58, activityLevel: 'moderate' };

/** What a user did and was told succeeded: the run reads all of it back at the end. */
interface Acknowledged {
  token: string;
  planId: string;
  weightKg: number;
  conversationId?: string;
  messagesSent: number;
  orderId?: string;
  reportId?: string;
}

async function signIn(c: Client): Promise<string> {
  const d = await c.ok<{ accessToken: string }>('POST', '/api/v1/base/login_ip', {
    deviceId: randomBytes(16).toString('base64url'),
  });
  return d.accessToken;
}

async function questionnaire(c: Client, token: string, weightKg: number): Promise<Acknowledged> {
  const plan = await c.ok<{ id: string }>(
    'POST',
    '/api/v1/custom_nutrition_plan/new',
    { clientType: 'web', planType: 'short_questionnaire' },
    token,
  );
  await c.ok(
    'POST',
    '/api/v1/questionnaire/put',
    {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: { ...ANSWERS, weightKg },
      complete: true,
    },
    token,
  );
  return { token, planId: plan.id, weightKg, messagesSent: 0 };
}

async function storedWeight(c: Client, a: Acknowledged): Promise<number | undefined> {
  const q = await c.ok<{ answers?: { weightKg?: number } }>(
    'GET',
    `/api/v1/questionnaire/get?custom_nutrition_plan_id=${a.planId}`,
    undefined,
    a.token,
  );
  return q.answers?.weightKg;
}

/** Changes the weight, then reads it back at once on each instance in turn: a write is seen everywhere. */
async function readYourWrites(c: Client, a: Acknowledged, rounds: number): Promise<string[]> {
  const stale: string[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const w = 50 + ((a.weightKg + i) % 40);
    await c.ok(
      'POST',
      '/api/v1/questionnaire/put',
      { customNutritionPlanId: a.planId, questionnaireType: 'short_questionnaire', answers: { weightKg: w } },
      a.token,
    );
    a.weightKg = w;
    for (let k = 0; k < INSTANCES; k += 1) {
      const seen = await storedWeight(c, a);
      if (seen !== w) stale.push(`round ${i}: wrote ${w}, read ${String(seen)}`);
      // The plan read too (cached per plan): its figures come from the new answers.
      await c.ok(
        'GET',
        `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${a.planId}`,
        undefined,
        a.token,
      );
    }
  }
  return stale;
}

async function chat(c: Client, a: Acknowledged, text: string) {
  if (!a.conversationId) {
    a.conversationId = (await c.ok<{ id: string }>('POST', '/api/v1/conversation/new', {}, a.token)).id;
  }
  const r = await c.stream(
    '/api/v1/conversation/send',
    { conversationId: a.conversationId, content: text },
    a.token,
  );
  if (r.status === 200 && r.events.some((e) => e.event === 'done')) a.messagesSent += 1;
  return r;
}

async function order(c: Client, a: Acknowledged): Promise<void> {
  const page = await c.ok<{ list: { id: string; skus?: { id: string; stock: number }[] }[] }>(
    'POST',
    '/api/v1/product/get_all',
    { page_num: 1, page_size: 20 },
    a.token,
  );
  const product = page.list.find((p) => (p.skus ?? []).some((s) => s.stock > 0));
  const sku = product?.skus?.find((s) => s.stock > 0);
  if (!product || !sku) throw new Error('no product in stock to order');
  const placed = await c.ok<{ id: string }>(
    'POST',
    '/api/v1/you_zan/order_multi_prod',
    {
      items: [{ productId: product.id, skuId: sku.id, quantity: 1 }],
      address: { name: 'Li Lei', phone: '13912345678', area: '广东省 深圳市 南山区', detail: '科技园路1号' },
    },
    a.token,
  );
  a.orderId = placed.id;
}

async function main(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.SCALE_DATABASE_URL;
  if (!adminUrl) {
    console.error('test:scale needs a PostgreSQL server: set TEST_DATABASE_URL (postgres://…).');
    process.exit(2);
  }
  if (!Nginx.binary()) {
    console.error('test:scale needs nginx: apt-get install -y nginx-light');
    process.exit(2);
  }
  const db = await freshDatabase(adminUrl);
  const s3 = await startS3();
  const model = await slowModel();
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const secret = randomBytes(32).toString('hex');
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-scale-'));
  const instances = ports.map(
    (port, i) =>
      new Instance(`api-${i + 1}`, port, {
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        DATABASE_URL: db.url,
        DATA_DIR: path.join(dataRoot, `api-${i + 1}`),
        LOG_LEVEL: 'info',
        // Two proxies append to X-Forwarded-For: the edge the clients stand for (each Client writes the
        // address the edge saw) and nginx. A count, never `true` (issue 35: `true` believes the
        // left-most address, which the person writes).
        TRUST_PROXY: '2',
        UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
        WEB_DIST: '/nonexistent',
        LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
        CHAT_RATE_LIMIT_MAX: String(CHAT_LIMIT),
        LLM_BASE_URL: model.url,
        LLM_API_KEY: 'scale-test',
        LLM_MODEL: 'slow-model',
        // A job whose instance died is handed to another after this long (issue 21.2).
        EXTRACTION_JOB_EXPIRE_S: '20',
        JOBS_MAINTENANCE_S: '2',
        JOBS_POLL_MS: '500',
        EXTRACTION_PROCESSES: '1',
        ...s3.env,
      }),
  );
  const nginx = new Nginx(await freePort(), ports);
  const started = Date.now();
  let failed = false;
  try {
    // One at a time: the first runs the migrations, the others find them applied.
    for (const inst of instances) await inst.start();
    await nginx.start();
    console.log(
      `${INSTANCES} instances on ${ports.join(', ')} behind nginx on ${nginx.port}; database ${new URL(db.url).pathname.slice(1)}`,
    );
    const users: Acknowledged[] = [];
    const clients: Client[] = [];

    // 1. Sign-in and questionnaire for several users at once, spread over the instances.
    const n = 6;
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const c = new Client(nginx.base, `198.51.100.${10 + i}`);
        clients[i] = c;
        const token = await signIn(c);
        users[i] = await questionnaire(c, token, 55 + i);
      }),
    );
    const served = new Set(clients.flatMap((c) => c.calls.map((x) => x.upstream)).filter(Boolean));
    check(
      'requests spread over the instances',
      served.size === INSTANCES,
      `${served.size} instances answered`,
    );

    // 2. Read-your-writes across instances with the read cache on.
    const stale = (
      await Promise.all(users.slice(0, 3).map((u, i) => readYourWrites(clients[i]!, u, 8)))
    ).flat();
    check(
      'every write is read back at once on every instance',
      stale.length === 0,
      stale.length ? stale.slice(0, 3).join('; ') : '3 users × 8 writes × 3 reads',
    );

    // 3. A report extraction with its instance killed.
    const extraction = await extractionWithKill(clients[0]!, users[0]!, instances);
    check(extraction.name, extraction.ok, extraction.detail);

    // 4. A chat answer with its instance killed mid-stream, then the conversation goes on.
    const chatKill = await chatWithKill(clients[1]!, users[1]!, instances);
    check(chatKill.name, chatKill.ok, chatKill.detail);

    // 5. Orders and more chat while an instance is down and after it is back.
    await Promise.all(users.map((u, i) => order(clients[i]!, u)));
    for (const inst of instances) if (!inst.alive) await inst.start();
    await Promise.all(users.slice(2).map((u, i) => chat(clients[i + 2]!, u, '我每天应该吃多少维生素D？')));

    // 6. Rate limits across instances.
    const limits = await rateLimits(nginx.base, users[5]!);
    for (const l of limits) check(l.name, l.ok, l.detail);

    // 7. Every acknowledged write is there.
    const reader = new Client(nginx.base, '198.51.100.200');
    const missing: string[] = [];
    for (const u of users) {
      if ((await storedWeight(reader, u)) !== u.weightKg) missing.push(`answers of plan ${u.planId}`);
      if (u.orderId) {
        const o = await reader.json('GET', `/api/v1/order/detail?order_id=${u.orderId}`, undefined, u.token);
        if (o.status !== 200) missing.push(`order ${u.orderId} (${o.status})`);
      }
      if (u.conversationId) {
        const m = await reader.ok<{ list: { role: string }[] }>(
          'GET',
          `/api/v1/conversation/messages?conversation_id=${u.conversationId}&page_num=1&page_size=50`,
          undefined,
          u.token,
        );
        const questions = m.list.filter((x) => x.role === 'user').length;
        if (questions < u.messagesSent)
          missing.push(`conversation ${u.conversationId}: ${questions} < ${u.messagesSent}`);
      }
    }
    const writes = users.length * 2 + users.filter((u) => u.conversationId).length;
    check(
      'every acknowledged write is present',
      missing.length === 0,
      missing.length ? missing.join('; ') : `${writes} writes read back`,
    );

    // 8. No 5xx except requests in flight on a killed instance.
    const all: Call[] = [...clients, reader].flatMap((c) => c.calls);
    const kills = [extraction.kill, chatKill.kill].filter((k): k is Kill => k !== undefined);
    const bad = all.filter((c) => c.status >= 500 && !inFlightOnKilled(c, kills));
    check(
      'no 5xx except requests in flight on a killed instance',
      bad.length === 0,
      `${all.length} requests, ${all.filter((c) => c.status >= 500).length} 5xx of which ${bad.length} not explained${
        bad.length
          ? `: ${bad
              .slice(0, 3)
              .map((b) => `${b.method} ${b.path} ${b.status}`)
              .join(', ')}`
          : ''
      }`,
    );
    const errors = instances.flatMap((i) => i.errors().map((l) => `${i.name}: ${String(l.msg)}`));
    console.log(
      `instance error-level log lines: ${errors.length}${errors.length ? `\n  ${errors.slice(0, 10).join('\n  ')}` : ''}`,
    );
  } catch (err) {
    failed = true;
    console.error(err);
  } finally {
    await nginx.stop().catch(() => undefined);
    await Promise.all(instances.map((i) => i.stop().catch(() => undefined)));
    await model.close();
    await s3.stop();
    await db.drop().catch((e: unknown) => console.warn(`could not drop the database: ${String(e)}`));
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
  const passed = checks.filter((c) => c.ok).length;
  const verdict = failed ? 'stopped by an error' : passed === checks.length ? 'passed' : 'FAILED';
  console.log(
    `\ntest:scale ${verdict}: ${passed}/${checks.length} checks passed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (failed || passed !== checks.length || checks.length === 0) process.exit(1);
}

interface Kill {
  upstream: string;
  at: number;
}

/** A call was in flight on an instance when that instance was killed. */
function inFlightOnKilled(c: Call, kills: readonly Kill[]): boolean {
  return kills.some((k) => c.upstream.endsWith(k.upstream) && c.startedAt <= k.at && c.endedAt >= k.at);
}

function instanceAt(instances: readonly Instance[], upstream: string): Instance | undefined {
  return instances.find((i) => upstream.endsWith(`:${i.port}`));
}

/**
 * Uploads a photographed lab table (OCR: seconds of work), starts its analysis, kills the instance that
 * took the job the moment it starts, and expects the analysis to finish on another instance: the stream
 * goes on if it was held elsewhere, else the report is read as the app does when its stream breaks.
 */
async function extractionWithKill(c: Client, u: Acknowledged, instances: Instance[]) {
  const name = 'an extraction whose instance is killed finishes on another, and is confirmed once';
  const png = await labTablePng();
  const file = await c.upload('/api/v1/file/upload?path=health_report', u.token, 'lab.png', 'image/png', png);
  let reportId: string | undefined;
  const stream = c.stream(
    '/api/v1/health_report/put',
    { customNutritionPlanId: u.planId, fileIds: [file.fileId] },
    u.token,
    (e) => {
      if (e.event === 'accepted') reportId = (JSON.parse(e.data) as { reportId: string }).reportId;
    },
  );
  // The instance that took the job says so in its log; kill it then.
  const runner = await waitFor('an instance to take the report job', 60_000, async () => {
    if (!reportId) return undefined;
    return instances.find(
      (i) => i.alive && i.lines.some((l) => l.reportId === reportId && l.msg === 'report job started'),
    );
  });
  runner.kill();
  const killed = runner;
  const kill: Kill = { upstream: `:${runner.port}`, at: Date.now() };
  const r = await stream;
  const rid = reportId;
  if (!rid) return { name, ok: false, detail: 'no report id was announced', kill };
  const review = r.events.find((e) => e.event === 'review');
  // Broken stream (it was on the killed instance): read the report until it is ready, as the app does.
  const report = review
    ? (JSON.parse(review.data) as { status: string })
    : await waitFor('the report to be analysed elsewhere', 120_000, async () => {
        const g = await c.json<{ status?: string }>(
          'GET',
          `/api/v1/health_report/get?report_id=${rid}`,
          undefined,
          u.token,
        );
        return g.status === 200 && (g.data.status === 'review' || g.data.status === 'confirmed')
          ? g.data
          : undefined;
      });
  const finishedOn = instances.filter(
    (i) => i !== killed && i.lines.some((l) => l.reportId === rid && l.msg === 'report job finished'),
  );
  const first = await c.json(
    'POST',
    '/api/v1/health_report/confirm',
    { reportId: rid, markers: [] },
    u.token,
  );
  const second = await c.json(
    'POST',
    '/api/v1/health_report/confirm',
    { reportId: rid, markers: [] },
    u.token,
  );
  u.reportId = rid;
  // Confirmed once: the plan's lab history holds this one report, each of its values once, even after
  // a retried job and a second confirmation.
  const history = await c.ok<{ markers: { marker: string; points: { reportId: string }[] }[] }>(
    'GET',
    `/api/v1/health_report/history?custom_nutrition_plan_id=${u.planId}`,
    undefined,
    u.token,
  );
  const reports = new Set(history.markers.flatMap((m) => m.points.map((p) => p.reportId)));
  const once = history.markers.every((m) => m.points.filter((p) => p.reportId === rid).length === 1);
  // Restart the killed instance on its port, as a supervisor would.
  await runner.start();
  const ok =
    report.status === 'review' &&
    finishedOn.length > 0 &&
    first.status === 200 &&
    second.status < 500 &&
    history.markers.length > 0 &&
    reports.size === 1 &&
    reports.has(rid) &&
    once;
  return {
    name,
    ok,
    detail: `killed ${runner.name}; stream ${r.broken ? 'broke' : 'went on'}; report ${report.status} after a job on ${finishedOn.map((i) => i.name).join(', ') || 'no other instance'}; confirm ${first.status}, again ${second.status}; lab history: ${reports.size} report, ${history.markers.length} values${once ? ' each once' : ' REPEATED'}`,
    kill,
  };
}

/** A chat answer streaming through nginx; the instance holding it is killed after the first words. */
async function chatWithKill(c: Client, u: Acknowledged, instances: Instance[]) {
  const name = 'a chat answer whose instance is killed ends for that client only; the conversation goes on';
  u.conversationId = (await c.ok<{ id: string }>('POST', '/api/v1/conversation/new', {}, u.token)).id;
  let kill: Kill | undefined;
  let victim: Instance | undefined;
  const r = await c.stream(
    '/api/v1/conversation/send',
    { conversationId: u.conversationId, content: '我在吃二甲双胍，需要补充维生素B12吗？' },
    u.token,
    (e, upstream) => {
      if (e.event === 'delta' && !kill) {
        victim = instanceAt(instances, upstream);
        victim?.kill();
        kill = { upstream: `:${victim?.port ?? 0}`, at: Date.now() };
      }
    },
  );
  const endedEarly = !r.events.some((e) => e.event === 'done');
  // The next question goes to a live instance and is answered in full.
  const next = await chat(c, u, '那我应该什么时候吃？');
  const answered = next.status === 200 && next.events.some((e) => e.event === 'done');
  return {
    name,
    ok: victim !== undefined && endedEarly && answered,
    detail: `killed ${victim?.name ?? 'none'} mid-answer (${r.events.filter((e) => e.event === 'delta').length} pieces received); next question answered by ${instanceAt(instances, next.upstream)?.name ?? '?'}`,
    kill,
  };
}

/** Login (per address) and chat (per user) limits count every instance's calls together. */
async function rateLimits(base: string, u: Acknowledged) {
  const c = new Client(base, '203.0.113.77');
  const logins: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT + 4; i += 1) {
    logins.push(
      (await c.json('POST', '/api/v1/base/login_ip', { deviceId: randomBytes(16).toString('base64url') }))
        .status,
    );
  }
  const loginUpstreams = new Set(c.calls.map((x) => x.upstream));
  // Each sign-in forges a different left-most X-Forwarded-For before the address the edge appended
  // (issue 35): the limit still counts the edge's address, so it holds.
  const forged: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT + 4; i += 1) {
    const liar = new Client(base, `${randomBytes(1)[0]}.${randomBytes(1)[0]}.0.${i + 1}, 203.0.113.79`);
    forged.push(
      (await liar.json('POST', '/api/v1/base/login_ip', { deviceId: randomBytes(16).toString('base64url') }))
        .status,
    );
  }
  const chats: number[] = [];
  const chatter = new Client(base, '203.0.113.78');
  const conv = (await chatter.ok<{ id: string }>('POST', '/api/v1/conversation/new', {}, u.token)).id;
  const before = chatter.calls.length;
  for (let i = 0; i < CHAT_LIMIT + 2; i += 1) {
    chats.push(
      (
        await chatter.stream(
          '/api/v1/conversation/send',
          { conversationId: conv, content: `第${i + 1}个问题：钙片怎么吃？` },
          u.token,
        )
      ).status,
    );
  }
  const chatUpstreams = new Set(chatter.calls.slice(before).map((x) => x.upstream));
  const count = (xs: number[], s: number) => xs.filter((x) => x === s).length;
  return [
    {
      name: 'the login rate limit holds across instances',
      ok: count(logins, 200) === LOGIN_LIMIT && count(logins, 429) === 4,
      detail: `${logins.length} sign-ins from one address over ${loginUpstreams.size} instances: ${count(logins, 200)} accepted, ${count(logins, 429)} refused (limit ${LOGIN_LIMIT})`,
    },
    {
      name: 'a client-written X-Forwarded-For does not escape the sign-in limit',
      ok: count(forged, 200) === LOGIN_LIMIT && count(forged, 429) === 4,
      detail: `${forged.length} sign-ins, each with a different forged left-most address: ${count(forged, 200)} accepted, ${count(forged, 429)} refused (limit ${LOGIN_LIMIT})`,
    },
    {
      name: 'the chat rate limit holds across instances',
      ok: count(chats, 200) <= CHAT_LIMIT && count(chats, 429) >= 2 && chatUpstreams.size > 1,
      detail: `${chats.length} questions over ${chatUpstreams.size} instances: ${count(chats, 200)} answered, ${count(chats, 429)} refused (limit ${CHAT_LIMIT} a minute per user, the earlier ones counted)`,
    },
  ];
}

await main();
