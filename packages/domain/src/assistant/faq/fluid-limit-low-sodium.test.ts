/**
 * The low-sodium guard (select.ts) holds back rows that push fluids. A row about keeping to a fluid limit
 * (`keepsToFluidLimit`: heart failure, ascites, a fibre powder on a limit) is the right answer with a low
 * sodium and is never held back; a row pushing fluids still is (blind answer round 25, zh-044/045, en-042).
 */
import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, faqIdsOf, zhCase as zh } from './testing';
import { HF } from './testing-personas';

const PUSHING = [
  'constipation-foods',
  'older-constipation',
  'older-drinking-water',
  'iron-constipation-by-name',
];

describe('a fluid limit asked with a low sodium', () => {
  it.each([
    en(HF, 'My sodium came back 131. How much fluid am I allowed a day with my heart failure?', null),
    zh(HF, '血钠132偏低，心衰一天能喝多少水？', null),
  ])(
    '$locale "$text": the limit, never a push to drink',
    (c) => {
      const r = askAs(c);
      expect(r.urgent).toBe(false);
      const ids = faqIdsOf(r);
      expect(ids.some((id) => id === 'hf-fluid-how-much' || id.startsWith('low-sodium-water'))).toBe(true);
      expect(r.text).not.toMatch(/plenty of (water|fluids)|1\.5–1\.7 litres|多喝水/);
    },
    60_000,
  );

  it('the heart-failure limit row itself is no longer held back (zh, the row the guard used to drop)', () => {
    expect(faqIdsOf(askAs(zh(HF, '血钠132偏低，心衰一天能喝多少水？', null)))).toContain('hf-fluid-how-much');
  }, 60_000);

  it('a row that pushes fluids is still held back for a low sodium', () => {
    const r = askAs(en(HF, 'My sodium came back 131. I am constipated, should I drink more water?', null));
    expect(faqIdsOf(r).filter((id) => PUSHING.includes(id))).toEqual([]);
  }, 60_000);
});
