import type { AddressFields, AddressView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** Creates a delivery address (400 carries the form messages per field in the request locale). */
export function saveAddress(address: AddressFields & { isDefault?: boolean }): Promise<AddressView> {
  return apiClient.call('saveAddress', { body: address });
}
