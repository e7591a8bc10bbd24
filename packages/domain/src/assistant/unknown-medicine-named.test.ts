import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

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
    expect(r.text).toMatch(
      /start no new medicine or supplement alongside it, and do not stop or change a prescribed medicine/,
    );
    expect(r.text).not.toMatch(/do not start, stop or change a medicine or supplement/);
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

// Blind answer round 38 (development data once its figures were reported): "no reliable rule for anlotinib,
// change nothing" kept 三七, fish oil and vitamin E with platelets of 88 (zh-021, en-021, en-022, unsafe);
// tripterygium before a pregnancy got only the line (zh-036, en-036, unsafe).
describe('what holds whatever the unknown medicine is', () => {
  const LAO_ZHOU_LIKE = 'CLL on Brukinsa kept as typed, atorvastatin (en)';
  it(
    'during cancer treatment, bleeding-risk products and herbs wait for the oncology team',
    { timeout: 60_000 },
    () => {
      const en = askAs({
        locale: 'en-US',
        persona: LAO_ZHOU_LIKE,
        text: 'he is on acalabrutinib, is the fish oil and vitamin E ok with it?',
      });
      expect(en.text).toMatch(/I have no reliable rule for \*\*acalabrutinib/);
      expect(en.text).toMatch(
        /During cancer treatment, do not start Omega-3 \(EPA\+DHA\), Vitamin E on your own/,
      );
      expect(en.text).not.toMatch(/do not start, stop or change a medicine or supplement/);
    },
  );
  it('before a pregnancy, the unknown medicine is planned with its prescriber', { timeout: 60_000 }, () => {
    const tao = {
      gender: 'female' as const,
      age: 31,
      heightCm: 160,
      weightKg: 52,
      activityLevel: 'light' as const,
      goals: ['pregnancy_prep' as const],
      conditions: ['kidney_disease' as const],
      medicines: ['irbesartan'],
      // 雷公藤多苷 itself is in the dictionary now (its own pregnancy row answers it): a medicine still unknown.
      uncheckedMedicines: ['百令胶囊'],
    };
    const plan = storedPlanFor('round38:tao', tao, 'zh-CN');
    const zh = assistantReply({
      text: '百令胶囊和叶酸能一起吃吗？明年想要二胎',
      locale: 'zh-CN',
      plan,
      medicines: tao.medicines,
    });
    expect(zh.text).toMatch(/怀孕或备孕时，先和开这个药的医生把这个药过一遍/);
  });
});
