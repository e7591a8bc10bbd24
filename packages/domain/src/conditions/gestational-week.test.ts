import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { answersSchema, trimesterOfWeek } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { findingOf, LOCALES, person } from '../testing';
import {
  expectedGainAt,
  IOM_2009_GWG,
  judgeGain,
  pregnancyFindings,
  WST_801_2022_GWG,
  type GwgRow,
} from './index';

const row = (table: readonly GwgRow[], cls: GwgRow['bmiClass']) => table.find((r) => r.bmiClass === cls)!;

describe('weight gain expected by the week of pregnancy (IOM 2009; WS/T 801-2022)', () => {
  // First trimester: the table's first-trimester gain (IOM 2009 footnote 0.5–2 kg; WS/T 801-2022 0–2.0 kg)
  // spread over weeks 1–13; then + the weekly rate × (week − 13), low with low and high with high.
  it.each([
    ['IOM normal, end of 1st trimester', IOM_2009_GWG, 'normal', 13, [0.5, 2]],
    ['IOM normal, week 7', IOM_2009_GWG, 'normal', 7, [0.3, 1.1]],
    ['IOM normal, week 20: 0.5 + 0.35 × 7, 2 + 0.5 × 7', IOM_2009_GWG, 'normal', 20, [3, 5.5]],
    ['IOM normal, week 40', IOM_2009_GWG, 'normal', 40, [10, 15.5]],
    ['IOM underweight, week 28', IOM_2009_GWG, 'underweight', 28, [7.1, 10.7]],
    ['IOM obese, week 30', IOM_2009_GWG, 'obese', 30, [3.4, 6.6]],
    ['WS/T normal, end of 1st trimester', WST_801_2022_GWG, 'normal', 13, [0, 2]],
    ['WS/T normal, week 20: 0 + 0.26 × 7, 2 + 0.48 × 7', WST_801_2022_GWG, 'normal', 20, [1.8, 5.4]],
    ['WS/T normal, week 40: the top capped at the 14 kg total', WST_801_2022_GWG, 'normal', 40, [7, 14]],
    ['WS/T overweight, week 24', WST_801_2022_GWG, 'overweight', 24, [2.4, 6.1]],
    ['WS/T obese, week 32', WST_801_2022_GWG, 'obese', 32, [2.9, 7.7]],
  ] as const)('%s', (_name, table, cls, week, expected) => {
    expect(expectedGainAt(row(table, cls), week)).toEqual(expected);
  });

  it('has no range outside weeks 1–42 or for a part week', () => {
    const r = row(IOM_2009_GWG, 'normal');
    for (const w of [0, 43, 12.5, Number.NaN]) expect(expectedGainAt(r, w)).toBeNull();
  });

  it('the trimester follows the week (ACOG: 1–13, 14–27, 28 on)', () => {
    expect([1, 13, 14, 27, 28, 42].map(trimesterOfWeek)).toEqual([
      'pregnant_t1',
      'pregnant_t1',
      'pregnant_t2',
      'pregnant_t2',
      'pregnant_t3',
      'pregnant_t3',
    ]);
  });

  const anyRow = fc.constantFrom<GwgRow>(...IOM_2009_GWG, ...WST_801_2022_GWG);
  it('property: the expected range never shrinks as the weeks go on, and low ≤ high', () => {
    fc.assert(
      fc.property(anyRow, fc.integer({ min: 1, max: 41 }), (r, w) => {
        const now = expectedGainAt(r, w)!;
        const next = expectedGainAt(r, w + 1)!;
        expect(now[0]).toBeLessThanOrEqual(now[1]);
        expect(next[0]).toBeGreaterThanOrEqual(now[0]);
        expect(next[1]).toBeGreaterThanOrEqual(now[1]);
        // After the first trimester the weekly rate makes it grow every week, until the advised total.
        if (w >= 13 && now[1] < r.totalKg[1]) expect(next[1]).toBeGreaterThan(now[1]);
      }),
    );
  });

  it('property: a gain inside the range is never called below or above; outside it always is', () => {
    fc.assert(
      fc.property(
        anyRow,
        fc.integer({ min: 1, max: 42 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (r, w, t) => {
          const [lo, hi] = expectedGainAt(r, w)!;
          expect(judgeGain(lo + (hi - lo) * t, [lo, hi])).toBe('within');
          expect(judgeGain(lo - 0.1, [lo, hi])).toBe('below');
          expect(judgeGain(hi + 0.1, [lo, hi])).toBe('above');
        },
      ),
    );
  });
});

describe("the plan's 'pregnancy-weight-gain' finding at a week", () => {
  // 160 cm, 55 kg before pregnancy: BMI 21.5, normal in both standards; week 20.
  const at = (locale: Locale, weightKg: number, gestationalWeek?: number) =>
    pregnancyFindings({
      locale,
      heightCm: 160,
      weightKg,
      prePregnancyWeightKg: 55,
      gestationalWeek,
      vitaminASupplementUg: 0,
      vitaminAFoodUg: 0,
    }).find((f) => f.id === 'pregnancy-weight-gain')!;

  it.each([
    // zh-CN WS/T 801-2022 at week 20: 1.8–5.4 kg; en-US IOM 2009: 3.0–5.5 kg.
    ['zh-CN', 57, 'info', /孕 20 周时按 WS\/T 801-2022 累计增重约 1\.8–5\.4 千克；在这个范围内/],
    [
      'en-US',
      57,
      'warning',
      /At week 20 the expected gain so far is about 3–5\.5 kg \(IOM 2009\)\. This is below/,
    ],
    ['zh-CN', 54, 'warning', /低于这个范围：请和产科医生或助产士谈谈；孕期不要节食/],
    ['en-US', 60, 'info', /This is within the range/],
    ['zh-CN', 62, 'warning', /高于这个范围：孕期也不要节食或减重；可以看看含糖饮料和零食/],
    ['en-US', 62, 'warning', /above the range: do not diet.*sugary drinks and snacks.*obstetrician/],
  ] as const)('%s, %s kg at week 20 → %s', (locale, weightKg, severity, text) => {
    const f = at(locale, weightKg, 20);
    expect(f.severity).toBe(severity);
    expect(f.text).toMatch(text);
    expect(f.reasons.some((r) => r.ref === 'gestationalWeek=20')).toBe(true);
  });

  it('never gives a calorie cut or a weight-loss target, whatever the gain', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.double({ min: 30, max: 140, noNaN: true }),
        fc.integer({ min: 1, max: 42 }),
        (locale, weightKg, week) => {
          const f = at(locale, weightKg, week);
          expect(f.text).not.toMatch(
            /千卡|kcal|减少热量|少吃|eat less|cut calories|lose weight(?! in pregnancy)/i,
          );
        },
      ),
    );
  });

  it('without a week the finding reads as before', () => {
    for (const locale of LOCALES) {
      const f = at(locale, 60);
      expect(f.severity).toBe('info');
      expect(f.text).not.toMatch(/孕 \d+ 周|At week/);
      expect(f.reasons).toHaveLength(1);
    }
  });
});

