import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Thirty-ninth blind clinician review (2026-12-01): the plan's side.

const taboo = (a: Answers, locale: 'zh-CN' | 'en-US', drugId: string, target: string) =>
  planFor(a, locale).medicineTaboos.find((x) => x.drugId === drugId && x.target === target);

describe('tizanidine with fluvoxamine or ciprofloxacin (zh S1, en S2)', () => {
  it.each(LOCALES)('%s: major, avoid, the next tizanidine dose skipped', (locale) => {
    for (const other of ['fluvoxamine', 'ciprofloxacin']) {
      const a: Answers = { ...person('female', 35, 158, 60, 'light'), medicines: ['tizanidine', other] };
      const t = taboo(a, locale, 'tizanidine', other);
      expect(t?.severity).toBe('major');
      expect(t?.advice).toMatch(
        locale === 'zh-CN' ? /下一次替扎尼定先不要吃/ : /skip the next tizanidine dose/,
      );
    }
  });
});

describe('methotrexate in pregnancy (en S1)', () => {
  it.each(LOCALES)('%s: pregnant on it — stop at once, folic acid goes on, never "do not stop"', (locale) => {
    const keira: Answers = {
      ...person('female', 26, 165, 62, 'light'),
      lifeStage: 'pregnant_t1',
      medicines: ['methotrexate'],
      medicineDoses: [{ id: 'methotrexate', dose: 20, unit: 'mg', frequency: 'weekly' }],
    };
    const f = planFor(keira, locale).findings.find((x) => x.id === 'teratogen:methotrexate');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      locale === 'zh-CN'
        ? /不要再吃下一次的甲氨蝶呤[\s\S]*叶酸/
        : /Take no further methotrexate dose[\s\S]*folic acid/,
    );
    expect(f?.text).not.toMatch(/不要自己停|do not stop (it|the medicine) yourself/);
  });
});

describe('St John’s wort with exemestane and everolimus (en S3)', () => {
  it.each(LOCALES)('%s: both pairs major', (locale) => {
    const deb: Answers = {
      ...person('female', 63, 163, 70, 'light'),
      conditions: ['cancer'],
      medicines: ['exemestane', 'everolimus'],
      supplements: [{ optionId: 'st-johns-wort', dose: 300, unit: 'mg' }],
    };
    const taboos = planFor(deb, locale).medicineTaboos;
    for (const drug of ['exemestane', 'everolimus'])
      expect(taboos.find((x) => x.drugId === drug && x.target === 'stJohnsWort')?.severity).toBe('major');
  });
});

describe('sotalol with a low potassium and magnesium, and quinine (en S4)', () => {
  const gordon = (labs: Answers['labs']): Answers => ({
    ...person('male', 79, 172, 70, 'light'),
    conditions: ['kidney_disease'],
    medicines: ['sotalol', 'quinine'],
    labs,
  });

  it.each(LOCALES)('%s: potassium 3.3 on sotalol is the prescriber today', (locale) => {
    const f = planFor(
      gordon([{ marker: 'Potassium', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 }]),
      locale,
    ).findings.find((x) => x.id === 'lab:serumPotassium');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /索他洛尔[\s\S]*今天就联系开药医生/ : /sotalol[\s\S]*today/);
  });

  it.each(LOCALES)('%s: sotalol with quinine is a major QT pair', (locale) => {
    const t = taboo(gordon([]), locale, 'sotalol', 'quinine');
    expect(t?.severity).toBe('major');
  });
});

describe('melatonin beside fluvoxamine (zh M3, en M8)', () => {
  it.each(LOCALES)('%s: the product is avoid, never keep', (locale) => {
    const a: Answers = {
      ...person('female', 35, 158, 56, 'light'),
      medicines: ['fluvoxamine'],
      supplements: [{ optionId: 'melatonin', dose: 10, unit: 'mg' }],
    };
    expect(planFor(a, locale).productReviews.map((r) => r.verdict)).toEqual(['avoid']);
  });
});
