/**
 * Tenth clinician review, en P2 (Dwayne, 45, phenytoin (Dilantin) 300 mg + Keppra), findings 1 and 8:
 * his sister's folic acid 5 mg, sent without a `prescribed` flag, was "this product is prescribed
 * (5000 µg): keep taking it as prescribed", with "Women on antiepileptic medicines need a higher folic
 * acid dose before … pregnancy" beside it. A product is prescribed only when the person says so (as the
 * ninth review made it for vitamin D on prednisone); high-dose folic acid with phenytoin, fosphenytoin,
 * phenobarbital or primidone is a pair (Dilantin PI §7; Stockley); the women's line is not for a man.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { LOCALES, person } from '../testing';

const DWAYNE = REFERENCE_PERSONAS.find(([n]) => n === "phenytoin with his sister's folic acid 5 mg")![1];
const PRESCRIBED_LINE = {
  'zh-CN': /本品为处方用药|请继续按医嘱服用/,
  'en-US': /this product is prescribed|keep taking it as prescribed/,
};
const WOMEN_LINE = { 'zh-CN': /服用抗癫痫药的女性/, 'en-US': /Women on antiepileptic medicines/ };
const PHENYTOIN_PAIR = {
  'zh-CN': /叶酸.*苯妥英.*(浓度|血药)/s,
  'en-US': /folic acid.*phenytoin (level|concentration)/is,
};

const on = (
  medicines: string[],
  supplement: SupplementIntake,
  base = person('male', 45, 180, 84, 'light'),
): Answers => ({
  ...base,
  conditions: ['epilepsy'],
  medicines,
  supplements: [supplement],
});
const FIVE_MG = (name: string, prescribed?: boolean): SupplementIntake => ({
  optionId: 'folic-acid-5mg',
  name,
  dose: 1,
  unit: 'tablet',
  ...(prescribed === undefined ? {} : { prescribed }),
});

describe.each(LOCALES)('%s', (locale) => {
  it("the reviewer's exact input: the sister's 5 mg is not 'prescribed', the phenytoin pair is named", () => {
    const plan = planFor(DWAYNE, locale);
    const r = plan.productReviews.find((x) => x.name === 'Folic acid 5 mg (from my sister)')!;
    const text = r.issues.join(' ');
    expect(text).not.toMatch(PRESCRIBED_LINE[locale]);
    expect(r.verdict).not.toBe('keep');
    expect(r.overUl?.[0]?.prescribed ?? false).toBe(false);
    const pair = plan.medicineTaboos.find((t) => t.drugId === 'phenytoin' && t.target === 'folate');
    expect(pair, 'phenytoin × folic acid pair').toBeDefined();
    expect(`${pair?.mechanism} ${pair?.advice}`).toMatch(PHENYTOIN_PAIR[locale]);
    // A man: never the women's pregnancy line.
    expect(text).not.toMatch(WOMEN_LINE[locale]);
    expect(JSON.stringify(plan)).not.toMatch(WOMEN_LINE[locale]);
  });

  it.each([
    ['Folic acid 5mg', undefined],
    ['叶酸片5mg 朋友给的', undefined],
    ['folic acid 5 mg (from my sister)', false],
  ] as const)('"%s" (prescribed %s) on Dilantin: not prescribed, the pair applies', (name, flag) => {
    const plan = planFor(on(['phenytoin'], FIVE_MG(name, flag)), locale);
    const r = plan.productReviews[0]!;
    expect(r.issues.join(' ')).not.toMatch(PRESCRIBED_LINE[locale]);
    expect(r.verdict).not.toBe('keep');
  });

  it.each(['phenytoin', 'fosphenytoin', 'phenobarbital', 'primidone'])(
    '%s with folic acid 5 mg is a pair; with a multivitamin’s 400 µg it is not',
    (drug) => {
      const plan = planFor(on([drug], FIVE_MG('Folic acid 5 mg')), locale);
      expect(
        plan.medicineTaboos.some(
          (t) => t.drugId === drug && t.target === 'folate' && t.kind === 'interaction',
        ),
      ).toBe(true);
      const low = planFor(on([drug], { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' }), locale);
      expect(
        low.medicineTaboos.some(
          (t) => t.drugId === drug && t.target === 'folate' && t.kind === 'interaction',
        ),
      ).toBe(false);
    },
  );

  it('marked prescribed by his neurologist: kept with the prescriber’s line and the pair', () => {
    const plan = planFor(on(['phenytoin'], FIVE_MG('Folic acid 5 mg', true)), locale);
    const r = plan.productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).toMatch(locale === 'zh-CN' ? /处方/ : /prescribed/);
  });

  it('a woman of 30 on phenytoin still hears the pregnancy folic acid line', () => {
    const plan = planFor(
      on(['phenytoin'], FIVE_MG('Folic acid 5 mg', true), person('female', 30, 165, 60, 'light')),
      locale,
    );
    expect(plan.productReviews[0]!.issues.join(' ')).toMatch(WOMEN_LINE[locale]);
  });

  it('a woman of 62 on valproate does not hear it', () => {
    const plan = planFor(
      on(['valproate'], FIVE_MG('Folic acid 5 mg', true), person('female', 62, 160, 60, 'light')),
      locale,
    );
    expect(plan.productReviews[0]!.issues.join(' ')).not.toMatch(WOMEN_LINE[locale]);
  });

  it.each([
    ['methotrexate', 'female', 40],
    ['valproate', 'female', 28],
  ] as const)(
    'unmarked 5 mg on %s: the prescriber’s dose to ask about, never "prescribed" or "adds little"',
    (drug, g, age) => {
      const plan = planFor(
        { ...person(g, age, 165, 60, 'light'), medicines: [drug], supplements: [FIVE_MG('Folic acid 5 mg')] },
        locale,
      );
      const r = plan.productReviews[0]!;
      const text = r.issues.join(' ');
      expect(text).not.toMatch(PRESCRIBED_LINE[locale]);
      expect(r.verdict).not.toBe('no_benefit');
      expect(text).toMatch(
        locale === 'zh-CN' ? /请先问开药医生/ : /ask your prescriber whether you should take this dose/,
      );
    },
  );
});
