import type { Source } from '../contracts/common';

/**
 * A result typed with a unit it cannot be in: "肌酐138mg/dl" (12,000 µmol/L), "尿酸528mg/dl" (31,000
 * µmol/L), "血红蛋白98 g/dL". The number is right and the unit is the other convention's; the answer asks
 * ("did you mean 138 µmol/L?") and reads the number in the meant unit, never as written (issue 31/30,
 * sixteenth clinician review, zh P1 T7 and P4-S1).
 *
 * The bounds are ours: each lies far outside any value a living person's report has printed in that unit
 * and inside the ordinary range of the meant one, so only a mix-up of conventions is caught. A value in a
 * critical but real range (a dialysis creatinine of 1,200 µmol/L, a glucose of 40 mmol/L) is never caught.
 */
export interface LabUnitMixup {
  /** Lab marker key (knowledge/lab-markers.ts). */
  marker: string;
  /** The unit as written (compared with `normaliseUnit`). */
  written: string;
  /** Caught when the number is above this… */
  above?: number;
  /** …or below this. */
  below?: number;
  /** The unit the number is read in instead. */
  meant: string;
}

export const LAB_UNIT_MIXUPS_SOURCE: Source = {
  ref: 'Conversion factors of the marker table (creatinine 88.4 µmol/L per mg/dL, uric acid 59.48, haemoglobin 10 g/L per g/dL, glucose 18, cholesterol 38.67); the bounds of implausibility are set by us far outside reported values (no published source)',
};

export const LAB_UNIT_MIXUPS = [
  // 40 mg/dL = 3,536 µmol/L: above anything reported in a living person; 138 mg/dL is 138 µmol/L.
  { marker: 'creatinine', written: 'mg/dL', above: 40, meant: 'μmol/L' },
  // 10 µmol/L = 0.11 mg/dL: "肌酐1.2μmol/L" is 1.2 mg/dL.
  { marker: 'creatinine', written: 'μmol/L', below: 10, meant: 'mg/dL' },
  // 30 mg/dL = 1,784 µmol/L; 528 mg/dL is 528 µmol/L (8.9 mg/dL).
  { marker: 'uricAcid', written: 'mg/dL', above: 30, meant: 'μmol/L' },
  // 15 µmol/L = 0.25 mg/dL: "尿酸8.9μmol/L" is 8.9 mg/dL.
  { marker: 'uricAcid', written: 'μmol/L', below: 15, meant: 'mg/dL' },
  // Haemoglobin 30 g/dL = 300 g/L; "98 g/dL" is 98 g/L; "9.8 g/L" is 9.8 g/dL.
  { marker: 'hemoglobin', written: 'g/dL', above: 30, meant: 'g/L' },
  { marker: 'hemoglobin', written: 'g/L', below: 25, meant: 'g/dL' },
  // Glucose 100 mmol/L = 1,800 mg/dL; "glucose 5.6 mg/dL" is 5.6 mmol/L (below 10 mg/dL = 0.55 mmol/L).
  { marker: 'fastingGlucose', written: 'mmol/L', above: 100, meant: 'mg/dL' },
  { marker: 'fastingGlucose', written: 'mg/dL', below: 10, meant: 'mmol/L' },
  // Cholesterol 30 mmol/L = 1,160 mg/dL; "胆固醇 6.1 mg/dL" is 6.1 mmol/L.
  { marker: 'totalCholesterol', written: 'mmol/L', above: 30, meant: 'mg/dL' },
  { marker: 'totalCholesterol', written: 'mg/dL', below: 20, meant: 'mmol/L' },
] as const satisfies readonly LabUnitMixup[];
