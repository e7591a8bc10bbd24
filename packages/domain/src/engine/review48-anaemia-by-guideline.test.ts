/**
 * Forty-eighth clinician review, zh M1: 12 weeks pregnant on 爱乐维 (60 mg iron), Hb 112 g/L under the report's
 * 115 and ferritin 22 µg/L. The plan said "by the guideline's cut-off (≥ 110 g/L) this is not abnormal" and
 * then added 45 mg of iron "below the deficiency cut-off of 30 µg/L (with anaemia)" — 105 mg a day. A
 * haemoglobin flagged low by the report's range alone is no anaemia by the guideline (WHO, 中华医学会围产医学分会
 * 2014: < 110 g/L in pregnancy); non-anaemic iron deficiency in pregnancy takes 60 mg a day, which her prenatal
 * already gives. A haemoglobin under 110 is anaemia, as before.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { analyseLabs } from '../labs';
import { treatmentsFor } from '../recommend';
import { LOCALES, person } from '../testing';

const ELEVIT = { optionId: 'elevit', name: '爱乐维复合维生素片', dose: 1, unit: 'tablet' } as const;

const labsWith = (hb: number): NonNullable<Answers['labs']> => [
  { marker: '血红蛋白(HGB)', value: hb, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
  { marker: '铁蛋白(FER)', value: 22, unit: 'µg/L', labRefLow: 13, labRefHigh: 150 },
];

const pregnant = (hb: number): Answers => ({
  ...person('female', 30, 162, 55, 'light'),
  lifeStage: 'pregnant_t1',
  prePregnancyWeightKg: 54,
  gestationalWeek: 12,
  supplements: [ELEVIT],
  labs: labsWith(hb),
});

describe.each(LOCALES)('%s: anaemia is the guideline’s, not the report range’s alone', (locale) => {
  it('Hb 112 under a printed 115: no "with anaemia" iron treatment', () => {
    const markers = analyseLabs(labsWith(112), { sex: 'female', locale, lifeStage: 'pregnant_t1' }).analysis
      .markers;
    const reasons = treatmentsFor(markers, { locale, sex: 'female', age: 30 }).treatments.map(
      (t) => t.reason.text,
    );
    expect(reasons.join(' ')).not.toMatch(/已有贫血|with anaemia/);
    const plan = planFor(pregnant(112), locale);
    const iron = plan.recommendations.find((r) => r.nutrient === 'iron');
    expect(iron?.supervised ?? false).toBe(false);
    expect(JSON.stringify(plan.recommendations)).not.toMatch(/已有贫血|with anaemia/);
  });

  it('Hb 105: anaemia, the treatment with it', () => {
    const markers = analyseLabs(labsWith(105), { sex: 'female', locale, lifeStage: 'pregnant_t1' }).analysis
      .markers;
    const reasons = treatmentsFor(markers, { locale, sex: 'female', age: 30 }).treatments.map(
      (t) => t.reason.text,
    );
    expect(reasons.join(' ')).toMatch(/已有贫血|with anaemia/);
  });
});
