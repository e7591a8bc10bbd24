/**
 * Ninth clinician review, zh P2 (老刘, 66, haemodialysis on sevelamer, calcitriol and valsartan, potassium
 * 6.3, his daughter writes): a question naming several foods keeps every food a rule speaks of — star
 * fruit is never "no reliable rule" for someone with kidney disease (Neto 2003) — and "when does he take
 * sevelamer" is the phosphate binder's rule, never a school breakfast guide. Reviewer's words and our
 * own, both languages, with the plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { CKD_STAR_FRUIT_TEXT } from '../conditions';
import { person } from '../testing';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const LAO_LIU = 'haemodialysis on sevelamer, calcitriol and valsartan, potassium 6.3';
const STAR_FRUIT = { zh: CKD_STAR_FRUIT_TEXT.zh, en: CKD_STAR_FRUIT_TEXT.en };
const NO_RULE = /没有可靠的规则|no reliable rule/;
const pickL = <T>(b: { zh: T; en: T }, l: Locale): T => (l === 'zh-CN' ? b.zh : b.en);

/** The potassium-foods rule, by its words: bananas and oranges are high, apples and pears lower. */
const POTASSIUM_FOODS = {
  zh: /钾高的食物少吃.*香蕉、橙子.*苹果、梨/s,
  en: /high-potassium foods.*bananas, oranges.*apples, pears/s,
};

describe('bananas, oranges and star fruit on dialysis: every food a rule speaks of is answered (zh P2 Q1b)', () => {
  const FIRST =
    '我是老刘的女儿，替我爸问。他透析四年了，医生说血钾高6.3，可他最爱吃香蕉橙子，还有杨桃，哪些水果能吃哪些不能吃？';
  // prettier-ignore
  const ASKED: [Locale, string, string | undefined][] = [
    // The reviewer's follow-up, after the urgent potassium answer (the lab reader took the message).
    ['zh-CN', '血钾的事已经跟透析室医生说了，明天复查。我想再问下水果，香蕉橙子杨桃到底能不能吃？', FIRST],
    ['zh-CN', '香蕉橙子杨桃到底能不能吃？', undefined],
    ['zh-CN', '他爱吃香蕉和杨桃，这两样能吃吗', undefined],
    ['zh-CN', '医生说钾高，那橙子、杨桃还能吃不', 'K 6.3 我爸透析的'],
    ['en-US', 'the unit knows about his potassium, retest tomorrow. so can dad eat bananas, oranges or star fruit?', 'his potassium was 6.3 yesterday'],
    ['en-US', 'are bananas, oranges and star fruit ok for my dad?', undefined],
    ['en-US', 'he loves star fruit and bananas - which of these can he have?', undefined],
  ];
  it.each(ASKED)(
    '%s: "%s" — star fruit must not be eaten, bananas and oranges are high in potassium',
    (locale, q, previous) => {
      const r = askPersona(LAO_LIU, locale, q, previous ? { previous } : {});
      expect(r.urgent).toBe(false);
      expect(r.text).toContain(pickL(STAR_FRUIT, locale));
      expect(r.text).toMatch(pickL(POTASSIUM_FOODS, locale));
      expect(r.text).not.toMatch(NO_RULE);
    },
  );

  it.each([
    ['zh-CN', '我爸透析的，香蕉和杨桃能吃吗'],
    ['zh-CN', '我妈在做透析，橙子杨桃可以吃吗？'],
    ['en-US', 'my dad is on dialysis - can he eat bananas, oranges or star fruit?'],
  ] as const)('%s, a guest: "%s" — the same two rules from what the message says', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toContain(pickL(STAR_FRUIT, locale));
    expect(r.text).toMatch(pickL(POTASSIUM_FOODS, locale));
    expect(r.text).not.toMatch(NO_RULE);
    // The rule about soaking potatoes "in plenty of water" is no "drink more" to set aside on dialysis.
    expect(r.text).not.toMatch(/“多喝水”不适用|"more fluids" above does not apply/);
  });

  it('the plan-stored potassium is read in its unit, never "which unit?"', () => {
    const r = askPersona(
      LAO_LIU,
      'zh-CN',
      '血钾的事已经跟透析室医生说了，明天复查。我想再问下水果，香蕉橙子杨桃到底能不能吃？',
      {
        previous: FIRST,
      },
    );
    expect(r.text).not.toMatch(/要看单位/);
  });
});

