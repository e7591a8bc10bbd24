import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';

/**
 * Builds the real app on a fresh database: an in-memory PGlite by default, or — when
 * TEST_DATABASE_URL points at a PostgreSQL server — a new database created for this app and
 * dropped after, so the same tests prove both engines. With `DATABASE_URL` in `env` the app joins that
 * database instead (a second instance: `secondInstanceEnv`).
 */
export interface Login {
  token: string;
  userId: string;
  auth: { authorization: string };
}

export type Reply = LightMyRequestResponse & { body: string };
type Headers = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The PostgreSQL database this app serves (`TEST_DATABASE_URL` runs only), for `sameDatabaseAs`. */
  databaseUrl?: string;
  close: () => Promise<void>;
  /** Guest sign-in with a fresh device id; returns the bearer header and user id. */
  login: (deviceId?: string) => Promise<Login>;
  call: (opts: InjectOptions & { token?: string }) => Promise<Reply>;
  /** A POST as the token's user, with a body (an object is sent as JSON) when one is given. */
  post: (
    url: string,
    token?: string,
    payload?: InjectOptions['payload'],
    headers?: Headers,
  ) => Promise<Reply>;
  get: (url: string, token?: string, headers?: Headers) => Promise<Reply>;
}

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export interface TestAppOptions {
  /**
   * Serve another app's database instead of a fresh one, as instances behind a load balancer do
   * (ADR 0035): on PostgreSQL a second pool and listening connection to the same database; on the
   * embedded database the same open database and its in-process bus. The other app owns the database:
   * close this one first.
   */
  sameDatabaseAs?: TestApp;
}

export async function testApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // An app on a database another test app made (two instances of one deployment) neither makes nor drops it.
  const adminUrl = env.DATABASE_URL ? undefined : process.env.TEST_DATABASE_URL;
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  let database: Database | undefined;
  const other = options.sameDatabaseAs;
  if (other) {
    if (other.databaseUrl) databaseUrl = other.databaseUrl;
    // Closing this app must leave the owner's embedded database open.
    else database = { ...other.app.database, close: async () => {} };
  } else if (adminUrl) {
    dbName = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_MAX: '1000',
    // Tests that write many times for one person; account-bounds.test.ts tests the limit itself.
    WRITE_RATE_LIMIT_MAX: '1000',
    // Every test user places orders from 127.0.0.1; unpaid-orders.test.ts tests the per-address limit.
    ORDER_HOLDS_PER_ADDRESS_MAX: '100000',
    // Operator passwords at the lowest cost: the tests are about the accounts, not the hash's strength.
    OPERATOR_SCRYPT_LOG2N: '10',
    WEB_DIST: '/nonexistent-web-dist',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, logger: false, ...(database ? { database } : {}) });
  beforeReady?.(app);
  await app.ready();

  const call: TestApp['call'] = async ({ token, headers, ...opts }) =>
    app.inject({
      ...opts,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    config,
    ...(databaseUrl ? { databaseUrl } : {}),
    call,
    post: (url, token, payload, headers) =>
      call({
        method: 'POST',
        url,
        token,
        ...(payload === undefined ? {} : { payload }),
        ...(headers ? { headers } : {}),
      }),
    get: (url, token, headers) => call({ method: 'GET', url, token, ...(headers ? { headers } : {}) }),
    login: async (deviceId = newDeviceId()) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/base/login_ip', payload: { deviceId } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const data = res.json().data as { accessToken: string; user: { id: string } };
      return {
        token: data.accessToken,
        userId: data.user.id,
        auth: { authorization: `Bearer ${data.accessToken}` },
      };
    },
    close: async () => {
      await app.close();
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** Runs `use` on an app of its own (a test that needs other settings than its suite's) and closes it. */
export async function withTestApp<T>(
  env: Record<string, string>,
  use: (t: TestApp) => Promise<T>,
  beforeReady?: (app: FastifyInstance) => void,
): Promise<T> {
  const t = await testApp(env, beforeReady);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

/** The settings of another instance on `t`'s PostgreSQL database; null on the embedded database. */
export function secondInstanceEnv(t: TestApp): Record<string, string> | null {
  const db = t.config.database;
  return db.kind === 'postgres' ? { DATABASE_URL: db.url } : null;
}
