import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MedicineTaboo, Recommendation } from '@nutri/domain/contracts';
import {
  SEVERITY_ORDER,
  calciumFormOf,
  citrateReasons,
  countBySeverity,
  joinNames,
  separatedRecommendations,
  sortReviews,
  sortTaboos,
  withheldRecommendations,
} from './findings';

const source = { ref: 'NIH ODS', url: 'https://ods.od.nih.gov/' };
const taboo = (over: Partial<MedicineTaboo>): MedicineTaboo => ({
  kind: 'interaction',
  ruleId: 'r',
  drug: 'Warfarin',
  drugId: 'warfarin',
  supplement: 'Vitamin K',
  target: 'vitaminK',
  severity: 'moderate',
  mechanism: 'm',
  advice: 'a',
  management: 'monitor',
  source,
  ...over,
});
const rec = (nutrient: string, form?: string): Recommendation => ({
  nutrient,
  dose: 1,
  unit: 'mg',
  timing: '',
  reason: '',
  reasons: [],
  ...(form ? { form } : {}),
});

describe('sortTaboos', () => {
  it('puts major first, then avoid before separate before monitor', () => {
    const sorted = sortTaboos([
      taboo({ ruleId: 'minor', severity: 'minor' }),
      taboo({ ruleId: 'mod-monitor', severity: 'moderate', management: 'monitor' }),
      taboo({ ruleId: 'major', severity: 'major' }),
      taboo({ ruleId: 'mod-separate', severity: 'moderate', management: 'separate', separateHours: 4 }),
    ]);
    expect(sorted.map((t) => t.ruleId)).toEqual(['major', 'mod-separate', 'mod-monitor', 'minor']);
  });

  it('keeps every taboo and never puts a milder one before a more severe one', () => {
    const arb = fc.array(
      fc.record({
        severity: fc.constantFrom(...SEVERITY_ORDER),
        management: fc.constantFrom('avoid', 'separate', 'monitor' as const),
        drug: fc.string({ maxLength: 5 }),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const sorted = sortTaboos(rows.map((r) => taboo(r)));
        expect(sorted).toHaveLength(rows.length);
        const ranks = sorted.map((t) => SEVERITY_ORDER.indexOf(t.severity));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });
});

describe('sortReviews', () => {
  it('lists problems before what can be kept', () => {
    const reviews = (
      ['keep', 'no_benefit', 'over_ul', 'avoid', 'reduce', 'below_dose', 'unchecked', 'duplicate'] as const
    ).map((verdict) => ({
      name: verdict,
      optionId: null,
      verdict,
      issues: [],
    }));
    const problemsFirst = [
      'avoid',
      'unchecked',
      'over_ul',
      'below_dose',
      'duplicate',
      'reduce',
      'no_benefit',
      'keep',
    ];
    expect(sortReviews(reviews).map((r) => r.verdict)).toEqual(problemsFirst);
  });
});

describe('countBySeverity', () => {
  it('counts each level', () => {
    expect(countBySeverity([taboo({ severity: 'major' }), taboo({}), taboo({})])).toEqual({
      major: 1,
      moderate: 2,
      minor: 0,
    });
  });
});

describe('withheldRecommendations', () => {
  const nutrients = [{ key: 'omega3' }, { key: 'vitaminK' }, { key: 'calcium' }] as never;

  it('names the nutrients an "avoid" taboo kept out of the recommendations, with every drug', () => {
    const plan = {
      nutrients,
      recommendations: [rec('calcium')],
      medicineTaboos: [
        taboo({ management: 'avoid', target: 'omega3', supplement: 'Fish oil', drug: 'Warfarin' }),
        taboo({ management: 'avoid', target: 'omega3', supplement: 'Fish oil', drug: 'Clopidogrel' }),
        taboo({ management: 'monitor', target: 'vitaminK' }),
        // Recommended anyway (the server decided): not claimed as withheld.
        taboo({ management: 'avoid', target: 'calcium' }),
        // Not a nutrient the plan could recommend.
        taboo({ management: 'avoid', target: 'ginkgo', supplement: 'Ginkgo' }),
      ],
    };
    expect(withheldRecommendations(plan)).toEqual([
      { target: 'omega3', supplement: 'Fish oil', drugs: ['Warfarin', 'Clopidogrel'] },
    ]);
  });
});

describe('separatedRecommendations', () => {
  it('pairs recommended nutrients with the medicines they are timed apart from', () => {
    const levo = taboo({
      drug: 'Levothyroxine',
      target: 'calcium',
      management: 'separate',
      separateHours: 4,
    });
    const out = separatedRecommendations({
      recommendations: [rec('calcium'), rec('vitaminD')],
      medicineTaboos: [levo, taboo({ target: 'vitaminD', management: 'separate' })],
    });
    expect(out.map((o) => [o.recommendation.nutrient, o.taboo.drug, o.hours])).toEqual([
      ['calcium', 'Levothyroxine', 4],
    ]);
  });
});

describe('calcium choice', () => {
  it('reads only the two known forms', () => {
    expect(calciumFormOf('citrate')).toBe('citrate');
    expect(calciumFormOf('carbonate')).toBe('carbonate');
    expect(calciumFormOf('gluconate')).toBeNull();
    expect(calciumFormOf(undefined)).toBeNull();
  });

  it('finds acid reducers by their drug class and age 50 or over', () => {
    const reasons = citrateReasons({
      profile: { age: 55 } as never,
      medicineTaboos: [
        taboo({ ruleId: 'class:ppi.calcium.depletion', drug: 'Omeprazole', kind: 'depletion' }),
        taboo({ ruleId: 'class:ppi.vitaminB12.depletion', drug: 'Omeprazole', kind: 'depletion' }),
        taboo({ ruleId: 'class:h2_blocker.vitaminB12.depletion', drug: 'Famotidine', kind: 'depletion' }),
        // Corticosteroids also lower calcium, but not through stomach acid.
        taboo({ ruleId: 'class:corticosteroid.calcium.depletion', drug: 'Prednisone', kind: 'depletion' }),
      ],
    });
    expect(reasons).toEqual({ over50: true, acidReducers: ['Omeprazole', 'Famotidine'] });
    expect(citrateReasons({ profile: { age: 49 } as never, medicineTaboos: [] })).toEqual({
      over50: false,
      acidReducers: [],
    });
  });
});

describe('joinNames', () => {
  it('uses the list separator of the language', () => {
    expect(joinNames(['华法林', '阿司匹林'], 'zh-CN')).toBe('华法林、阿司匹林');
    expect(joinNames(['Warfarin', 'Aspirin'], 'en-US')).toBe('Warfarin, Aspirin');
  });
});
