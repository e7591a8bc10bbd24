import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { orderNumberOf } from '@nutri/domain/commerce';
import type { Locale } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { orderPayments, orders } from '../../db/schema';
import { DomainError } from '../../lib/errors';

/**
 * What erasing an account does to its orders (issue 35, ADR 0039). PIPL asks for the person's data to
 * go, not for the shop's books: an order that moved money stays, pseudonymised.
 *
 * 1. Unpaid orders are cancelled through the order life first, so their stock and voucher come back and
 *    the provider's trade is closed (a cascade delete skipped all three).
 * 2. While an order is paid but neither shipped nor refunded, the erasure waits: the shop owes the
 *    person goods or money, and an operator must be able to ship or refund it. The person is told which
 *    orders and why, in their language, and nothing is deleted.
 * 3. Orders that never took money (cancelled, no payment recorded) are deleted with their history.
 * 4. Every other order keeps its amounts, items, payments, refunds and history; its address (name,
 *    phone, street) is blanked here, and its buyer becomes null when the account row goes.
 */
export async function settleOrdersBeforeErasure(
  { orderLife }: Pick<FastifyInstance, 'orderLife'>,
  db: Db,
  userId: string,
  locale: Locale,
): Promise<void> {
  const open = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')));
  for (const o of open) await orderLife.cancelOrder(db, o.id, { kind: 'user', userId });

  // Cancelling may have found an order paid at the provider (it is marked paid then): read after it.
  const owed = await db
    .select({ createdAt: orders.createdAt, seq: orders.seq })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')));
  if (owed.length > 0)
    throw erasureWaits(
      owed.map((o) => orderNumberOf(o.createdAt, o.seq)),
      locale,
    );

  await db.transaction(async (tx) => {
    await tx.delete(orders).where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'cancelled'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orderPayments)
            .where(eq(orderPayments.orderId, orders.id)),
        ),
      ),
    );
    await tx
      .update(orders)
      .set({ address: ERASED_ADDRESS, idempotencyKey: null })
      .where(and(eq(orders.userId, userId), inArray(orders.status, KEPT_STATUSES)));
  });
}

/** What a kept order's address becomes: the shape stays (operators' screens read it), the person goes. */
export const ERASED_ADDRESS = { name: '', phone: '', area: '', detail: '' } as const;

const KEPT_STATUSES = ['cancelled', 'shipped', 'completed', 'refunded'];

function erasureWaits(orderNos: string[], locale: Locale): DomainError {
  const list = orderNos.join(locale === 'en-US' ? ', ' : '、');
  const message =
    locale === 'en-US'
      ? `Your account cannot be erased yet: order ${list} is paid and has not shipped. We will ship it (or refund it if you ask support); after that you can erase your account. Nothing has been deleted.`
      : `暂时无法注销账户：订单 ${list} 已付款但尚未发货。我们会先为你发货（或在你联系客服后退款），之后即可注销。你的数据目前没有被删除。`;
  return new DomainError('conflict', message, undefined, undefined, 'erasure_waits_for_order');
}
