import type { OpsRefundBody, OpsOrder } from '@nutri/domain/contracts';
import { changeHook } from '../../../lib/react-query';
import { opsClient } from './ops-client';
import { opsChanged } from './keys';

/** Refunds a paid order, whole or some lines, with the reason. */
export function refundOrder(body: OpsRefundBody): Promise<OpsOrder> {
  return opsClient.call('opsRefundOrder', { body });
}

export const useRefundOrder = changeHook(refundOrder, opsChanged);
