import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { orderChanged } from './get-order';

/** The demo cashier's "pay" (demo provider only; no money moves): the server marks the order paid. */
export function confirmDemoPayment(orderId: string): Promise<OrderView> {
  return apiClient.call('confirmDemoPayment', { body: { orderId } });
}

export const useConfirmDemoPayment = changeHook(confirmDemoPayment, orderChanged);
