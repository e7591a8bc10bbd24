import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrderChanged } from './get-order';

/** Cancels an unpaid order; its stock and voucher go back (409 once it is paid). */
export function cancelOrder(orderId: string): Promise<OrderView> {
  return apiClient.call('cancelOrder', { body: { orderId } });
}

export function useCancelOrder({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof cancelOrder> } = {}) {
  const orderChanged = useOrderChanged();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      orderChanged(args[0]);
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: cancelOrder,
  });
}
