import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsStockAdjustBody, OpsStockAdjustResult } from '@nutri/domain/contracts';
import type { MutationConfig } from '../../../lib/react-query';
import { opsClient } from './ops-client';
import { opsKeys } from './keys';

/** Adds or removes stock of one specification with a reason (409 below 0). */
export function adjustStock(body: OpsStockAdjustBody): Promise<OpsStockAdjustResult> {
  return opsClient.call('opsAdjustStock', { body });
}

/** Every view of the operator page (orders and their counts, stock, the audit log) is stale after it. */
export function useAdjustStock({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof adjustStock> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.all });
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: adjustStock,
  });
}
