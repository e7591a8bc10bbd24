import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-eighth blind clinician review (2026-12-02), zh M2: on valproate at 6 weeks, 1,200 µg of folic acid was "above
// the UL: more is not better" on the nutrient card, beside the finding asking for 5 mg.

const onValproate = (medicines: string[]): Answers => ({
  ...person('female', 29, 160, 55, 'light'),
  lifeStage: 'pregnant_t1',
  medicines,
  supplements: [{ optionId: 'folic-acid-400', dose: 3, unit: 'tablet' }],
});

const folate = (a: Answers, locale: (typeof LOCALES)[number]) =>
  planFor(a, locale).nutrients.find((n) => n.key === 'folate')!;

describe('folic acid above the UL that a medicine calls for', () => {
  it.each(LOCALES)(
    '%s: on valproate, 1,200 µg is no "more is not better"; the prescribed dose is said',
    (locale) => {
      const text = folate(onValproate(['valproate']), locale)
        .reasons.map((r) => r.text)
        .join(' ');
      expect(text).not.toMatch(/不是越多越好|more is not better/);
      expect(text).toMatch(locale === 'zh-CN' ? /每天约 5 毫克/ : /about 5 mg a day/);
    },
  );
  it.each(LOCALES)('%s: with no such medicine the UL warning stays', (locale) => {
    const text = folate(onValproate([]), locale)
      .reasons.map((r) => r.text)
      .join(' ');
    expect(text).toMatch(/不是越多越好|more is not better/);
  });
  it.each(LOCALES)(
    '%s: on valproate, 400 µg (below the UL) is not called "above the upper limit"',
    (locale) => {
      const a = {
        ...onValproate(['valproate']),
        supplements: [{ optionId: 'folic-acid-400', dose: 1, unit: 'tablet' }],
      };
      const text = folate(a as Answers, locale)
        .reasons.map((r) => r.text)
        .join(' ');
      expect(text).not.toMatch(/超过一般上限是治疗用量|above the usual upper limit is a treatment dose/);
    },
  );
});
