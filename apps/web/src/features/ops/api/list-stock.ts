import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsStockItem } from '@nutri/domain/contracts';
import { useLocaleStore } from '../../../stores/locale-store';
import { opsClient } from './ops-client';
import { opsKeys } from './keys';

/** Every specification on sale with its live stock. */
export async function listStock(signal?: AbortSignal): Promise<OpsStockItem[]> {
  return (await opsClient.call('opsListStock', undefined, { signal })).list;
}

export const getStockQueryOptions = (locale: string) =>
  queryOptions({ queryKey: opsKeys.stock(locale), queryFn: ({ signal }) => listStock(signal) });

export function useStock() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery(getStockQueryOptions(locale));
}
