import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** Cancels an unpaid order; its stock and voucher go back (409 once it is paid). */
export function cancelOrder(orderId: string): Promise<OrderView> {
  return apiClient.call('cancelOrder', { body: { orderId } });
}
