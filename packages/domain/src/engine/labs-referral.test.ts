/**
 * Dietitian and pharmacist review items through the whole engine, in both locales: iron-deficiency
 * referral by sex, age and life stage (H4), lab rows that agree with the plan's findings (M1, M11),
 * units and sources that fit the person (C4, C5), and pregnancy weight gain by the locale's standard
 * with protein on the pre-pregnancy weight (M13).
 */
import { describe, expect, it } from 'vitest';
import { engineResultSchema } from '../contracts/plan';
import type { Answers, LabValue } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, findingOf, markerOf, person, recOf, REVIEW_PERSONAS } from '../testing';

/** The reviewed report: a 45-year-old man, BMI 29, from a Chinese lab PDF. */
const REPORT: LabValue[] = [
  { marker: '铁蛋白', value: 9, unit: 'µg/L', labRefLow: 30, labRefHigh: 400 },
  { marker: 'eGFR', value: 38, unit: 'mL/min/1.73m²' },
  { marker: '25-羟基维生素D', value: 22, unit: 'nmol/L' },
  { marker: '糖化血红蛋白', value: 6.1, unit: '%', labRefLow: 4.0, labRefHigh: 6.0 },
  { marker: '维生素B12', value: 332, unit: 'pmol/L' },
];
// Dietitian M1/M2's man (weight loss) with the reviewed report.
const man: Answers = { ...REVIEW_PERSONAS.weightLoss, labs: REPORT };

