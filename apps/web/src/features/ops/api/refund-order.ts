import type { OpsOrder, OpsRefundBody } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';

/** Refunds a paid order, whole or some lines, with the reason. */
export function refundOrder(body: OpsRefundBody): Promise<OpsOrder> {
  return opsClient.call('opsRefundOrder', { body });
}
