import { describe, expect, it } from 'vitest';
import { sourceSchema } from '../contracts/common';
import { NUTRIENT_KEYS, unitOf } from '../nutrients';
import { CN_AGE_BANDS, CN_DRI, CN_DRI_TO_VERIFY, cnAgeBandFor, type CnDriRow } from './dri-cn';
import {
  US_AGE_BANDS,
  US_DRI,
  US_REPRO_BANDS,
  usAgeBandFor,
  usReproBandFor,
  type DriCell,
  type UsDriRow,
} from './dri-us';

/**
 * Where a food-based target may exceed a supplements-only UL: the US magnesium RDA (310–420 mg from
 * food) is above the 350 mg UL, which counts supplemental magnesium only. Every other row keeps
 * target < UL, whatever the UL's scope.
 */
const US_TARGET_ABOVE_SUPPLEMENT_UL = new Set(['magnesium']);

const usRows = Object.entries(US_DRI) as [keyof typeof US_DRI, UsDriRow][];
const cnRows = Object.entries(CN_DRI) as [keyof typeof CN_DRI, CnDriRow][];

function usCells(row: UsDriRow): [string, DriCell][] {
  return [
    ...US_AGE_BANDS.map((b): [string, DriCell] => [`male ${b}`, row.male[b]]),
    ...US_AGE_BANDS.map((b): [string, DriCell] => [`female ${b}`, row.female[b]]),
    ...US_REPRO_BANDS.map((b): [string, DriCell] => [`pregnant ${b}`, row.pregnant[b]]),
    ...US_REPRO_BANDS.map((b): [string, DriCell] => [`lactating ${b}`, row.lactating[b]]),
  ];
}

/** Every CN cell including the pregnancy/lactation values built from the increments. */
function cnCells(row: CnDriRow): [string, DriCell][] {
  const cells: [string, DriCell][] = [
    ...CN_AGE_BANDS.map((b): [string, DriCell] => [`male ${b}`, row.male[b]]),
    ...CN_AGE_BANDS.map((b): [string, DriCell] => [`female ${b}`, row.female[b]]),
  ];
  for (const b of ['18-29', '30-49'] as const) {
    row.pregnancyIncrement.forEach((inc, i) =>
      cells.push([`pregnant T${i + 1} ${b}`, [row.female[b][0] + inc, row.reproUl]]),
    );
    cells.push([`lactating ${b}`, [row.female[b][0] + row.lactationIncrement, row.reproUl]]);
  }
  return cells;
}

describe('DRI tables: coverage and units', () => {
  it('both tables hold exactly the nutrient keys of nutrients/index.ts', () => {
    expect(Object.keys(US_DRI).sort()).toEqual([...NUTRIENT_KEYS].sort());
    expect(Object.keys(CN_DRI).sort()).toEqual([...NUTRIENT_KEYS].sort());
  });

  it.each(usRows)('US %s: unit matches and every band is present', (key, row) => {
    expect(row.unit).toBe(unitOf(key));
    expect(Object.keys(row.male).sort()).toEqual([...US_AGE_BANDS].sort());
    expect(Object.keys(row.female).sort()).toEqual([...US_AGE_BANDS].sort());
    expect(Object.keys(row.pregnant).sort()).toEqual([...US_REPRO_BANDS].sort());
    expect(Object.keys(row.lactating).sort()).toEqual([...US_REPRO_BANDS].sort());
  });

  it.each(cnRows)('CN %s: unit matches and every band is present', (key, row) => {
    expect(row.unit).toBe(unitOf(key));
    expect(Object.keys(row.male).sort()).toEqual([...CN_AGE_BANDS].sort());
    expect(Object.keys(row.female).sort()).toEqual([...CN_AGE_BANDS].sort());
    expect(row.pregnancyIncrement).toHaveLength(3);
  });
});

