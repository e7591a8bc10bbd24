import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LEVELS, LIFE_STAGES } from '../contracts/questionnaire';
import { person } from '../testing';
import {
  ACTIVITY_FACTORS,
  bmiCategoryFor,
  energyFor,
  mifflinStJeor,
  OLDER_KCAL_PER_KG,
  olderLowBmi,
  type EnergyInput,
} from '.';

const base: EnergyInput = person('male', 30, 175, 70, 'moderate');

describe('Mifflin–St Jeor BMR and TDEE', () => {
  // Hand-computed: 10·kg + 6.25·cm − 5·age + 5 (men) / −161 (women); TDEE = BMR × factor, rounded once.
  it.each([
    // sex, age, cm, kg, unrounded BMR, level, BMR, TDEE
    ['male', 30, 175, 70, 1648.75, 'sedentary', 1649, 1979],
    ['male', 30, 175, 70, 1648.75, 'light', 1649, 2267],
    ['male', 30, 175, 70, 1648.75, 'moderate', 1649, 2556],
    ['male', 30, 175, 70, 1648.75, 'active', 1649, 2844],
    ['male', 30, 175, 70, 1648.75, 'very_active', 1649, 3133],
    ['female', 30, 165, 60, 1320.25, 'sedentary', 1320, 1584],
    ['female', 30, 165, 60, 1320.25, 'moderate', 1320, 2046],
    ['female', 30, 165, 60, 1320.25, 'very_active', 1320, 2508],
    ['male', 75, 170, 80, 1492.5, 'sedentary', 1493, 1791],
    ['female', 75, 155, 55, 982.75, 'light', 983, 1351],
  ] as const)(
    '%s %i y %i cm %i kg: BMR %d, %s → %i / %i',
    (gender, age, heightCm, weightKg, raw, activityLevel, bmr, tdee) => {
      expect(mifflinStJeor(gender, age, heightCm, weightKg)).toBeCloseTo(raw, 9);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const r = energyFor({ gender, age, heightCm, weightKg, activityLevel }, locale);
        expect(r.bmrKcal).toBe(bmr);
        expect(r.tdeeKcal).toBe(tdee);
      }
    },
  );

  it('ACTIVITY_FACTORS are the specified multipliers', () => {
    expect(ACTIVITY_FACTORS).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      active: 1.725,
      very_active: 1.9,
    });
  });
});

// ESPEN 2019 geriatrics rec. 1 (30 kcal/kg) for an older person with a GLIM low BMI (< 20 under 70,
// < 22 from 70). Dietitian review 2026-11-24: the 80-year-old woman of 148 cm and 41 kg got 929 kcal.
describe('an older person with a low BMI is not fed below 30 kcal/kg', () => {
  it.each([
    // sex, age, cm, kg, level, BMI, Mifflin TDEE, TDEE
    ['female', 80, 148, 41, 'sedentary', 18.7, 929, 1230],
    ['male', 68, 175, 60, 'sedentary', 19.6, 1631, 1800],
    ['male', 72, 170, 62, 'sedentary', 21.5, 1593, 1860],
    // Not low for the age, or not older: Mifflin as before.
    ['male', 68, 170, 62, 'sedentary', 21.5, 1617, 1617],
    ['female', 72, 160, 58, 'sedentary', 22.7, 1271, 1271],
    ['female', 50, 160, 45, 'sedentary', 17.6, 1247, 1247],
  ] as const)(
    '%s %i y %i cm %i kg %s: BMI %d, %i → %i kcal',
    (gender, age, heightCm, weightKg, activityLevel, bmi, mifflin, tdee) => {
      const input = { gender, age, heightCm, weightKg, activityLevel };
      expect(
        Math.round(mifflinStJeor(gender, age, heightCm, weightKg) * ACTIVITY_FACTORS[activityLevel]),
      ).toBe(mifflin);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const r = energyFor(input, locale);
        expect(r.bmi).toBe(bmi);
        expect(r.tdeeKcal).toBe(tdee);
        const floor = r.reasons.find((x) => x.ref.startsWith('older-low-bmi='));
        expect(floor !== undefined).toBe(tdee > mifflin);
        if (floor)
          expect(floor.source.ref).toMatch(
            /ESPEN guideline on clinical nutrition and hydration in geriatrics/,
          );
      }
    },
  );

  it('property: from 65 with a GLIM low BMI TDEE ≥ 30 kcal/kg; otherwise it is Mifflin × activity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 18, max: 100 }),
        fc.integer({ min: 140, max: 195 }),
        fc.integer({ min: 30, max: 120 }),
        fc.constantFrom(...ACTIVITY_LEVELS),
        (gender, age, heightCm, weightKg, activityLevel) => {
          const r = energyFor({ gender, age, heightCm, weightKg, activityLevel }, 'en-US');
          const plain = Math.round(
            mifflinStJeor(gender, age, heightCm, weightKg) * ACTIVITY_FACTORS[activityLevel],
          );
          if (olderLowBmi(age, r.bmi)) {
            expect(r.tdeeKcal).toBeGreaterThanOrEqual(Math.round(OLDER_KCAL_PER_KG * weightKg));
            expect(r.tdeeKcal).toBeGreaterThanOrEqual(plain);
          } else expect(r.tdeeKcal).toBe(plain);
        },
      ),
    );
  });
});

