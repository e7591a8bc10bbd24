import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DOSAGE_BUDGET, dosageOf, splitByDosage } from './dosage-split';

const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
const p = (id: string, dosage: unknown) => ({ id, dosage });

describe('dosageOf', () => {
  it.each<[unknown, number]>([
    [2, 2],
    [0.5, 0.5],
    [0, 0],
    ['2', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
    [-1, 0],
    [{}, 0],
  ])('%s counts %s', (input, expected) => {
    expect(dosageOf(input)).toBe(expected);
  });
});

describe('splitByDosage', () => {
  it('uses a budget of 6', () => expect(DOSAGE_BUDGET).toBe(6));

  it.each<[string, { id: string; dosage: unknown }[], string[], string[]]>([
    ['empty list', [], [], []],
    ['exactly 6 stays in basis', [p('a', 2), p('b', 2), p('c', 2)], ['a', 'b', 'c'], []],
    ['a single 6', [p('a', 6)], ['a'], []],
    [
      'first over-budget product and all later go to other',
      [p('a', 3), p('b', 2), p('c', 2), p('d', 1)],
      ['a', 'b'],
      ['c', 'd'],
    ],
    [
      'a later product that would fit still goes to other',
      [p('a', 5), p('b', 2), p('c', 0)],
      ['a'],
      ['b', 'c'],
    ],
    ['first product alone over budget', [p('a', 7), p('b', 1)], [], ['a', 'b']],
    ['numeric string counts 0', [p('a', 6), p('b', '2')], ['a', 'b'], []],
    [
      'null / NaN / Infinity count 0',
      [p('a', null), p('b', Number.NaN), p('c', Number.POSITIVE_INFINITY), p('d', 6)],
      ['a', 'b', 'c', 'd'],
      [],
    ],
    ['missing dosage counts 0', [{ id: 'a' } as { id: string; dosage: unknown }, p('b', 6)], ['a', 'b'], []],
    ['fractional dosages', [p('a', 2.5), p('b', 3.5), p('c', 0.1)], ['a', 'b'], ['c']],
    ['negative dosage does not buy back budget', [p('a', 6), p('b', -3), p('c', 2)], ['a', 'b'], ['c']],
  ])('%s', (_name, input, basis, other) => {
    const r = splitByDosage(input);
    expect(ids(r.basis)).toEqual(basis);
    expect(ids(r.other)).toEqual(other);
  });

  it('honours a custom budget', () => {
    const r = splitByDosage([p('a', 1), p('b', 1), p('c', 1)], 2);
    expect(ids(r.basis)).toEqual(['a', 'b']);
  });

  it('is total on a non-array', () => {
    expect(splitByDosage(null as unknown as [])).toEqual({ basis: [], other: [] });
  });

  const dosageArb = fc.oneof(
    fc.integer({ min: 0, max: 4 }),
    fc.double({ min: -2, max: 4, noNaN: false }),
    fc.constantFrom<unknown>('2', null, undefined, Number.NaN, Number.POSITIVE_INFINITY),
  );
  const listArb = fc.array(fc.record({ id: fc.string(), dosage: dosageArb }), { maxLength: 20 });

  it('keeps order, loses nothing, and the basis total stays ≤ 6', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const { basis, other } = splitByDosage(list);
        const joined = [...basis, ...other];
        expect(joined).toHaveLength(list.length);
        joined.forEach((x, i) => expect(x).toBe(list[i]));
        expect(basis.reduce((s, x) => s + dosageOf(x.dosage), 0)).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('other is empty or starts with the product that broke the budget', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const { basis, other } = splitByDosage(list);
        const first = other[0];
        if (first === undefined) return;
        const basisTotal = basis.reduce((s, x) => s + dosageOf(x.dosage), 0);
        expect(basisTotal + dosageOf(first.dosage)).toBeGreaterThan(6);
      }),
    );
  });
});
