import { describe, expect, it } from 'vitest';
import { DRUGS } from '../knowledge/drugs';
import { findDrugs } from './entities';

// The reader tries a Latin name's pattern only on a text that holds the name's longest part (entities.ts `latinIn`):
// every way the pattern allows the name to be written must still hold that part.
describe('medicines named in Latin letters', () => {
  it('a name of several words is found written with spaces, with hyphens or run together', () => {
    const missed: string[] = [];
    for (const drug of DRUGS)
      for (const name of [drug.en, ...drug.brands]) {
        const low = name.normalize('NFKC').toLowerCase().trim();
        // "S-1" is too short to be kept as a name (entities.ts SHORT_NAMES_NOT_KEPT).
        if (!/[\s-]/.test(low) || /\p{Script=Han}/u.test(low) || low.replace(/[^a-z0-9]/g, '').length < 4)
          continue;
        for (const written of [
          low.replace(/[\s-]+/g, ' '),
          low.replace(/[\s-]+/g, '-'),
          low.replace(/[\s-]+/g, ''),
        ])
          if (!findDrugs(`is ${written} ok with milk`).some((d) => d.id === drug.id))
            missed.push(`${drug.id}: ${written}`);
      }
    expect(missed).toEqual([]);
  });
});
