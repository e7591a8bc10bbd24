/**
 * Fourteenth clinician review, en P3 #3 ("Brenda", 80, indapamide, CKD G3a): her prescribed "Adcal-D3"
 * 2 a day was "not recognised and not counted", and the plan added 700 mg calcium on top. Adcal-D3 and
 * the other UK prescribed calcium + D3 products are known at their SmPC strengths, and — the class — a
 * product not recognised whose name says calcium or vitamin D is never counted as zero while the plan
 * adds more of it: the addition is held and the plan says so. Both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { intakeFromSupplements } from '../review';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const personas = new Map(REFERENCE_PERSONAS);
const BRENDA = personas.get('Brenda desmopressin, citalopram, indapamide, Na 130, Adcal-D3 (en)')!;
const ANJALI = personas.get('Anjali leflunomide, planning a pregnancy, ALT 72 (en)')!;

describe('UK prescribed calcium + D3 at their SmPC strengths (en P3 #3)', () => {
  it.each<[string, number, number]>([
    ['Adcal-D3', 1200, 20],
    ['Adcal-D3 Dissolve', 1200, 20],
    ['Accrete D3', 1200, 20],
    ['Calcichew-D3 Forte', 1000, 20],
    ['TheiCal-D3', 2000, 44],
  ])('%s, 2 tablets: %i mg calcium and %i µg vitamin D', (name, ca, d) => {
    const t = intakeFromSupplements([{ name, dose: 2, unit: 'tablet' }]);
    expect(t.perNutrient.calcium).toBe(ca);
    expect(t.perNutrient.vitaminD).toBe(d);
  });
  it('"Calcichew-D3" alone is sold at two strengths: known, not counted, none added', () => {
    const t = intakeFromSupplements([{ name: 'Calcichew D3', dose: 2, unit: 'tablet' }]);
    expect(t.perNutrient.calcium).toBeUndefined();
    expect(t.uncountedNutrients?.map((u) => u.nutrient)).toEqual(expect.arrayContaining(['calcium']));
  });
});

describe.each(LOCALES)('%s', (locale) => {
  it('Brenda: Adcal-D3 is counted (1200 mg) and no calcium is added', () => {
    const plan = planFor(BRENDA, locale);
    expect(plan.recommendations.find((r) => r.nutrient === 'calcium')).toBeUndefined();
    expect(plan.recommendations.find((r) => r.nutrient === 'vitaminD')).toBeUndefined();
    expect(plan.findings.find((f) => f.id === 'supplements-unresolved')?.text ?? '').not.toMatch(/Adcal/);
  });
  // The class: three members whose name says calcium or vitamin D, none recognised.
  it.each<[string, Answers, 'calcium' | 'vitaminD']>([
    [
      'Calci-D chewable',
      { ...BRENDA, supplements: [{ name: 'Calci-D chewable', dose: 2, unit: 'tablet' }] },
      'calcium',
    ],
    [
      '钙镁锌咀嚼片',
      { ...BRENDA, supplements: [{ name: '钙镁锌咀嚼片', dose: 2, unit: 'tablet' }] },
      'calcium',
    ],
    [
      'Vit D3 drops',
      { ...ANJALI, supplements: [{ name: 'Vit D3 drops', dose: 1, unit: 'tablet' }] },
      'vitaminD',
    ],
  ])('an unrecognised "%s" holds the %s addition, and the plan says so', (name, answers, nutrient) => {
    const plan = planFor(answers, locale);
    expect(plan.recommendations.find((r) => r.nutrient === nutrient)).toBeUndefined();
    const f = plan.findings.find((x) => x.id === `skipped:${nutrient}`);
    expect(f?.text).toContain(name);
  });
  it('without such a product the addition stands (the test sees a difference)', () => {
    const plan = planFor({ ...BRENDA, supplements: [] }, locale);
    expect(plan.recommendations.find((r) => r.nutrient === 'calcium')).toBeDefined();
  });
});
