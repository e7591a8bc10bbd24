import type { VoucherView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** All of the user's vouchers (usable, used and expired), one page of up to 200. */
export function queryVouchers(signal?: AbortSignal): Promise<{ list: VoucherView[]; total: number }> {
  return apiClient.call('queryVouchers', { query: { page_num: 1, page_size: 200 } }, { signal });
}
