/**
 * An order's life (issue 20.1, docs/product-rules.md#orders): one table of which status may follow which, so the
 * user's routes, the payment notification, the time-out job and the operator's routes all refuse the
 * same impossible moves (paying a cancelled order, shipping an unpaid one) with the same answer.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves allowed from each status. A refund of some lines leaves the status as it was (the lines
 * carry their refunds); a refund of everything paid moves the order to `refunded`.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['shipped', 'refunded'],
  shipped: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order may be in for a move to `to` (for a conditional UPDATE … WHERE status IN …). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canMove(from, to));
}

/** An order that can still change hands with money: open for payment or for a refund. */
export function isFinal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}
