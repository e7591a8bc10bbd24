import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The shipped order arrived: it is completed. */
export function confirmReceipt(orderId: string): Promise<OrderView> {
  return apiClient.call('confirmReceipt', { body: { orderId } });
}