describe('BMI category borders', () => {
  it.each([
    [18.4, 'underweight', 'underweight'],
    [18.5, 'normal', 'normal'],
    [23.9, 'normal', 'normal'],
    [24.0, 'overweight', 'normal'],
    [24.9, 'overweight', 'normal'],
    [25.0, 'overweight', 'overweight'],
    [27.9, 'overweight', 'overweight'],
    [28.0, 'obese', 'overweight'],
    [29.9, 'obese', 'overweight'],
    [30.0, 'obese', 'obese'],
  ] as const)('BMI %d → zh-CN %s, en-US %s', (bmi, cn, us) => {
    expect(bmiCategoryFor(bmi, 'zh-CN')).toBe(cn);
    expect(bmiCategoryFor(bmi, 'en-US')).toBe(us);
  });

  it('decides on BMI rounded to one decimal, as shown', () => {
    expect(bmiCategoryFor(23.95, 'zh-CN')).toBe('overweight'); // shown as 24.0
    expect(bmiCategoryFor(23.94, 'zh-CN')).toBe('normal'); // shown as 23.9
    expect(bmiCategoryFor(18.45, 'en-US')).toBe('normal'); // shown as 18.5
    expect(bmiCategoryFor(24.96, 'en-US')).toBe('overweight'); // shown as 25.0
    expect(bmiCategoryFor(Number.NaN, 'en-US')).toBe('underweight');
  });

  it('energyFor reports the rounded BMI and the locale category', () => {
    expect(energyFor(base, 'en-US')).toMatchObject({ bmi: 22.9, bmiCategory: 'normal' });
    // 75 kg / 1.75² = 24.49 → 24.5: overweight in China, normal by WHO.
    const heavier = { ...base, weightKg: 75 };
    expect(energyFor(heavier, 'zh-CN')).toMatchObject({ bmi: 24.5, bmiCategory: 'overweight' });
    expect(energyFor(heavier, 'en-US')).toMatchObject({ bmi: 24.5, bmiCategory: 'normal' });
  });
});

describe('protein target, life stage and reasons', () => {
  it('protein: CN RNI 65 g for a man; US 0.8 g/kg', () => {
    expect(energyFor(base, 'zh-CN').proteinTargetG).toBe(65);
    expect(energyFor(base, 'en-US').proteinTargetG).toBe(56);
  });

  it('adds the pregnancy/lactation energy of each standard', () => {
    const w: EnergyInput = person('female', 30, 165, 60, 'sedentary');
    // sedentary TDEE 1584.3 kcal before the increment
    const cases = [
      ['pregnant_t1', 1584, 1584],
      ['pregnant_t2', 1834, 1924],
      ['pregnant_t3', 1984, 2036],
      ['lactating', 1984, 1914],
    ] as const;
    for (const [lifeStage, cn, us] of cases) {
      expect(energyFor({ ...w, lifeStage }, 'zh-CN').tdeeKcal, lifeStage).toBe(cn);
      expect(energyFor({ ...w, lifeStage }, 'en-US').tdeeKcal, lifeStage).toBe(us);
    }
    const r = energyFor({ ...w, lifeStage: 'pregnant_t2' }, 'zh-CN');
    expect(r.proteinTargetG).toBe(70);
    expect(r.reasons.some((x) => x.kind === 'lifeStage' && x.source.ref.includes('2023'))).toBe(true);
    // a man's life stage is ignored
    expect(energyFor({ ...base, lifeStage: 'lactating' }, 'en-US').tdeeKcal).toBe(2556);
  });

  it('reasons cite Mifflin 1990 and the locale BMI standard, in the locale language', () => {
    const cn = energyFor(base, 'zh-CN').reasons;
    expect(cn.map((r) => r.source.ref).join(' ')).toMatch(/Am J Clin Nutr 1990;51/);
    expect(cn.map((r) => r.source.ref).join(' ')).toMatch(/WS\/T 428-2013/);
    expect(cn[0]?.text).toMatch(/体重正常/);
    const us = energyFor(base, 'en-US').reasons;
    expect(us.map((r) => r.source.ref).join(' ')).toMatch(/WHO/);
    expect(us[0]?.text).toMatch(/normal/);
  });
});

