import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Durable jobs (issue 21.2, ADR 0034): a named job with its data, taken by any instance that works that
 * name. On PostgreSQL the jobs live in pg-boss's tables (schema `nutri_jobs`), so a job outlives the
 * instance that sent it and a job whose instance died is handed to another once it expires; on the
 * embedded database there is one process, and an in-process queue with the same rules (concurrency,
 * retries after a failure or an expiry) stands in.
 *
 * Delivery is at least once: a handler may run twice for one job (its instance was thought dead, or died
 * after the work but before it was recorded), so every handler's final write is conditional.
 */

/** The job names in use; a fixed list, so a queue name never comes from input. */
const JOB_NAMES = ['report_extraction', 'order_timeout_sweep', 'reminder_sweep'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface SendOptions {
  /** Further attempts after the first fails or expires. */
  retryLimit?: number;
  retryDelayS?: number;
  /** How long one attempt may run before it is taken as lost (its instance died) and retried. */
  expireInS?: number;
  /** With `singletonS`: at most one job of this key per time slot of that many seconds. */
  singletonKey?: string;
  singletonS?: number;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 for the first attempt. */
  retryCount: number;
  /** No attempt follows this one if it fails. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'local';
  /** Queues a job; answers its id, or null when a singleton of the same slot already exists. */
  send<T extends object>(name: JobName, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` on jobs of `name`, at most `concurrency` at once in this instance. */
  work<T>(name: JobName, concurrency: number, handler: JobHandler<T>): Promise<void>;
  /** This instance stops taking jobs of `name` (running ones finish); it may still send them. */
  offWork(name: JobName): Promise<void>;
  /** Stops taking jobs; waits (bounded) for running handlers. */
  stop(): Promise<void>;
}

const DEFAULTS = { retryLimit: 2, retryDelayS: 1, expireInS: 15 * 60 } as const;

export interface PgJobsOptions {
  url: string;
  /** How often expired jobs are looked for (pg-boss maintenance). */
  maintenanceS: number;
  /** How often an idle worker looks for a job. */
  pollingS: number;
}

/** pg-boss 10 (the last line that runs on Node 20; ADR 0034). */
export class PgBossJobs implements JobQueue {
  readonly kind = 'pg-boss' as const;

  private constructor(
    private readonly boss: PgBoss,
    private readonly pollingS: number,
  ) {}

  static async start(options: PgJobsOptions, onError: (err: Error) => void): Promise<PgBossJobs> {
    const boss = new PgBoss({
      connectionString: options.url,
      schema: 'nutri_jobs',
      application_name: 'nutri-jobs',
      max: 4,
      maintenanceIntervalSeconds: options.maintenanceS,
      // Cron schedules are not used (sweeps are singleton sends on a timer), nor state monitoring.
      schedule: false,
    });
    boss.on('error', onError);
    await boss.start();
    const jobs = new PgBossJobs(boss, options.pollingS);
    await jobs.createQueues();
    return jobs;
  }

  /**
   * Makes every queue once, at start. Instances starting together race to make them, and pg-boss 10's
   * create_queue can deadlock against itself (it makes a table per queue): a loser looks again and retries.
   */
  private async createQueues(): Promise<void> {
    for (const name of JOB_NAMES) {
      for (let attempt = 1; ; attempt++) {
        if (await this.boss.getQueue(name)) break;
        try {
          await this.boss.createQueue(name);
          break;
        } catch (err) {
          if (attempt >= 5) throw err;
          await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 200));
        }
      }
    }
  }

  async send<T extends object>(name: JobName, data: T, options: SendOptions = {}): Promise<string | null> {
    const o = { ...DEFAULTS, ...options };
    return this.boss.send(name, data, {
      retryLimit: o.retryLimit,
      retryDelay: o.retryDelayS,
      expireInSeconds: o.expireInS,
      ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
      ...(o.singletonS ? { singletonSeconds: o.singletonS } : {}),
    });
  }

  async work<T>(name: JobName, concurrency: number, handler: JobHandler<T>): Promise<void> {
    // pg-boss 10 has no concurrency option: each `work` is one worker taking one job at a time.
    for (let i = 0; i < concurrency; i++) {
      await this.boss.work<T>(
        name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollingS },
        async ([job]) => {
          if (!job) return;
          await handler({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
    }
  }

  async offWork(name: JobName): Promise<void> {
    await this.boss.offWork(name);
  }

  async stop(): Promise<void> {
    // Graceful: running handlers finish (the app aborts them first, so they fail and are retried
    // elsewhere); what is still running after the time-out is failed, hence retried.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

interface LocalEntry {
  id: string;
  name: JobName;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  retryDelayS: number;
  expireInS: number;
}

/** The embedded database's queue: in this process, with pg-boss's rules (see JobQueue). */
export class LocalJobs implements JobQueue {
  readonly kind = 'local' as const;
  private readonly waiting = new Map<JobName, LocalEntry[]>();
  private readonly workers = new Map<
    JobName,
    { concurrency: number; running: number; handler: JobHandler<unknown> }
  >();
  private readonly singletons = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  async send<T extends object>(name: JobName, data: T, options: SendOptions = {}): Promise<string | null> {
    if (this.stopped) throw new Error('jobs: stopped');
    if (options.singletonKey && options.singletonS) {
      const slot = Math.floor(Date.now() / (options.singletonS * 1000));
      const key = `${name}:${options.singletonKey}`;
      if (this.singletons.get(key) === slot) return null;
      this.singletons.set(key, slot);
    }
    const o = { ...DEFAULTS, ...options };
    const entry: LocalEntry = {
      id: randomUUID(),
      name,
      // A copy, as a job read back from a table would be.
      data: JSON.parse(JSON.stringify(data)) as unknown,
      retryCount: 0,
      retryLimit: o.retryLimit,
      retryDelayS: o.retryDelayS,
      expireInS: o.expireInS,
    };
    this.enqueue(entry);
    return entry.id;
  }

  private enqueue(entry: LocalEntry) {
    const list = this.waiting.get(entry.name) ?? [];
    list.push(entry);
    this.waiting.set(entry.name, list);
    setImmediate(() => this.pump(entry.name));
  }

  async work<T>(name: JobName, concurrency: number, handler: JobHandler<T>): Promise<void> {
    if (this.workers.has(name)) throw new Error(`jobs: ${name} already has workers`);
    this.workers.set(name, { concurrency, running: 0, handler: handler as JobHandler<unknown> });
    setImmediate(() => this.pump(name));
  }

  private pump(name: JobName) {
    const worker = this.workers.get(name);
    const list = this.waiting.get(name);
    while (!this.stopped && worker && list && list.length > 0 && worker.running < worker.concurrency) {
      const entry = list.shift()!;
      worker.running += 1;
      this.attempt(entry, worker.handler).finally(() => {
        worker.running -= 1;
        this.pump(name);
      });
    }
  }

  private attempt(entry: LocalEntry, handler: JobHandler<unknown>): Promise<void> {
    let expiry: NodeJS.Timeout | undefined;
    // An attempt past its expiry counts as failed, as pg-boss's would: its slot is freed and the job
    // retried, while the late handler runs on (its final write is conditional).
    const expired = new Promise<void>((_, reject) => {
      expiry = setTimeout(() => reject(new Error('job expired')), entry.expireInS * 1000);
    });
    const run = Promise.race([
      handler({
        id: entry.id,
        data: entry.data,
        retryCount: entry.retryCount,
        lastAttempt: entry.retryCount >= entry.retryLimit,
      }),
      expired,
    ])
      .catch(() => {
        if (entry.retryCount >= entry.retryLimit || this.stopped) return;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.enqueue({ ...entry, retryCount: entry.retryCount + 1 });
        }, entry.retryDelayS * 1000);
        this.timers.add(timer);
      })
      .finally(() => {
        clearTimeout(expiry);
        this.running.delete(run);
      });
    this.running.add(run);
    return run;
  }

  async offWork(name: JobName): Promise<void> {
    this.workers.delete(name);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.waiting.clear();
    await Promise.allSettled([...this.running]);
  }
}

/**
 * Opens the app's job queue (pg-boss on PostgreSQL, in-process on the embedded database) as `app.jobs`.
 * Installed after the database, so it stops before the database closes (onClose runs in reverse).
 */
export async function installJobs(app: FastifyInstance, config: Config): Promise<void> {
  const jobs: JobQueue =
    config.database.kind === 'postgres'
      ? await PgBossJobs.start(
          {
            url: config.database.url,
            maintenanceS: config.jobs.maintenanceS,
            pollingS: config.jobs.pollMs / 1000,
          },
          (err) => app.log.warn({ err: err.message }, 'job queue error'),
        )
      : new LocalJobs();
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
}
