import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { testApp, type Login, type Reply, type TestApp } from './helper';

/**
 * One app per describe block: built in its beforeAll on a fresh database and closed in its afterAll.
 * The object stands for that app from the start, so a suite can name it where it declares it; it may
 * be used only once the block's tests run. `env` may be a function when it depends on what an earlier
 * beforeAll made (a fake server's address).
 */
export function suiteApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestApp {
  let built: TestApp | undefined;
  const app = (): TestApp => {
    if (!built) throw new Error('suiteApp: the app is built in beforeAll; use it inside hooks and tests');
    return built;
  };
  beforeAll(async () => {
    built = await testApp(typeof env === 'function' ? env() : env);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return app().app;
    },
    get config() {
      return app().config;
    },
    close: () => app().close(),
    login: (deviceId) => app().login(deviceId),
    call: (opts) => app().call(opts),
    post: (url, token, payload, headers) => app().post(url, token, payload, headers),
    get: (url, token, headers) => app().get(url, token, headers),
  };
}

/**
 * A suite's app that stores files on disk, under a fresh temporary DATA_DIR removed after the suite;
 * `dataDir()` names it once the suite runs.
 */
export function suiteAppOnDisk(
  prefix: string,
  env: Record<string, string> = {},
): { t: TestApp; dataDir: () => string } {
  let dir: string | undefined;
  const dataDir = (): string => {
    if (!dir) throw new Error('suiteAppOnDisk: the data directory is made in beforeAll');
    return dir;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  // After-hooks run last-registered first: the app closes before its directory goes.
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return { t: suiteApp(() => ({ DATA_DIR: dataDir(), ...env })), dataDir };
}

/** A guest signed in on the suite's app before its tests run (filled in by a beforeAll). */
export function suiteUser(t: TestApp): Login {
  return suiteUsers(t, 1)[0];
}

/** A tuple of `N` sign-ins, so each one a suite names is known to be there. */
type Logins<N extends number, R extends Login[] = []> = R['length'] extends N ? R : Logins<N, [...R, Login]>;

/**
 * `count` guests signed in on the suite's app before its tests run: most suites want an owner and
 * someone else, who must never see the owner's data.
 */
export function suiteUsers<N extends number>(t: TestApp, count: N): Logins<N> {
  const users: Login[] = Array.from({ length: count }, () => ({}) as Login);
  beforeAll(async () => {
    for (const user of users) Object.assign(user, await t.login());
  });
  return users as Logins<N>;
}

/** The `data` of a success envelope (`{ code: 200, msg: 'ok', data }`); anything else fails the test. */
export function okData<T>(res: Reply): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { code: number; msg: string; data: T };
  expect(body).toMatchObject({ code: 200, msg: 'ok' });
  return body.data;
}

/** Temporary data directories made by a test file, removed after it. */
export function tempDirs(): string[] {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return dirs;
}
