import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportAnalysisSchema } from '../contracts/plan';
import type { LabSex } from '../knowledge/lab-markers';
import { analyseLabs, convertLabValue, findMarker, flagFor, markerByKey } from '.';

describe('convertLabValue', () => {
  it.each([
    // [marker, value, from, expected canonical, digits]
    ['vitaminD25OH', 20, 'ng/mL', 49.9, 1], // NIH ODS: 20 ng/mL = 50 nmol/L (×2.496)
    ['vitaminD25OH', 30, 'ng/ml', 74.9, 1],
    ['vitaminD25OH', 50, 'nmol/l', 50, 6],
    ['fastingGlucose', 100, 'mg/dL', 5.55, 2], // ADA: 100 mg/dL = 5.6 mmol/L
    ['fastingGlucose', 126, 'mg/dl', 6.99, 2],
    ['hba1c', 48, 'mmol/mol', 6.5, 1], // IFCC 48 mmol/mol = NGSP 6.5 %
    ['hba1c', 39, 'mmol/mol', 5.7, 1],
    ['hemoglobin', 13.5, 'g/dL', 135, 6],
    ['totalCholesterol', 200, 'mg/dL', 5.17, 2],
    ['triglycerides', 150, 'mg/dL', 1.69, 2],
    ['uricAcid', 6, 'mg/dL', 356.9, 1],
    ['creatinine', 1, 'mg/dL', 88.4, 6],
    ['serumB12', 200, 'pg/mL', 147.6, 1],
    ['ferritin', 30, 'μg/L', 30, 6],
  ] as const)('%s %d %s → %d', (key, value, unit, expected, digits) => {
    expect(convertLabValue(key, value, unit)).toBeCloseTo(expected, digits);
  });

  it('treats u, µ (micro sign) and μ (Greek mu) and letter case alike', () => {
    const a = convertLabValue('uricAcid', 400, 'umol/L');
    expect(a).toBe(400);
    expect(convertLabValue('uricAcid', 400, 'µmol/L')).toBe(a);
    expect(convertLabValue('uricAcid', 400, 'μmol/l')).toBe(a);
    expect(convertLabValue('uricAcid', 400, ' UMOL / L ')).toBe(a);
  });

  it('IFCC = 10.929 × (NGSP − 2.15) round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 4, max: 15, noNaN: true }), (pct) => {
        const ifcc = 10.929 * (pct - 2.15);
        expect(convertLabValue('hba1c', ifcc, 'mmol/mol')).toBeCloseTo(pct, 9);
      }),
    );
  });

  it('returns null for unknown markers, unknown units and non-finite values', () => {
    expect(convertLabValue('nope', 1, 'mg/dL')).toBeNull();
    expect(convertLabValue('fastingGlucose', 5, 'g/L')).toBeNull();
    expect(convertLabValue('hba1c', 6, 'mg/dL')).toBeNull();
    expect(convertLabValue('fastingGlucose', Number.NaN, 'mmol/L')).toBeNull();
    expect(convertLabValue('fastingGlucose', Infinity, 'mmol/L')).toBeNull();
  });
});

