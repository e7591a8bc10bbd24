/**
 * Seventeenth clinician review, en P4 S4: insulin skipped to lose weight in type 1 diabetes got "no reliable
 * rule". The answer: do not skip it, ketones when glucose is above 250 mg/dL (13.9 mmol/L), the diabetes
 * team today, eating-disorder support (ADA Standards of Care 2025 §5, §14; NICE NG17; ISPAD 2022 sick days).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

type Loc = 'zh-CN' | 'en-US';
const VALE: Answers = {
  ...person('female', 20, 160, 49, 'moderate'),
  conditions: ['diabetes'],
  medicines: ['insulin-glargine', 'insulin-lispro'],
  medicineDoses: [
    { id: 'insulin-glargine', dose: 18, unit: 'IU', form: 'injection', frequency: 'once nightly' },
    { id: 'insulin-lispro', dose: 4, unit: 'IU', form: 'injection', frequency: 'with meals' },
  ],
};
const ask = (text: string, locale: Loc, withPlan = true) =>
  assistantReply({
    text,
    locale,
    plan: withPlan ? storedPlanFor('Vale', VALE, locale) : null,
    medicines: withPlan ? ['insulin-glargine', 'insulin-lispro'] : [],
  });

const ANSWER = {
  'en-US':
    /Do not cut down or skip insulin to control your weight.*eating problem.*tell them today.*above 250 mg\/dL \(13\.9 mmol\/L\), check ketones/s,
  'zh-CN':
    /不要为了控制体重少打或不打胰岛素.*进食问题.*今天就告诉他们.*高于13\.9 mmol\/L（250 mg\/dL）时，请马上测酮体/s,
} as const;

describe('insulin skipped or cut to lose weight', () => {
  // prettier-ignore
  const CASES: [Loc, string][] = [
    // the reviewer's words (/tmp/rev17 en P4 turn 2)
    ['en-US', 'ngl sometimes i skip my humalog so the weight comes off faster, it works lol. is that bad bc my sugars are like 300s'],
    ['zh-CN', '打胰岛素会胖所以我少打点'],
    ['en-US', 'I think I have diabulimia'],
    ['en-US', 'my daughter has been skipping her lantus to stay thin'],
    ['en-US', 'im scared of getting fat so i dont take my novolog at lunch'],
    ['zh-CN', '我怕胖，偷偷把诺和锐减了一半'],
    ['zh-CN', '我女儿为了瘦故意不打胰岛素，血糖都20多了'],
  ];
  it.each(CASES)('%s: %s', (locale, q) => {
    for (const withPlan of [true, false]) {
      const r = ask(q, locale, withPlan);
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(ANSWER[locale]);
      expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则|severe low|严重低血糖/);
    }
  });

  // prettier-ignore
  const NOT: [Loc, string][] = [
    ['en-US', 'I skipped my insulin once when I was sick, what should I eat'],
    ['en-US', 'does insulin make you gain weight?'],
    ['en-US', "I've lost 10 kg, should my insulin go down?"],
    ['zh-CN', '感冒了吃不下饭，胰岛素要少打吗'],
  ];
  it.each(NOT)('not this: %s: %s', (locale, q) => {
    expect(ask(q, locale, false).text).not.toMatch(ANSWER[locale]);
  });
});
