import { describe, expect, it } from 'vitest';
import { NOTE_MEANING } from '../followups';
import { IRON_NOT_WANTED } from './audiences';
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

  // Each language's plan uses its own DRI edition (zh-CN the Chinese 2023 tables, en-US the US DRIs), so an
  // English text never states the Chinese vitamin D upper limit (50 µg, 2,000 IU) nor a Chinese text the US
  // one (100 µg, 4,000 IU): the chat would contradict the person's plan (thirtieth clinician review, en S5).
  it.each(FAQ_ROWS.map((r) => [r.id, r] as const))(
    '%s: the vitamin D upper limit of its language',
    (_id, row) => {
      expect(row.text.en).not.toMatch(
        /\b(50 ?(µg|micrograms?)|2,?000 ?IU)\b[^.;]{0,25}\bupper limit|\bupper limit (of|is) (50 ?(µg|micrograms?)|2,?000 ?IU)/i,
      );
      expect(row.text.zh.replace(/50[–-]100 ?微克/g, '')).not.toMatch(
        /(100 ?(µg|微克)|4000 ?国际单位)[^。；]{0,10}上限|上限[^。；]{0,6}(100 ?(µg|微克)|4000 ?国际单位)/,
      );
    },
  );

  // A row's safety notes are what its text says, so a model answer checked against them is held to
  // the row's own statements.
  it.each(FAQ_ROWS.filter((r) => r.notes).map((r) => [r.id, r] as const))(
    '%s: its text carries the meaning of each of its notes',
    (_id, row) => {
      for (const id of row.notes ?? [])
        for (const text of [row.text.zh, row.text.en])
          for (const pattern of NOTE_MEANING[id]) expect(text.toLowerCase()).toMatch(pattern);
    },
  );

  // A row that helps absorb more iron (vitamin C or orange juice with it) is never for a high ferritin or
  // a haemoglobinopathy (late review Z1: thalassaemia trait with ferritin 210 was told to drink orange
  // juice with the meal). Food rows for plant eaters and a child's picky eating name vitamin C foods in
  // passing and take no iron tablet.
  const FOOD_ONLY = new Set(['child-multivitamin-picky', 'plant-iron-foods']);
  it.each(
    FAQ_ROWS.filter(
      (r) =>
        !FOOD_ONLY.has(r.id) &&
        /iron/i.test(r.text.en) &&
        /(vitamin C|orange juice|peppers)[^.]{0,120}(absorb|absorption|iron)/i.test(r.text.en),
    ).map((r) => [r.id, r] as const),
  )('%s: never for a person who must not absorb more iron', (_id, row) => {
    const notFor = [row.notFor ?? []].flat();
    for (const a of IRON_NOT_WANTED) expect(notFor).toContain(a);
  });
});
