import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** The user's saved delivery addresses. */
export function listAddresses(signal?: AbortSignal): Promise<{ list: AddressView[]; total: number }> {
  return apiClient.call('listAddresses', {}, { signal });
}

export const getAddressesQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.addresses, queryFn: ({ signal }) => listAddresses(signal) });

export function useAddresses() {
  return useQuery({ ...getAddressesQueryOptions(), select: (d) => d.list });
}
