import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBus, PgBus, type Bus } from './bus';

/** The next message on `channel` of `bus`, or a rejection after `ms`. */
function next(bus: Bus, channel: 'chat_stop' | 'data_changed', ms = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${channel}`)), ms);
    const off = bus.subscribe(channel, (m) => {
      clearTimeout(timer);
      off();
      resolve(m);
    });
  });
}

describe('LocalBus', () => {
  it('delivers a message to every subscriber of the channel, after the publisher returned', async () => {
    const bus = new LocalBus();
    const seen: unknown[] = [];
    bus.subscribe('data_changed', (m) => seen.push(m));
    const got = next(bus, 'data_changed');
    await bus.publish('data_changed', { tags: ['plan:1'] });
    expect(seen).toEqual([]);
    expect(await got).toEqual({ tags: ['plan:1'] });
    expect(seen).toEqual([{ tags: ['plan:1'] }]);
    await bus.close();
  });

  it('refuses a message too large for NOTIFY, on both kinds alike', async () => {
    const bus = new LocalBus();
    await expect(bus.publish('chat_stop', { text: 'x'.repeat(8000) })).rejects.toThrow(/7000 bytes/);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PgBus (two instances on one PostgreSQL)', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
  });

  it('a message published by one instance reaches the other and itself', async () => {
    const a = new pg.Pool({ connectionString: url, max: 2 });
    const b = new pg.Pool({ connectionString: url, max: 2 });
    pools.push(a, b);
    const busA = await PgBus.open(url!, a);
    const busB = await PgBus.open(url!, b);
    const atB = next(busB, 'chat_stop');
    const atA = next(busA, 'chat_stop');
    await busA.publish('chat_stop', { conversationId: 'c-1' });
    expect(await atB).toEqual({ conversationId: 'c-1' });
    expect(await atA).toEqual({ conversationId: 'c-1' });
    await busA.close();
    await busB.close();
  });

  it('listens again after its connection is killed, and says messages may have been missed', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pools.push(pool);
    const bus = await PgBus.open(url!, pool);
    const reconnected = new Promise<void>((resolve) => bus.onReconnect(resolve));
    await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN nutri_%' and pid <> pg_backend_pid()",
    );
    await reconnected;
    const got = next(bus, 'data_changed');
    await bus.publish('data_changed', { tags: ['stock'] });
    expect(await got).toEqual({ tags: ['stock'] });
    await bus.close();
  });
});
