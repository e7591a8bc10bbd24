import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptReadings } from './bounded';

describe('keptReadings', () => {
  it('reads a key once while it is kept', () => {
    let reads = 0;
    const kept = keptReadings<string, number>(4);
    const read = (k: string) => {
      reads++;
      return k.length;
    };
    expect(kept('abc', read)).toBe(3);
    expect(kept('abc', read)).toBe(3);
    expect(reads).toBe(1);
  });

  it('keeps at most `size` readings and drops the oldest first', () => {
    let reads = 0;
    const kept = keptReadings<number, number>(3);
    const read = (k: number) => {
      reads++;
      return k * 2;
    };
    [1, 2, 3, 4].forEach((k) => kept(k, read));
    expect(reads).toBe(4);
    kept(4, read);
    kept(2, read);
    expect(reads).toBe(4);
    kept(1, read);
    expect(reads).toBe(5);
  });

  it('keeps a reading that is undefined or false as a reading', () => {
    let reads = 0;
    const kept = keptReadings<string, boolean | undefined>(2);
    const read = (k: string) => {
      reads++;
      return k === 'yes' ? false : undefined;
    };
    kept('yes', read);
    kept('yes', read);
    kept('no', read);
    kept('no', read);
    expect(reads).toBe(2);
  });

  it('answers as a first reading does, whatever the order of asking', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (keys, size) => {
          const kept = keptReadings<string, string>(size);
          for (const k of keys) expect(kept(k, (x) => x.toUpperCase())).toBe(k.toUpperCase());
        },
      ),
    );
  });
});
