import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Answers, HealthReport } from '@nutri/domain/contracts';
import { reports } from '../src/db/schema';
import { REPORT_JOB, type ReportJobData } from '../src/modules/reports/reports.jobs';
import { uploadReport } from './files';
import { secondInstanceEnv, testApp, type Login, type TestApp } from './helper';
import { englishLabPdf } from './fixtures/reports';
import { newPlan } from './plans';
import { analyseReport, expectFullAnalysis, reviewOf } from './reports';
import { parseSse } from './sse';

/**
 * Issue 21.2: report extraction as a durable job. Two apps on one PostgreSQL database stand for two
 * instances behind a load balancer (files on one shared directory): progress reaches the client on the
 * instance that holds its stream whichever instance runs the job, a job whose worker was lost is run
 * again elsewhere and its report stored once, one analysis per user is counted across instances, and a
 * client that leaves cancels the job where it runs. On the embedded database there is one instance: the
 * cases that need two are skipped there, the others run on the one app.
 */
const MAN: Answers = { gender: 'male', age: 45, heightCm: 175, weightKg: 78, activityLevel: 'light' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('report extraction as a job', () => {
  let dir: string;
  let a: TestApp;
  let pdf: Uint8Array;
  const others: TestApp[] = [];
  const env = (): Record<string, string> => ({
    DATA_DIR: dir,
    EXTRACTION_PROCESSES: '1',
    EXTRACTION_QUEUE_MAX: '5',
    EXTRACTION_JOB_EXPIRE_S: '60',
    JOBS_MAINTENANCE_S: '1',
    JOBS_POLL_MS: '500',
  });
  /** Another instance on A's database and files. */
  const instance = async (extra: Record<string, string> = {}) => {
    const second = secondInstanceEnv(a);
    if (!second) throw new Error('a second instance needs PostgreSQL');
    const b = await testApp({ ...env(), ...second, ...extra });
    others.push(b);
    return b;
  };
  const userWithFile = async (): Promise<Login & { planId: string; fileId: string }> => {
    const who = await a.login();
    const planId = await newPlan(a, who.token, MAN, { planType: 'short_questionnaire', locale: 'en-US' });
    const fileId = await uploadReport(a, who.token, {
      name: 'labs.pdf',
      type: 'application/pdf',
      bytes: pdf,
    });
    return { ...who, planId, fileId };
  };
  const reportRows = (userId: string) => a.app.db.select().from(reports).where(eq(reports.userId, userId));
  const until = async (what: () => Promise<boolean> | boolean, tries = 200) => {
    for (let i = 0; i < tries; i++) {
      if (await what()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('timed out waiting');
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nutri-report-jobs-'));
    a = await testApp(env());
    pdf = await englishLabPdf();
  }, 60_000);
  afterAll(async () => {
    for (const o of others) await o.close();
    await a?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!onPostgres)(
    'progress reaches the client on instance A while instance B runs the job (needs PostgreSQL: one process otherwise)',
    async () => {
      await a.app.jobs.offWork(REPORT_JOB);
      const b = await instance();
      const who = await userWithFile();
      onTestFinished(() => b.app.jobs.offWork(REPORT_JOB));
      const { res, events } = await analyseReport(a, who.token, who.planId, [who.fileId], 'en-US');
      expect(res.statusCode, res.body).toBe(200);
      expectFullAnalysis(events);
      expect(reviewOf(events).markers).toHaveLength(6);
      expect((await reportRows(who.userId)).map((r) => r.status)).toEqual(['review']);
    },
    90_000,
  );

  it.skipIf(!onPostgres)(
    'a job whose worker was lost (it never finished) is run again on another instance; the report is stored once (needs PostgreSQL)',
    async () => {
      const db = a.config.database;
      if (db.kind !== 'postgres') throw new Error('unreachable');
      for (const t of [a, ...others]) await t.app.jobs.offWork(REPORT_JOB);
      // The instance the person talks to sends jobs that expire after 10 s, and works none itself.
      const front = await instance({ EXTRACTION_JOB_EXPIRE_S: '10' });
      await front.app.jobs.offWork(REPORT_JOB);
      // A worker of a third "instance" that takes the job and never answers, as a dead one would not.
      const dead = new PgBoss({ connectionString: db.url, schema: 'nutri_jobs', supervise: false });
      dead.on('error', () => undefined);
      await dead.start();
      try {
        const taken: { id: string; retryCount: number }[] = [];
        await dead.work<ReportJobData>(
          REPORT_JOB,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (job) taken.push({ id: job.id, retryCount: job.retryCount });
            await new Promise(() => undefined);
          },
        );
        const who = await userWithFile();
        const stream = analyseReport(front, who.token, who.planId, [who.fileId], 'en-US');
        await until(() => taken.length > 0);
        await dead.offWork(REPORT_JOB);
        // Only now does an instance with working workers start; it gets the job once it expired.
        const c = await instance();
        const { events } = await stream;
        expect(events[0]?.event).toBe('accepted');
        expect(events.at(-1)?.event).toBe('done');
        const review = reviewOf(events);
        expect(review.markers).toHaveLength(6);
        expect(taken).toEqual([{ id: expect.any(String), retryCount: 0 }]);
        const rows = await reportRows(who.userId);
        expect(rows.map((r) => [r.id, r.status])).toEqual([[review.reportId, 'review']]);
        // The same job once more (delivered twice): it finds the report no longer analysing, stores nothing.
        const before = rows[0]!.updatedAt.getTime();
        await front.app.jobs.send<ReportJobData>(REPORT_JOB, {
          reportId: review.reportId,
          userId: who.userId,
          planId: who.planId,
          fileIds: [who.fileId],
          locale: 'en-US',
        });
        await new Promise((r) => setTimeout(r, 2000));
        const after = await reportRows(who.userId);
        expect(after).toHaveLength(1);
        expect(after[0]!.updatedAt.getTime()).toBe(before);
        await c.app.jobs.offWork(REPORT_JOB);
      } finally {
        await dead.stop({ graceful: false, wait: true });
      }
    },
    90_000,
  );

  /** A stream held open over real HTTP (inject cannot leave half-way); answers its first event's data. */
  const openStream = async (t: TestApp, who: Login & { planId: string; fileId: string }) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const leave = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health_report/put`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify({ customNutritionPlanId: who.planId, fileIds: [who.fileId] }),
      signal: leave.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const accepted = parseSse(first)[0]?.data as { reportId: string };
    return { accepted, leave: () => leave.abort() };
  };

  // From here no instance works report jobs: a job waits in the queue, its report stays `analysing`.
  const noWorkers = async (t: TestApp) => {
    await t.app.jobs.offWork(REPORT_JOB);
    return t;
  };

  it('one analysis per user at a time, counted across instances: a second on another instance is 429', async () => {
    await noWorkers(a);
    // On the embedded database the "other instance" is the same app: the rule is the same.
    const b = secondInstanceEnv(a) ? await noWorkers(await instance()) : a;
    const who = await userWithFile();
    const held = await openStream(a, who);
    const again = await analyseReport(b, who.token, who.planId, [who.fileId], 'en-US');
    expect(again.res.statusCode).toBe(429);
    expect(Number(again.res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(again.res.json().msg).toMatch(/One of your reports is still being analysed/);
    const other = await userWithFile();
    const fine = await openStream(b, other);
    expect(fine.accepted.reportId).not.toBe(held.accepted.reportId);
    // Leaving frees the user's place at once, on every instance.
    held.leave();
    fine.leave();
    await until(async () => (await reportRows(who.userId)).length === 0);
    const next = await openStream(b, who);
    next.leave();
    await until(async () => (await reportRows(who.userId)).length === 0);
  }, 90_000);

  it('a client that leaves cancels its job: nothing is stored, and the job does not store it later', async () => {
    await noWorkers(a);
    const who = await userWithFile();
    const held = await openStream(a, who);
    expect(held.accepted.reportId).toMatch(/^[0-9a-f-]{36}$/);
    held.leave();
    await until(async () => (await reportRows(who.userId)).length === 0);
    if (secondInstanceEnv(a)) {
      // An instance that takes the queued job now finds no report to analyse.
      await instance();
      await new Promise((r) => setTimeout(r, 3000));
    }
    expect(await reportRows(who.userId)).toEqual([]);
    const get = await a.get(`/api/v1/health_report/get?report_id=${held.accepted.reportId}`, who.token);
    expect(get.statusCode).toBe(404);
  }, 60_000);

  it('a report being analysed reads as analysing and cannot be confirmed yet (409, in the request language)', async () => {
    for (const o of others) await noWorkers(o);
    await noWorkers(a);
    const who = await userWithFile();
    const held = await openStream(a, who);
    const id = held.accepted.reportId;
    const read = await a.get(`/api/v1/health_report/get?report_id=${id}`, who.token);
    expect((read.json() as { data: HealthReport }).data.status).toBe('analysing');
    for (const [lang, msg] of [
      ['en-US', /still being analysed/],
      ['zh-CN', /仍在分析中/],
    ] as const) {
      const confirm = await a.post(
        '/api/v1/health_report/confirm',
        who.token,
        { reportId: id, markers: [] },
        { 'accept-language': lang },
      );
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().msg).toMatch(msg);
    }
    held.leave();
    await until(async () => (await reportRows(who.userId)).length === 0);
  }, 60_000);
});
