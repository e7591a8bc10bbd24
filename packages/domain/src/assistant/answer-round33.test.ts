/**
 * Blind answer round 33's unsafe answers, as classes (development data once its before and after figures
 * were recorded, docs/answer-rounds/round-33.md): each with the round's words and another phrasing.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const EILEEN = 'Eileen: PMR on prednisolone, Hb 118 without iron studies, K 3.2 (UK)';
const SIOBHAN = 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)';
const WARFARIN = 'warfarin with fish oil and vitamin E';
const LITHIUM = 'lithium with hydrochlorothiazide';

describe('en-033: a value told in the next sentence ("… be low too? it was 0.68") is read', () => {
  it.each([
    [
      'en-US',
      'could my magnesium be low for the same reason? it was 0.68',
      /Serum magnesium 0\.68 mmol\/L: low/,
    ],
    ['en-US', 'is my magnesium ok? the result was 0.68', /Serum magnesium 0\.68 mmol\/L: low/],
    ['zh-CN', '我的镁是不是也偏低？查出来是0.68', /0\.68 mmol\/L[^。]*偏低/],
  ] as const)('%s "%s"', (locale, text, said) => {
    const r = askAs({ locale, persona: EILEEN, text });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/status score is 85 \(good\)|状态评分为 85/);
  });

  it('a number past the question that is not told as the result stays unread ("omega 3 …? 2 a day")', () => {
    const r = askAs({
      locale: 'en-US',
      persona: EILEEN,
      text: 'is magnesium good for cramps? I take 2 a day',
    });
    expect(r.text).not.toMatch(/Serum magnesium 2/);
  });
});

describe('en-090: a green smoothie on warfarin is vitamin K to keep steady, never a recipe without greens', () => {
  it.each([
    [
      SIOBHAN,
      'en-US',
      'what about green smoothies, I was having one every morning',
      'Are spinach and kale completely off the menu on warfarin?',
    ],
    [SIOBHAN, 'en-US', 'can I still have my spinach and kale smoothie every morning?', undefined],
    [WARFARIN, 'zh-CN', '每天早上打一杯菠菜香蕉果昔可以吗', undefined],
  ] as const)('%s: "%s"', (persona, locale, text, previous) => {
    const r = askAs({ locale, persona, text, ...(previous ? { previous } : {}) });
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /保持每天差不多的量和配方/ : /keep to about the same amount and recipe each day/,
    );
    expect(r.text).not.toMatch(/if you make it a meal rather than a juice|当一顿饭/);
  });
});

describe('zh-153: keto or fasting on lithium is never "pick the one you can keep up"', () => {
  it.each([
    [
      'zh-CN',
      '那正常减的话一天吃多少热量合适',
      '吃锂以后胖了十来斤，现在82公斤，想试试生酮或者断食减肥，我这种情况可以吗',
    ],
    ['zh-CN', '生酮和16:8断食选哪个好', undefined],
  ] as const)('%s "%s"', (locale, text, previous) => {
    const r = askAs({ locale, persona: LITHIUM, text, ...(previous ? { previous } : {}) });
    expect(r.text).not.toMatch(/生酮和16:8轻断食都能减重/);
    expect(r.text).toMatch(/血锂/);
  });
});

describe('en-118, en-119: a fully breastfed baby’s vitamin D drops (development data)', () => {
  const LACTATING = 'lactating on sertraline';
  it('"bub" is the baby', () => {
    const r = askAs({
      locale: 'en-US',
      persona: LACTATING,
      text: "does bub need vitamin D drops if she's fully breastfed or is my milk enough",
    });
    expect(r.text).toMatch(/a breastfed baby needs vitamin D drops of their own: 400 IU/);
  });
  it.each([
    [
      'en-US',
      'can I just take a big dose of vit D myself instead so it goes through the milk',
      /Don’t replace the baby’s drops/,
    ],
    [
      'zh-CN',
      '我自己多吃点维生素D，通过母乳给宝宝行不行',
      /^\*\*(宝宝的维生素D滴剂请照儿科医生说的继续给|不建议用你自己吃大剂量维生素D来代替宝宝的滴剂)/,
    ],
  ] as const)('a big dose of her own "through the milk" is no substitute (%s)', (locale, text, said) => {
    const r = askAs({ locale, persona: LACTATING, text });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/^\*\*Yes/);
  });
});

describe('en-147: bran with digoxin is its food rule, never "no known interaction" (development data)', () => {
  it.each([
    [
      'en-US',
      'I have bran flakes every morning, does the fibre mess with my digoxin',
      /A lot of bran and other high-fibre food can lower how much digoxin you absorb/,
    ],
    ['zh-CN', '我每天早上吃麦麸片，纤维会不会影响地高辛', /大量麦麸等高纤维食物会减少地高辛的吸收/],
  ] as const)('%s', (locale, text, said) => {
    const r = askAs({ locale, persona: 'heart failure, potassium 5.4', text });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/no known interaction between \*\*Digoxin\*\*|没有 \*\*地高辛\*\* 与/);
  });
});
