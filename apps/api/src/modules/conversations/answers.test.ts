import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale, PlanDocument } from '@nutri/domain/contracts';
import {
  assistantReply,
  contradicts,
  NOTE_MEANING,
  PAIR_RULES,
  STATIN_MUSCLE,
  type FollowUp,
  type Warning,
} from '@nutri/domain/assistant';
import { testApp, type TestApp } from '../../../test/helper';
import { parseSse } from '../../../test/sse';
import {
  ANSWER_PERSONAS,
  DOSE_CASES,
  FOLLOW_UP_CASES,
  MULTI_CASES,
  PAIRING_CASES,
  STATIN_CASES,
  type AnswerPersona,
} from '../../../../../packages/domain/src/assistant/testing-answers';
import { startFakeOpenAi, type FakeOpenAi } from './testing/fake-openai';

/**
 * Issue 15 §7 through HTTP: the same phrase tables as the domain tests, sent to the conversations API
 * in both locales with the built-in assistant, and the safety rules of §7 on the model path (fake model).
 */
type Ev = { event: string; data: Record<string, unknown> };
type Who = { token: string; plan: PlanDocument; medicines: string[] };

async function personaUser(t: TestApp, persona: AnswerPersona, locale: Locale): Promise<Who> {
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
      answers: ANSWER_PERSONAS[persona],
      complete: true,
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const doc = await t.call({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
    token,
  });
  const medicines = [...((ANSWER_PERSONAS[persona] as { medicines?: readonly string[] }).medicines ?? [])];
  return { token, plan: doc.json().data as PlanDocument, medicines };
}

