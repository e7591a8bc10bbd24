import type { ChatMessage } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

const PAGE_SIZE = 50;

/** `GET v1/conversation/messages` — one page, oldest first. */
function getMessagesPage(conversationId: string, pageNum: number, signal?: AbortSignal) {
  return apiClient.call(
    'listMessages',
    { query: { conversation_id: conversationId, page_num: pageNum, page_size: PAGE_SIZE } },
    { signal },
  );
}

/** Every message of a conversation, oldest first (pages of 50 until `total` is reached). */
export async function getAllMessages(conversationId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const out: ChatMessage[] = [];
  for (let page = 1; page <= 40; page++) {
    const { list, total } = await getMessagesPage(conversationId, page, signal);
    out.push(...list);
    if (list.length < PAGE_SIZE || out.length >= total) break;
  }
  return out;
}
