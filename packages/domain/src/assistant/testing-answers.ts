/**
 * Test helpers (not part of the assistant API) for issue 15 §7, "the assistant answers the question
 * asked": personas, and phrase tables in both languages with odd phrasings, typos, traditional
 * characters and colloquial forms. Expectations are meanings (the person's own dose figure, parts in
 * order, a timing rule's id and kind, no follow-up that contradicts a warning), computed from the plan
 * and the data tables, never one fixed sentence. Shared by the domain tests and the HTTP tests.
 */
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import type { Intent } from './lexicon';
import type { NutrientKey } from '../nutrients';
import type { WarningKind } from './followups';
import { CHAT_PERSONA } from './testing';

const adult = { heightCm: 165, weightKg: 62, activityLevel: 'moderate' } as const;

/** Who asks: Lin (warfarin, levothyroxine, vitamin D 1000 IU), low ferritin, kidney disease, pregnant, statin. */
export const ANSWER_PERSONAS = {
  lin: CHAT_PERSONA,
  ironLow: {
    gender: 'female',
    age: 30,
    heightCm: 160,
    weightKg: 55,
    activityLevel: 'light',
    labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }],
  },
  ckd: { ...adult, gender: 'male', age: 58, conditions: ['kidney_disease'] },
  pregnant: { ...adult, gender: 'female', age: 30, lifeStage: 'pregnant_t2' },
  statin: { ...adult, gender: 'male', age: 61, medicines: ['atorvastatin'] },
} as const satisfies Record<string, Answers>;
export type AnswerPersona = keyof typeof ANSWER_PERSONAS;

/**
 * What a dose answer must give: `plan_dose` the plan's dose figure; `supervised` the treatment dose,
 * marked as under medical supervision; `covered` what the person already takes (no extra);
 * `no_self_dose` no dose at all, a referral (kidney disease); `retinol` the pregnancy caution.
 */
export type DoseExpectation = 'plan_dose' | 'supervised' | 'covered' | 'no_self_dose' | 'retinol';

export interface DoseCase {
  q: string;
  locale: Locale;
  persona: AnswerPersona;
  nutrient: NutrientKey;
  expect: DoseExpectation;
}

const d = (
  q: string,
  locale: Locale,
  persona: AnswerPersona,
  nutrient: NutrientKey,
  expect: DoseExpectation,
): DoseCase => ({ q, locale, persona, nutrient, expect });

export const DOSE_CASES: readonly DoseCase[] = [
  d('维生素D一天吃多少', 'zh-CN', 'lin', 'vitaminD', 'covered'),
  d('维D每天补几个单位合适', 'zh-CN', 'lin', 'vitaminD', 'covered'),
  d('钙我应该吃多少啊', 'zh-CN', 'lin', 'calcium', 'plan_dose'),
  d('鈣片一天吃幾粒', 'zh-CN', 'lin', 'calcium', 'plan_dose'),
  d('维生素B12要吃多大剂量', 'zh-CN', 'lin', 'vitaminB12', 'plan_dose'),
  d('我该补多少铁', 'zh-CN', 'ironLow', 'iron', 'supervised'),
  d('铁剂吃多少mg', 'zh-CN', 'ironLow', 'iron', 'supervised'),
  d('鉀要補多少', 'zh-CN', 'ckd', 'potassium', 'no_self_dose'),
  d('我一天吃多少镁才够', 'zh-CN', 'ckd', 'magnesium', 'no_self_dose'),
  d('孕妇维生素A吃多少', 'zh-CN', 'pregnant', 'vitaminA', 'retinol'),
  d('How much vitamin D should I take?', 'en-US', 'lin', 'vitaminD', 'covered'),
  d('how much vit d per day for me?', 'en-US', 'lin', 'vitaminD', 'covered'),
  d('whats the right calcium dose for me', 'en-US', 'lin', 'calcium', 'plan_dose'),
  // Lin's magnesium gap is only a food estimate: food advice since ADR 0023, so calcium carries these.
  d('what dose of calcium is right for me', 'en-US', 'lin', 'calcium', 'plan_dose'),
  d('Calcium — how much should I be taking daily?', 'en-US', 'lin', 'calcium', 'plan_dose'),
  d('how much iron shud i take', 'en-US', 'ironLow', 'iron', 'supervised'),
  d('what dosage of iron do i need', 'en-US', 'ironLow', 'iron', 'supervised'),
  d('how many mg of potassium should I supplement', 'en-US', 'ckd', 'potassium', 'no_self_dose'),
  d('what dose of magnesium is right for me', 'en-US', 'ckd', 'magnesium', 'no_self_dose'),
  d('how much vitamin A can I take while pregnant', 'en-US', 'pregnant', 'vitaminA', 'retinol'),
];

