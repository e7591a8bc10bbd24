import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsShipBody, OpsOrder } from '@nutri/domain/contracts';
import type { MutationConfig } from '../../../lib/react-query';
import { opsClient } from './ops-client';
import { opsKeys } from './keys';

/** Marks a paid order shipped with its carrier and tracking number. */
export function shipOrder(body: OpsShipBody): Promise<OpsOrder> {
  return opsClient.call('opsShipOrder', { body });
}

/** Every view of the operator page (orders and their counts, stock, the audit log) is stale after it. */
export function useShipOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof shipOrder> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.all });
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: shipOrder,
  });
}
