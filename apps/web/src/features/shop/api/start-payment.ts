import { useMutation } from '@tanstack/react-query';
import type { StartPaymentResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { getEnv } from '../../../lib/env';
import type { MutationConfig } from '../../../lib/react-query';
import { useOrderChanged } from './get-order';

/**
 * Starts paying an order: the server picks the channel (the demo step, WeChat JSAPI inside WeChat, H5
 * elsewhere) and answers what to do next. The page says where it runs; the server decides the rest.
 */
export function startPayment(orderId: string): Promise<StartPaymentResult> {
  return apiClient.call('startPayment', {
    body: { orderId, client: getEnv().isWeChat ? 'wechat_webview' : 'browser' },
  });
}

export function useStartPayment({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startPayment> } = {}) {
  const orderChanged = useOrderChanged();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      orderChanged(args[0].order);
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: startPayment,
  });
}
