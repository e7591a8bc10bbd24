/**
 * Forty-eighth clinician review, the chat: a woman of 79 with an eGFR of 34 and a fasting glucose of 3.6 mmol/L on
 * 消渴丸 and glimepiride (亚莫利) asked whether the patent medicine is milder and fine with 亚莫利, then whether she
 * could stop 亚莫利 and keep 消渴丸 — and was told "no reliable rule … keep taking your prescribed medicines". The
 * answer is the pair's own rule (knowledge/sulfonylurea-duplicates.ts): 消渴丸 holds glibenclamide, two
 * sulfonylureas together, the prescriber today, neither changed on her own, sugar at hand.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply, type AssistantReply } from './reply';
import { storedPlanFor } from './testing';

// The first plan of a file loads the tables: slower than the default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const HER: Answers = {
  nickname: 'X',
  gender: 'female',
  age: 79,
  heightCm: 155,
  weightKg: 52,
  activityLevel: 'sedentary',
  conditions: ['diabetes'],
  medicines: ['xiaoke-pills', 'glimepiride'],
  labs: [
    { marker: 'egfr', value: 34, unit: 'mL/min/1.73m²' },
    { marker: 'fastingGlucose', value: 3.6, unit: 'mmol/L' },
  ],
};

const FIRST_ZH = '消渴丸是中成药，比西药温和吧？我跟亚莫利一起吃没事吧？';
const FIRST_EN = 'is Xiaoke pill ok with my glimepiride?';

function ask(locale: Locale, text: string, withPlan: boolean, previous?: string): AssistantReply {
  return assistantReply({
    text,
    locale,
    plan: withPlan ? storedPlanFor('xiaoke', HER, locale) : null,
    medicines: withPlan ? [...(HER.medicines ?? [])] : [],
    history: previous
      ? [
          { role: 'user', content: previous },
          { role: 'assistant', content: '…' },
        ]
      : [],
  });
}

const NO_RULE =
  /no reliable rule|没有可靠的规则|我没有可靠|无法核对|could not check|not in our medicine dictionary/;
const KEEP_BOTH =
  /keep taking (both|them|your (prescribed )?medicines)|continue (taking )?both|照常(吃|服用)|继续(一起)?(吃|服用)|两种(都)?照常/i;

const SAYS = {
  'zh-CN': [
    /每10丸含西药格列本脲（优降糖）2\.5 mg/,
    /不比西药“温和”/,
    /两种磺脲类降糖药一起吃/,
    /作用时间长、要靠肾排出.*年纪大、肾功能差.*空腹血糖已经偏低.*严重、反复/,
    /今天就联系开药的医生/,
    /保留哪一种、怎么换，由医生决定/,
    /不要自己停掉或减掉其中一种/,
    /身上随时带糖块或葡萄糖片/,
    /消渴丸说明书/,
  ],
  'en-US': [
    /every 10 pills contain 2\.5 mg of glibenclamide/,
    /nor “milder” than Western ones/,
    /two sulfonylureas at once/,
    /long-acting and cleared through the kidneys.*older age.*reduced kidney function.*already low.*severe, recurrent lows/,
    /Contact the doctor who prescribes them \(or your pharmacist\) today/,
    /which one, and how to change over, is the doctor’s decision/,
    /do not stop, cut or raise either one on your own/,
    /Carry sugar or glucose tablets/,
    /Beers Criteria/,
  ],
} as const;

describe('消渴丸 with 亚莫利 in the chat: the pair’s rule, never "no reliable rule"', () => {
  it.each([
    ['zh-CN', FIRST_ZH, undefined],
    ['zh-CN', '消渴丸比西药温和吧？跟亚莫利一起吃没事吧？', undefined],
    ['zh-CN', '那我先把亚莫利停了，只吃消渴丸行不行？', FIRST_ZH],
    ['zh-CN', '那我先把亚莫利停了只吃消渴丸行不行', FIRST_ZH],
    ['zh-CN', '那我先把亚莫利停了只吃消渴丸行不行', undefined],
    ['zh-CN', '消渴丸和亚莫利能一起吃吗', undefined],
    ['en-US', FIRST_EN, undefined],
    ['en-US', 'taking xiaoke wan and amaryl together ok?', undefined],
    ['en-US', 'can I just stop the glimepiride and only take the Xiaoke pills?', FIRST_EN],
  ] as const)('%s: %s', (locale, text, previous) => {
    for (const withPlan of [true, false]) {
      const r = ask(locale, text, withPlan, previous);
      const where = `${withPlan ? 'with her plan' : 'as a guest'}:\n${r.text}`;
      // The pair leads the answer.
      expect(r.text.split('\n\n')[0], where).toMatch(locale === 'zh-CN' ? /⚠️.*消渴丸/ : /⚠️.*Xiaoke pills/);
      for (const said of SAYS[locale]) expect(r.text, where).toMatch(said);
      expect(r.text, where).not.toMatch(NO_RULE);
      expect(r.text, where).not.toMatch(KEEP_BOTH);
      expect(r.urgent, where).toBeFalsy();
    }
  });
});

describe('one sulfonylurea: no duplicate said (the look-alike)', () => {
  it.each([
    ['zh-CN', '亚莫利和二甲双胍能一起吃吗', ['glimepiride', 'metformin']],
    ['en-US', 'is metformin ok with my glimepiride?', ['glimepiride', 'metformin']],
    ['zh-CN', '消渴丸和二甲双胍能一起吃吗', ['xiaoke-pills', 'metformin']],
  ] as const)('%s: %s', (locale, text, medicines) => {
    const r = assistantReply({
      text,
      locale,
      plan: null,
      medicines: [...medicines],
      history: [],
    });
    expect(r.text).not.toMatch(/两种磺脲类|two sulfonylureas/);
  });
});
