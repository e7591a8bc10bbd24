import type { OpsShipBody, OpsOrder } from '@nutri/domain/contracts';
import { changeHook } from '../../../lib/react-query';
import { opsClient } from './ops-client';
import { opsChanged } from './keys';

/** Marks a paid order shipped with its carrier and tracking number. */
export function shipOrder(body: OpsShipBody): Promise<OpsOrder> {
  return opsClient.call('opsShipOrder', { body });
}

export const useShipOrder = changeHook(shipOrder, opsChanged);
