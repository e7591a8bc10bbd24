import type { ChatEvent } from '@nutri/domain/contracts';
import { ROUTES } from '@nutri/domain/contracts/routes';
import { streamJsonEvents } from '../../../lib/sse';
import { toChatEvent } from '../lib/chat-events';

/**
 * `POST v1/conversation/send` — the answer as server-sent events over the POST response, read by the
 * shell's one stream reader (the one API client for the token, time-out and 401/403 catalogue). Rejects
 * with an ApiError before the stream opens (400 content, 404, 429 rate limit), or with the abort reason
 * when `signal` aborts.
 */
export function sendMessage(
  conversationId: string,
  content: string,
  onEvent: (e: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  return streamJsonEvents(ROUTES.sendMessage.path, {
    body: { conversationId, content },
    signal,
    onEvent: ({ event, data }) => {
      const typed = toChatEvent(event, data);
      if (typed) onEvent(typed);
    },
  });
}
