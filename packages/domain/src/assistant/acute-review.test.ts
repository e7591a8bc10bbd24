/**
 * Clinician review 2026-11-25 late: acute questions the chat declined or answered wrongly. Each is
 * answered by its sourced rule, in both languages, never by "no reliable rule" or a food list.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

type Loc = 'zh-CN' | 'en-US';
const ask = (text: string, locale: Loc, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });
const DECLINED = /没有可靠的规则|no reliable rule|outside what I can answer/;

describe('an SGLT2 inhibitor with a keto diet or fasting (Z2 findings 1–4; FDA 2015, Farxiga PI §5.1)', () => {
  it.each<[string, Loc, string[], RegExp]>([
    [
      '我在吃达格列净和二甲双胍，生酮饮食每天碳水不到20克，血糖降得很快，能继续吗',
      'zh-CN',
      ['dapagliflozin', 'metformin'],
      /不要自己开始生酮饮食[\s\S]*即使血糖不高，也要当天就医/,
    ],
    ['吃恩格列净可以轻断食吗', 'zh-CN', [], /酮症酸中毒/],
    [
      'I take empagliflozin, can I do a keto diet?',
      'en-US',
      ['empagliflozin'],
      /do not start a ketogenic[\s\S]*same day even with a normal glucose/,
    ],
    ['is intermittent fasting ok on Farxiga?', 'en-US', [], /euglycaemic ketoacidosis/],
  ])('%s (%s)', (text, locale, medicines, expected) => {
    const r = ask(text, locale, medicines);
    expect(r.text).toMatch(expected);
    expect(r.text.split('\n')[0]).not.toMatch(DECLINED);
  });

  it.each<[string, Loc]>([
    ['尿酮试纸显示两个加号，正常吗', 'zh-CN'],
    ['my urine ketone strip shows ++, is that normal?', 'en-US'],
  ])('ketones "++" on dapagliflozin is the urgent card: %s', (text, locale) => {
    const r = ask(text, locale, ['dapagliflozin', 'metformin']);
    expect(r.intent).toBe('urgent');
    expect(r.text).toMatch(/SGLT-2|SGLT2/);
  });

  const Z2: Answers = {
    ...person('male', 52, 172, 86, 'sedentary'),
    conditions: ['diabetes', 'hypertension'],
    medicines: ['dapagliflozin', 'metformin', 'irbesartan'],
  };
  it.each<Loc>(['zh-CN', 'en-US'])(
    'the plan warns a low-carb eater on dapagliflozin, and no one else (%s)',
    (l) => {
      const id = 'medicine-diet:sglt2-keto-ketoacidosis';
      const low = planFor({ ...Z2, dietPattern: 'low_carb' }, l).findings.find((f) => f.id === id);
      expect(low?.severity).toBe('warning');
      expect(low?.text).toMatch(l === 'zh-CN' ? /生酮饮食/ : /ketogenic/);
      expect(planFor({ ...Z2, dietPattern: 'omnivore' }, l).findings.some((f) => f.id === id)).toBe(false);
    },
  );
});

describe('a severe colitis flare is the urgent card (Z5 finding 2; Truelove & Witts 1955)', () => {
  it.each<[string, Loc]>([
    ['溃结发作了，一天拉七八次，带血', 'zh-CN'],
    ['my colitis is flaring, going 7 times a day with blood', 'en-US'],
  ])('%s (%s)', (text, locale) => {
    const r = ask(text, locale, ['mesalazine', 'azathioprine']);
    expect(r.intent).toBe('urgent');
    expect(r.text).toMatch(/重度发作，需要当天就医|severe flare that needs care the same day/);
  });
});

describe('diarrhoea on capecitabine: the oncology team today, never a food list (E4 finding 2; Xeloda PI)', () => {
  it.each<[string, Loc, string[], RegExp]>([
    ['吃卡培他滨，一天拉肚子6次了，吃什么好', 'zh-CN', [], /暂停卡培他滨[\s\S]*今天就联系你的肿瘤科团队/],
    ['化疗期间腹泻一天五六次怎么办', 'zh-CN', [], /今天就联系你的肿瘤科团队/],
    [
      'Diarrhoea 6–7 times a day for 2 days: what should I eat?',
      'en-US',
      ['capecitabine', 'warfarin'],
      /hold capecitabine[\s\S]*call your oncology team today/,
    ],
    ['on Xeloda and I have diarrhea, what can I eat?', 'en-US', [], /call your oncology team today/],
  ])('%s (%s)', (text, locale, medicines, expected) => {
    const r = ask(text, locale, medicines);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/三文鱼|Salmon|Herring|Omega-3/);
    expect(r.text).not.toMatch(DECLINED);
  });
});

describe('severe vomiting in pregnancy is the urgent card (Z4 finding 2; RCOG GTG 69)', () => {
  it.each<[string, Loc, string]>([
    ['吐得很厉害，吃不下东西，吃了药也吐出来，不敢吃药了', 'zh-CN', '我怀孕9周，在吃丙硫氧嘧啶'],
    ['throwing up everything, cant keep my thyroid pills down', 'en-US', 'I am 9 weeks pregnant on PTU'],
    ['怀孕9周 吃什么吐什么 水都喝不进去', 'zh-CN', '你好'],
    ['I am pregnant and vomiting so much I cannot keep food or water down', 'en-US', 'hi'],
  ])('%s (%s)', (text, locale, before) => {
    const r = assistantReply({
      text,
      locale,
      plan: null,
      medicines: ['propylthiouracil'],
      history: [{ role: 'user', content: before }],
    });
    expect(r.intent).toBe('urgent');
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /今天就去医院产科或急诊/ : /maternity unit or the emergency department today/,
    );
  });
});

describe('stopping an antipsychotic or antidepressant: never on your own (E5 finding 1; NICE CG178, NG222)', () => {
  const E5: Answers = {
    ...person('male', 31, 178, 104, 'moderate'),
    conditions: ['mental_illness', 'dyslipidemia'],
    medicines: ['olanzapine', 'metformin'],
  };
  it.each<[string, Loc, string[]]>([
    ['Can I stop olanzapine to lose the weight?', 'en-US', ['olanzapine', 'metformin']],
    ['can I come off my antidepressant?', 'en-US', []],
    ['我能不能把奥氮平停了', 'zh-CN', ['olanzapine']],
    ['抗抑郁药可以自己停吗', 'zh-CN', []],
  ])('%s (%s)', (text, locale, medicines) => {
    const r = ask(text, locale, medicines);
    expect(r.intent).toBe('medicine_question');
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /尤其不能自己突然停[\s\S]*精神科医生/
        : /must not be stopped suddenly[\s\S]*psychiatrist/,
    );
    expect(r.text).not.toMatch(DECLINED);
  });

  it.each<Loc>(['zh-CN', 'en-US'])('with the plan, no lab reading stands in for it (%s)', (l) => {
    const plan = storedPlanFor('E5-acute', E5, l);
    const text = l === 'zh-CN' ? '我能不能把奥氮平停了，想减肥' : 'Can I stop the olanzapine?';
    const r = assistantReply({ text, locale: l, plan, medicines: ['olanzapine', 'metformin'] });
    expect(r.text).toMatch(l === 'zh-CN' ? /精神科医生/ : /psychiatrist/);
    expect(r.text).not.toMatch(/HbA1c/);
  });

  it('quitting smoking on olanzapine stays the smoking answer', () => {
    const r = ask('I want to quit smoking, I take olanzapine', 'en-US', ['olanzapine']);
    expect(r.text).toMatch(/smoking/);
    expect(r.text).not.toMatch(/must not be stopped suddenly/);
  });
});

describe('cow’s-milk allergy: lactose-free milk is not a substitute (E1 findings 3 and 5; BSACI 2014)', () => {
  it.each<[string, Loc, RegExp]>([
    ['孩子牛奶蛋白过敏，能喝无乳糖牛奶吗', 'zh-CN', /无乳糖牛奶、舒化奶仍然含有牛奶蛋白/],
    // The child's drink rule (intents/child-food.ts, blind answer round 17 en S1) or the allergy topic.
    ['宝宝牛奶过敏 可以喝米浆吗', 'zh-CN', /米浆（大米饮品）不要给5岁以下|米浆（大米饮料）不适合5岁以下/],
    [
      'She has a cows milk allergy. Would lactose-free milk work?',
      'en-US',
      /lactose-free milk is still cow’s milk/,
    ],
    [
      'my toddler has a milk allergy, can she have rice milk as her main drink?',
      'en-US',
      /Rice drink is not suitable|Rice milk should not be the main drink for a child under 5/,
    ],
  ])('%s (%s)', (text, locale, expected) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(DECLINED);
  });
});

describe('an everyday carbohydrate question on an SGLT2 inhibitor is not the keto warning', () => {
  it.each<[string, Loc]>([
    ['吃达格列净，米饭能吃吗', 'zh-CN'],
    ['on dapagliflozin, is brown rice a good carb?', 'en-US'],
  ])('%s (%s)', (text, locale) => {
    expect(ask(text, locale, ['dapagliflozin']).text).not.toMatch(
      /生酮饮食、极低碳水饮食|ketogenic or very-low-carbohydrate/,
    );
  });
});
