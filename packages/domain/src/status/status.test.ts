import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { ADULT_WOMAN, answersArbitrary, EVERY_FOOD_DAILY, statusesOf } from '../testing';
import { intakeScore, levelOf, type DepletionInfo, type LabEffect } from './index';

const base = ADULT_WOMAN;
const goodDiet: Answers = { ...base, dietPattern: 'omnivore', foodFrequency: EVERY_FOOD_DAILY };

function run(answers: Answers, locale: Locale = 'zh-CN', extra: Parameters<typeof statusesOf>[2] = {}) {
  const list = statusesOf(answers, locale, extra);
  return Object.fromEntries(list.map((s) => [s.key, s]));
}

/** What a lab result does to one nutrient's status: its score, with the lab as the reason. */
const labEffect = (
  nutrient: LabEffect['nutrient'],
  score: number,
  ref: string,
  text: string,
  sourceRef: string,
): LabEffect => ({ nutrient, score, reason: { kind: 'lab', ref, text, source: { ref: sourceRef } } });

describe('levels', () => {
  it('low < 50 ≤ fair < 75 ≤ good', () => {
    expect(levelOf(49.9)).toBe('low');
    expect(levelOf(50)).toBe('fair');
    expect(levelOf(74)).toBe('fair');
    expect(levelOf(75)).toBe('good');
    expect(levelOf(Number.NaN)).toBe('low');
  });
  it('intake score: 60 % of target → 50, 90 % → 75, ≥ 120 % → 100', () => {
    expect(intakeScore(60, 100)).toBe(50);
    expect(intakeScore(90, 100)).toBe(75);
    expect(intakeScore(500, 100)).toBe(100);
    expect(intakeScore(0, 100)).toBe(0);
    expect(intakeScore(5, 0)).toBe(100);
  });
});

