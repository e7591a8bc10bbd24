/**
 * Fourteenth clinician review, zh P3 #2 (老周, 63, lung cancer on pemetrexed): the plan gave 康恩贝 硒片
 * 200 µg "verdict": "keep", "issues": [] while its own cancer finding said "不要自己吃大剂量抗氧化补充剂
 * （维生素C、维生素E、β-胡萝卜素、硒等）". A warning about a supplement changes that supplement's verdict in
 * the same plan: every nutrient the `cancer.antioxidants` rule names has a dose from which its products
 * are `avoid` (selenium from 100 µg a day: ESPEN 2021, micronutrients at about the RNI of 60 µg).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { CANCER_ANTIOXIDANT_FROM, CHRONIC_RULES } from '../knowledge/chronic-conditions';
import { LOCALES } from '../testing';

const LAO_ZHOU = '老周 pemetrexed, stopped his folic acid, vegan (zh)';
const person = new Map(REFERENCE_PERSONAS).get(LAO_ZHOU)!;
type Supplement = NonNullable<Answers['supplements']>[number];
const withProducts = (supplements: Supplement[], a: Answers = person): Answers => ({ ...a, supplements });
const verdictOf = (a: Answers, locale: (typeof LOCALES)[number], name: string) =>
  planFor(a, locale).productReviews.find((r) => r.name === name);

describe('selenium beside the cancer antioxidant warning is avoid, with that warning (zh P3 #2)', () => {
  // The reviewer's product, then two other ways the same thing is entered in each language.
  const cases: [string, Supplement][] = [
    ['康恩贝 硒片', { name: '康恩贝 硒片', optionId: 'selenium-200', dose: 1, unit: 'tablet' }],
    ['硒酵母片', { name: '硒酵母片', optionId: 'selenium-100', dose: 2, unit: 'tablet' }],
    ['补硒 200微克', { name: '补硒 200微克', optionId: 'selenium-100', dose: 200, unit: 'ug' }],
    ['Selenium 200 mcg', { name: 'Selenium 200 mcg', optionId: 'selenium-200', dose: 1, unit: 'capsule' }],
    ['selenium yeast', { name: 'selenium yeast', optionId: 'selenium-100', dose: 100, unit: 'ug' }],
  ];
  it.each(LOCALES.flatMap((l) => cases.map(([n, s]) => [l, n, s] as const)))('%s: %s', (locale, name, s) => {
    const r = verdictOf(withProducts([s]), locale, name);
    expect(r?.verdict).toBe('avoid');
    expect(r?.issues.join(' ')).toMatch(locale === 'zh-CN' ? /化疗或放疗期间.*硒/ : /chemotherapy.*selenium/);
  });

  it.each(LOCALES)('%s: the persona as a guest would enter it with no cancer stays keep', (locale) => {
    const noCancer: Answers = { ...person, conditions: [], medicines: [] };
    const r = verdictOf(
      withProducts([{ name: '康恩贝 硒片', optionId: 'selenium-200', dose: 1, unit: 'tablet' }], noCancer),
      locale,
      '康恩贝 硒片',
    );
    expect(r?.verdict).toBe('keep');
  });

  it.each(LOCALES)(
    "%s: look-alikes that must not change — a multivitamin's 55 µg, selenium 50 µg",
    (locale) => {
      const multi = verdictOf(
        withProducts([{ name: '善存', optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' }]),
        locale,
        '善存',
      );
      expect(multi?.verdict).not.toBe('avoid');
      const low = verdictOf(
        withProducts([{ name: '硒片', optionId: 'selenium-100', dose: 50, unit: 'ug' }]),
        locale,
        '硒片',
      );
      expect(low?.verdict).not.toBe('avoid');
    },
  );

  it('property: with cancer a selenium product is avoid exactly from 100 µg a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 400 }), (ug) => {
        const r = verdictOf(
          withProducts([{ name: '硒片', optionId: 'selenium-100', dose: ug, unit: 'ug' }]),
          'zh-CN',
          '硒片',
        );
        return (r?.verdict === 'avoid') === ug >= CANCER_ANTIOXIDANT_FROM.selenium.amount;
      }),
      { numRuns: 40, seed: 31 },
    );
  });

  it('every nutrient the warning names (that has a nutrient key) has a dose in the table', () => {
    const text = CHRONIC_RULES.find((r) => r.id === 'cancer.antioxidants')!.text.en;
    const named = { vitaminC: /vitamin C/, vitaminE: /vitamin E/, selenium: /selenium/ } as const;
    for (const [key, re] of Object.entries(named)) {
      expect(text).toMatch(re);
      expect(Object.keys(CANCER_ANTIOXIDANT_FROM)).toContain(key);
    }
  });
});
