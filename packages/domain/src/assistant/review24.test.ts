/**
 * Twenty-fourth clinician review (2026-11-29), serious findings fixed in the session:
 * - zh S1: 格列卫 (imatinib) with a large glass of grapefruit juice every morning was "no known interaction"
 *   in the plan and twice in the chat, once after the user quoted the label. The label: grapefruit juice may
 *   raise imatinib and should be avoided; take it with a meal and a large glass of water.
 * - en S1: "Do I still need my B12 shots if I just take a B12 pill instead? I had about 2 feet of my small
 *   intestine removed" got the PPI × B12 line ("supplement B12 is still absorbed"). Lay words for an ileal
 *   resection reach the ileal B12 row, which says to keep the injections.
 * - en S2: a breastfeeding mother with Graves' disease on methimazole was told to have seaweed "or a
 *   supplement with iodine", and China's lactation figures in English (240 µg iodine, 400 IU vitamin D).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { LOCALES, person } from '../testing';
import { planFor } from '../engine';
import { searchDrugs } from '../interactions/search';

const CML: Answers = {
  ...person('male', 55, 170, 72, 'light'),
  conditions: ['cancer', 'hypertension'],
  medicines: ['imatinib', 'omeprazole'],
  supplements: [
    { name: '西柚汁', dose: 250, unit: 'g' },
    { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
  ],
};

describe.each(LOCALES)('%s: imatinib with grapefruit juice (zh S1)', (locale) => {
  const zh = locale === 'zh-CN';
  it('the plan files grapefruit with imatinib as avoid', () => {
    const p = planFor(CML, locale);
    const t = p.medicineTaboos.find((x) => x.drugId === 'imatinib' && /西柚|grapefruit/i.test(x.supplement));
    expect(t?.management).toBe('avoid');
    const rv = p.productReviews.find((r) => r.name === '西柚汁')!;
    expect(rv.verdict).toBe('avoid');
  });
  it.each(
    zh
      ? ['我每天早上习惯喝一大杯西柚汁，有影响吗？', '格列卫说明书上说要避免西柚汁，是真的吗？']
      : ['I drink a big glass of grapefruit juice every morning, does that matter with my Gleevec?'],
  )('the chat says to avoid it: %s', (text) => {
    const plan = storedPlanFor('cml-r24', CML, locale);
    const r = assistantReply({ text, locale, plan, medicines: CML.medicines ?? [] });
    expect(r.text).not.toMatch(/没有.{0,20}已知相互作用|no known interaction/);
    expect(r.text).toMatch(
      zh ? /伊马替尼.{0,20}(避免西柚|西柚汁)|避免西柚/ : /[Aa]void grapefruit|no grapefruit/,
    );
  });
});

describe('B12 injections after part of the small intestine was removed (en S1)', () => {
  const CROHNS: Answers = {
    ...person('male', 34, 178, 64, 'light'),
    conditions: ['ibd'],
    medicines: ['adalimumab', 'loperamide', 'omeprazole'],
  };
  it.each([
    [
      'en-US',
      'Do I still need my B12 shots if I just take a B12 pill instead? I had about 2 feet of my small intestine removed.',
    ],
    ['en-US', 'they took out part of my small bowel last year, can i switch my b12 injections to tablets'],
    ['zh-CN', '我小肠切了60公分，B12针还要打吗，改成吃片行不行'],
  ] as const)('%s %s', (locale, text) => {
    const plan = storedPlanFor('crohns-r24', CROHNS, locale);
    const r = assistantReply({ text, locale, plan, medicines: CROHNS.medicines ?? [] });
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /不要自己改成吃片剂或停针/
        : /keep them: do not swap them for a pill or stop them on your own/,
    );
    expect(r.text).not.toMatch(/still absorbed|仍能吸收/);
  });
});

describe("breastfeeding with Graves' disease on methimazole (en S2)", () => {
  const GRAVES: Answers = {
    ...person('female', 31, 165, 60, 'light'),
    lifeStage: 'lactating',
    conditions: ['hyperthyroid'],
    medicines: ['methimazole'],
    supplements: [
      { optionId: 'prenatal-multivitamin', name: 'Nature Made Prenatal', dose: 1, unit: 'tablet' },
    ],
  };
  const PLAIN: Answers = { ...GRAVES, conditions: [], medicines: [] };
  it.each([
    ['en-US', "Your plan says avoid my prenatal vitamin. Should I stop my prenatal while I'm nursing?"],
    ['zh-CN', '我在喂奶，孕妇维生素还要继续吃吗？'],
  ] as const)('%s: no seaweed or iodine supplement, methimazole kept', (locale, text) => {
    const plan = storedPlanFor('graves-r24', GRAVES, locale);
    const r = assistantReply({ text, locale, plan, medicines: GRAVES.medicines ?? [] });
    expect(r.text).not.toMatch(
      /seaweed or seafood once or twice a week|or a supplement with iodine|每周吃1–2次海带/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /不吃海带、紫菜/ : /no kelp, seaweed/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要自己停或减/ : /do not stop or cut it yourself/);
  });
  it('an en-US answer gives the US lactation figures, a zh-CN one the Chinese', () => {
    const en = assistantReply({
      text: 'which supplements should I keep taking while breastfeeding?',
      locale: 'en-US',
      plan: storedPlanFor('plain-r24', PLAIN, 'en-US'),
      medicines: [],
    });
    expect(en.text).toMatch(/290 µg/);
    expect(en.text).toMatch(/15 µg \(600 IU\)/);
    expect(en.text).not.toMatch(/240 µg|10 µg \(400 IU\) a day\. DHA/);
    const zh = assistantReply({
      text: '哺乳期还要继续吃哪些补充剂？',
      locale: 'zh-CN',
      plan: storedPlanFor('plain-r24', PLAIN, 'zh-CN'),
      medicines: [],
    });
    expect(zh.text).toMatch(/乳母每天需要240微克/);
  });
});

/**
 * Moderate findings of the same review, fixed: Humira and Jynarque not in the dictionary (en M7, M8), so
 * tolvaptan's water, grapefruit and liver rules were never said; "is imatinib taken with food?" refused
 * twice (zh M14).
 */
describe('tolvaptan and adalimumab are found; their label rules are said (en M7, M8; zh M14)', () => {
  it.each(['Jynarque', 'jynarque', '托伐普坦', '苏麦卡', 'Humira', '修美乐', 'adalimumab'])(
    '%s is found',
    (q) => {
      expect(searchDrugs(q).length).toBeGreaterThan(0);
    },
  );
  const PKD: Answers = {
    ...person('female', 44, 165, 70, 'light'),
    conditions: ['kidney_disease', 'hypertension'],
    medicines: ['tolvaptan', 'lisinopril'],
  };
  it.each([
    [
      'en-US',
      'How much water should I drink on Jynarque? and is grapefruit ok?',
      /drink water through the day/,
    ],
    ['zh-CN', '吃托伐普坦要喝多少水？柚子能吃吗', /要随时喝水/],
  ] as const)('%s %s', (locale, text, said) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor('pkd-r24', PKD, locale),
      medicines: PKD.medicines ?? [],
    });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/fluid limit|限水/);
  });
  it.each([
    ['zh-CN', '格列卫饭前吃还是饭后吃？', /随餐吃，并用一大杯水送服/],
    [
      'en-US',
      'Should I take my Gleevec with food or on an empty stomach?',
      /with a meal and a large glass of water/,
    ],
  ] as const)('%s %s', (locale, text, said) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor('cml-r24', CML, locale),
      medicines: CML.medicines ?? [],
    });
    expect(r.text).toMatch(said);
  });
});