export interface MultiCase {
  q: string;
  locale: Locale;
  persona: AnswerPersona;
  /** The intent of each part, in order. */
  parts: readonly Intent[];
  /** Timing rules that must be among the answer's rules, in the order they first appear. */
  rules?: readonly string[];
}

/** Lin asks every two-part question. */
const m = (q: string, locale: Locale, parts: readonly Intent[], rules?: readonly string[]): MultiCase => ({
  q,
  locale,
  persona: 'lin',
  parts,
  ...(rules ? { rules } : {}),
});

export const MULTI_CASES: readonly MultiCase[] = [
  m(
    'can I take iron and calcium together, and what about coffee?',
    'en-US',
    ['supplement_pairing', 'supplement_pairing'],
    ['iron-calcium', 'iron-coffee'],
  ),
  m('鱼油什么时候吃？和阿司匹林一起吃行吗？', 'zh-CN', ['supplement_timing', 'drug_interaction']),
  m('钙片什么时候吃，另外维生素D要补多少', 'zh-CN', ['supplement_timing', 'how_much_nutrient']),
  m('How much vitamin D should I take? Also, what foods are rich in calcium?', 'en-US', [
    'how_much_nutrient',
    'food_sources',
  ]),
  m('缺铁有什么表现？还有哪些食物含铁多', 'zh-CN', ['deficiency_signs', 'food_sources']),
  m('when should i take magnesium, and is 500 mg too much?', 'en-US', ['supplement_timing', 'dose_too_high']),
  m('維生素D什麼時候吃？一天吃多少？', 'zh-CN', ['supplement_timing', 'how_much_nutrient']),
  m('What are the signs of low B12? how much do I need?', 'en-US', ['deficiency_signs', 'how_much_nutrient']),
  m('我的BMI是多少？另外我想减肥怎么吃', 'zh-CN', ['bmi_energy', 'weight_change']),
  m(
    'can i take calcium with tea? and when is the best time to take vitamin D',
    'en-US',
    ['supplement_pairing', 'supplement_timing'],
    ['calcium-tea'],
  ),
  m(
    '铁剂和牛奶能一起吃吗？那咖啡呢？',
    'zh-CN',
    ['supplement_pairing', 'supplement_pairing'],
    ['iron-milk', 'iron-coffee'],
  ),
  m(
    '钙和维生素D能一起吃吗？以及镁一天吃多少',
    'zh-CN',
    ['supplement_pairing', 'how_much_nutrient'],
    ['calcium-vitaminD'],
  ),
];

export interface PairingCase {
  q: string;
  locale: Locale;
  /** The rule (PAIR_RULES id) the answer must use. */
  rule: string;
}

export const PAIRING_CASES: readonly PairingCase[] = [
  { q: 'should I take calcium with my morning tea', locale: 'en-US', rule: 'calcium-tea' },
  { q: 'can i take iron with coffee', locale: 'en-US', rule: 'iron-coffee' },
  { q: 'take iron with vitamin C?', locale: 'en-US', rule: 'iron-vitaminC' },
  { q: 'Can I have my calcium supplement with a spinach salad', locale: 'en-US', rule: 'calcium-oxalate' },
  { q: 'zinc and iron at the same time ok?', locale: 'en-US', rule: 'iron-zinc' },
  { q: 'Does coffee mess with my calcium?', locale: 'en-US', rule: 'calcium-coffee' },
  { q: 'calcium + vit D together?', locale: 'en-US', rule: 'calcium-vitaminD' },
  {
    q: 'thyroid pill and coffee in the morning - how long to wait?',
    locale: 'en-US',
    rule: 'levothyroxine-coffee',
  },
  { q: 'iron tablets washed down with milk, is that fine', locale: 'en-US', rule: 'iron-milk' },
  { q: 'is bran cereal ok with my calcium pill', locale: 'en-US', rule: 'calcium-bran' },
  { q: '铁剂和牛奶能一起吃吗', locale: 'zh-CN', rule: 'iron-milk' },
  { q: '钙和铁能一起吃吗', locale: 'zh-CN', rule: 'iron-calcium' },
  { q: '鐵劑能配咖啡喝嗎', locale: 'zh-CN', rule: 'iron-coffee' },
  { q: '吃钙片能喝咖啡吗', locale: 'zh-CN', rule: 'calcium-coffee' },
  { q: '喝茶会影响补铁吗', locale: 'zh-CN', rule: 'iron-tea' },
  { q: '麦麸早餐和钙片隔多久', locale: 'zh-CN', rule: 'calcium-bran' },
  { q: '优甲乐和牛奶一起吃可以吗', locale: 'zh-CN', rule: 'levothyroxine-milk' },
  { q: '补锌和补铁可以同时吗', locale: 'zh-CN', rule: 'iron-zinc' },
  { q: '钙片配菠菜吃行不行', locale: 'zh-CN', rule: 'calcium-oxalate' },
  { q: '铁和维C一块吃好吗', locale: 'zh-CN', rule: 'iron-vitaminC' },
];

