import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORDER_MESSAGES, type CancelReason } from '@nutri/domain/contracts';
import { statusesBefore, type OrderStatus } from '@nutri/domain/orders';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { dataChanged, tags } from '../../lib/read-cache';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';
import type { PaymentProvider } from '../shop';
import { storedItemsOf, type StoredItem } from './builtin-shop';
import { notPayable, refused } from './order-refusals';
import { orderLifeRepository as repo, type OrderPaymentRow } from './order-life.repository';
import type { OrderRow } from './orders.repository';

declare module 'fastify' {
  interface FastifyInstance {
    orderLife: OrderLife;
  }
}

/**
 * Every move of an order (issue 20.1, ADR 0031), and nothing else moves one: the user's routes, the
 * payment notification, the time-out job and the operator's console all call these functions.
 *
 * - Each move is one transaction with its effects (stock, voucher, the order's history row), guarded by
 *   a conditional UPDATE … WHERE status IN statusesBefore(to): of two moves at once exactly one wins,
 *   and the loser answers from what the winner left (a no-op where that is the same outcome, else 409).
 * - The payment provider is never called inside a transaction (PGlite has one connection; a slow
 *   provider would stall every request): cancel asks the provider before it moves, refund reserves its
 *   lines, calls the provider, then applies the refund.
 * - Money the provider reports is never dropped: a payment that cannot pay its order (cancelled,
 *   already paid, wrong amount) is recorded in order_payments and refunded through its provider.
 */
/** What the order life reads of the app: its payment providers (a move talks to the order's provider). */
type OrderLifeDeps = Pick<FastifyInstance, 'paymentProviders'>;

export type OrderActor =
  | { kind: 'user'; userId: string }
  | { kind: 'operator'; operatorId: string }
  | { kind: 'system'; reason: 'payment_timeout' | 'payment_notification' | 'payment_query' };

/** A payment as the provider reported it (verified notification or query). */
interface ReceivedPayment {
  outTradeNo: string;
  transactionId: string;
  paidCents: number;
  /** The provider's currency; an order is priced in CNY, so any other pays nothing (issue 35). */
  currency?: string;
  paidAt: Date;
}

export interface Shipment {
  carrier: string;
  trackingNo: string;
}

export interface RefundRequest {
  /** Absent: everything not refunded yet. */
  lines?: { skuId: string; quantity: number }[];
  reason: string;
}

// ---------------------------------------------------------------- errors

const notFound = () =>
  new DomainError('not_found', 'Order not found', [{ field: 'orderId', message: 'order not found' }]);

function badField(field: string, message: string): DomainError {
  return new DomainError('bad_request', `Invalid request: ${field}: ${message}`, [{ field, message }]);
}

function providerUnavailable(
  { paymentProviders }: OrderLifeDeps,
  err: unknown,
  during: string,
  order: OrderRow,
): DomainError {
  paymentProviders
    .log()
    .error(
      { orderId: order.id, provider: order.paymentProvider, during, err: String(err) },
      'payment provider call failed',
    );
  return refused('unavailable', 'payment_provider_unavailable');
}

// ---------------------------------------------------------------- shared steps

/** Drizzle hands a transaction its own type; every repository function takes the common `Db`. */
const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** The order, or 404; a user actor sees only their own orders (the same 404 as a missing one). */
async function orderFor(db: Db, orderId: string, actor: OrderActor): Promise<OrderRow> {
  const row = await repo.byId(db, orderId);
  if (!row || (actor.kind === 'user' && row.userId !== actor.userId)) throw notFound();
  return row;
}

/** Shipping and refunding are the shop's decisions, never a customer's. */
function requireStaff(actor: OrderActor, what: string): void {
  if (actor.kind === 'user') {
    throw new DomainError('forbidden', `Only an operator can ${what} an order`);
  }
}

function cancelReasonOf(actor: OrderActor): CancelReason {
  if (actor.kind === 'user') return 'user';
  if (actor.kind === 'operator') return 'operator';
  return 'payment_timeout';
}

async function recordMove(
  tx: Db,
  order: Pick<OrderRow, 'id'>,
  from: OrderStatus,
  to: OrderStatus,
  action: string,
  actor: OrderActor,
  details: Record<string, unknown> = {},
): Promise<void> {
  await repo.addEvent(tx, { orderId: order.id, fromStatus: from, toStatus: to, action, actor, details });
}

