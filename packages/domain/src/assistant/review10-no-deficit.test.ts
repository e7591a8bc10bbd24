/**
 * Tenth clinician review, zh P4 finding 1 (SERIOUS): 小林, 34, Graves' hyperthyroidism on methimazole,
 * 50 kg after losing 2.5 kg in a month, goal weight gain, asked "我最近一个月掉了5斤，天天饿，一天到底要吃多少
 * 热量和蛋白？" and was told "刚开始少吃的一两周有点饿是正常的 … 每天少吃约500千卡" although her plan says
 * weight loss is a sign of the disease and sets no deficit. Where the plan sets no deficit for a reason
 * of health, no chat answer gives dieting advice; with an overactive thyroid the answer says eat more,
 * protein 1.2–1.5 g/kg, small frequent meals, tell the endocrinologist (中国甲亢诊治指南 2022; ATA 2016).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { DEFICIT_SENTENCE, noDeficitReasonsOf } from '../knowledge/no-deficit';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const XIAOLIN = "Graves' hyperthyroidism on methimazole, losing weight, low neutrophils (zh)";

const SIGN: readonly (readonly [Locale, string])[] = [
  // the reviewer's own words
  ['zh-CN', '我最近一个月掉了5斤，天天饿，一天到底要吃多少热量和蛋白？'],
  // our own
  ['zh-CN', '最近老是饿，体重还一直掉，我是不是该少吃点？'],
  ['zh-CN', '瘦了好几斤 一天该吃多少大卡啊'],
  [
    'en-US',
    "I've lost 2.5 kg this month and I'm hungry all the time, how many calories and how much protein should I eat?",
  ],
  ['en-US', 'im starving constantly and still losing weight, should i eat less?'],
  ['en-US', 'How many kcal a day do I need? Ive lost weight without trying'],
];

describe("hunger and weight loss with uncontrolled Graves' disease (zh P4 finding 1)", () => {
  it.each(SIGN)('%s: %s (with her plan)', (locale, q) => {
    const r = askPersona(XIAOLIN, locale, q);
    expect(r.intent).toBe('bmi_energy');
    expect(r.text).not.toMatch(DEFICIT_SENTENCE);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /甲亢还没控制住的表现/ : /hyperthyroidism is not yet controlled/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要节食/ : /do not diet/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /要吃得比平时多/ : /eat more than usual/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /每天约 1831 千卡只是下限/ : /1831 kcal a day is only a floor/,
    );
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /1\.2–1\.5 克（按你 50 公斤，每天约 60–75 克）/ : /1\.2–1\.5 g of protein per kg/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /少量多餐/ : /small frequent meals/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /内分泌科医生/ : /endocrinologist/);
    expect(r.text).toMatch(/American Thyroid Association/);
  });

  it.each([
    ['zh-CN', '我有甲亢，最近一个月掉了5斤，天天饿，一天要吃多少热量？'],
    ['en-US', 'I have Graves disease, lost 3 kg and always hungry - how many calories should I eat?'],
  ] as const)('%s as a guest who says it: %s', (locale, q) => {
    const r = askPersona(XIAOLIN, locale, q, { withPlan: false });
    expect(r.text).not.toMatch(DEFICIT_SENTENCE);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要节食/ : /do not diet/);
  });
});

// ---- the property: a plan with no deficit for a reason of health never hears dieting advice ----------

const BASE: Answers = { gender: 'female', age: 34, heightCm: 162, weightKg: 60, activityLevel: 'moderate' };
const NO_DEFICIT_PEOPLE: readonly (readonly [string, Answers])[] = [
  [
    'hyperthyroid',
    { ...BASE, conditions: ['hyperthyroid'], goals: ['weight_loss'], medicines: ['methimazole'] },
  ],
  ['cancer', { ...BASE, conditions: ['cancer'], goals: ['weight_loss'] }],
  ['bariatric surgery', { ...BASE, weightKg: 95, conditions: ['bariatric_surgery'], goals: ['weight_loss'] }],
  ['dysphagia', { ...BASE, age: 70, weightKg: 80, conditions: ['dysphagia'], goals: ['weight_loss'] }],
  [
    'pregnant',
    { ...BASE, weightKg: 80, lifeStage: 'pregnant_t2', prePregnancyWeightKg: 75, goals: ['weight_loss'] },
  ],
  ['underweight', { ...BASE, weightKg: 45, goals: ['weight_loss'] }],
  ['weight-gain goal', { ...BASE, weightKg: 50, goals: ['weight_gain'] }],
  [
    'eating-disorder screen',
    {
      ...BASE,
      weightKg: 70,
      goals: ['weight_loss'],
      scoff: { sick: true, control: true, oneStone: false, fat: true, food: false },
    },
  ],
];

/** Every weight, hunger and calorie question the dieting rows answer, both languages. */
const DIETING_QUESTIONS: readonly (readonly [Locale, string])[] = [
  ['zh-CN', '一天吃多少热量合适？'],
  ['zh-CN', '减肥有点饿，是不是定得太少了'],
  ['zh-CN', '天天饿，正常吗？'],
  ['zh-CN', '称不动了，是不是平台期'],
  ['zh-CN', '第一周掉了2斤，正常吗'],
  ['zh-CN', '每天1200卡可以吗'],
  ['zh-CN', '运动消耗的热量要吃回来吗'],
  ['zh-CN', '晚饭不吃能减肥吗'],
  ['zh-CN', '主食减半可以吗'],
  ['en-US', 'how many calories should I eat a day?'],
  ['en-US', "I'm hungry all the time on this diet, is my target too low?"],
  ['en-US', 'I feel starving, is that normal?'],
  ['en-US', 'the scale is not moving, is it a plateau?'],
  ['en-US', 'I lost 2 kg in the first week, is that normal?'],
  ['en-US', 'is 1200 calories a day ok?'],
  ['en-US', 'should I eat back my exercise calories?'],
  ['en-US', 'can I skip dinner to lose weight?'],
];

describe('no dieting advice where the plan sets no deficit (property)', () => {
  it.each(NO_DEFICIT_PEOPLE)('%s: the plan sets no deficit and says why', (_name, answers) => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(answers, locale);
      expect(plan.profile.energyTargetKcal).toBeUndefined();
      expect(noDeficitReasonsOf(plan).length).toBeGreaterThan(0);
    }
  });

  it.each(NO_DEFICIT_PEOPLE)('%s: no answer carries a deficit sentence', (name, answers) => {
    const said: string[] = [];
    for (const [locale, q] of DIETING_QUESTIONS) {
      const r = assistantReply({
        text: q,
        locale,
        plan: storedPlanFor(`no-deficit ${name}`, answers, locale),
        medicines: [...(answers.medicines ?? [])],
        history: [],
      });
      if (DEFICIT_SENTENCE.test(r.text)) said.push(`${q} → ${r.text.slice(0, 160)}`);
    }
    expect(said).toEqual([]);
  });

  it('a plan with a weight-loss deficit still gets the dieting rows', () => {
    const answers: Answers = { ...BASE, weightKg: 80, goals: ['weight_loss'] };
    const r = assistantReply({
      text: '减肥有点饿，是不是定得太少了',
      locale: 'zh-CN',
      plan: storedPlanFor('deficit', answers, 'zh-CN'),
      medicines: [],
      history: [],
    });
    expect(r.text).toMatch(DEFICIT_SENTENCE);
  });
});
