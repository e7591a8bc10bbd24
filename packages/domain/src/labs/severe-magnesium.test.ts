/**
 * Severe hypomagnesaemia (clinician review 2026-11-25 evening, P6): magnesium 1.1 mg/dL (0.45 mmol/L)
 * with potassium 3.2 and calcium 8.1 mg/dL on omeprazole for 8 years got "Magnesium is low: the plan
 * recommends magnesium" and a 100 mg magnesium glycinate "within the UL". Below 0.5 mmol/L: the doctor
 * the same day (often IV magnesium), no over-the-counter top-up, a long-term PPI named (FDA 2011).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, findingOf, person, recOf } from '../testing';
import { MAGNESIUM_SEVERE_BELOW } from '../knowledge/lab-markers';

const P6 = (
  mg: { value: number; unit: string },
  medicines = ['omeprazole', 'hydrochlorothiazide'],
): Answers => ({
  ...person('female', 67, 160, 70, 'light'),
  medicines,
  supplements: [
    { name: 'calcium carbonate', dose: 1200, unit: 'mg' },
    { name: 'magnesium oxide', dose: 400, unit: 'mg' },
  ],
  labs: [
    { marker: 'Mg', ...mg },
    { marker: 'K', value: 3.2, unit: 'mmol/L' },
    { marker: 'Ca', value: 8.1, unit: 'mg/dL' },
  ],
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it.each([
    ['the reviewer’s 1.1 mg/dL', { value: 1.1, unit: 'mg/dL' }],
    ['0.45 mmol/L as printed in China', { value: 0.45, unit: 'mmol/L' }],
    ['0.8 mEq/L (0.4 mmol/L)', { value: 0.8, unit: 'mEq/L' }],
  ])('%s: an urgent same-day finding, no OTC magnesium, the PPI named', (_, mg) => {
    const p = planFor(P6(mg), locale);
    const f = findingOf(p, 'lab:serumMagnesium');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      zh
        ? /严重低镁血症.*今天就医.*静脉补镁/
        : /severe hypomagnesaemia.*See a doctor today.*intravenous magnesium/,
    );
    expect(f?.text).toMatch(
      zh
        ? /质子泵抑制剂（如奥美拉唑）.*很可能是血镁低的原因/
        : /proton pump inhibitor \(such as omeprazole\).*likely cause/,
    );
    expect(f?.text).not.toMatch(zh ? /方案会推荐补镁/ : /the plan recommends magnesium/);
    expect(recOf(p, 'magnesium')).toBeUndefined();
    expect(findingOf(p, 'skipped:magnesium')?.text).toMatch(zh ? /今天就医/ : /see a doctor today/);
  });

  it('mild low magnesium (0.65 mmol/L) keeps today’s behaviour: not urgent, magnesium recommended', () => {
    const p = planFor(P6({ value: 0.65, unit: 'mmol/L' }), locale);
    expect(findingOf(p, 'lab:serumMagnesium')?.severity).toBe('warning');
    expect(recOf(p, 'magnesium')).toBeDefined();
  });

  it('without a PPI the severe finding stays urgent and names no PPI as hers', () => {
    const p = planFor(P6({ value: 0.42, unit: 'mmol/L' }, ['hydrochlorothiazide']), locale);
    expect(findingOf(p, 'lab:serumMagnesium')?.severity).toBe('urgent');
    expect(findingOf(p, 'lab:serumMagnesium')?.text).not.toMatch(
      zh ? /你长期服用质子泵抑制剂/ : /You take a proton pump inhibitor/,
    );
  });
});

describe('property: the 0.5 mmol/L line', () => {
  it('below 0.5 → urgent and no magnesium recommendation; 0.5–0.74 → warning', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 74 }), fc.constantFrom(...LOCALES), (centi, locale) => {
        const v = centi / 100;
        const p = planFor(P6({ value: v, unit: 'mmol/L' }), locale);
        const f = findingOf(p, 'lab:serumMagnesium');
        if (v < MAGNESIUM_SEVERE_BELOW) {
          expect(f?.severity).toBe('urgent');
          expect(recOf(p, 'magnesium')).toBeUndefined();
        } else if (v > 0.41) expect(f?.severity).toBe('warning');
      }),
      { numRuns: 40 },
    );
  });
});
