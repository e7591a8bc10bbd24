import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataChanged, ReadCache, type Computed } from './read-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const cacheOf = (opts: Partial<ConstructorParameters<typeof ReadCache<string>>[0]> = {}) =>
  new ReadCache<string>({ enabled: true, max: 100, ...opts });

/** A read of `k` (tag `t`) still computing 'old' when `t` is written; `release()` lets it finish. */
function readAcrossWrite(cache: ReadCache<string>) {
  const gate = deferred<void>();
  const read = cache.get('k', ['t'], async () => {
    await gate.promise;
    return { value: 'old' };
  });
  dataChanged('t');
  return { read, release: gate.resolve };
}

describe('ReadCache', () => {
  it('computes once and serves the stored value after', async () => {
    const cache = cacheOf();
    let calls = 0;
    const compute = async () => ({ value: `v${++calls}` });
    expect(await cache.get('k', ['t'], compute)).toBe('v1');
    expect(await cache.get('k', ['t'], compute)).toBe('v1');
    expect(calls).toBe(1);
    cache.close();
  });

  it('drops exactly the entries whose tags were written', async () => {
    const cache = cacheOf();
    let n = 0;
    const compute = async () => ({ value: `v${++n}` });
    await cache.get('a', ['plan:1'], compute);
    await cache.get('b', ['plan:2'], compute);
    dataChanged('plan:1');
    expect(await cache.get('a', ['plan:1'], compute)).toBe('v3');
    expect(await cache.get('b', ['plan:2'], compute)).toBe('v2');
    cache.close();
  });

  it('does not store an answer computed across a write to one of its tags', async () => {
    const cache = cacheOf();
    const { read, release } = readAcrossWrite(cache);
    release();
    expect(await read).toBe('old');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', ['t'], async () => ({ value: 'new' }))).toBe('new');
    cache.close();
  });

  it('lets a request that arrives after a write compute afresh instead of joining the old compute', async () => {
    const cache = cacheOf();
    const { read: before, release } = readAcrossWrite(cache);
    const after = cache.get('k', ['t'], async () => ({ value: 'new' }));
    expect(await after).toBe('new');
    release();
    expect(await before).toBe('old');
    expect(await cache.get('k', ['t'], async () => ({ value: 'other' }))).toBe('new');
    cache.close();
  });

  it('joins concurrent misses of one key into one compute', async () => {
    const cache = cacheOf();
    let calls = 0;
    const gate = deferred<void>();
    const compute = async () => {
      calls += 1;
      await gate.promise;
      return { value: 'v' };
    };
    const all = Promise.all([1, 2, 3].map(() => cache.get('k', [], compute)));
    gate.resolve();
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(calls).toBe(1);
    cache.close();
  });

  it('never stores a failure', async () => {
    const cache = cacheOf();
    await expect(
      cache.get('k', [], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', [], async () => ({ value: 'ok' }))).toBe('ok');
    cache.close();
  });

  it('serves a time-limited answer only until it expires', async () => {
    let now = 1_000;
    const cache = cacheOf({ now: () => now });
    let n = 0;
    const compute = async (): Promise<Computed<string>> => ({ value: `v${++n}`, expiresAt: 2_000 });
    expect(await cache.get('k', [], compute)).toBe('v1');
    now = 1_999;
    expect(await cache.get('k', [], compute)).toBe('v1');
    now = 2_000;
    expect(await cache.get('k', [], compute)).toBe('v2');
    cache.close();
  });

  it('keeps at most `max` entries and `maxWeight`, dropping the least recently used', async () => {
    const cache = cacheOf({ max: 2, maxWeight: 10, weigh: (v) => v.length });
    const put = (k: string, v: string) => cache.get(k, [], async () => ({ value: v }));
    await put('a', 'aaaa');
    await put('b', 'bbbb');
    await put('a', 'x'); // a hit: a becomes the most recent
    await put('c', 'cc');
    expect(cache.size).toBe(2);
    expect(await put('b', 'again')).toBe('again'); // b was evicted
    expect(cache.totalWeight).toBeLessThanOrEqual(10);
    await put('big', 'x'.repeat(11)); // heavier than the whole budget: not kept
    expect(await put('big', 'y')).toBe('y');
    cache.close();
  });

  it('computes every time when disabled, and stops listening once closed', async () => {
    const off = new ReadCache<string>({ enabled: false, max: 10 });
    let n = 0;
    const compute = async () => ({ value: `v${++n}` });
    await off.get('k', [], compute);
    await off.get('k', [], compute);
    expect(n).toBe(2);

    const on = cacheOf();
    await on.get('k', ['t'], compute);
    on.close();
    expect(on.size).toBe(0);
    expect(await on.get('k', ['t'], compute)).toBe('v4');
    expect(on.size).toBe(0);
  });

  it('never answers older than the last write completed before the request (any interleaving)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.oneof(fc.constant('read' as const), fc.constant('write' as const)), {
          minLength: 1,
          maxLength: 30,
        }),
        async (s, ops) => {
          const cache = cacheOf();
          let version = 0;
          const results: Promise<void>[] = [];
          for (const op of ops) {
            if (op === 'write') {
              results.push(
                s.schedule(Promise.resolve('write')).then(() => {
                  version += 1;
                  dataChanged('row');
                }),
              );
            } else {
              results.push(
                s.schedule(Promise.resolve('read')).then(async () => {
                  const atRequest = version;
                  const got = await cache.get('k', ['row'], async () => {
                    // The database answers with the version current when it runs the query.
                    const read = version;
                    await s.schedule(Promise.resolve('query'));
                    return { value: String(read) };
                  });
                  expect(Number(got)).toBeGreaterThanOrEqual(atRequest);
                }),
              );
            }
          }
          await s.waitAll();
          await Promise.all(results);
          // Once everything settled, the cache holds nothing older than the last write.
          expect(await cache.get('k', ['row'], async () => ({ value: String(version) }))).toBe(
            String(version),
          );
          cache.close();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('ReadCache with shared versions (several instances, ADR 0035)', () => {
  /** The shared counters, raised by "another instance" that never calls this process's dataChanged. */
  const shared = () => {
    const counters = new Map<string, number>();
    return {
      raise: (tag: string) => counters.set(tag, (counters.get(tag) ?? 0) + 1),
      versions: { stamp: async (tags: readonly string[]) => tags.map((t) => counters.get(t) ?? 0).join(',') },
    };
  };

  it('serves an entry while its tags keep their versions, and computes afresh once one is raised elsewhere', async () => {
    const { raise, versions } = shared();
    const cache = cacheOf({ versions });
    let n = 0;
    const compute = async () => ({ value: `v${++n}` });
    expect(await cache.get('k', ['plan:1', 'user:1'], compute)).toBe('v1');
    expect(await cache.get('k', ['plan:1', 'user:1'], compute)).toBe('v1');
    raise('plan:2');
    expect(await cache.get('k', ['plan:1', 'user:1'], compute)).toBe('v1');
    raise('user:1');
    expect(await cache.get('k', ['plan:1', 'user:1'], compute)).toBe('v2');
    expect(await cache.get('k', ['plan:1', 'user:1'], compute)).toBe('v2');
    cache.close();
  });

  it('a read after a remote raise does not join a compute that started before it', async () => {
    const { raise, versions } = shared();
    const cache = cacheOf({ versions });
    const gate = deferred<void>();
    const before = cache.get('k', ['t'], async () => {
      await gate.promise;
      return { value: 'old' };
    });
    // Let the first read take its versions before the remote write.
    await new Promise((r) => setImmediate(r));
    raise('t');
    const after = cache.get('k', ['t'], async () => ({ value: 'new' }));
    gate.resolve();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', ['t'], async () => ({ value: 'newer' }))).toBe('new');
    cache.close();
  });
});
