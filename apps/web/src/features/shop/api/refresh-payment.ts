import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { orderChanged } from './get-order';

/** The order as it is now; a pending one whose payment was started is checked with the provider first. */
export function refreshPayment(orderId: string): Promise<OrderView> {
  return apiClient.call('refreshPayment', { body: { orderId } });
}

/** How often, and how far apart, the page asks the server after WeChat said the person paid. */
const CHECKS = 5;
const CHECK_GAP_MS = 1500;

/** Asks the server until the order is no longer waiting for its payment (five times, 1.5 s apart). */
export async function checkPayment(orderId: string): Promise<OrderView> {
  let latest = await refreshPayment(orderId);
  for (let i = 1; i < CHECKS && latest.status === 'pending_payment'; i++) {
    await new Promise((r) => setTimeout(r, CHECK_GAP_MS));
    latest = await refreshPayment(orderId);
  }
  return latest;
}

export const useCheckPayment = changeHook(checkPayment, orderChanged);
