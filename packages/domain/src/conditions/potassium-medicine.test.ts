/**
 * Seventeenth blind review (zh Z2, serious S1): 潘南金 (potassium and magnesium aspartate) with a
 * potassium of 5.7, a magnesium of 1.08, spironolactone and sacubitril/valsartan. The plan names what it
 * is, its label's contraindications, not the next dose and the prescriber today; the pairs with
 * potassium-raising medicines are major. Both ways: a normal potassium and magnesium with a normal eGFR
 * give no such finding.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts';
import { planFor } from '../engine';
import { resolveMedicine } from '../interactions';
import { POTASSIUM_MEDICINE_FINDING_ID } from './potassium-medicine';

const LOCALES = ['zh-CN', 'en-US'] as const;
const base: Answers = {
  gender: 'male',
  age: 79,
  heightCm: 168,
  weightKg: 61,
  activityLevel: 'sedentary',
  conditions: ['heart_failure', 'kidney_disease'],
  medicines: ['sacubitril-valsartan', 'spironolactone', 'furosemide', 'potassium-magnesium-aspartate'],
};
const Z2: Answers = {
  ...base,
  labs: [
    { marker: 'potassium', value: 5.7, unit: 'mmol/L' },
    { marker: 'magnesium', value: 1.08, unit: 'mmol/L' },
    { marker: 'eGFR', value: 41, unit: 'mL/min/1.73m2' },
  ],
};

describe('潘南金 is in the dictionary by every name on its box', () => {
  it.each([
    '潘南金',
    '门冬氨酸钾镁',
    '门冬氨酸钾镁片',
    '脉安定',
    'Panangin',
    'potassium magnesium aspartate',
    '门冬氨酸钾镁片（潘南金）一次2片一日3次',
  ])('%s', (name) => {
    const r = resolveMedicine(name);
    expect(r.status).toBe('resolved');
    expect(r.status === 'resolved' && r.id).toBe('potassium-magnesium-aspartate');
  });
  it('门冬氨酸 alone, or 硫酸镁, is not it', () => {
    for (const name of ['硫酸镁', '门冬氨酸鸟氨酸']) {
      const r = resolveMedicine(name);
      expect(r.status === 'resolved' ? r.id : null).not.toBe('potassium-magnesium-aspartate');
    }
  });
});

describe('the plan: 潘南金 with a raised potassium and magnesium', () => {
  it.each(LOCALES)(
    'an urgent finding: what it is, the contraindications, the prescriber today (%s)',
    (locale) => {
      const plan = planFor(Z2, locale);
      const f = plan.findings.find((x) => x.id === POTASSIUM_MEDICINE_FINDING_ID);
      expect(f?.severity).toBe('urgent');
      if (locale === 'zh-CN') {
        expect(f?.text).toMatch(/潘南金.*就是钾和镁.*每片约含钾36毫克、镁12毫克/);
        expect(f?.text).toMatch(/血钾 5\.7 mmol\/L 已高于正常范围，血镁 1\.08 mmol\/L 已高于正常范围/);
        expect(f?.text).toMatch(/下一次先不要吃，今天就联系开这个药的医生/);
      } else {
        expect(f?.text).toMatch(/Panangin.*is potassium and magnesium/);
        expect(f?.text).toMatch(/A potassium of 5\.7 mmol\/L is above the range, a magnesium of 1\.08/);
        expect(f?.text).toMatch(/Do not take the next dose; contact the doctor who prescribed it .*today/);
      }
      expect(f?.text).not.toMatch(/照常服用|keep taking/i);
    },
  );

  it.each(LOCALES)(
    'its pairs with spironolactone and sacubitril/valsartan are major, with the raised advice (%s)',
    (locale) => {
      const plan = planFor(Z2, locale);
      for (const id of ['spironolactone', 'sacubitril-valsartan']) {
        const t = plan.medicineTaboos.find(
          (x) => x.drugId === id && x.target === 'potassium-magnesium-aspartate',
        );
        expect(t?.severity, id).toBe('major');
        expect(t?.advice).toMatch(locale === 'zh-CN' ? /今天就联系开药医生/ : /contact the prescriber today/);
        expect(t?.advice).not.toMatch(/照常服用|keep taking/i);
      }
    },
  );

  it.each([
    ['an ACE inhibitor', 'lisinopril'],
    ['eplerenone', 'eplerenone'],
    ['tacrolimus', 'tacrolimus'],
    ['co-trimoxazole', 'sulfamethoxazole-trimethoprim'],
  ])('potassium chloride with %s is a major pair too', (_, drug) => {
    const plan = planFor({ ...base, conditions: [], medicines: [drug, 'potassium-chloride'] }, 'en-US');
    const t = plan.medicineTaboos.find(
      (x) => x.kind === 'drug_interaction' && [x.drugId, x.target].includes('potassium-chloride'),
    );
    expect(t?.severity).toBe('major');
    expect(t?.advice).toMatch(/check(ed)? .*potassium|potassium .*checked/i);
  });

  it('kidney failure alone (eGFR 24) is a reason too; dialysis too', () => {
    const low = planFor({ ...base, labs: [{ marker: 'eGFR', value: 24, unit: 'mL/min/1.73m2' }] }, 'zh-CN');
    expect(low.findings.find((x) => x.id === POTASSIUM_MEDICINE_FINDING_ID)?.text).toMatch(
      /肾功能严重下降（eGFR 24）/,
    );
  });

  it.each(LOCALES)(
    'a potassium and magnesium in range with an eGFR of 41: no such finding (%s)',
    (locale) => {
      const plan = planFor(
        {
          ...base,
          labs: [
            { marker: 'potassium', value: 4.4, unit: 'mmol/L' },
            { marker: 'magnesium', value: 0.85, unit: 'mmol/L' },
            { marker: 'eGFR', value: 41, unit: 'mL/min/1.73m2' },
          ],
        },
        locale,
      );
      expect(plan.findings.find((x) => x.id === POTASSIUM_MEDICINE_FINDING_ID)).toBeUndefined();
    },
  );

  it('no potassium medicine, a raised potassium: no such finding', () => {
    const plan = planFor({ ...Z2, medicines: ['spironolactone', 'furosemide'] }, 'zh-CN');
    expect(plan.findings.find((x) => x.id === POTASSIUM_MEDICINE_FINDING_ID)).toBeUndefined();
  });
});
