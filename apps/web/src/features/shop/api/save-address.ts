import type { AddressFields, AddressView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
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
export const useSaveAddress = changeHook(saveAddress, (queryClient) =>
  queryClient.invalidateQueries({ queryKey: getAddressesQueryOptions().queryKey }),
);
