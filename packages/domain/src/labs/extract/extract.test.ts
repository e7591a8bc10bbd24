import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractMarkers, normaliseReportLine } from '.';

const pick = (text: string) =>
  extractMarkers(text).map((m) => [m.marker, m.value, m.unit, m.labRefLow, m.labRefHigh]);
type Read = [marker: string, value: number, unit: string, low: number | undefined, high: number | undefined];
/** One test a report line: it yields exactly this one marker, value, unit and printed range. */
const readsOneMarker = (rows: readonly (readonly [line: string, expected: Read])[]) =>
  it.each(rows)('%s', (line, expected) => {
    expect(pick(line)).toEqual([expected]);
  });

describe('extractMarkers: Chinese report rows', () => {
  readsOneMarker([
    ['1 血红蛋白 HGB 118 ↓ g/L 130-175', ['hemoglobin', 118, 'g/L', 130, 175]],
    ['铁蛋白 12 ng/mL 30-400', ['ferritin', 12, 'ng/mL', 30, 400]],
    ['25-羟基维生素D 15 ng/mL 30-100', ['vitaminD25OH', 15, 'ng/mL', 30, 100]],
    ['空腹血糖 GLU 6.5 mmol/L 3.9-6.1', ['fastingGlucose', 6.5, 'mmol/L', 3.9, 6.1]],
    ['总胆固醇 TC 5.2 mmol/L <5.2', ['totalCholesterol', 5.2, 'mmol/L', undefined, 5.2]],
    ['维生素B12 120 pmol/L 133-675', ['serumB12', 120, 'pmol/L', 133, 675]],
    ['糖化血红蛋白 HbA1c 6.0 % 4.0-6.0', ['hba1c', 6, '%', 4, 6]],
    ['低密度脂蛋白胆固醇(LDL-C)：3.1 mmol/L ≤3.4', ['ldlCholesterol', 3.1, 'mmol/L', undefined, 3.4]],
    ['血清铁蛋白 ２５０ ｎｇ／ｍＬ', ['ferritin', 250, 'ng/mL', undefined, undefined]],
  ]);
});

describe('extractMarkers: English report rows', () => {
  readsOneMarker([
    ['Hemoglobin 11.8 g/dL 13.5-17.5', ['hemoglobin', 11.8, 'g/dL', 13.5, 17.5]],
    ['Hemoglobin 11.8 L 13.5-17.5 g/dL', ['hemoglobin', 11.8, 'g/dL', 13.5, 17.5]],
    ['Ferritin 12 ng/mL 30-400', ['ferritin', 12, 'ng/mL', 30, 400]],
    ['Vitamin D, 25-Hydroxy 15 ng/mL 30-100', ['vitaminD25OH', 15, 'ng/mL', 30, 100]],
    ['Glucose, fasting 101 H mg/dL 70-99', ['fastingGlucose', 101, 'mg/dL', 70, 99]],
    ['HbA1c 6.0% <5.7', ['hba1c', 6, '%', undefined, 5.7]],
    ['LDL-C 160 mg/dL <100', ['ldlCholesterol', 160, 'mg/dL', undefined, 100]],
    ['HDL Cholesterol 38 mg/dL >40', ['hdlCholesterol', 38, 'mg/dL', 40, undefined]],
  ]);
});

describe('extractMarkers: what it must not read', () => {
  it.each([
    '项目 结果 单位 参考范围',
    '姓名：张三 性别：男 年龄：35岁',
    '报告日期 2024-05-01 08:30',
    'Test Result Flag Reference Units',
    '尿葡萄糖 阴性',
    '尿葡萄糖 5.5 mmol/L',
    'Vitamin B12 pending',
    '维生素B12',
  ])('%s → nothing', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });

  it('keeps an unknown unit as printed and says so', () => {
    const [m] = extractMarkers('Ferritin 12 furlongs 30-400');
    expect(m).toMatchObject({ marker: 'ferritin', value: 12, unit: 'furlongs', unitKnown: false });
  });

  it('reports the line index and the normalised line', () => {
    const found = extractMarkers('Lab report\n\nFerritin 12 ng/mL 30-400\nHemoglobin 13.9 g/dL');
    expect(found.map((f) => f.lineIndex)).toEqual([2, 3]);
    expect(found[0]?.line).toBe('Ferritin 12 ng/mL 30-400');
  });
});

