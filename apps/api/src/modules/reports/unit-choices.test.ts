import { describe, expect, it } from 'vitest';
import { unitChoices } from './reports.service';

/** Issue 18.4: the review's unit picker offers the units a marker is printed in, each spelling once. */
describe('unitChoices', () => {
  it.each([
    ['hemoglobin', 'g/L', ['g/L', 'g/dL', 'mmol/L']],
    ['ferritin', 'ng/mL', ['µg/L', 'ng/mL', 'pmol/L']],
  ])('%s read in %s', (marker, read, expected) => {
    const units = unitChoices(marker, read);
    expect(units).toEqual(expect.arrayContaining(expected));
    expect(new Set(units).size).toBe(units.length);
    expect(units).toContain(read);
  });

  it('names µ and μ once (they are one unit)', () => {
    const units = unitChoices('vitaminD25OH', 'nmol/L');
    expect(units.filter((u) => /^[µμ]g\/L$/.test(u))).toHaveLength(1);
  });

  it('puts a unit the marker does not know first, so the picker shows what was read', () => {
    expect(unitChoices('ferritin', 'furlongs')[0]).toBe('furlongs');
    expect(unitChoices('not-a-marker', 'mg')).toEqual(['mg']);
  });

  it('puts the units an ambiguous misread may be right after it (issue 33 §2), choosing none', () => {
    // "gjL" on a haemoglobin row: g/L through the slash, or g/dL with its d lost.
    const units = unitChoices('hemoglobin', 'gjL');
    expect(units[0]).toBe('gjL');
    expect(new Set(units.slice(1, 3))).toEqual(new Set(['g/L', 'g/dL']));
    expect(units).toContain('mmol/L');
    // "rnol/L" on uric acid (尿酸): mmol/L or µmol/L.
    const uric = unitChoices('uricAcid', 'rnol/L');
    expect(uric[0]).toBe('rnol/L');
    expect(
      uric
        .slice(1, 3)
        .map((u) => u.replace('µ', 'μ'))
        .sort(),
    ).toEqual(['mmol/L', 'μmol/L'].sort());
    // No likely unit: the marker's units in their usual order.
    expect(unitChoices('ferritin', 'nq/mL').slice(1)).toEqual(unitChoices('ferritin', 'ng/mL'));
  });
});
