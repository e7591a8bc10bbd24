/**
 * Twenty-sixth clinician review, zh M6: on haemodialysis a ferritin of 320 ng/mL with a TSAT of 21 % was
 * read "可能为铁过载…建议就医查明原因". In kidney disease (dialysis, answered, or an eGFR < 60 on the
 * report) KDIGO 2012 (Anemia in CKD ch. 2.1) still gives iron while TSAT ≤ 30 % and ferritin ≤ 500 ng/mL,
 * and inflammation raises ferritin: up to 500 is no overload. Everyone else keeps the WHO reading.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { FERRITIN_HIGH_TEXT } from '../knowledge/iron-overload';
import { LOCALES, markerOf, person } from '../testing';
import { planFor } from './index';

type Labs = NonNullable<Answers['labs']>;
const HD = (labs: Labs, conditions: Answers['conditions'] = ['dialysis']): Answers => ({
  ...person('female', 62, 158, 55, 'light'),
  conditions,
  supplements: [{ optionId: 'multivitamin-women', dose: 1, unit: 'tablet' }],
  labs,
});
const IRON = (ferritin: number, extra: Partial<Labs[number]> = {}): Labs => [
  { marker: '铁蛋白', value: ferritin, unit: 'ng/mL', ...extra },
  { marker: 'TSAT', value: 21, unit: '%' },
  { marker: '血红蛋白', value: 98, unit: 'g/L' },
];
const EGFR = (v: number): Labs => [{ marker: 'eGFR', value: v, unit: 'mL/min/1.73m2' }];

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const OVERLOAD = zh
    ? /可能为铁过载|可能是铁过载|提示铁过载/
    : /iron overload or inflammation|points to iron overload/;
  const KDIGO = zh
    ? /500 µg\/L 以内不算铁过载.*肾内科/
    : /up to 500 µg\/L is not iron overload.*nephrologist/;

  it.each([
    ["the reviewer's haemodialysis patient", IRON(320), ['dialysis']],
    ['kidney disease answered, eGFR 25', [...IRON(320), ...EGFR(25)], ['kidney_disease']],
    ['an eGFR of 40 on the report only', [...IRON(320), ...EGFR(40)], []],
    ['dialysis, ferritin 500 exactly', IRON(500), ['dialysis']],
  ] as const)(
    '%s: ferritin ≤ 500 with TSAT 21 % is read by KDIGO, not as overload',
    (_, labs, conditions) => {
      const p = planFor(HD([...labs], [...conditions] as Answers['conditions']), locale);
      const f = markerOf(p, 'ferritin');
      expect(f?.flag).toBe('normal');
      expect(f?.meaning).toMatch(KDIGO);
      expect(f?.source.ref).toMatch(/KDIGO/);
      expect(JSON.stringify(p)).not.toMatch(OVERLOAD);
    },
  );

  it("dialysis, ferritin 320 with the report's own range 13–150: no overload text in the product review", () => {
    const p = planFor(HD(IRON(320, { labRefLow: 13, labRefHigh: 150 })), locale);
    const multi = p.productReviews.find((r) => /multivitamin|复合维生素/i.test(JSON.stringify(r)));
    expect(multi?.issues.join(' ') ?? '').not.toContain(FERRITIN_HIGH_TEXT[zh ? 'zh' : 'en']);
    expect(JSON.stringify(p)).not.toMatch(OVERLOAD);
  });

  it('dialysis, ferritin 650: above the KDIGO 500 — high, the nephrologist decides, no iron', () => {
    const p = planFor(HD(IRON(650)), locale);
    const f = markerOf(p, 'ferritin');
    expect(f?.flag).toBe('high');
    expect(f?.meaning).toMatch(
      zh ? /高于 500 µg\/L.*炎症.*肾内科/ : /above 500 µg\/L.*inflammation.*nephrologist/,
    );
    expect(p.recommendations.find((r) => r.nutrient === 'iron')).toBeUndefined();
  });

  it.each([
    ['a woman without kidney disease, ferritin 320', 'female'],
    ['a man without kidney disease, ferritin 320', 'male'],
  ] as const)('%s: the WHO reading stays (high, overload or inflammation)', (_, sex) => {
    const p = planFor({ ...HD(IRON(320), []), gender: sex }, locale);
    const f = markerOf(p, 'ferritin');
    expect(f?.flag).toBe('high');
    expect(f?.meaning).toMatch(zh ? /可能为铁过载或炎症/ : /iron overload or inflammation/);
  });
});
