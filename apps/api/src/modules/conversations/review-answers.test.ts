import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale, PlanDocument } from '@nutri/domain/contracts';
import { assistantReply, contradicts, NOTE_MEANING } from '@nutri/domain/assistant';
import { testApp, type TestApp } from '../../../test/helper';
import { parseSse } from '../../../test/sse';
import {
  factHolds,
  REVIEW_CASES,
  REVIEW_PERSONAS,
  reviewMedicines,
  type ReviewCase,
  type ReviewPersona,
} from '../../../../../packages/domain/src/assistant/testing-review';
import { startFakeOpenAi, type FakeOpenAi } from './testing/fake-openai';

/**
 * The clinical pharmacist's and dietitian's chat findings through HTTP: every row of REVIEW_CASES is
 * sent to the conversations API in its locale (earlier turns in the same conversation), the stream
 * must equal the engine's answer for the same plan and medicines (follow-ups included) and carry the
 * row's meaning; on the model path (fake model) the safety rules are added to a model answer that
 * leaves them out.
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

const PERSONAS = [...new Set(REVIEW_CASES.map((c) => c.persona))];

describe('review findings through HTTP with the built-in assistant, both locales', () => {
  let t: TestApp;
  const users = new Map<string, Who>();
  beforeAll(async () => {
    t = await testApp({ CHAT_RATE_LIMIT_MAX: '1000' });
    for (const p of PERSONAS)
      for (const l of ['zh-CN', 'en-US'] as const) users.set(`${p}:${l}`, await personaUser(t, p, l));
  }, 120_000);
  afterAll(() => t.close());

  it.each(REVIEW_CASES.map((c) => [`${c.finding} ${c.locale} ${c.persona}: ${c.q}`, c] as const))(
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

/** Safety rows: a model answer that leaves the rule out gets it added (NOTE_MEANING), in both locales. */
const MODEL_ROWS: readonly {
  persona: ReviewPersona;
  locale: Locale;
  q: string;
  said: string;
  note: keyof typeof NOTE_MEANING;
}[] = [
  {
    persona: 'warfarin',
    locale: 'en-US',
    q: 'missed my warfarin dose yesterday, double today?',
    said: 'Yes, take two tablets today to catch up.',
    note: 'missed-dose-warfarin',
  },
  {
    persona: 'warfarin',
    locale: 'zh-CN',
    q: '我昨天忘吃华法林了，今天要吃两片吗',
    said: '可以，今天吃两片补上。',
    note: 'missed-dose-warfarin',
  },
  {
    persona: 'warfarin',
    locale: 'en-US',
    q: 'my INR was 5.2 today',
    said: 'That is a bit high; eat more spinach.',
    note: 'inr-high',
  },
  {
    persona: 'warfarin',
    locale: 'zh-CN',
    q: '我的INR是5.2',
    said: '稍微偏高，多吃点绿叶菜就好。',
    note: 'inr-high',
  },
  {
    persona: 'warfarin',
    locale: 'zh-CN',
    q: '三七粉可以吃吗',
    said: '三七粉可以活血，每天3克。',
    note: 'blood-activating-herbs',
  },
  {
    persona: 'levo',
    locale: 'en-US',
    q: 'heart racing and hands shaking on synthroid',
    said: 'Try magnesium and better sleep habits.',
    note: 'levothyroxine-overreplacement',
  },
  {
    persona: 'ppi',
    locale: 'zh-CN',
    q: '手脚抽筋，心跳有点乱，吃奥美拉唑好几年',
    said: '可以每天吃300毫克镁。',
    note: 'ppi-magnesium',
  },
  {
    persona: 'ckd4',
    locale: 'zh-CN',
    q: '低钠盐可以吃吗',
    said: '低钠盐更健康，可以用。',
    note: 'salt-substitute',
  },
  {
    persona: 'ckd4',
    locale: 'en-US',
    q: 'Can I use salt substitute?',
    said: 'Yes, Lo-Salt is a healthier choice.',
    note: 'salt-substitute',
  },
  {
    persona: 'ckd3b',
    locale: 'en-US',
    q: 'How much protein should I eat with CKD 3b?',
    said: 'Adults need about 58 g of protein a day.',
    note: 'ckd-protein',
  },
  {
    persona: 'pregnant',
    locale: 'en-US',
    q: 'Is cod liver oil safe in pregnancy?',
    said: 'Cod liver oil is a good source of DHA.',
    note: 'pregnancy-retinol',
  },
];

describe('review safety rules on the model path (fake OpenAI-compatible model)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await testApp({
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '2000',
      CHAT_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it.each(MODEL_ROWS.map((r) => [`${r.locale} ${r.note}: ${r.q}`, r] as const))('%s', async (_n, row) => {
    const u = await personaUser(t, row.persona, row.locale);
    fake.script([{ kind: 'stream', deltas: [row.said] }]);
    const r = await send(t, u, await conversation(t, u), row.q, row.locale);
    expect(covered(row.said, row.note)).toBe(false);
    expect(r.events.some((e) => e.event === 'replace')).toBe(true);
    expect(r.shown).toContain(row.said.slice(0, 6));
    expect(covered(r.shown, row.note)).toBe(true);
    expect(r.suggestions.some((s) => /买|产品|\bbuy\b|products/i.test(s))).toBe(false);
  });
});
