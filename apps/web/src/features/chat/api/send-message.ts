import type { ChatEvent } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { parseSseChunk, type SseMessage } from '../../../lib/sse';
import { toChatEvent } from '../lib/chat-events';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * `POST v1/conversation/send` — the answer as server-sent events over the POST response. The shell's
 * `streamJsonEvents` only issues GETs, so this reads the body the same way (the shell's SSE parser,
 * the one API client for the token, time-out and 401/403 catalogue). Rejects with an ApiError before
 * the stream opens (400 content, 404, 429 rate limit), or with the abort reason when `signal` aborts.
 */
export async function sendMessage(
  conversationId: string,
  content: string,
  onEvent: (e: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await apiClient.stream('v1/conversation/send', {
    method: 'POST',
    body: { conversationId, content },
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  const emit = (messages: SseMessage[]) => {
    for (const m of messages) {
      const typed = toChatEvent(m.event, parseJson(m.data));
      if (typed) onEvent(typed);
    }
  };
  if (!res.body) {
    emit(parseSseChunk(`${await res.text()}\n\n`).messages);
    return;
  }
  const reader = res.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const { messages, rest } = parseSseChunk(buffer);
      buffer = rest;
      emit(messages);
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  if (signal?.aborted) throw signal.reason;
  emit(parseSseChunk(`${buffer + decoder.decode()}\n\n`).messages);
}
