import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceSchema } from '../../contracts/common';
import { CHECK_RULE_FACTOR } from '../../knowledge/lab-check-limits';
import { allLabMarkers, convertLabValue, flagFor, fromCanonical } from '../index';
import { checkLimits, checkLimitsIn, checkValue } from './index';

describe('lab review check limits', () => {
  // value, unit as printed → which side is crossed and the limit in that unit (null: no check)
  it.each([
    // The case: triglycerides "12" read for 1.2 mmol/L; ES 2012 severe from 11.2 mmol/L.
    ['triglycerides', 12, 'mmol/L', { side: 'high', limit: 11.2 }],
    ['triglycerides', 1.2, 'mmol/L', null],
    ['triglycerides', 1062, 'mg/dL', { side: 'high', limit: 992 }],
    // Kost 1990 critical limits
    ['serumPotassium', 2.7, 'mmol/L', { side: 'low', limit: 2.8 }],
    ['serumPotassium', 6.3, 'mmol/L', { side: 'high', limit: 6.2 }],
    ['serumPotassium', 4.1, 'mmol/L', null],
    ['serumSodium', 119, 'mmol/L', { side: 'low', limit: 120 }],
    ['fastingGlucose', 95, 'mmol/L', { side: 'high', limit: 26.9 }],
    ['fastingGlucose', 95, 'mg/dL', null],
    ['fastingGlucose', 40, 'mg/dL', { side: 'low', limit: 46.8 }],
    ['hemoglobin', 13.5, 'g/L', { side: 'low', limit: 66 }],
    ['hemoglobin', 13.5, 'g/dL', null],
    ['serumCalcium', 9.4, 'mmol/L', { side: 'high', limit: 3.22 }],
    // 25(OH)D above 375 nmol/L (150 ng/mL): toxicity range (NIH ODS)
    ['vitaminD25OH', 500, 'nmol/L', { side: 'high', limit: 375 }],
    ['vitaminD25OH', 160, 'ng/mL', { side: 'high', limit: 150 }],
    // 50 nmol/L read as "5": the check rule (50 / 5 = 10 nmol/L at the bottom of the widest range)
    ['vitaminD25OH', 5, 'nmol/L', { side: 'low', limit: 10 }],
    ['ferritin', 1500, 'µg/L', { side: 'high', limit: 1000 }],
    // HbA1c 57 typed in % (it was mmol/mol): the check rule (5 × 5.7 % or more)
    ['hba1c', 57, '%', { side: 'high', limit: expect.any(Number) }],
    ['hba1c', 57, 'mmol/mol', null],
    ['egfr', 9, 'mL/min/1.73m2', { side: 'low', limit: 15 }],
    // a suppressed TSH is common in hyperthyroidism: no low check
    ['tsh', 0.005, 'mIU/L', null],
    ['transferrinSaturation', 180, '%', { side: 'high', limit: 100 }],
  ] as const)('%s %s %s', (key, value, unit, expected) => {
    const got = checkValue(key, value, unit);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatchObject(expected);
  });

  it('every marker has a sourced check on at least one side, and no check limit flags a normal value', () => {
    for (const m of allLabMarkers()) {
      const limits = checkLimits(m.key);
      const sides = [limits.low, limits.high].filter((l) => l !== undefined);
      // hs-CRP has no check; a transplant trough has no population range to check against (teamTarget); a G6PD
      // activity is inherited, so no value of it is a critical one for today (forty-seventh clinician review, zh M10).
      const unchecked = m.key === 'hsCrp' || m.key === 'g6pdActivity' || m.key === 'g6pdRatio';
      if (!unchecked && m.teamTarget !== true) expect(sides.length, m.key).toBeGreaterThan(0);
      for (const l of sides) expect(sourceSchema.safeParse(l.source).success, m.key).toBe(true);
      for (const r of m.ranges) {
        if (limits.low && r.low !== null) expect(limits.low.value, m.key).toBeLessThan(r.low);
        // Digoxin: toxicity begins where the usual range ends (above 2.0 ng/mL, Lanoxin PI §5.3), and a
        // check flags only a value strictly beyond its limit, so 2.0 itself stays normal.
        // (The heart-failure aim, 0.5–0.9 ng/mL, ends below that limit.)
        if (limits.high && r.high !== null && m.key === 'digoxin' && r.context === undefined)
          expect(limits.high.value).toBe(r.high);
        else if (limits.high && r.high !== null) expect(limits.high.value, m.key).toBeGreaterThan(r.high);
      }
    }
  });

  it('the liver-enzyme limits stay five times the widest upper reference limit (ACG 2017)', () => {
    for (const key of ['alt', 'ast'] as const) {
      const m = allLabMarkers().find((x) => x.key === key)!;
      const top = Math.max(...m.ranges.flatMap((r) => (r.high === null ? [] : [r.high])));
      expect(checkLimits(key).high?.value).toBe(CHECK_RULE_FACTOR * top);
    }
  });

  it('a limit shown in any unit converts back to the canonical limit (3 significant digits)', () => {
    for (const m of allLabMarkers()) {
      for (const unit of Object.keys(m.units)) {
        const shown = checkLimitsIn(m.key, unit);
        const limits = checkLimits(m.key);
        for (const [side, v] of [
          ['low', shown.low],
          ['high', shown.high],
        ] as const) {
          const canonical = limits[side]?.value;
          if (canonical === undefined) expect(v).toBeNull();
          else {
            const back = convertLabValue(m.key, v!, unit)!;
            expect(Math.abs(back - canonical) / canonical, `${m.key} ${unit}`).toBeLessThan(0.006);
          }
        }
      }
    }
  });

  it('property: a value inside its reference range is never checked, whatever unit it is printed in', () => {
    // A transplant trough has no reference range (teamTarget).
    const markers = allLabMarkers().filter((m) => m.ranges.length > 0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: markers.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        (i, t, u) => {
          const m = markers[i]!;
          const range = m.ranges[0]!;
          const low = range.low ?? (range.high ?? 1) / 2;
          const high = range.high ?? low * 2;
          const canonical = low + t * (high - low);
          const units = Object.keys(m.units);
          const unit = units[u % units.length]!;
          const printed = fromCanonical(m.key, canonical, unit);
          if (printed === null || printed <= 0) return;
          expect(checkValue(m.key, printed, unit)).toBeNull();
          // and the flag agrees that such a value is a plausible reading
          expect(flagFor(m.key, canonical, { sex: 'female', locale: 'zh-CN' })).not.toBeNull();
        },
      ),
    );
  });
});
