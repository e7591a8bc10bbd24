/**
 * A calcium or vitamin C product counted from the strength its name prints (fiftieth clinician review, en M4 and
 * M16: "Caltrate 600+D3" × 2 and "Emergen-C 1000mg" on dialysis were matched, then "not counted").
 */
import { describe, expect, it } from 'vitest';
import { resolveItem } from './resolve';

const amounts = (s: Parameters<typeof resolveItem>[0]) => resolveItem(s).amounts;

describe('the strength a name prints', () => {
  it.each([
    [{ name: 'Caltrate 600+D3', dose: 2, unit: 'tablet' }, 'calcium', 1200],
    [{ name: 'Emergen-C 1000mg', dose: 1, unit: 'sachet' }, 'vitaminC', 1000],
    [{ name: 'Vitamin C 500 mg', dose: 2, unit: 'tablet' }, 'vitaminC', 1000],
    [{ name: 'Vitamin C 1g', dose: 1, unit: 'tablet' }, 'vitaminC', 1000],
    // Picked from the list as a tablet product, taken as a packet: the packet's printed strength.
    [{ optionId: 'vitamin-c-1000', name: 'Emergen-C 1000mg', dose: 1, unit: 'sachet' }, 'vitaminC', 1000],
  ] as const)('%j gives %s %d', (s, nutrient, amount) => {
    expect(amounts({ ...s })[nutrient]).toBe(amount);
  });

  it.each([
    // The number may be the salt's mass: the salt rule decides, not this one.
    { name: 'calcium carbonate 1250 mg', dose: 2, unit: 'tablet' },
    { name: '碳酸钙D3片 600mg', dose: 2, unit: 'tablet' },
    // A calcium number that is not the product's own strength, or none at all: not guessed.
    { name: 'Caltrate 1200', dose: 1, unit: 'tablet' },
    { name: 'Tums', dose: 4, unit: 'tablet' },
    { name: 'Emergen-C', dose: 1, unit: 'sachet' },
    // Two masses: which one is the vitamin C is not known.
    { name: 'Vitamin C 500 mg with rose hips 25 mg', dose: 1, unit: 'tablet' },
  ] as const)('%j stays uncounted', (s) => {
    const item = resolveItem({ ...s });
    expect(item.uncounted).toBe(true);
    expect(item.amounts).toEqual({});
  });

  it('a dose given with the label amount per unit is left as the person gave it', () => {
    expect(
      amounts({ name: 'Caltrate 600+D3', dose: 2, unit: 'tablet', perUnit: { amount: 500, unit: 'mg' } })
        .calcium,
    ).toBe(1000);
  });
});