describe('OCR tolerance', () => {
  it('joins split CJK names and repairs /L misread as 儿 or 几', () => {
    expect(normaliseReportLine('血红 蛋白 118 g 儿 130-175')).toBe('血红蛋白 118 g/L 130-175');
    expect(normaliseReportLine('空腹 血糖 6.5 mmol 几 L 3.9-6.1')).toBe('空腹血糖 6.5 mmol/L 3.9-6.1');
    expect(pick('总 胆固醇 5.2 mmol/ 儿 <5.2')).toEqual([
      ['totalCholesterol', 5.2, 'mmol/L', undefined, 5.2],
    ]);
    expect(pick('血红 蛋白 118 g 作 L 130-175')).toEqual([['hemoglobin', 118, 'g/L', 130, 175]]);
  });

  it('accepts a unit whose slash OCR dropped when only one known unit has those letters', () => {
    expect(pick('空腹血糖 6.5 mmolL 3.9-6.1')).toEqual([['fastingGlucose', 6.5, 'mmol/L', 3.9, 6.1]]);
    expect(pick('Ferritin 12 ngmL')).toEqual([['ferritin', 12, 'ng/mL', undefined, undefined]]);
    // A garbled token stays unknown rather than guessed.
    expect(extractMarkers('Hemoglobin 118 gAL')[0]).toMatchObject({ unit: 'gAL', unitKnown: false });
  });
});

describe('extractMarkers is total', () => {
  it('never throws and only returns known markers with finite values', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        for (const m of extractMarkers(s)) {
          expect(Number.isFinite(m.value)).toBe(true);
          expect(typeof m.marker).toBe('string');
        }
      }),
    );
    expect(extractMarkers(undefined as unknown as string)).toEqual([]);
    expect(extractMarkers(42 as unknown as string)).toEqual([]);
  });

  it('finds a printed row wherever it sits among noise lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('项目 结果', 'Page 1 of 2', '---', ''), { maxLength: 5 }),
        (noise) => {
          const text = [...noise, 'Ferritin 12 ng/mL 30-400', ...noise].join('\n');
          expect(pick(text)).toEqual([['ferritin', 12, 'ng/mL', 30, 400]]);
        },
      ),
    );
  });
});

type FlagRead = [marker: string, value: number, unit: string, flag: 'low' | 'high' | undefined];
const withFlag = (text: string): FlagRead[] =>
  extractMarkers(text).map((m) => [m.marker, m.value, m.unit, m.flag]);

