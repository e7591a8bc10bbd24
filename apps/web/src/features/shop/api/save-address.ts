import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFields, AddressView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { getAddressesQueryOptions } from './list-addresses';

export type SaveAddressInput = AddressFields & { id?: string; isDefault?: boolean };

/**
 * Creates a delivery address, or updates the one `id` names (400 carries the form messages per field in
 * the request locale).
 */
export function saveAddress(address: SaveAddressInput): Promise<AddressView> {
  return apiClient.call('saveAddress', { body: address });
}

/** Saves an address; the list of addresses is read again before the change counts as done. */
export function useSaveAddress({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof saveAddress> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    ...rest,
    mutationFn: saveAddress,
  });
}
