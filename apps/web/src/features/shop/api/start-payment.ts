import type { StartPaymentResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { getEnv } from '../../../lib/env';
import { changeHook } from '../../../lib/react-query';
import { orderChanged } from './get-order';

/**
 * Starts paying an order: the server picks the channel (the demo step, WeChat JSAPI inside WeChat, H5
 * elsewhere) and answers what to do next. The page says where it runs; the server decides the rest.
 */
export function startPayment(orderId: string): Promise<StartPaymentResult> {
  return apiClient.call('startPayment', {
    body: { orderId, client: getEnv().isWeChat ? 'wechat_webview' : 'browser' },
  });
}

export const useStartPayment = changeHook(startPayment, (queryClient, started) =>
  orderChanged(queryClient, started.order),
);