describe.each(LOCALES)('%s: the reviewed report of a 45-year-old man', (locale) => {
  const zh = locale === 'zh-CN';
  const p = planFor(man, locale);

  it('is a valid plan', () => {
    expect(engineResultSchema.parse(p)).toBeTruthy();
  });

  it('H4: iron deficiency goes to GP/gastroenterology for the gut, never "heavy periods"; the kidney team is an addition', () => {
    const iron = recOf(p, 'iron')!;
    expect(iron.supervised).toBe(true);
    expect(iron.see).toMatch(zh ? /消化科/ : /gastroenterologist/);
    expect(iron.see).not.toMatch(/肾内科|nephrologist/);
    const text = findingOf(p, 'treatment:iron')!.text;
    expect(text).toMatch(zh ? /消化道失血.*胃镜和结肠镜/ : /blood loss from the gut.*colonoscopy/);
    expect(text).not.toMatch(/月经|period/i);
    expect(text).toMatch(zh ? /也请告诉肾内科医生/ : /tell your kidney team too/);
    expect(iron.reasons.some((r) => /Gut 2021/.test(r.source.ref))).toBe(true);
  });

  it('C4: ferritin is printed in µg/L, the unit of the cut-off on the same line', () => {
    expect(markerOf(p, 'ferritin')).toMatchObject({ value: 9, unit: 'µg/L', flag: 'low' });
    const iron = recOf(p, 'iron')!;
    const lab = iron.reasons.find((r) => r.kind === 'lab')!;
    expect(lab.text).toBe(
      zh
        ? '化验：铁蛋白 9 µg/L，低于缺乏界值 15 µg/L'
        : 'Lab: Ferritin 9 µg/L, below the deficiency cut-off of 15 µg/L',
    );
    expect(findingOf(p, 'lab:ferritin')!.text).not.toMatch(/ng\/mL.*< 15 µg\/L/);
  });

  it('C4: the eGFR row cites the person’s own KDIGO category (G3b: 30–44), not G3a', () => {
    const egfr = markerOf(p, 'egfr')!;
    expect(egfr.source.ref).toContain('G3b: 30–44');
    expect(egfr.source.ref).not.toContain('G3a');
    expect(egfr.flagLabel).toBe(zh ? '偏低（G3b）' : 'low (G3b)');
  });

  it('M1: HbA1c 6.1 % (lab range 4.0–6.0) is high in the prediabetes range on the lab row and in the finding', () => {
    const a1c = markerOf(p, 'hba1c')!;
    expect(a1c).toMatchObject({ value: 6.1, flag: 'high', labRefHigh: 6, refHigh: 5.7 });
    expect(a1c.flagLabel).toBe(zh ? '偏高（糖尿病前期范围）' : 'high (prediabetes range)');
    expect(findingOf(p, 'lab:hba1c')!.text).toMatch(
      zh ? /偏高（糖尿病前期范围）/ : /high \(prediabetes range\)/,
    );
    expect(findingOf(p, 'glucose-prediabetes')).toBeDefined();
  });

  it('C5: "watch B12 on metformin" is not shown to someone not on metformin', () => {
    expect(markerOf(p, 'hba1c')!.meaning).not.toMatch(/metformin|二甲双胍/i);
    const onMetformin = planFor({ ...man, medicines: ['metformin'] }, locale);
    expect(markerOf(onMetformin, 'hba1c')!.meaning).toMatch(zh ? /二甲双胍.*B12/ : /metformin.*B12/);
  });

  it('M11: 25(OH)D 22 nmol/L is deficiency on the lab row, agreeing with the treatment finding', () => {
    const d = markerOf(p, 'vitaminD25OH')!;
    expect(d.flagLabel).toBe(zh ? '偏低（缺乏）' : 'low (deficiency)');
    expect(d.meaning).toMatch(
      zh
        ? /缺乏（< 30 nmol\/L，即 12 ng\/mL）.*治疗建议/
        : /deficiency \(< 30 nmol\/L, 12 ng\/mL\).*treatment in your plan/,
    );
    expect(d.meaning).not.toMatch(/不足（< 50|inadequate \(< 50/);
    expect(d.source.ref).toMatch(zh ? /WS\/T 677-2020/ : /IOM 2011/);
    expect(findingOf(p, 'treatment:vitaminD')).toBeDefined();
  });
});

describe.each(LOCALES)('%s: iron referral by sex, age and life stage (H4)', (locale) => {
  const zh = locale === 'zh-CN';
  const ferritin: LabValue[] = [{ marker: 'ferritin', value: 9, unit: 'ng/mL' }];
  const base = { heightCm: 162, weightKg: 58, activityLevel: 'light' as const, labs: ferritin };
  it.each([
    // [who, answers, see, why, never]
    [
      'woman of 30',
      { gender: 'female', age: 30 },
      zh ? /妇科/ : /gynaecologist/,
      zh ? /月经量多/ : /heavy periods/,
      null,
    ],
    [
      'woman of 18',
      { gender: 'female', age: 18 },
      zh ? /妇科/ : /gynaecologist/,
      zh ? /月经量多/ : /heavy periods/,
      null,
    ],
    [
      'woman of 55 (post-menopausal proxy)',
      { gender: 'female', age: 55 },
      zh ? /消化科/ : /gastroenterologist/,
      zh ? /绝经后女性/ : /post-menopausal/,
      zh ? /月经量多/ : /heavy periods/,
    ],
    [
      'man of 70',
      { gender: 'male', age: 70 },
      zh ? /消化科/ : /gastroenterologist/,
      zh ? /消化道/ : /gut/,
      zh ? /月经/ : /period/,
    ],
    [
      'pregnant woman',
      { gender: 'female', age: 30, lifeStage: 'pregnant_t2', prePregnancyWeightKg: 55 },
      zh ? /产科/ : /obstetrician/,
      zh ? /孕期/ : /pregnancy/,
      zh ? /月经|胃镜/ : /period|colonoscopy/,
    ],
    [
      'breastfeeding woman',
      { gender: 'female', age: 31, lifeStage: 'lactating' },
      zh ? /产科/ : /obstetrician/,
      zh ? /分娩失血/ : /blood loss at delivery/,
      zh ? /月经/ : /period/,
    ],
  ] as const)('%s', (_who, who, see, why, never) => {
    const p = planFor({ ...base, ...who } as Answers, locale);
    const iron = recOf(p, 'iron')!;
    expect(iron.see).toMatch(see);
    const text = findingOf(p, 'treatment:iron')!.text;
    expect(text).toMatch(why);
    if (never) expect(text).not.toMatch(never);
  });

  it('anaemia in a man of 62 raises the urgency to within a week', () => {
    const p = planFor(
      {
        ...base,
        gender: 'male',
        age: 62,
        weightKg: 70,
        labs: [...ferritin, { marker: 'Hb', value: 112, unit: 'g/L' }],
      },
      locale,
    );
    expect(recOf(p, 'iron')).toMatchObject({ urgency: 'days' });
    expect(findingOf(p, 'treatment:iron')!.text).toMatch(zh ? /一周内就医/ : /within a week/);
  });
});

describe.each(LOCALES)('%s: glucose lab rows agree with the glucose finding (M1)', (locale) => {
  const zh = locale === 'zh-CN';
  const woman: Answers = person('female', 50, 160, 62, 'light');
  it.each([
    // [marker, value, unit, label zh, label en, finding id]
    ['hba1c', 5.9, '%', '偏高（糖尿病前期范围）', 'high (prediabetes range)', 'glucose-prediabetes'],
    ['hba1c', 43, 'mmol/mol', '偏高（糖尿病前期范围）', 'high (prediabetes range)', 'glucose-prediabetes'],
    ['hba1c', 6.8, '%', '偏高（糖尿病诊断范围）', 'high (diabetes range)', 'glucose-diabetes-range'],
    [
      'fastingGlucose',
      6.5,
      'mmol/L',
      '偏高（空腹血糖受损）',
      'high (impaired fasting glucose)',
      'glucose-prediabetes',
    ],
    [
      'fastingGlucose',
      7.2,
      'mmol/L',
      '偏高（糖尿病诊断范围）',
      'high (diabetes range)',
      'glucose-diabetes-range',
    ],
  ] as const)('%s %d %s', (key, value, unit, labelZh, labelEn, id) => {
    const p = planFor({ ...woman, labs: [{ marker: key, value, unit }] }, locale);
    expect(markerOf(p, key)).toMatchObject({ flag: 'high', flagLabel: zh ? labelZh : labelEn });
    expect(findingOf(p, id)).toBeDefined();
  });

  it('fasting glucose 5.8 mmol/L: impaired by ADA (en-US), normal by the Chinese guideline (zh-CN)', () => {
    const p = planFor({ ...woman, labs: [{ marker: 'GLU', value: 5.8, unit: 'mmol/L' }] }, locale);
    expect(markerOf(p, 'fastingGlucose')?.flag).toBe(zh ? 'normal' : 'high');
    expect(findingOf(p, 'glucose-prediabetes') !== undefined).toBe(!zh);
  });

  it('a value above the lab’s printed range is never shown as normal', () => {
    const p = planFor(
      { ...woman, labs: [{ marker: 'GLU', value: 5.8, unit: 'mmol/L', labRefLow: 3.9, labRefHigh: 5.6 }] },
      locale,
    );
    const m = markerOf(p, 'fastingGlucose')!;
    expect(m.flag).toBe('high');
    if (zh) expect(m.flagLabel).toBe('偏高（高于化验单参考范围）');
  });
});

describe.each(LOCALES)('%s: eGFR typed in mL/min (C4)', (locale) => {
  it('is accepted as mL/min/1.73 m² and the row and finding say so', () => {
    const p = planFor({ ...man, labs: [{ marker: 'eGFR', value: 38, unit: 'mL/min' }] }, locale);
    const m = markerOf(p, 'egfr')!;
    expect(m).toMatchObject({ value: 38, unit: 'mL/min/1.73m2', flag: 'low' });
    expect(m.meaning).toMatch(locale === 'zh-CN' ? /单位为 mL\/min/ : /gives mL\/min/);
    expect(findingOf(p, 'lab:egfr')!.text).toMatch(/肌酐清除率|creatinine clearance/);
    expect(p.profile.ckdStage).toBe('G3b');
  });
});

describe.each(LOCALES)('%s: pregnancy (M13)', (locale) => {
  const zh = locale === 'zh-CN';
  // 162 cm, 70.9 kg before pregnancy (BMI 27: overweight by both), 76 kg now.
  const preg: Answers = REVIEW_PERSONAS.pregnant;
  it('weight gain: WS/T 801-2022 on zh-CN screens, IOM 2009 on en-US screens', () => {
    const p = planFor(preg, locale);
    const f = findingOf(p, 'pregnancy-weight-gain')!;
    expect(f.text).toMatch(
      zh
        ? /整个孕期建议增重 7–11 千克，孕早期增重 0–2 千克，孕中晚期每周约 0.3（0.22–0.37）千克（WS\/T 801-2022）/
        : /7–11.5 kg, about 0.23–0.33 kg a week .*\(IOM 2009\)/,
    );
    expect(f.text).not.toMatch(zh ? /IOM/ : /WS\/T/);
  });

  it('protein: en-US 1.1 g/kg of the pre-pregnancy weight (not the current weight); zh-CN RNI + 15 g', () => {
    const p = planFor(preg, locale);
    const protein = p.nutrients.find((n) => n.key === 'protein')!;
    expect(protein.target).toBe(zh ? 70 : Math.round(1.1 * 70.9));
    const noPre = planFor({ ...preg, prePregnancyWeightKg: undefined }, locale);
    expect(noPre.nutrients.find((n) => n.key === 'protein')!.target).toBe(zh ? 70 : Math.round(1.1 * 76));
  });
});
