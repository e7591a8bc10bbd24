import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDrugs, findNutrients, findSupplements } from './entities';
import { statedLabs } from './intents/labs';
import { memoByText, memoStringByText } from './text-memo';

describe('memoByText', () => {
  it('reads a text once and gives each caller its own array', () => {
    let reads = 0;
    const words = memoByText((t: string) => {
      reads++;
      return t.split(' ');
    });
    const a = words('iron and zinc');
    a.push('changed');
    expect(words('iron and zinc')).toEqual(['iron', 'and', 'zinc']);
    expect(reads).toBe(1);
  });

  it('keeps at most 512 readings, dropping the oldest first', () => {
    let reads = 0;
    const length = memoStringByText((t: string) => {
      reads++;
      return String(t.length);
    });
    for (let i = 0; i < 600; i++) length(`text ${i}`);
    expect(reads).toBe(600);
    length('text 599');
    expect(reads).toBe(600);
    length('text 0');
    expect(reads).toBe(601);
  });

  it('odd input reads as the empty text', () => {
    const f = memoByText((t: string) => [t]);
    expect(f(undefined as unknown as string)).toEqual(['']);
  });
});

describe('the memoised readers answer as a first reading does', () => {
  // Asked twice, in any order: the second answer equals the first (nothing kept from another text).
  it('findDrugs, findNutrients, findSupplements and statedLabs', () => {
    const texts = fc.constantFrom(
      '华法林能喝绿茶吗',
      'can I take my iron with levothyroxine and calcium',
      '血钾5.7还能吃潘南金吗',
      'ferritin 8, hb 9.8, doc gave me ferrous sulfate',
      '铁蛋白8，医生开了琥珀酸亚铁，跟善存能一起吃吗',
      '',
    );
    fc.assert(
      fc.property(texts, texts, (a, b) => {
        for (const read of [findDrugs, findNutrients, findSupplements, statedLabs] as const) {
          const first = JSON.stringify(read(a));
          read(b);
          expect(JSON.stringify(read(a))).toBe(first);
        }
      }),
      { numRuns: 60 },
    );
  });
});
