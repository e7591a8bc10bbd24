import type { BodyOf, MessageFeedback } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { FeedbackRating } from '../lib/chat-events';

export interface FeedbackInput {
  messageId: string;
  rating: FeedbackRating;
  /** ≤ 100 characters. */
  reason?: string;
  /** ≤ 500 characters. */
  comment?: string;
}

/** `POST v1/conversation/feedback` — thumbs up or down on an answer (sending again replaces it). */
export function sendFeedback(input: FeedbackInput): Promise<MessageFeedback> {
  const body: BodyOf<'sendFeedback'> = { messageId: input.messageId, rating: input.rating };
  if (input.reason?.trim()) body.reason = input.reason.trim().slice(0, 100);
  if (input.comment?.trim()) body.comment = input.comment.trim().slice(0, 500);
  return apiClient.call('sendFeedback', { body });
}