export interface StatinCase {
  q: string;
  locale: Locale;
  persona: AnswerPersona;
  /** `statin_muscle`, or `urgent` for dark urine / severe weakness (the red-flag detector). */
  intent: 'statin_muscle' | 'urgent';
}

const st = (q: string, locale: Locale, persona: AnswerPersona, intent: StatinCase['intent']): StatinCase => ({
  q,
  locale,
  persona,
  intent,
});

export const STATIN_CASES: readonly StatinCase[] = [
  st("I'm on atorvastatin and my legs ache, should I take CoQ10?", 'en-US', 'statin', 'statin_muscle'),
  st('lipitor making my muscles sore, will coq10 help', 'en-US', 'lin', 'statin_muscle'),
  st('Should I stop my statin because my muscles hurt?', 'en-US', 'statin', 'statin_muscle'),
  st('my calves cramp since starting simvastatin', 'en-US', 'lin', 'statin_muscle'),
  st('is CoQ10 worth taking with crestor?', 'en-US', 'lin', 'statin_muscle'),
  st('muscle aches on my cholesterol pill, what supplement?', 'en-US', 'lin', 'statin_muscle'),
  st('on a statin, muscles sore and my pee is dark brown', 'en-US', 'statin', 'urgent'),
  st('吃他汀腿疼能吃辅酶Q10吗', 'zh-CN', 'statin', 'statin_muscle'),
  st('瑞舒伐他汀吃了肌肉酸痛怎么办', 'zh-CN', 'lin', 'statin_muscle'),
  st('吃降脂药浑身没劲还疼，要补什么', 'zh-CN', 'statin', 'statin_muscle'),
  st('他汀類藥物肌肉痠痛可以吃輔酶Q10嗎', 'zh-CN', 'lin', 'statin_muscle'),
  st('阿托伐他汀 腿酸 辅酶q10有用吗', 'zh-CN', 'lin', 'statin_muscle'),
  st('吃他汀浑身肌肉疼，尿是酱油色', 'zh-CN', 'statin', 'urgent'),
];

export interface FollowUpCase {
  q: string;
  locale: Locale;
  persona: AnswerPersona;
  /** A warning the answer must carry (kind and, when given, substance). */
  warning: { kind: WarningKind; substance?: string };
}

const f = (
  q: string,
  locale: Locale,
  persona: AnswerPersona,
  kind: WarningKind,
  substance?: string,
): FollowUpCase => ({ q, locale, persona, warning: substance ? { kind, substance } : { kind } });

export const FOLLOW_UP_CASES: readonly FollowUpCase[] = [
  f('I take warfarin, can I take vitamin K?', 'en-US', 'lin', 'avoid_supplement', 'vitaminK'),
  f('吃华法林能补维生素K吗', 'zh-CN', 'lin', 'avoid_supplement', 'vitaminK'),
  f('when should i take vitamin k', 'en-US', 'lin', 'avoid_supplement', 'vitaminK'),
  f('I take warfarin, can I take fish oil?', 'en-US', 'lin', 'ask_prescriber_first', 'omega3'),
  f('华法林能和鱼油一起吃吗', 'zh-CN', 'lin', 'ask_prescriber_first', 'omega3'),
  f('What are the signs of vitamin B12 deficiency?', 'en-US', 'lin', 'see_doctor'),
  f('缺铁有什么症状', 'zh-CN', 'lin', 'see_doctor'),
  f('Is 5000 IU of vitamin D too much?', 'en-US', 'lin', 'reduce_dose', 'vitaminD'),
  f('每天吃5000毫克钙安全吗？', 'zh-CN', 'lin', 'reduce_dose', 'calcium'),
  f("I'm on atorvastatin and my legs ache, should I take CoQ10?", 'en-US', 'statin', 'tell_prescriber'),
  f('吃他汀腿疼能吃辅酶Q10吗', 'zh-CN', 'statin', 'tell_prescriber'),
  f('鉀要補多少', 'zh-CN', 'ckd', 'avoid_supplement', 'potassium'),
  f('how much vitamin A can I take while pregnant', 'en-US', 'pregnant', 'avoid_supplement', 'vitaminA'),
];
