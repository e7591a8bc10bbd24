import { apiClient } from '../../../lib/api-client';

/** `POST v1/conversation/stop` — ends the answer being streamed; what was said is stored as `stopped`. */
export function stopAnswer(conversationId: string): Promise<{ stopped: boolean }> {
  return apiClient.call('stopAnswer', { body: { conversationId } });
}
