import { expect } from 'vitest';
import type { Answers, Locale, PlanDocument } from '@nutri/domain/contracts';
import { newDeepPlan, readPlan } from './deep-plan';
import type { TestApp } from './helper';
import { parseSse } from './sse';

export type ChatEvent = { event: string; data: Record<string, unknown> };

/** A signed-in person with a deep plan from these answers, as the chat tests ask in their name. */
export interface ChatUser {
  token: string;
  plan: PlanDocument;
  medicines: string[];
}

export async function chatUser(
  t: TestApp,
  answers: Answers,
  locale: Locale,
  medicines: readonly string[] = answers.medicines ?? [],
): Promise<ChatUser> {
  const { token } = await t.login();
  const plan = await readPlan(t, token, await newDeepPlan(t, token, answers, locale));
  return { token, plan, medicines: [...medicines] };
}

export async function newConversation(t: TestApp, token: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/v1/conversation/new', token, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

/**
 * One message sent and its stream read: the deltas as streamed (`text`), what the screen shows after
 * any safety `replace` (`shown`), the suggestions and the `done` event.
 */
export async function sendChat(
  t: TestApp,
  token: string,
  conversationId: string,
  content: string,
  locale: Locale = 'zh-CN',
) {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/conversation/send',
    token,
    headers: { 'accept-language': locale },
    payload: { conversationId, content },
  });
  const events = res.statusCode === 200 ? (parseSse(res.body) as ChatEvent[]) : [];
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');
  const replaced = events.filter((e) => e.event === 'replace').at(-1)?.data.text as string | undefined;
  const suggestions = (events.find((e) => e.event === 'suggestions')?.data.items ?? []) as string[];
  const done = events.find((e) => e.event === 'done')?.data;
  return { res, events, text, shown: replaced ?? text, suggestions, done };
}
