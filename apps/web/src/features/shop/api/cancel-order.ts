import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { orderChanged } from './get-order';

/** Cancels an unpaid order; its stock and voucher go back (409 once it is paid). */
export function cancelOrder(orderId: string): Promise<OrderView> {
  return apiClient.call('cancelOrder', { body: { orderId } });
}

export const useCancelOrder = changeHook(cancelOrder, orderChanged);
