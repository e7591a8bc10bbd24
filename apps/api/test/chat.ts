import type { Locale } from '@nutri/domain/contracts';
import type { Reply, TestApp } from './helper';
import { parseSse } from './sse';
import { okData } from './suite';

/** A conversation over HTTP as the chat screen drives it: open one, send a message, read the stream. */
export type ChatEvent = { event: string; data: Record<string, unknown> };

export interface Sent {
  res: Reply;
  events: ChatEvent[];
  /** The streamed deltas put together. */
  text: string;
  /** What the user ends up seeing: the last `replace` when the safety check rewrote the answer. */
  shown: string;
  suggestions: string[];
  /** The `done` event's data; empty when the stream never finished (or was refused). */
  done: Record<string, unknown>;
}

export async function newConversation(t: TestApp, token: string, title?: string): Promise<string> {
  const res = await t.post('/api/v1/conversation/new', token, title === undefined ? {} : { title });
  return okData<{ id: string }>(res).id;
}

/** Sends a message; a refused send (4xx) answers with no events. */
export async function sendMessage(
  t: TestApp,
  token: string,
  conversationId: string,
  content: string,
  locale: Locale = 'zh-CN',
): Promise<Sent> {
  const res = await t.post(
    '/api/v1/conversation/send',
    token,
    { conversationId, content },
    { 'accept-language': locale },
  );
  const events = res.statusCode === 200 ? (parseSse(res.body) as ChatEvent[]) : [];
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');
  const replaced = events.filter((e) => e.event === 'replace').at(-1)?.data.text as string | undefined;
  const suggestions = (events.find((e) => e.event === 'suggestions')?.data.items ?? []) as string[];
  const done = events.find((e) => e.event === 'done')?.data ?? {};
  return { res, events, text, shown: replaced ?? text, suggestions, done };
}

/** A conversation's stored messages (first page of 50). */
export function conversationMessages(t: TestApp, token: string, conversationId: string): Promise<Reply> {
  return t.get(
    `/api/v1/conversation/messages?conversation_id=${conversationId}&page_num=1&page_size=50`,
    token,
  );
}
