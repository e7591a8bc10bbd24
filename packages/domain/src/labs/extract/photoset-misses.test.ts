import { describe, expect, it } from 'vitest';
import { extractMarkers } from '.';
import { repairedUnit } from './unit-repair';

/**
 * Classes of misses on the issue 33 §2 photo set (set 1, bench/results/photoset-tesseract.md run 6),
 * each with the line as OCR read it off the photo, two other phrasings per language, and look-alikes
 * that must stay as they were.
 */

type Read = [marker: string, value: number, unit: string, flag: 'low' | 'high' | undefined];
const read = (line: string): Read[] => extractMarkers(line).map((m) => [m.marker, m.value, m.unit, m.flag]);

describe('a bracket or bar glued before an unread mark in the flag column', () => {
  it.each<[string, Read]>([
    // The photo's line (zh-cbc-arrows, desk, angled): the ↓ redrawn as L and read "和", a bracket glued.
    ['7 平均红细胞体积 MCV 76.4 [和 82-100 fL', ['mcv', 76.4, 'fL', 'low']],
    ['5 血红蛋白 HGB 98 【上 g/L 115-150', ['hemoglobin', 98, 'g/L', 'low']],
    ['甘油三酯 (TG) 2.05 |岂 mmol/L <1.7', ['triglycerides', 2.05, 'mmol/L', 'high']],
    ['MCV 78.4 [和 80.0-100.0 fL EN', ['mcv', 78.4, 'fL', 'low']],
    ['Glucose 104 【上 mg/dL 70-99', ['fastingGlucose', 104, 'mg/dL', 'high']],
  ])('%s: a mark, its direction from the printed range', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });

  it.each<[string, Read]>([
    // Inside the range a mark is no flag.
    ['7 平均红细胞体积 MCV 90.1 [和 82-100 fL', ['mcv', 90.1, 'fL', undefined]],
    ['MCV 90.1 [和 80.0-100.0 fL EN', ['mcv', 90.1, 'fL', undefined]],
    // Three glyphs after a bracket are words, not a mark.
    ['5 血红蛋白 HGB 98 [参考值 g/L 115-150', ['hemoglobin', 98, 'g/L', undefined]],
    // A bracket glued to a flag letter reads as that letter, as before.
    ['MCV 98.4 [H 80.0-100.0 fL EN', ['mcv', 98.4, 'fL', 'high']],
  ])('look-alike %s stays as it was', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });
});

describe('a flag letter glued to the value with a stray "1" after it', () => {
  it.each<[string, Read]>([
    // The photo's lines (zh-two-column, desk, angled): ↓ redrawn as L, the edge of its box read as "1".
    ['血清 铁 Fe 8.2L1 hmolL 10.6-36.7', ['serumIron', 8.2, 'μmol/L', 'low']],
    ['血 扫 锌 Zn 10.4L1 hmolL 11.119.5', ['serumZinc', 10.4, 'μmol/L', 'low']],
    ['同型半胱氨酸 16.8H1 μmol/L 0-15', ['homocysteine', 16.8, 'μmol/L', 'high']],
    ['铁蛋白 FER 18.5L1 ng/mL 30-400', ['ferritin', 18.5, 'ng/mL', 'low']],
    ['Creatinine 1.31H1 mg/dL 0.76-1.27', ['creatinine', 1.31, 'mg/dL', 'high']],
    ['Hemoglobin 11.6L1 g/dL 13.2-17.1', ['hemoglobin', 11.6, 'g/dL', 'low']],
  ])('%s: the value and its flag', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });

  it.each([
    // The letter may be a lost point when the figure has none ("1L12" for 1.12; "82L1" for 8.21?).
    '| 无机杰P 1L12 mmolL 0.85151 |',
    '血清铁 Fe 82L1 μmol/L 10.6-36.7',
    'Ferritin 185L1 ng/mL 30-400',
    // Two digits after the letter are a figure, not a stray stroke.
    '铁蛋白 FER 18.5L12 ng/mL 30-400',
    'Ferritin 18.5H12 ng/mL 30-400',
  ])('look-alike %s: no value read, as before', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });
});