/** Stock and voucher of an order that will not be paid go back, in the caller's transaction. */
async function giveBack(
  tx: Db,
  order: OrderRow,
  quantities: ReadonlyMap<string, number> | null,
): Promise<void> {
  for (const item of storedItemsOf(order)) {
    const n = quantities ? (quantities.get(item.skuId) ?? 0) : item.quantity;
    if (n > 0) await repo.returnStock(tx, item.skuId, n);
  }
}

function cachesChanged(order: OrderRow, voucher: boolean): void {
  dataChanged(
    tags.stock,
    ...(voucher && order.voucherId && order.userId ? [tags.vouchers(order.userId)] : []),
  );
}

/** The provider an order's payment went through (it refunds and closes that payment). */
function providerOf(deps: OrderLifeDeps, order: OrderRow): PaymentProvider {
  const name = order.paymentProvider ?? deps.paymentProviders.active().name;
  const provider = deps.paymentProviders.named(name);
  if (!provider) {
    throw providerUnavailable(deps, new Error(`provider ${name} is not configured`), 'lookup', order);
  }
  return provider;
}

// ---------------------------------------------------------------- paid

const OUT_TRADE_NO = /^[A-Za-z0-9_-]{6,32}$/;
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

function checkPayment(p: ReceivedPayment): void {
  if (typeof p.outTradeNo !== 'string' || !OUT_TRADE_NO.test(p.outTradeNo)) {
    throw badField('outTradeNo', 'must be 6–32 characters of A–Z, a–z, 0–9, _ or -');
  }
  if (typeof p.transactionId !== 'string' || !TRANSACTION_ID.test(p.transactionId)) {
    throw badField('transactionId', 'must be 1–64 characters of A–Z, a–z, 0–9, _ or -');
  }
  if (!Number.isSafeInteger(p.paidCents) || p.paidCents < 0) {
    throw badField('paidCents', 'must be a whole number of cents, 0 or more');
  }
  if (!(p.paidAt instanceof Date) || Number.isNaN(p.paidAt.getTime())) {
    throw badField('paidAt', 'must be a valid time');
  }
}

/**
 * Refunds money that could not pay its order; the row keeps how that went (an operator can see it) and
 * the answer is the refund's state now. A refund still due or failed is tried again by the sweep
 * (`retryStrayRefunds`) until it ends.
 */
async function refundStray(
  { paymentProviders }: OrderLifeDeps,
  db: Db,
  orderId: string | null,
  payment: OrderPaymentRow,
): Promise<string> {
  if (payment.refundStatus !== 'due' && payment.refundStatus !== 'failed') return payment.refundStatus;
  if (payment.paidCents === 0) {
    await repo.setPaymentRefund(db, payment.id, { refundStatus: 'success' });
    return 'success';
  }
  const provider = paymentProviders.named(payment.provider);
  if (!provider) {
    paymentProviders
      .log()
      .error(
        { orderId, paymentId: payment.id, provider: payment.provider },
        'a stray payment waits for a refund: its provider is not configured',
      );
    return payment.refundStatus;
  }
  try {
    const result = await provider.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: payment.outRefundNo ?? `S${payment.id.replaceAll('-', '')}`,
      refundCents: payment.paidCents,
      totalCents: payment.paidCents,
      reason: 'Payment for a closed or already paid order',
    });
    await repo.setPaymentRefund(db, payment.id, {
      refundStatus: result.status,
      providerRefundId: result.refundId ?? null,
    });
    paymentProviders
      .log()
      .warn(
        { orderId, paymentId: payment.id, outcome: payment.outcome, refund: result.status },
        'a payment that could not pay its order was refunded',
      );
    return result.status;
  } catch (err) {
    await repo.setPaymentRefund(db, payment.id, { refundStatus: 'failed' });
    paymentProviders
      .log()
      .error(
        { orderId, paymentId: payment.id, err: String(err) },
        'the refund of a stray payment failed; it is tried again',
      );
    return 'failed';
  }
}

type PaidOutcome =
  { kind: 'paid' | 'replay'; order: OrderRow } | { kind: 'stray'; order: OrderRow; payment: OrderPaymentRow };

/**
 * The order is paid: by a verified notification, by a query of the provider, or by an operator who
 * saw the money. Idempotent on the transaction id (a replayed notification returns the order and
 * changes nothing). Money for an order that cannot take it (cancelled, expired, paid already, refunded)
 * or of the wrong amount is recorded, refunded through its provider and refused: 409, or 400 naming
 * `paidCents` for a wrong amount.
 */