describe('flags are flags, never units or part of the value (issue 18 §4)', () => {
  it.each<[string, FlagRead]>([
    // As printed.
    ['空腹血糖 1.2 ↑ mmol/L 3.9-6.1', ['fastingGlucose', 1.2, 'mmol/L', 'high']],
    ['Ferritin 1.2H ng/mL 30-400', ['ferritin', 1.2, 'ng/mL', 'high']],
    ['铁蛋白 12↓ ng/mL 30-400', ['ferritin', 12, 'ng/mL', 'low']],
    ['铁蛋白 12 ↓ng/mL 30-400', ['ferritin', 12, 'ng/mL', 'low']],
    ['铁蛋白 12↓ng/mL 30-400', ['ferritin', 12, 'ng/mL', 'low']],
    ['Hemoglobin 11.8 L 13.5-17.5 g/dL', ['hemoglobin', 11.8, 'g/dL', 'low']],
    ['Cholesterol, Total 212 HH mg/dL 100-199', ['totalCholesterol', 212, 'mg/dL', 'high']],
    ['HDL Cholesterol 0.8 LL mmol/L >1.04', ['hdlCholesterol', 0.8, 'mmol/L', 'low']],
    ['甘油三酯 2.35 mmol/L 0.45-1.70 偏高', ['triglycerides', 2.35, 'mmol/L', 'high']],
    ['血红蛋白 118 偏低 g/L 130-175', ['hemoglobin', 118, 'g/L', 'low']],
    ['高密度脂蛋白胆固醇 0.92 mmol/L >1.04 L', ['hdlCholesterol', 0.92, 'mmol/L', 'low']],
    ['Glucose 101 High mg/dL 70-99', ['fastingGlucose', 101, 'mg/dL', 'high']],
    ['总胆固醇 5.18 mmol/L <5.2', ['totalCholesterol', 5.18, 'mmol/L', undefined]],
    // A star says "abnormal"; the printed range says which way.
    ['尿酸 452 * μmol/L 208-428', ['uricAcid', 452, 'μmol/L', 'high']],
    // ↑ as OCR reads it: 个, t, f.
    ['空腹 血糖 6.52 mmol 作 3.9-6.1 个', ['fastingGlucose', 6.52, 'mmol/L', 'high']],
    ['空腹血糖 12t mmol/L 3.9-6.1', ['fastingGlucose', 12, 'mmol/L', 'high']],
    ['空腹血糖 6.52 mmol/L 3.9-6.1 T', ['fastingGlucose', 6.52, 'mmol/L', 'high']],
    ['甘油 三 酯 2.35 mmol 作 0.45-1.70 ff', ['triglycerides', 2.35, 'mmol/L', 'high']],
    ['糖化 血红 蛋白 6.3 9% 4.0-6.0 3', ['hba1c', 6.3, '%', 'high']],
    // A blurred arrow or letter read as some CJK glyph: flagged, direction from the printed range.
    ['铁 蛋 白 12.0 ng/mL 30-400 沁', ['ferritin', 12, 'ng/mL', 'low']],
    ['25- 羟 基 维 生 素 D 15.2 ng/mL 30-100 上', ['vitaminD25OH', 15.2, 'ng/mL', 'low']],
    ['LDL Cholesterol 160 有 日 mg/dL 0-99', ['ldlCholesterol', 160, 'mg/dL', 'high']],
    ['HDL Cholesterol 38 上 L mg/dL >39', ['hdlCholesterol', 38, 'mg/dL', 'low']],
    // …and a stray glyph next to a value inside the range is no flag.
    ['促 甲状 腺 激素 2.31 mIU 人 L 0.27-4.2 由', ['tsh', 2.31, 'mIU/L', undefined]],
  ])('%s', (line, expected) => {
    expect(withFlag(line)).toEqual([expected]);
  });
});

describe('OCR misreads on phone photos (lines as tesseract read the photo fixtures)', () => {
  readsOneMarker([
    ['尿酸 452 hmol 作 208-428 个', ['uricAcid', 452, 'μmol/L', 208, 428]],
    ['促 甲 状 腺 激素 2.31 mlIU 作 L 0.27-4.2', ['tsh', 2.31, 'mIU/L', 0.27, 4.2]],
    ['TSH 2.10 mlIU 儿 L 0.45-4.50', ['tsh', 2.1, 'mIU/L', 0.45, 4.5]],
    ['Potassium 4.2 mmol/ L 3.5-5.2', ['serumPotassium', 4.2, 'mmol/L', 3.5, 5.2]],
    ['血红 蛋白 118 8g 人 L 130-175 岂', ['hemoglobin', 118, 'g/L', 130, 175]],
    ['糖化 血红 蛋白 6.3 9% 4.0-6.0 3', ['hba1c', 6.3, '%', 4, 6]],
    ['Hemoglobin Alc 6.0 H 9% <5.7', ['hba1c', 6, '%', undefined, 5.7]],
    ['HbAlc 5.4 % 4.0-6.0', ['hba1c', 5.4, '%', 4, 6]],
    ['维生素 Bl12 120 pmol 作 133-675', ['serumB12', 120, 'pmol/L', 133, 675]],
    ['25- 羟 其 维生素 D 15.2 ng/mL 30-100 下', ['vitaminD25OH', 15.2, 'ng/mL', 30, 100]],
    ['肌 本 76 hmol 作 57-111', ['creatinine', 76, 'μmol/L', 57, 111]],
    ['肌 酝 76 hmol 作 57-111', ['creatinine', 76, 'μmol/L', 57, 111]],
    ['甘油 三 栈 2.35 mmol 作 0.45-1.70 人', ['triglycerides', 2.35, 'mmol/L', 0.45, 1.7]],
    ['总 胆 固 醉 5.18 mmol/ 作 <5.2', ['totalCholesterol', 5.18, 'mmol/L', undefined, 5.2]],
  ]);

  it('settles a name two markers are as near to by the guideline range the row prints', () => {
    // 谷两: 谷丙 (ALT, 9–50 U/L for men, WS/T 404.1) or 谷草 (AST, 15–40).
    expect(pick('谷 两 转氨酶 48 UL 9-50')).toEqual([['alt', 48, 'U/L', 9, 50]]);
    expect(pick('谷 两 转氨酶 32 U/L 15-40')).toEqual([['ast', 32, 'U/L', 15, 40]]);
  });

  it.each([
    // One misread glyph matches two markers' names (谷丙 ALT, 谷草 AST) and the range is neither's.
    '谷 两 转氨酶 48 UL 10-45',
    '谷 两 转氨酶 48 UL',
    // A different test one glyph away from a marker's name: the first glyph differs (白蛋白)…
    '球蛋白 28 g/L 20-40',
    '总蛋白 65 g/L 65-85',
    // …or the unit is not one the near marker is printed in.
    '肌红蛋白 40 μg/L 0-70',
    '肌本 76',
    // (血氨 30 μmol/L was listed here as 血? — any of 血钾 血钠 血钙 血镁 血锌 — until blood ammonia became
    // a marker of its own: labs/review26-high-risk-levels.test.ts reads it.)
  ])('%s → nothing', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });
});