describe('the week in the answers', () => {
  const pregnant = { ...person('female', 30, 160, 60, 'light'), lifeStage: 'pregnant_t2' as const };

  it.each([
    [20.5, /whole number of weeks/],
    [0, /at least 1/],
    [43, /at most 42/],
  ])('refuses %s, naming the field', (gestationalWeek, message) => {
    const r = answersSchema.safeParse({ ...pregnant, gestationalWeek });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['gestationalWeek']);
    expect(r.error!.issues[0]!.message).toMatch(message);
  });

  it('is refused when not pregnant and for men', () => {
    for (const a of [
      { ...pregnant, lifeStage: 'none' as const, gestationalWeek: 20 },
      { ...pregnant, lifeStage: 'lactating' as const, gestationalWeek: 20 },
      { ...person('female', 30, 160, 60, 'light'), gestationalWeek: 20 },
      { ...person('male', 30, 175, 70, 'light'), gestationalWeek: 20 },
    ]) {
      const r = answersSchema.safeParse(a);
      expect(r.success).toBe(false);
      expect(r.error!.issues.some((i) => i.path[0] === 'gestationalWeek')).toBe(true);
    }
  });

  it('sets the trimester the plan uses; a stored trimester without a week is kept', () => {
    for (const locale of LOCALES) {
      const withWeek = planFor({ ...pregnant, lifeStage: 'pregnant_t1', gestationalWeek: 30 }, locale);
      expect(withWeek.profile).toMatchObject({ lifeStage: 'pregnant_t3', gestationalWeek: 30 });
      expect(planFor({ ...pregnant, lifeStage: 'pregnant_t3', gestationalWeek: 30 }, locale)).toEqual(
        withWeek,
      );
      const stored = planFor(pregnant, locale);
      expect(stored.profile.lifeStage).toBe('pregnant_t2');
      expect(stored.profile).not.toHaveProperty('gestationalWeek');
    }
  });

  it('judges the gain in the plan with both weights and the week', () => {
    const plan = planFor({ ...pregnant, prePregnancyWeightKg: 55, gestationalWeek: 20 }, 'zh-CN');
    expect(findingOf(plan, 'pregnancy-weight-gain')!.text).toMatch(
      /孕 20 周时按 WS\/T 801-2022 累计增重约 1\.8–5\.4 千克/,
    );
  });
});

describe('the expected gain by a week never passes the advised total', () => {
  it('WS/T 801-2022, normal BMI: 40 weeks at the top rate reads the 14 kg total, not 15', () => {
    expect(expectedGainAt(row(WST_801_2022_GWG, 'normal'), 40)?.[1]).toBe(14);
  });

  it('for every table row and week, each end is within the advised total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WST_801_2022_GWG, ...IOM_2009_GWG),
        fc.integer({ min: 1, max: 42 }),
        (r, week) => {
          const [lo, hi] = expectedGainAt(r, week)!;
          expect(lo).toBeLessThanOrEqual(r.totalKg[0]);
          expect(hi).toBeLessThanOrEqual(r.totalKg[1]);
          expect(lo).toBeLessThanOrEqual(hi);
        },
      ),
    );
  });
});
