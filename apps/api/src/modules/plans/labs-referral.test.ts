/**
 * Review items H4, M1, M11, M13, C4 and C5 through HTTP (PGlite), in both locales: the stored plan is
 * the engine's, the iron referral fits the person, lab rows agree with the findings, units and sources
 * fit the person, and pregnancy weight gain follows the locale's standard.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, LabValue } from '@nutri/domain/contracts';
import { deepPlanSuite, finding, labMarker as marker, LOCALES, person } from '../../../test/plans';

const REPORT: LabValue[] = [
  { marker: '铁蛋白', value: 9, unit: 'µg/L', labRefLow: 30, labRefHigh: 400 },
  { marker: 'eGFR', value: 38, unit: 'mL/min' },
  { marker: '25-羟基维生素D', value: 22, unit: 'nmol/L' },
  { marker: '糖化血红蛋白', value: 43, unit: 'mmol/mol' },
  { marker: '维生素B12', value: 332, unit: 'pmol/L' },
];
const man: Answers = { ...person('male', 45, 172, 86, 'sedentary'), labs: REPORT };

describe('review items H4, M1, M11, M13, C4, C5 through the plans API', () => {
  const { planVia } = deepPlanSuite();

  it.each(LOCALES)('%s: the reviewed man’s report (H4, M1, M11, C4, C5)', async (locale) => {
    const zh = locale === 'zh-CN';
    const d = await planVia(man, locale);
    // H4: gut investigation, never heavy periods; the kidney team only as an addition.
    const iron = d.recommendations.find((r) => r.nutrient === 'iron')!;
    expect(iron.see).toMatch(zh ? /消化科/ : /gastroenterologist/);
    const treatment = finding(d, 'treatment:iron')!.text;
    expect(treatment).not.toMatch(/月经|period/i);
    expect(treatment).toMatch(zh ? /也请告诉肾内科医生/ : /tell your kidney team too/);
    // C4: ferritin in µg/L throughout; eGFR cites G3b and says how "mL/min" was read.
    expect(marker(d, 'ferritin')).toMatchObject({ value: 9, unit: 'µg/L' });
    expect(iron.reasons.find((r) => r.kind === 'lab')?.text).toContain('9 µg/L');
    expect(marker(d, 'egfr')?.source.ref).toContain('G3b: 30–44');
    expect(marker(d, 'egfr')?.meaning).toMatch(zh ? /单位为 mL\/min/ : /gives mL\/min/);
    // M1: 43 mmol/mol ≈ 6.1 %: high, prediabetes range, agreeing with the glucose finding.
    expect(marker(d, 'hba1c')).toMatchObject({
      value: 6.1,
      flag: 'high',
      flagLabel: zh ? '偏高（糖尿病前期范围）' : 'high (prediabetes range)',
    });
    expect(finding(d, 'glucose-prediabetes')).toBeDefined();
    // C5: no metformin note without metformin.
    expect(marker(d, 'hba1c')?.meaning).not.toMatch(/metformin|二甲双胍/i);
    // M11: 25(OH)D 22 nmol/L is deficiency on the row too.
    expect(marker(d, 'vitaminD25OH')?.flagLabel).toBe(zh ? '偏低（缺乏）' : 'low (deficiency)');
    expect(finding(d, 'treatment:vitaminD')).toBeDefined();
  });

  it.each(LOCALES)('%s: a woman of 30 with ferritin 9 is sent to GP/gynaecology (H4)', async (locale) => {
    const d = await planVia(
      { ...person('female', 30, 160, 55, 'light'), labs: [{ marker: 'ferritin', value: 9, unit: 'ng/mL' }] },
      locale,
    );
    expect(d.recommendations.find((r) => r.nutrient === 'iron')?.see).toMatch(
      locale === 'zh-CN' ? /妇科/ : /gynaecologist/,
    );
    expect(finding(d, 'treatment:iron')?.text).toMatch(locale === 'zh-CN' ? /月经量多/ : /heavy periods/);
  });

  it.each(LOCALES)('%s: HbA1c above the lab’s printed range is never "normal" (M1)', async (locale) => {
    const d = await planVia(
      { ...man, labs: [{ marker: 'HbA1c', value: 5.6, unit: '%', labRefLow: 4, labRefHigh: 5.5 }] },
      locale,
    );
    expect(marker(d, 'hba1c')).toMatchObject({
      flag: 'high',
      flagLabel: locale === 'zh-CN' ? '偏高（高于化验单参考范围）' : "high (above the lab's range)",
    });
  });

  it.each(LOCALES)(
    '%s: pregnancy weight gain by the locale’s standard; en protein on pre-pregnancy weight (M13)',
    async (locale) => {
      const zh = locale === 'zh-CN';
      const d = await planVia(
        { ...person('female', 30, 162, 76, 'light'), prePregnancyWeightKg: 70.9, lifeStage: 'pregnant_t2' },
        locale,
      );
      expect(finding(d, 'pregnancy-weight-gain')?.text).toMatch(
        zh ? /7–11 千克.*0.3（0.22–0.37）千克（WS\/T 801-2022）/ : /7–11.5 kg.*IOM 2009/,
      );
      expect(d.nutrients.find((n) => n.key === 'protein')?.target).toBe(zh ? 70 : 78);
    },
  );
});