describe('rows of other tests and prose are not read as a marker (issue 33 §2, lines as OCR read the photo set)', () => {
  it.each([
    // 尿酸碱度 is urine pH, not 尿酸 (uric acid).
    '尿酸碱度 6.0 4.5-8.0 |',
    '| 尿酸碱度 6.0 4.5-8.0 | ;',
    // A ratio of two tests is neither.
    '中 BUN/Creatinine Ratio 16 10-24 | 和',
    '| 。 BuN/creatinine Ratio 16 10-24',
    // VLDL is neither total nor LDL cholesterol.
    '| VLDL Cholesterol Cal 33 36 09/12/2024 mg/dL 5-40 ]',
    // 非高密度脂蛋白胆固醇 (non-HDL), its last glyph misread.
    '非高密度脂蛋白胆固本 5.23 和 <4.1',
    // Prose: a formula's year and a cut-off in a sentence are no results.
    '了 | eGFR calculated with the CKD-EPI 2021 equation (race-free). | 了',
    '| Vitamin D deficiency has been defined as a 25-OH vitamin D level below 20 ng/mL. |',
    '| Vilamin D deficiency has been defined as 3 25-0H vitamin D level below 20 ng/ml',
    // 餐后2小时血糖 with its name unread: not a fasting glucose.
    '和后 2 小时血糖 9.6 1 <7.8 |',
    // A unit read as a name: "mg" is milligrams, not magnesium's Mg (the line under a glucose row).
    'High mg/dL 70.99',
    // MCH (平均红细胞血红蛋白) with one glyph misread still holds 血红蛋白: it is not haemoglobin.
    '8 平均红细驹血红蛋白 MCH 24.4 L 了 27-34',
    // "AST (SGOT)" split over two lines, the S read as 5: no AST of 5.
    'AST (5',
  ])('%s → nothing', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });

  it('still reads magnesium by its symbol, and haemoglobin by its own name', () => {
    expect(extractMarkers('血清镁 Mg 0.82 mmol/L 0.75-1.02')[0]).toMatchObject({
      marker: 'serumMagnesium',
      value: 0.82,
    });
    expect(extractMarkers('Magnesium 2.0 mg/dL 1.6-2.3')[0]).toMatchObject({ marker: 'serumMagnesium' });
    expect(extractMarkers('5 血红蛋白 HGB 98 L g/L 115-150')[0]).toMatchObject({ marker: 'hemoglobin' });
    // The rest of "AST (SGOT)" on the next line gives the row.
    expect(extractMarkers('AST (5\nGOT) 32 IU/L 0-40')).toMatchObject([{ marker: 'ast', value: 32 }]);
    // Or on the same line, the 5 glued to the rest of the name.
    expect(extractMarkers('AST (5GOT) 32 IU 作 L 0-40')).toMatchObject([
      { marker: 'ast', value: 32, unit: 'IU/L' },
    ]);
  });

  it('reads eGFR’s unit with the "L/" of mL/min read as U, the only per-1.73 m² unit it has', () => {
    expect(extractMarkers('eGFR 62 mUmin/1.73 。 >59')[0]).toMatchObject({
      marker: 'egfr',
      unit: 'mL/min/1.73m2',
      unitKnown: true,
      unitRead: 'mUmin/1.73',
    });
  });

  it('joins a Chinese name OCR spaced out around its Latin letter ("超 敏 C 反 应 蛋白")', () => {
    expect(extractMarkers('超 敏 C 反 应 蛋白 3.6H mg/L 0-3')[0]).toMatchObject({
      marker: 'hsCrp',
      value: 3.6,
      unit: 'mg/L',
      flag: 'high',
    });
    // Its unit cut at the slash ("mg"): the hs-CRP, its unit for the review to ask — not a magnesium of 0.3.
    expect(extractMarkers('超敏 C 反应蛋白 3.6H mg 0.3')).toMatchObject([
      { marker: 'hsCrp', value: 3.6, unit: 'mg', unitKnown: false, flag: 'high' },
    ]);
    // "mgIL": mg/L, or mg/dL with its d lost — the review asks.
    expect(extractMarkers('超 敏 C 反 应 蛋白 3.6H mgIL 0-3')[0]).toMatchObject({
      unit: 'mgIL',
      unitKnown: false,
    });
  });

  it('reads a flag letter with a bracket glued before it ("[L", Quest’s out-of-range column)', () => {
    expect(extractMarkers('MCV 78.4 [L 80.0-166.6 fL EN')[0]).toMatchObject({ unit: 'fL', flag: 'low' });
    expect(extractMarkers('MCV 98.4 [H 80.0-100.0 fL EN')[0]).toMatchObject({ flag: 'high' });
  });

  it('reads a lone digit in the flag column, before the range, as a mark the range gives a direction', () => {
    expect(extractMarkers('高密度脂蛋白胆固醇 (HDL-C) 0.98 1 >1.0')[0]).toMatchObject({
      marker: 'hdlCholesterol',
      value: 0.98,
      flag: 'low',
    });
    expect(extractMarkers('餐后2小时血糖 (2hPG) 9.6 1 <7.8')[0]).toMatchObject({ flag: 'high' });
    // Inside the range it is no flag.
    expect(extractMarkers('空腹血糖 (GLU) 5.42 1 3.9-6.1')[0]?.flag).toBeUndefined();
  });

  it('reads 餐后2小时血糖 as the 2-hour glucose, its digit and (2hPG) as part of the name', () => {
    expect(withFlag('餐 后 2 小 时 血糖 (2hPG) 9.6 人 <7.8')).toEqual([
      ['postprandialGlucose2h', 9.6, '', 'high'],
    ]);
    expect(withFlag('和后 2 小时血糖 (2hPG) 9.6 1 <7.8 |')).toEqual([
      ['postprandialGlucose2h', 9.6, '', 'high'],
    ]);
  });

  it('reads "LDL Chol Calc (NIH)" as LDL cholesterol, not total cholesterol', () => {
    expect(extractMarkers('LDL Chol Calc (NIH) 154 High 167 09/12/2024 mg/dL 0-99')[0]).toMatchObject({
      marker: 'ldlCholesterol',
      value: 154,
    });
  });
});