async function markPaid(
  deps: OrderLifeDeps,
  db: Db,
  payment: ReceivedPayment,
  actor: OrderActor,
): Promise<OrderRow> {
  checkPayment(payment);
  const outcome = await inTransaction(db, async (tx): Promise<PaidOutcome> => {
    // The row lock puts two notifications of one order one after the other.
    const order = await repo.byOutTradeNo(tx, payment.outTradeNo, true);
    if (!order) {
      throw new DomainError(
        'not_found',
        ORDER_MESSAGES.order_unknown.en,
        [{ field: 'outTradeNo', message: 'no order has this trade number' }],
        undefined,
        'order_unknown',
      );
    }
    const known = await repo.paymentByTransaction(tx, payment.transactionId);
    if (known)
      return known.outcome === 'applied'
        ? { kind: 'replay', order }
        : { kind: 'stray', order, payment: known };

    const provider = order.paymentProvider ?? deps.paymentProviders.active().name;
    const received = {
      orderId: order.id,
      outTradeNo: order.outTradeNo,
      provider,
      transactionId: payment.transactionId,
      paidCents: payment.paidCents,
      paidAt: payment.paidAt,
    };
    const open = statusesBefore('paid').includes(order.status as OrderStatus);
    const inYuan = (payment.currency ?? 'CNY').toUpperCase() === 'CNY';
    if (open && inYuan && payment.paidCents === order.payableCents) {
      const paid = await repo.move(tx, order.id, 'paid', {
        paidAt: payment.paidAt,
        paidCents: payment.paidCents,
        transactionId: payment.transactionId,
        paymentProvider: provider,
      });
      if (paid) {
        await repo.addPayment(tx, { ...received, outcome: 'applied' });
        await recordMove(tx, order, order.status as OrderStatus, 'paid', 'paid', actor, {
          transactionId: payment.transactionId,
          paidCents: payment.paidCents,
        });
        return { kind: 'paid', order: paid };
      }
    }
    const stray = await repo.addPayment(tx, {
      ...received,
      outcome: open ? 'amount_mismatch' : order.status === 'cancelled' ? 'order_closed' : 'already_paid',
      refundStatus: 'due',
      outRefundNo: `S${randomUUID().replaceAll('-', '')}`,
    });
    await recordMove(
      tx,
      order,
      order.status as OrderStatus,
      order.status as OrderStatus,
      'payment_refused',
      actor,
      {
        transactionId: payment.transactionId,
        paidCents: payment.paidCents,
        payableCents: order.payableCents,
        outcome: stray.outcome,
      },
    );
    return { kind: 'stray', order, payment: stray };
  });

  if (outcome.kind !== 'stray') return outcome.order;
  const { order, payment: stray } = outcome;
  deps.paymentProviders.log().warn(
    {
      orderId: order.id,
      status: order.status,
      transactionId: stray.transactionId,
      paidCents: stray.paidCents,
      payableCents: order.payableCents,
      outcome: stray.outcome,
    },
    'payment refused: recorded for a refund',
  );
  await refundStray(deps, db, order.id, stray);
  if (stray.outcome === 'amount_mismatch') {
    throw refused('bad_request', 'payment_amount_mismatch', [
      { field: 'paidCents', message: `paid ${stray.paidCents} cents, the order asks ${order.payableCents}` },
    ]);
  }
  throw refused('conflict', 'payment_refund_due', [
    { field: 'outTradeNo', message: notPayable(order).message },
  ]);
}

// ---------------------------------------------------------------- cancelled

/**
 * Cancels an unpaid order: by its owner, by the payment time-out, or by an operator. A trade started at
 * the provider is asked first (paid meanwhile → the payment is taken and the cancel refused with 409)
 * and closed (so it cannot be paid any more); then, in one transaction, the order is cancelled and its
 * stock and voucher are given back. Cancelling a cancelled order returns it unchanged.
 */
