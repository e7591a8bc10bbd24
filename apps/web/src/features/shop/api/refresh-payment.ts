import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrderChanged } from './get-order';

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

export function useCheckPayment({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof checkPayment> } = {}) {
  const orderChanged = useOrderChanged();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      orderChanged(args[0]);
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: checkPayment,
  });
}
