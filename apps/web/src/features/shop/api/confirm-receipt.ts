import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrderChanged } from './get-order';

/** The shipped order arrived: it is completed. */
export function confirmReceipt(orderId: string): Promise<OrderView> {
  return apiClient.call('confirmReceipt', { body: { orderId } });
}

export function useConfirmReceipt({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmReceipt> } = {}) {
  const orderChanged = useOrderChanged();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      orderChanged(args[0]);
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: confirmReceipt,
  });
}