describe('a unit with one stray letter inside its amount ("mmaol/L")', () => {
  it.each<[string, string, string, string]>([
    // The photo's line (zh-chem-hl, dim): "mmol/L" read "mmaol 作", its "/L" repaired on the line.
    ['12 钠 Na 139 mmaol 作 137-147', 'serumSodium', 'mmol/L', 'mmaol/L'],
    ['钾 K 3.31 mmaol/L 3.5-5.3', 'serumPotassium', 'mmol/L', 'mmaol/L'],
    ['肌酐 Cr 80 μmoal/L 57-111', 'creatinine', 'μmol/L', 'μmoal/L'],
    ['Sodium 140 mmaol/L 134-144', 'serumSodium', 'mmol/L', 'mmaol/L'],
    ['Potassium 4.6 mmeol/L 3.5-5.2', 'serumPotassium', 'mmol/L', 'mmeol/L'],
  ])('%s: taken as the one unit it fits, the reading kept', (line, marker, unit, unitRead) => {
    expect(extractMarkers(line)[0]).toMatchObject({ marker, unit, unitKnown: true, unitRead });
  });

  it.each<[string, string, string]>([
    // A stray letter before the amount's second glyph or after the slash would change the scale.
    ['Glucose 5.4 nmmol/L 3.9-5.5', 'fastingGlucose', 'nmmol/L'],
    ['血红蛋白 HGB 132 g/dLx 130-175', 'hemoglobin', 'g/dLx'],
    ['TSH 2.10 mlU/mL 0.45-4.50', 'tsh', 'mlU/mL'],
    ['促甲状腺激素 TSH 2.1 mlU/mL 0.27-4.2', 'tsh', 'mlU/mL'],
  ])('look-alike %s: left as read for the picker', (line, marker, unit) => {
    const [m] = extractMarkers(line);
    expect(m).toMatchObject({ marker, unit, unitKnown: false });
    expect(m?.unitRead).toBeUndefined();
  });

  it('never takes a unit another marker is printed in for a misreading (mg/dL is not mg/L with a d)', () => {
    expect(repairedUnit('hsCrp', 'mg/dL')).toBeNull();
    expect(repairedUnit('serumSodium', 'mmol/L')).toBeNull();
    expect(repairedUnit('serumSodium', 'mmaol/L')).toBe('mmol/L');
  });
});

describe('the 10 of a unit’s power of ten is never the value', () => {
  it.each([
    // The photo's line (zh-cbc-arrows, handheld): 4.51 read "才 .51", then the unit's 10 was taken.
    '2 中性粒细胞绝对值 NEUT# 才 .51 10^9/L 1.8-6.3',
    '1 白细胞计数 WBC 才 10*9/L 3.5-9.5',
    '血小板计数 PLT 10^9/L 125-350',
    'White blood cells 10^9/L 3.4-9.6',
    'WBC 10*9/L 4.0-10.0',
  ])('%s: no value read', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });

  it.each<[string, Read]>([
    ['2 中性粒细胞绝对值 NEUT# 4.51 10^9/L 1.8-6.3', ['neutrophils', 4.51, '10^9/L', undefined]],
    ['WBC 6.42 10*9L 3.5-9.5', ['wbc', 6.42, '10^9/L', undefined]],
    // A star after a value, then a space, is the printed flag.
    ['空腹血糖 GLU 6.8* mmol/L 3.9-6.1', ['fastingGlucose', 6.8, 'mmol/L', 'high']],
    ['Glucose 10* mmol/L 3.9-6.1', ['fastingGlucose', 10, 'mmol/L', 'high']],
  ])('look-alike %s stays as it was', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });
});

describe('a power of ten read with a tilde ("10~9/L", PP-OCRv4, issue 33 §1)', () => {
  it.each<[string, Read]>([
    // The lines as PP-OCRv4 read them off set 1's blood count.
    ['1 白细胞计数 WBC 6.42 10~9/L 3.5-9.5', ['wbc', 6.42, '10^9/L', undefined]],
    ['2 中性粒细胞绝对值 NEUT# 4.51 10~9/L 1.8-6.3', ['neutrophils', 4.51, '10^9/L', undefined]],
    ['9 血小板计数 PLT 268 10~9/L 125-350', ['platelets', 268, '10^9/L', undefined]],
    ['WBC 11.2 H 10~9/L 3.5-9.5', ['wbc', 11.2, '10^9/L', 'high']],
  ])('%s: 10^9/L', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });

  it.each<[string, Read]>([
    // A Chinese range with a tilde stays a range.
    ['白细胞计数 WBC 6.42 10^9/L 10~12', ['wbc', 6.42, '10^9/L', undefined]],
    ['空腹血糖 GLU 5.42 mmol/L 3.9~6.1', ['fastingGlucose', 5.42, 'mmol/L', undefined]],
  ])('look-alike %s stays as it was', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });
});
