import type { OpsStockAdjustBody, OpsStockAdjustResult } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';

/** Adds or removes stock of one specification with a reason (409 below 0). */
export function adjustStock(body: OpsStockAdjustBody): Promise<OpsStockAdjustResult> {
  return opsClient.call('opsAdjustStock', { body });
}