async function cancelOrder(
  deps: OrderLifeDeps,
  db: Db,
  orderId: string,
  actor: OrderActor,
): Promise<OrderRow> {
  const order = await orderFor(db, orderId, actor);
  if (order.status === 'cancelled') return order;
  if (!statusesBefore('cancelled').includes(order.status as OrderStatus)) {
    throw refused('conflict', 'order_not_cancellable');
  }
  if (order.paymentProvider) {
    const provider = providerOf(deps, order);
    let state;
    try {
      state = await provider.query(order.outTradeNo);
    } catch (err) {
      throw providerUnavailable(deps, err, 'query', order);
    }
    if (state.status === 'paid' && state.transactionId) {
      await markPaid(
        deps,
        db,
        {
          outTradeNo: order.outTradeNo,
          transactionId: state.transactionId,
          paidCents: state.paidCents ?? order.payableCents,
          paidAt: state.paidAt ?? new Date(),
        },
        { kind: 'system', reason: 'payment_query' },
      );
      throw refused('conflict', 'order_not_cancellable');
    }
    try {
      await provider.close(order.outTradeNo);
    } catch (err) {
      throw providerUnavailable(deps, err, 'close', order);
    }
  }

  const reason = cancelReasonOf(actor);
  const cancelled = await inTransaction(db, async (tx) => {
    const row = await repo.move(tx, order.id, 'cancelled', { cancelledAt: new Date(), cancelReason: reason });
    if (!row) return null;
    await giveBack(tx, row, null);
    if (row.voucherId) await repo.releaseVoucher(tx, row.voucherId, row.id);
    await recordMove(tx, row, order.status as OrderStatus, 'cancelled', 'cancelled', actor, { reason });
    return row;
  });
  if (cancelled) {
    cachesChanged(cancelled, true);
    return cancelled;
  }
  // Another move got there first: cancelled too (the same outcome), or paid (refused).
  const now = await repo.byId(db, order.id);
  if (now?.status === 'cancelled') return now;
  throw refused('conflict', 'order_not_cancellable');
}

// ---------------------------------------------------------------- shipped, completed

const CARRIER_MAX = 40;
const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;

function checkShipment(shipment: Shipment): Shipment {
  const carrier = typeof shipment?.carrier === 'string' ? shipment.carrier.trim() : '';
  const trackingNo = typeof shipment?.trackingNo === 'string' ? shipment.trackingNo.trim() : '';
  if (carrier === '' || [...carrier].length > CARRIER_MAX) {
    throw badField('carrier', `must be the carrier's name, 1–${CARRIER_MAX} characters`);
  }
  if (!TRACKING_NO.test(trackingNo)) {
    throw badField('trackingNo', 'must be 4–40 letters, digits or -');
  }
  return { carrier, trackingNo };
}

/** Ships a paid order with its carrier and tracking number. Shipping it again with the same ones is a no-op. */
async function shipOrder(db: Db, orderId: string, shipment: Shipment, actor: OrderActor): Promise<OrderRow> {
  requireStaff(actor, 'ship');
  const { carrier, trackingNo } = checkShipment(shipment);
  const shipped = await inTransaction(db, async (tx) => {
    const before = await repo.byId(tx, orderId);
    if (!before) throw notFound();
    const row = await repo.move(tx, orderId, 'shipped', { carrier, trackingNo, shippedAt: new Date() });
    if (!row) return { row: before, moved: false };
    await recordMove(tx, row, before.status as OrderStatus, 'shipped', 'shipped', actor, {
      carrier,
      trackingNo,
    });
    return { row, moved: true };
  });
  if (shipped.moved) return shipped.row;
  const now = shipped.row;
  if (now.status === 'shipped' && now.carrier === carrier && now.trackingNo === trackingNo) return now;
  throw refused('conflict', 'order_not_shippable', [
    { field: 'orderId', message: `the order is ${now.status}` },
  ]);
}

/** A shipped order is completed (received): by its owner, an operator or the system. */
async function completeOrder(db: Db, orderId: string, actor: OrderActor): Promise<OrderRow> {
  const order = await orderFor(db, orderId, actor);
  if (order.status === 'completed') return order;
  const completed = await inTransaction(db, async (tx) => {
    const row = await repo.move(tx, order.id, 'completed', { completedAt: new Date() });
    if (row) await recordMove(tx, row, order.status as OrderStatus, 'completed', 'completed', actor);
    return row;
  });
  if (completed) return completed;
  const now = await repo.byId(db, order.id);
  if (now?.status === 'completed') return now;
  throw refused('conflict', 'order_not_completable', [
    { field: 'orderId', message: `the order is ${now?.status ?? order.status}` },
  ]);
}

// ---------------------------------------------------------------- refunded

const REASON_MAX = 80;

interface RefundLine {
  skuId: string;
  quantity: number;
  cents: number;
}

/**
 * Each line's share of what was paid (a voucher lowers every line alike): proportional to its price,
 * rounded so the shares add up to the amount paid exactly (largest remainder).
 */
