/**
 * Statin with high-dose niacin (fiftieth clinician review, zh M6): 1 g a day beside rosuvastatin was "minor, monitor".
 * From 500 mg a day the pair is avoid (AIM-HIGH 2011; HPS2-THRIVE 2014; FDA 2016); a multivitamin's niacin
 * raises nothing.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { person } from '../testing';
import type { Answers } from '../contracts/questionnaire';

const chen = (supplements: Answers['supplements']): Answers => ({
  ...person('male', 67, 168, 74, 'sedentary'),
  conditions: ['dyslipidemia', 'diabetes'],
  medicines: ['rosuvastatin', 'metformin'],
  supplements,
});

describe('statin × niacin', () => {
  it.each(['zh-CN', 'en-US'] as const)('1 g of niacin a day: avoid (%s)', (locale) => {
    const plan = planFor(chen([{ name: 'Niacin 500mg', dose: 2, unit: 'tablet' }]), locale);
    const pair = plan.medicineTaboos.find((t) => t.ruleId === 'class:statin.niacin');
    expect(pair).toMatchObject({ management: 'avoid' });
  });
  it('a multivitamin: no niacin pair', () => {
    const plan = planFor(chen([{ optionId: 'multivitamin-50plus', dose: 1, unit: 'tablet' }]), 'en-US');
    // The multivitamin is counted (its niacin reached the plan), and still no pair.
    expect(plan.nutrients.find((n) => n.key === 'niacin')?.fromSupplements).toBeGreaterThan(0);
    expect(plan.medicineTaboos.some((t) => t.ruleId === 'class:statin.niacin')).toBe(false);
  });
});
