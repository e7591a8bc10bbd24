/**
 * Fourteenth clinician review, en P4 #1 and #7 (Keisha, fish and shellfish anaphylaxis): a product made from
 * the food a person is allergic to is answered as the allergy's question — fish oil, krill oil, glucosamine,
 * whey — whether the allergy is in the plan's questionnaire or said in the chat; as a guest and with a plan,
 * in both languages (NIAID 2010; FALCPA 2004).
 */
import { describe, expect, it } from 'vitest';
import { FOOD_ALLERGY_FAQ } from './rows-food-allergy';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

const mineOf = rowsOf(FOOD_ALLERGY_FAQ);
const KEISHA = 'Keisha fish and shellfish allergy, propranolol, glucosamine (en)';
const WOMAN = 'healthy woman';

const CASES: readonly RowCase[] = [
  // Fish oil with a fish allergy: the reviewer's words, everyday words, a typo, mixed language.
  en(undefined, "can I take fish oil if I'm allergic to fish", 'fish-allergy-fish-oil'),
  en(undefined, 'im alergic to fish, is omega 3 fish oil safe for me?', 'fish-allergy-fish-oil'),
  en(undefined, 'fish allergy here - what about cod liver oil?', 'fish-allergy-fish-oil'),
  en(KEISHA, 'should I take fish oil for my heart?', 'fish-allergy-fish-oil'),
  en(KEISHA, 'is krill oil a good omega 3?', 'fish-allergy-fish-oil'),
  zh(undefined, '我对鱼过敏，可以吃鱼油吗', 'fish-allergy-fish-oil'),
  zh(undefined, '海鲜过敏的人能吃深海鱼油不', 'fish-allergy-fish-oil'),
  zh(undefined, '鱼过敏 能吃 omega 3 吗', 'fish-allergy-fish-oil'),
  zh(KEISHA, '鱼肝油能吃吗', 'fish-allergy-fish-oil'),
  // Glucosamine with a shellfish allergy.
  en(undefined, 'I have a shellfish allergy, is glucosamine ok?', 'shellfish-allergy-glucosamine'),
  en(
    undefined,
    'allergic to shrimp - can i take glucosamine chondroitin for my knees',
    'shellfish-allergy-glucosamine',
  ),
  en(undefined, 'shelfish allergy and chitosan for weight, safe?', 'shellfish-allergy-glucosamine'),
  en(
    KEISHA,
    'is my Glucosamine Chondroitin Triple Strength ok to keep taking?',
    'shellfish-allergy-glucosamine',
  ),
  zh(undefined, '我虾蟹过敏，能吃氨糖吗', 'shellfish-allergy-glucosamine'),
  zh(undefined, '对虾过敏的人吃氨基葡萄糖有问题吗', 'shellfish-allergy-glucosamine'),
  zh(undefined, '海鲜过敏 glucosamine 可以吗', 'shellfish-allergy-glucosamine'),
  // Whey with a milk allergy (the class: a product made from the allergen).
  en(undefined, 'allergic to milk, can i use whey protein', 'milk-allergy-whey'),
  en(undefined, 'i have a dairy allergy, is a casein shake ok?', 'milk-allergy-whey'),
  zh(undefined, '牛奶过敏可以喝乳清蛋白粉吗', 'milk-allergy-whey'),
  zh(undefined, '我对奶制品过敏，蛋白粉能喝吗', 'milk-allergy-whey'),
  // Fish hidden in vitamins and capsules.
  en(
    KEISHA,
    'are there other vitamins that might have hidden fish in them, like vitamin D3?',
    'fish-allergy-hidden-sources',
  ),
  en(
    undefined,
    "I'm allergic to fish - are softgel capsules made from fish gelatin?",
    'fish-allergy-hidden-sources',
  ),
  zh(undefined, '我鱼过敏，维生素D3胶囊里会不会有鱼的成分', 'fish-allergy-hidden-sources'),
  // No allergy: not these rows.
  en(WOMAN, 'can I take fish oil?', null),
  en(undefined, 'is glucosamine good for knees?', null),
  zh(undefined, '鱼油什么时候吃好', null),
];

describe('a supplement made from the food one is allergic to (en P4 #1, #7)', () => {
  it.each(CASES)('$locale $persona "$text" → $id', (c) => {
    const r = askAs(c);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });

  it.each([
    ['en-US', "can I take fish oil if I'm allergic to fish", /algal-oil DHA/],
    ['zh-CN', '我对鱼过敏，可以吃鱼油吗', /藻油DHA/],
  ] as const)('%s: the alternative is named and the source is the allergy guideline', (locale, text, alt) => {
    const r = askAs({ locale, text });
    expect(r.text).toMatch(alt);
    expect(r.text).toMatch(/NIAID/);
    expect(r.urgent).toBe(false);
  });

  it('a Chinese answer carries no English sentence', () => {
    for (const row of FOOD_ALLERGY_FAQ) expect(row.text.zh, row.id).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });
});

describe('food lists in the chat leave the allergen out (en P4 #1)', () => {
  it.each([
    [
      'en-US',
      'I am allergic to fish, what foods have vitamin D?',
      undefined,
      /salmon|trout|cod liver/i,
      /Left out for your allergy: fish/,
    ],
    [
      'en-US',
      'alergic to seafood, which foods are rich in vitamin d',
      undefined,
      /salmon|trout|cod liver/i,
      /Left out for your allergy: fish, shellfish/,
    ],
    ['en-US', 'what foods have vitamin D?', KEISHA, /salmon|trout|cod liver/i, /fish, shellfish/],
    ['zh-CN', '我对鱼过敏，哪些食物维生素D多', undefined, /鲑鱼|鳟鱼|鱼肝油/, /已去掉你过敏的食物：鱼/],
    ['zh-CN', '对牛奶过敏，哪些食物含钙多', undefined, /牛奶|酸奶|奶酪/, /已去掉你过敏的食物：牛奶/],
    ['zh-CN', '我对虾过敏，哪些食物含碘多', undefined, /虾|蟹|贝/, /甲壳类和贝类海鲜/],
  ] as const)('%s "%s"', (locale, text, persona, allergen, note) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    const list = r.text
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .join('\n');
    expect(list).not.toMatch(allergen);
    expect(r.text).toMatch(note);
  });

  it('without an allergy the list is as before', () => {
    expect(askAs({ locale: 'en-US', text: 'what foods have vitamin D?' }).text).toMatch(/Salmon/);
  });
});
