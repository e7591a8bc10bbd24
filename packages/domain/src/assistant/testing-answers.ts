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

export const MULTI_CASES: readonly MultiCase[] = [
  {
    q: 'can I take iron and calcium together, and what about coffee?',
    locale: 'en-US',
    persona: 'lin',
    parts: ['supplement_pairing', 'supplement_pairing'],
    rules: ['iron-calcium', 'iron-coffee'],
  },
  {
    q: '鱼油什么时候吃？和阿司匹林一起吃行吗？',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['supplement_timing', 'drug_interaction'],
  },
  {
    q: '钙片什么时候吃，另外维生素D要补多少',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['supplement_timing', 'how_much_nutrient'],
  },
  {
    q: 'How much vitamin D should I take? Also, what foods are rich in calcium?',
    locale: 'en-US',
    persona: 'lin',
    parts: ['how_much_nutrient', 'food_sources'],
  },
  {
    q: '缺铁有什么表现？还有哪些食物含铁多',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['deficiency_signs', 'food_sources'],
  },
  {
    q: 'when should i take magnesium, and is 500 mg too much?',
    locale: 'en-US',
    persona: 'lin',
    parts: ['supplement_timing', 'dose_too_high'],
  },
  {
    q: '維生素D什麼時候吃？一天吃多少？',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['supplement_timing', 'how_much_nutrient'],
  },
  {
    q: 'What are the signs of low B12? how much do I need?',
    locale: 'en-US',
    persona: 'lin',
    parts: ['deficiency_signs', 'how_much_nutrient'],
  },
  {
    q: '我的BMI是多少？另外我想减肥怎么吃',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['bmi_energy', 'weight_change'],
  },
  {
    q: 'can i take calcium with tea? and when is the best time to take vitamin D',
    locale: 'en-US',
    persona: 'lin',
    parts: ['supplement_pairing', 'supplement_timing'],
    rules: ['calcium-tea'],
  },
  {
    q: '铁剂和牛奶能一起吃吗？那咖啡呢？',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['supplement_pairing', 'supplement_pairing'],
    rules: ['iron-milk', 'iron-coffee'],
  },
  {
    q: '钙和维生素D能一起吃吗？以及镁一天吃多少',
    locale: 'zh-CN',
    persona: 'lin',
    parts: ['supplement_pairing', 'how_much_nutrient'],
    rules: ['calcium-vitaminD'],
  },
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

export const STATIN_CASES: readonly StatinCase[] = [
  {
    q: "I'm on atorvastatin and my legs ache, should I take CoQ10?",
    locale: 'en-US',
    persona: 'statin',
    intent: 'statin_muscle',
  },
  {
    q: 'lipitor making my muscles sore, will coq10 help',
    locale: 'en-US',
    persona: 'lin',
    intent: 'statin_muscle',
  },
  {
    q: 'Should I stop my statin because my muscles hurt?',
    locale: 'en-US',
    persona: 'statin',
    intent: 'statin_muscle',
  },
  {
    q: 'my calves cramp since starting simvastatin',
    locale: 'en-US',
    persona: 'lin',
    intent: 'statin_muscle',
  },
  { q: 'is CoQ10 worth taking with crestor?', locale: 'en-US', persona: 'lin', intent: 'statin_muscle' },
  {
    q: 'muscle aches on my cholesterol pill, what supplement?',
    locale: 'en-US',
    persona: 'lin',
    intent: 'statin_muscle',
  },
  {
    q: 'on a statin, muscles sore and my pee is dark brown',
    locale: 'en-US',
    persona: 'statin',
    intent: 'urgent',
  },
  { q: '吃他汀腿疼能吃辅酶Q10吗', locale: 'zh-CN', persona: 'statin', intent: 'statin_muscle' },
  { q: '瑞舒伐他汀吃了肌肉酸痛怎么办', locale: 'zh-CN', persona: 'lin', intent: 'statin_muscle' },
  { q: '吃降脂药浑身没劲还疼，要补什么', locale: 'zh-CN', persona: 'statin', intent: 'statin_muscle' },
  { q: '他汀類藥物肌肉痠痛可以吃輔酶Q10嗎', locale: 'zh-CN', persona: 'lin', intent: 'statin_muscle' },
  { q: '阿托伐他汀 腿酸 辅酶q10有用吗', locale: 'zh-CN', persona: 'lin', intent: 'statin_muscle' },
  { q: '吃他汀浑身肌肉疼，尿是酱油色', locale: 'zh-CN', persona: 'statin', intent: 'urgent' },
];

export interface FollowUpCase {
  q: string;
  locale: Locale;
  persona: AnswerPersona;
  /** A warning the answer must carry (kind and, when given, substance). */
  warning: { kind: WarningKind; substance?: string };
}

export const FOLLOW_UP_CASES: readonly FollowUpCase[] = [
  {
    q: 'I take warfarin, can I take vitamin K?',
    locale: 'en-US',
    persona: 'lin',
    warning: { kind: 'avoid_supplement', substance: 'vitaminK' },
  },
  {
    q: '吃华法林能补维生素K吗',
    locale: 'zh-CN',
    persona: 'lin',
    warning: { kind: 'avoid_supplement', substance: 'vitaminK' },
  },
  {
    q: 'when should i take vitamin k',
    locale: 'en-US',
    persona: 'lin',
    warning: { kind: 'avoid_supplement', substance: 'vitaminK' },
  },
  {
    q: 'I take warfarin, can I take fish oil?',
    locale: 'en-US',
    persona: 'lin',
    warning: { kind: 'ask_prescriber_first', substance: 'omega3' },
  },
  {
    q: '华法林能和鱼油一起吃吗',
    locale: 'zh-CN',
    persona: 'lin',
    warning: { kind: 'ask_prescriber_first', substance: 'omega3' },
  },
  {
    q: 'What are the signs of vitamin B12 deficiency?',
    locale: 'en-US',
    persona: 'lin',
    warning: { kind: 'see_doctor' },
  },
  { q: '缺铁有什么症状', locale: 'zh-CN', persona: 'lin', warning: { kind: 'see_doctor' } },
  {
    q: 'Is 5000 IU of vitamin D too much?',
    locale: 'en-US',
    persona: 'lin',
    warning: { kind: 'reduce_dose', substance: 'vitaminD' },
  },
  {
    q: '每天吃5000毫克钙安全吗？',
    locale: 'zh-CN',
    persona: 'lin',
    warning: { kind: 'reduce_dose', substance: 'calcium' },
  },
  {
    q: "I'm on atorvastatin and my legs ache, should I take CoQ10?",
    locale: 'en-US',
    persona: 'statin',
    warning: { kind: 'tell_prescriber' },
  },
  { q: '吃他汀腿疼能吃辅酶Q10吗', locale: 'zh-CN', persona: 'statin', warning: { kind: 'tell_prescriber' } },
  {
    q: '鉀要補多少',
    locale: 'zh-CN',
    persona: 'ckd',
    warning: { kind: 'avoid_supplement', substance: 'potassium' },
  },
  {
    q: 'how much vitamin A can I take while pregnant',
    locale: 'en-US',
    persona: 'pregnant',
    warning: { kind: 'avoid_supplement', substance: 'vitaminA' },
  },
];
