import type { OrderStatus, OrderView } from '@nutri/domain/contracts';
import { ORDER_STATUSES } from '@nutri/domain/orders';
import type { TagTone } from '../../../components/tag';

/** The order list's filters: all, then each status in the order of an order's life. */
export const ORDER_FILTERS: readonly (OrderStatus | null)[] = [null, ...ORDER_STATUSES];

/** What the status tag says with its colour: waiting on the person, in progress, done, or stopped. */
export function statusTone(status: OrderStatus): TagTone {
  switch (status) {
    case 'pending_payment':
      return 'warning';
    case 'paid':
    case 'shipped':
      return 'info';
    case 'completed':
      return 'primary';
    case 'cancelled':
      return 'neutral';
    case 'refunded':
      return 'danger';
  }
}

/** The i18n key of the sentence under an order's status (`shop.result.leads.*`). */
export function leadKeyOf(
  order: Pick<OrderView, 'status' | 'cancelReason'>,
):
  | 'pending_payment'
  | 'paid'
  | 'shipped'
  | 'completed'
  | 'cancelled'
  | 'cancelledTimeout'
  | 'cancelledOperator'
  | 'refunded' {
  if (order.status !== 'cancelled') return order.status;
  if (order.cancelReason === 'payment_timeout') return 'cancelledTimeout';
  if (order.cancelReason === 'operator') return 'cancelledOperator';
  return 'cancelled';
}

/** The status from a link's `?status=`, or null (all) for anything else. */
export function statusFromParam(value: string | null): OrderStatus | null {
  return ORDER_STATUSES.find((s) => s === value) ?? null;
}
