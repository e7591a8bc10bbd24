/**
 * The `prescribed` flag is read as given (ninth clinician review, en P1 finding 1): a self-bought
 * vitamin D 5000 IU on prednisone was "prescribed (125 µg): keep taking it as prescribed", with
 * `prescribed: false` sent as well. The steroid's companion row (calcium and vitamin D 600–800 IU,
 * ACR 2022) is a dose within the UL: a product above the UL is never that companion, and an explicit
 * `false` is never overridden by a companion. An explicit `true` keeps the prescriber's line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';

const onSteroid = (supplement: SupplementIntake): Answers => ({
  ...person('female', 54, 165, 78, 'light'),
  medicines: ['prednisone'],
  supplements: [supplement],
});

const d3 = (iu: number, prescribed?: boolean): SupplementIntake => ({
  optionId: 'vitamin-d3-5000iu',
  name: 'Nature Made Vitamin D3',
  dose: 1,
  unit: 'capsule',
  perUnit: { amount: iu, unit: 'IU' },
  ...(prescribed === undefined ? {} : { prescribed }),
});

const PRESCRIBED = { 'zh-CN': /处方/, 'en-US': /prescribed|prescriber/ } as const;

describe('vitamin D above the UL on prednisone: prescribed only when she says so', () => {
  it.each(LOCALES)(
    '%s: the reviewer’s own list, not prescribed → over_ul, never "keep taking it as prescribed"',
    (locale) => {
      for (const flag of [false, undefined]) {
        const r = planFor(onSteroid(d3(5000, flag)), locale).productReviews[0]!;
        expect(r.verdict, String(flag)).toBe('over_ul');
        const over = r.issues.find((x) => /可耐受最高摄入量|upper limit/.test(x)) ?? '';
        expect(over, String(flag)).not.toMatch(PRESCRIBED[locale]);
        expect(r.overUl?.[0]?.prescribed, String(flag)).toBe(false);
      }
    },
  );

  it.each(LOCALES)('%s: marked prescribed → kept with the prescriber’s line', (locale) => {
    const r = planFor(onSteroid(d3(5000, true)), locale).productReviews[0]!;
    expect(r.verdict).not.toBe('over_ul');
    expect(r.issues.join(' ')).toMatch(
      locale === 'zh-CN'
        ? /本品为处方用药.*请继续按医嘱服用/
        : /this product is prescribed .*keep taking it as prescribed/,
    );
    expect(r.overUl?.[0]?.prescribed).toBe(true);
  });

  it('property: any amount above the UL — the flag decides, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4100, max: 50_000 }),
        fc.constantFrom(true, false, undefined),
        fc.constantFrom(...LOCALES),
        (iu, flag, locale) => {
          const r = planFor(onSteroid(d3(iu, flag)), locale).productReviews[0]!;
          const line = r.issues.find((x) => /可耐受最高摄入量|upper limit/.test(x)) ?? '';
          // A loading strength (20,000 IU or more) listed as daily is a weekly prescription taken daily,
          // prescribed or not: never "keep taking it as prescribed" (fourteenth clinician review, en P5 #4).
          if (flag === true && iu >= 20_000) {
            expect(r.verdict).toBe('over_ul');
            expect(r.issues.join(' ')).toMatch(/每周一次|once-a-week/);
            expect(r.issues.join(' ')).not.toMatch(/请继续按医嘱服用|keep taking it as prescribed/);
          } else if (flag === true) {
            expect(r.verdict).not.toBe('over_ul');
            expect(line).toMatch(PRESCRIBED[locale]);
          } else {
            expect(r.verdict).toBe('over_ul');
            expect(line).not.toMatch(PRESCRIBED[locale]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a companion within the UL stays the companion when the flag is not given (no "adds little")', () => {
    const r = planFor(onSteroid(d3(1000)), 'en-US').productReviews[0]!;
    expect(r.verdict).toBe('keep');
    expect(r.issues.join(' ')).toMatch(/Long-term steroids such as prednisone thin the bones/);
  });
});
