import { describe, expect, it } from 'vitest';
import { extractMarkers } from '.';
import { markerByKey } from '../index';
import { repairedUnit, unitCandidates, UNIT_CONFUSIONS } from './unit-repair';

/** marker, value, unit, unit as read (undefined: read as spelled), flag. */
type Row = [marker: string, value: number, unit: string, read: string | undefined, flag?: 'low' | 'high'];
const read = (line: string): Row[] =>
  extractMarkers(line).map(
    (m) => [m.marker, m.value, m.unit, m.unitRead, ...(m.flag ? [m.flag] : [])] as Row,
  );

/**
 * Issue 33 §2: units as OCR reads them off phone photos, repaired where the reading is unambiguous,
 * the reading kept beside the repair. Lines as tesseract reads Chinese and US report photos.
 */
describe('extractMarkers: OCR-misread units on report photos', () => {
  it.each([
    // Chinese hospital 检验报告单 lines.
    ['血红蛋白 HGB 132 g/l 130-175', ['hemoglobin', 132, 'g/L', undefined]],
    ['铁蛋白 8.2 nglmL ↓', ['ferritin', 8.2, 'ng/mL', 'nglmL', 'low']],
    ['铁蛋白 FER 8.2 ng|mL 30-400', ['ferritin', 8.2, 'ng/mL', 'ng|mL']],
    ['促甲状腺激素 TSH 2.1 mlU/L 0.27-4.2', ['tsh', 2.1, 'mIU/L', 'mlU/L']],
    ['肌酐 Cr 80 umol/L 57-111', ['creatinine', 80, 'μmol/L', undefined]],
    ['空腹血糖 GLU 5.4 mmoI/L 3.9-6.1', ['fastingGlucose', 5.4, 'mmol/L', 'mmoI/L']],
    ['总胆固醇 TC 4.6 mm0l/L <5.2', ['totalCholesterol', 4.6, 'mmol/L', 'mm0l/L']],
    ['25-羟基维生素D 22 ng/mLL 30-100', ['vitaminD25OH', 22, 'ng/mL', 'ng/mLL']],
    // US report lines (CMP, CBC, iron, thyroid).
    ['Ferritin 8.2 ngjmL L', ['ferritin', 8.2, 'ng/mL', 'ngjmL', 'low']],
    ['Ferritin 8.2 ng1mL L 30-400', ['ferritin', 8.2, 'ng/mL', 'ng1mL', 'low']],
    ['TSH 2.10 mlU/L 0.45-4.50', ['tsh', 2.1, 'mIU/L', 'mlU/L']],
    ['Glucose 101 H mgjdL 70-99', ['fastingGlucose', 101, 'mg/dL', 'mgjdL', 'high']],
    ['Creatinine 0.9 mgldL 0.6-1.3', ['creatinine', 0.9, 'mg/dL', 'mgldL']],
    ['Ferritin 12 ngmL 30-400', ['ferritin', 12, 'ng/mL', 'ngmL']],
    // Issue 33 §2 photo set: the slash read as y.
    ['| HEMOGLOBIN 11.6【 13.2-17.1 gydL EN |', ['hemoglobin', 11.6, 'g/dL', 'gydL', 'low']],
    // …and l read as t.
    [
      '| 】 | ABSOLUTE NEUTROPHILS 4512 1500-7866 cetLs/uL EN |',
      ['neutrophils', 4512, 'cells/uL', 'cetLs/uL'],
    ],
    ['1 | ABSOLUTE NEUTROPHILS 4512 1566-7866 cettsyuL EN |', ['neutrophils', 4512, 'cells/uL', 'cettsyuL']],
    // Issue 33 §2's list: m read as rn (one printed glyph, two read).
    ['铁蛋白 FER 8.2 ng/rnL 30-400', ['ferritin', 8.2, 'ng/mL', 'ng/rnL']],
    ['Ferritin 8.2 ngjrnL L 30-400', ['ferritin', 8.2, 'ng/mL', 'ngjrnL', 'low']],
    ['维生素B12 450 pg/rnL 197-771', ['serumB12', 450, 'pg/mL', 'pg/rnL']],
    ['Vitamin B12 450 pg/rnl 232-1245', ['serumB12', 450, 'pg/mL', 'pg/rnl']],
    ['PTH, Intact 40 pg/rnL 15-65', ['pth', 40, 'pg/mL', 'pg/rnL']],
    ['总胆固醇 TC 4.6 mrnol/L <5.2', ['totalCholesterol', 4.6, 'mmol/L', 'mrnol/L']],
    // l read as 1 or I in µmol/L and mmol/L, µ printed as μ, µ or read as u.
    ['肌酐 Cr 80 µmo1/L 57-111', ['creatinine', 80, 'μmol/L', 'μmo1/L']],
    ['Creatinine 80 μmoI/L 57-111', ['creatinine', 80, 'μmol/L', 'μmoI/L']],
    ['尿酸 UA 350 umo1/L 208-428', ['uricAcid', 350, 'μmol/L', 'umo1/L']],
    ['空腹血糖 GLU 5.4 mmo1/L 3.9-6.1', ['fastingGlucose', 5.4, 'mmol/L', 'mmo1/L']],
    ['Glucose, fasting 5.4 mmo|/L 3.9-5.5', ['fastingGlucose', 5.4, 'mmol/L', 'mmo|/L']],
    // The 0 of 10⁹ read as O, the 1 as l: the one blood-count unit so spelled.
    ['白细胞计数 WBC 6.1 x1O^9/L 3.5-9.5', ['wbc', 6.1, 'x10^9/L', 'x1O^9/L']],
    ['White blood cells 6.1 xl0^9/L 3.4-9.6', ['wbc', 6.1, 'x10^9/L', 'xl0^9/L']],
    ['血小板计数 PLT 250 ×1O^9/L 125-350', ['platelets', 250, '×10^9/L', '×1O^9/L']],
  ] as const)('%s', (line, expected) => {
    expect(read(line)).toEqual([expected]);
    expect(extractMarkers(line)[0]?.unitKnown).toBe(true);
  });

  it.each([
    // "gjL": g/L through the slash, or g/dL with its d lost: two units, so nobody guesses.
    ['血红蛋白 HGB 132 gjL 130-175', 'hemoglobin', 'gjL'],
    ['Hemoglobin 13.2 gjL 13.5-17.5', 'hemoglobin', 'gjL'],
    // "mol/L": mmol/L or µmol/L with a letter lost (uric acid is printed in both).
    ['尿酸 UA 350 mol/L 208-428', 'uricAcid', 'mol/L'],
    // Not a confusion of the table: the paper edge cut the unit, or a letter misread as another.
    ['25-羟基维生素D 22 nmo', 'vitaminD25OH', 'nmo'],
    ['Ferritin 8.2 nq/mL 30-400', 'ferritin', 'nq/mL'],
    // "rnol/L": mmol/L or µmol/L with a letter lost once rn is m — two units again.
    ['尿酸 UA 350 rnol/L 208-428', 'uricAcid', 'rnol/L'],
    // "mlU/mL" on a TSH: mIU/L with a stray m, or µIU/mL with µ read as m — neither one step, nobody guesses
    // (no marker here is printed in mIU/mL).
    ['促甲状腺激素 TSH 2.1 mlU/mL 0.27-4.2', 'tsh', 'mlU/mL'],
    ['TSH 2.10 mlU/mL 0.45-4.50', 'tsh', 'mlU/mL'],
  ])('%s: unit left as read, for the review to ask', (line, marker, unit) => {
    const [m] = extractMarkers(line);
    expect(m).toMatchObject({ marker, unit, unitKnown: false });
    expect(m?.unitRead).toBeUndefined();
  });

  it.each([
    // Read as printed: a unit's case and its spellings of ×10⁹/L are no repair, nothing to show.
    ['血红蛋白 HGB 13.2 g/dl 13-17.5', ['hemoglobin', 13.2, 'g/dL', undefined]],
    ['Hemoglobin 13.2 g/dl 13.5-17.5', ['hemoglobin', 13.2, 'g/dL', undefined]],
    ['TSH 2.1 mIU/l 0.45-4.5', ['tsh', 2.1, 'mIU/L', undefined]],
    ['白细胞计数 WBC 6.1 10^9/L 3.5-9.5', ['wbc', 6.1, '10^9/L', undefined]],
    ['白细胞计数 WBC 6.1 ×10⁹/L 3.5-9.5', ['wbc', 6.1, '×10⁹/L', undefined]],
    ['White blood cells 6.1 10E9/L 3.4-9.6', ['wbc', 6.1, '10E9/L', undefined]],
    ['WBC 6.1 x10E9/L 3.4-9.6', ['wbc', 6.1, 'x10E9/L', undefined]],
    ['Platelets 250 x10E9/L 150-400', ['platelets', 250, 'x10E9/L', undefined]],
    ['WBC 6.1 *10^9/L 3.4-9.6', ['wbc', 6.1, '10^9/L', undefined]],
  ] as const)('%s: read as printed', (line, expected) => {
    expect(read(line)).toEqual([expected]);
    expect(extractMarkers(line)[0]?.unitKnown).toBe(true);
  });

  it.each([
    // The caret of 10⁹ read as a tilde: repaired, the reading kept (and not taken for a range "10~9").
    ['白细胞计数 WBC 6.1 ×10~9/L 3.5-9.5', ['wbc', 6.1, '×10^9/L', '×10~9/L'], 3.5, 9.5],
    ['WBC 6.1 x10~9/L 3.4-9.6', ['wbc', 6.1, 'x10^9/L', 'x10~9/L'], 3.4, 9.6],
  ] as const)('%s: repaired, the range still read', (line, expected, low, high) => {
    expect(read(line)).toEqual([expected]);
    expect(extractMarkers(line)[0]).toMatchObject({ labRefLow: low, labRefHigh: high });
  });

  it.each([
    // Units repaired on the line (extract/index.ts) keep their reading too, for the review screen (as the
    // line's spacing was normalised: "几 L" before a range is "几L").
    ['血红 蛋白 118 g 儿 130-175', ['hemoglobin', 118, 'g/L', 'g 儿']],
    ['空腹 血糖 6.5 mmol 几 L 3.9-6.1', ['fastingGlucose', 6.5, 'mmol/L', 'mmol 几L']],
    ['肌酐 Cr 80 hmol/L 57-111', ['creatinine', 80, 'μmol/L', 'hmol/L']],
    ['| 2 中性粒细胞绝对值 NEUT# 4.51 10^*9 儿 1.8-6.3 |', ['neutrophils', 4.51, '10^9/L', '10^*9 儿']],
    ['TSH 2.10 mlIU/L 0.45-4.50', ['tsh', 2.1, 'mIU/L', 'mlIU/L']],
    ['Creatinine 80 hmol/L 57-111', ['creatinine', 80, 'μmol/L', 'hmol/L']],
  ] as const)('%s: repaired on the line, the reading kept', (line, expected) => {
    expect(read(line)).toEqual([expected]);
  });

  it('gives each repair on a two-column line to its own row', () => {
    expect(read('血清铁 Fe 8.2 hmol/L 10.6-36.7 同型半胱氨酸 16.8 μmol/L 0-15')).toEqual([
      ['serumIron', 8.2, 'μmol/L', 'hmol/L'],
      ['homocysteine', 16.8, 'μmol/L', undefined],
    ]);
    expect(read('血清铁 Fe 8.2 hmol/L 10.6-36.7 同型半胱氨酸 16.8 hmol/L 0-15')).toEqual([
      ['serumIron', 8.2, 'μmol/L', 'hmol/L'],
      ['homocysteine', 16.8, 'μmol/L', 'hmol/L'],
    ]);
  });

  it('does not add a repaired unit to a name read with a misread character', () => {
    // 肌本 for 肌酐 is matched only with a unit read as spelled; "umoI/L" would be a second guess.
    expect(read('肌本 80 μmol/L 57-111')).toEqual([['creatinine', 80, 'μmol/L', undefined]]);
    expect(read('肌本 80 μmoI/L 57-111')).toEqual([]);
  });

  it('never reads a flag as a unit', () => {
    expect(read('Hemoglobin 11.8 L 13.5-17.5 g/dL')).toEqual([
      ['hemoglobin', 11.8, 'g/dL', undefined, 'low'],
    ]);
    expect(extractMarkers('Ferritin 8.2 LL')[0]).toMatchObject({ unitKnown: false, flag: 'low' });
  });
});

