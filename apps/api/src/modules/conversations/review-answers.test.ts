import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale, PlanDocument } from '@nutri/domain/contracts';
import { assistantReply, contradicts, type NOTE_MEANING } from '@nutri/domain/assistant';
import { newConversation } from '../../../test/chat';
import type { TestApp } from '../../../test/helper';
import { suiteApp } from '../../../test/suite';
import {
  factHolds,
  findingsMissingALanguage,
  REREVIEW_CASES,
  REVIEW_CASES,
  REVIEW_PERSONAS,
  medicinesOf,
  type ReviewCase,
  type ReviewPersona,
} from '@nutri/domain/testing';
import { ask, chatUser, covered, fakeModelSuite, type ChatUser } from './testing/chat-suite';

/**
 * The clinical pharmacist's and dietitian's chat findings through HTTP: every row of REVIEW_CASES is
 * sent to the conversations API in its locale (earlier turns in the same conversation), the stream
 * must equal the engine's answer for the same plan and medicines (follow-ups included) and carry the
 * row's meaning; on the model path (fake model) the safety rules are added to a model answer that
 * leaves them out.
 */
const personaUser = (t: TestApp, persona: ReviewPersona, locale: Locale) =>
  chatUser(t, REVIEW_PERSONAS[persona], medicinesOf(REVIEW_PERSONAS[persona]), locale);

function expectMeaning(c: ReviewCase, shown: string, plan: PlanDocument) {
  for (const f of c.facts ?? []) expect(factHolds(f, shown, plan, c.locale), JSON.stringify(f)).toBe(true);
  for (const f of c.forbid ?? [])
    expect(factHolds(f, shown, plan, c.locale), JSON.stringify(f)).not.toBe(true);
  for (const id of c.notes ?? []) expect(covered(shown, id), id).toBe(true);
}

/** The re-review's findings (H4 onwards) once each: the first row of each finding in each language. */
const REREVIEW_ROWS = REREVIEW_CASES.filter(
  (c, i, all) => all.findIndex((x) => x.finding === c.finding && x.locale === c.locale) === i,
);
const ROWS = [...REVIEW_CASES, ...REREVIEW_ROWS];
const USERS = [...new Set(ROWS.map((c) => `${c.persona}:${c.locale}`))];

describe('review and re-review findings through HTTP with the built-in assistant, both locales', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '1000' });
  const users = new Map<string, ChatUser>();
  beforeAll(async () => {
    for (const key of USERS) {
      const [p, l] = key.split(':') as [ReviewPersona, Locale];
      users.set(key, await personaUser(t, p, l));
    }
  }, 120_000);

  it('covers every re-review finding in both languages', () => {
    expect(findingsMissingALanguage(REREVIEW_ROWS)).toEqual([]);
  });

  it.each(ROWS.map((c) => [`${c.finding} ${c.locale} ${c.persona}: ${c.q}`, c] as const))(
    '%s',
    async (_n, c) => {
      const u = users.get(`${c.persona}:${c.locale}`)!;
      const conv = await newConversation(t, u.token);
      const history: { role: 'user' | 'assistant'; content: string }[] = [];
      for (const h of c.history ?? []) {
        const earlier = await ask(t, u, h, c.locale, conv);
        history.push({ role: 'user', content: h }, { role: 'assistant', content: earlier.shown });
      }
      const r = await ask(t, u, c.q, c.locale, conv);
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
    note: 'ppi-magnesium-planned',
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
  const { t, fake } = fakeModelSuite(2000);

  it.each(MODEL_ROWS.map((r) => [`${r.locale} ${r.note}: ${r.q}`, r] as const))('%s', async (_n, row) => {
    const u = await personaUser(t, row.persona, row.locale);
    fake.script([{ kind: 'stream', deltas: [row.said] }]);
    const r = await ask(t, u, row.q, row.locale);
    expect(covered(row.said, row.note)).toBe(false);
    expect(r.shown).not.toBe(row.said);
    expect(r.shown).toContain(row.said.slice(0, 6));
    expect(covered(r.shown, row.note)).toBe(true);
    expect(r.suggestions.some((s) => /买|产品|\bbuy\b|products/i.test(s))).toBe(false);
  });
});
