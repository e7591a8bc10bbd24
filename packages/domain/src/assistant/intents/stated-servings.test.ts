/**
 * Sixteenth clinician review, zh P4-S1: "我每天喝3勺蛋白粉" with 1 scoop stored was answered "保持现在的量
 * 即可" from the stored scoop. A count said in the chat is the one answered: its amount, the day's total,
 * protein per kilogram, and for a kidney transplant the team that sets protein. As a guest there is no
 * stored count, so nothing is replaced; a count equal to the stored one keeps the plan's answer.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../../engine/reference-personas';
import { assistantReply } from '../reply';
import { storedPlanFor } from '../testing';
import { statedServingsOf } from './stated-servings';

type Locale = 'zh-CN' | 'en-US';

const base = new Map(REFERENCE_PERSONAS).get('kidney transplant on tacrolimus with magnesium')!;
const TRANSPLANT: Answers = {
  ...base,
  supplements: [...(base.supplements ?? []), { optionId: 'whey-protein', dose: 1, unit: 'scoop' }],
} as Answers;
const healthy = new Map(REFERENCE_PERSONAS).get('healthy man, weight loss')!;
const GYM: Answers = {
  ...healthy,
  supplements: [{ optionId: 'whey-protein', dose: 1, unit: 'scoop' }],
} as Answers;

const ask = (name: string, answers: Answers, locale: Locale, text: string, withPlan = true) =>
  assistantReply({
    text,
    locale,
    plan: withPlan ? storedPlanFor(name, answers, locale) : null,
    medicines: withPlan ? [...(answers.medicines ?? [])] : [],
    history: [],
  });

describe('a count said in the chat outranks the stored count', () => {
  it.each<[Locale, string]>([
    ['zh-CN', '我每天喝3勺蛋白粉，会不会太多？'],
    ['zh-CN', '蛋白粉我现在一天三勺，够不够？'],
    ['zh-CN', '乳清蛋白每天喝3勺可以吗'],
    ['en-US', 'I have 3 scoops of protein powder a day, is that too much?'],
    ['en-US', 'three scoops of whey daily — ok?'],
    ['en-US', 'is 3 scoops of whey protein a day fine for me?'],
  ])(
    'kidney transplant, %s "%s": the said scoops, the total per kg, the team sets protein',
    (locale, text) => {
      const r = ask('transplant+whey', TRANSPLANT, locale, text);
      const zh = locale === 'zh-CN';
      expect(r.text).toMatch(zh ? /你说每天 3 份/ : /You say 3 servings/);
      expect(r.text).toMatch(zh ? /方案里记的是 1 份/ : /your plan has 1/);
      expect(r.text).toMatch(zh ? /72 g/ : /72 g/);
      expect(r.text).toMatch(zh ? /每公斤体重/ : /per kg of body weight/);
      expect(r.text).toMatch(zh ? /移植团队/ : /transplant team/);
      expect(r.text).not.toMatch(/保持现在的量即可|keep to what you take now/);
    },
  );

  it.each<[Locale, string]>([
    ['zh-CN', '我每天喝3勺蛋白粉，会不会太多？'],
    ['en-US', 'I have 3 scoops of protein powder a day, is that too much?'],
  ])('without a kidney condition, %s "%s": the said scoops and the total, no team line', (locale, text) => {
    const r = ask('gym+whey', GYM, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /你说每天 3 份/ : /You say 3 servings/);
    expect(r.text).not.toMatch(/移植团队|transplant team/);
    expect(r.text).not.toMatch(/保持现在的量即可|keep to what you take now/);
  });

  it.each<[Locale, string]>([
    ['zh-CN', '我每天喝1勺蛋白粉，会不会太多？'],
    ['zh-CN', '蛋白粉要喝多少？'],
    ['en-US', 'I have 1 scoop of protein powder a day, is that too much?'],
    ['en-US', 'how much protein powder should I take?'],
  ])('look-alike, %s "%s": the stored count or none said — not replaced', (locale, text) => {
    const r = ask('gym+whey', GYM, locale, text);
    expect(r.text).not.toMatch(/你说每天|You say \d+ servings/);
  });

  it('as a guest nothing is stored, so nothing is replaced', () => {
    expect(statedServingsOf('我每天喝3勺蛋白粉', null, 'protein')).toBeNull();
    const r = ask('gym+whey', GYM, 'zh-CN', '我每天喝3勺蛋白粉，会不会太多？', false);
    expect(r.text).not.toMatch(/你说每天 3 份/);
  });
});

/**
 * Twenty-fourth clinician review, zh M1: "钙尔奇一天两片再加爱乐维" was read as two Elevit (the first count in
 * the message given to another product), and every nutrient above its RNI was "do not keep to this amount".
 * Blind answer round 27, zh-017: "叶酸1mg每天一片" against a stored 0.4 mg product was "1 serving, over target".
 */
describe('a count belongs to the product it is said beside, and is judged against the UL', () => {
  const PREGNANT: Answers = {
    gender: 'female',
    age: 33,
    heightCm: 160,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'pregnant_t3',
    gestationalWeek: 27,
    prePregnancyWeightKg: 55,
    supplements: [
      { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      { optionId: 'caltrate-d600', name: '钙尔奇D600', dose: 1, unit: 'tablet' },
    ],
  };
  it('two Caltrate and an Elevit: the two are Caltrate’s, nothing said of two Elevit', () => {
    const r = ask('r24-m1', PREGNANT, 'zh-CN', '钙尔奇一天两片再加爱乐维，钙和维生素D会不会超量？');
    expect(r.text).not.toMatch(/你说每天 2 份「爱乐维/);
    expect(r.text).not.toMatch(/不要保持这个量/);
  });
  it('above the target but under the UL is said to be not too much', () => {
    const plan = storedPlanFor('r24-m1', PREGNANT, 'zh-CN');
    const s = statedServingsOf('钙尔奇一天两片', plan, 'calcium');
    expect(s?.said).toBe(2);
    const r = ask('r24-m1', PREGNANT, 'zh-CN', '钙尔奇一天两片会不会太多？');
    expect(r.text).not.toMatch(/超过你的每日目标.{0,20}不要保持这个量/);
  });
  it('a count glued before the name is its own, not the next product’s after "同/和" (round 51 zh-015)', () => {
    const FISH: Answers = {
      gender: 'male',
      age: 78,
      heightCm: 168,
      weightKg: 60,
      activityLevel: 'light',
      supplements: [{ optionId: 'fish-oil', name: '魚油 1000mg', dose: 2, unit: 'capsule' }],
    };
    const plan = storedPlanFor('r51-zh015', FISH, 'zh-CN');
    // two said, two stored: nothing to say
    expect(statedServingsOf('每日兩粒魚油同一包靈芝孢子粉', plan, 'omega3')).toBeNull();
    expect(statedServingsOf('每日两粒鱼油和一包灵芝孢子粉', plan, 'omega3')).toBeNull();
    expect(statedServingsOf('鱼油每天三粒', plan, 'omega3')?.said).toBe(3);
  });
  it('a strength said that is not the stored product’s: its count is not read against it', () => {
    const FOLIC: Answers = {
      gender: 'male',
      age: 24,
      heightCm: 178,
      weightKg: 62,
      activityLevel: 'light',
      supplements: [{ optionId: 'folic-acid-400', dose: 1000, unit: 'ug' }],
    };
    const plan = storedPlanFor('r27-zh017', FOLIC, 'zh-CN');
    expect(statedServingsOf('叶酸1mg每天一片，和羟基脲一起吃会互相影响吗', plan, 'folate')).toBeNull();
  });
});
