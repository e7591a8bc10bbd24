/**
 * Thirteenth clinician review, en-US medicines: the medicines the questionnaire refused (Epclusa,
 * ibrutinib, Prolia, codeine, Pantoloc) are in the dictionary with their label rules, and a medicine the
 * dictionary does not know, named in a question, is never answered with another medicine's rule
 * ("grapefruit juice now and then is fine" — atorvastatin's — to an ibrutinib patient). The reviewer's
 * words, then other phrasings in both languages, with a plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { resolveMedicine } from '../interactions';
import { askPersona } from './testing';

const DWIGHT = 'Dwight hepatitis C on Epclusa, Prilosec, Tums, metformin (en)';
const JUNE = 'June Prolia due, CKD G4, low calcium, stopped calcium (en)';
const ALAN = 'Alan CLL on Imbruvica, platelets 96, vitamin E, fish oil, garlic (en)';
const RAY = 'CLL on Brukinsa kept as typed, atorvastatin (en)';
const ZHOU = '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)';

const both = (persona: string, locale: Locale, q: string) =>
  [true, false].map((withPlan) => askPersona(persona, locale, q, { withPlan }).text);

/** Atorvastatin's grapefruit rule, in either language. */
const ATORVASTATIN_RULE = /atorvastatin|阿托伐他汀|now and then is fine|偶尔吃半个西柚/i;

describe('the medicines the questionnaire refused are known (thirteenth clinician review)', () => {
  it.each([
    ['Epclusa (sofosbuvir/velpatasvir) 1 tab daily', 'sofosbuvir-velpatasvir'],
    ['丙通沙', 'sofosbuvir-velpatasvir'],
    ['Imbruvica (ibrutinib) 420mg', 'ibrutinib'],
    ['伊布替尼', 'ibrutinib'],
    ['Prolia 60 mg injection every 6 months', 'denosumab'],
    ['地舒单抗', 'denosumab'],
    ['codeine phosphate 30mg qds', 'codeine'],
    ['可待因', 'codeine'],
    ['Pantoloc', 'pantoprazole'],
  ])('%s → %s', (text, id) => {
    const r = resolveMedicine(text);
    expect(r.status === 'resolved' && r.id).toBe(id);
  });
});

describe('Epclusa with a PPI and an antacid (en P1 #1)', () => {
  it.each([
    "I'm on week 3 of Epclusa for hep C. My heartburn is bad so I take Prilosec and chew Tums. Is that ok with Epclusa?",
    'can i take omeprazole and tums with my epclusa',
    'Epclusa plus Prilosec and Tums — problem?',
  ])('en: %s', (q) => {
    for (const text of both(DWIGHT, 'en-US', q)) {
      expect(text).toMatch(/does not recommend a proton pump inhibitor/);
      expect(text).toMatch(/no more than 20 mg of omeprazole/);
      expect(text).toMatch(/at least 4 hours apart from Epclusa/);
      expect(text).not.toMatch(/the fix is simple/);
    }
  });
  it.each([
    '我在吃丙通沙治丙肝，胃不舒服吃奥美拉唑和碳酸钙，可以吗？',
    '丙通沙能和奥美拉唑一起吃吗',
    '索磷布韦维帕他韦跟洛赛克和钙片冲突吗',
  ])('zh: %s', (q) => {
    for (const text of both(DWIGHT, 'zh-CN', q)) {
      expect(text).toMatch(/不建议与质子泵抑制剂同用/);
      expect(text).toMatch(/不超过20毫克/);
      expect(text).not.toMatch(/[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}/);
    }
  });
});

describe('ibrutinib with Seville orange and grapefruit (en P5 #1, #2)', () => {
  it.each([
    "I've got CLL and started ibrutinib 2 months ago. I have Seville orange marmalade on toast every morning … Is that alright?",
    'is seville orange marmelade ok with imbruvica',
    'Imbruvica and grapefruit juice, fine now and then?',
  ])('en: %s', (q) => {
    for (const text of both(ALAN, 'en-US', q)) {
      expect(text).toMatch(/On ibrutinib \(Imbruvica\), have no grapefruit, pomelo or Seville/);
      expect(text).toMatch(/sweet oranges/);
      expect(text).not.toMatch(/now and then is fine/);
    }
  });
  it.each([
    '我吃伊布替尼两个月了，每天早上吃塞维利亚橙子果酱，可以吗？',
    '伊布替尼能喝西柚汁吗',
    '吃亿珂可以吃柚子吗',
  ])('zh: %s', (q) => {
    for (const text of both(ALAN, 'zh-CN', q)) {
      expect(text).toMatch(/服用伊布替尼（亿珂 Imbruvica）期间，要避开西柚/);
      expect(text).not.toMatch(/偶尔吃半个西柚/);
    }
  });
});

describe('ibrutinib with bleeding supplements and platelets 96 (en P5 #3)', () => {
  it.each([
    'I take fish oil, cod liver oil, vitamin E 400 IU, turmeric, Kwai garlic and echinacea. Any problem with ibrutinib?',
    'can I keep taking vitamin E and fish oil with ibrutinib?',
    'vit e 400 with imbruvica ok?',
  ])('en: %s', (q) => {
    for (const text of both(ALAN, 'en-US', q)) {
      // With a plan the warning card, as a guest the pair: both say major and what to do.
      expect(text).toMatch(
        /Interaction with your medicine Ibrutinib\*\* \(major\): Vitamin E|Ibrutinib × Vitamin E: known interaction, severity major/,
      );
      expect(text).toMatch(/stop the supplement/);
    }
  });
  it.each(['吃伊布替尼能吃维生素E和鱼油吗', '伊布替尼 加 鱼油 可以吗', '亿珂跟大蒜素、姜黄一起吃行吗'])(
    'zh: %s',
    (q) => {
      for (const text of both(ALAN, 'zh-CN', q)) {
        expect(text).toMatch(/与你正在服用的伊布替尼有相互作用|伊布替尼 × .+：存在(严重|中度)相互作用/);
        expect(text).toMatch(/伊布替尼本身会引起严重出血/);
      }
    },
  );
});

