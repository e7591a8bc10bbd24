import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale, PlanDocument } from '@nutri/domain/contracts';
import { assistantReply, contradicts, NOTE_MEANING } from '@nutri/domain/assistant';
import { testApp, type TestApp } from '../../../test/helper';
import { parseSse } from '../../../test/sse';
import {
  factHolds,
  REVIEW_PERSONAS,
  reviewMedicines,
  type ReviewCase,
  type ReviewPersona,
} from '../../../../../packages/domain/src/assistant/testing-review';
import { REREVIEW_CASES } from '../../../../../packages/domain/src/assistant/testing-rereview';

/**
 * The re-review's open chat findings (H4 onwards) through HTTP once: the first row of each finding in
 * each language is sent to the conversations API (earlier turns in the same conversation); the stream
 * must equal the engine's answer for the same plan and medicines and carry the row's meaning.
 */
type Ev = { event: string; data: Record<string, unknown> };
type Who = { token: string; plan: PlanDocument; medicines: string[] };

async function personaUser(t: TestApp, persona: ReviewPersona, locale: Locale): Promise<Who> {
  const { token } = await t.login();
  const created = await t.call({
    method: 'POST',
    url: '/api/v1/custom_nutrition_plan/new',
    token,
    payload: { clientType: 'web', planType: 'deep_questionnaire', locale },
  });
  expect(created.statusCode, created.body).toBe(200);
  const planId = created.json().data.id as string;
  const put = await t.call({
    method: 'POST',
    url: '/api/v1/questionnaire/put',
    token,
    payload: {
      customNutritionPlanId: planId,
      questionnaireType: 'deep_questionnaire',
      answers: REVIEW_PERSONAS[persona],
      complete: true,
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const doc = await t.call({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
    token,
  });
  return { token, plan: doc.json().data as PlanDocument, medicines: reviewMedicines(persona) };
}

async function conversation(t: TestApp, who: Who): Promise<string> {
  const conv = await t.call({
    method: 'POST',
    url: '/api/v1/conversation/new',
    token: who.token,
    payload: {},
  });
  return conv.json().data.id as string;
}

async function send(t: TestApp, who: Who, conversationId: string, content: string, locale: Locale) {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/conversation/send',
    token: who.token,
    headers: { 'accept-language': locale },
    payload: { conversationId, content },
  });
  expect(res.statusCode, res.body).toBe(200);
  const events = parseSse(res.body) as Ev[];
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');
  const replaced = events.filter((e) => e.event === 'replace').at(-1)?.data.text as string | undefined;
  const suggestions = (events.find((e) => e.event === 'suggestions')?.data.items ?? []) as string[];
  const done = events.find((e) => e.event === 'done')?.data ?? {};
  return { events, text, shown: replaced ?? text, suggestions, done };
}

const covered = (text: string, id: keyof typeof NOTE_MEANING) =>
  NOTE_MEANING[id].every((re) => re.test(text.normalize('NFKC').toLowerCase()));

function expectMeaning(c: ReviewCase, shown: string, plan: PlanDocument) {
  for (const f of c.facts ?? []) expect(factHolds(f, shown, plan, c.locale), JSON.stringify(f)).toBe(true);
  for (const f of c.forbid ?? [])
    expect(factHolds(f, shown, plan, c.locale), JSON.stringify(f)).not.toBe(true);
  for (const id of c.notes ?? []) expect(covered(shown, id), id).toBe(true);
}

const ROWS = REREVIEW_CASES.filter(
  (c, i, all) => all.findIndex((x) => x.finding === c.finding && x.locale === c.locale) === i,
);
const PERSONAS = [...new Set(ROWS.map((c) => `${c.persona}:${c.locale}`))];

describe('re-review findings through HTTP with the built-in assistant, both locales', () => {
  let t: TestApp;
  const users = new Map<string, Who>();
  beforeAll(async () => {
    t = await testApp({ CHAT_RATE_LIMIT_MAX: '1000' });
    for (const key of PERSONAS) {
      const [p, l] = key.split(':') as [ReviewPersona, Locale];
      users.set(key, await personaUser(t, p, l));
    }
  }, 120_000);
  afterAll(() => t.close());

  it('covers every finding in both languages', () => {
    for (const f of new Set(REREVIEW_CASES.map((c) => c.finding)))
      for (const l of ['zh-CN', 'en-US'] as const)
        expect(
          ROWS.some((c) => c.finding === f && c.locale === l),
          `${f} ${l}`,
        ).toBe(true);
  });

  it.each(ROWS.map((c) => [`${c.finding} ${c.locale} ${c.persona}: ${c.q}`, c] as const))(
    '%s',
    async (_n, c) => {
      const u = users.get(`${c.persona}:${c.locale}`)!;
      const conv = await conversation(t, u);
      const history: { role: 'user' | 'assistant'; content: string }[] = [];
      for (const h of c.history ?? []) {
        const earlier = await send(t, u, conv, h, c.locale);
        history.push({ role: 'user', content: h }, { role: 'assistant', content: earlier.shown });
      }
      const r = await send(t, u, conv, c.q, c.locale);
      const direct = assistantReply({
        text: c.q,
        locale: c.locale,
        plan: u.plan,
        medicines: u.medicines,
        history,
      });
      expect(r.text).toBe(direct.text);
      expect(r.suggestions).toEqual(direct.suggestions);
      expect(r.done.intent).toBe(direct.intent);
      expect(r.done.urgent).toBe(false);
      for (const f of direct.followUps) expect(contradicts(f, direct.warnings)).toBe(false);
      expectMeaning(c, r.shown, u.plan);
    },
  );
});