describe('findMarker', () => {
  it.each([
    ['25-羟基维生素D', 'vitaminD25OH'],
    ['25(OH)D', 'vitaminD25OH'],
    ['25（OH）D', 'vitaminD25OH'], // full-width brackets
    ['Vitamin D, 25-Hydroxy', 'vitaminD25OH'],
    ['维生素D3', 'vitaminD25OH'],
    ['糖化血红蛋白', 'hba1c'],
    ['HbA1c', 'hba1c'],
    ['ＧＨｂ', 'hba1c'], // full-width letters
    ['GHb', 'hba1c'],
    ['空腹血糖', 'fastingGlucose'],
    ['GLU', 'fastingGlucose'],
    ['FPG', 'fastingGlucose'],
    ['Glucose, fasting', 'fastingGlucose'],
    ['谷丙转氨酶', 'alt'],
    ['GPT', 'alt'],
    ['谷草转氨酶(AST)', 'ast'],
    ['总胆固醇', 'totalCholesterol'],
    ['TC', 'totalCholesterol'],
    ['CHOL', 'totalCholesterol'],
    ['甘油三酯', 'triglycerides'],
    ['低密度脂蛋白胆固醇', 'ldlCholesterol'],
    ['LDL-C', 'ldlCholesterol'],
    ['ＬＤＬ－Ｃ', 'ldlCholesterol'],
    ['高密度脂蛋白胆固醇(HDL-C)', 'hdlCholesterol'],
    ['促甲状腺激素', 'tsh'],
    ['尿酸', 'uricAcid'],
    ['UA', 'uricAcid'],
    ['肌酐', 'creatinine'],
    ['Cr', 'creatinine'],
    ['CREA', 'creatinine'],
    ['血红蛋白', 'hemoglobin'],
    ['Hb', 'hemoglobin'],
    ['HGB', 'hemoglobin'],
    ['铁蛋白', 'ferritin'],
    ['血清铁蛋白', 'ferritin'],
    ['Ferritin', 'ferritin'],
    ['SF', 'ferritin'],
    ['血清铁', 'serumIron'],
    ['转铁蛋白饱和度', 'transferrinSaturation'],
    ['同型半胱氨酸', 'homocysteine'],
    ['vitaminD25OH', 'vitaminD25OH'],
    ['GLU 葡萄糖 5.2 mmol/L 3.9-6.1', 'fastingGlucose'],
    ['ALT 35 U/L', 'alt'],
  ])('%s → %s', (text, key) => {
    expect(findMarker(text)?.key).toBe(key);
  });

  it('does not mistake other tests that contain an alias', () => {
    expect(findMarker('尿葡萄糖')).toBeUndefined();
    expect(findMarker('转铁蛋白')).toBeUndefined();
    expect(findMarker('糖化白蛋白')).toBeUndefined();
    expect(findMarker('非高密度脂蛋白胆固醇')).toBeUndefined();
    // Plain CRP is its own marker (clinician review 2026-11-25), never read as hs-CRP.
    expect(findMarker('C反应蛋白')?.key).toBe('crp');
    expect(findMarker('MCHC')).toBeUndefined();
    expect(findMarker('')).toBeUndefined();
    expect(findMarker('blood pressure')).toBeUndefined();
    // CK is creatine kinase (seventh clinician review of 2026-11-26), never potassium's 'K'.
    expect(findMarker('CK')?.key).toBe('ck');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = findMarker(s);
        expect(m === undefined || typeof m.key === 'string').toBe(true);
      }),
    );
  });
});

