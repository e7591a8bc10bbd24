import { and, count, eq } from 'drizzle-orm';
import type { OrderStatus } from '@nutri/domain/orders';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { DomainError } from '../../lib/errors';

/**
 * An order holds stock from the moment it is placed until it is paid or cancelled. Without bounds a
 * guest emptied the catalogue with a handful of unpaid orders (issue 16.6): open unpaid orders per user
 * and units per SKU per order are capped, and orders left unpaid past the time-out give their stock and
 * voucher back (order-timeout.ts).
 */
export interface UnpaidOrderLimits {
  openUnpaidMax: number;
  unitsPerSkuMax: number;
  paymentTimeoutMs: number;
}

const UNPAID: OrderStatus = 'pending_payment';

/**
 * An app's bounds on unpaid orders (`config.orders`), which its built-in shop checks when an order is
 * placed (builtin-shop.ts).
 */
export function unpaidOrders(limits: UnpaidOrderLimits) {
  return {
    /** When an order placed at `now` lapses unpaid (the time-out job cancels it then: order-timeout.ts). */
    dueFrom(now: Date): Date {
      return new Date(now.getTime() + limits.paymentTimeoutMs);
    },

    /**
     * Inside the order's transaction, before any stock is taken. The user's row is locked first so two
     * orders of one user at once are counted one after the other.
     */
    async check(
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
    },
  };
}

export type UnpaidOrders = ReturnType<typeof unpaidOrders>;
