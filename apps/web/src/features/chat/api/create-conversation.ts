import { apiClient } from '../../../lib/api-client';

/** `POST v1/conversation/new` — a new, empty conversation (its title comes from the first question). */
export function createConversation(title?: string) {
  return apiClient.call('newConversation', { body: title ? { title } : {} });
}
