import { z } from 'zod';
import type { PaymentState } from '../shop';

/**
 * A WeChat Pay v3 transaction as the query answers it and as a payment notification's resource carries
 * it (the same fields), and what it means for an order. Only the fields we read are checked; WeChat Pay
 * adds fields over time and that must not break payment.
 */
export const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']),
  success_time: z.string().optional(),
  amount: z
    .object({
      total: z.number().int().optional(),
      payer_total: z.number().int().optional(),
      currency: z.string().optional(),
    })
    .optional(),
});

export type Transaction = z.infer<typeof transactionSchema>;

const STATUS: Record<Transaction['trade_state'], PaymentState['status']> = {
  SUCCESS: 'paid',
  // 转入退款: the money came in, then (part of) it went back.
  REFUND: 'refunded',
  NOTPAY: 'unpaid',
  // The payer is still entering a password: not paid yet.
  USERPAYING: 'unpaid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

export function paymentStateOf(trade: Transaction): PaymentState {
  const status = STATUS[trade.trade_state];
  const paid = status === 'paid' || status === 'refunded';
  const successTime = trade.success_time ? new Date(trade.success_time) : undefined;
  return {
    status,
    ...(paid && trade.transaction_id ? { transactionId: trade.transaction_id } : {}),
    // What the order cost (total), not what the payer's own money covered after WeChat coupons.
    ...(paid && trade.amount?.total !== undefined ? { paidCents: trade.amount.total } : {}),
    ...(paid && trade.amount?.currency ? { currency: trade.amount.currency } : {}),
    ...(paid && successTime && !Number.isNaN(successTime.getTime()) ? { paidAt: successTime } : {}),
  };
}
