import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrderChanged } from './get-order';

/** The demo cashier's "pay" (demo provider only; no money moves): the server marks the order paid. */
export function confirmDemoPayment(orderId: string): Promise<OrderView> {
  return apiClient.call('confirmDemoPayment', { body: { orderId } });
}

export function useConfirmDemoPayment({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmDemoPayment> } = {}) {
  const orderChanged = useOrderChanged();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      orderChanged(args[0]);
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: confirmDemoPayment,
  });
}
