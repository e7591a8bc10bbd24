/**
 * Tenth clinician review, zh P3 finding 4 (老刘, 66, metformin for years, B12 150 pmol/L): the plan listed
 * the B12 as "normal" beside a meaning that said it may already be low, scored vitamin B12 "good" and
 * recommended 2.4 µg; the chat told him to "get a blood test first" although his result was in the app,
 * then "take 2.4 µg a day". On long-term metformin a B12 below 221 pmol/L (300 pg/mL) is borderline or
 * low: confirm (MMA or homocysteine), see a doctor soon with numbness, a deficiency is treated with about
 * 1,000 µg a day or what the doctor prescribes, and 2.4 µg is a daily need, not a treatment (ADA Standards
 * of Care 2025 §9; NICE CKS; NIH ODS). The reviewer's words and two more phrasings in both languages,
 * with the persona's plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from '../assistant/reply';
import { askPersona, findingOf, LOCALES, markerOf, REFERENCE_PERSONAS, statusOf } from '../testing';
import { planFor } from './index';

const LAO_LIU = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const laoLiu = (): Answers => new Map(REFERENCE_PERSONAS).get(LAO_LIU)!;
const withB12 = (value: number, medicines?: string[]): Answers => ({
  ...laoLiu(),
  ...(medicines ? { medicines } : {}),
  labs: [
    ...(laoLiu().labs ?? []).filter((l) => !/B12/i.test(l.marker)),
    { marker: '维生素B12', value, unit: 'pmol/L' },
  ],
});

const DECLINED = /没有可靠的规则|no reliable rule/;
const TREATMENT = /1000 ?(微克|µg)|1,000 ?µg/;
const CONFIRM = /甲基丙二酸|同型半胱氨酸|methylmalonic acid|MMA|homocysteine/;
const NOT_TREATMENT =
  /2\.4 ?(微克|µg)[^。.]*(不能|治不了|not a treatment|does not treat|cannot treat|is not)/;

describe.each(LOCALES)('%s plan', (locale) => {
  it('老刘: the B12 of 150 pmol/L reads "borderline low", its status is not "good", and a finding says what to do', () => {
    const plan = planFor(laoLiu(), locale);
    expect(markerOf(plan, 'serumB12')?.flagLabel).toMatch(locale === 'zh-CN' ? /临界偏低/ : /borderline low/);
    expect(statusOf(plan, 'vitaminB12')?.level).not.toBe('good');
    const f = findingOf(plan, 'metformin-b12');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(/150/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /二甲双胍/ : /metformin/);
    expect(f?.text).toMatch(CONFIRM);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /麻/ : /[Nn]umb/);
    expect(f?.text).toMatch(TREATMENT);
    expect(f?.text).toMatch(NOT_TREATMENT);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /二甲双胍照常吃/ : /[Kk]eep taking (your )?metformin/);
  });

  it('a low B12 on metformin gets the finding too; a normal one and one without metformin do not', () => {
    expect(findingOf(planFor(withB12(120), locale), 'metformin-b12')).toBeDefined();
    expect(findingOf(planFor(withB12(400), locale), 'metformin-b12')).toBeUndefined();
    expect(
      findingOf(planFor(withB12(150, ['glimepiride', 'acarbose', 'amlodipine']), locale), 'metformin-b12'),
    ).toBeUndefined();
  });
});

const guest = (text: string, locale: Locale) =>
  assistantReply({ text, locale, plan: null, medicines: [], history: [] });

describe('the chat (zh P3 finding 4)', () => {
  it.each([
    ['zh-CN', '二甲双胍吃了七八年了，最近脚底发麻像踩棉花，跟缺维生素B12有关系吗？b12要吃多少'],
    ['zh-CN', '吃二甲双胍好多年了，手脚发麻，要不要补B12，补多少'],
    ['zh-CN', '长期吃格华止，脚麻还有点刺痛，是不是缺维生素B12？'],
    [
      'en-US',
      'been on metformin for 8 years, my feet feel numb like walking on cotton, is it B12? how much b12 should i take',
    ],
    ['en-US', 'metformin for years and tingling in my feet - could it be low B12, and what dose?'],
    ['en-US', 'I take glucophage long term and my toes are numb, should I take a B12 supplement?'],
  ] as const)('%s: %s', (locale, q) => {
    const withPlan = askPersona(LAO_LIU, locale, q);
    const asGuest = guest(q, locale);
    for (const r of [withPlan, asGuest]) {
      expect(r.urgent).toBe(false);
      expect(r.text).not.toMatch(DECLINED);
      expect(r.text).toMatch(CONFIRM);
      expect(r.text).toMatch(TREATMENT);
      expect(r.text).toMatch(NOT_TREATMENT);
      // Never the daily need given as the dose to take for it.
      expect(r.text).not.toMatch(
        /按你的方案：每天补充维生素B12 2\.4|Your plan's dose: 2\.4 µg of Vitamin B12/,
      );
    }
    // With his plan: his own result, never "get tested first".
    expect(withPlan.text).toMatch(/150/);
    expect(withPlan.text).toMatch(locale === 'zh-CN' ? /临界偏低/ : /borderline/);
    expect(withPlan.text).not.toMatch(/先查血|Get it tested first/);
  });
});
