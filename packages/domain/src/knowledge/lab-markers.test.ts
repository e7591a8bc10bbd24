import { describe, expect, it } from 'vitest';
import { sourceSchema } from '../contracts/common';
import { isNutrientKey } from '../nutrients';
import { findMarker, normaliseLabText, normaliseUnit } from '../labs';
import { LAB_MARKERS, LAB_STOP_TERMS, type LabMarkerRow } from './lab-markers';

const rows: readonly LabMarkerRow[] = LAB_MARKERS;

const REQUIRED_KEYS = [
  'vitaminD25OH',
  'ferritin',
  'hemoglobin',
  'hba1c',
  'fastingGlucose',
  'serumB12',
  'serumFolate',
  'serumIron',
  'totalCholesterol',
  'ldlCholesterol',
  'hdlCholesterol',
  'triglycerides',
  'tsh',
  'uricAcid',
  'creatinine',
  'alt',
  'ast',
  'serumCalcium',
  'serumMagnesium',
  'homocysteine',
];

describe('lab marker table', () => {
  it('has at least 25 markers with unique camelCase keys, including the required ones', () => {
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const keys = rows.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    for (const k of REQUIRED_KEYS) expect(keys).toContain(k);
  });

  it('maps every name and alias to exactly one marker', () => {
    const owner = new Map<string, string>();
    for (const m of rows) {
      for (const name of new Set([m.key, m.zh, m.en, ...m.aliases].map(normaliseLabText))) {
        const prev = owner.get(name);
        expect(prev === undefined || prev === m.key, `${name}: ${prev} and ${m.key}`).toBe(true);
        owner.set(name, m.key);
      }
    }
    const stops = LAB_STOP_TERMS.map(normaliseLabText);
    for (const s of stops) expect(owner.has(s), `stop term ${s} is also an alias`).toBe(false);
  });

  it('resolves every alias back to its own marker', () => {
    for (const m of rows) for (const a of m.aliases) expect(findMarker(a)?.key, a).toBe(m.key);
  });

  it('has a canonical unit with factor 1 and finite positive conversions', () => {
    for (const m of rows) {
      const norm = Object.keys(m.units).map(normaliseUnit);
      expect(new Set(norm).size, m.key).toBe(norm.length);
      expect(m.units[m.unit], m.key).toBe(1);
      for (const conv of Object.values(m.units)) {
        const out = typeof conv === 'number' ? conv * 10 : conv(10);
        expect(Number.isFinite(out) && out > 0, m.key).toBe(true);
      }
    }
  });

  it('has sourced ranges for both locales and both sexes, low < high', () => {
    for (const m of rows) {
      expect(sourceSchema.safeParse(m.source).success, m.key).toBe(true);
      // A trough whose target the transplant team sets has no population range at all (teamTarget).
      if (m.teamTarget === true) {
        expect(m.ranges, m.key).toEqual([]);
        continue;
      }
      for (const locale of ['zh-CN', 'en-US'] as const) {
        for (const sex of ['male', 'female'] as const) {
          const hit = m.ranges.some(
            (r) => (r.locale === 'any' || r.locale === locale) && (r.sex === 'any' || r.sex === sex),
          );
          expect(hit, `${m.key} ${locale} ${sex}`).toBe(true);
        }
      }
      for (const r of m.ranges) {
        expect(sourceSchema.safeParse(r.source).success, m.key).toBe(true);
        expect(r.low !== null || r.high !== null, m.key).toBe(true);
        if (r.low !== null && r.high !== null) expect(r.low, m.key).toBeLessThan(r.high);
      }
    }
  });

  it('has bilingual meanings for every flag its ranges can produce, and known effect nutrients', () => {
    for (const m of rows) {
      expect(m.meaning.normal.zh && m.meaning.normal.en, m.key).toBeTruthy();
      if (m.ranges.some((r) => r.low !== null))
        expect(m.meaning.low?.zh && m.meaning.low.en, m.key).toBeTruthy();
      if (m.ranges.some((r) => r.high !== null))
        expect(m.meaning.high?.zh && m.meaning.high.en, m.key).toBeTruthy();
      for (const e of [...(m.effects?.low ?? []), ...(m.effects?.high ?? [])]) {
        expect(isNutrientKey(e.nutrient), m.key).toBe(true);
        expect(e.score).toBeGreaterThanOrEqual(0);
        expect(e.score).toBeLessThanOrEqual(100);
      }
    }
  });
});
