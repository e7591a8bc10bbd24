import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { LocalJobs, PgBossJobs, type Job, type JobQueue } from './jobs';

/**
 * The job queue's rules (issue 21.2, ADR 0034), the same for both implementations: at most `concurrency`
 * handlers at once per instance, a failed attempt retried up to its limit (the last one said so), and
 * an attempt past its expiry retried as if its instance had died. pg-boss runs on PostgreSQL when
 * TEST_DATABASE_URL is set, on a database of its own.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const databases: string[] = [];

async function pgUrl(): Promise<string> {
  if (!adminUrl) throw new Error('needs TEST_DATABASE_URL');
  const name = `t_jobs_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

afterAll(async () => {
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const d of databases) await admin.query(`DROP DATABASE IF EXISTS ${d} WITH (FORCE)`);
  await admin.end();
});

const kinds: { name: string; skip: boolean; open: () => Promise<JobQueue> }[] = [
  { name: 'in-process', skip: false, open: async () => new LocalJobs() },
  {
    name: 'pg-boss',
    skip: !adminUrl,
    open: async () =>
      PgBossJobs.start({ url: await pgUrl(), maintenanceS: 1, pollingS: 0.5 }, () => undefined),
  },
];

const until = async (what: () => boolean, tries = 300) => {
  for (let i = 0; i < tries && !what(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(what()).toBe(true);
};

describe.each(kinds)('the job queue ($name)', ({ skip, open }) => {
  /** A queue of this kind, stopped when the test ends however it ends. */
  const opened = async ({ awaitStop = true } = {}) => {
    const jobs = await open();
    onTestFinished(async () => {
      if (awaitStop) await jobs.stop();
      // pg-boss's graceful stop would wait for an attempt that never ends; it fails it after the time-out.
      else jobs.stop().catch(() => undefined);
    });
    return jobs;
  };

  it.skipIf(skip)(
    'runs at most `concurrency` jobs at once in one instance',
    async () => {
      const jobs = await opened();
      let running = 0;
      let most = 0;
      const done: number[] = [];
      const release: (() => void)[] = [];
      await jobs.work<{ n: number }>('report_extraction', 2, async (job) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((r) => release.push(r));
        running -= 1;
        done.push(job.data.n);
      });
      for (let n = 1; n <= 4; n++) await jobs.send('report_extraction', { n });
      await until(() => release.length === 2);
      // Two run, two wait: the third starts only when one ends.
      await new Promise((r) => setTimeout(r, 1500));
      expect(release).toHaveLength(2);
      release.shift()!();
      await until(() => release.length === 2 && done.length === 1);
      while (done.length < 4) {
        release.shift()?.();
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(most).toBe(2);
      expect([...done].sort()).toEqual([1, 2, 3, 4]);
    },
    60_000,
  );

  it.skipIf(skip)(
    'retries a failed job up to its limit, telling the handler its last attempt',
    async () => {
      const jobs = await opened();
      const attempts: Pick<Job<unknown>, 'retryCount' | 'lastAttempt'>[] = [];
      await jobs.work('report_extraction', 1, async (job) => {
        attempts.push({ retryCount: job.retryCount, lastAttempt: job.lastAttempt });
        if (job.retryCount < 1) throw new Error('the first attempt fails');
      });
      await jobs.send('report_extraction', {}, { retryLimit: 2, retryDelayS: 1 });
      await until(() => attempts.length === 2);
      // The second attempt succeeded: no third.
      await new Promise((r) => setTimeout(r, 2500));
      expect(attempts).toEqual([
        { retryCount: 0, lastAttempt: false },
        { retryCount: 1, lastAttempt: false },
      ]);
      const last: boolean[] = [];
      await jobs.work('order_timeout_sweep', 1, async (job) => {
        last.push(job.lastAttempt);
        throw new Error('always fails');
      });
      await jobs.send('order_timeout_sweep', {}, { retryLimit: 1, retryDelayS: 1 });
      await until(() => last.length === 2);
      await new Promise((r) => setTimeout(r, 2500));
      expect(last).toEqual([false, true]);
    },
    60_000,
  );

  it.skipIf(skip)(
    'an attempt that outlives its expiry (its instance died) is run again',
    async () => {
      const jobs = await opened({ awaitStop: false });
      const seen: number[] = [];
      await jobs.work('report_extraction', 2, async (job) => {
        seen.push(job.retryCount);
        // The first attempt never ends, as on an instance that died.
        if (job.retryCount === 0) await new Promise(() => undefined);
      });
      await jobs.send('report_extraction', {}, { expireInS: 1, retryLimit: 2, retryDelayS: 1 });
      await until(() => seen.length === 2);
      expect(seen).toEqual([0, 1]);
    },
    60_000,
  );

  it.skipIf(skip)(
    'a singleton of a time slot is sent once however many instances send it',
    async () => {
      const jobs = await opened();
      const ids = await Promise.all(
        [1, 2, 3].map(() => jobs.send('order_timeout_sweep', {}, { singletonKey: 'sweep', singletonS: 600 })),
      );
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
    },
    30_000,
  );
});
