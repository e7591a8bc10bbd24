/**
 * Thirteenth clinician review, en-US medicines, in the plan: ibrutinib with vitamin E 400 IU, fish oil,
 * garlic and turmeric (en P5 #3: vitamin E was "keep" with platelets 96), Epclusa with a PPI, an H2
 * blocker and Tums (en P1 #1, #3: nothing was checked) and Prolia with a low calcium and vitamin D in
 * CKD G4 (en P4 #2). Both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const DWIGHT = 'Dwight hepatitis C on Epclusa, Prilosec, Tums, metformin (en)';
const JUNE = 'June Prolia due, CKD G4, low calcium, stopped calcium (en)';
const ALAN = 'Alan CLL on Imbruvica, platelets 96, vitamin E, fish oil, garlic (en)';
const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('ibrutinib: vitamin E, fish oil, garlic and turmeric are avoid, never keep (en P5 #3)', () => {
    const plan = planFor(persona(ALAN), locale);
    const reviews = plan.productReviews;
    expect(reviews.length).toBe(4);
    for (const r of reviews) {
      expect(r.verdict, r.name).toBe('avoid');
      expect(r.issues.join(' ')).toMatch(zh ? /伊布替尼/ : /Ibrutinib/);
    }
    const ids = plan.medicineTaboos.filter((t) => t.drugId === 'ibrutinib').map((t) => t.target);
    expect(ids).toEqual(expect.arrayContaining(['vitaminE', 'omega3', 'garlic', 'turmeric']));
    // The schedule carries none of them.
    expect(JSON.stringify(plan.products)).not.toMatch(/Vitamin E 400|维生素E 400/);
  });

  it('ibrutinib: the grapefruit and Seville orange finding (en P5 #1)', () => {
    const f = planFor(persona(ALAN), locale).findings.find(
      (x) => x.id === 'medicine-diet:ibrutinib-grapefruit-seville',
    );
    expect(f?.text).toMatch(zh ? /酸橙（塞维利亚橙/ : /Seville \(bitter\) orange/);
  });

  it('Epclusa: PPI, H2 blocker and Tums are checked (en P1 #1, #3)', () => {
    const plan = planFor(persona(DWIGHT), locale);
    expect(plan.profile.medicinesUnchecked ?? []).toEqual([]);
    const epclusa = plan.medicineTaboos.filter((t) => t.drugId === 'sofosbuvir-velpatasvir');
    const ppi = epclusa.find((t) => t.target === 'omeprazole');
    expect(ppi?.severity).toBe('major');
    expect(ppi?.advice).toMatch(zh ? /不超过20毫克/ : /no more than 20 mg of omeprazole/);
    expect(epclusa.find((t) => t.target === 'famotidine')?.advice).toMatch(
      zh ? /40毫克/ : /40 mg twice a day/,
    );
    expect(epclusa.find((t) => t.target === 'calcium')?.advice).toMatch(
      zh ? /至少间隔4小时/ : /at least 4 hours apart/,
    );
  });

  it('Prolia with a low calcium and vitamin D in CKD G4: the finding says correct first, call before the dose (en P4 #2)', () => {
    const plan = planFor(persona(JUNE), locale);
    const f = plan.findings.find((x) => x.id === 'medicine-diet:denosumab-calcium-vitamin-d');
    expect(f?.text).toMatch(
      zh ? /每次打针前血钙必须正常、维生素D必须充足/ : /Before every dose the calcium must be normal/,
    );
    expect(f?.text).toMatch(
      zh
        ? /一两天内联系开药的医生，不要等到下次打针/
        : /call the prescriber within a day or two rather than waiting for the next injection/,
    );
    // No invented dose: the doctor's prescription, not a number of ours.
    expect(f?.text).not.toMatch(/\d+ ?(mg|IU|毫克|单位)/);
  });
});