describe('Prolia due, calcium stopped, low calcium and vitamin D (en P4 #2)', () => {
  it.each([
    'Her Prolia shot is due next week. She stopped her calcium pills because they constipated her. Is that a problem?',
    'mum quit her calcium tablets, prolia injection soon - ok?',
    'can she skip calsium before the prolia jab',
  ])('en: %s', (q) => {
    for (const text of both(JUNE, 'en-US', q)) {
      expect(text).toMatch(/Before every dose the calcium must be normal and vitamin D adequate/);
      expect(text).toMatch(
        /call the prescriber within a day or two rather than waiting for the next injection/,
      );
      expect(text).not.toMatch(/no known interaction/);
      expect(text).not.toMatch(/Pantoprazole × Calcium/);
    }
  });
  it.each([
    '她下周要打普罗力，钙片吃了便秘就停了，有问题吗？',
    '地舒单抗打针前可以不吃钙片吗',
    '打prolia之前停了钙片行不行',
  ])('zh: %s', (q) => {
    for (const text of both(JUNE, 'zh-CN', q)) {
      expect(text).toMatch(/每次打针前血钙必须正常、维生素D必须充足/);
      expect(text).toMatch(/一两天内联系开药的医生，不要等到下次打针/);
      expect(text).not.toMatch(/已知相互作用/);
    }
  });
});

describe('a medicine the dictionary does not know is never answered with another medicine’s rule (cross-cutting)', () => {
  // Acalabrutinib stands in for the unknown medicine since zanubrutinib joined the dictionary (blind answer
  // round 30); zanubrutinib's own rule is tested below.
  it.each(['is grapefruit juice ok with acalabrutinib?', 'acalabrutinib and seville orange marmalade ok?'])(
    'en, with a plan: %s',
    (q) => {
      const text = askPersona(RAY, 'en-US', q).text;
      expect(text).toMatch(/I have no reliable rule for \*\*acalabrutinib\*\*/);
      expect(text).toMatch(/pharmacist/);
      expect(text).not.toMatch(/^On atorvastatin/);
    },
  );
  it.each([
    'I started acalabrutinib 2 months ago. I have Seville orange marmalade on toast every morning. Is that alright?',
    'can I take fish oil and vitamin E with acalabrutinib',
    'glecaprevir with turmeric ok?',
  ])('en, as a guest: %s', (q) => {
    const text = askPersona(RAY, 'en-US', q, { withPlan: false }).text;
    expect(text).toMatch(/I have no reliable rule for \*\*(acalabrutinib|glecaprevir)\*\* with /);
    expect(text).toMatch(/pharmacist/);
    expect(text).not.toMatch(ATORVASTATIN_RULE);
  });
  it.each(['阿可替尼能喝西柚汁吗', '吃阿可替尼可以吃鱼油和维生素E吗'])(
    'zh, with a plan and as a guest: %s',
    (q) => {
      for (const text of both(ZHOU, 'zh-CN', q)) {
        expect(text).toMatch(/\*\*阿可替尼\*\*和.+能不能一起，我没有可靠的规则/);
        expect(text).toMatch(/药师/);
      }
    },
  );
  it('a known medicine asked about beside it keeps its own rule, after the line', () => {
    const text = askPersona(RAY, 'en-US', 'is grapefruit ok with my atorvastatin and acalabrutinib?').text;
    expect(text).toMatch(/^I have no reliable rule for \*\*acalabrutinib\*\*/);
    expect(text).toMatch(/atorvastatin/i);
  });
  it.each([
    [
      'en-US',
      'I started Brukinsa 2 months ago. I have Seville orange marmalade on toast every morning … Is that alright?',
    ],
    ['en-US', 'brukinsa n grapefruit juice ok??'],
    ['zh-CN', '我吃泽布替尼两个月了，每天早上吃塞维利亚橙子果酱，可以吗？'],
    ['zh-CN', '泽布替尼能喝西柚汁吗'],
  ] as const)(
    'zanubrutinib (Brukinsa, 泽布替尼) is known: its own grapefruit and Seville orange rule (%s) %s',
    (locale, q) => {
      for (const text of both(locale === 'en-US' ? RAY : ZHOU, locale, q)) {
        expect(text).toMatch(
          /On zanubrutinib \(Brukinsa\), have no grapefruit, pomelo or Seville|服用泽布替尼（百悦泽 Brukinsa）期间，要避开西柚/,
        );
        expect(text).not.toMatch(/^On atorvastatin|^吃阿托伐他汀/);
      }
    },
  );
  it('a typo of a known medicine is the known one, not an unknown medicine', () => {
    const text = askPersona(RAY, 'en-US', 'is grapefruit ok with atorvastatine?').text;
    expect(text).not.toMatch(/I have no reliable rule for \*\*atorvastatine/);
  });
});
