/**
 * Lab names the clinician review of 2026-11-25 found dropped: serum phosphate (血磷, Z5 on dialysis),
 * CRP (E1 with Crohn's: a raised CRP is active inflammation, so the IBD protein 1.2–1.5 g/kg of ESPEN
 * 2023 applies) and the 2-hour post-meal glucose (餐后2小时血糖, Z2 with gestational diabetes: target
 * < 6.7 mmol/L in pregnancy). Names in both languages, typed and read from report lines.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { findingOf, LOCALES, person } from '../testing';
import { analyseLabs, findMarker } from '.';
import { extractMarkers } from './extract';

describe('names', () => {
  it.each([
    ['血磷', 'serumPhosphate'],
    ['血清无机磷', 'serumPhosphate'],
    ['磷', 'serumPhosphate'],
    ['无机磷', 'serumPhosphate'],
    ['碱性磷酸酶', 'alp'],
    ['Phosphate', 'serumPhosphate'],
    ['Phosphorus, serum', 'serumPhosphate'],
    ['phosphorus', 'serumPhosphate'],
    ['C反应蛋白', 'crp'],
    ['CRP', 'crp'],
    ['C-reactive protein', 'crp'],
    ['hs-CRP', 'hsCrp'],
    ['超敏C反应蛋白', 'hsCrp'],
    ['餐后2小时血糖', 'postprandialGlucose2h'],
    ['餐后两小时血糖', 'postprandialGlucose2h'],
    ['2-hour postprandial glucose', 'postprandialGlucose2h'],
    ['2hPG', 'postprandialGlucose2h'],
    ['空腹血糖', 'fastingGlucose'],
  ])('%s → %s', (name, key) => {
    expect(findMarker(name)?.key).toBe(key);
  });

  it('碱性磷酸酶 (alkaline phosphatase) and 餐后血糖 (time not given) are not read as these', () => {
    expect(findMarker('碱性磷酸酶')?.key).not.toBe('serumPhosphate');
    expect(findMarker('Alkaline phosphatase')?.key).not.toBe('serumPhosphate');
    expect(findMarker('餐后血糖')).toBeUndefined();
  });

  it.each([
    ['血磷 2.30 mmol/L 0.85-1.51', ['serumPhosphate', 2.3, 'mmol/L']],
    ['Phosphorus 7.1 mg/dL 2.5-4.5', ['serumPhosphate', 7.1, 'mg/dL']],
    ['C反应蛋白 CRP 35 mg/L 0-10', ['crp', 35, 'mg/L']],
    ['CRP 35 mg/L <10', ['crp', 35, 'mg/L']],
    ['餐后2小时血糖 8.9 mmol/L', ['postprandialGlucose2h', 8.9, 'mmol/L']],
  ] as const)('a report line: %s', (line, [key, value, unit]) => {
    const m = extractMarkers(line);
    expect(m.map((x) => [x.marker, x.value, x.unit])).toEqual([[key, value, unit]]);
  });
});

describe('bands', () => {
  it.each(LOCALES)(
    '%s: phosphate 2.3 mmol/L is high, and with kidney disease the kidney team manages it',
    (locale) => {
      const lab = [{ marker: '血磷', value: 2.3, unit: 'mmol/L' }];
      const plain = analyseLabs(lab, { sex: 'male', locale }).analysis.markers[0]!;
      expect(plain).toMatchObject({ key: 'serumPhosphate', flag: 'high' });
      const ckd = analyseLabs(lab, { sex: 'male', locale, ckd: true }).analysis.markers[0]!;
      expect(ckd.meaning).toMatch(locale === 'zh-CN' ? /磷结合剂随餐/ : /binders with meals/);
      // 7.1 mg/dL = 2.29 mmol/L
      expect(
        analyseLabs([{ marker: 'Phosphorus', value: 7.1, unit: 'mg/dL' }], { sex: 'male', locale }).analysis
          .markers[0],
      ).toMatchObject({ flag: 'high' });
      expect(
        analyseLabs([{ marker: 'Phosphate', value: 1.1, unit: 'mmol/L' }], { sex: 'male', locale }).analysis
          .markers[0],
      ).toMatchObject({ flag: 'normal' });
    },
  );

  it.each(LOCALES)('%s: CRP ≥ 10 mg/L is raised, below is not', (locale) => {
    const flag = (value: number) =>
      analyseLabs([{ marker: 'CRP', value, unit: 'mg/L' }], { sex: 'female', locale }).analysis.markers[0]!
        .flag;
    expect([flag(3), flag(9.9), flag(10), flag(35)]).toEqual(['normal', 'normal', 'high', 'high']);
  });

  it.each(LOCALES)(
    '%s: 2-h post-meal glucose: < 7.8 normal, 7.8–11.0 IGT range, ≥ 11.1 diabetes range; in pregnancy ≥ 6.7 high',
    (locale) => {
      const read = (value: number, extra = {}) =>
        analyseLabs([{ marker: '餐后2小时血糖', value, unit: 'mmol/L' }], { sex: 'female', locale, ...extra })
          .analysis.markers[0]!;
      expect(read(7.7).flag).toBe('normal');
      expect(read(8.9).flagLabel).toMatch(locale === 'zh-CN' ? /糖耐量减低/ : /impaired glucose tolerance/);
      expect(read(11.1).flagLabel).toMatch(locale === 'zh-CN' ? /糖尿病范围/ : /diabetes range/);
      const gdm = read(6.8, { lifeStage: 'pregnant_t3', gestationalDiabetes: true });
      expect(gdm.flag).toBe('high');
      expect(gdm.meaning).toMatch(/6\.7/);
      expect(read(6.5, { lifeStage: 'pregnant_t3' }).flag).toBe('normal');
    },
  );
});

describe('a raised CRP with IBD: the active-disease protein (ESPEN 2023)', () => {
  const e1: Answers = {
    ...person('female', 31, 165, 50, 'light'),
    conditions: ['ibd', 'anemia'],
    medicines: ['azathioprine', 'prednisone', 'mesalazine'],
  };
  it.each(LOCALES)(
    '%s: CRP 35 raises protein to 1.2–1.5 g/kg (60–75 g); CRP 4 or no IBD does not',
    (locale) => {
      const flare = planFor({ ...e1, labs: [{ marker: 'CRP', value: 35, unit: 'mg/L' }] }, locale);
      const protein = flare.nutrients.find((n) => n.key === 'protein');
      expect(protein?.target).toBe(60);
      expect(findingOf(flare, 'ibd')?.text).toMatch(
        locale === 'zh-CN' ? /C反应蛋白 35 mg\/L 升高.*60–75 克/ : /CRP of 35 mg\/L is raised.*60–75 g/,
      );
      const calm = planFor({ ...e1, labs: [{ marker: 'CRP', value: 4, unit: 'mg/L' }] }, locale);
      expect(calm.nutrients.find((n) => n.key === 'protein')?.target).toBeLessThan(60);
      const noIbd = planFor(
        { ...e1, conditions: ['anemia'], labs: [{ marker: 'CRP', value: 35, unit: 'mg/L' }] },
        locale,
      );
      expect(noIbd.nutrients.find((n) => n.key === 'protein')?.target).toBeLessThan(60);
    },
  );
});

describe('phosphate re-test in kidney disease (KDIGO 2017 CKD-MBD 3.1.3)', () => {
  it.each(LOCALES)('%s: on dialysis (eGFR 6, G5D) every 1–3 months; G4 every 3–6 months', (locale) => {
    const at = (egfr: number, conditions: Answers['conditions']) =>
      planFor(
        {
          ...person('male', 62, 170, 62, 'light'),
          conditions,
          labs: [
            { marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' },
            { marker: '血磷', value: 2.3, unit: 'mmol/L' },
          ],
        },
        locale,
      ).reportAnalysis?.markers.find((m) => m.key === 'serumPhosphate');
    expect(at(6, ['dialysis'])).toMatchObject({ flag: 'high', retest: { minWeeks: 4, weeks: 13 } });
    expect(at(20, ['kidney_disease'])).toMatchObject({ retest: { minWeeks: 13, weeks: 26 } });
  });
});
