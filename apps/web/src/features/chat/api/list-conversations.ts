import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type ConversationPage = ResponseOf<'listConversations'>;

/** `POST v1/conversation/list` — the user's conversations, most recently active first (page size ≤ 50). */
export function listConversations(pageNum = 1, pageSize = 20): Promise<ConversationPage> {
  return apiClient.call('listConversations', { body: { page_num: pageNum, page_size: pageSize } });
}
