import { describe, expect, it } from 'vitest';
import { likelyValue } from './index';

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