describe('values as printed, not a previous result, stray marks around the unit (issue 33 §2)', () => {
  it.each<[string, FlagRead]>([
    // A quote OCR glued to the unit is not part of it.
    [
      'Cholesterol, Total 228 High 241 09/12/2024 “mg/dL 100-199 |',
      ['totalCholesterol', 228, 'mg/dL', 'high'],
    ],
    ['10 葡萄糖 GLU 6.8 H ”mmol/L 3.9-6.1', ['fastingGlucose', 6.8, 'mmol/L', 'high']],
    ['| Hemoglobin A1c 5.9 High 6.1 09/12/2024 。 %% 4.8-5.6', ['hba1c', 5.9, '%', 'high']],
    // A bracket or plus where an arrow or L was printed: flagged, the direction from the range.
    ['| 7 平多红细胞体积 MCV 76.4 ] 82-100 fL', ['mcv', 76.4, 'fL', 'low']],
  ])('%s', (line, expected) => {
    expect(withFlag(line)).toEqual([expected]);
  });

  it('keeps the printed range when a previous result and its date sit between', () => {
    expect(pick('Triglycerides 186 High 203 09/12/2024 mg/dL 0-149')).toEqual([
      ['triglycerides', 186, 'mg/dL', 0, 149],
    ]);
  });

  it('never takes the previous result for the current one when the current one was not read', () => {
    // HDL printed "41 | 38 09/12/2024": OCR lost the 41; 38 is the previous result.
    expect(extractMarkers('| HDL Cholesterol 本 38 09/12/2024 mg/dL >39 :')).toEqual([]);
    expect(pick('| HDL cholesterol 41 38 09/12/2024 。” mg/dL >39 |')).toEqual([
      ['hdlCholesterol', 41, 'mg/dL', 39, undefined],
    ]);
  });
});

