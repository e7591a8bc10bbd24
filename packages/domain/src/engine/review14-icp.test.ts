/**
 * Fourteenth clinician review, zh P4 (小敏, 33 weeks, intrahepatic cholestasis of pregnancy): "未能识别的
 * 检验项目：总胆汁酸、总胆红素" (#1); 优思弗 missing, so cholestyramine binding it went unchecked (#2).
 *
 * Total bile acids are read (µmol/L; the lab's range first): in pregnancy from 10 µmol/L with itching it
 * is ICP, from 40 µmol/L the severe range (中华医学会妇产科学分会《妊娠期肝内胆汁淤积症诊疗指南（2015）》),
 * and the obstetric team — not a liver clinic — follows it with bile acids and fetal monitoring (RCOG
 * Green-top Guideline No. 43, 2022). Total bilirubin is read too.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, findingOf, markerOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const XIAO_MIN = new Map(REFERENCE_PERSONAS).get('小敏 ICP at 33 weeks on 优思弗 and 消胆胺 (zh)')!;

describe('ICP in the plan (zh P4 #1, #2)', () => {
  it.each(LOCALES)('%s: total bile acids and bilirubin are read, not rejected', (locale) => {
    const plan = planFor(XIAO_MIN, locale);
    expect(findingOf(plan, 'lab-rejected')).toBeUndefined();
    const tba = markerOf(plan, 'totalBileAcids');
    expect(tba).toMatchObject({ value: 48.6, unit: 'µmol/L', flag: 'high' });
    expect(JSON.stringify(tba)).toMatch(locale === 'zh-CN' ? /重度.*产科/ : /severe|obstetric/i);
    expect(JSON.stringify(tba)).not.toMatch(/肝病科|liver clinic|hepatolog/i);
    expect(markerOf(plan, 'totalBilirubin')).toMatchObject({ value: 18, flag: 'normal' });
  });

  it.each(LOCALES)('%s: 优思弗 is a medicine, with its cholestyramine pair', (locale) => {
    const plan = planFor(XIAO_MIN, locale);
    expect(
      plan.medicineTaboos.some((t) => t.ruleId === 'ursodeoxycholic-acid+class:bile_acid_sequestrant'),
    ).toBe(true);
  });

  it('outside pregnancy a raised bile acid is not called ICP', () => {
    const plan = planFor(
      {
        ...XIAO_MIN,
        lifeStage: 'none',
        gestationalWeek: undefined,
        prePregnancyWeightKg: undefined,
      },
      'zh-CN',
    );
    const tba = markerOf(plan, 'totalBileAcids');
    expect(tba?.flag).toBe('high');
    expect(tba?.meaning).not.toMatch(/妊娠期肝内胆汁淤积|胎/);
  });
});
