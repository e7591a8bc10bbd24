import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Recommendation } from '@nutri/domain/contracts';
import { labKeyOf, rangeGeometry, recommendationsCiting, sortByConcern } from './range';

describe('rangeGeometry', () => {
  it('draws low / normal / high zones with the value in the low zone (ferritin 12, range 15–200)', () => {
    const g = rangeGeometry({ value: 12, low: 15, high: 200, labLow: 30, labHigh: 400 });
    expect(g?.zones.map((z) => z.kind)).toEqual(['low', 'normal', 'high']);
    const lowZone = g!.zones[0]!;
    expect(g!.value).toBeLessThan(lowZone.to);
    expect(g!.lab).not.toBeNull();
    expect(g!.lab!.from).toBeGreaterThan(lowZone.to);
  });

  it('leaves out the zone of an open side ("< 5.2")', () => {
    const g = rangeGeometry({ value: 6.1, low: null, high: 5.2 });
    expect(g?.zones.map((z) => z.kind)).toEqual(['normal', 'high']);
    expect(g?.zones[0]?.from).toBe(0);
    expect(g!.value).toBeGreaterThan(g!.zones[1]!.from);
    expect(g?.lab).toBeNull();
  });

  it('has nothing to draw without a range or a number', () => {
    expect(rangeGeometry({ value: 5, low: null, high: null })).toBeNull();
    expect(rangeGeometry({ value: Number.NaN, low: 1, high: 2 })).toBeNull();
  });

  it('always fits the bar, zones are contiguous, and the mark lies in the zone of its flag', () => {
    const num = fc.double({ min: 0, max: 1e5, noNaN: true });
    fc.assert(
      fc.property(
        num,
        fc.option(num),
        fc.option(num),
        fc.option(num),
        fc.option(num),
        (value, a, b, la, lb) => {
          const g = rangeGeometry({ value, low: a, high: b, labLow: la, labHigh: lb });
          if (!g) return;
          const all = [
            g.value,
            ...g.zones.flatMap((z) => [z.from, z.to]),
            ...(g.lab ? [g.lab.from, g.lab.to] : []),
          ];
          for (const p of all) {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(100);
          }
          expect(g.zones[0]?.from).toBe(0);
          expect(g.zones.at(-1)?.to).toBe(100);
          g.zones.slice(1).forEach((z, i) => expect(z.from).toBe(g.zones[i]?.to));
          const low = a ?? null;
          const high = b !== null && (low === null || b > low) ? b : null;
          const zone =
            low !== null && value < low ? 'low' : high !== null && value > high ? 'high' : 'normal';
          const z = g.zones.find((x) => x.kind === zone)!;
          // Rounding to 0.1 % may put a mark on the zone's edge, never beyond it.
          expect(g.value).toBeGreaterThanOrEqual(z.from - 0.1);
          expect(g.value).toBeLessThanOrEqual(z.to + 0.1);
        },
      ),
    );
  });
});

describe('recommendationsCiting', () => {
  const rec = (nutrient: string, refs: [string, string][]): Recommendation => ({
    nutrient,
    dose: 1,
    unit: 'mg',
    timing: '',
    reason: '',
    reasons: refs.map(([kind, ref]) => ({
      kind: kind as Recommendation['reasons'][number]['kind'],
      ref,
      text: '',
      source: { ref: 's' },
    })),
  });
  const plan = {
    recommendations: [
      rec('iron', [['lab', 'lab:ferritin=12']]),
      rec('vitaminD', [
        ['answer', 'sun=little'],
        ['lab', 'lab:vitaminD25OH=37'],
      ]),
      rec('zinc', [['answer', 'lab:ferritin=12']]),
    ],
  };
  it('finds the recommendations whose lab reasons cite the marker', () => {
    expect(recommendationsCiting(plan, 'ferritin').map((r) => r.nutrient)).toEqual(['iron']);
    expect(recommendationsCiting(plan, 'vitaminD25OH').map((r) => r.nutrient)).toEqual(['vitaminD']);
    expect(recommendationsCiting(plan, 'ferritinX')).toEqual([]);
    expect(labKeyOf('drug:metformin')).toBeNull();
  });
});

describe('sortByConcern', () => {
  it('puts out-of-range values first and keeps the order otherwise', () => {
    const sorted = sortByConcern([
      { k: 'a', flag: 'normal' as const },
      { k: 'b', flag: 'low' as const },
      { k: 'c', flag: 'normal' as const },
      { k: 'd', flag: 'high' as const },
    ]);
    expect(sorted.map((m) => m.k)).toEqual(['b', 'd', 'a', 'c']);
  });
});
