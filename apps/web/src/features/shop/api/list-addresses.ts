import type { AddressView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The user's saved delivery addresses. */
export function listAddresses(signal?: AbortSignal): Promise<{ list: AddressView[]; total: number }> {
  return apiClient.call('listAddresses', {}, { signal });
}
