/**
 * Food and drink questions on a medicine (answer round 3, development data): alcohol or a meal on
 * isotretinoin and alcohol or caffeine on lithium were answered with another interaction's card; a
 * medicine's Chinese name that holds a supplement's alias (异维A酸 holds 维A) was read as vitamin A; an
 * interaction card that names none of the foods asked about gives way to the specific "can't" line.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './reply';
import { thingsAsked } from './cannot';

describe('medicine-diet rows answer the food question asked', () => {
  it.each([
    ['zh-CN', ['isotretinoin'], '吃异维A酸能喝酒吗 周末去蹦迪 几杯鸡尾酒', /不喝酒/],
    ['zh-CN', ['isotretinoin'], '异维a酸要跟饭一起吃吗？早上就一杯咖啡', /随正餐吞服/],
    [
      'en-US',
      ['isotretinoin'],
      'can i drink on accutane?? one or two drinks at a party',
      /best not to drink/,
    ],
    ['en-US', [], 'does isotretinoin need to be taken with food or is coffee enough', /with a meal/],
    ['en-US', ['lithium'], 'is it ok to have a couple beers on lithium', /avoid alcohol/],
    [
      'en-US',
      ['lithium'],
      'I want to cut out coffee, anything to know with my lithium?',
      /sudden cut in caffeine/,
    ],
    ['zh-CN', ['lithium'], '吃碳酸锂还能喝奶茶咖啡吗', /突然戒掉咖啡因/],
  ] as const)('%s %j: %s', (locale, medicines, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/米诺环素|minocycline|噻嗪|thiazide/i);
  });

  it('water on lithium stays the salt-and-fluids row', () => {
    const r = assistantReply({
      text: '吃锂盐每天要喝多少水',
      locale: 'zh-CN',
      plan: null,
      medicines: ['lithium'],
    });
    expect(r.text).toMatch(/盐和水要保持稳定/);
  });
});

describe('a medicine name is not a supplement', () => {
  it('异维A酸 is isotretinoin, not vitamin A; 维A itself still is', () => {
    expect(thingsAsked('吃异维A酸能喝酒吗', 'zh-CN').map((t) => t.key)).toEqual(['drug:isotretinoin']);
    expect(thingsAsked('吃异维A酸期间能吃维A吗', 'zh-CN').map((t) => t.key)).toContain(
      'supplement:vitamin-a-10000iu',
    );
  });
});

describe('potassium-rich and low-potassium foods with potassium running high (NKF 2023; KDOQI 2020)', () => {
  it.each([
    [
      'zh-CN',
      ['spironolactone', 'lisinopril'],
      '香蕉 橙子 土豆是不是都不能碰了？哪些水果钾低可以放心吃，苹果梨行不行',
      /苹果、梨/,
    ],
    [
      'en-US',
      [],
      'any fruits i can eat freely? my potassium was 5.1 last time and i love bananas',
      /apples, pears/,
    ],
    ['en-US', ['spironolactone'], 'how do I leach potatoes?', /soaked in plenty of water/],
    ['zh-CN', [], '我血钾5.4，土豆还能吃吗', /浸泡/],
  ] as const)('%s %j: %s', (locale, medicines, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.text).toMatch(said);
  });

  it('bananas without potassium running high are not a potassium answer', () => {
    const r = assistantReply({
      text: 'are bananas good for cramps?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/potassium running high/);
  });
});

// Answer round 3 (zh-159, en-147): an INR question with no figure was told "an INR of INR is above range".
describe('how often the INR is checked, with no INR given', () => {
  it.each([
    ['zh-CN', '多久要查一次INR？要是我开始减肥少吃饭，要不要多查几次', /每4周左右[\s\S]*提前多查一次/],
    [
      'en-US',
      'going on a 2 week cruise. how do I keep my diet steady for my INR?',
      /every 4 weeks[\s\S]*cruise/,
    ],
  ] as const)('%s: %s', (locale, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: ['warfarin'] });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/INR INR|an INR of INR|高于大多数人的目标范围|above the usual target range/);
  });
});

describe('gout and drinks (Chinese gout guideline 2019; ACR 2020)', () => {
  it.each([
    [
      'zh-CN',
      ['allopurinol'],
      '痛风每天要喝多少水？喝苏打水碱化尿液有没有用，还是买小苏打自己冲',
      /2000毫升[\s\S]*小苏打/,
    ],
    [
      'en-US',
      ['allopurinol'],
      'does coffee help or hurt gout, and should I take vitamin C pills',
      /Coffee[\s\S]*advises against adding vitamin C/,
    ],
    ['en-US', ['allopurinol'], 'tart cherry juice for gout, does it actually work?', /evidence is weak/],
  ] as const)('%s: %s', (locale, medicines, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.text).toMatch(said);
  });
});

describe('re-testing on iron (BSG 2021)', () => {
  it.each([
    ['zh-CN', '补铁多久复查一次血常规和铁蛋白', /2–4周[\s\S]*3个月/],
    [
      'en-US',
      'how long until I should recheck after starting iron, and what numbers am I aiming for',
      /2–4 weeks[\s\S]*3 more months/,
    ],
  ] as const)('%s: %s', (locale, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [] });
    expect(r.text).toMatch(said);
  });

  it('a typed ferritin with "after starting iron" gets the treatment weeks, not "no interval"', () => {
    const r = assistantReply({
      text: 'ferritin 8, how long until I should recheck after starting iron',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/Re-test:\*\* by the guideline, in about 4–8 weeks/);
  });

  it('铁蛋白 and 血红蛋白 are lab tests, not protein', () => {
    const r = assistantReply({ text: '补铁多久复查一次铁蛋白', locale: 'zh-CN', plan: null, medicines: [] });
    expect(r.text).not.toMatch(/蛋白质/);
  });
});

// Answer round 4 (development data after its figures): the reviewers' unsafe answers.
describe('answer round 4 unsafe answers', () => {
  it.each([
    [
      'en-US',
      [],
      'pregnant_t1',
      "How much tuna is safe? I love poke bowls and I'm sad",
      /skip raw or undercooked fish[\s\S]*albacore/,
    ],
    [
      'en-US',
      [],
      'pregnant_t2',
      'Can I eat soft serve ice cream and smoked salmon? Going to a brunch buffet Sunday',
      /cold-smoked salmon[\s\S]*pasteurised milk/,
    ],
    ['zh-CN', [], 'pregnant_t1', '怀孕了还能吃三文鱼刺身吗', /生鱼片、刺身/],
    [
      'en-US',
      ['lithium', 'hydrochlorothiazide'],
      'none',
      'What should I eat and drink if I get a stomach bug with diarrhea while on lithium?',
      /oral rehydration[\s\S]*same day/,
    ],
    [
      'en-US',
      ['digoxin'],
      'none',
      'can I take hawthorn berry for my heart along with digoxin',
      /hawthorn may add to digoxin/,
    ],
    ['zh-CN', ['digoxin'], 'none', '山楂和辅酶Q10能吃吗，对心脏好', /山楂可能和地高辛作用叠加/],
    [
      'en-US',
      ['allopurinol'],
      'none',
      'so like how many beers a week is "ok" with my gout',
      /no "safe" number of drinks/,
    ],
  ] as const)('%s %j %s: %s', (locale, medicines, stage, text, said) => {
    const plan = null;
    const r = assistantReply({
      text:
        stage === 'none'
          ? text
          : `${stage.startsWith('pregnant') ? (locale === 'zh-CN' ? '' : "I'm pregnant. ") : ''}${text}`,
      locale,
      plan,
      medicines: [...medicines],
    });
    expect(r.text).toMatch(said);
  });

  it('ibuprofen with kidney disease: avoid NSAIDs, paracetamol first', () => {
    const r = assistantReply({
      text: "I have kidney disease. what can I take for back pain that won't hurt my kidneys? ibuprofen? or turmeric",
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/do not take ibuprofen[\s\S]*Paracetamol/);
  });
});

// Answer round 5 (zh-128, measured before this change): folic acid asked while planning a pregnancy
// got "your plan does not recommend folic acid" (WHO 2016; USPSTF 2023; 中国围受孕期增补叶酸指南 2017).
describe('folic acid while planning a pregnancy', () => {
  it.each([
    ['zh-CN', [], '打算明年备孕，现在开始吃叶酸会不会太早，一般吃多少', /400微克叶酸[\s\S]*不算早/],
    ['en-US', [], "we're trying for a baby, how much folic acid should I take", /folic acid 400 µg a day/],
  ] as const)('%s: %s', (locale, medicines, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/没有推荐叶酸|does not recommend a folate/);
  });

  it('on valproate the teratogen row answers (5 mg by the prescriber), never the plain 400 µg line', () => {
    const r = assistantReply({
      text: '我想备孕，叶酸吃多少',
      locale: 'zh-CN',
      plan: null,
      medicines: ['valproate'],
    });
    expect(r.text).not.toMatch(/不用选更大剂量/);
  });
});

describe('NSAIDs with kidney disease said in plain words', () => {
  it('我肾不好 腰疼能不能吃点芬必得', () => {
    const r = assistantReply({
      text: '我肾不好 腰疼能不能吃点芬必得',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/不要自己吃布洛芬/);
  });
});
