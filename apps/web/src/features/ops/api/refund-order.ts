import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsRefundBody, OpsOrder } from '@nutri/domain/contracts';
import type { MutationConfig } from '../../../lib/react-query';
import { opsClient } from './ops-client';
import { opsKeys } from './keys';

/** Refunds a paid order, whole or some lines, with the reason. */
export function refundOrder(body: OpsRefundBody): Promise<OpsOrder> {
  return opsClient.call('opsRefundOrder', { body });
}

/** Every view of the operator page (orders and their counts, stock, the audit log) is stale after it. */
export function useRefundOrder({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof refundOrder> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.all });
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: refundOrder,
  });
}
