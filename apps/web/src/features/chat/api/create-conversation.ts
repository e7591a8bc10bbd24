import type { Conversation } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST v1/conversation/new` — a new, empty conversation (its title comes from the first question). */
export function createConversation(title?: string): Promise<Conversation> {
  return apiClient.post<Conversation>('v1/conversation/new', title ? { title } : {});
}
