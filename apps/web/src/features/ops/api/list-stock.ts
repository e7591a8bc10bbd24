import type { OpsStockItem } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';

/** Every specification on sale with its live stock. */
export async function listStock(signal?: AbortSignal): Promise<OpsStockItem[]> {
  return (await opsClient.call('opsListStock', undefined, { signal })).list;
}
