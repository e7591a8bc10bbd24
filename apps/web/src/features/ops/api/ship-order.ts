import type { OpsOrder, OpsShipBody } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';

/** Marks a paid order shipped with its carrier and tracking number. */
export function shipOrder(body: OpsShipBody): Promise<OpsOrder> {
  return opsClient.call('opsShipOrder', { body });
}
