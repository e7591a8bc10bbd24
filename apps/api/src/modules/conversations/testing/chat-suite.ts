import { afterAll, beforeAll, expect } from 'vitest';
import type { Answers, Locale, PlanDocument } from '@nutri/domain/contracts';
import { NOTE_MEANING } from '@nutri/domain/assistant';
import { newConversation, sendMessage, type Sent } from '../../../../test/chat';
import type { TestApp } from '../../../../test/helper';
import { deepPlanDocument } from '../../../../test/plans';
import { suiteApp } from '../../../../test/suite';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';

/** What the conversation tests share: an app on a fake model, users with a plan, the safety notes. */

/** A suite's fake OpenAI-compatible model and an app whose LLM_* settings point at it. */
export function fakeModelSuite(timeoutMs: number): { t: TestApp; fake: FakeOpenAi } {
  let started: FakeOpenAi | undefined;
  const model = (): FakeOpenAi => {
    if (!started) throw new Error('fakeModelSuite: the model starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startFakeOpenAi();
  });
  // After-hooks run last-registered first, so the app closes before its model goes away.
  afterAll(() => started?.close());
  const t = suiteApp(() => ({
    LLM_BASE_URL: model().url,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: String(timeoutMs),
    CHAT_RATE_LIMIT_MAX: '1000',
  }));
  const fake: FakeOpenAi = {
    get url() {
      return model().url;
    },
    get requests() {
      return model().requests;
    },
    script: (steps) => model().script(steps),
    held: () => model().held(),
    release: () => model().release(),
    close: () => model().close(),
  };
  return { t, fake };
}

/** A user with a deep plan made from these answers, and the medicines the assistant knows they take. */
export interface ChatUser {
  token: string;
  plan: PlanDocument;
  medicines: string[];
}

export async function chatUser(
  t: TestApp,
  answers: Answers,
  medicines: readonly string[],
  locale: Locale,
): Promise<ChatUser> {
  const { token } = await t.login();
  return { token, plan: await deepPlanDocument(t, token, answers, locale), medicines: [...medicines] };
}

/** Asks in a new conversation unless one is given; the stream must be answered. */
export async function ask(
  t: TestApp,
  who: ChatUser,
  q: string,
  locale: Locale,
  conversationId?: string,
): Promise<Sent> {
  const id = conversationId ?? (await newConversation(t, who.token));
  const r = await sendMessage(t, who.token, id, q, locale);
  expect(r.res.statusCode, r.res.body).toBe(200);
  return r;
}

/** A safety note's meaning is in the text (NOTE_MEANING), whatever the wording. */
export const covered = (text: string, id: keyof typeof NOTE_MEANING) =>
  NOTE_MEANING[id].every((re) => re.test(text.normalize('NFKC').toLowerCase()));
