/**
 * Blind answer round 16, zh-075 (unsafe): "糖化8.1，可早上又会低到2点几，bzd咋回事，饮食上该咋调" on insulin with a
 * recorded fasting glucose of 2.6 mmol/L got the HbA1c's "控制精制碳水, see a doctor in 2–4 weeks". The class:
 * high-glucose advice (HbA1c, a high glucose, cutting carbohydrate) for a person with a low said or
 * recorded on insulin or a sulfonylurea answers with the lows first (ADA Standards of Care 2025 §6).
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf, type FaqCase } from './testing';
import { FAQ_ROWS } from './index';

const DM = 'diabetes on insulin, glucose 2.6';
const SU_NO_LOW = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const LOWS_FIRST = [
  'insulin-lows-and-high-a1c',
  'recorded-low-high-glucose-advice',
  'lower-sugar-already-low',
  // Breakfast asked on insulin with lows: the lows first, then a swap that keeps the starch (blind answer
  // round 21, zh-071; rows-round21-zhbad.ts).
  'insulin-lows-breakfast-swap',
];

const zh = (text: string, persona?: string, medicines?: string[]): FaqCase => ({
  locale: 'zh-CN',
  text,
  ...(persona ? { persona } : {}),
  ...(medicines ? { medicines } : {}),
});
const en = (text: string, persona?: string, medicines?: string[]): FaqCase => ({
  ...zh(text, persona, medicines),
  locale: 'en-US',
});

const LOWS_FIRST_CASES: readonly FaqCase[] = [
  // The question as asked, with the plan.
  zh('糖化8.1，可早上又会低到2点几，bzd咋回事，饮食上该咋调', DM),
  // Other phrasings, with the plan and as a guest who names the medicine.
  zh('我打胰岛素，糖化8.5，但半夜老是掉到3点多，是不是要少吃主食', undefined, ['insulin-glargine']),
  zh('吃格列美脲，糖化血红蛋白7.9，早上空腹又低了，饭该怎么吃', undefined, ['glimepiride']),
  // The low only in the plan: "cut carbs" or the HbA1c asked alone.
  zh('糖化8.1是不是要少吃主食', DM),
  zh('血糖控制不好，我想戒碳水', DM),
  en('a1c 8.1 but most mornings i drop to 2.8, what do i change in my diet', DM),
  en('my a1c is 8 but my sugar keeps going low at night, should i cut carbs?', undefined, ['glipizide']),
  en('should I go low carb? my a1c is 8.1', DM),
  en('my sugars are high after dinner, should I cut carbs', DM),
  // A carbohydrate-cutting row for anyone (halve-staples) is not theirs: the lows come first.
  zh('早饭老是包子加稀饭，吃完血糖就高，换成啥好', DM),
  zh('米饭减半行不行', DM),
  en('is halving my rice a good idea', DM),
];

describe('lows before highs on insulin or a sulfonylurea (round 16 zh-075)', () => {
  it.each(LOWS_FIRST_CASES)('$locale "$text" → the lows first', (c) => {
    const r = askAs(c);
    const ids = faqIdsOf(r);
    expect(ids.some((id) => LOWS_FIRST.includes(id))).toBe(true);
    expect(r.text).not.toMatch(
      /控制精制碳水|fewer refined carbohydrates|2–4周内找糖尿病医生|within 2–4 weeks to review/,
    );
    if (c.locale === 'zh-CN') expect(r.text).toMatch(/低血糖/);
    else expect(r.text).toMatch(/\blows?\b|hypoglyc/i);
  });

  it('the exact question: a dose review within days, both can be true, no cutting carbohydrate, bedtime snack asked', () => {
    const r = askAs(zh('糖化8.1，可早上又会低到2点几，bzd咋回事，饮食上该咋调', DM));
    expect(r.text).toMatch(/这几天内就联系糖尿病医生调整剂量/);
    expect(r.text).toMatch(/两者可以同时存在/);
    expect(r.text).toMatch(/不要为了降糖化而少吃主食/);
    expect(r.text).toMatch(/睡前要不要加一份小点心[^。]*请先问医生/);
    // No English sentence in the Chinese answer (the source line keeps foreign titles).
    expect(r.text.split('_来源')[0]).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/);
  });

  const LOOK_ALIKES: readonly FaqCase[] = [
    // On a sulfonylurea with no low said or recorded: the HbA1c's own reading stays.
    zh('糖化8.9，想少吃点主食降下来', SU_NO_LOW),
    en('my a1c is 8.9, should I cut down on carbs', SU_NO_LOW),
    // Insulin, no low: "低脂" is a food, not a low.
    zh('打胰岛素，早上喝低脂牛奶，糖化7.5要少吃碳水吗', undefined, ['insulin-glargine']),
    // A low said on metformin alone: no insulin or sulfonylurea.
    zh('吃二甲双胍，糖化8.1，早上低到3点几', undefined, ['metformin']),
    // Nobody with diabetes.
    zh('糖化6.0正常吗', 'healthy woman'),
    en('is a low carb diet good for losing weight', 'healthy man, weight loss'),
  ];
  it('the carbohydrate-cutting rows still answer people with no lows', () => {
    expect(faqIdsOf(askAs(zh('米饭减半行不行', 'healthy woman')))).toContain('halve-staples');
    expect(faqIdsOf(askAs(zh('米饭减半行不行', SU_NO_LOW)))).not.toContain(
      'recorded-low-high-glucose-advice',
    );
  });
  it.each(LOOK_ALIKES)('$locale "$text" → not the lows-first rows', (c) => {
    const r = askAs(c);
    expect(faqIdsOf(r).filter((id) => LOWS_FIRST.slice(0, 2).includes(id))).toEqual([]);
  });
});

/**
 * The class guard: every row whose English text talks of cutting carbohydrate, starch or rice is either
 * marked `cutsCarbohydrate` (never for lows on insulin or a sulfonylurea) or listed here as read and found
 * not to advise a cut (it says "do not cut", swaps like for like, or is for a person who cannot be on them).
 */