describe('repairedUnit: the confusion table', () => {
  it.each(UNIT_CONFUSIONS.map((c) => [c.printed, c.example[0], c.example[1]] as const))(
    '%s: %s → %s',
    (_, reading, unit) => {
      const marker = [
        'ferritin',
        'tsh',
        'fastingGlucose',
        'hemoglobin',
        'neutrophils',
        'wbc',
        'uricAcid',
      ].find((k) => markerByKey(k)?.units[unit]);
      expect(marker).toBeDefined();
      expect(repairedUnit(marker!, reading)).toBe(unit);
    },
  );

  it('repairs nothing that is already a spelling of a unit, nor a non-unit', () => {
    expect(repairedUnit('ferritin', 'ng/mL')).toBeNull();
    expect(repairedUnit('ferritin', '30-400')).toBeNull();
    expect(repairedUnit('ferritin', 'L')).toBeNull();
    expect(repairedUnit('not-a-marker', 'ngjmL')).toBeNull();
  });

  it('names the units an ambiguous reading may be, for the picker to show first, and repairs none', () => {
    expect(unitCandidates('hemoglobin', 'gjL').sort()).toEqual(['g/L', 'g/dL'].sort());
    expect(unitCandidates('uricAcid', 'rnol/L')).toHaveLength(2);
    expect(repairedUnit('hemoglobin', 'gjL')).toBeNull();
    expect(unitCandidates('ferritin', 'ngjmL')).toEqual(['ng/mL']);
    expect(unitCandidates('ferritin', 'ng/mL')).toEqual([]);
    expect(unitCandidates('ferritin', 'nq/mL')).toEqual([]);
  });

  it('reads a unit cut short after its amount ("/L" lost) only when one unit starts so', () => {
    expect(repairedUnit('fastingGlucose', 'mmol')).toBe('mmol/L');
    expect(repairedUnit('uricAcid', 'hmol')).toBe('μmol/L');
    // Uric acid is printed in mmol/L and µmol/L: "mol" could be either, and is too short anyway.
    expect(repairedUnit('uricAcid', 'mol')).toBeNull();
    // mg/L or mg/dL: two units, and too short.
    expect(repairedUnit('hsCrp', 'mg')).toBeNull();
    // A glyph lost on top of the tail is two steps: nothing ("nmo" on a vitamin D).
    expect(repairedUnit('vitaminD25OH', 'nmo')).toBeNull();
    expect(repairedUnit('creatinine', 'mo')).toBeNull();
  });
});

describe('extractMarkers: the misread units of the photo set, repaired, the reading kept', () => {
  it.each([
    ['7 。 尿素 UREA 5.6 mmel/L 3.1-8.0', ['urea', 5.6, 'mmol/L', 'mmel/L']],
    ['9 尿酸 UA 486 H hmol 208-428', ['uricAcid', 486, 'μmol/L', 'hmol', 'high']],
    ['10 葡萄糖 GLU 6.8 H ”mmol 3.9.6.1', ['fastingGlucose', 6.8, 'mmol/L', 'mmol', 'high']],
    ['Calcium 9.4 mgj/dL 8.6-10.2', ['serumCalcium', 9.4, 'mg/dL', 'mgj/dL']],
    ['HEMOGLOBIN 11.6 L 13.2-17.1 9/dL EN', ['hemoglobin', 11.6, 'g/dL', '9/dL', 'low']],
    ['ABSOLUTE NEUTROPHILS 4512 1566-7866 cetts/oL [二', ['neutrophils', 4512, 'cells/uL', 'cetts/oL']],
  ] as const)('%s', (line, expected) => {
    expect(read(line)).toEqual([expected]);
    expect(extractMarkers(line)[0]?.unitKnown).toBe(true);
  });
});
