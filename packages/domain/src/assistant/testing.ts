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
import { urgentLeadsFor } from '../safety';
import type { Intent } from './lexicon';
import { assistantReply, type AssistantReply, type ChatTurn } from './reply';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

/** The persona every case is asked by: on warfarin and levothyroxine, taking vitamin D. */
const storedPlans = new Map<string, PlanDocument>();
/**
 * The engine's plan for these answers as a stored document (the fields the API adds, fixed), built
 * once per name, locale and answers: what the assistant tests ask against.
 */
export function storedPlanFor(name: string, answers: Answers, locale: Locale): PlanDocument {
  // The answers are part of the key: test files share one module graph (vitest.config.ts, domain
  // `isolate: false`), and two files may name different people alike ("e4").
  const key = `${name}:${locale}:${JSON.stringify(answers)}`;
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

/**
 * A conversation as one person: each message asked with the person's stored plan (none for `null`, a guest) and
 * medicines, after the turns before it and their answers.
 */
export function chatAs(
  name: string,
  who: Answers | null,
  locale: Locale,
  texts: readonly string[],
): AssistantReply[] {
  const plan = who ? storedPlanFor(name, who, locale) : null;
  const history: ChatTurn[] = [];
  return texts.map((text) => {
    const r = assistantReply({ text, locale, plan, medicines: [...(who?.medicines ?? [])], history });
    history.push({ role: 'user', content: text }, { role: 'assistant', content: r.text });
    return r;
  });
}

/**
 * A message asked as a reference persona (engine/reference-personas.ts): with the persona's plan and
 * medicines, or as a guest without a plan who has not entered them; after an earlier message whose answer
 * is not replayed (the history holds "…").
 */
export function askPersona(
  persona: string,
  locale: Locale,
  text: string,
  options: { withPlan?: boolean; previous?: string } = {},
): AssistantReply {
  const answers = new Map(REFERENCE_PERSONAS).get(persona);
  if (!answers) throw new Error(persona);
  const withPlan = options.withPlan ?? true;
  const history: ChatTurn[] = options.previous
    ? [
        { role: 'user', content: options.previous },
        { role: 'assistant', content: '…' },
      ]
    : [];
  return assistantReply({
    text,
    locale,
    plan: withPlan ? storedPlanFor(persona, answers, locale) : null,
    medicines: withPlan ? [...(answers.medicines ?? [])] : [],
    history,
  });
}

/** A persona table's row: answers written as a read-only constant. */
type PersonaRow = Pick<Answers, 'gender'> & { readonly medicines?: readonly string[] };

/** The medicines a persona takes, as the list a chat user sends. */
export const medicinesOf = (persona: PersonaRow): string[] => [...(persona.medicines ?? [])];

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
/** A stroke, a heart attack, anaphylaxis: the number alone, "call now" (fourteenth review, en P1 #2). */
const callNowLead = (locale: Locale) => [pick(urgentLeadsFor(['stroke'])[0]!, locale)];

/** One language's cases: the locale is said once, for the whole table. */
const casesIn = (locale: Locale, cases: readonly Omit<ChatCase, 'locale'>[]): ChatCase[] =>
  cases.map((c) => ({ ...c, locale }));

const zh = casesIn('zh-CN', [
  {
    q: '我在吃华法林，可以吃鱼油吗',
    intent: 'drug_interaction',
    facts: () => ['华法林', 'Omega-3', severity('warfarin', 'omega3', 'zh-CN')],
    api: true,
  },
  {
    q: '我每天需要多少维生素D？',
    intent: 'how_much_nutrient',
    facts: (p) => [target(p, 'vitaminD'), ul(p, 'vitaminD')],
    api: true,
  },
  {
    q: '哪些食物富含铁？',
    intent: 'food_sources',
    facts: () => foods('iron', 'zh-CN'),
    cards: ['tips'],
    api: true,
  },
  {
    q: '缺钙有什么表现？',
    intent: 'deficiency_signs',
    facts: () => ['骨质疏松', pick(DEFICIENCY_SIGNS.calcium.role, 'zh-CN')],
  },
  {
    q: '维生素D什么时候吃最好？',
    intent: 'supplement_timing',
    facts: () => [TIMING.vitaminD.text.zh],
  },
  {
    // Colloquial: 啥时候 for 什么时候.
    q: '钙片啥时候吃好',
    intent: 'supplement_timing',
    facts: () => [TIMING.calcium.text.zh.slice(0, 6)],
    cards: ['recommend', 'products'],
  },
  {
    q: '帮我解读一下我的方案',
    intent: 'plan_explained',
    facts: (p) => ['BMI', fmt(p.profile.bmi), fmt(p.profile.tdeeKcal)],
    cards: ['profile', 'recommend'],
    api: true,
  },
  {
    q: '为什么推荐我补钙？',
    intent: 'why_nutrient',
    facts: (p) => [amount(p.recommendations.find((r) => r.nutrient === 'calcium')!.dose, 'mg')],
    cards: ['recommend'],
  },
  {
    q: '我吃的维生素D会过量吗？',
    intent: 'dose_too_high',
    facts: (p) => [ul(p, 'vitaminD'), '上限以内'],
  },
  {
    q: '每天吃5000毫克钙安全吗？',
    intent: 'dose_too_high',
    facts: (p) => [ul(p, 'calcium'), '超过上限'],
    api: true,
  },
  {
    q: '推荐我买哪些产品？',
    intent: 'product_question',
    facts: () => ['营养家'],
    cards: ['products'],
  },
  {
    q: '我的BMI是多少？',
    intent: 'bmi_energy',
    facts: (p) => [fmt(p.profile.bmi), fmt(p.profile.tdeeKcal)],
    cards: ['profile'],
  },
  {
    q: '我想减肥，应该怎么吃？',
    intent: 'weight_change',
    facts: (p) => [fmt(p.profile.tdeeKcal)],
  },
  {
    q: '我怀孕了，需要补充什么？',
    intent: 'pregnancy_lactation',
    facts: () => ['叶酸', String(PREGNANCY_FOLATE_UG)],
    cards: ['tips'],
  },
  {
    q: '我吃素，需要注意哪些营养素？',
    intent: 'vegetarian_vegan',
    facts: (p) => ['维生素B12', target(p, 'vitaminB12')],
    cards: ['tips'],
  },
  { q: '最近总是失眠，吃什么有帮助？', intent: 'goals', facts: () => ['7小时'] },
  {
    q: '怎么提高免疫力？',
    intent: 'goals',
    facts: (p) => ['维生素C', target(p, 'vitaminC')],
  },
  {
    q: '骨质疏松怎么补？',
    intent: 'goals',
    facts: (p) => [target(p, 'calcium'), target(p, 'vitaminD')],
  },
  { q: '你好', intent: 'greeting', facts: () => ['营养助手'] },
  { q: '谢谢你', intent: 'thanks', facts: () => ['不客气'] },
  { q: '今天天气怎么样？', intent: 'out_of_scope', facts: () => ['我可以帮你'] },
  {
    q: '我胸口很痛，喘不上气',
    intent: 'urgent',
    facts: () => [...callNowLead('zh-CN'), '120'],
    api: true,
  },
  { q: '我不想活了', intent: 'urgent', facts: () => [...urgentLead('zh-CN'), '12356'] },
  { q: '大便发黑，还吐血', intent: 'urgent', facts: () => urgentLead('zh-CN') },
  {
    q: '我在吃优甲乐，可以吃钙片吗？',
    intent: 'drug_interaction',
    facts: () => ['左甲状腺素', '4小时', severity('levothyroxine', 'calcium', 'zh-CN')],
  },
  {
    q: '吃二甲双胍要补维生素B12吗',
    intent: 'drug_interaction',
    facts: () => ['二甲双胍', '维生素B12'],
  },
  {
    q: '我在吃阿司匹林，能吃维生素C吗',
    intent: 'drug_interaction',
    facts: () => ['没有', '已知相互作用', '药师'],
  },
]);

const en = casesIn('en-US', [
  {
    q: 'I take warfarin, can I take fish oil?',
    intent: 'drug_interaction',
    facts: () => ['Warfarin', 'Omega-3', severity('warfarin', 'omega3', 'en-US')],
    api: true,
  },
  {
    q: 'how much vitamin D do I need',
    intent: 'how_much_nutrient',
    facts: (p) => [target(p, 'vitaminD')],
    api: true,
  },
  {
    q: 'what foods are rich in iron',
    intent: 'food_sources',
    facts: () => foods('iron', 'en-US'),
    cards: ['tips'],
    api: true,
  },
  {
    q: 'What are the signs of vitamin B12 deficiency?',
    intent: 'deficiency_signs',
    facts: () => ['numbness'],
  },
  {
    q: 'When should I take my iron supplement?',
    intent: 'supplement_timing',
    facts: () => [TIMING.iron.text.en, 'Levothyroxine'],
  },
  {
    q: 'Can you explain my plan?',
    intent: 'plan_explained',
    facts: (p) => ['BMI', fmt(p.profile.bmi)],
    cards: ['profile'],
  },
  {
    // Calcium since ADR 0023 (Lin's magnesium gap from a food estimate alone is food advice).
    q: 'Why do I need calcium?',
    intent: 'why_nutrient',
    facts: (p) => [amount(p.recommendations.find((r) => r.nutrient === 'calcium')!.dose, 'mg')],
    cards: ['recommend'],
  },
  {
    q: 'Is 5000 IU of vitamin D too much?',
    intent: 'dose_too_high',
    facts: (p) => [ul(p, 'vitaminD'), 'exceed'],
    api: true,
  },
  {
    q: 'Which products should I buy?',
    intent: 'product_question',
    facts: () => ['NutriHome'],
    cards: ['products'],
    api: true,
  },
  {
    q: 'What is my BMI?',
    intent: 'bmi_energy',
    facts: (p) => [fmt(p.profile.bmi), 'WHO'],
    cards: ['profile'],
  },
  {
    q: 'I want to lose weight, any tips?',
    intent: 'weight_change',
    facts: (p) => [fmt(p.profile.tdeeKcal), '500'],
  },
  {
    q: "I'm pregnant, which supplements do I need?",
    intent: 'pregnancy_lactation',
    facts: () => ['folic acid', String(PREGNANCY_FOLATE_UG)],
    cards: ['tips'],
  },
  {
    q: 'I am breastfeeding, what should I eat?',
    intent: 'pregnancy_lactation',
    facts: () => ['lactation'],
  },
  {
    q: "I'm vegan, what should I watch?",
    intent: 'vegetarian_vegan',
    facts: (p) => ['Vitamin B12', target(p, 'vitaminB12')],
  },
  { q: 'How can I sleep better?', intent: 'goals', facts: () => ['7 or more hours'] },
  {
    q: 'How do I keep my bones strong?',
    intent: 'goals',
    facts: (p) => [target(p, 'calcium')],
  },
  { q: 'Hello', intent: 'greeting', facts: () => ['nutrition assistant'] },
  { q: 'Thank you so much', intent: 'thanks', facts: () => ['welcome'] },
  {
    q: 'Who won the football match yesterday?',
    intent: 'out_of_scope',
    facts: () => ['I can help with'],
  },
  {
    q: 'I have crushing chest pain',
    intent: 'urgent',
    facts: () => [...callNowLead('en-US'), '911'],
    api: true,
  },
  { q: 'I fainted this morning', intent: 'urgent', facts: () => urgentLead('en-US') },
  { q: 'There is blood in my stool', intent: 'urgent', facts: () => urgentLead('en-US') },
  {
    q: 'My face is drooping and my speech is slurred',
    intent: 'urgent',
    facts: () => [...callNowLead('en-US'), 'stroke'],
  },
  {
    q: 'Can I take calcium with levothyroxine?',
    intent: 'drug_interaction',
    facts: () => ['Levothyroxine', '4 hours', severity('levothyroxine', 'calcium', 'en-US')],
  },
  {
    q: 'Does metformin interact with vitamin B12?',
    intent: 'drug_interaction',
    facts: () => ['Metformin', 'Vitamin B12'],
  },
  {
    q: 'Can I take vitamin C with amoxicillin?',
    intent: 'drug_interaction',
    facts: () => ['no known interaction', 'pharmacist'],
  },
]);

export const CHAT_CASES: readonly ChatCase[] = [...zh, ...en];
