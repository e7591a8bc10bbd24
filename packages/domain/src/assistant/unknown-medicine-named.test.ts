import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 28 (development data), en-039 (unsafe): St John's wort asked with a medicine the
// dictionary does not know (Orkambi, kept as typed) was answered "do not stop a supplement on your own".
describe('a medicine the dictionary does not know, asked with St John’s wort', () => {
  const CF = 'cystic fibrosis on Orkambi kept as typed, Creon, azithromycin, Nexium (en)';
  it('says what is known of the herb and holds the herb, not the medicine', { timeout: 60_000 }, () => {
    const en = askAs({
      locale: 'en-US',
      persona: CF,
      text: "I take St John's wort, 3 tabs a day, for my mood. Someone on a CF forum said it doesn't play nice with Orkambi? is that true",
    });
    expect(en.text).toMatch(/I have no reliable rule for \*\*Orkambi\*\*/);
    expect(en.text).toMatch(/hold off taking St John's wort with \*\*Orkambi\*\*/);
    expect(en.text).not.toMatch(/do not start, stop or change a medicine or supplement on your own/);
    expect(en.text).toMatch(/_Source: NCCIH/);
    const zh = askAs({ locale: 'zh-CN', persona: CF, text: '我在吃贯叶连翘，和Orkambi能一起吗' });
    expect(zh.text).toMatch(/先不要再和\*\*Orkambi\*\*一起吃/);
    expect(zh.text).toMatch(/医生开的药照常吃/);
  });
  it('keeps the usual line for any other thing asked', { timeout: 60_000 }, () => {
    const r = askAs({ locale: 'en-US', persona: CF, text: 'can I take fish oil with Orkambi?' });
    expect(r.text).toMatch(/do not start, stop or change a medicine or supplement on your own/);
    expect(r.text).not.toMatch(/St John/);
  });
});

// Twenty-eighth clinician review, en M4: vitamin C 2 g during a cancer treatment the dictionary does not know
// got "no reliable rule … do not start, stop or change" — the antioxidant rule for cancer holds regardless.
describe('a standing rule for the person, asked beside an unknown medicine', () => {
  it('keeps the rule under the line', { timeout: 60_000 }, () => {
    const en = askAs({
      locale: 'en-US',
      persona: 'CLL on Brukinsa kept as typed, atorvastatin (en)',
      // Acalabrutinib stands in for the unknown medicine since zanubrutinib joined the dictionary.
      text: 'is it ok to keep taking vitamin C 2000 mg while I’m on acalabrutinib? I read antioxidants help kill cancer',
    });
    expect(en.text).toMatch(/I have no reliable rule for \*\*acalabrutinib/);
    expect(en.text).toMatch(/take no high-dose antioxidant supplements/);
    expect(en.text).not.toMatch(/do not start, stop or change/);
    const zh = askAs({
      locale: 'zh-CN',
      persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
      text: '吃阿可替尼期间能吃维生素C 2000毫克吗',
    });
    expect(zh.text).toMatch(/\*\*阿可替尼\*\*和维生素C能不能一起，我没有可靠的规则/);
    expect(zh.text).toMatch(/不要自己吃大剂量抗氧化补充剂/);
  });
});