describe('statusFor', () => {
  it('vegan → B12 low with the diet reason', () => {
    const s = run({ ...base, dietPattern: 'vegan' }, 'en-US');
    expect(s.vitaminB12?.level).toBe('low');
    expect(s.vitaminB12?.reasons.some((r) => r.ref === 'dietPattern=vegan')).toBe(true);
  });

  it('a good omnivore diet scores B12, iron and calcium better than a vegan one', () => {
    const good = run(goodDiet);
    const vegan = run({ ...goodDiet, dietPattern: 'vegan' });
    for (const k of ['vitaminB12', 'iron', 'calcium'] as const) {
      expect(good[k]!.score).toBeGreaterThan(vegan[k]!.score);
    }
    expect(good.vitaminB12?.level).toBe('good');
  });

  it('labs outrank answers: low ferritin makes iron low even with a good diet', () => {
    const effect = labEffect('iron', 20, 'lab:ferritin=8', 'ferritin low', 'WHO 2020 ferritin guideline');
    const s = run(goodDiet, 'zh-CN', { labEffects: [effect] });
    expect(run(goodDiet).iron?.level).not.toBe('low');
    expect(s.iron?.score).toBe(20);
    expect(s.iron?.level).toBe('low');
    expect(s.iron?.labDriven).toBe(true);
    expect(s.iron?.reasons[0]?.kind).toBe('lab');
  });

  it('labs outrank answers the other way too: normal vitamin D beats "little sun"', () => {
    const effect = labEffect('vitaminD', 90, 'lab:vitaminD25OH=35', 'normal', 'Endocrine Society 2011');
    const s = run({ ...base, sunExposure: 'low' }, 'en-US', { labEffects: [effect] });
    expect(s.vitaminD?.score).toBe(90);
    expect(s.vitaminD?.level).toBe('good');
  });

  it('kidney disease: potassium is never scored low', () => {
    const poor: Answers = {
      ...base,
      conditions: ['kidney_disease'],
      foodFrequency: { vegetables: 'never', fruit: 'never', legumesNuts: 'never' },
    };
    expect(run({ ...poor, conditions: [] }, 'en-US').potassium?.level).toBe('low');
    const s = run(poor, 'en-US');
    expect(s.potassium?.level).not.toBe('low');
    expect(s.potassium?.protected).toBe(true);
    expect(s.potassium?.reasons[0]?.kind).toBe('condition');
  });

  // Dietitian M7: the score used to be capped at 45 ("low") even when food exceeded the target; the
  // folic-acid advice now rides on `strong`, and the score is what intake says.
  it('pregnancy without a folate supplement → folate strong, score from intake (not capped); with one → not strong', () => {
    const preg: Answers = { ...goodDiet, lifeStage: 'pregnant_t1' };
    const s = run(preg);
    expect(s.folate?.score).toBe(intakeScore(s.folate!.fromFood, s.folate!.target));
    expect(s.folate?.strong).toBe(true);
    expect(s.folate?.reasons.some((r) => r.kind === 'lifeStage')).toBe(true);
    const withSupp = run(preg, 'zh-CN', { supplements: { folate: 400 } });
    expect(withSupp.folate?.score).toBeGreaterThan(50);
  });

  it('a depleting medicine lowers the score and names the drug', () => {
    const dep: DepletionInfo = {
      drugId: 'metformin',
      nutrient: 'vitaminB12',
      ruleId: 'metformin-b12',
      severity: 'moderate',
      source: { ref: 'ADA Standards of Care 2024' },
      mechanism: { zh: '降低B12吸收', en: 'lowers B12 absorption' },
    };
    const without = run(goodDiet);
    const withDrug = run(goodDiet, 'zh-CN', { depletions: [dep] });
    expect(withDrug.vitaminB12!.score).toBe(without.vitaminB12!.score - 20);
    expect(
      withDrug.vitaminB12?.reasons.some((r) => r.kind === 'medicine' && r.ref === 'drug:metformin'),
    ).toBe(true);
    expect(withDrug.vitaminB12?.strong).toBe(true);
  });

  it('risk rules: heavy alcohol, smoking, age ≥ 50 and ≥ 65, low sun each lower their nutrients with a reason', () => {
    const plain = run(goodDiet, 'en-US');
    const cases: [Answers, string, string][] = [
      [{ ...goodDiet, alcohol: 'heavy' }, 'thiamin', 'alcohol=heavy'],
      [{ ...goodDiet, alcohol: 'heavy' }, 'magnesium', 'alcohol=heavy'],
      [{ ...goodDiet, smoking: 'current' }, 'vitaminC', 'smoking=current'],
      [{ ...goodDiet, age: 55 }, 'vitaminB12', 'age>=50'],
      [{ ...goodDiet, age: 70 }, 'vitaminD', 'age>=65'],
      [{ ...goodDiet, sunExposure: 'low' }, 'vitaminD', 'sunExposure=low'],
      [{ ...goodDiet, conditions: ['osteoporosis'] }, 'calcium', 'conditions=osteoporosis'],
      [{ ...goodDiet, conditions: ['anemia'] }, 'iron', 'conditions=anemia'],
    ];
    for (const [answers, key, ref] of cases) {
      const s = run(answers, 'en-US')[key]!;
      const reason = s.reasons.find((r) => r.ref === ref);
      expect(reason, `${key} ${ref}`).toBeDefined();
      expect(reason!.source.ref.length).toBeGreaterThan(0);
      // Age bands also change the targets, so compare with the same person without the risk.
      if (!ref.startsWith('age')) expect(s.score, `${key} ${ref}`).toBeLessThan(plain[key]!.score);
    }
  });

  it('zh-CN reasons are in Chinese, en-US in English', () => {
    expect(run(base, 'zh-CN').calcium?.reasons[0]?.text).toMatch(/推荐摄入量（RNI）/);
    expect(run(base, 'en-US').calcium?.reasons[0]?.text).toMatch(/Recommended Dietary Allowance \(RDA\)/);
  });

  it('property: every score is an integer in 0–100 with a matching level and sourced reasons', () => {
    fc.assert(
      fc.property(answersArbitrary(), fc.constantFrom<Locale>('zh-CN', 'en-US'), (answers, locale) => {
        const all = Object.values(run(answers, locale));
        expect(all).toHaveLength(21);
        for (const s of all) {
          expect(Number.isInteger(s.score)).toBe(true);
          expect(s.score).toBeGreaterThanOrEqual(0);
          expect(s.score).toBeLessThanOrEqual(100);
          expect(s.level).toBe(levelOf(s.score));
          expect(s.reasons.length).toBeGreaterThan(0);
          for (const r of s.reasons) expect(r.source.ref.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
