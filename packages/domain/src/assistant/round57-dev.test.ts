/**
 * Blind answer round 57, judged blind before and after the thirty-fifth session's changes — development data from then
 * on: its thirteen unsafe answers, asked again in other words.
 *
 * - zh-060, zh-061: a parent's "像他这么大一天能吃多少盐" and the follow-up about the noodle seasoning: the adult 5 g.
 * - zh-069: a water question told with swelling and protein in the urine: the healthy adult's 1,500–1,700 ml.
 * - zh-080: oranges on spironolactone and Entresto with a raised potassium: "as usual".
 * - zh-055: starch for a thin man on fixed insulin: "half to one mantou a meal".
 * - zh-012: soy milk for a breastfeeding mother keeping dairy out for her baby's allergy: a dairy amount.
 * - zh-014: "how many a day, is one can OK" about a boy of 17's energy drinks: the adult 400 mg.
 * - zh-036: calcium and D3 "apart from cholestyramine too?": only that calcium and D go together.
 * - en-004: haemochromatosis and a multivitamin's iron: "stop the iron", then "within the UL".
 * - en-021: a high LDL with ghee and fried snacks every day: a vegetarian nutrient list.
 * - en-038: an HbA1c in mmol/mol read as a critical value.
 * - en-047: levothyroxine and coffee at 14 weeks: "recheck the TSH after 6–8 weeks".
 * - en-048: a creatinine of 1.3 beside diclofenac and lisinopril read as a low glucose on a sulfonylurea.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { redFlagsFor } from '../safety/joined';

const HEART_FAILURE_K: Answers = {
  ...person('male', 60, 170, 72, 'sedentary'),
  conditions: ['heart_failure', 'hypertension'],
  medicines: ['spironolactone', 'sacubitril-valsartan', 'atorvastatin'],
  labs: [{ marker: 'Potassium', value: 5.4, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 }],
};
const THIN_ON_INSULIN: Answers = {
  ...person('male', 55, 175, 54, 'light'),
  conditions: ['diabetes'],
  goals: ['weight_gain'],
  medicines: ['insulin-glargine', 'insulin-aspart'],
};
const NURSING: Answers = { ...person('female', 31, 162, 58, 'light'), lifeStage: 'lactating' };
const ON_CHOLESTYRAMINE: Answers = {
  ...person('female', 60, 158, 55, 'light'),
  medicines: ['cholestyramine'],
};
const IRON_OVERLOAD: Answers = {
  ...person('male', 52, 178, 82, 'moderate'),
  supplements: [{ optionId: 'multivitamin-adult', name: 'Centrum', dose: 1, unit: 'tablet' }],
  labs: [{ marker: 'Ferritin', value: 910, unit: 'µg/L', labRefLow: 30, labRefHigh: 400 }],
};
const AFTER_MI: Answers = {
  ...person('male', 50, 172, 80, 'light'),
  dietPattern: 'vegetarian',
  medicines: ['atorvastatin', 'ticagrelor', 'aspirin'],
};
const PREGNANT_ON_THYROXINE: Answers = {
  ...person('female', 31, 165, 63, 'light'),
  lifeStage: 'pregnant_t2',
  medicines: ['levothyroxine'],
};
const ON_GLIMEPIRIDE: Answers = {
  ...person('female', 66, 160, 74, 'light'),
  conditions: ['diabetes', 'hypertension'],
  medicines: ['metformin', 'glimepiride', 'lisinopril'],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r57dev:${name}`, who, locale, texts);

const CHILD_CANNOT_ZH = /不能把成年人的量用在孩子身上/;

describe('zh-CN only (parents measure a child by his size in Chinese)', () => {
  it('zh-060, zh-061: a child measured by his size gets the child’s “can’t”, and so does the follow-up', () => {
    const [first, next] = chat('child-size-salt', null, 'zh-CN', [
      '肾病复发了要少吃盐，跟他这么大的一天吃几克盐合适？他就爱吃咸鸭蛋',
      '那酱油还能放吗',
    ]);
    expect(first!.text).toMatch(CHILD_CANNOT_ZH);
    expect(first!.text).not.toMatch(/5克/);
    expect(next!.text).toMatch(CHILD_CANNOT_ZH);
  });

  it('an old man “像他这么大年纪” is not a child', () => {
    const [r] = chat('old-size', null, 'zh-CN', ['像他这么大年纪，一天吃几克盐合适？']);
    expect(r!.text).not.toMatch(CHILD_CANNOT_ZH);
  });

  it('zh-014: a teenager’s energy drinks: the teenager’s limit, not the adult 400 mg', () => {
    const [, r] = chat('teen-energy', null, 'zh-CN', [
      '孩子读高二，天天喝东鹏特饮提神，咖啡因会不会太多',
      '那一天顶多喝几罐？',
    ]);
    expect(r!.text).toMatch(/每公斤体重约2\.5毫克/);
    expect(r!.text).not.toMatch(/不超过400毫克的总量/);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('zh-069: water asked with swelling and protein in the urine: the doctor’s limit, never the adult’s litres', () => {
    const [r] = chat('water-swelling', null, locale, [
      zh
        ? '验出来尿蛋白2+，早上眼皮肿，水要少喝吗？一天喝多少？'
        : 'protein in my urine and my ankles are puffy, should I drink less water? how much a day?',
    ]);
    expect(r!.text).toMatch(zh ? /以医生的限制为准/ : /that limit comes first/);
    expect(r!.text).not.toMatch(zh ? /1500–1700毫升/ : /2\.7 litres/);
  });

  it('zh-080: oranges with a statin on spironolactone and a raised potassium are counted, not “as usual”', () => {
    const [r] = chat('statin-oranges-k', HEART_FAILURE_K, locale, [
      zh
        ? '吃立普妥不能吃西柚，那砂糖橘和橙汁呢，能照常吃吗'
        : 'on lipitor so no grapefruit, but are mandarins and orange juice ok as normal?',
    ]);
    expect(r!.text).toMatch(
      zh ? /含钾较多的水果，不能敞开吃/ : /high-potassium fruit — not for eating freely/,
    );
    expect(r!.text).not.toMatch(zh ? /可以照常吃/ : /are fine — they do not interact/);
  });

  it('zh-055: starch for a thin person on insulin is kept steady, never cut', () => {
    const [r] = chat('thin-insulin-starch', THIN_ON_INSULIN, locale, [
      zh ? '打着胰岛素，米饭一顿吃多少合适？' : 'on insulin — how much rice should I have at a meal?',
    ]);
    expect(r!.text).toMatch(zh ? /主食不能靠少吃来控血糖/ : /starch is not cut to control the sugar/);
    expect(r!.text).not.toMatch(zh ? /先减到一碗/ : /cut (it )?to one/);
  });

  it('zh-012: soy milk for a mother keeping dairy out for her baby’s allergy: soy stays unless the doctor says, calcium and D', () => {
    const [r] = chat('cmpa-soy', NURSING, locale, [
      zh
        ? '宝宝牛奶蛋白过敏我在忌奶，豆腐豆浆也要一起忌吗？钙怎么办'
        : 'baby has CMPA so I cut dairy, do I have to cut soy too? and what about calcium',
    ]);
    expect(r!.text).toMatch(
      zh ? /钙（约1000毫克）和维生素D（10微克/ : /calcium \(about 1,000 mg\) and vitamin D \(10 µg/,
    );
    expect(r!.text).not.toMatch(zh ? /每天奶类300–500克/ : /300–500 g of dairy/);
  });

  it('zh-036: calcium and vitamin D asked beside cholestyramine: the sequestrant’s gap is said', () => {
    const [r] = chat('cholestyramine-pair', ON_CHOLESTYRAMINE, locale, [
      zh ? '钙片和维生素D能一起吃吗？' : 'can I take my calcium and vitamin D together?',
    ]);
    expect(r!.text).toMatch(zh ? /维生素D \+ 考来烯胺：分开吃/ : /Vitamin D \+ Cholestyramine: take apart/i);
  });

  it('en-004: a multivitamin’s iron asked with a high ferritin: no “within the UL” and no daily need after “take none”', () => {
    const [r] = chat('overload-multi', IRON_OVERLOAD, locale, [
      zh
        ? '我有血色病，复合维生素里有18毫克铁，要停吗？'
        : 'I have haemochromatosis and my multi has 18 mg iron, should I stop it?',
    ]);
    expect(r!.text).toMatch(zh ? /铁蛋白/ : /ferritin/);
    expect(r!.text).not.toMatch(zh ? /在上限（UL）.{0,12}以内/ : /within the UL/);
    expect(r!.text).not.toMatch(zh ? /你每天需要/ : /You need \*\*/);
  });

  it('en-021: a high LDL with ghee and fried snacks: less saturated fat, the statin kept', () => {
    const [r] = chat('ldl-ghee', AFTER_MI, locale, [
      zh
        ? 'LDL还是2.6，医生要降到1.4以下，我们家每顿都放酥油，天天吃油炸零食，饮食上要怎么改？'
        : 'LDL still 101 on my statin, doctor wants under 55. we cook with ghee every meal and eat namkeen daily, what should I change?',
    ]);
    expect(r!.text).toMatch(zh ? /少吃饱和脂肪和油炸的东西/ : /less saturated fat and fried food/);
    expect(r!.text).toMatch(zh ? /不要自己停或减/ : /keep taking it as prescribed/);
  });

  it('en-047: levothyroxine and coffee in pregnancy: TSH about every 4 weeks, no waiting 6–8 weeks', () => {
    const [r] = chat('thyroxine-pregnancy', PREGNANT_ON_THYROXINE, locale, [
      zh
        ? '优甲乐和早上的拿铁能一起喝吗？会影响吸收吗'
        : 'can I have my morning latte with my levothyroxine or does it affect absorption?',
    ]);
    expect(r!.text).toMatch(zh ? /每4周左右查一次/ : /about every 4 weeks/);
    expect(r!.text).not.toMatch(/6–8/);
  });

  it('en-048: a creatinine of 1.3 beside a sulfonylurea is not a low glucose', () => {
    const [r] = chat('creatinine-not-low', ON_GLIMEPIRIDE, locale, [
      zh
        ? '她天天吃双氯芬酸止膝盖疼，还吃赖诺普利，肌酐1.3，伤肾吗？'
        : 'she takes diclofenac most days with her lisinopril, creatinine 1.3 — bad for her kidneys?',
    ]);
    expect(r!.text).not.toMatch(zh ? /低血糖/ : /\bhypo\b/);
  });
});

describe('en-038: an HbA1c in mmol/mol is a three-month average, never a critical value', () => {
  it.each([
    'Her HbA1c came back 44 mmol/mol and the clinic is watching it. Should we cut the sugar in her shakes?',
    '糖化血红蛋白45 mmol/mol，医生说再观察，要少吃糖吗',
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });

  it('an HbA1c told with vomiting and ketone breath is still the crisis', () => {
    expect(
      redFlagsFor(
        'HbA1c 90 mmol/mol and now she keeps vomiting, breathing fast, breath smells of pear drops',
      ).map((h) => h.kind),
    ).toContain('hyperglycaemic_crisis');
  });
});