describe('flagFor at range borders', () => {
  type Row = [
    key: string,
    value: number,
    sex: LabSex,
    locale: 'zh-CN' | 'en-US',
    flag: 'low' | 'normal' | 'high',
  ];
  // Borders: WS/T 405-2012, WS/T 404.x, Chinese T2DM guideline 2020, ADA 2024, IOM/NIH, WHO 2020.
  const table: Row[] = [
    ['fastingGlucose', 3.8, 'male', 'zh-CN', 'low'],
    ['fastingGlucose', 3.9, 'male', 'zh-CN', 'normal'],
    ['fastingGlucose', 6.0, 'female', 'zh-CN', 'normal'],
    ['fastingGlucose', 6.1, 'female', 'zh-CN', 'high'], // IFG starts at 6.1
    ['fastingGlucose', 5.5, 'male', 'en-US', 'normal'],
    ['fastingGlucose', 5.6, 'male', 'en-US', 'high'], // ADA prediabetes starts at 5.6
    ['fastingGlucose', 5.6, 'male', 'zh-CN', 'normal'],
    // 6.5 % is the diabetes cut-off, not the top of normal: 5.7–6.4 % is the prediabetes range in
    // both locales (earlier rows called zh-CN 6.4 % normal, which contradicted the plan's finding).
    ['hba1c', 5.6, 'male', 'zh-CN', 'normal'],
    ['hba1c', 5.7, 'male', 'zh-CN', 'high'],
    ['hba1c', 6.4, 'male', 'zh-CN', 'high'],
    ['hba1c', 6.5, 'male', 'zh-CN', 'high'],
    ['hba1c', 5.6, 'female', 'en-US', 'normal'],
    ['hba1c', 5.7, 'female', 'en-US', 'high'],
    ['hemoglobin', 129, 'male', 'zh-CN', 'low'],
    ['hemoglobin', 130, 'male', 'zh-CN', 'normal'],
    ['hemoglobin', 175, 'male', 'zh-CN', 'normal'],
    ['hemoglobin', 176, 'male', 'zh-CN', 'high'],
    ['hemoglobin', 114, 'female', 'zh-CN', 'low'],
    ['hemoglobin', 115, 'female', 'zh-CN', 'normal'],
    ['hemoglobin', 150, 'female', 'zh-CN', 'normal'],
    ['hemoglobin', 151, 'female', 'zh-CN', 'high'],
    ['hemoglobin', 119, 'female', 'en-US', 'low'], // WHO: < 120 g/L non-pregnant women
    ['hemoglobin', 120, 'female', 'en-US', 'normal'],
    ['hemoglobin', 165, 'male', 'en-US', 'normal'],
    ['hemoglobin', 166, 'male', 'en-US', 'high'],
    ['vitaminD25OH', 49, 'male', 'zh-CN', 'low'],
    ['vitaminD25OH', 50, 'male', 'zh-CN', 'normal'],
    ['vitaminD25OH', 49.92, 'female', 'en-US', 'normal'], // 20 ng/mL reported as 50 nmol/L
    ['vitaminD25OH', 125, 'female', 'en-US', 'normal'],
    ['vitaminD25OH', 126, 'female', 'en-US', 'high'],
    ['ferritin', 14.9, 'female', 'zh-CN', 'low'],
    ['ferritin', 15, 'female', 'zh-CN', 'normal'],
    ['ferritin', 150, 'female', 'en-US', 'normal'],
    ['ferritin', 151, 'female', 'en-US', 'high'],
    ['ferritin', 151, 'male', 'en-US', 'normal'],
    ['ferritin', 201, 'male', 'en-US', 'high'],
    ['serumB12', 149, 'male', 'zh-CN', 'low'],
    ['serumB12', 149, 'male', 'en-US', 'normal'],
    ['serumB12', 147, 'male', 'en-US', 'low'],
    ['totalCholesterol', 5.19, 'male', 'zh-CN', 'normal'],
    ['totalCholesterol', 5.2, 'male', 'zh-CN', 'high'],
    ['totalCholesterol', 5.17, 'male', 'en-US', 'high'],
    ['ldlCholesterol', 3.39, 'female', 'zh-CN', 'normal'],
    ['ldlCholesterol', 3.4, 'female', 'zh-CN', 'high'],
    ['hdlCholesterol', 0.99, 'male', 'zh-CN', 'low'],
    ['hdlCholesterol', 1.0, 'male', 'zh-CN', 'normal'],
    ['hdlCholesterol', 1.0, 'male', 'en-US', 'low'],
    ['triglycerides', 1.69, 'male', 'zh-CN', 'normal'],
    ['triglycerides', 1.7, 'male', 'zh-CN', 'high'],
    ['uricAcid', 420, 'male', 'zh-CN', 'normal'],
    ['uricAcid', 421, 'male', 'zh-CN', 'high'],
    ['alt', 50, 'male', 'zh-CN', 'normal'],
    ['alt', 51, 'male', 'zh-CN', 'high'],
    ['alt', 40, 'female', 'zh-CN', 'normal'],
    ['alt', 41, 'female', 'zh-CN', 'high'],
    ['alt', 26, 'female', 'en-US', 'high'],
    ['creatinine', 97, 'male', 'zh-CN', 'normal'],
    ['creatinine', 98, 'male', 'zh-CN', 'high'],
    ['creatinine', 74, 'female', 'zh-CN', 'high'],
    ['serumMagnesium', 0.74, 'female', 'zh-CN', 'low'],
    ['serumMagnesium', 0.75, 'female', 'zh-CN', 'normal'],
    ['serumMagnesium', 1.0, 'female', 'zh-CN', 'normal'],
    ['serumMagnesium', 1.0, 'female', 'en-US', 'high'],
    ['homocysteine', 15, 'male', 'en-US', 'normal'],
    ['homocysteine', 15.1, 'male', 'en-US', 'high'],
    ['transferrinSaturation', 15, 'female', 'en-US', 'low'],
    ['transferrinSaturation', 16, 'female', 'en-US', 'normal'],
    ['transferrinSaturation', 45, 'female', 'en-US', 'high'],
  ];
  it.each(table)('%s %d (%s, %s) → %s', (key, value, sex, locale, flag) => {
    expect(flagFor(key, value, { sex, locale })?.flag).toBe(flag);
  });

  it('uses age bands where the standard has them (WS/T 404.5 creatinine ≥ 60 y)', () => {
    expect(flagFor('creatinine', 105, { sex: 'male', locale: 'zh-CN', age: 45 })?.flag).toBe('high');
    expect(flagFor('creatinine', 105, { sex: 'male', locale: 'zh-CN', age: 70 })?.flag).toBe('normal');
  });

  it('returns the range used and its source', () => {
    const r = flagFor('fastingGlucose', 5, { sex: 'male', locale: 'zh-CN' });
    expect(r).toMatchObject({ flag: 'normal', refLow: 3.9, refHigh: 6.1, highExclusive: true });
    expect(r?.source.ref).toMatch(/2型糖尿病/);
  });

  it('returns null for unknown markers and non-finite values', () => {
    expect(flagFor('nope', 1, { sex: 'male', locale: 'zh-CN' })).toBeNull();
    expect(flagFor('ferritin', Number.NaN, { sex: 'male', locale: 'zh-CN' })).toBeNull();
  });
});