async function send(t: TestApp, who: Who, content: string, locale: Locale) {
  const conv = await t.call({
    method: 'POST',
    url: '/api/v1/conversation/new',
    token: who.token,
    payload: {},
  });
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/conversation/send',
    token: who.token,
    headers: { 'accept-language': locale },
    payload: { conversationId: conv.json().data.id as string, content },
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

const PERSONAS = Object.keys(ANSWER_PERSONAS) as AnswerPersona[];

/** A safety note's meaning is in the text (NOTE_MEANING), whatever the wording. */
const covered = (text: string, id: keyof typeof NOTE_MEANING) =>
  NOTE_MEANING[id].every((re) => re.test(text.normalize('NFKC').toLowerCase()));

describe('§7 through HTTP with the built-in assistant, both locales', () => {
  let t: TestApp;
  const users = new Map<string, Who>();
  const who = (persona: AnswerPersona, locale: Locale) => users.get(`${persona}:${locale}`)!;
  beforeAll(async () => {
    t = await testApp({ CHAT_RATE_LIMIT_MAX: '1000' });
    for (const p of PERSONAS)
      for (const l of ['zh-CN', 'en-US'] as const) users.set(`${p}:${l}`, await personaUser(t, p, l));
  });
  afterAll(() => t.close());

  /** The stream is the engine's answer for the same plan and medicines, follow-ups included. */
  async function same(q: string, locale: Locale, persona: AnswerPersona) {
    const u = who(persona, locale);
    const r = await send(t, u, q, locale);
    const direct = assistantReply({ text: q, locale, plan: u.plan, medicines: u.medicines });
    expect(r.text).toBe(direct.text);
    expect(r.suggestions).toEqual(direct.suggestions);
    expect(r.done.intent).toBe(direct.intent);
    for (const f of direct.followUps) expect(contradicts(f, direct.warnings)).toBe(false);
    return { r, direct, plan: u.plan };
  }

  it.each(DOSE_CASES.map((c) => [`${c.locale} ${c.persona}: ${c.q}`, c] as const))(
    'dose: %s',
    async (_n, c) => {
      const { r, plan } = await same(c.q, c.locale, c.persona);
      const rec = plan.recommendations.find((x) => x.nutrient === c.nutrient);
      if (c.expect === 'plan_dose' || c.expect === 'supervised') expect(rec).toBeDefined();
      if (rec && c.expect !== 'no_self_dose' && c.expect !== 'retinol') {
        expect(r.text).toContain(`${rec.dose}`);
      }
    },
  );

  it.each(MULTI_CASES.map((c) => [c.q, c] as const))('multi-part: %s', async (_q, c) => {
    const { direct, r } = await same(c.q, c.locale, c.persona);
    expect(direct.parts).toEqual(c.parts);
    expect(r.text.indexOf('**1. ')).toBeLessThan(r.text.indexOf('**2. '));
  });

  it.each(PAIRING_CASES.map((c) => [c.q, c] as const))('timing: %s', async (_q, c) => {
    const { r, direct } = await same(c.q, c.locale, 'lin');
    const rule = PAIR_RULES.find((x) => x.id === c.rule)!;
    expect(direct.rules).toContain(c.rule);
    expect(r.text).toContain(c.locale === 'zh-CN' ? rule.text.zh : rule.text.en);
  });

  it.each(STATIN_CASES.map((c) => [c.q, c] as const))('statin: %s', async (_q, c) => {
    const { r } = await same(c.q, c.locale, c.persona);
    expect(r.done.intent).toBe(c.intent);
    if (c.intent === 'urgent') {
      expect(r.done.urgent).toBe(true);
      expect(r.suggestions).toEqual([]);
    } else {
      expect(covered(r.text, 'statin-prescriber')).toBe(true);
      expect(r.text).toContain(c.locale === 'zh-CN' ? STATIN_MUSCLE.coq10.zh : STATIN_MUSCLE.coq10.en);
    }
  });

  it.each(FOLLOW_UP_CASES.map((c) => [c.q, c] as const))('follow-ups: %s', async (_q, c) => {
    const { direct } = await same(c.q, c.locale, c.persona);
    expect(direct.warnings).toContainEqual(c.warning);
  });
});

describe('§7 safety rules on the model path (fake OpenAI-compatible model)', () => {
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

  it.each([
    ['en-US', "I'm on atorvastatin and my legs ache, should I take CoQ10?", 'CoQ10 100 mg a day may help.'],
    ['zh-CN', '吃他汀腿疼能吃辅酶Q10吗', '辅酶Q10每天100毫克可能有帮助。'],
  ] as const)(
    '%s: a model answer that leaves out the prescriber gets the statin notes',
    async (locale, q, said) => {
      const u = await personaUser(t, 'statin', locale);
      fake.script([{ kind: 'stream', deltas: [said] }]);
      const r = await send(t, u, q, locale);
      expect(r.done.intent).toBe('statin_muscle');
      const replace = r.events.find((e) => e.event === 'replace');
      expect(replace).toBeDefined();
      expect(r.shown).toContain(said);
      expect(covered(r.shown, 'statin-prescriber')).toBe(true);
      expect(covered(r.shown, 'statin-urgent')).toBe(true);
      expect(r.suggestions.some((s) => /买|产品|buy|products/i.test(s))).toBe(false);
    },
  );

  it.each([
    ['en-US', 'how many mg of potassium should I supplement', 'Take 99 mg of potassium a day.'],
    ['zh-CN', '鉀要補多少', '每天补充99毫克钾即可。'],
  ] as const)(
    '%s: kidney disease — a model potassium dose gets the no-self-dosing note',
    async (locale, q, said) => {
      const u = await personaUser(t, 'ckd', locale);
      fake.script([{ kind: 'stream', deltas: [said] }]);
      const r = await send(t, u, q, locale);
      expect(covered(r.shown, 'ckd-potassium')).toBe(true);
      expect(r.shown.length).toBeGreaterThan(said.length);
    },
  );

  it.each([
    [
      'en-US',
      'What foods are rich in iron?',
      'Red meat and lentils. If you feel tired all the time, see a doctor for a blood test.',
    ],
    ['zh-CN', '哪些食物富含铁？', '红肉、动物血和豆类。如果总是乏力，请就医查血。'],
  ] as const)(
    '%s: follow-ups drop what a model answer’s referral rules out (no timing, no buying)',
    async (locale, q, said) => {
      const u = await personaUser(t, 'lin', locale);
      const direct = assistantReply({ text: q, locale, plan: u.plan, medicines: u.medicines });
      fake.script([{ kind: 'stream', deltas: [said] }]);
      const r = await send(t, u, q, locale);
      const warnings: Warning[] = [{ kind: 'see_doctor' }];
      const expected = direct.followUps.filter((f: FollowUp) => !contradicts(f, warnings)).map((f) => f.text);
      expect(r.suggestions).toEqual(expected);
      for (const f of direct.followUps) {
        if (f.kind === 'timing' || f.kind === 'products') expect(r.suggestions).not.toContain(f.text);
      }
    },
  );

  it('a model answer that already tells the prescriber is left as it is', async () => {
    const u = await personaUser(t, 'statin', 'en-US');
    const said =
      'Please tell your prescribing doctor about the muscle aches and do not stop the statin yourself. If your urine turns dark, go to the emergency department today.';
    fake.script([{ kind: 'stream', deltas: [said] }]);
    const r = await send(t, u, 'my legs ache on atorvastatin, coq10?', 'en-US');
    expect(r.events.some((e) => e.event === 'replace')).toBe(false);
    expect(r.shown).toBe(said);
  });
});