function lineShares(items: readonly StoredItem[], paidCents: number): number[] {
  const totals = items.map((i) => i.unitPriceCents * i.quantity);
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0) return items.map(() => 0);
  const exact = totals.map((t) => (t * paidCents) / sum);
  const shares = exact.map(Math.floor);
  let left = paidCents - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Cents for refunding `quantity` more units of a line of `units` whose share is `share`, when `done`
 * were refunded before: the difference of two rounded prefixes, so refunding a line in any number of
 * steps adds up to its share exactly.
 */
function centsFor(share: number, units: number, done: number, quantity: number): number {
  return Math.round((share * (done + quantity)) / units) - Math.round((share * done) / units);
}

function refundedPerLine(refunds: readonly { lines: unknown }[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const r of refunds) {
    for (const l of Array.isArray(r.lines) ? (r.lines as RefundLine[]) : []) {
      done.set(l.skuId, (done.get(l.skuId) ?? 0) + l.quantity);
    }
  }
  return done;
}

function checkRefundRequest(request: RefundRequest, items: readonly StoredItem[]): string {
  const reason = typeof request?.reason === 'string' ? request.reason.trim() : '';
  if (reason === '' || [...reason].length > REASON_MAX) {
    throw badField('reason', `must say why, 1–${REASON_MAX} characters`);
  }
  if (request.lines === undefined) return reason;
  if (!Array.isArray(request.lines) || request.lines.length === 0) {
    throw badField('lines', 'must list at least one line, or be left out to refund everything');
  }
  const seen = new Set<string>();
  request.lines.forEach((line, i) => {
    if (!items.some((item) => item.skuId === line?.skuId)) {
      throw badField(`lines.${i}.skuId`, `this order has no line ${String(line?.skuId)}`);
    }
    if (seen.has(line.skuId)) throw badField(`lines.${i}.skuId`, `line ${line.skuId} is listed twice`);
    seen.add(line.skuId);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw badField(`lines.${i}.quantity`, 'must be a whole number of units, 1 or more');
    }
  });
  return reason;
}

/**
 * Refunds a paid order: all of it (no `lines`), or some units of some lines (refunded units are counted
 * per line; more than was paid for → 400 naming `lines.N.quantity`). The lines are reserved first, the
 * provider refunds, then in one transaction the refund is applied: units and cents counted, stock back
 * if the goods never left (status paid), and once every unit is refunded the order is `refunded` and
 * its voucher usable again. A refund the provider refuses changes nothing (503).
 */