describe('other mixes of foods with a rule each keep every rule', () => {
  const ckd = (medicines: string[]): Answers => ({
    ...person('male', 60, 170, 65, 'light'),
    conditions: ['kidney_disease'],
    medicines,
  });
  // prettier-ignore
  const MIXES: [string, Answers, Locale, string, RegExp[]][] = [
    ['CKD on simvastatin', ckd(['simvastatin']), 'zh-CN', '西柚和杨桃能吃吗', [/不要吃杨桃/, /辛伐他汀.*西柚/s]],
    ['CKD on simvastatin', ckd(['simvastatin']), 'en-US', 'can I have grapefruit or star fruit?', [/do not eat star fruit/, /simvastatin.*grapefruit/s]],
    ['CKD on warfarin', ckd(['warfarin']), 'zh-CN', '纳豆和杨桃能吃吗', [/不要吃杨桃/, /纳豆/]],
    ['heart failure on spironolactone', { ...person('female', 70, 160, 60, 'light'), conditions: ['heart_failure'], medicines: ['spironolactone'] }, 'en-US', 'are bananas and oranges ok, and what about star fruit?', [/bananas, oranges/, /star fruit/]],
  ];
  it.each(MIXES)('%s (%s): "%s"', (name, answers, locale, q, expected) => {
    const plan = storedPlanFor(`r9 mix ${name}`, answers, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [...(answers.medicines ?? [])] });
    for (const re of expected) expect(r.text).toMatch(re);
    expect(r.text).not.toMatch(NO_RULE);
  });
});

describe('"when does he take sevelamer": the phosphate binder with meals, never a school breakfast (zh P2 Q3)', () => {
  /** The binder's rule: with or straight after the meal, skip it with a skipped meal, no late dose. */
  const BINDER = {
    zh: [/随餐或饭后马上服用/, /不吃早饭，早上那次就不吃/, /这一顿就不要补了/],
    en: [/with or straight after food/, /no breakfast, no morning dose/, /do not take it then/],
  };
  const SCHOOL = /上午第二节课|放学|一盒牛奶|酸奶加一把坚果|\bat school\b|\bmid-morning\b|\ba banana\b/;
  // prettier-ignore
  const ASKED: [Locale, string][] = [
    ['zh-CN', '诺维乐他经常吃饭时忘了，都是饭后一两个小时想起来再补吃，这样行不行？早上不吃早饭的时候也吃一次'],
    ['zh-CN', '司维拉姆饭后两个小时再吃还有用吗'],
    ['zh-CN', '不吃早饭的时候诺维乐还要吃吗'],
    ['zh-CN', '降磷药什么时候吃？'],
    ['en-US', 'he often forgets his sevelamer at meals and takes it an hour or two later, is that ok? and he takes one even when he skips breakfast'],
    ['en-US', 'when should dad take his renvela?'],
    ['en-US', 'if he skips lunch does he still take his phosphate binder?'],
  ];
  it.each(ASKED)('%s: "%s" with the plan and as a guest', (locale, q) => {
    for (const r of [
      askPersona(LAO_LIU, locale, q),
      assistantReply({ text: q, locale, plan: null, medicines: [] }),
    ]) {
      for (const re of pickL(BINDER, locale)) expect(r.text).toMatch(re);
      expect(r.text).not.toMatch(SCHOOL);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });

  it.each([
    ['zh-CN', '早上来不及吃早饭怎么办'],
    ['en-US', 'what is a quick breakfast that keeps me full?'],
  ] as const)('%s: "%s" on dialysis is no milk, yoghurt, nuts and banana breakfast', (locale, q) => {
    expect(askPersona(LAO_LIU, locale, q).text).not.toMatch(SCHOOL);
  });
});

describe('soup and protein powder on dialysis (zh P2 Q4): the nourishment is in the meat', () => {
  it.each([
    ['zh-CN', '他白蛋白才33，人越来越瘦，想给他多喝点骨头汤、鸡汤补补，再买点蛋白粉，行吗？每天喝几碗汤合适'],
    ['zh-CN', '透析的人喝鸡汤能补蛋白吗'],
    ['en-US', 'my dad is on dialysis and losing weight, should he drink more bone broth or a protein shake?'],
  ] as const)('%s: "%s"', (locale, q) => {
    const r = askPersona(LAO_LIU, locale, q);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /汤的营养在肉里.*钾和磷.*限水量.*1\.0–1\.2 克\/千克.*肾病专用的口服营养补充剂/s
        : /nourishment is in the meat.*potassium and phosphorus.*fluid allowance.*1\.0–1\.2 g\/kg.*kidney-specific oral nutritional supplement/s,
    );
    // A weight going down is never answered with a calorie deficit.
    expect(r.text).not.toMatch(/Losing weight healthily|500 kcal a day below|健康减重|每天少吃500/);
    expect(r.text).not.toMatch(NO_RULE);
  });
});

describe('a lab value asked beside another question keeps the other question (zh P2 Q1b, round 1 zh-088)', () => {
  it.each([
    ['zh-CN', '那多久复查一次？平时哪些水果钾低一点', '血钾6.3要紧吗', /苹果、梨/],
    ['zh-CN', '血钾5.6正常吗？还有杨桃能吃吗', undefined, /不要吃杨桃/],
    [
      'en-US',
      'is a potassium of 5.6 bad? and can he still have star fruit?',
      undefined,
      /do not eat star fruit/,
    ],
  ] as const)('%s: "%s"', (locale, q, previous, expected) => {
    const r = askPersona(LAO_LIU, locale, q, previous ? { previous } : {});
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(NO_RULE);
  });
});