describe('energyFor: properties', () => {
  const inputArb = fc.record({
    gender: fc.constantFrom('male' as const, 'female' as const),
    age: fc.integer({ min: 18, max: 100 }),
    heightCm: fc.double({ min: 100, max: 250, noNaN: true }),
    weightKg: fc.double({ min: 25, max: 299, noNaN: true }),
    activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
    lifeStage: fc.option(fc.constantFrom(...LIFE_STAGES), { nil: undefined }),
  });

  it('BMR rises strictly with weight', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0.2, max: 50, noNaN: true }), (a, d) => {
        const w2 = Math.min(300, a.weightKg + d);
        fc.pre(w2 - a.weightKg >= 0.1);
        const r1 = mifflinStJeor(a.gender, a.age, a.heightCm, a.weightKg);
        const r2 = mifflinStJeor(a.gender, a.age, a.heightCm, w2);
        expect(r2).toBeGreaterThan(r1);
        expect(energyFor({ ...a, weightKg: w2 }, 'en-US').bmrKcal).toBeGreaterThanOrEqual(
          energyFor(a, 'en-US').bmrKcal,
        );
      }),
    );
  });

  it('TDEE ≥ BMR and BMI category is one of four, for valid input', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom('zh-CN' as const, 'en-US' as const), (a, locale) => {
        const r = energyFor(a, locale);
        expect(r.tdeeKcal).toBeGreaterThanOrEqual(r.bmrKcal);
        expect(Number.isInteger(r.bmrKcal)).toBe(true);
        expect(['underweight', 'normal', 'overweight', 'obese']).toContain(r.bmiCategory);
        expect(r.proteinTargetG).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws on arbitrary numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (age, heightCm, weightKg) => {
        const r = energyFor(person('female', age, heightCm, weightKg, 'light'), 'zh-CN');
        expect(Number.isFinite(r.bmi)).toBe(true);
        expect(Number.isFinite(r.tdeeKcal)).toBe(true);
      }),
    );
  });
});

describe('pregnancy: BMI and BMR on the pre-pregnancy weight (IOM 2009)', () => {
  const woman: EnergyInput = person('female', 30, 160, 72, 'light');

  it.each(['zh-CN', 'en-US'] as const)('%s', (locale) => {
    // 66 kg / 1.6² = 25.78 → 25.8; BMR 10·66 + 6.25·160 − 5·30 − 161 = 1349.
    const pre = energyFor({ ...woman, lifeStage: 'pregnant_t2', prePregnancyWeightKg: 66 }, locale);
    expect(pre).toMatchObject({
      bmi: 25.8,
      bmiCategory: 'overweight',
      bmiBasis: 'pre_pregnancy',
      bmrKcal: 1349,
    });
    const extra = locale === 'zh-CN' ? 250 : 340;
    expect(pre.tdeeKcal).toBe(Math.round(1349 * 1.375 + extra));
    // Without it: the current weight's BMI, but not judged (the reason names no weight class).
    const none = energyFor({ ...woman, lifeStage: 'pregnant_t2' }, locale);
    expect(none.bmiBasis).toBe('not_judged');
    expect(none.reasons[0]?.text).not.toMatch(/overweight|obes|超重|肥胖/i);
    // Not pregnant (or breastfeeding): the answer is ignored.
    for (const lifeStage of ['none', 'lactating'] as const) {
      const r = energyFor({ ...woman, lifeStage, prePregnancyWeightKg: 50 }, locale);
      expect(r.bmiBasis).toBe('current');
      expect(r.bmi).toBe(28.1);
    }
  });
});