describe('a unit printed once in the header row (issue 33 §2, "结果(mmol/L)")', () => {
  const table = (header: string, ...rows: string[]) => extractMarkers([header, ...rows].join('\n'));

  it('reads a name with one glyph misread under a heading that prints the unit (总胆因醇: 总胆固醇)', () => {
    const text = ['项目 结果(mmol/L) 提示 参考范围', '总 胆 因 醇 CTC) 6.21 H <5.2'].join('\n');
    expect(extractMarkers(text)).toMatchObject([
      { marker: 'totalCholesterol', value: 6.21, unit: 'mmol/L', unitRead: '结果(mmol/L)', flag: 'high' },
    ]);
    // Without the heading there is no unit to hold the near name to: nothing is read.
    expect(extractMarkers('总 胆 因 醇 CTC) 6.21 H <5.2')).toEqual([]);
  });

  it('gives rows with no unit of their own the unit of the result column, and says where it came from', () => {
    const found = table(
      '检验 项 目 结果 (mmol/L) 提示 参考 范围 mmol/D)',
      '总 胆固醇 (TC) 6.21 个 <5.2',
      '空腹 血糖 (GLU) 5.42 3.9-6.1',
      '餐 后 2 小 时 血糖 (2hPG) 9.6 人 <7.8',
    );
    expect(found.map((m) => [m.marker, m.value, m.unit, m.unitKnown, m.flag])).toEqual([
      ['totalCholesterol', 6.21, 'mmol/L', true, 'high'],
      ['fastingGlucose', 5.42, 'mmol/L', true, undefined],
      ['postprandialGlucose2h', 9.6, 'mmol/L', true, 'high'],
    ]);
    expect(found[0]?.unitRead).toBe('结果 (mmol/L)');
  });

  it('reads the heading with its slash lost, and in English', () => {
    expect(
      table('| 检验 项 目 结果 (mmolL) 提示 参考 范围 mmol/D)', '| 甘油 三 酯 (TG) 2.05 让 <1.7 |')[0],
    ).toMatchObject({
      marker: 'triglycerides',
      unit: 'mmol/L',
      unitKnown: true,
    });
    expect(table('Test Result (mg/dL) Flag Reference', 'LDL-C 160 H <100')[0]).toMatchObject({
      marker: 'ldlCholesterol',
      unit: 'mg/dL',
      unitKnown: true,
    });
  });

  it('keeps a row’s own unit, a heading unit the marker is not printed in, and forgets it at the next table', () => {
    expect(table('项目 结果(mmol/L) 参考范围', '血红蛋白 HGB 118 g/L 130-175')[0]).toMatchObject({
      unit: 'g/L',
    });
    // mmol/L is not a unit ferritin is printed in: the unit stays unread, for the review.
    expect(table('项目 结果(mmol/L) 参考范围', '铁蛋白 FER 18.5 30-400')[0]).toMatchObject({
      unit: '',
      unitKnown: false,
    });
    expect(
      table(
        '项目 结果(mmol/L) 参考范围',
        '总胆固醇 5.2 <5.2',
        '项目 结果 单位 参考范围',
        '空腹血糖 5.4 3.9-6.1',
      )[1],
    ).toMatchObject({ marker: 'fastingGlucose', unit: '', unitKnown: false });
  });
});

