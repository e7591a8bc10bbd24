/**
 * Fourteenth clinician review, en P3 #1 ("Brenda", 80, desmopressin with citalopram and indapamide,
 * Na 130): the plan said "could not check desmopressin" and its sodium finding did not name it. Now the
 * sodium finding says the label discontinues it below the normal range — prescriber today — the
 * fluid-limit finding is there for everyone on it, and the two sodium-lowering partners are major pairs.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const BRENDA = new Map(REFERENCE_PERSONAS).get(
  'Brenda desmopressin, citalopram, indapamide, Na 130, Adcal-D3 (en)',
)!;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const plan = planFor(BRENDA, locale);
  it('Na 130 on desmopressin: the prescriber today, the label’s limit', () => {
    const f = plan.findings.find((x) => x.id === 'lab:serumSodium');
    expect(f?.text).toMatch(
      zh ? /说明书规定去氨加压素要中止/ : /the label says desmopressin is discontinued/,
    );
    expect(f?.text).toMatch(zh ? /今天就联系开药的医生/ : /Contact the prescriber \(GP\) today/);
    expect(f?.text).toMatch(
      zh ? /从服药前1小时到服药后8小时尽量少喝水/ : /from 1 hour before the dose until 8 hours after/,
    );
  });
  it('the fluid limit is a finding, and desmopressin is checked', () => {
    expect(plan.findings.find((x) => x.id === 'medicine-diet:desmopressin-fluid-limit')?.severity).toBe(
      'warning',
    );
    expect(plan.profile.medicinesUnchecked ?? []).toEqual([]);
  });
  it('citalopram, indapamide (and an NSAID) with desmopressin are major pairs', () => {
    const pairs = plan.medicineTaboos.filter((t) => t.drugId === 'desmopressin');
    expect(pairs.map((t) => [t.target, t.severity])).toEqual(
      expect.arrayContaining([
        ['citalopram', 'major'],
        ['indapamide', 'major'],
      ]),
    );
    const withIbuprofen = planFor({ ...BRENDA, medicines: ['desmopressin', 'ibuprofen'] }, locale);
    expect(
      withIbuprofen.medicineTaboos.some((t) => t.drugId === 'desmopressin' && t.target === 'ibuprofen'),
    ).toBe(true);
  });
});

describe.each(LOCALES)('%s: co-codamol in the plan (en P3 #4)', (locale) => {
  it('co-codamol is checked, and its paracetamol is counted to the 4 g', () => {
    const plan = planFor(BRENDA, locale);
    const f = plan.findings.find((x) => x.id === 'medicine-diet:paracetamol-combination-total');
    expect(f?.text).toMatch(
      locale === 'zh-CN'
        ? /每片都含对乙酰氨基酚（扑热息痛）500毫克/
        : /500 mg of paracetamol in every tablet/,
    );
    expect(f?.text).toMatch(
      locale === 'zh-CN' ? /最多8片，也就是4克/ : /at most 8 tablets in 24 hours, which is 4 g/,
    );
  });
});