describe('analyseLabs', () => {
  it('converts, flags and derives nutrient effects with reasons', () => {
    const out = analyseLabs(
      [
        { marker: '25-羟基维生素D', value: 12, unit: 'ng/mL', labRefLow: 30, labRefHigh: 100 },
        { marker: '铁蛋白', value: 8, unit: 'ng/ml' },
        { marker: 'GLU', value: 5.2, unit: 'mmol/L' },
        { marker: 'homocysteine', value: 18, unit: 'μmol/L' },
        { marker: '血压', value: 120, unit: 'mmHg' },
        { marker: 'ALT', value: 20, unit: 'kat' },
      ],
      { sex: 'female', locale: 'zh-CN' },
    );
    expect(reportAnalysisSchema.safeParse(out.analysis).success).toBe(true);
    const d = out.analysis.markers.find((m) => m.key === 'vitaminD25OH');
    expect(d).toMatchObject({
      value: 30,
      unit: 'nmol/L',
      flag: 'low',
      refLow: 50,
      labRefLow: 75,
      labRefHigh: 250,
    });
    expect(d?.meaning).toMatch(/维生素D/);
    expect(out.analysis.markers.find((m) => m.key === 'fastingGlucose')?.flag).toBe('normal');
    expect(out.effects.find((e) => e.nutrient === 'vitaminD')).toMatchObject({ score: 15 });
    expect(out.effects.find((e) => e.nutrient === 'iron')?.reason).toMatchObject({
      kind: 'lab',
      ref: 'lab:ferritin=8',
    });
    expect(out.effects.find((e) => e.nutrient === 'folate')?.score).toBe(60);
    expect(out.rejected).toEqual([
      { marker: '血压', why: 'unknown_marker' },
      { marker: 'ALT', why: 'unknown_unit' },
    ]);
    expect(out.analysis.summary).toMatch(/4 项指标/);
  });

  it('lets an excess signal win over a deficiency signal for the same nutrient', () => {
    const out = analyseLabs(
      [
        { marker: 'hemoglobin', value: 100, unit: 'g/L' },
        { marker: 'ferritin', value: 400, unit: 'ng/mL' },
      ],
      { sex: 'female', locale: 'en-US' },
    );
    expect(out.effects.filter((e) => e.nutrient === 'iron')).toEqual([
      expect.objectContaining({ score: 90, reason: expect.objectContaining({ ref: 'lab:ferritin=400' }) }),
    ]);
    expect(out.analysis.summary).toMatch(/1 low .*1 high/);
  });

  it('takes the lowest score among deficiency signals', () => {
    const out = analyseLabs(
      [
        { marker: 'MCV', value: 75, unit: 'fL' },
        { marker: 'Ferritin', value: 10, unit: 'ng/mL' },
      ],
      { sex: 'male', locale: 'en-US' },
    );
    expect(out.effects.find((e) => e.nutrient === 'iron')?.score).toBe(15);
  });

  it('never throws and always returns a valid analysis', () => {
    const keys = ['ferritin', 'GLU', 'HbA1c', 'x', '尿酸', ''];
    const units = ['ng/mL', 'mmol/L', '%', 'mg/dL', '??', 'μmol/L'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            marker: fc.oneof(fc.constantFrom(...keys), fc.string()),
            value: fc.double({ min: 0, max: 100_000, noNaN: true }),
            unit: fc.oneof(fc.constantFrom(...units), fc.string()),
          }),
          { maxLength: 12 },
        ),
        fc.constantFrom('male' as const, 'female' as const),
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        (labs, sex, locale) => {
          const out = analyseLabs(labs, { sex, locale });
          expect(reportAnalysisSchema.safeParse(out.analysis).success).toBe(true);
          expect(out.analysis.markers.length + out.rejected.length).toBeLessThanOrEqual(labs.length);
          for (const e of out.effects) expect(e.score >= 0 && e.score <= 100).toBe(true);
        },
      ),
    );
  });

  it('markerByKey finds by key only', () => {
    // µg/L: the unit of the WHO cut-offs the treatment text quotes (ng/mL is the same number).
    expect(markerByKey('ferritin')?.unit).toBe('µg/L');
    expect(markerByKey('铁蛋白')).toBeUndefined();
  });
});

