import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { chatKeys } from './keys';

export type ConversationPage = ResponseOf<'listConversations'>;

/** `POST v1/conversation/list` — the user's conversations, most recently active first (page size ≤ 50). */
export function listConversations(pageNum = 1, pageSize = 20): Promise<ConversationPage> {
  return apiClient.call('listConversations', { body: { page_num: pageNum, page_size: pageSize } });
}

/** The history: the 50 most recently active conversations, read afresh each time it opens. */
export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.conversations, queryFn: () => listConversations(1, 50), staleTime: 0 });

export function useConversations({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getConversationsQueryOptions> } = {}) {
  return useQuery({ ...getConversationsQueryOptions(), ...queryConfig });
}

/**
 * What sending a question implies (the answer streams through `lib/chat-session.ts`, not a mutation): a
 * new conversation, or a new order and title of the history.
 */
export function useQuestionSent(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
    [queryClient],
  );
}
