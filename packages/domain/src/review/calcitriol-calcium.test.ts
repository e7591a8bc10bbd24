/**
 * Hypoparathyroidism on calcitriol with prescribed calcium (serum calcium 7.6 mg/dL): her calcium with
 * vitamin D was "avoid … do not take them together" (clinician review 2026-11-25, products §4). Calcium
 * with calcitriol is the standard treatment (Rocaltrol's own indications): the pair is `monitor`, and a
 * calcium product she marks as prescribed is kept, with the prescriber told.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const HYPOPARA: Answers = {
  ...person('female', 45, 160, 55, 'light'),
  medicines: ['calcitriol'],
  labs: [{ marker: 'serumCalcium', value: 7.6, unit: 'mg/dL' }],
  supplements: [
    { name: '钙尔奇D', optionId: 'calcium-carbonate-d3', dose: 600, unit: 'mg', prescribed: true },
    { name: 'calcium carbonate', optionId: 'calcium-carbonate', dose: 500, unit: 'mg', prescribed: true },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const p = planFor(HYPOPARA, locale);

  it('the calcitriol × calcium row is "monitor": the prescriber checks blood calcium, no extra calcium of her own', () => {
    const row = p.medicineTaboos.find((t) => t.ruleId === 'class:vitamin_d_analogue.calcium');
    expect(row).toMatchObject({ management: 'monitor' });
    expect(row?.advice).toMatch(
      zh ? /按处方继续吃.*不要自己另加钙片/ : /as prescribed, and no extra calcium of your own/,
    );
    expect(row?.advice).toMatch(zh ? /内分泌科医生/ : /endocrinologist for hypoparathyroidism/);
    expect(row?.source.ref).toMatch(/Rocaltrol.*hypoparathyroidism/);
  });

  it('her prescribed calcium products are kept, never "do not take them together"', () => {
    for (const r of p.productReviews) {
      expect(r.verdict, r.name).not.toBe('avoid');
      const text = r.issues.join(' ');
      expect(text).not.toMatch(
        zh ? /不建议同时服用|严重相互作用/ : /do not take them together|Serious interaction/,
      );
    }
    const d3 = p.productReviews.find((r) => r.optionId === 'calcium-carbonate-d3');
    expect(d3?.issues.join(' ')).toMatch(
      zh ? /与骨化三醇同服时需监测/ : /Needs monitoring when taken with Calcitriol/,
    );
  });

  // The vitamin D row holds from a pharmacologic 1,000 IU a day (the calcitriol label withholds "pharmacologic doses";
  // fortieth clinician review, zh S2): a calcium tablet's 400 IU is monitored with the calcium, a 2,000 IU capsule is
  // ruled out.
  it('a calcium tablet’s 400 IU of vitamin D is monitored; a 2,000 IU vitamin D capsule is ruled out', () => {
    const own = planFor(
      {
        ...HYPOPARA,
        supplements: [{ name: '钙尔奇D', optionId: 'calcium-carbonate-d3', dose: 600, unit: 'mg' }],
      },
      locale,
    );
    expect(own.productReviews[0]?.verdict).not.toBe('avoid');
    const high = planFor(
      { ...HYPOPARA, supplements: [{ optionId: 'vitamin-d3-2000iu', dose: 1, unit: 'capsule' }] },
      locale,
    );
    expect(high.productReviews[0]?.verdict).toBe('avoid');
  });

  // Blind answer round 61, zh-003 and en-029 (development data): after thyroid surgery, calcium 2.02 mmol/L on
  // calcitriol, Caltrate D three times a day and a multivitamin, not marked prescribed — the review said "hold it".
  it('calcium treating a low blood calcium on calcitriol is never held or "not together", even unmarked and over the UL', () => {
    const LOW: Answers = {
      ...person('female', 44, 158, 54, 'light'),
      medicines: ['levothyroxine', 'calcitriol'],
      labs: [{ marker: 'serumCalcium', value: 2.02, unit: 'mmol/L' }],
      supplements: [
        { name: 'Caltrate D', optionId: 'calcium-carbonate-d3', dose: 1800, unit: 'mg' },
        { name: 'Centrum', optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' },
      ],
    };
    const r = planFor(LOW, locale).productReviews.find((x) => x.optionId === 'calcium-carbonate-d3');
    expect(r?.verdict).not.toBe('avoid');
    const text = r?.issues.join(' ') ?? '';
    expect(text).toMatch(
      zh
        ? /本品的钙是治疗的一部分：不要自己停用或减量/
        : /this calcium is part of the treatment: do not stop or cut it yourself/,
    );
    expect(text).not.toMatch(zh ? /不建议同时服用/ : /do not take them together/);
    // With a normal blood calcium the calcitriol row stands as before.
    const normal = planFor(
      { ...LOW, labs: [{ marker: 'serumCalcium', value: 2.3, unit: 'mmol/L' }] },
      locale,
    ).productReviews.find((x) => x.optionId === 'calcium-carbonate-d3');
    expect(normal?.issues.join(' ')).not.toMatch(
      zh ? /本品的钙是治疗的一部分/ : /this calcium is part of the treatment/,
    );
  });
});