async function refundOrder(
  deps: OrderLifeDeps,
  db: Db,
  orderId: string,
  request: RefundRequest,
  actor: OrderActor,
): Promise<OrderRow> {
  requireStaff(actor, 'refund');
  const existing = await repo.byId(db, orderId);
  if (!existing) throw notFound();
  const reason = checkRefundRequest(request, storedItemsOf(existing));

  // 1. Reserve: under the order's row lock, what is asked must still be refundable.
  const reserved = await inTransaction(db, async (tx) => {
    const order = await repo.lockById(tx, orderId);
    if (!order) throw notFound();
    if (!statusesBefore('refunded').includes(order.status as OrderStatus)) {
      throw refused(
        'conflict',
        order.status === 'refunded' ? 'order_fully_refunded' : 'order_not_refundable',
      );
    }
    const items = storedItemsOf(order);
    const done = refundedPerLine(await repo.liveRefundsOf(tx, order.id));
    const paidCents = order.paidCents ?? order.payableCents;
    const shares = lineShares(items, paidCents);
    const wanted =
      request.lines ??
      items.map((i) => ({ skuId: i.skuId, quantity: i.quantity - (done.get(i.skuId) ?? 0) }));
    const lines: RefundLine[] = [];
    wanted.forEach((w, i) => {
      const at = items.findIndex((item) => item.skuId === w.skuId);
      const item = items[at]!;
      const before = done.get(item.skuId) ?? 0;
      const left = item.quantity - before;
      if (request.lines && w.quantity > left) {
        throw badField(
          `lines.${i}.quantity`,
          `at most ${left} of the ${item.quantity} units of ${item.skuId} can still be refunded`,
        );
      }
      if (w.quantity > 0) {
        lines.push({
          skuId: item.skuId,
          quantity: w.quantity,
          cents: centsFor(shares[at]!, item.quantity, before, w.quantity),
        });
      }
    });
    if (lines.length === 0) throw refused('conflict', 'order_fully_refunded');
    const refundCents = lines.reduce((sum, l) => sum + l.cents, 0);
    const refund = await repo.addRefund(tx, {
      orderId: order.id,
      outRefundNo: `R${randomUUID().replaceAll('-', '')}`,
      lines,
      refundCents,
      reason,
      status: 'requested',
      actor,
    });
    return { order, refund, lines, refundCents, paidCents };
  });

  // 2. The provider refunds (outside any transaction); a refusal releases the reservation.
  const { order, refund, lines, refundCents, paidCents } = reserved;
  let result: { status: 'processing' | 'success' | 'failed'; refundId?: string } = { status: 'success' };
  if (refundCents > 0) {
    try {
      result = await providerOf(deps, order).refund({
        outTradeNo: order.outTradeNo,
        outRefundNo: refund.outRefundNo,
        refundCents,
        totalCents: paidCents,
        reason,
      });
    } catch (err) {
      await repo.setRefund(db, refund.id, { status: 'failed' });
      throw providerUnavailable(deps, err, 'refund', order);
    }
  }
  if (result.status === 'failed') {
    await repo.setRefund(db, refund.id, { status: 'failed', providerRefundId: result.refundId ?? null });
    throw providerUnavailable(deps, new Error('the provider refused the refund'), 'refund', order);
  }

  // 3. Apply: counts, stock, and the move to refunded once nothing is left.
  const applied = await inTransaction(db, async (tx) => {
    const now = await repo.lockById(tx, order.id);
    if (!now) throw notFound();
    await repo.setRefund(tx, refund.id, { status: result.status, providerRefundId: result.refundId ?? null });
    const add = new Map(lines.map((l) => [l.skuId, l.quantity]));
    const items = storedItemsOf(now).map((i) => ({
      ...i,
      refundedQuantity: (i.refundedQuantity ?? 0) + (add.get(i.skuId) ?? 0),
    }));
    const whole = items.every((i) => i.refundedQuantity >= i.quantity);
    const from = now.status as OrderStatus;
    const changes = { items, refundedCents: now.refundedCents + refundCents };
    const row = whole
      ? await repo.move(tx, now.id, 'refunded', { ...changes, refundedAt: new Date() })
      : await repo.update(tx, now.id, statusesBefore('refunded'), changes);
    if (!row) throw refused('conflict', 'order_not_refundable');
    // Goods that never left the shelf go back on it.
    if (from === 'paid') await giveBack(tx, now, add);
    if (whole && row.voucherId) await repo.releaseVoucher(tx, row.voucherId, row.id);
    await recordMove(tx, row, from, row.status as OrderStatus, whole ? 'refunded' : 'refund_partial', actor, {
      refundId: refund.id,
      outRefundNo: refund.outRefundNo,
      lines,
      refundCents,
      reason,
      providerStatus: result.status,
    });
    return { row, whole, restocked: from === 'paid' };
  });
  if (applied.restocked || applied.whole) cachesChanged(applied.row, applied.whole);
  return applied.row;
}

/**
 * The order life as the app holds it (`app.orderLife`): every move of an order, bound to the app's
 * payment providers, and what the payment path and the console read of an order's money.
 */
function createOrderLife(deps: OrderLifeDeps) {
  return {
    markPaid: withDeps(deps, markPaid),
    cancelOrder: withDeps(deps, cancelOrder),
    shipOrder,
    completeOrder,
    refundOrder: withDeps(deps, refundOrder),
    refundStray: withDeps(deps, refundStray),
    /**
     * An unpaid order remembers the provider and channel its payment starts with (a cancel from then on
     * closes that trade); the row, or undefined once it is no longer unpaid.
     */
    paymentStarted: (db: Db, order: OrderRow, provider: string, channel: string, now: Date) =>
      repo.update(db, order.id, ['pending_payment'], {
        paymentProvider: provider,
        paymentChannel: channel,
        paymentStartedAt: order.paymentStartedAt ?? now,
      }),
    /** The payment recorded with this provider transaction id, if any. */
    paymentByTransaction: (db: Db, transactionId: string) => repo.paymentByTransaction(db, transactionId),
    /** Money taken and not yet refunded, per order. */
    heldFor: (db: Db, orderIds: string[]) => repo.heldFor(db, orderIds),
    /** Money taken and not yet refunded, over every order. */
    heldTotal: (db: Db) => repo.heldTotal(db),
  };
}

export type OrderLife = ReturnType<typeof createOrderLife>;

export default decorationPlugin('orderLife', createOrderLife, {
  name: 'order-life',
  dependencies: ['payment-providers'],
});
