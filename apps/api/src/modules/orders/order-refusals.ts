import { ORDER_MESSAGES, pick, type Locale, type OrderMessageReason } from '@nutri/domain/contracts';
import { DomainError, type ErrorCode, type FieldError } from '../../lib/errors';
import { askedLocale } from '../../lib/locale';
import type { OrderRow } from './orders.repository';

/**
 * The refusals of an order's moves: a stable `reason` a client acts on and a message from the
 * contracts' ORDER_MESSAGES, English where a move is refused and in the person's language once a route
 * answers with it (`inLocale`).
 */
export function refused(code: ErrorCode, reason: OrderMessageReason, fields?: FieldError[]): DomainError {
  return new DomainError(code, ORDER_MESSAGES[reason].en, fields, undefined, reason);
}

/** Why this order cannot be paid (409): cancelled, expired unpaid, refunded or paid already. */
export function notPayable(order: Pick<OrderRow, 'status' | 'cancelReason'>): DomainError {
  if (order.status === 'cancelled') {
    return refused(
      'conflict',
      order.cancelReason === 'payment_timeout' ? 'order_expired' : 'order_cancelled',
    );
  }
  if (order.status === 'refunded') return refused('conflict', 'order_refunded');
  return refused('conflict', 'order_already_paid');
}

/** A refusal with its message in `locale`; any other error as it is. */
export function inLocale(err: unknown, locale: Locale): unknown {
  if (!(err instanceof DomainError) || !err.reason || !(err.reason in ORDER_MESSAGES)) return err;
  const text = ORDER_MESSAGES[err.reason as OrderMessageReason];
  return new DomainError(err.code, pick(text, locale), err.fieldErrors, err.headers, err.reason);
}

/** Runs a route's work and answers its refusals in the request's language. */
export async function answeredIn<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw inLocale(err, locale);
  }
}

/** Runs a route's work in the language its call asks for (`askedLocale`), refusals in that language too. */
export function answeredAsAsked<T>(
  request: Parameters<typeof askedLocale>[0],
  work: (locale: Locale) => Promise<T>,
): Promise<T> {
  const locale = askedLocale(request);
  return answeredIn(locale, () => work(locale));
}
