import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The order as it is now; a pending one whose payment was started is checked with the provider first. */
export function refreshPayment(orderId: string): Promise<OrderView> {
  return apiClient.call('refreshPayment', { body: { orderId } });
}
