import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
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
export const usePlaceOrder = changeHook(
  placeOrder,
  (queryClient) => void queryClient.invalidateQueries({ queryKey: shopKeys.all }),
);