const NOT_A_CUT: ReadonlySet<string> = new Set([
  'insulin-lows-and-high-a1c',
  'recorded-low-high-glucose-advice',
  'clozapine-calcium-constipation',
  'older-weight-loss-tonics',
  'pregnancy-extra-food-staple-fruit',
  'eggs-coffee-no-staple-breakfast',
  'lithium-keto-fasting-weight',
  'diabetes-staple-portion',
  'diabetes-folk-foods-lower-sugar',
  'diabetes-sugar-free-sweeteners',
  'lactation-weight-loss',
  'pregnancy-weight-gain-asked',
  'diabetes-brown-or-white-rice',
  'teen-cutting-carbs',
  'canteen-choices',
  // "without cutting the starch": the evening meal's starch kept (eighteenth clinician review, zh S2)
  'night-sweats-palpitations-low',
  // "don't cut starch or sugar before the test" (blind answer round 20 zh-036)
  'ogtt-preparation',
  // "keep the amount of starch … don't eat less" on insulin with lows (blind answer round 21 zh-071)
  'insulin-lows-breakfast-swap',
  // the teenager's row's text for a student said without an age; "dieting or keto means you … cut out
  // starch" says what upsets periods (blind answer round 21 zh-156, zh-157)
  'student-keto-fast-loss',
  'diet-affects-periods',
  // "no cutting out carbohydrate", "do not … cut out carbohydrate": gestational diabetes keeps at least
  // 175 g a day (blind answer round 26 en-006, en-007)
  'pregnancy-weight-loss-asked',
  'gdm-calories',
  // "do not cut starchy foods to control your sugars": pregnancy on insulin keeps at least 175 g a day
  // (twenty-eighth clinician review, zh M3)
  'pregnancy-insulin-carbs-night-lows',
  // "do not … keto, banting or low-carb … cutting carbohydrate are common triggers": an acute porphyria keeps
  // its carbohydrate (thirty-sixth clinician review, zh S2 / en S1)
  'porphyria-no-fasting',
  // "do not cut your rice or other starch on your own" on insulin or a sulfonylurea with high readings (forty-ninth
  // clinician review, zh P3-S2)
  'insulin-cut-staple-for-high-sugar',
  // "do not cut your starch": a steroid-raised glucose while losing weight nobody chose (answer round 54, zh-069)
  'steroid-high-glucose-losing-weight',
  // "swap part of the staple for almost protein-free starches": a kidney low-protein diet keeps its energy (blind answer
  // round 66, zh-013)
  'ckd-low-protein-in-food',
]);
const CUT_WORDS =
  /\b(halve|halving|cut(ting)?( down| back| out)?( on)?|fewer|less|reduce|reducing|lower|limit|swap)\b[^.;:]{0,25}\b(carb\w*|starch\w*|rice|staples?|refined (carb\w*|starch|grains?)|white (rice|bread|flour))/i;

describe('rows that cut carbohydrate are marked (round 16 zh-075 class)', () => {
  it('each row naming a carbohydrate cut is marked or read and listed', () => {
    const unmarked = FAQ_ROWS.filter(
      (r) => CUT_WORDS.test(r.text.en) && r.cutsCarbohydrate !== true && !NOT_A_CUT.has(r.id),
    ).map((r) => r.id);
    expect(unmarked).toEqual([]);
    expect(FAQ_ROWS.filter((r) => r.cutsCarbohydrate).map((r) => r.id)).toContain('halve-staples');
  });
});
