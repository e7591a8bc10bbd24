import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  cmToInches,
  defaultSystemFor,
  displayFeetInches,
  displayPounds,
  feetInchesToCm,
  inchLimits,
  inchesToCm,
  kgToPounds,
  poundLimits,
  poundsToKg,
  splitInches,
} from './measurement';

/** The contract's ranges (packages/domain/src/contracts/questionnaire.ts). */
const HEIGHT_CM = { min: 100, max: 250 };
const WEIGHT_KG = { min: 25, max: 300 };

/** Canonical answers as the questionnaire keeps them: one decimal inside the contract's range. */
const storedCm = fc.integer({ min: HEIGHT_CM.min * 10, max: HEIGHT_CM.max * 10 }).map((n) => n / 10);
const storedKg = fc.integer({ min: WEIGHT_KG.min * 10, max: WEIGHT_KG.max * 10 }).map((n) => n / 10);

/** One case per row: `convert` turns each row's input into exactly its output. */
function conversions<In, Out>(name: string, convert: (input: In) => Out, rows: [In, Out][]): void {
  it.each(rows)(name, (input, output) => {
    expect(convert(input)).toEqual(output);
  });
}

describe('conversions use the exact factors', () => {
  conversions('%o is stored as %s cm', feetInchesToCm, [
    [{ feet: 5, inches: 7 }, 170.2],
    [{ feet: 6, inches: 0 }, 182.9],
    [{ feet: 3, inches: 4 }, 101.6],
    [{ feet: 8, inches: 2 }, 248.9],
    [{ feet: 5, inches: 6.5 }, 168.9],
  ]);

  conversions('%s lb is stored as %s kg', poundsToKg, [
    [150, 68.0],
    [100, 45.4],
    [56, 25.4],
    [661, 299.8],
    [132.5, 60.1],
  ]);

  conversions('%s cm shows as %o', cmToFeetInches, [
    [170.2, { feet: 5, inches: 7 }],
    [182.9, { feet: 6, inches: 0 }],
    // 67 in would store 170.2: the stored 170 needs two decimals to come back unchanged.
    [170, { feet: 5, inches: 6.93 }],
    [165.1, { feet: 5, inches: 5 }],
  ]);

  conversions('%s kg shows as %s lb', kgToPounds, [
    [68, 150],
    [60, 132.3],
    [59.9, 132],
    [25, 55.1],
  ]);

  it('reads back whole inches and pounds', () => {
    expect(displayFeetInches(170)).toEqual({ feet: 5, inches: 7 });
    expect(displayFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
    expect(displayPounds(68)).toBe(150);
    expect(splitInches(40)).toEqual({ feet: 3, inches: 4 });
  });
});

/** Every whole US unit inside `limits` is stored inside `range`; the next one out on either side is not. */
function expectExactLimits(
  limits: { min: number; max: number },
  toStored: (us: number) => number,
  range: { min: number; max: number },
): void {
  for (let n = limits.min; n <= limits.max; n++) {
    expect(toStored(n)).toBeGreaterThanOrEqual(range.min);
    expect(toStored(n)).toBeLessThanOrEqual(range.max);
  }
  expect(toStored(limits.min - 1)).toBeLessThan(range.min);
  expect(toStored(limits.max + 1)).toBeGreaterThan(range.max);
}

describe('limits in US units stay inside the contract', () => {
  it('names 3 ft 4 in – 8 ft 2 in and 56–661 lb', () => {
    expect(inchLimits(HEIGHT_CM)).toEqual({ min: 40, max: 98 });
    expect(poundLimits(WEIGHT_KG)).toEqual({ min: 56, max: 661 });
    // 55 lb stores 24.9 kg, which the API refuses.
    expect(poundsToKg(55)).toBeLessThan(WEIGHT_KG.min);
  });

  it('every whole inch and pound inside the limits is accepted, the next one out is not', () => {
    expectExactLimits(inchLimits(HEIGHT_CM), inchesToCm, HEIGHT_CM);
    expectExactLimits(poundLimits(WEIGHT_KG), poundsToKg, WEIGHT_KG);
  });
});

describe('no drift (properties)', () => {
  it('a stored height shown in feet and inches converts back to exactly the stored cm', () => {
    fc.assert(
      fc.property(storedCm, (cm) => {
        const shown = cmToFeetInches(cm);
        expect(feetInchesToCm(shown)).toBe(cm);
        expect(shown.inches).toBeGreaterThanOrEqual(0);
        expect(shown.inches).toBeLessThan(12);
      }),
    );
  });

  it('a stored weight shown in pounds converts back to exactly the stored kg', () => {
    fc.assert(
      fc.property(storedKg, (kg) => {
        expect(poundsToKg(kgToPounds(kg))).toBe(kg);
      }),
    );
  });

  it('a height typed in feet and whole or tenth inches shows again as typed', () => {
    const inches = inchLimits(HEIGHT_CM);
    fc.assert(
      fc.property(fc.integer({ min: inches.min * 10, max: inches.max * 10 }), (tenths) => {
        const total = tenths / 10;
        expect(cmToInches(inchesToCm(total))).toBe(total);
      }),
    );
  });

  it('a weight typed in whole pounds shows again as typed', () => {
    const pounds = poundLimits(WEIGHT_KG);
    fc.assert(
      fc.property(fc.integer({ min: pounds.min, max: pounds.max }), (lb) => {
        expect(kgToPounds(poundsToKg(lb))).toBe(lb);
      }),
    );
  });
});

describe('defaultSystemFor', () => {
  it('is US customary in en-US and metric in zh-CN', () => {
    expect(defaultSystemFor('en-US')).toBe('us');
    expect(defaultSystemFor('zh-CN')).toBe('metric');
  });
});
