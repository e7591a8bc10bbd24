import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/helper';
import { count, databaseRateLimitStore } from './rate-limit-store';

/** The database rate-limit store (ADR 0035) on the app's own database, whichever engine runs the tests. */
describe('database rate-limit store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it('counts calls in one window, with the time left, and starts a new window once it has ended', async () => {
    const key = 'unit|window';
    const first = await count(t.app.db, key, 60_000, 2);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(55_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await count(t.app.db, key, 60_000, 2)).current).toBe(2);
    expect((await count(t.app.db, key, 60_000, 2)).current).toBe(3);
    // The window ends (moved into the past rather than waited for).
    await t.app.db.execute(
      sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    const next = await count(t.app.db, key, 60_000, 2);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(55_000);
  });

  it('counts concurrent calls exactly once each', async () => {
    const key = 'unit|concurrent';
    const results = await Promise.all(Array.from({ length: 20 }, () => count(t.app.db, key, 60_000, 100)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('each route keeps its own count for the same key (the plugin’s child stores)', async () => {
    const Store = databaseRateLimitStore(t.app.db);
    const root = new Store({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/v1/base/login_ip' } });
    const sso = root.child({ routeInfo: { method: 'POST', url: '/api/v1/base/login_sos' } });
    const incr = (store: typeof login) =>
      new Promise<number>((resolve, reject) =>
        store.incr('10.0.0.1', (err, r) => (err || !r ? reject(err) : resolve(r.current)), 60_000, 5),
      );
    expect(await incr(login)).toBe(1);
    expect(await incr(login)).toBe(2);
    expect(await incr(sso)).toBe(1);
  });

  it('deletes the rows of windows that ended over a minute ago, and only those, as calls come in', async () => {
    await t.app.db.execute(sql`insert into rate_limit_hits (key, hits, reset_at) values
      ('unit|old', 3, now() - interval '2 minutes'), ('unit|recent', 3, now() - interval '10 seconds')`);
    const store = new (databaseRateLimitStore(t.app.db, 0))({}).child({
      routeInfo: { method: 'GET', url: '/x' },
    });
    await new Promise<void>((resolve, reject) =>
      store.incr('10.0.0.2', (err) => (err ? reject(err) : resolve()), 60_000, 5),
    );
    const keys = async () =>
      (
        (await t.app.db.execute(
          sql`select key from rate_limit_hits where key like 'unit|%' order by key`,
        )) as unknown as {
          rows: { key: string }[];
        }
      ).rows.map((r) => r.key);
    // The sweep is not awaited by the call it rides on.
    for (let i = 0; i < 100 && (await keys()).includes('unit|old'); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await keys()).not.toContain('unit|old');
    expect(await keys()).toContain('unit|recent');
  });

  it('refuses exponential backoff rather than counting it as a plain window', () => {
    const Store = databaseRateLimitStore(t.app.db);
    expect(() => new Store({ exponentialBackoff: true })).toThrow(/exponentialBackoff/);
  });
});
