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
    conditions: ['cirrhosis'],
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
    const plan = planFor(cirrhosis({ conditions: ['cirrhosis', 'kidney_disease'] }), 'en-US');
    expect(plan.findings.find((x) => x.id === 'liver-disease')?.text).not.toMatch(/g per kg/);
  });
});

// Clinician review 2026-11-26 (eighth round), zh P1: a 61-year-old with autoimmune hepatitis on
// azathioprine was given "肝病（肝硬化）", the cirrhosis protein target and the ascites sodium rule.
describe('liver disease other than cirrhosis', () => {
  const hepatitis = (extra: Partial<Answers> = {}) =>
    cirrhosis({
      age: 61,
      weightKg: 78,
      conditions: ['liver_disease', 'gout'],
      medicines: ['azathioprine', 'allopurinol'],
      ...extra,
    });

  it.each([
    ['zh-CN', /不需要为了“护肝”少吃蛋白质.*最好不喝酒.*护肝”保健品或草药.*生蚝.*请在问卷里选“肝硬化”/s],
    [
      'en-US',
      /no reason to cut protein.*best not to drink.*"liver" supplements or herbs.*raw oysters.*tick "Cirrhosis"/s,
    ],
  ] as const)('%s: what holds for every liver disease, nothing of cirrhosis', (locale, expected) => {
    const plan = planFor(hepatitis(), locale);
    const f = plan.findings.find((x) => x.id === 'liver-disease');
    expect(f?.text).toMatch(expected);
    const all = plan.findings.map((x) => x.text).join('\n');
    expect(all).not.toMatch(/肝硬化有腹水时|螺内酯|With cirrhosis and ascites|spironolactone/);
    expect(all).not.toMatch(/肝病（肝硬化）|Liver disease \(cirrhosis\)/);
  });

  it('keeps the ordinary protein target (no cirrhosis raise)', () => {
    const liver = planFor(hepatitis(), 'en-US').nutrients.find((n) => n.key === 'protein');
    const none = planFor(hepatitis({ conditions: ['gout'] }), 'en-US').nutrients.find(
      (n) => n.key === 'protein',
    );
    expect(liver?.target).toBe(none?.target);
    const cirrhotic = planFor(hepatitis({ conditions: ['cirrhosis', 'gout'] }), 'en-US');
    expect(cirrhotic.nutrients.find((n) => n.key === 'protein')?.target).toBeGreaterThanOrEqual(
      Math.round(1.2 * 78),
    );
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
