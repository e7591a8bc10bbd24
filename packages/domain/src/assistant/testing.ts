/**
 * Test helpers (not part of the assistant API): the question table shared by the domain tests and the
 * API tests. Each case names the intent and the facts the answer must contain; facts are computed from
 * the plan and the engine, so the table checks grounding, not copied numbers.
 */
import { pick, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { foodSourcesFor } from '../foods';
import { taboosFor } from '../interactions';
import type { NutrientKey } from '../nutrients';
import { PREGNANCY_FOLATE_UG, TIMING } from '../recommend';
import { amount, fmt } from './format';
import { DEFICIENCY_SIGNS, SEVERITY_LABEL, URGENT_LEAD } from './knowledge';
import type { Intent } from './lexicon';

/** The persona every case is asked by: on warfarin and levothyroxine, taking vitamin D. */
const storedPlans = new Map<string, PlanDocument>();
/**
 * The engine's plan for these answers as a stored document (the fields the API adds, fixed), built
 * once per name and locale: what the assistant tests ask against.
 */
export function storedPlanFor(name: string, answers: Answers, locale: Locale): PlanDocument {
  const key = `${name}:${locale}`;
  let p = storedPlans.get(key);
  if (!p) {
    p = {
      ...planFor(answers, locale),
      id: 'doc',
      customNutritionPlanId: 'plan',
      nickname: name,
      questionnaireType: 'deep_questionnaire',
      nextStep: '3',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    storedPlans.set(key, p);
  }
  return p;
}

export const CHAT_PERSONA: Answers = {
  nickname: 'Lin',
  gender: 'female',
  age: 45,
  heightCm: 160,
  weightKg: 62,
  activityLevel: 'moderate',
  medicines: ['warfarin', 'levothyroxine'],
  // Osteoporosis gives Lin a targeted calcium recommendation: since the food-first rules (pharmacist
  // review B10) a calcium gap from an imputed diet alone is food advice, not a product.
  conditions: ['osteoporosis'],
  supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' }],
};
export const CHAT_PERSONA_MEDICINES = ['warfarin', 'levothyroxine'] as const;

export interface ChatCase {
  q: string;
  locale: Locale;
  intent: Intent;
  /** Strings the answer text must contain, computed from the user's plan. */
  facts: (plan: PlanDocument) => string[];
  /** Card types the answer must carry. */
  cards?: readonly ('profile' | 'recommend' | 'tips' | 'products')[];
  /** Part of the subset the API tests send through HTTP. */
  api?: boolean;
}

const target = (plan: PlanDocument, key: NutrientKey): string => {
  const n = plan.nutrients.find((x) => x.key === key)!;
  return amount(n.target, n.unit);
};
const ul = (plan: PlanDocument, key: NutrientKey): string => {
  const n = plan.nutrients.find((x) => x.key === key)!;
  return amount(n.ul!, n.unit);
};
const severity = (drug: string, substance: NutrientKey, locale: Locale): string => {
  const t = taboosFor({ medicines: [drug], substances: [substance] }, locale).find(
    (x) => x.target === substance,
  )!;
  return pick(SEVERITY_LABEL[t.severity], locale);
};
const foods = (key: NutrientKey, locale: Locale, n = 3) => foodSourcesFor(key, locale, n).map((f) => f.name);
const urgentLead = (locale: Locale) => [pick(URGENT_LEAD, locale)];

const zh: ChatCase[] = [
  {
    q: '我在吃华法林，可以吃鱼油吗',
    locale: 'zh-CN',
    intent: 'drug_interaction',
    facts: () => ['华法林', 'Omega-3', severity('warfarin', 'omega3', 'zh-CN')],
    api: true,
  },
  {
    q: '我每天需要多少维生素D？',
    locale: 'zh-CN',
    intent: 'how_much_nutrient',
    facts: (p) => [target(p, 'vitaminD'), ul(p, 'vitaminD')],
    api: true,
  },
  {
    q: '哪些食物富含铁？',
    locale: 'zh-CN',
    intent: 'food_sources',
    facts: () => foods('iron', 'zh-CN'),
    cards: ['tips'],
    api: true,
  },
  {
    q: '缺钙有什么表现？',
    locale: 'zh-CN',
    intent: 'deficiency_signs',
    facts: () => ['骨质疏松', pick(DEFICIENCY_SIGNS.calcium.role, 'zh-CN')],
  },
  {
    q: '维生素D什么时候吃最好？',
    locale: 'zh-CN',
    intent: 'supplement_timing',
    facts: () => [TIMING.vitaminD.text.zh],
  },
  {
    // Colloquial: 啥时候 for 什么时候.
    q: '钙片啥时候吃好',
    locale: 'zh-CN',
    intent: 'supplement_timing',
    facts: () => [TIMING.calcium.text.zh.slice(0, 6)],
    cards: ['recommend', 'products'],
  },
  {
    q: '帮我解读一下我的方案',
    locale: 'zh-CN',
    intent: 'plan_explained',
    facts: (p) => ['BMI', fmt(p.profile.bmi), fmt(p.profile.tdeeKcal)],
    cards: ['profile', 'recommend'],
    api: true,
  },
  {
    q: '为什么推荐我补钙？',
    locale: 'zh-CN',
    intent: 'why_nutrient',
    facts: (p) => [amount(p.recommendations.find((r) => r.nutrient === 'calcium')!.dose, 'mg')],
    cards: ['recommend'],
  },
  {
    q: '我吃的维生素D会过量吗？',
    locale: 'zh-CN',
    intent: 'dose_too_high',
    facts: (p) => [ul(p, 'vitaminD'), '上限以内'],
  },
  {
    q: '每天吃5000毫克钙安全吗？',
    locale: 'zh-CN',
    intent: 'dose_too_high',
    facts: (p) => [ul(p, 'calcium'), '超过上限'],
    api: true,
  },
  {
    q: '推荐我买哪些产品？',
    locale: 'zh-CN',
    intent: 'product_question',
    facts: () => ['营养家'],
    cards: ['products'],
  },
  {
    q: '我的BMI是多少？',
    locale: 'zh-CN',
    intent: 'bmi_energy',
    facts: (p) => [fmt(p.profile.bmi), fmt(p.profile.tdeeKcal)],
    cards: ['profile'],
  },
  {
    q: '我想减肥，应该怎么吃？',
    locale: 'zh-CN',
    intent: 'weight_change',
    facts: (p) => [fmt(p.profile.tdeeKcal)],
  },
  {
    q: '我怀孕了，需要补充什么？',
    locale: 'zh-CN',
    intent: 'pregnancy_lactation',
    facts: () => ['叶酸', String(PREGNANCY_FOLATE_UG)],
    cards: ['tips'],
  },
  {
    q: '我吃素，需要注意哪些营养素？',
    locale: 'zh-CN',
    intent: 'vegetarian_vegan',
    facts: (p) => ['维生素B12', target(p, 'vitaminB12')],
    cards: ['tips'],
  },
  { q: '最近总是失眠，吃什么有帮助？', locale: 'zh-CN', intent: 'goals', facts: () => ['7小时'] },
  {
    q: '怎么提高免疫力？',
    locale: 'zh-CN',
    intent: 'goals',
    facts: (p) => ['维生素C', target(p, 'vitaminC')],
  },
  {
    q: '骨质疏松怎么补？',
    locale: 'zh-CN',
    intent: 'goals',
    facts: (p) => [target(p, 'calcium'), target(p, 'vitaminD')],
  },
  { q: '你好', locale: 'zh-CN', intent: 'greeting', facts: () => ['营养助手'] },
  { q: '谢谢你', locale: 'zh-CN', intent: 'thanks', facts: () => ['不客气'] },
  { q: '今天天气怎么样？', locale: 'zh-CN', intent: 'out_of_scope', facts: () => ['我可以帮你'] },
  {
    q: '我胸口很痛，喘不上气',
    locale: 'zh-CN',
    intent: 'urgent',
    facts: () => [...urgentLead('zh-CN'), '120'],
    api: true,
  },
  { q: '我不想活了', locale: 'zh-CN', intent: 'urgent', facts: () => [...urgentLead('zh-CN'), '12356'] },
  { q: '大便发黑，还吐血', locale: 'zh-CN', intent: 'urgent', facts: () => urgentLead('zh-CN') },
  {
    q: '我在吃优甲乐，可以吃钙片吗？',
    locale: 'zh-CN',
    intent: 'drug_interaction',
    facts: () => ['左甲状腺素', '4小时', severity('levothyroxine', 'calcium', 'zh-CN')],
  },
  {
    q: '吃二甲双胍要补维生素B12吗',
    locale: 'zh-CN',
    intent: 'drug_interaction',
    facts: () => ['二甲双胍', '维生素B12'],
  },
  {
    q: '我在吃阿司匹林，能吃维生素C吗',
    locale: 'zh-CN',
    intent: 'drug_interaction',
    facts: () => ['没有', '已知相互作用', '药师'],
  },
];

const en: ChatCase[] = [
  {
    q: 'I take warfarin, can I take fish oil?',
    locale: 'en-US',
    intent: 'drug_interaction',
    facts: () => ['Warfarin', 'Omega-3', severity('warfarin', 'omega3', 'en-US')],
    api: true,
  },
  {
    q: 'how much vitamin D do I need',
    locale: 'en-US',
    intent: 'how_much_nutrient',
    facts: (p) => [target(p, 'vitaminD')],
    api: true,
  },
  {
    q: 'what foods are rich in iron',
    locale: 'en-US',
    intent: 'food_sources',
    facts: () => foods('iron', 'en-US'),
    cards: ['tips'],
    api: true,
  },
  {
    q: 'What are the signs of vitamin B12 deficiency?',
    locale: 'en-US',
    intent: 'deficiency_signs',
    facts: () => ['numbness'],
  },
  {
    q: 'When should I take my iron supplement?',
    locale: 'en-US',
    intent: 'supplement_timing',
    facts: () => [TIMING.iron.text.en, 'Levothyroxine'],
  },
  {
    q: 'Can you explain my plan?',
    locale: 'en-US',
    intent: 'plan_explained',
    facts: (p) => ['BMI', fmt(p.profile.bmi)],
    cards: ['profile'],
  },
  {
    // Calcium since ADR 0023 (Lin's magnesium gap from a food estimate alone is food advice).
    q: 'Why do I need calcium?',
    locale: 'en-US',
    intent: 'why_nutrient',
    facts: (p) => [amount(p.recommendations.find((r) => r.nutrient === 'calcium')!.dose, 'mg')],
    cards: ['recommend'],
  },
  {
    q: 'Is 5000 IU of vitamin D too much?',
    locale: 'en-US',
    intent: 'dose_too_high',
    facts: (p) => [ul(p, 'vitaminD'), 'exceed'],
    api: true,
  },
  {
    q: 'Which products should I buy?',
    locale: 'en-US',
    intent: 'product_question',
    facts: () => ['NutriHome'],
    cards: ['products'],
    api: true,
  },
  {
    q: 'What is my BMI?',
    locale: 'en-US',
    intent: 'bmi_energy',
    facts: (p) => [fmt(p.profile.bmi), 'WHO'],
    cards: ['profile'],
  },
  {
    q: 'I want to lose weight, any tips?',
    locale: 'en-US',
    intent: 'weight_change',
    facts: (p) => [fmt(p.profile.tdeeKcal), '500'],
  },
  {
    q: "I'm pregnant, which supplements do I need?",
    locale: 'en-US',
    intent: 'pregnancy_lactation',
    facts: () => ['folic acid', String(PREGNANCY_FOLATE_UG)],
    cards: ['tips'],
  },
  {
    q: 'I am breastfeeding, what should I eat?',
    locale: 'en-US',
    intent: 'pregnancy_lactation',
    facts: () => ['lactation'],
  },
  {
    q: "I'm vegan, what should I watch?",
    locale: 'en-US',
    intent: 'vegetarian_vegan',
    facts: (p) => ['Vitamin B12', target(p, 'vitaminB12')],
  },
  { q: 'How can I sleep better?', locale: 'en-US', intent: 'goals', facts: () => ['7 or more hours'] },
  {
    q: 'How do I keep my bones strong?',
    locale: 'en-US',
    intent: 'goals',
    facts: (p) => [target(p, 'calcium')],
  },
  { q: 'Hello', locale: 'en-US', intent: 'greeting', facts: () => ['nutrition assistant'] },
  { q: 'Thank you so much', locale: 'en-US', intent: 'thanks', facts: () => ['welcome'] },
  {
    q: 'Who won the football match yesterday?',
    locale: 'en-US',
    intent: 'out_of_scope',
    facts: () => ['I can help with'],
  },
  {
    q: 'I have crushing chest pain',
    locale: 'en-US',
    intent: 'urgent',
    facts: () => [...urgentLead('en-US'), '911'],
    api: true,
  },
  { q: 'I fainted this morning', locale: 'en-US', intent: 'urgent', facts: () => urgentLead('en-US') },
  { q: 'There is blood in my stool', locale: 'en-US', intent: 'urgent', facts: () => urgentLead('en-US') },
  {
    q: 'My face is drooping and my speech is slurred',
    locale: 'en-US',
    intent: 'urgent',
    facts: () => [...urgentLead('en-US'), 'stroke'],
  },
  {
    q: 'Can I take calcium with levothyroxine?',
    locale: 'en-US',
    intent: 'drug_interaction',
    facts: () => ['Levothyroxine', '4 hours', severity('levothyroxine', 'calcium', 'en-US')],
  },
  {
    q: 'Does metformin interact with vitamin B12?',
    locale: 'en-US',
    intent: 'drug_interaction',
    facts: () => ['Metformin', 'Vitamin B12'],
  },
  {
    q: 'Can I take vitamin C with amoxicillin?',
    locale: 'en-US',
    intent: 'drug_interaction',
    facts: () => ['no known interaction', 'pharmacist'],
  },
];

export const CHAT_CASES: readonly ChatCase[] = [...zh, ...en];