describe('two tests on one printed line (issue 33 §2, two-column sheets as OCR read them)', () => {
  it('reads both columns, each with its own unit, range and flag', () => {
    const found = extractMarkers('血清铁 Fe 8.2↓ μmol/L 10.6-36.7 | 同型半胱氨酸 16.8↑ μmol/L 0-15');
    expect(found.map((m) => [m.marker, m.value, m.unit, m.labRefLow, m.labRefHigh, m.flag])).toEqual([
      ['serumIron', 8.2, 'μmol/L', 10.6, 36.7, 'low'],
      ['homocysteine', 16.8, 'μmol/L', 0, 15, 'high'],
    ]);
    expect(found.map((m) => m.line)).toEqual([
      '血清铁 Fe 8.2↓ μmol/L 10.6-36.7',
      '| 同型半胱氨酸 16.8↑ μmol/L 0-15',
    ]);
  });

  it.each<[string, FlagRead[]]>([
    [
      '血清铁 Fe 8.24 hmolL 10.6-36.7 同型半胱氨酸 16.8 人 T hmolL 0-15',
      // The first row no longer takes the second's T (↑) for its flag.
      [
        ['serumIron', 8.24, 'μmol/L', undefined],
        ['homocysteine', 16.8, 'μmol/L', 'high'],
      ],
    ],
    [
      '| 维生素B12 156 pmol/L 133-675 | 血清锌 Zn 10.4↓ μmol/L 11.1-19.5',
      [
        ['serumB12', 156, 'pmol/L', undefined],
        ['serumZinc', 10.4, 'μmol/L', 'low'],
      ],
    ],
  ])('%s', (line, expected) => {
    expect(withFlag(line)).toEqual(expected);
  });

  it('does not split a one-test line at its flag, previous result or unit', () => {
    expect(withFlag('Cholesterol, Total 228 High 241 09/12/2024 mg/dL 100-199')).toEqual([
      ['totalCholesterol', 228, 'mg/dL', 'high'],
    ]);
    expect(withFlag('Hemoglobin 11.8 L 13.5-17.5 g/dL')).toEqual([['hemoglobin', 11.8, 'g/dL', 'low']]);
  });

  it('starts no second column at a later value when the first row’s range lost its dash', () => {
    // "133-675" read "133675": the zinc row's name is not where the second column starts, so no split.
    expect(withFlag('推生素B12 156 pmolL 133675 | 血清锌 Zn 10.4 μmol/L 11.1-19.5').map((r) => r[0])).toEqual(
      ['serumB12'],
    );
  });

  it('reads no value from digits a misread letter splits ("1.12" read "1L12")', () => {
    expect(extractMarkers('| 无机杰P 1L12 mmolL 0.85151 |')).toEqual([]);
  });

  it('ends the first row where an unknown second test starts after its range: its ↑ is not the first row’s', () => {
    // 超敏C反应蛋白 read "超人敏 C 反应蛋白": not read, but its 个 (↑) is no flag of ferritin's.
    expect(withFlag('铁蛋白 FER 18.5 上 ng/mL 30-400 超人敏 C 反应蛋白 3.6 个 mg/L 0-3')).toEqual([
      ['ferritin', 18.5, 'ng/mL', 'low'],
    ]);
  });

  it('reads the second test when the first is one that is not read (转铁蛋白)', () => {
    expect(withFlag('转铁蛋白 TRF 2.1 g/L 2.0-3.6 血清镁 Mg 0.82 mmol/L 0.75-1.02')).toEqual([
      ['serumMagnesium', 0.82, 'mmol/L', undefined],
    ]);
  });

  it.each([
    // 0.82 read "082" (a leading zero: the point was lost), then a stray "1" at the end of the line.
    '帮站 | 。 转铁重白 TRF 2.1 EL, 20.36 血清链 Mg 082 mmolL 07510 | 1',
    // 5.1 read "5S.1".
    '时三 FOL 5S.1 ngjmL 3.1.19.9',
  ])('takes no later number for a row whose value OCR garbled: %s', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });
});

