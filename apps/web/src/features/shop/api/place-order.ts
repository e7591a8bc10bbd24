import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import type { CheckoutItem } from '../lib/checkout-items';
import { shopKeys } from './keys';

export interface PlaceOrderInput {
  items: CheckoutItem[];
  addressId: string;
  voucherId: string | null;
  /** The plan the order is for: each line keeps the plan's daily amount. */
  planId: string | null;
  /** The same key for the same attempt: a double tap or a retry makes one order. */
  idempotencyKey: string;
}

/** Places the order; the server prices it and applies the voucher itself. */
export function placeOrder({
  items,
  addressId,
  voucherId,
  planId,
  idempotencyKey,
}: PlaceOrderInput): Promise<OrderView> {
  return apiClient.call(
    'placeOrder',
    { body: { items, addressId, voucherId, ...(planId ? { customNutritionPlanId: planId } : {}) } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** Places an order: stock and vouchers changed, so every shop view is stale. */
export function usePlaceOrder({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof placeOrder> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: placeOrder,
  });
}
