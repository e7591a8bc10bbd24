import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { orderChanged } from './get-order';

/** The shipped order arrived: it is completed. */
export function confirmReceipt(orderId: string): Promise<OrderView> {
  return apiClient.call('confirmReceipt', { body: { orderId } });
}

export const useConfirmReceipt = changeHook(confirmReceipt, orderChanged);