describe('unit spellings read off the photo set (issue 33 §2)', () => {
  readsOneMarker([
    // 10^9/L with the caret read as a quote or star and the slash lost ("10*9/L" is printed so too).
    [', 1 工和白细胞计数 WBC 6.42 10^9L 3.5-9.5', ['wbc', 6.42, '10^9/L', 3.5, 9.5]],
    ['| 1 白细胞计数 WBC 6.42 10*9L 3.5-9.5 |', ['wbc', 6.42, '10^9/L', 3.5, 9.5]],
    ['| 2 中性粒细胞绝对值 NEUT# 4.51 10^*9 儿 1.8-6.3 |', ['neutrophils', 4.51, '10^9/L', 1.8, 6.3]],
    ['1 ”白细胞计数 WBC 6.42 10“9 几 3.5-9.5', ['wbc', 6.42, '10^9/L', 3.5, 9.5]],
    // μ read as h or b with the slash lost.
    ['9 。 尿酸 UA 486 H hmolL 208-428', ['uricAcid', 486, 'μmol/L', 208, 428]],
    ['同型半胱氨酸 16.8f bmolL 0-15', ['homocysteine', 16.8, 'μmol/L', 0, 15]],
    // eGFR printed per 1.73 (m² left off), and with its slash lost.
    ['eGFR 62 mL/min/1.73 >59', ['egfr', 62, 'mL/min/1.73m2', 59, undefined]],
    ['eGFR 62 mLmin/1.73 >59', ['egfr', 62, 'mL/min/1.73m2', 59, undefined]],
    // Quest's spelling of thousands per microlitre.
    ['WHITE BLOOD CELL COUNT 7.2 3.8-10.8 Thousand/uL EN', ['wbc', 7.2, 'Thousand/uL', 3.8, 10.8]],
    // μIU with a stray l, as mIU's "mlIU" already was.
    ['| TSH 1.870 2.010 09/12/2024 ulIU/mL 0.450-4.500 本', ['tsh', 1.87, 'μIU/mL', 0.45, 4.5]],
    // The I of IU/L read as 1: IU/L as printed, not U/L.
    ['AST (SGOT) 32 1U/L 0-40', ['ast', 32, 'IU/L', 0, 40]],
    // A digit glued before a unit the marker has no I-spelling of is still dropped.
    ['血红 蛋白 118 8g/L 130-175', ['hemoglobin', 118, 'g/L', 130, 175]],
  ]);

  it('leaves an exponent it cannot read, and a unit that could be two, unread', () => {
    expect(extractMarkers('白细胞计数 WBC 6.42 10^L 3.5-9.5')[0]).toMatchObject({ unitKnown: false });
    // A per-1.73 m² head two letters off is not eGFR's unit.
    expect(extractMarkers('eGFR 62 mUmon/1.73 >59')[0]).toMatchObject({
      unit: 'mUmon/1.73',
      unitKnown: false,
    });
  });
});

describe('an English name with one glyph misread (issue 33 §2, lines as OCR read the photo set)', () => {
  it.each<[string, FlagRead]>([
    ['| | Tiiglycerides 186 High 203 09/12/2024 ”mg/dL 0-149', ['triglycerides', 186, 'mg/dL', 'high']],
    ['Tiglycerides 186 High 203 09/12/2024 “mg/dL 0-149', ['triglycerides', 186, 'mg/dL', 'high']],
    ['< Albpumin 4.5 g/dL 3.8-4.9 | 1', ['albumin', 4.5, 'g/dL', undefined]],
    ['HEM0OGLOBIN 11.6 上 13.2-17.1 9g/dL EN', ['hemoglobin', 11.6, 'g/dL', 'low']],
  ])('%s', (line, expected) => {
    expect(withFlag(line)).toEqual([expected]);
  });

  it.each([
    // Only with a unit the marker is printed in, read as spelled…
    'Tiiglycerides 186 High 0-149',
    'Albpumin 4.5 gjdL 3.8-4.9',
    // …and never for a short name, or a word two glyphs away.
    'Sodum 140 mmol/L 134-144',
    'Albmn 4.5 g/dL 3.8-4.9',
  ])('%s → nothing', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });
});

// Blind answer round 30, en-014: "hemoglobin is only 8.1 so … to build it up" read "it" as g/L.
describe('a short English word after a value is never a misread unit', () => {
  it.each([
    'My hemoglobin is only 8.1 so I have been taking iron to build it up',
    'hemoglobin 8.1 so it is low',
  ])('%s', (line) => {
    const [m] = extractMarkers(line);
    expect(m?.marker).toBe('hemoglobin');
    expect(m?.unitKnown).toBe(false);
  });
});
