import type { AddressFields, AddressView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * Creates a delivery address, or updates the one `id` names (400 carries the form messages per field in
 * the request locale).
 */
export function saveAddress(
  address: AddressFields & { id?: string; isDefault?: boolean },
): Promise<AddressView> {
  return apiClient.call('saveAddress', { body: address });
}
