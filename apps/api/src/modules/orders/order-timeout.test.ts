import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { suiteApp, suiteUser } from '../../../test/suite';
import { sweepLapsedOrders } from './order-timeout';
import { line, orderTools } from './testing/orders';

/**
 * The payment time-out job (issue 20.1): due times come from the database, and two sweeps at the same
 * moment (two instances) cancel each lapsed order once — one "cancelled" in its history, its stock back
 * once. On PostgreSQL (TEST_DATABASE_URL) the second sweep runs on a second connection pool, as a second
 * instance would.
 */
describe('the payment time-out job', () => {
  const t = suiteApp({ ORDER_OPEN_UNPAID_MAX: '1000', ORDER_SWEEP_INTERVAL_MS: '3600000' });
  const alice = suiteUser(t);
  const { place, stockOf, rowOf } = orderTools(t);
  const extra: Database[] = [];
  afterAll(async () => {
    for (const d of extra) await d.close();
  });

  /** Another instance's database handle: a second pool on PostgreSQL, the same PGlite otherwise. */
  const secondInstanceDb = async () => {
    const config = t.config.database;
    if (config.kind !== 'postgres') return t.app.db;
    const d = await openDatabase(config);
    extra.push(d);
    return d.db;
  };
  const lapse = (ids: string[]) =>
    t.app.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(inArray(orders.id, ids));

  it('cancels only orders past their due time, with their stock back', async () => {
    const due = await place(alice, [line('p-vitc-100-60', 2)]);
    const notYet = await place(alice, [line('p-vitc-100-60', 1)]);
    const stock = await stockOf('p-vitc-100-60');
    await lapse([due.id]);
    expect(await sweepLapsedOrders(t.app, t.app.db)).toBe(1);
    expect(await rowOf(due.id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment_timeout' });
    expect((await rowOf(notYet.id)).status).toBe('pending_payment');
    expect(await stockOf('p-vitc-100-60')).toBe(stock + 2);
    expect(await sweepLapsedOrders(t.app, t.app.db)).toBe(0);
  });

  it('an order another sweep claimed is left to it until its claim lapses', async () => {
    const o = await place(alice, [line('p-zn-10-60')]);
    await lapse([o.id]);
    const until = new Date(Date.now() + 60_000);
    await t.app.db.update(orders).set({ timeoutClaimedUntil: until }).where(eq(orders.id, o.id));
    expect(await sweepLapsedOrders(t.app, t.app.db)).toBe(0);
    expect((await rowOf(o.id)).status).toBe('pending_payment');
    // That sweep died: after its claim the next one takes the order.
    expect(await sweepLapsedOrders(t.app, t.app.db, new Date(until.getTime() + 1))).toBe(1);
    expect((await rowOf(o.id)).status).toBe('cancelled');
  });

  it('two sweeps at once (two instances): every order cancelled once, stock back once', async () => {
    const n = 12;
    const sku = 'p-mg-100-60';
    const placed = [];
    for (let i = 0; i < n; i++) placed.push(await place(alice, [line(sku, 2)]));
    const ids = placed.map((o) => o.id);
    const stock = await stockOf(sku);
    await lapse(ids);
    const other = await secondInstanceDb();
    // Small batches, so the two sweeps interleave over several claims.
    const counts = await Promise.all([
      sweepLapsedOrders(t.app, t.app.db, new Date(), { limit: 3 }).then(
        async (a) => a + (await sweepLapsedOrders(t.app, t.app.db)),
      ),
      sweepLapsedOrders(t.app, other, new Date(), { limit: 3 }).then(
        async (b) => b + (await sweepLapsedOrders(t.app, other)),
      ),
    ]);
    console.log(
      `two sweeps cancelled ${counts.join(' + ')} of ${n} lapsed orders (${t.config.database.kind})`,
    );
    expect(counts[0] + counts[1]).toBe(n);
    const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((r) => r.status === 'cancelled')).toBe(true);
    const events = await t.app.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.filter((e) => e.action === 'cancelled')).toHaveLength(n);
    expect(await stockOf(sku)).toBe(stock + 2 * n);
  });
});
