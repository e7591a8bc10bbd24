/**
 * Fourteenth clinician review, en P1 #5: Harold's plan (Zestoretic, aspirin 81 mg, CKD G3a) listed the
 * aspirin under the ACE inhibitor + NSAID "triple whammy" row, telling him to ask about paracetamol
 * instead. Low-dose aspirin is not that row's NSAID (see interactions/review14-low-dose-aspirin.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const HAROLD = new Map(REFERENCE_PERSONAS).get(
  'Harold CKD G3a on Zestoretic and aspirin 81, K 3.4, Ca 10.4 (en)',
)!;

describe('Harold’s plan: aspirin 81 mg is not a triple whammy (en P1 #5)', () => {
  it.each(LOCALES)('%s', (locale) => {
    const plan = planFor(HAROLD, locale);
    const aspirinRows = plan.medicineTaboos.filter(
      (t) => t.kind === 'drug_interaction' && (t.drugId === 'aspirin' || t.target === 'aspirin'),
    );
    expect(aspirinRows.filter((t) => /nsaid/.test(t.ruleId))).toEqual([]);
    // The painkiller warning is never about his aspirin.
    expect(JSON.stringify(aspirinRows)).not.toMatch(/paracetamol|acetaminophen|对乙酰氨基酚/);
  });

  it('an ibuprofen he adds is still the row', () => {
    const plan = planFor({ ...HAROLD, medicines: [...(HAROLD.medicines ?? []), 'ibuprofen'] }, 'en-US');
    expect(plan.medicineTaboos.some((t) => t.ruleId === 'class:ace_inhibitor+class:nsaid')).toBe(true);
  });
});
