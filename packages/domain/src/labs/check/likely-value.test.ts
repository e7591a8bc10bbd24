import { describe, expect, it } from 'vitest';
import { checkLimitsIn, checkValue, likelyValue } from './index';

/**
 * Issue 33 §2: a decimal point lost on a photo ("1325" for 132.5 g/L) is caught by the review's check
 * limits; the likely value is suggested only when one place of the point fits.
 */
describe('likelyValue: a lost decimal point', () => {
  it.each([
    // 血红蛋白 HGB 132.5 g/L read "1325"; Kost 1990 high critical limit 199 g/L.
    ['hemoglobin', 1325, 'g/L', 132.5],
    // Potassium 4.2 mmol/L read "42"; Kost 1990 high 6.2 mmol/L.
    ['serumPotassium', 42, 'mmol/L', 4.2],
    // 血钾 K 3.9 read "39".
    ['serumPotassium', 39, 'mmol/L', 3.9],
    // Triglycerides 1.2 mmol/L read "12" (ES 2012, 11.2 mmol/L).
    ['triglycerides', 12, 'mmol/L', 1.2],
    // Calcium 2.35 mmol/L read "235": 23.5 and 2.35, only 2.35 within Kost's 1.65–3.22.
    ['serumCalcium', 235, 'mmol/L', 2.35],
    // The same class on other markers (issue 33 §2): 空腹血糖 5.4 read "54", sodium 140.5 read "1405",
    // creatinine 80.5 µmol/L read "805", white cells 6.1 ×10⁹/L read "61".
    ['fastingGlucose', 54, 'mmol/L', 5.4],
    ['serumSodium', 1405, 'mmol/L', 140.5],
    ['creatinine', 805, 'μmol/L', 80.5],
    ['wbc', 61, '10^9/L', 6.1],
  ] as const)('%s %s %s → %s', (key, value, unit, expected) => {
    expect(likelyValue(key, value, unit)).toBe(expected);
  });

  it.each([
    // Within the limits: nothing to suggest.
    ['hemoglobin', 132, 'g/L'],
    ['serumPotassium', 4.2, 'mmol/L'],
    // Already a decimal: no point was lost.
    ['serumPotassium', 42.5, 'mmol/L'],
    // Far below, not above: a lost point makes a value larger, never smaller.
    ['hemoglobin', 13, 'g/L'],
    // A unit the marker does not know: the unit check speaks.
    ['hemoglobin', 1325, 'furlongs'],
  ] as const)('%s %s %s → none', (key, value, unit) => {
    expect(likelyValue(key, value, unit)).toBeNull();
  });

  it('suggests nothing when two places of the point fit (never a guess)', () => {
    // Ferritin "1500" µg/L: 150 and 15 are both within the limits.
    expect(likelyValue('ferritin', 1500, 'µg/L')).toBeNull();
  });
});

/**
 * Issue 33 §2: markers with no upper reference limit (zinc, folate, B12, HDL) had no check limit above,
 * so a lost decimal point on them went through unseen; the range the report prints beside the value
 * gives one (the same ×5 rule). Values as OCR read them off the photo set.
 */
describe('the check over the printed range, where the marker sets no limit', () => {
  it('catches a zinc read "1044" beside 11.1–19.5 µmol/L, and suggests the one place that fits', () => {
    expect(checkValue('serumZinc', 1044, 'μmol/L')).toBeNull();
    const printed = { low: 11.1, high: 19.5 };
    expect(checkValue('serumZinc', 1044, 'μmol/L', printed)).toMatchObject({ side: 'high', limit: 97.5 });
    expect(likelyValue('serumZinc', 1044, 'μmol/L', printed)).toBe(10.44);
    expect(checkLimitsIn('serumZinc', 'μmol/L', printed)).toEqual({ low: 2.14, high: 97.5 });
  });

  it('catches a folate "51" beside 3.1–19.9 ng/mL only past five times the printed top', () => {
    expect(checkValue('serumFolate', 51, 'ng/mL', { low: 3.1, high: 19.9 })).toBeNull();
    expect(checkValue('serumFolate', 510, 'ng/mL', { low: 3.1, high: 19.9 })).toMatchObject({ side: 'high' });
  });

  it('keeps the marker’s own limit where it has one, whatever the report prints', () => {
    // Calcium: Kost's 3.22 mmol/L, not five times a printed 2.52.
    expect(checkLimitsIn('serumCalcium', 'mmol/L', { low: 2.11, high: 2.52 })).toEqual({
      low: 1.65,
      high: 3.22,
    });
  });

  it('uses no printed border that is missing, zero or not a number', () => {
    expect(checkLimitsIn('serumZinc', 'μmol/L', { low: 11.1, high: null })).toEqual({
      low: 2.14,
      high: null,
    });
    expect(checkLimitsIn('serumZinc', 'μmol/L', { high: 0 }).high).toBeNull();
    expect(checkLimitsIn('serumZinc', 'μmol/L', { high: Number.NaN }).high).toBeNull();
  });
});
