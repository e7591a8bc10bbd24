import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orders, skus, users, vouchers } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { dataChanged, tags } from '../../lib/read-cache';

/**
 * Until payment exists, an order holds stock from the moment it is placed. Without bounds a guest
 * emptied the catalogue with a handful of unpaid orders (issue 16.6): open unpaid orders per user and
 * units per SKU per order are capped, and orders left unpaid past the time-out give their stock and
 * voucher back.
 */
export interface UnpaidOrderLimits {
  openUnpaidMax: number;
  unitsPerSkuMax: number;
  paymentTimeoutMs: number;
}

let limits: UnpaidOrderLimits = { openUnpaidMax: 3, unitsPerSkuMax: 10, paymentTimeoutMs: 30 * 60_000 };

export function setUnpaidOrderLimits(next: UnpaidOrderLimits): void {
  limits = next;
}

/** An order not yet paid ('created' until a payment step exists). */
const UNPAID = 'created';

/**
 * Inside the order's transaction, before any stock is taken. The user's row is locked first so two
 * orders of one user at once are counted one after the other.
 */
export async function checkUnpaidOrderLimits(
  tx: Db,
  userId: string,
  items: readonly { skuId: string; quantity: number }[],
): Promise<void> {
  items.forEach((item, i) => {
    if (item.quantity > limits.unitsPerSkuMax) {
      const message = `at most ${limits.unitsPerSkuMax} units of one specification per order`;
      throw new DomainError('bad_request', `Invalid request: items.${i}.quantity: ${message}`, [
        { field: `items.${i}.quantity`, message },
      ]);
    }
  });
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, UNPAID)));
  if ((open?.n ?? 0) >= limits.openUnpaidMax) {
    throw new DomainError(
      'rate_limited',
      `You have ${open?.n} unpaid orders; at most ${limits.openUnpaidMax} may be open at once. Pay or wait for one to lapse.`,
    );
  }
}

/**
 * Cancels every order unpaid past the time-out and returns its stock and voucher, in one transaction.
 * Safe with several instances: the conditional UPDATE … RETURNING hands each order to exactly one.
 */
export async function releaseLapsedOrders(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - limits.paymentTimeoutMs);
  const released = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const lapsed = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.status, UNPAID), sql`${orders.createdAt} < ${cutoff.toISOString()}`))
      .returning({ id: orders.id, userId: orders.userId, items: orders.items, voucherId: orders.voucherId });
    for (const order of lapsed) {
      for (const item of order.items as { skuId: string; quantity: number }[]) {
        await tx
          .update(skus)
          .set({ stock: sql`${skus.stock} + ${item.quantity}` })
          .where(eq(skus.id, item.skuId));
      }
      if (order.voucherId) {
        await tx
          .update(vouchers)
          .set({ status: 1, usedOrderId: null })
          .where(and(eq(vouchers.id, order.voucherId), eq(vouchers.usedOrderId, order.id)));
      }
    }
    return lapsed;
  });
  if (released.length > 0) {
    dataChanged(tags.stock);
    for (const o of released) if (o.voucherId) dataChanged(tags.vouchers(o.userId));
  }
  return released.length;
}

/** The periodic sweep of lapsed orders, stopped when the app closes. */
export function startLapsedOrderSweep(app: FastifyInstance, intervalMs: number): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = releaseLapsedOrders(app.db)
      .then((n) => {
        if (n > 0) app.log.info({ released: n }, 'released the stock of lapsed unpaid orders');
      })
      .catch((err: unknown) =>
        app.log.warn({ code: (err as { code?: unknown }).code }, 'lapsed order sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
