import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';

/**
 * What a provider's payment notification leads to (`POST /v1/payments/notify/:provider`, and the demo
 * cashier's confirmation, which is the same path). The provider verifies the signature over the raw
 * body and decrypts it; only then does the payment reach `markPaid`. Anything refused is logged and
 * changes nothing; a replay is a no-op. `status` is the HTTP answer a provider expects: 204 when the
 * notification is handled (money that could not pay its order is handled too once it is recorded and
 * its refund has gone through), 4xx/5xx otherwise — a 503 while such a refund has not, so it is resent.
 */
export type NotificationOutcome =
  | { status: 204; orderId: string | null; refusal: DomainError | null }
  | { status: 400 | 401 | 404 | 409 | 500 | 503; message: string };

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** What a notification reads of the app: its payment providers, and the order life that marks it paid. */
export type NotificationDeps = Pick<FastifyInstance, 'paymentProviders' | 'orderLife'>;

export async function receiveNotification(
  { paymentProviders, orderLife }: NotificationDeps,
  db: Db,
  providerName: string,
  headers: Headers,
  rawBody: string,
): Promise<NotificationOutcome> {
  const log = paymentProviders.log();
  const provider = paymentProviders.named(providerName);
  if (!provider) {
    log.warn({ provider: providerName.slice(0, 32) }, 'payment notification refused: unknown provider');
    return { status: 404, message: 'unknown payment provider' };
  }
  // The demo key derives from the JWT secret; once a real provider takes payments, a demo notification
  // could only be a forgery or a leftover, so it pays nothing (issue 35).
  if (provider.name === 'demo' && paymentProviders.active().name !== 'demo') {
    log.warn({ provider: provider.name }, 'payment notification refused: the demo provider is not active');
    return { status: 404, message: 'the demo payment provider is not active' };
  }
  let notification;
  try {
    notification = await provider.verifyNotification(headers, rawBody);
  } catch (err) {
    log.warn(
      { provider: provider.name, err: String(err) },
      'payment notification refused: verification failed',
    );
    notification = null;
  }
  if (!notification) {
    log.warn(
      { provider: provider.name, bytes: rawBody.length },
      'payment notification refused: bad signature',
    );
    return { status: 401, message: 'signature verification failed' };
  }
  const { state, outTradeNo } = notification;
  if (state.status !== 'paid') {
    log.info(
      { provider: provider.name, outTradeNo, state: state.status },
      'payment notification without a payment',
    );
    return { status: 204, orderId: null, refusal: null };
  }
  if (!state.transactionId || state.paidCents === undefined) {
    log.warn(
      { provider: provider.name, outTradeNo },
      'payment notification refused: no transaction or amount',
    );
    return { status: 400, message: 'the notification names no transaction or amount' };
  }
  try {
    const order = await orderLife.markPaid(
      db,
      {
        outTradeNo,
        transactionId: state.transactionId,
        paidCents: state.paidCents,
        ...(state.currency ? { currency: state.currency } : {}),
        paidAt: state.paidAt ?? new Date(),
      },
      { kind: 'system', reason: 'payment_notification' },
    );
    log.info({ provider: provider.name, orderId: order.id, notification: notification.id }, 'order paid');
    return { status: 204, orderId: order.id, refusal: null };
  } catch (err) {
    if (!(err instanceof DomainError)) {
      log.error({ provider: provider.name, outTradeNo, err: String(err) }, 'payment notification failed');
      return { status: 500, message: 'internal error' };
    }
    if (err.reason === 'payment_refund_due' || err.reason === 'payment_amount_mismatch') {
      // Recorded by markPaid and refunded there. While the refund has not gone through, the notification
      // is not acknowledged: the provider sends it again (and markPaid tries the refund again), besides
      // the sweep that retries it (issue 35).
      const payment = await orderLife.paymentByTransaction(db, state.transactionId);
      if (payment && (payment.refundStatus === 'due' || payment.refundStatus === 'failed')) {
        log.warn(
          { provider: provider.name, outTradeNo },
          'stray payment recorded; its refund is not done yet',
        );
        return {
          status: 503,
          message: 'the refund of this payment is not done yet; send the notification again',
        };
      }
      return { status: 204, orderId: null, refusal: err };
    }
    log.warn(
      { provider: provider.name, outTradeNo, reason: err.reason ?? err.code },
      'payment notification refused',
    );
    const status = err.status === 404 ? 404 : err.status === 503 ? 503 : err.status === 409 ? 409 : 400;
    return { status, message: err.message };
  }
}
