/**
 * Issue 31 §1, "prescribed supplements stay prescribed", through the whole engine in both locales:
 * folic acid with methotrexate, magnesium with tacrolimus after a kidney transplant, calcium and
 * vitamin D with long-term steroids, folic acid on antiepileptics, B6 with isoniazid — kept with the
 * reason, never "adds little" or "avoid" (sources in knowledge/prescribed-companions.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { PRESCRIBED_COMPANIONS } from '../knowledge/prescribed-companions';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const woman: Answers = person('female', 34, 162, 58, 'light');

const CASES: [string, Partial<Answers>, SupplementIntake, RegExp, RegExp][] = [
  [
    'methotrexate + folic acid 5 mg',
    { medicines: ['methotrexate'] },
    { optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true },
    /甲氨蝶呤/,
    /methotrexate/,
  ],
  [
    'tacrolimus after a kidney transplant (kidney disease answered) + magnesium oxide',
    { medicines: ['tacrolimus'], conditions: ['kidney_disease'] },
    { optionId: 'magnesium-oxide', dose: 250, unit: 'mg' },
    /他克莫司/,
    /Tacrolimus/,
  ],
  [
    'prednisone + calcium carbonate',
    { medicines: ['prednisone'] },
    { optionId: 'calcium-carbonate', dose: 500, unit: 'mg' },
    /激素/,
    /steroids/,
  ],
  [
    'valproate + folic acid 5 mg',
    { medicines: ['valproate'] },
    { optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true },
    /抗癫痫药/,
    /antiepileptic/,
  ],
  [
    'isoniazid + vitamin B6',
    { medicines: ['isoniazid'] },
    { optionId: 'vitamin-b6-50', dose: 50, unit: 'mg' },
    /异烟肼/,
    /isoniazid/,
  ],
];

describe.each(LOCALES)('%s', (locale) => {
  it.each(CASES)('%s: kept with the reason', (_name, extra, supplement, zhWords, enWords) => {
    const p = planFor({ ...woman, ...extra, supplements: [supplement] }, locale);
    const review = p.productReviews[0]!;
    expect(review.verdict).not.toBe('avoid');
    expect(review.verdict).not.toBe('no_benefit');
    expect(review.issues.join(' ')).toMatch(locale === 'zh-CN' ? zhWords : enWords);
  });

  it('a product marked prescribed is never "adds little"', () => {
    const p = planFor(
      { ...woman, supplements: [{ optionId: 'vitamin-b6-50', dose: 50, unit: 'mg', prescribed: true }] },
      locale,
    );
    expect(p.productReviews[0]!.verdict).not.toBe('no_benefit');
  });

  it('without the medicine, folic acid 5 mg a day is over the UL and not kept as prescribed', () => {
    const p = planFor(
      { ...woman, supplements: [{ optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug' }] },
      locale,
    );
    expect(p.productReviews[0]!.verdict).toBe('over_ul');
  });

  // Marked prescribed: a 5 mg tablet is the prescriber's only when the person says so (tenth clinician
  // review, en P2; unmarked, review/review10-folic-phenytoin.test.ts).
  it('with methotrexate, folic acid 5 mg is a prescribed dose: keep, not over the UL', () => {
    const p = planFor(
      {
        ...woman,
        medicines: ['methotrexate'],
        supplements: [{ optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true }],
      },
      locale,
    );
    expect(p.productReviews[0]!.verdict).toBe('keep');
    expect(p.productReviews[0]!.issues.join(' ')).toMatch(
      locale === 'zh-CN' ? /按处方|按医嘱/ : /as prescribed/,
    );
  });
});

describe('property: a companion of a medicine the person takes is never avoid or adds-little', () => {
  const pairs = PRESCRIBED_COMPANIONS.flatMap((row) =>
    (row.drugs ?? ['prednisone', 'carbamazepine']).flatMap((drug) => row.nutrients.map((n) => ({ drug, n }))),
  ).filter((x) => !(x.drug === 'prednisone' && x.n === 'folate'));
  const productOf: Record<string, SupplementIntake> = {
    folate: { optionId: 'folic-acid-400', dose: 400, unit: 'ug' },
    magnesium: { optionId: 'magnesium-glycinate', dose: 200, unit: 'mg' },
    calcium: { optionId: 'calcium-citrate', dose: 500, unit: 'mg' },
    vitaminD: { optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' },
    vitaminB6: { optionId: 'vitamin-b6-50', dose: 50, unit: 'mg' },
    // Pemetrexed's B12 (fourteenth clinician review, zh P3 #1).
    vitaminB12: { optionId: 'vitamin-b12-1000', dose: 1000, unit: 'ug' },
  };
  it('over every row, age, sex, kidney disease and locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.integer({ min: 18, max: 85 }),
        fc.constantFrom('male' as const, 'female' as const),
        fc.boolean(),
        fc.constantFrom(...LOCALES),
        ({ drug, n }, age, sex, kidney, locale) => {
          const p = planFor(
            {
              ...person(sex, age, 168, 64, 'light'),
              medicines: [drug],
              ...(kidney ? { conditions: ['kidney_disease'] } : {}),
              supplements: [productOf[n]!],
            },
            locale,
          );
          const v = p.productReviews[0]!.verdict;
          expect(['avoid', 'no_benefit']).not.toContain(v);
        },
      ),
      { numRuns: 60 },
    );
  });
});

// Nineteenth clinician review, zh S3: a self-bought magnesium (not marked prescribed) of a woman with
// myasthenia gravis on tacrolimus and pyridostigmine was "keep — 这是医生开的，请继续按处方服用" beside the
// myasthenia rule's "stop it". An unmarked product is presumed the companion of the medicine that brings it
// (tacrolimus) and kept against that medicine's rules only, never against another medicine's "avoid".
describe.each(LOCALES)('%s: a presumed companion does not outweigh another medicine’s avoid', (locale) => {
  const mg = { medicines: ['tacrolimus', 'pyridostigmine', 'prednisone'] };
  const PRESCRIBED_SAID = /这是医生开的|医生开镁|it is prescribed|doctors prescribe magnesium/;

  it('unmarked magnesium on tacrolimus with pyridostigmine: avoid, and never called prescribed', () => {
    const p = planFor(
      { ...woman, ...mg, supplements: [{ optionId: 'magnesium-oxide', dose: 200, unit: 'mg' }] },
      locale,
    );
    const review = p.productReviews[0]!;
    expect(review.verdict).toBe('avoid');
    expect(review.issues.join(' ')).not.toMatch(PRESCRIBED_SAID);
  });

  it('marked prescribed: kept, with the pair for the prescriber', () => {
    const p = planFor(
      {
        ...woman,
        ...mg,
        supplements: [{ optionId: 'magnesium-oxide', dose: 200, unit: 'mg', prescribed: true }],
      },
      locale,
    );
    expect(p.productReviews[0]!.verdict).not.toBe('avoid');
  });

  it('tacrolimus alone (a transplant): the unmarked magnesium is still kept as its companion', () => {
    const p = planFor(
      {
        ...woman,
        medicines: ['tacrolimus'],
        supplements: [{ optionId: 'magnesium-oxide', dose: 200, unit: 'mg' }],
      },
      locale,
    );
    expect(p.productReviews[0]!.verdict).not.toBe('avoid');
    expect(p.productReviews[0]!.issues.join(' ')).toMatch(/他克莫司|Tacrolimus/);
  });
});
