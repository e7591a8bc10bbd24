/**
 * Twelfth clinician review, en P5 finding 1 (Serious): "Ashwagandha 600mg" was offered as "Algal DHA
 * 200 mg" by the supplement search, then counted as 600 mg of omega-3 and marked "keep" — the alias
 * "DHA" sits inside the word "ashwaDHAgandha". The class: a Latin alias found inside a longer Latin word
 * ("iron" in "Ironweed") names nothing; a product the list does not hold is "not in our list, keep as
 * typed" (unchecked), never a neighbour that shares no word with what was typed.
 */
import { describe, expect, it } from 'vitest';
import { resolveSupplementName, searchSupplementOptions } from '.';
import { LOCALES, person } from '../testing';
import { planFor } from '../engine';

const NOT_LISTED = [
  'Tongkat ali 400mg',
  '刺五加',
  'Maca 500mg',
  'Ironweed tea', // Vernonia, a herb: "iron" inside a word
  'Ironwort (Greek mountain tea)', // Sideritis: "iron" inside a word
];

describe('a Latin alias inside a longer word names nothing (twelfth review, en P5 #1)', () => {
  it.each(NOT_LISTED)('%s: not offered a listed product, not resolved', (name) => {
    expect(resolveSupplementName(name)?.id).toBeUndefined();
    expect(searchSupplementOptions(name).map((o) => o.id)).toEqual([]);
  });

  it.each([
    ['Algal DHA 200 mg', 'algal-dha'],
    ['藻油DHA', 'algal-dha'],
    ['Iron 65 mg', 'iron-ferrous-sulfate'],
    ['Coral calcium', 'calcium-carbonate'],
    ['Vitamin D3 1000IU', 'vitamin-d3-1000iu'],
    ['Mag-Ox 400', 'magnesium-oxide-400'],
    // Listed since the forty-fifth clinician review (en M2: rhodiola beside phenelzine).
    ['红景天胶囊', 'rhodiola-250'],
    ['Rhodiola rosea 500 mg', 'rhodiola-250'],
    // Listed since blind answer round 49 (ashwagandha beside levothyroxine); the reviewer's words are now
    // ashwagandha itself, never the DHA inside the word.
    ['Ashwagandha 600mg', 'ashwagandha'],
    ['南非醉茄 Ashwagandha 胶囊', 'ashwagandha'],
    ['Ashwaghandha KSM-66', 'ashwagandha'],
  ])('%s is still %s', (name, id) => {
    expect(resolveSupplementName(name)?.id).toBe(id);
  });

  describe.each(LOCALES)('%s plan', (locale) => {
    it.each(['Tongkat ali', '刺五加', 'Ironweed tea'])(
      '%s 600 mg: kept as typed, unchecked, counts nothing',
      (name) => {
        const p = planFor(
          { ...person('female', 39, 165, 60, 'light'), supplements: [{ name, dose: 600, unit: 'mg' }] },
          locale,
        );
        const r = p.productReviews[0]!;
        expect(r.optionId ?? undefined).toBeUndefined();
        expect(r.verdict).toBe('unchecked');
        expect(r.amounts ?? []).toEqual([]);
        expect(r.issues.join(' ')).toMatch(locale === 'zh-CN' ? /未能识别/ : /could not identify/);
      },
    );
  });
});