describe('guideline bands and the lab’s own range (issue 15 M1, M11, C4, C5)', () => {
  type Row = [
    marker: string,
    value: number,
    unit: string,
    locale: 'zh-CN' | 'en-US',
    flag: 'low' | 'normal' | 'high',
    label: string | undefined,
    meaning: RegExp,
  ];
  // ADA 2024 Table 2.5 / 中国2型糖尿病防治指南2020; IOM 2011 / WS/T 677-2020; KDIGO 2012 Table 5.
  const table: Row[] = [
    ['hba1c', 5.6, '%', 'zh-CN', 'normal', undefined, /正常/],
    ['hba1c', 6.1, '%', 'zh-CN', 'high', '偏高（糖尿病前期范围）', /5\.7–6\.4 %.*糖尿病前期/],
    ['hba1c', 43, 'mmol/mol', 'zh-CN', 'high', '偏高（糖尿病前期范围）', /糖尿病前期/], // 43 mmol/mol ≈ 6.1 %
    ['hba1c', 6.5, '%', 'zh-CN', 'high', '偏高（糖尿病诊断范围）', /≥ 6\.5 %/],
    ['hba1c', 6.1, '%', 'en-US', 'high', 'high (prediabetes range)', /prediabetes range/],
    ['hba1c', 43, 'mmol/mol', 'en-US', 'high', 'high (prediabetes range)', /prediabetes/],
    ['hba1c', 48, 'mmol/mol', 'en-US', 'high', 'high (diabetes range)', /≥ 6\.5 %/],
    ['fastingGlucose', 6.0, 'mmol/L', 'zh-CN', 'normal', undefined, /正常/],
    ['fastingGlucose', 6.1, 'mmol/L', 'zh-CN', 'high', '偏高（空腹血糖受损）', /6\.1–6\.9/],
    ['fastingGlucose', 6.9, 'mmol/L', 'zh-CN', 'high', '偏高（空腹血糖受损）', /空腹血糖受损/],
    ['fastingGlucose', 7.0, 'mmol/L', 'zh-CN', 'high', '偏高（糖尿病诊断范围）', /≥ 7\.0/],
    ['fastingGlucose', 5.6, 'mmol/L', 'en-US', 'high', 'high (impaired fasting glucose)', /5\.6–6\.9/],
    ['fastingGlucose', 110, 'mg/dL', 'en-US', 'high', 'high (impaired fasting glucose)', /100–125 mg\/dL/],
    ['fastingGlucose', 126, 'mg/dL', 'en-US', 'high', 'high (diabetes range)', /126 mg\/dL/],
    ['vitaminD25OH', 22, 'nmol/L', 'zh-CN', 'low', '偏低（缺乏）', /缺乏（< 30 nmol\/L.*治疗/],
    [
      'vitaminD25OH',
      22,
      'nmol/L',
      'en-US',
      'low',
      'low (deficiency)',
      /deficiency \(< 30 nmol\/L.*treatment/,
    ],
    ['vitaminD25OH', 11, 'ng/mL', 'en-US', 'low', 'low (deficiency)', /12 ng\/mL/],
    ['vitaminD25OH', 30, 'nmol/L', 'zh-CN', 'low', '偏低（不足）', /不足（30–50 nmol\/L/],
    ['vitaminD25OH', 15, 'ng/mL', 'en-US', 'low', 'low (insufficiency)', /insufficiency/],
    ['egfr', 38, 'mL/min/1.73m²', 'zh-CN', 'low', '偏低（G3b）', /30–44（G3b/],
    ['egfr', 22, 'mL/min/1.73m2', 'en-US', 'low', 'low (G4)', /15–29 \(G4/],
    ['egfr', 75, 'mL/min/1.73m2', 'en-US', 'normal', 'normal range (G2)', /60–89/],
  ];
  it.each(table)('%s %d %s (%s) → %s %s', (marker, value, unit, locale, flag, label, meaning) => {
    const out = analyseLabs([{ marker, value, unit }], { sex: 'male', locale, age: 45 });
    const m = out.analysis.markers[0]!;
    expect(m.flag).toBe(flag);
    expect(m.flagLabel).toBe(label);
    expect(m.meaning).toMatch(meaning);
    expect(reportAnalysisSchema.safeParse(out.analysis).success).toBe(true);
  });

  it.each([
    ['G3a', 50, '45–59'],
    ['G3b', 38, '30–44'],
    ['G4', 22, '15–29'],
    ['G5', 10, '< 15'],
  ] as const)('eGFR %s: the row cites its own KDIGO category (%d → %s)', (stage, value, range) => {
    const m = analyseLabs([{ marker: 'egfr', value, unit: 'mL/min/1.73m2' }], {
      sex: 'male',
      locale: 'en-US',
    }).analysis.markers[0]!;
    expect(m.source.ref).toContain(`${stage}: ${range}`);
    if (stage !== 'G3a') expect(m.source.ref).not.toContain('G3a');
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: eGFR printed as "mL/min" is read as mL/min/1.73 m² and the row says so',
    (locale) => {
      const m = analyseLabs([{ marker: 'eGFR', value: 38, unit: 'mL/min' }], { sex: 'male', locale }).analysis
        .markers[0]!;
      expect(m).toMatchObject({ value: 38, unit: 'mL/min/1.73m2', flag: 'low' });
      expect(m.meaning).toMatch(
        locale === 'zh-CN' ? /单位为 mL\/min.*肌酐清除率/ : /gives mL\/min.*creatinine clearance/,
      );
      const plain = analyseLabs([{ marker: 'eGFR', value: 38, unit: 'mL/min/1.73m2' }], {
        sex: 'male',
        locale,
      }).analysis.markers[0]!;
      expect(plain.meaning).not.toMatch(/肌酐清除率|creatinine clearance/);
    },
  );

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: "watch B12 on metformin" only for people who take metformin',
    (locale) => {
      const lab = [{ marker: 'hba1c', value: 6.1, unit: '%' }];
      const without = analyseLabs(lab, { sex: 'male', locale }).analysis.markers[0]!;
      expect(without.meaning).not.toMatch(/metformin|二甲双胍/i);
      const withIt = analyseLabs(lab, { sex: 'male', locale, medicines: ['metformin'] }).analysis.markers[0]!;
      expect(withIt.meaning).toMatch(locale === 'zh-CN' ? /二甲双胍.*B12/ : /metformin.*B12/);
      expect(withIt.source.ref).toMatch(/§9\.14/);
      expect(without.source.ref).not.toMatch(/§9\.14/);
    },
  );

  it.each([
    // [marker, value, unit, labLow, labHigh, locale, flag, label]
    ['hba1c', 6.1, '%', 4.0, 6.0, 'zh-CN', 'high', '偏高（糖尿病前期范围）'],
    ['hba1c', 5.6, '%', 4.0, 5.5, 'zh-CN', 'high', '偏高（高于化验单参考范围）'],
    ['hba1c', 5.6, '%', 4.0, 5.5, 'en-US', 'high', "high (above the lab's range)"],
    ['fastingGlucose', 6.0, 'mmol/L', 3.9, 5.9, 'zh-CN', 'high', '偏高（高于化验单参考范围）'],
    ['ferritin', 20, 'ng/mL', 30, 400, 'en-US', 'low', "low (below the lab's range)"],
    ['ferritin', 82, 'ng/mL', 30, 400, 'zh-CN', 'normal', undefined],
    ['vitaminD25OH', 25, 'ng/mL', 30, 100, 'zh-CN', 'low', '偏低（低于化验单参考范围）'],
  ] as const)(
    "%s %d %s with the lab's range %d–%d (%s) is never normal when outside it → %s",
    (marker, value, unit, labRefLow, labRefHigh, locale, flag, label) => {
      const out = analyseLabs([{ marker, value, unit, labRefLow, labRefHigh }], { sex: 'male', locale });
      const m = out.analysis.markers[0]!;
      expect(m.flag).toBe(flag);
      expect(m.flagLabel).toBe(label);
      if (label?.includes('化验单') || label?.includes("lab's")) {
        // A guideline band inside our range says what it means in place of "not abnormal" (ferritin 15–29:
        // low stores; thirty-first clinician review, en M5).
        expect(m.meaning).toMatch(
          marker === 'ferritin'
            ? /lab's reference range \(lower limit 30 µg\/L\)\. A ferritin of 15–29 µg\/L[^.]*the iron stores are low/
            : locale === 'zh-CN'
              ? /化验单参考范围.*不算异常/
              : /lab's reference range.*not abnormal/,
        );
        expect(m.source.ref).toMatch(
          locale === 'zh-CN' ? /^化验单自身的参考范围/ : /^The reference range printed/,
        );
        // The guideline calls it normal: no nutrient status is set from it.
        expect(out.effects).toEqual([]);
      }
    },
  );

  it('flagFor: the printed range only ever moves a normal value, never an abnormal one back', () => {
    const ctx = { sex: 'male', locale: 'zh-CN' } as const;
    expect(flagFor('ferritin', 10, ctx, { low: 5, high: 400 })).toMatchObject({
      flag: 'low',
      basis: 'standard',
    });
    expect(flagFor('ferritin', 20, ctx, { low: 30, high: 400 })).toMatchObject({ flag: 'low', basis: 'lab' });
    expect(flagFor('ferritin', 20, ctx, { low: null, high: null })).toMatchObject({
      flag: 'normal',
      basis: 'standard',
    });
  });
});

describe('a row in the report’s own unit (issue 18.4)', () => {
  const ctx = { sex: 'female', locale: 'zh-CN' } as const;
  const row = (marker: string, value: number, unit: string, low?: number, high?: number) =>
    analyseLabs([{ marker, value, unit, labRefLow: low, labRefHigh: high }], ctx).analysis.markers[0]!;

  it.each([
    // glucose printed in mg/dL without decimals: 3.9–6.1 mmol/L (WS/T, CN DM 2020) reads 70–110, not 70.26–109.9
    ['fastingGlucose', 95, 'mg/dL', 70, 110, { value: 95, unit: 'mg/dL', refLow: 70, refHigh: 110 }],
    // ferritin in ng/mL (= µg/L): the same figures (a woman: WHO 2020 15–150), in the printed unit
    ['ferritin', 12, 'ng/mL', 30, 400, { value: 12, unit: 'ng/mL', refLow: 15, refHigh: 150, labRefLow: 30 }],
    // 25(OH)D in ng/mL with one decimal: 50–125 nmol/L reads 20.0–50.1 ng/mL
    ['vitaminD25OH', 15.5, 'ng/mL', 30, 100, { unit: 'ng/mL', refLow: 20, refHigh: 50.1 }],
    // HbA1c in mmol/mol (an affine conversion): < 5.7 % reads < 39 mmol/mol
    ['hba1c', 44, 'mmol/mol', undefined, undefined, { unit: 'mmol/mol', refLow: null, refHigh: 39 }],
  ] as const)('%s %s %s', (marker, value, unit, low, high, printed) => {
    const r = row(marker, value, unit, low, high);
    expect(r.printed).toMatchObject(printed);
    expect(reportAnalysisSchema.safeParse({ markers: [r], summary: '' }).success).toBe(true);
  });

  it('gives no second set of figures when the report printed the canonical unit (µ and μ alike)', () => {
    expect(row('serumIron', 9.1, 'umol/L').printed).toBeUndefined();
    expect(row('ferritin', 9, 'μg/L').printed).toBeUndefined();
  });
});

describe('serum potassium below 3.0 mmol/L (UK Kidney Association 2020; NICE CKS hypokalaemia)', () => {
  const ctx = (locale: 'zh-CN' | 'en-US', ckd = false) => ({ sex: 'male' as const, locale, ckd });
  it.each([
    // [value mmol/L, flag, moderate-to-severe band]
    [2.4, 'low', true], // < 2.5 severe
    [2.9, 'low', true], // 2.5–2.9 moderate
    [3.0, 'low', false], // 3.0–3.4 mild
    [3.4, 'low', false],
    [3.5, 'normal', false],
  ] as const)('%d → %s, band %s', (v, flag, severe) => {
    for (const locale of ['zh-CN', 'en-US'] as const)
      for (const ckd of [false, true]) {
        const f = flagFor('serumPotassium', v, ctx(locale, ckd));
        expect(f?.flag).toBe(flag);
        expect(f?.band !== undefined).toBe(severe);
      }
  });

  it('says a doctor within a day or two, today with symptoms, and names vomiting and laxatives — never "eat more fruit" as the answer', () => {
    const f = flagFor('serumPotassium', 2.9, ctx('zh-CN'));
    expect(f?.band?.meaning.zh).toMatch(/一两天内就医/);
    expect(f?.band?.meaning.zh).toMatch(/今天就医/);
    expect(f?.band?.meaning.zh).toMatch(/呕吐.*泻药/);
    expect(f?.band?.meaning.en).toMatch(/within a day or two/);
    expect(f?.band?.meaning.en).toMatch(/go today/);
    expect(f?.band?.meaning.en).toMatch(/vomiting and laxatives/);
    expect(f?.band?.meaning.en).toMatch(/not enough/);
    expect(f?.source.ref).toMatch(/Kidney Association/);
  });

  it('every value below 3.0 is in the band, every value from 3.0 to 3.4 is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 34 }), (tenths) => {
        const f = flagFor('serumPotassium', tenths / 10, ctx('en-US'));
        expect(f?.flag).toBe('low');
        expect(f?.band !== undefined).toBe(tenths < 30);
      }),
    );
  });
});

