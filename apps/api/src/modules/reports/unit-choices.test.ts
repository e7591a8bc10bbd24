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
});
