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

describe.each(LOCALES)('%s: weight loss of hyperemesis in early pregnancy (RCOG GTG 69)', (locale) => {
  const zh = locale === 'zh-CN';
  const p2 = persona('hyperemesis at 9 weeks, low potassium and sodium');

  it('the plan names it, today, with thiamine and "a multivitamin that comes back up does not count"', () => {
    const plan = planFor(p2, locale);
    const f = plan.findings.find((x) => x.id === 'hyperemesis');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(zh ? /4\.5 千克（8\.2%）/ : /4\.5 kg \(8\.2%\)/);
    expect(f?.text).toMatch(zh ? /维生素B1（硫胺素）/ : /vitamin B1 \(thiamine\)/);
    expect(f?.text).toMatch(zh ? /吐出来的复合维生素不算数/ : /comes back up does not count/);
    expect(f?.text).toMatch(zh ? /今天就联系产科医生/ : /obstetric team or go to hospital today/);
  });

  it('low potassium and sodium are the vomiting’s, for today — not fruit, not diuretics', () => {
    const plan = planFor(p2, locale);
    for (const id of ['lab:serumPotassium', 'lab:serumSodium']) {
      const f = plan.findings.find((x) => x.id === id);
      expect(f?.severity).toBe('urgent');
      expect(f?.text).toMatch(zh ? /呕吐/ : /vomiting/);
      expect(f?.text).not.toMatch(zh ? /多吃蔬果，补钾|利尿剂/ : /eat more vegetables|diuretic/);
    }
  });

  it('no new products while little stays down; folic acid is not dropped', () => {
    const plan = planFor(p2, locale);
    expect(plan.recommendations.filter((r) => r.nutrient !== 'folate')).toEqual([]);
    expect(plan.products.filter((x) => x.delivered?.nutrient !== 'folate')).toEqual([]);
  });

  it.each([
    ['3 % lost', { weightKg: 53.4 }],
    ['weight gained', { weightKg: 56 }],
    ['past 20 weeks', { lifeStage: 'pregnant_t2' as const, gestationalWeek: 24 }],
    [
      'not pregnant',
      { lifeStage: 'none' as const, gestationalWeek: undefined, prePregnancyWeightKg: undefined },
    ],
  ])('no hyperemesis finding when %s', (_, change) => {
    const plan = planFor({ ...p2, ...change } as Answers, locale);
    expect(plan.findings.some((x) => x.id === 'hyperemesis')).toBe(false);
  });

  it('weight loss without labs: within a day or two, the same day if water will not stay down', () => {
    const plan = planFor({ ...p2, labs: [] }, locale);
    const f = plan.findings.find((x) => x.id === 'hyperemesis');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(zh ? /一两天内/ : /within a day or two/);
  });
});

describe.each(LOCALES)('%s: entecavir in the plan', (locale) => {
  it('the plan says empty stomach and no alcohol with hepatitis B', () => {
    const plan = planFor(
      persona('hepatitis B on entecavir, raised ALT, he shou wu and green tea extract'),
      locale,
    );
    const f = plan.findings.find((x) => x.id === 'medicine-diet:entecavir-empty-stomach-alcohol');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /空腹.*不要喝酒/s : /empty stomach.*do not drink alcohol/s);
  });
});
