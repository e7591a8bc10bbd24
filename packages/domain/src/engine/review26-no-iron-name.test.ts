/**
 * Twenty-sixth clinician review, en M1: a pregnant user typed "prenatal gummies (no iron)" and picked the
 * generic prenatal option; the engine counted its 27 mg of iron per gummy. A typed name that says the
 * product has no iron ("no iron", "iron-free", "without iron", "不含铁", "无铁") is the label: its iron is
 * 0, the option's other nutrients stand, and the plan's iron total follows.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { intakeFromSupplements, saysNoIron } from '../review';
import { LOCALES, person, statusOf } from '../testing';
import { planFor } from './index';

type Supp = NonNullable<Answers['supplements']>[number];
const prenatal = (name: string | undefined): Supp => ({
  optionId: 'prenatal-multivitamin',
  ...(name === undefined ? {} : { name }),
  dose: 1,
  unit: 'tablet',
});
const pregnant = (supplements: Supp[]): Answers => ({
  ...person('female', 31, 165, 62, 'light'),
  lifeStage: 'pregnant_t2',
  supplements,
});

describe('the typed name says no iron', () => {
  it.each([
    'prenatal gummies (no iron)',
    'Prenatal gummies - iron-free',
    'prenatal gummy iron free',
    'Prenatal without iron',
    '孕妇软糖（不含铁）',
    '孕期复合维生素 无铁配方',
  ])('%s: iron 0, folate, iodine and vitamin D of the option still counted', (name) => {
    expect(saysNoIron(name)).toBe(true);
    const t = intakeFromSupplements([prenatal(name)]);
    expect(t.perNutrient.iron ?? 0).toBe(0);
    expect(t.substances).not.toContain('iron');
    expect(t.perNutrient.folate).toBeGreaterThan(0);
    expect(t.perNutrient.iodine).toBeGreaterThan(0);
    expect(t.perNutrient.vitaminD).toBeGreaterThan(0);
  });

  it.each([undefined, 'prenatal gummies', 'Prenatal with iron 27 mg', 'Iron-rich prenatal'])(
    '%s: the option’s iron is counted as before',
    (name) => {
      expect(saysNoIron(name)).toBe(false);
      expect(intakeFromSupplements([prenatal(name)]).perNutrient.iron).toBeGreaterThan(0);
    },
  );
});

describe.each(LOCALES)('%s', (locale) => {
  it("the reviewer's pregnant user: the plan's iron from supplements is 0 with the gummies, 27 without the words", () => {
    const without = planFor(pregnant([prenatal('prenatal gummies (no iron)')]), locale);
    const withIron = planFor(pregnant([prenatal('prenatal gummies')]), locale);
    expect(statusOf(without, 'iron').fromSupplements).toBe(0);
    expect(statusOf(withIron, 'iron').fromSupplements).toBeCloseTo(27, 5);
    expect(statusOf(without, 'folate').fromSupplements).toBe(statusOf(withIron, 'folate').fromSupplements);
  });
});
