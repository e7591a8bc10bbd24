import { describe, expect, it } from 'vitest';
import { FAQ_ROWS } from './index';

// Every row, whichever area file holds it: one id each (tests and logs name rows by id), a source, a
// Chinese text without English sentences and an English text without Chinese.
describe('the everyday-question rows', () => {
  it('have unique ids', () => {
    const ids = FAQ_ROWS.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(FAQ_ROWS.map((r) => [r.id, r] as const))(
    '%s: sourced, each language in its own words',
    (_id, row) => {
      expect(row.source.ref.trim().length).toBeGreaterThan(5);
      expect(row.text.en).not.toMatch(/\p{Script=Han}/u);
      // Three English words in a row outside a cited title or a brand is an English sentence.
      expect(row.text.zh.replace(/[（(][^（）()]*[）)]/g, '')).not.toMatch(
        /\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/,
      );
      expect(row.when.length).toBeGreaterThan(0);
    },
  );
});
