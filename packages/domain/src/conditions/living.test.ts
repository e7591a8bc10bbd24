/**
 * The findings of the conditions people live with (living.ts), without the engine: the numbers each
 * source sets, both languages, and totality on odd input. The engine path is engine/living-conditions.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contracts/common';
import { BARIATRIC, GESTATIONAL_DIABETES, GOUT, IBD } from '../knowledge/conditions';
import { livingConditionFindings, urateUmolL, type LivingInput } from './living';

const base = (over: Partial<LivingInput> = {}): LivingInput => ({
  locale: 'zh-CN',
  conditions: [],
  gender: 'female',
  age: 35,
  lifeStage: 'none',
  weightKg: 60,
  kidney: false,
  medicines: [],
  ...over,
});

describe('the numbers are the sources’ numbers', () => {
  it('ASMBS 2019, ADA 2024 / CN 2022, ACR 2020 / CN 2019, ESPEN 2023 / ECCO 2015', () => {
    expect(BARIATRIC).toMatchObject({
      proteinG: { min: 60, max: 80 },
      calciumMg: { min: 1200, max: 1500 },
      ironMg: { min: 18, max: 60 },
      vitaminB12Ug: { min: 350, max: 1000 },
      vitaminD3Iu: 3000,
      vitaminD25OhTargetNgMl: 30,
      thiamineMinMg: 12,
      calciumForm: 'citrate',
      calciumFormsAvoided: ['carbonate'],
    });
    expect(GESTATIONAL_DIABETES.carbohydrateMinG).toBe(175);
    expect(GOUT).toMatchObject({ urateTargetUmolL: 360, urateTargetMgDl: 6 });
    expect(IBD).toMatchObject({ activeProteinGPerKg: { min: 1.2, max: 1.5 }, oralIronMaxMg: 100 });
  });
});

describe('urate in µmol/L', () => {
  it.each([
    [420, 'μmol/L', 420],
    [420, 'µmol/L', 420],
    [6, 'mg/dL', 356.88],
    [0.36, 'mmol/L', 360],
    [6, 'g/L', null],
    [Number.NaN, 'μmol/L', null],
  ] as const)('%s %s → %s', (value, unit, out) => {
    const got = urateUmolL(value, unit);
    if (out === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(out, 2);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('one finding per condition ticked, each with a sourced reason', () => {
    const all = ['bariatric_surgery', 'gestational_diabetes', 'epilepsy', 'dysphagia', 'gout', 'ibd'];
    const out = livingConditionFindings(base({ locale, conditions: all }));
    expect(out.map((f) => f.id)).toEqual([
      'bariatric-surgery',
      'gestational-diabetes',
      'epilepsy',
      'dysphagia',
      'gout',
      'ibd',
    ]);
    for (const f of out) {
      expect(f.reasons.length).toBeGreaterThan(0);
      for (const r of f.reasons) expect(r.source.ref.length).toBeGreaterThan(20);
      // zh texts carry no English sentence (units, IDDSI, IU and vitamin names aside)
      if (zh) expect(f.text).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
      else expect(f.text).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('a man gets no gestational diabetes finding (the contract refuses it first)', () => {
    const out = livingConditionFindings(
      base({ locale, gender: 'male', conditions: ['gestational_diabetes'] }),
    );
    expect(out).toEqual([]);
  });

  it('IBD with kidney disease: protein is the kidney team’s, no g/kg range', () => {
    const f = livingConditionFindings(base({ locale, conditions: ['ibd'], kidney: true }))[0];
    expect(f?.text).toMatch(zh ? /肾内科医生/ : /kidney team/);
    expect(f?.text).not.toMatch(/1\.2–1\.5/);
  });

  it('IBD: a weight that is not a number leaves the grams out, not NaN', () => {
    const f = livingConditionFindings(base({ locale, conditions: ['ibd'], weightKg: Number.NaN }))[0];
    expect(f?.text).toMatch(/1\.2–1\.5/);
    expect(f?.text).not.toMatch(/NaN/);
  });

  it('property: IBD grams are 1.2 and 1.5 × the weight, rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 25, max: 300 }), (w) => {
        const f = livingConditionFindings(base({ locale, conditions: ['ibd'], weightKg: w }))[0];
        const [, lo, hi] =
          (zh ? /你约 (\d+)–(\d+) 克/ : /about (\d+)–(\d+) g for you/).exec(f?.text ?? '') ?? [];
        expect(Number(lo)).toBe(Math.round(1.2 * w));
        expect(Number(hi)).toBe(Math.round(1.5 * w));
      }),
    );
  });

  it('property: a urate is judged against 360 µmol/L whatever the unit it came in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 900 }), (v) => {
        const f = livingConditionFindings(
          base({ locale, gender: 'male', conditions: ['gout'], urate: { value: v, unit: 'μmol/L' } }),
        )[0];
        const above = zh ? /未低于目标/ : /not below the target/;
        if (v >= 360) expect(f?.text).toMatch(above);
        else expect(f?.text).not.toMatch(above);
      }),
    );
  });
});
