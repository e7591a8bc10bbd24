/**
 * The plan for cirrhosis and for TB medicines (clinician review 2026-11-25 evening, P1 and P3): protein
 * not cut (ESPEN 2019), salt, alcohol and raw shellfish; pyridoxine with isoniazid, never "food first";
 * alcohol avoided on isoniazid, rifampicin and pyrazinamide, led by a raised ALT.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';

const base = {
  nickname: 'x',
  heightCm: 170,
  activityLevel: 'sedentary',
  lifeStage: 'none',
  dietPattern: 'omnivore',
} as const;

const cirrhosis = (extra: Partial<Answers> = {}) =>
  ({
    ...base,
    gender: 'male',
    age: 56,
    weightKg: 58,
    alcohol: 'none',
    conditions: ['liver_disease'],
    medicines: ['spironolactone', 'furosemide'],
    ...extra,
  }) as Answers;

const tb = (extra: Partial<Answers> = {}) =>
  ({
    ...base,
    heightCm: 175,
    gender: 'male',
    age: 32,
    weightKg: 52,
    alcohol: 'moderate',
    conditions: [],
    medicines: ['isoniazid', 'rifampicin', 'pyrazinamide', 'ethambutol'],
    ...extra,
  }) as Answers;

describe('cirrhosis in the plan', () => {
  it.each([
    ['zh-CN', /不要为了“防肝昏迷”少吃蛋白质.*约 70–87 克.*钠每天约 2 克.*一滴酒都不要喝.*生蚝、醉虾/s],
    [
      'en-US',
      /do not cut protein.*about 70–87 g.*sodium is about 2 g a day.*no alcohol at all.*raw oysters/s,
    ],
  ] as const)('%s: the finding says protein, sodium, alcohol and raw shellfish', (locale, expected) => {
    const plan = planFor(cirrhosis(), locale as Locale);
    const f = plan.findings.find((x) => x.id === 'liver-disease');
    expect(f?.text).toMatch(expected);
  });

  it('raises the protein target to ESPEN 1.2–1.5 g/kg (58 kg: 70–87 g), never below', () => {
    const plan = planFor(cirrhosis(), 'en-US');
    const protein = plan.nutrients.find((n) => n.key === 'protein');
    expect(protein?.target).toBeGreaterThanOrEqual(70);
    const without = planFor(cirrhosis({ conditions: [] }), 'en-US');
    expect(without.nutrients.find((n) => n.key === 'protein')?.target).toBeLessThan(70);
    expect(without.findings.some((x) => x.id === 'liver-disease')).toBe(false);
  });

  it('with kidney disease too, protein is left to the teams', () => {
    const plan = planFor(cirrhosis({ conditions: ['liver_disease', 'kidney_disease'] }), 'en-US');
    expect(plan.findings.find((x) => x.id === 'liver-disease')?.text).not.toMatch(/g per kg/);
  });
});

describe('TB medicines in the plan', () => {
  it.each(['zh-CN', 'en-US'] as const)('%s: pyridoxine 25–50 mg is said, never food first', (locale) => {
    const plan = planFor(tb(), locale);
    const f = plan.findings.find((x) => x.id === 'companion:isoniazid-pyridoxine');
    expect(f?.text).toMatch(/25–50 mg/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /不能靠吃饭补足/ : /food cannot replace it/);
    for (const x of plan.findings)
      if (/B6/.test(x.text)) expect(x.text).not.toMatch(/从食物补足即可|food covers it/);
  });

  it.each([
    ['zh-CN', /^你的ALT 120 U\/L 已经升高.*不要喝酒/s],
    ['en-US', /^Your ALT of 120 U\/L is already raised.*Drink no alcohol/s],
  ] as const)('%s: alcohol is avoided, led by the raised ALT', (locale, expected) => {
    const plan = planFor(tb({ labs: [{ marker: 'ALT', value: 120, unit: 'U/L' }] }), locale as Locale);
    expect(plan.findings.find((x) => x.id === 'medicine-diet:alcohol-tb-liver')?.text).toMatch(expected);
  });

  it('without a raised ALT the alcohol row stands alone; ethambutol alone has none', () => {
    const plan = planFor(tb(), 'en-US');
    expect(plan.findings.find((x) => x.id === 'medicine-diet:alcohol-tb-liver')?.text).toMatch(
      /^Drink no alcohol/,
    );
    const emb = planFor(tb({ medicines: ['ethambutol'] }), 'en-US');
    expect(emb.findings.some((x) => x.id === 'medicine-diet:alcohol-tb-liver')).toBe(false);
    expect(emb.findings.some((x) => x.id.startsWith('companion:'))).toBe(false);
  });
});
