import type { OpsStockAdjustBody, OpsStockAdjustResult } from '@nutri/domain/contracts';
import { changeHook } from '../../../lib/react-query';
import { opsClient } from './ops-client';
import { opsChanged } from './keys';

/** Adds or removes stock of one specification with a reason (409 below 0). */
export function adjustStock(body: OpsStockAdjustBody): Promise<OpsStockAdjustResult> {
  return opsClient.call('opsAdjustStock', { body });
}

export const useAdjustStock = changeHook(adjustStock, opsChanged);
