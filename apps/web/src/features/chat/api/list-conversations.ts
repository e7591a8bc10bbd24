import type { Conversation } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export interface ConversationPage {
  list: Conversation[];
  total: number;
}

/** `POST v1/conversation/list` — the user's conversations, most recently active first (page size ≤ 50). */
export function listConversations(pageNum = 1, pageSize = 20): Promise<ConversationPage> {
  return apiClient.post<ConversationPage>('v1/conversation/list', {
    page_num: pageNum,
    page_size: pageSize,
  });
}
