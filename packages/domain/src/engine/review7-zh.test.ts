/**
 * Seventh clinician review, zh personas, the plan's outcome: magnesium with myasthenia gravis (P5),
 * he shou wu and green tea extract with hepatitis B and a raised ALT (P4), prolonged vomiting in
 * early pregnancy (P2).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('myasthenia gravis on pyridostigmine: magnesium oxide 500 mg a day is "avoid", the reason in the taboos', () => {
    const plan = planFor(
      persona('myasthenia gravis on pyridostigmine and prednisone, magnesium oxide'),
      locale,
    );
    const mg = plan.productReviews.find((r) => r.optionId === 'magnesium-oxide');
    expect(mg?.verdict).toBe('avoid');
    const taboo = plan.medicineTaboos.find((t) => t.target === 'magnesium');
    expect(taboo?.management).toBe('avoid');
    expect(`${taboo?.mechanism} ${taboo?.advice}`).toMatch(zh ? /重症肌无力/ : /myasthenia gravis/);
    expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('magnesium');
  });

  it('a multivitamin with a little magnesium is not ruled out on pyridostigmine, the caution said', () => {
    const plan = planFor(
      {
        ...person('female', 40, 160, 55, 'light'),
        medicines: ['pyridostigmine'],
        supplements: [{ optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' }],
      },
      locale,
    );
    const multi = plan.productReviews[0];
    expect(multi?.verdict).not.toBe('avoid');
    expect(multi?.issues.join(' ')).toMatch(zh ? /溴吡斯的明/ : /Pyridostigmine/);
  });

  it('hepatitis B with ALT 88: he shou wu and green tea extract are both "avoid"', () => {
    const plan = planFor(
      persona('hepatitis B on entecavir, raised ALT, he shou wu and green tea extract'),
      locale,
    );
    expect(plan.productReviews.map((r) => [r.optionId, r.verdict])).toEqual([
      ['he-shou-wu', 'avoid'],
      ['green-tea-extract', 'avoid'],
    ]);
  });
});
