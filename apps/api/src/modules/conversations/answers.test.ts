import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@nutri/domain/contracts';
import {
  assistantReply,
  contradicts,
  PAIR_RULES,
  STATIN_MUSCLE,
  type FollowUp,
  type Warning,
} from '@nutri/domain/assistant';
import type { TestApp } from '../../../test/helper';
import { suiteApp } from '../../../test/suite';
import {
  ANSWER_PERSONAS,
  medicinesOf,
  DOSE_CASES,
  FOLLOW_UP_CASES,
  MULTI_CASES,
  PAIRING_CASES,
  STATIN_CASES,
  type AnswerPersona,
} from '@nutri/domain/testing';
import type { Sent } from '../../../test/chat';
import { ask, chatUser, covered, fakeModelSuite, type ChatUser } from './testing/chat-suite';

/**
 * Issue 15 §7 through HTTP: the same phrase tables as the domain tests, sent to the conversations API
 * in both locales with the built-in assistant, and the safety rules of §7 on the model path (fake model).
 */
const personaUser = (t: TestApp, persona: AnswerPersona, locale: Locale): Promise<ChatUser> =>
  chatUser(t, ANSWER_PERSONAS[persona], medicinesOf(ANSWER_PERSONAS[persona]), locale);

const PERSONAS = Object.keys(ANSWER_PERSONAS) as AnswerPersona[];

describe('§7 through HTTP with the built-in assistant, both locales', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '1000' });
  const users = new Map<string, ChatUser>();
  const who = (persona: AnswerPersona, locale: Locale) => users.get(`${persona}:${locale}`)!;
  beforeAll(async () => {
    for (const p of PERSONAS)
      for (const l of ['zh-CN', 'en-US'] as const) users.set(`${p}:${l}`, await personaUser(t, p, l));
  });

  /** The stream is the engine's answer for the same plan and medicines, follow-ups included. */
  async function same(q: string, locale: Locale, persona: AnswerPersona) {
    const u = who(persona, locale);
    const r = await ask(t, u, q, locale);
    // The request's Accept-Language is the locale: its region (zh-CN → mainland China) names the numbers, so the
    // direct call is given the same tag.
    const direct = assistantReply({
      text: q,
      locale,
      plan: u.plan,
      medicines: u.medicines,
      languageTag: locale,
    });
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

/** What the person in the case was shown, and what they asked and the model said. */
interface ModelAnswer {
  u: ChatUser;
  r: Sent;
  q: string;
  said: string;
  locale: Locale;
}

/**
 * The §7 rules a model answer goes through: a persona asks `q` in each locale while the fake model
 * streams `said`, and `check` judges what reached the person.
 */
const MODEL_CASES: {
  rule: string;
  persona: AnswerPersona;
  asked: Record<Locale, readonly [q: string, said: string]>;
  check: (a: ModelAnswer) => void;
}[] = [
  {
    rule: 'a model answer that leaves out the prescriber gets the statin notes',
    persona: 'statin',
    asked: {
      'en-US': ["I'm on atorvastatin and my legs ache, should I take CoQ10?", 'CoQ10 100 mg a day may help.'],
      'zh-CN': ['吃他汀腿疼能吃辅酶Q10吗', '辅酶Q10每天100毫克可能有帮助。'],
    },
    check: ({ r, said }) => {
      expect(r.done.intent).toBe('statin_muscle');
      // The notes follow the model's words (streamed after them, or as a replacement of the whole).
      expect(r.shown).not.toBe(said);
      expect(r.shown).toContain(said);
      expect(covered(r.shown, 'statin-prescriber')).toBe(true);
      expect(covered(r.shown, 'statin-urgent')).toBe(true);
      expect(r.suggestions.some((s) => /买|产品|buy|products/i.test(s))).toBe(false);
    },
  },
  {
    rule: 'kidney disease — a model potassium dose gets the no-self-dosing note',
    persona: 'ckd',
    asked: {
      'en-US': ['how many mg of potassium should I supplement', 'Take 99 mg of potassium a day.'],
      'zh-CN': ['鉀要補多少', '每天补充99毫克钾即可。'],
    },
    check: ({ r, said }) => {
      expect(covered(r.shown, 'ckd-potassium')).toBe(true);
      expect(r.shown.length).toBeGreaterThan(said.length);
    },
  },
  {
    rule: 'follow-ups drop what a model answer’s referral rules out (no timing, no buying)',
    persona: 'lin',
    asked: {
      'en-US': [
        'What foods are rich in iron?',
        'Red meat and lentils. If you feel tired all the time, see a doctor for a blood test.',
      ],
      'zh-CN': ['哪些食物富含铁？', '红肉、动物血和豆类。如果总是乏力，请就医查血。'],
    },
    check: ({ u, r, q, locale }) => {
      const direct = assistantReply({ text: q, locale, plan: u.plan, medicines: u.medicines });
      const warnings: Warning[] = [{ kind: 'see_doctor' }];
      const expected = direct.followUps.filter((f: FollowUp) => !contradicts(f, warnings)).map((f) => f.text);
      expect(r.suggestions).toEqual(expected);
      for (const f of direct.followUps) {
        if (f.kind === 'timing' || f.kind === 'products') expect(r.suggestions).not.toContain(f.text);
      }
    },
  },
];

describe('§7 safety rules on the model path (fake OpenAI-compatible model)', () => {
  const { t, fake } = fakeModelSuite(2000);
  /** `persona` asks `q` in `locale` while the fake model streams `said`; the answer as it reached them. */
  const askModel = async (persona: AnswerPersona, locale: Locale, q: string, said: string) => {
    const u = await personaUser(t, persona, locale);
    fake.script([{ kind: 'stream', deltas: [said] }]);
    return { u, r: await ask(t, u, q, locale) };
  };

  describe.each(MODEL_CASES)('$rule', ({ persona, asked, check }) => {
    it.each(['en-US', 'zh-CN'] as const)('%s', async (locale) => {
      const [q, said] = asked[locale];
      const { u, r } = await askModel(persona, locale, q, said);
      check({ u, r, q, said, locale });
    });
  });

  it('a model answer that already tells the prescriber is left as it is', async () => {
    const said =
      'Please tell your prescribing doctor about the muscle aches and do not stop the statin yourself. If your urine turns dark, go to the emergency department today.';
    const { r } = await askModel('statin', 'en-US', 'my legs ache on atorvastatin, coq10?', said);
    expect(r.events.some((e) => e.event === 'replace')).toBe(false);
    // The statin is addressed ("the statin"); the CoQ10 question the model passed over is named.
    expect(r.shown.startsWith(said)).toBe(true);
    expect(r.shown.slice(said.length)).not.toMatch(/Atorvastatin/);
    expect(r.shown.slice(said.length)).toMatch(
      /Coenzyme Q10[^\n]*prescribes your atorvastatin or your pharmacist/,
    );
  });
});
