import { describe, expect, it } from 'vitest';
import { findDrugs } from './entities';
import { assistantReply } from './index';

// Three-character names people type as the medicine's name (forty-fourth clinician review, en M11:
// "St John's wort with my Yaz" found no medicine, so the pair was never checked).

describe('short medicine names', () => {
  it.each([
    ["is St John's wort ok with my Yaz?", 'drospirenone-ethinylestradiol'],
    ['my son is on INH for TB, does he need B6', 'isoniazid'],
    ['I take MMF after my transplant', 'mycophenolate'],
    ['HCQ and fish oil together?', 'hydroxychloroquine'],
    ['on 3TC and TDF, can I take zinc', 'lamivudine'],
  ])('%s → %s', (text, id) => {
    expect(findDrugs(text).map((d) => d.id)).toContain(id);
  });

  it.each([
    'I take EPO capsules for my skin',
    'NAC 600 mg for my lungs, is that ok',
    'yazoo cider with dinner',
    'SP in my report means what',
  ])('not a medicine: %s', (text) => {
    expect(findDrugs(text)).toEqual([]);
  });

  it("St John's wort with Yaz: the chat answers the pair", () => {
    const r = assistantReply({
      text: "my friend says St John's wort helps mood, is it ok with my Yaz?",
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text.split('\n\n')[0]).toMatch(/St John's wort: known interaction, severity major/);
  });
});