describe('DRI tables: values', () => {
  it.each(usRows)('US %s: positive targets, target < UL, scope consistent', (key, row) => {
    const cells = usCells(row);
    const anyUl = cells.some(([, [, ul]]) => ul !== null);
    expect(row.ulScope === null).toBe(!anyUl);
    for (const [where, [target, ul]] of cells) {
      expect(target, `${key} ${where}`).toBeGreaterThan(0);
      expect(Number.isFinite(target)).toBe(true);
      if (ul === null) continue;
      if (US_TARGET_ABOVE_SUPPLEMENT_UL.has(key)) {
        expect(row.ulScope).toBe('supplements');
      } else {
        expect(target, `${key} ${where} below UL ${ul}`).toBeLessThan(ul);
      }
    }
  });

  it.each(cnRows)('CN %s: positive targets, increments ≥ 0, target < UL, scope consistent', (key, row) => {
    const cells = cnCells(row);
    const anyUl = cells.some(([, [, ul]]) => ul !== null);
    expect(row.ulScope === null).toBe(!anyUl);
    expect(row.lactationIncrement).toBeGreaterThanOrEqual(0);
    for (const inc of row.pregnancyIncrement) expect(inc).toBeGreaterThanOrEqual(0);
    for (const [where, [target, ul]] of cells) {
      expect(target, `${key} ${where}`).toBeGreaterThan(0);
      if (ul !== null) expect(target, `${key} ${where} below UL ${ul}`).toBeLessThan(ul);
    }
  });

  it('supplement-only ULs are marked where the standards say so', () => {
    const usSupp = usRows
      .filter(([, r]) => r.ulScope === 'supplements')
      .map(([k]) => k)
      .sort();
    expect(usSupp).toEqual(['folate', 'magnesium', 'niacin', 'vitaminE']);
    const cnSupp = cnRows
      .filter(([, r]) => r.ulScope === 'supplements')
      .map(([k]) => k)
      .sort();
    expect(cnSupp).toEqual(['folate', 'niacin']);
  });

  it('rows without a UL in the standards have none', () => {
    for (const k of ['vitaminK', 'thiamin', 'riboflavin', 'vitaminB12', 'potassium'] as const) {
      expect(US_DRI[k].ulScope, `US ${k}`).toBeNull();
      expect(CN_DRI[k].ulScope, `CN ${k}`).toBeNull();
    }
  });
});

describe('DRI tables: sources', () => {
  it.each([...usRows, ...cnRows])('%s has a valid source', (_key, row) => {
    expect(() => sourceSchema.parse(row.source)).not.toThrow();
    expect(row.source.ref.length).toBeGreaterThan(20);
  });

  it('US rows link their NIH ODS fact sheet or the National Academies report', () => {
    for (const [key, row] of usRows) {
      expect(row.source.url, key).toMatch(
        /^https:\/\/(ods\.od\.nih\.gov\/factsheets\/|nap\.nationalacademies\.org\/)/,
      );
    }
  });

  it('CN rows name the edition; every row cited to 2013 is on the verify list', () => {
    for (const [key, row] of cnRows) {
      expect(row.source.ref, key).toMatch(/Chinese DRIs (2023|2013)/);
      if (row.source.ref.includes('2013 (')) expect(CN_DRI_TO_VERIFY, key).toContain(key);
    }
  });
});

describe('age bands', () => {
  it.each([
    [18, '18-29', '14-18'],
    [19, '18-29', '19-30'],
    [29, '18-29', '19-30'],
    [30, '30-49', '19-30'],
    [31, '30-49', '31-50'],
    [49, '30-49', '31-50'],
    [50, '50-64', '31-50'],
    [51, '50-64', '51-70'],
    [64, '50-64', '51-70'],
    [65, '65-74', '51-70'],
    [70, '65-74', '51-70'],
    [71, '65-74', '71+'],
    [74, '65-74', '71+'],
    [75, '75+', '71+'],
    [100, '75+', '71+'],
  ] as const)('age %i → CN %s, US %s', (age, cn, us) => {
    expect(cnAgeBandFor(age)).toBe(cn);
    expect(usAgeBandFor(age)).toBe(us);
  });

  it.each([
    [18, '14-18'],
    [30, '19-30'],
    [31, '31-50'],
    [55, '31-50'],
  ] as const)('US pregnancy band for age %i is %s', (age, band) => {
    expect(usReproBandFor(age)).toBe(band);
  });
});