describe('fasting glucose in pregnancy or with gestational diabetes (ADA 2025 §15; 妊娠期高血糖诊治指南 2022)', () => {
  const base = { sex: 'female' as const };
  it.each([
    // [value mmol/L, locale, context, flag, pregnancy band]
    [5.8, 'zh-CN', { lifeStage: 'pregnant_t2' }, 'high', true],
    [5.8, 'en-US', { lifeStage: 'pregnant_t3' }, 'high', true],
    [5.3, 'zh-CN', { gestationalDiabetes: true }, 'high', true], // the target is < 5.3
    [5.2, 'en-US', { gestationalDiabetes: true }, 'normal', false],
    [7.4, 'zh-CN', { lifeStage: 'pregnant_t1' }, 'high', true], // never "impaired fasting glucose" in pregnancy
    [5.8, 'zh-CN', { lifeStage: 'none' }, 'normal', false], // not pregnant: China IFG from 6.1
    [5.8, 'en-US', { lifeStage: 'lactating' }, 'high', false], // not pregnant: ADA IFG from 5.6
  ] as const)('%d (%s, %o) → %s', (v, locale, extra, flag, pregnancyBand) => {
    const f = flagFor('fastingGlucose', v, { ...base, locale, ...extra });
    expect(f?.flag).toBe(flag);
    expect(f?.band?.pregnancy === true).toBe(pregnancyBand);
    if (pregnancyBand) {
      expect(f?.band?.meaning.zh).toMatch(/高于孕期目标.*产科或糖尿病团队/);
      expect(f?.band?.meaning.en).toMatch(/above the pregnancy target.*obstetric or diabetes team/);
      expect(f?.source.ref).toMatch(/ADA Standards of Care in Diabetes—2025 §15/);
    }
  });

  it('in pregnancy every fasting value from 5.3 is above the target and below it is not high', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 39, max: 150 }),
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        fc.boolean(),
        (tenths, locale, gdm) => {
          const ctx = gdm ? { gestationalDiabetes: true } : { lifeStage: 'pregnant_t2' };
          const f = flagFor('fastingGlucose', tenths / 10, { ...base, locale, ...ctx });
          expect(f?.flag).toBe(tenths >= 53 ? 'high' : 'normal');
          expect(f?.band?.pregnancy === true).toBe(tenths >= 53);
        },
      ),
    );
  });
});
