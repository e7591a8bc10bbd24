/**
 * Test helpers (not part of the assistant API) for the clinical pharmacist's and dietitian's review of
 * real chat answers (/tmp/pharm-findings.md, /tmp/diet-findings.md): personas like theirs, and phrase
 * tables in both languages with odd and colloquial phrasings, several per finding. Expectations are
 * meanings checked against the plan and the data tables (`factHolds`): the plan's own figure, a rule's
 * id, a warning's kind — never one fixed sentence. Shared by the domain tests and the HTTP tests.
 */
import { pick, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { kdoqiProteinRange } from '../conditions';
import { foodSourcesFor } from '../foods';
import { CATALOGUE } from '../products';
import { nutrientKeysOf } from '../knowledge/catalogue';
import type { NutrientKey } from '../nutrients';
import { taboosFor } from '../interactions';
import type { Substance } from '../substances';
import { amount, fmt } from './format';
import { noteCovered, type NOTE_MEANING, type WarningKind } from './followups';
import { normaliseQuestion } from './lexicon';
import type { Intent } from './lexicon';

export const REVIEW_PERSONAS = {
  /** P1: warfarin 72 M, with fish oil, vitamin E and ginkgo. */
  warfarin: {
    gender: 'male',
    age: 72,
    heightCm: 168,
    weightKg: 70,
    activityLevel: 'light',
    medicines: ['warfarin'],
    supplements: [
      { optionId: 'fish-oil', dose: 1000, unit: 'mg' },
      { optionId: 'ginkgo', dose: 120, unit: 'mg' },
    ],
  },
  /** P2: diabetes and dyslipidaemia on metformin and atorvastatin. */
  statin: {
    gender: 'male',
    age: 55,
    heightCm: 172,
    weightKg: 84,
    activityLevel: 'sedentary',
    conditions: ['diabetes', 'dyslipidemia'],
    medicines: ['metformin', 'atorvastatin'],
  },
  /** P3: hypothyroid on levothyroxine, calcium + D3 and iron. */
  levo: {
    gender: 'female',
    age: 38,
    heightCm: 160,
    weightKg: 60,
    activityLevel: 'moderate',
    conditions: ['thyroid'],
    medicines: ['levothyroxine'],
    supplements: [{ optionId: 'iron-ferrous-sulfate', dose: 65, unit: 'mg' }],
  },
  /** P5: CKD G4, K 5.6 mmol/L, on enalapril. */
  ckd4: {
    gender: 'male',
    age: 65,
    heightCm: 170,
    weightKg: 72,
    activityLevel: 'light',
    conditions: ['kidney_disease', 'hypertension'],
    medicines: ['enalapril'],
    labs: [
      { marker: 'egfr', value: 22, unit: 'mL/min/1.73m2' },
      { marker: 'serumPotassium', value: 5.6, unit: 'mmol/L' },
    ],
  },
  /** Dietitian H1/H2: CKD 3b (eGFR 38), no medicines entered. */
  ckd3b: {
    gender: 'male',
    age: 62,
    heightCm: 170,
    weightKg: 72,
    activityLevel: 'light',
    conditions: ['kidney_disease', 'hypertension'],
    labs: [{ marker: 'egfr', value: 38, unit: 'mL/min/1.73m2' }],
  },
  /** P8: long-term PPI, osteoporosis. */
  ppi: {
    gender: 'female',
    age: 63,
    heightCm: 158,
    weightKg: 55,
    activityLevel: 'light',
    conditions: ['osteoporosis'],
    medicines: ['omeprazole'],
  },
  /** Dietitian H5: 2nd trimester, pre-pregnancy BMI 27. */
  pregnant: {
    gender: 'female',
    age: 30,
    heightCm: 162,
    weightKg: 76,
    prePregnancyWeightKg: 70.9,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
  },
  /** First trimester. */
  pregnantT1: {
    gender: 'female',
    age: 29,
    heightCm: 163,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'pregnant_t1',
  },
  /** Dietitian M10: breastfeeding. */
  lactating: {
    gender: 'female',
    age: 32,
    heightCm: 160,
    weightKg: 58,
    activityLevel: 'light',
    lifeStage: 'lactating',
  },
  /** Dietitian M1/M2: weight loss, HbA1c 6.1 %. */
  weightLoss: {
    gender: 'male',
    age: 45,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'sedentary',
    goals: ['weight_loss'],
    labs: [{ marker: 'hba1c', value: 6.1, unit: '%' }],
  },
  /** Dietitian M11: osteoporosis with 25(OH)D 22 nmol/L. */
  osteo: {
    gender: 'female',
    age: 70,
    heightCm: 155,
    weightKg: 52,
    activityLevel: 'light',
    conditions: ['osteoporosis'],
    sunExposure: 'low',
    labs: [{ marker: 'vitaminD25OH', value: 22, unit: 'nmol/L' }],
  },
  /** Dietitian H6: vegan. */
  vegan: {
    gender: 'male',
    age: 24,
    heightCm: 178,
    weightKg: 68,
    activityLevel: 'very_active',
    dietPattern: 'vegan',
    foodFrequency: { dairy: 'never', eggs: 'never', fish: 'never', redMeat: 'never' },
  },
  /** Cosmetic: warfarin + levothyroxine + atorvastatin (stacked warnings). */
  three: {
    gender: 'female',
    age: 60,
    heightCm: 160,
    weightKg: 60,
    activityLevel: 'light',
    medicines: ['warfarin', 'levothyroxine', 'atorvastatin'],
  },
  /** No medicines, no conditions (the general answers). */
  plain: { gender: 'female', age: 40, heightCm: 165, weightKg: 60, activityLevel: 'moderate' },
  // ---- the re-review's six personas, as entered (testing-rereview.ts) ----
  /** Re-review P1: 2nd trimester, vegetarian, Elevit, ferritin 11, Hb 104. */
  rrPregnant: {
    gender: 'female',
    age: 31,
    heightCm: 160,
    weightKg: 72,
    prePregnancyWeightKg: 66.5,
    activityLevel: 'light',
    lifeStage: 'pregnant_t2',
    dietPattern: 'vegetarian',
    foodFrequency: {
      dairy: 'daily',
      eggs: 'weekly',
      fish: 'never',
      redMeat: 'never',
      legumesNuts: 'daily',
      vegetables: 'daily',
      fruit: 'daily',
      wholeGrains: 'weekly',
    },
    supplements: [{ optionId: 'elevit', dose: 800, unit: 'ug' }],
    labs: [
      { marker: 'ferritin', value: 11, unit: 'ng/mL' },
      { marker: 'hemoglobin', value: 104, unit: 'g/L' },
    ],
  },
  /** Re-review P2: CKD G3b (eGFR 35), K 5.3, diabetes; lisinopril, atorvastatin, metformin. */
  rrCkd: {
    gender: 'male',
    age: 68,
    heightCm: 170,
    weightKg: 78,
    activityLevel: 'light',
    conditions: ['kidney_disease', 'diabetes', 'hypertension', 'dyslipidemia'],
    medicines: ['lisinopril', 'atorvastatin', 'metformin'],
    labs: [
      { marker: 'egfr', value: 35, unit: 'mL/min/1.73m2' },
      { marker: 'serumPotassium', value: 5.3, unit: 'mmol/L' },
      { marker: 'hba1c', value: 7.4, unit: '%' },
    ],
  },
  /** Re-review P3: 74 F, warfarin, osteoporosis; calcium carbonate, D3 1000 IU, fish oil. */
  rrWarfarin: {
    gender: 'female',
    age: 74,
    heightCm: 155,
    weightKg: 58,
    activityLevel: 'light',
    conditions: ['osteoporosis'],
    medicines: ['warfarin'],
    supplements: [
      { optionId: 'calcium-carbonate', dose: 600, unit: 'mg' },
      { optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' },
      { optionId: 'fish-oil', dose: 1000, unit: 'mg' },
    ],
  },
  /** Re-review P4: vegan runner, no labs. */
  rrVegan: {
    gender: 'male',
    age: 24,
    heightCm: 178,
    weightKg: 66,
    activityLevel: 'very_active',
    dietPattern: 'vegan',
    goals: ['energy', 'muscle'],
    foodFrequency: {
      dairy: 'never',
      eggs: 'never',
      fish: 'never',
      redMeat: 'never',
      legumesNuts: 'daily',
      vegetables: 'daily',
      fruit: 'daily',
      wholeGrains: 'daily',
    },
  },
  /** Re-review P5: sertraline + levothyroxine, 25(OH)D 24 nmol/L, weight loss. */
  rrSertraline: {
    gender: 'female',
    age: 45,
    heightCm: 163,
    weightKg: 74.4,
    activityLevel: 'sedentary',
    goals: ['weight_loss'],
    conditions: ['thyroid'],
    medicines: ['sertraline', 'levothyroxine'],
    sunExposure: 'low',
    labs: [{ marker: 'vitaminD25OH', value: 24, unit: 'nmol/L' }],
  },
  /** Re-review P6: breastfeeding, omeprazole for reflux. */
  rrLactating: {
    gender: 'female',
    age: 35,
    heightCm: 162,
    weightKg: 63,
    activityLevel: 'light',
    lifeStage: 'lactating',
    medicines: ['omeprazole'],
    digestiveIssues: ['reflux'],
  },
} as const satisfies Record<string, Answers>;
export type ReviewPersona = keyof typeof REVIEW_PERSONAS;

/** A meaning an answer must (or, under `forbid`, must not) carry, checked against the plan and data. */
export type Fact =
  /** The plan's KDOQI protein range for this person ("40–43"). */
  | { kind: 'kdoqi_protein' }
  /** The plan's population target for the nutrient ("72 g"). */
  | { kind: 'plan_target'; nutrient: NutrientKey }
  /** The plan's recommended dose for the nutrient. */
  | { kind: 'plan_dose'; nutrient: NutrientKey }
  /** Any of the top food sources of the nutrient in this locale. */
  | { kind: 'food_list'; nutrient: NutrientKey }
  /** Any shop product containing the nutrient. */
  | { kind: 'products_of'; nutrient: NutrientKey }
  /** The plan's weight-loss energy target. */
  | { kind: 'energy_target' }
  /** A plan finding's text, by id (the chat quotes the plan). */
  | { kind: 'finding'; id: string }
  /** A figure or word given as data (a constant from a sourced table), as text. */
  | { kind: 'text'; value: string }
  /** A safety note's meaning in any wording (NOTE_MEANING: every pattern of its row matches). */
  | { kind: 'note_meaning'; id: keyof typeof NOTE_MEANING }
  /** A concept of CONCEPTS in either language (all of its patterns match). */
  | { kind: 'meaning'; id: ConceptId }
  /** The engine's interaction rule for this medicine and substance: its advice, as the engine words it. */
  | { kind: 'taboo'; medicine: string; substance: Substance };

/** The facts a case row names most, written as what they check. */
export const fact = {
  text: (value: string): Fact => ({ kind: 'text', value }),
  finding: (id: string): Fact => ({ kind: 'finding', id }),
  noteMeaning: (id: keyof typeof NOTE_MEANING): Fact => ({ kind: 'note_meaning', id }),
  meaning: (id: ConceptId): Fact => ({ kind: 'meaning', id }),
  planDose: (nutrient: NutrientKey): Fact => ({ kind: 'plan_dose', nutrient }),
  planTarget: (nutrient: NutrientKey): Fact => ({ kind: 'plan_target', nutrient }),
  productsOf: (nutrient: NutrientKey): Fact => ({ kind: 'products_of', nutrient }),
  foodList: (nutrient: NutrientKey): Fact => ({ kind: 'food_list', nutrient }),
};

/**
 * Concepts an answer carries or must not carry, by meaning in both languages (each row: all patterns
 * must match the normalised text). Used for what is not a rule of its own: "take less", "out of scope".
 */
export const CONCEPTS = {
  /** Advice to cut the dose (the old UL answer): never for a prescribed course or treatment. */
  cut_dose: [/请减量|减少剂量|\btake less\b|\bcut back\b|\breduce your dose\b|\blower your dose\b/],
  /** The generic refusal. */
  out_of_scope: [/超出了我能可靠回答的范围|outside what i can answer reliably/],
  /** A daily average of a non-daily dose stated as such. */
  daily_average: [/平均每天|averages? about|on average/],
  /** Within the limit. */
  within_limit: [/以内|\bwithin\b/],
  /** Vitamin D's own timing (with a meal that has fat). */
  vitamin_d_timing: [/含油脂|contains fat/],
  /** Metformin's cap at eGFR 30–44 (KDIGO 2022 PP 4.1.3). */
  metformin_max_1000: [/1000 ?毫克|1,000 mg|1000 mg/],
  /** A medicine judged compatible with breastfeeding. */
  lactation_compatible: [/哺乳期可以用|compatible with breastfeeding/],
  /** A medicine judged not recommended while breastfeeding. */
  lactation_avoid: [/哺乳期一般不建议用|not recommended while breastfeeding/],
} as const satisfies Record<string, readonly RegExp[]>;
export type ConceptId = keyof typeof CONCEPTS;

export interface ReviewCase {
  q: string;
  locale: Locale;
  persona: ReviewPersona;
  /** Which finding the row reproduces (report section). */
  finding: string;
  intent?: Intent | readonly Intent[];
  notes?: readonly (keyof typeof NOTE_MEANING)[];
  warnings?: readonly { kind: WarningKind; substance?: string }[];
  facts?: readonly Fact[];
  forbid?: readonly Fact[];
  /** No follow-up about this substance at all. */
  noFollowUpAbout?: string;
  /** No "when should I take X?" follow-up. */
  noTimingFollowUp?: string;
  /** No follow-up prompting to take, time, dose or buy this substance (foods are fine). */
  noPromptToTake?: string;
  /** Earlier turns (a follow-up question in the same conversation). */
  history?: readonly string[];
}

/** Whether the fact holds in the answer text for this plan; `null` when the plan has no such figure. */
export function factHolds(fact: Fact, text: string, plan: PlanDocument, locale: Locale): boolean | null {
  switch (fact.kind) {
    case 'kdoqi_protein': {
      const r = kdoqiProteinRange(
        plan.profile.ckdStage ?? null,
        plan.profile.weightKg,
        (plan.profile.conditions ?? []).includes('diabetes'),
      );
      return r ? text.includes(`${r.min}–${r.max}`) : null;
    }
    case 'plan_target': {
      const n = plan.nutrients.find((x) => x.key === fact.nutrient);
      return n ? new RegExp(`(?<![\\d.])${escape(amount(n.target, n.unit))}`).test(text) : null;
    }
    case 'plan_dose': {
      const r = plan.recommendations.find((x) => x.nutrient === fact.nutrient);
      return r ? text.includes(amount(r.dose, r.unit)) : null;
    }
    case 'food_list':
      return foodSourcesFor(fact.nutrient, locale, 3).some((f) => text.includes(f.name));
    case 'products_of':
      return CATALOGUE.filter((p) => nutrientKeysOf(p).includes(fact.nutrient)).some((p) =>
        text.includes(pick(p, locale)),
      );
    case 'energy_target': {
      const e = plan.profile.energyTargetKcal;
      return e === undefined ? null : text.includes(fmt(e));
    }
    case 'finding': {
      const f = plan.findings.find((x) => x.id === fact.id);
      return f ? text.includes(f.text) : null;
    }
    case 'text':
      return text.includes(fact.value);
    case 'note_meaning':
      return noteCovered(text, fact.id);
    case 'taboo': {
      const t = taboosFor({ medicines: [fact.medicine], substances: [fact.substance] }, locale).find(
        (x) => x.kind === 'interaction' && x.target === fact.substance,
      );
      return t ? text.includes(t.advice) : null;
    }
    case 'meaning': {
      const t = normaliseQuestion(text);
      return CONCEPTS[fact.id].every((re) => re.test(t));
    }
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case row: the finding it reproduces, who asks, in which language, and what the answer must carry. */
export const reviewCase = (
  finding: string,
  persona: ReviewPersona,
  locale: Locale,
  q: string,
  expect: Omit<ReviewCase, 'q' | 'locale' | 'persona' | 'finding'> = {},
): ReviewCase => ({ finding, persona, locale, q, ...expect });
const c = reviewCase;

const KIDNEY_K = {
  notes: ['ckd-potassium'],
  warnings: [{ kind: 'avoid_supplement', substance: 'potassium' }],
  forbid: [fact.planTarget('potassium'), fact.foodList('potassium')],
  noFollowUpAbout: 'potassium',
} as const satisfies Partial<ReviewCase>;

const KIDNEY_PROTEIN = {
  notes: ['ckd-protein'],
  facts: [{ kind: 'kdoqi_protein' }],
  forbid: [fact.planTarget('protein')],
} as const satisfies Partial<ReviewCase>;

/** From 65 at G3b–G5: KDIGO 2024's 0.8 g/kg, the plan's own figure (forty-sixth clinician review, en S4). */
const KIDNEY_PROTEIN_OLDER = {
  notes: ['ckd-protein-kdigo'],
} as const satisfies Partial<ReviewCase>;

const SALT_NO = {
  intent: 'salt_substitute',
  notes: ['salt-substitute'],
  warnings: [{ kind: 'avoid_supplement', substance: 'potassium' }],
} as const satisfies Partial<ReviewCase>;

/** Blood-activating herbs on warfarin: the herbal answer with its bleeding note. */
const BLOOD_ACTIVATING = {
  intent: 'herbal_remedy',
  notes: ['blood-activating-herbs'],
} as const satisfies Partial<ReviewCase>;

/** A missed warfarin dose: never doubled. */
const MISSED_WARFARIN = {
  intent: 'medicine_question',
  notes: ['missed-dose-warfarin'],
} as const satisfies Partial<ReviewCase>;

/** Palpitations and tremor on levothyroxine: too high a dose, for the prescriber. */
const LEVO_OVERREPLACEMENT = {
  intent: 'medicine_question',
  notes: ['levothyroxine-overreplacement'],
} as const satisfies Partial<ReviewCase>;

/**
 * Cramps or an odd heartbeat on a long-term PPI: low magnesium. The persona's plan already has
 * magnesium, so the answer says to take it as planned (never "do not start magnesium"; clinician
 * review 2026-11-25 evening, P6).
 */
const PPI_MAGNESIUM = {
  intent: 'medicine_question',
  notes: ['ppi-magnesium-planned'],
} as const satisfies Partial<ReviewCase>;

/** CoQ10's usual daily dose, 100–200 mg. */
const COQ10_DOSE = {
  intent: 'supplement_dose',
  facts: [fact.text('100–200')],
} as const satisfies Partial<ReviewCase>;

/** An HbA1c of 6.1 %: the plan's prediabetes finding. */
const PREDIABETES = {
  intent: 'lab_result',
  facts: [fact.finding('glucose-prediabetes')],
} as const satisfies Partial<ReviewCase>;

export const REVIEW_CASES: readonly ReviewCase[] = [
  // ---- A4 / H1 / H2: kidney disease ----
  // Re-review H1: an NSAID named in the question meets the person's own warfarin.
  c('H1', 'warfarin', 'en-US', 'I take warfarin, can I take ibuprofen?', {
    facts: [fact.text('Ibuprofen'), fact.text('bleed')],
  }),
  c('H1', 'warfarin', 'en-US', 'can i take ibuprofen with my medicine', {
    facts: [fact.text('Interaction with your medicine Warfarin')],
  }),
  c('H1', 'warfarin', 'zh-CN', '布洛芬和我的药能一起吃吗', {
    facts: [fact.text('与你正在服用的华法林有相互作用')],
  }),
  // Re-review M3, M5: what the plan has a finding on is answered from it, not refused.
  c('M3', 'ckd3b', 'en-US', 'Should I take a multivitamin?', {
    facts: [fact.finding('ckd-vitamin-a'), fact.text('kidney doctor or dietitian to decide')],
    forbid: [fact.text('is fine')],
  }),
  c('M3', 'ckd3b', 'zh-CN', '我该吃复合维生素吗', {
    facts: [fact.finding('ckd-vitamin-a'), fact.text('肾内科医生或营养师决定')],
    forbid: [fact.text('无碍')],
  }),
  c(
    'M5',
    'warfarin',
    'en-US',
    'I want to start eating a big spinach salad every day to get healthier, good idea?',
    { facts: [fact.finding('anticoagulant-vitamin-k')] },
  ),
  c('M5', 'warfarin', 'zh-CN', '我想每天吃一大盘菠菜，可以吗', {
    facts: [fact.finding('anticoagulant-vitamin-k')],
  }),
  // The safety net adds moderate and major interactions only: statin × niacin (minor) under "no ordinary
  // multivitamin with CKD" read as a contradiction; lisinopril × potassium stays.
  c('M3', 'rrCkd', 'en-US', 'Should I take a multivitamin?', {
    facts: [fact.text('Interaction with your medicine Lisinopril')],
    forbid: [fact.text('Interaction with your medicine Atorvastatin')],
  }),
  c('M3', 'rrCkd', 'zh-CN', '我该吃复合维生素吗', {
    facts: [fact.text('与你正在服用的赖诺普利有相互作用')],
    forbid: [fact.text('与你正在服用的阿托伐他汀有相互作用')],
  }),
  c('M5', 'warfarin', 'en-US', 'is cranberry juice ok', {
    facts: [fact.finding('anticoagulant-vitamin-k'), fact.text('avoid large amounts')],
  }),
  c('M5', 'plain', 'en-US', 'is cranberry juice ok', { forbid: [fact.text('warfarin')] }),
  // Re-review M8: levothyroxine on an empty stomach, 30–60 min before breakfast (Synthroid PI §2.1).
  c('M8', 'levo', 'en-US', 'what time should I take levothyroxine', { facts: [fact.text('empty stomach')] }),
  c('M8', 'levo', 'en-US', 'when do i take my vitamin D and my thyroid pill', {
    facts: [fact.text('empty stomach'), fact.text('Vitamin D')],
  }),
  c('M8', 'levo', 'zh-CN', '优甲乐什么时候吃', { facts: [fact.text('空腹')] }),
  // Re-review H6: vitamin K named any way (a combo, "for bones", MK-7) meets the person's warfarin.
  c('H6', 'warfarin', 'zh-CN', '我骨质疏松，朋友说维生素K2对骨头好，我能吃吗', {
    facts: [fact.text('华法林 × 维生素K')],
  }),
  c('H6', 'warfarin', 'zh-CN', 'D3K2软胶囊能吃吗', { facts: [fact.text('华法林 × 维生素K')] }),
  c('H6', 'warfarin', 'en-US', 'can I take a D3 + K2 combo', { facts: [fact.text('Warfarin × Vitamin K')] }),
  c('H6', 'warfarin', 'en-US', 'is MK-7 good for bones?', { facts: [fact.text('Warfarin × Vitamin K')] }),
  c('H6', 'plain', 'en-US', 'can I take a D3 + K2 combo', {
    forbid: [fact.text('Interaction with your medicine')],
  }),
  // Re-review H7: the baby's own vitamin D drops, not the mother's dose (AAP 2008; 中国居民膳食指南 2022).
  c('H7', 'lactating', 'zh-CN', '宝宝需要补维生素D吗，我吃了他是不是就够了', {
    facts: [fact.text('单独补维生素D滴剂'), fact.text('400 IU')],
  }),
  c('H7', 'lactating', 'zh-CN', '孩子几个月了还要吃AD滴剂吗', { facts: [fact.text('单独补维生素D滴剂')] }),
  c('H7', 'lactating', 'en-US', 'does my baby need vitamin D drops or is my supplement enough?', {
    facts: [fact.text('does not cover the baby'), fact.text('400 IU')],
  }),
  c('H7', 'lactating', 'en-US', 'how much vitamin D should I take while breastfeeding', {
    forbid: [fact.text('does not cover the baby')],
  }),
  c('H7', 'plain', 'zh-CN', '孩子10岁了需要补维生素D吗', { forbid: [fact.text('单独补维生素D滴剂')] }),
  // Re-review H4: a dose given per week or month is judged by its average a day; a prescribed course
  // is taken as prescribed (Endocrine Society 2011; NICE CKS Vitamin D deficiency 2022).
  c('H4', 'plain', 'en-US', 'my doctor gave me 50,000 IU vitamin D once a week, is that too much?', {
    facts: [fact.text('as prescribed'), fact.text('averages about')],
    forbid: [fact.text('take less')],
  }),
  c('H4', 'plain', 'zh-CN', '医生给我开了维生素D 5万单位，每周一次，是不是太多了', {
    facts: [fact.text('按医嘱'), fact.text('平均每天')],
    forbid: [fact.text('请减量')],
  }),
  c('H4', 'plain', 'en-US', 'I take 50000 IU of vitamin D every week on my own, is that ok?', {
    facts: [fact.text('once a week you mention averages about')],
    forbid: [fact.text('as prescribed')],
  }),
  c('H4', 'plain', 'zh-CN', '我自己每月吃一次维生素D 10万单位可以吗', {
    facts: [fact.text('每月一次'), fact.text('平均每天约 83.3 µg'), fact.text('会超过上限')],
  }),
  // Within the UL on average, but a large monthly dose chosen alone: daily is preferred (Endocrine Society 2024).
  c('H4', 'plain', 'en-US', 'I take 100,000 IU of vitamin D every month, ok?', {
    facts: [
      fact.text('once a month you mention averages about 83.3 µg'),
      fact.noteMeaning('vitd-daily-preferred'),
    ],
    forbid: [fact.text('The about')],
  }),
  c('H4', 'plain', 'en-US', 'i take 1000 IU vitamin D every other day', {
    forbid: [fact.noteMeaning('vitd-daily-preferred')],
  }),
  c('A4', 'ckd4', 'zh-CN', '我可以多吃香蕉补钾吗', KIDNEY_K),
  c('A4', 'ckd4', 'zh-CN', '我肾不好，可以吃钾吗', KIDNEY_K),
  c('A4', 'ckd4', 'zh-CN', '哪些食物富含钾？', KIDNEY_K),
  c('A4', 'ckd4', 'zh-CN', '那香蕉橙子土豆能多吃吗？', KIDNEY_K),
  c('H2', 'ckd3b', 'zh-CN', '高钾的水果有哪些，我想多吃点', KIDNEY_K),
  c('A4', 'ckd4', 'en-US', 'what foods are rich in potassium?', KIDNEY_K),
  c('H2', 'ckd3b', 'en-US', 'Which foods are high in potassium?', KIDNEY_K),
  c('A4', 'ckd4', 'en-US', 'can i eat more bananas and oranges?', KIDNEY_K),
  c('A4', 'ckd4', 'en-US', 'do i need more potassium', KIDNEY_K),
  c('A4', 'ckd4', 'zh-CN', '镁片可以吃吗？我肾功能不好', { notes: ['ckd-magnesium'] }),
  c('A4', 'ckd4', 'zh-CN', '我吃悦宁定，能吃镁吗', { notes: ['ckd-magnesium'] }),
  c('A4', 'ckd4', 'zh-CN', '腿抽筋能吃镁片吗', { notes: ['ckd-magnesium'] }),
  c('A4', 'ckd4', 'en-US', 'how much magnesium do I need', { notes: ['ckd-magnesium'] }),
  c('H2', 'ckd3b', 'en-US', 'is a magnesium supplement ok for my leg cramps?', { notes: ['ckd-magnesium'] }),
  c('A4', 'ckd4', 'zh-CN', '低钠盐可以吃吗', SALT_NO),
  c('H2', 'ckd3b', 'zh-CN', '可以用低钠盐吗？', SALT_NO),
  c('H2', 'ckd3b', 'zh-CN', '炒菜换成代盐行不行', SALT_NO),
  c('A4', 'ckd4', 'en-US', 'can i use lo-salt / salt substitute?', SALT_NO),
  c('H2', 'ckd3b', 'en-US', 'Can I use salt substitute?', SALT_NO),
  c('H2', 'ckd3b', 'en-US', 'is nu-salt (potassium chloride) ok for me', SALT_NO),
  c('A4', 'ckd4', 'zh-CN', '肾不好能吃蛋白粉吗', KIDNEY_PROTEIN_OLDER),
  c('H1', 'ckd3b', 'zh-CN', '我肾功能不好，每天蛋白质吃多少？', KIDNEY_PROTEIN),
  c('H1', 'ckd3b', 'zh-CN', '蛋白质一天吃几克合适', KIDNEY_PROTEIN),
  c('H1', 'ckd3b', 'en-US', 'How much protein should I eat with CKD 3b?', KIDNEY_PROTEIN),
  c('H1', 'ckd4', 'en-US', 'protein target for me?', KIDNEY_PROTEIN_OLDER),
  c('H1', 'ckd4', 'en-US', 'which foods are high in protein', KIDNEY_PROTEIN_OLDER),
  c('salt', 'plain', 'zh-CN', '低钠盐可以吃吗', {
    intent: 'salt_substitute',
    forbid: [fact.text('不要用低钠盐')],
  }),
  c('salt', 'plain', 'en-US', 'is lo salt healthier?', { intent: 'salt_substitute' }),
  // ---- A5 / B7: no product (and no nudge) for what the plan warns against ----
  c('A5', 'warfarin', 'zh-CN', '有没有推荐的鱼油产品', {
    forbid: [fact.productsOf('omega3')],
    warnings: [{ kind: 'ask_prescriber_first', substance: 'omega3' }],
  }),
  c('A5', 'warfarin', 'zh-CN', '想买点深海鱼油，哪款好', { forbid: [fact.productsOf('omega3')] }),
  c('A5', 'warfarin', 'en-US', 'any fish oil product you recommend?', {
    forbid: [fact.productsOf('omega3')],
  }),
  c('A5', 'warfarin', 'en-US', 'which omega 3 brand should i buy', { forbid: [fact.productsOf('omega3')] }),
  c('A5', 'ckd4', 'zh-CN', '买哪个牌子的钾片', {
    forbid: [fact.productsOf('potassium')],
    notes: ['ckd-potassium'],
  }),
  c('A5', 'ckd4', 'en-US', 'recommend a magnesium product', {
    forbid: [fact.productsOf('magnesium')],
    notes: ['ckd-magnesium'],
  }),
  c('A5', 'warfarin', 'zh-CN', '那每天吃多少合适？', {
    history: ['有没有推荐的鱼油产品'],
    warnings: [{ kind: 'ask_prescriber_first', substance: 'omega3' }],
    noPromptToTake: 'omega3',
  }),
  c('B7', 'warfarin', 'en-US', 'I take warfarin, can I take vitamin K?', { noPromptToTake: 'vitaminK' }),
  c('B7', 'warfarin', 'zh-CN', '帮我解读一下我的方案', { noPromptToTake: 'omega3' }),
  c('B7', 'ckd4', 'en-US', 'Explain my plan', { noFollowUpAbout: 'potassium' }),
  c('B7', 'warfarin', 'en-US', 'what foods are rich in vitamin E?', { noPromptToTake: 'vitaminE' }),
  // ---- A10 / B8: herbs without the medicine named use the plan's medicines ----
  c('A10', 'statin', 'zh-CN', '红曲米可以降血脂吗，我能吃吗', {
    intent: 'herbal_remedy',
    warnings: [{ kind: 'avoid_supplement', substance: 'redYeastRice' }],
  }),
  c('A10', 'statin', 'en-US', 'can i take red yeast rice instead?', {
    warnings: [{ kind: 'avoid_supplement', substance: 'redYeastRice' }],
  }),
  c('A10', 'statin', 'en-US', 'thinking of trying red yeast rice for my cholesterol', {
    warnings: [{ kind: 'avoid_supplement', substance: 'redYeastRice' }],
  }),
  c('A10', 'warfarin', 'zh-CN', '丹参片能吃吗', {
    intent: 'herbal_remedy',
    notes: ['blood-activating-herbs'],
    warnings: [{ kind: 'avoid_supplement', substance: 'danshen' }],
  }),
  c('A10', 'warfarin', 'zh-CN', '三七粉可以吃吗', BLOOD_ACTIVATING),
  c('A10', 'warfarin', 'zh-CN', '复方丹参滴丸能不能吃', BLOOD_ACTIVATING),
  c('A10', 'warfarin', 'en-US', 'Can I take danshen?', BLOOD_ACTIVATING),
  c('A10', 'warfarin', 'en-US', 'is sanqi (notoginseng) powder ok for me', BLOOD_ACTIVATING),
  c('B8', 'warfarin', 'zh-CN', '吃什么能活血化瘀', {
    intent: 'herbal_remedy',
    notes: ['blood-activating-herbs'],
    forbid: [fact.foodList('vitaminD'), fact.text('鳕鱼肝油')],
  }),
  c('B8', 'warfarin', 'zh-CN', '想喝点活血的中药调理一下', BLOOD_ACTIVATING),
  c('B8', 'warfarin', 'en-US', 'what can I eat for blood-activating, like TCM huoxue?', BLOOD_ACTIVATING),
  c('B8', 'plain', 'zh-CN', '吃什么能活血化瘀', {
    intent: 'herbal_remedy',
    notes: ['blood-activating-general'],
  }),
  // ---- medicine management: missed warfarin dose, INR ----
  c('A1', 'warfarin', 'zh-CN', '我昨天忘吃华法林了，今天要吃两片吗', MISSED_WARFARIN),
  c('A1', 'warfarin', 'zh-CN', '华法林漏服了一次，要补吗', MISSED_WARFARIN),
  c('A1', 'warfarin', 'zh-CN', '昨晚没吃药，今天吃双倍可以吗', MISSED_WARFARIN),
  c('A1', 'warfarin', 'en-US', 'missed my warfarin dose yesterday, double today?', MISSED_WARFARIN),
  c('A1', 'warfarin', 'en-US', 'forgot my coumadin last night, should i take 2 pills today', MISSED_WARFARIN),
  c('A1', 'levo', 'en-US', 'i forgot my thyroid pill, take two tomorrow?', {
    intent: 'medicine_question',
    notes: ['missed-dose'],
  }),
  c('A1', 'warfarin', 'zh-CN', '我的INR是5.2', { intent: 'medicine_question', notes: ['inr-high'] }),
  c('A1', 'warfarin', 'zh-CN', '查了inr 4.5，鱼油还能吃吗', {
    intent: 'medicine_question',
    notes: ['inr-high'],
  }),
  c('A1', 'warfarin', 'en-US', 'my INR was 5.2 today', { intent: 'medicine_question', notes: ['inr-high'] }),
  // from INR 9 the urgent card answers instead (safety/critical-values.test.ts)
  c('A1', 'warfarin', 'en-US', 'inr only 1.6 this week', { intent: 'medicine_question', notes: ['inr-low'] }),
  // an INR figure comes before the food asked about with it
  c('A1', 'warfarin', 'en-US', 'inr 8.7 at the clinic, should i eat a big bowl of greens to bring it down?', {
    intent: 'medicine_question',
    notes: ['inr-high'],
  }),
  c('A1', 'warfarin', 'zh-CN', '查出来INR 7.9 要不要多吃点菠菜降下来', {
    intent: 'medicine_question',
    notes: ['inr-high'],
  }),
  // ---- B4 / B5: levothyroxine and PPI ----
  c('B4', 'levo', 'zh-CN', '心跳很快，手抖，睡不着，吃优甲乐', LEVO_OVERREPLACEMENT),
  // '最近老是心慌手抖' (no medicine named) now gets the general urgent card from the learned reader, trained
  // on rounds 9–11 where palpitations with a tremor are lithium toxicity or a thyroid storm: over-triage
  // accepted (safety/over-triage.test.ts); the same words naming levothyroxine stay this rule's.
  c('B4', 'levo', 'zh-CN', '最近老是心慌手抖，吃着优甲乐', LEVO_OVERREPLACEMENT),
  c('B4', 'levo', 'en-US', 'heart racing and hands shaking on synthroid', LEVO_OVERREPLACEMENT),
  c('B4', 'levo', 'en-US', 'been having palpitations since my dose went up', LEVO_OVERREPLACEMENT),
  c('B4', 'levo', 'en-US', 'should I take kelp or iodine for my hypothyroidism', {
    notes: ['thyroid-iodine'],
  }),
  c('B4', 'levo', 'zh-CN', '甲减可以吃海带片补碘吗', { notes: ['thyroid-iodine'] }),
  c('B5', 'ppi', 'zh-CN', '手脚抽筋，心跳有点乱，吃奥美拉唑好几年', PPI_MAGNESIUM),
  c('B5', 'ppi', 'zh-CN', '老是腿抽筋，是不是胃药吃久了', PPI_MAGNESIUM),
  c('B5', 'ppi', 'en-US', 'muscle cramps and tremor, on nexium for 5 years', PPI_MAGNESIUM),
  c('B5', 'ppi', 'en-US', 'can I stop my PPI and take calcium instead?', {
    intent: 'medicine_question',
    notes: ['stop-medicine', 'swap-ppi'],
  }),
  c('B5', 'ppi', 'zh-CN', '奥美拉唑不想吃了，改吃钙片行吗', {
    intent: 'medicine_question',
    notes: ['stop-medicine', 'swap-ppi'],
  }),
  c('B5', 'warfarin', 'zh-CN', '我可以停掉华法林改吃鱼油吗', {
    intent: 'medicine_question',
    notes: ['stop-medicine', 'swap-anticoagulant'],
  }),
  // ---- B11: a non-nutrient supplement's dose ----
  c('B11', 'statin', 'zh-CN', '辅酶Q10吃多少合适', COQ10_DOSE),
  c('B11', 'statin', 'en-US', 'how much coq10 should i take', COQ10_DOSE),
  c('B11', 'plain', 'en-US', "what's a good dose of CoQ10?", COQ10_DOSE),
  c('B11', 'plain', 'zh-CN', '辅酶q10一天几粒', COQ10_DOSE),
  c('B11', 'plain', 'en-US', 'how much melatonin should I take', { intent: 'supplement_dose' }),
  // ---- dietitian H5: pregnancy questions answered one by one from the plan ----
  c('H5', 'pregnant', 'zh-CN', '孕期能吃鱼吗？金枪鱼可以吗？', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('鲨鱼')],
  }),
  c('H5', 'pregnant', 'zh-CN', '三文鱼刺身能吃不', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('低汞')],
  }),
  c('H5', 'pregnant', 'en-US', 'Can I eat fish while pregnant? What about tuna?', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('swordfish')],
  }),
  c('H5', 'pregnant', 'en-US', 'is canned tuna safe for the baby', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('mercury')],
  }),
  c('H5', 'pregnant', 'zh-CN', '孕妇可以吃维生素A吗？鱼肝油呢？', {
    notes: ['pregnancy-retinol'],
    warnings: [{ kind: 'avoid_supplement', substance: 'vitaminA' }],
  }),
  c('H5', 'pregnant', 'en-US', 'Is cod liver oil safe in pregnancy?', {
    notes: ['pregnancy-retinol'],
    warnings: [{ kind: 'avoid_supplement', substance: 'vitaminA' }],
  }),
  c('H5', 'pregnant', 'zh-CN', '孕期可以吃猪肝吗', {
    intent: 'pregnancy_lactation',
    notes: ['pregnancy-retinol'],
  }),
  c('H5', 'pregnant', 'en-US', 'can i have liver pate while expecting', {
    intent: 'pregnancy_lactation',
    notes: ['pregnancy-retinol'],
  }),
  c('H5', 'pregnant', 'zh-CN', '每天能喝几杯咖啡？', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('200')],
    forbid: [fact.planTarget('vitaminD')],
  }),
  c('H5', 'pregnant', 'en-US', 'How much coffee can I drink?', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('200 mg')],
  }),
  c('H5', 'pregnant', 'zh-CN', '我怀孕5个月了，体重应该长多少？', {
    intent: 'pregnancy_lactation',
    facts: [fact.finding('pregnancy-weight-gain')],
  }),
  c('H5', 'pregnant', 'en-US', 'How much weight should I gain?', {
    intent: 'pregnancy_lactation',
    facts: [fact.finding('pregnancy-weight-gain')],
  }),
  c('H5', 'pregnant', 'zh-CN', '叶酸要吃到什么时候', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('整个孕期')],
  }),
  c('H5', 'pregnant', 'en-US', 'how long do I keep taking folic acid', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('whole pregnancy')],
  }),
  c('H5', 'pregnant', 'en-US', "I'm pregnant, which supplements do I need?", {
    forbid: [fact.text('through early pregnancy')],
  }),
  // ---- dietitian M10: breastfeeding gets breastfeeding answers ----
  c('M10', 'lactating', 'zh-CN', '哺乳期需要补充什么？', {
    intent: 'pregnancy_lactation',
    facts: [fact.finding('lactation')],
    forbid: [fact.text('孕早期')],
  }),
  c('M10', 'lactating', 'zh-CN', '哺乳期可以喝咖啡吗', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('200')],
    forbid: [fact.text('孕早期')],
  }),
  c('M10', 'lactating', 'zh-CN', '哺乳期要多吃多少热量？', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('400')],
  }),
  c('M10', 'lactating', 'en-US', 'Do I need extra calories while breastfeeding?', {
    intent: 'pregnancy_lactation',
    facts: [fact.text('330')],
  }),
  c('M10', 'lactating', 'en-US', 'can I drink coffee while nursing', {
    intent: 'pregnancy_lactation',
    forbid: [fact.text('early pregnancy')],
  }),
  c('M10', 'lactating', 'en-US', 'what should I eat while breastfeeding?', {
    intent: 'pregnancy_lactation',
    facts: [fact.finding('lactation')],
  }),
  // ---- dietitian M1: HbA1c ----
  c('M1', 'weightLoss', 'zh-CN', '我的糖化血红蛋白6.1是糖尿病吗？', PREDIABETES),
  c('M1', 'weightLoss', 'zh-CN', '糖化6.1要紧吗', PREDIABETES),
  c('M1', 'weightLoss', 'en-US', 'My HbA1c is 6.1, do I have diabetes?', PREDIABETES),
  c('M1', 'plain', 'en-US', 'a1c of 6.8 - is that diabetes?', {
    intent: 'lab_result',
    facts: [fact.text('6.5')],
  }),
  c('M1', 'plain', 'zh-CN', '糖化血红蛋白5.9正常吗', { intent: 'lab_result', facts: [fact.text('5.7–6.4')] }),
  // ---- dietitian M2: one energy figure, the plan's ----
  c('M2', 'weightLoss', 'zh-CN', '我想减肥，应该怎么吃？', { facts: [{ kind: 'energy_target' }] }),
  c('M2', 'weightLoss', 'zh-CN', '每天吃多少热量能减肥？', { facts: [{ kind: 'energy_target' }] }),
  c('M2', 'weightLoss', 'en-US', 'how should I eat to lose weight', { facts: [{ kind: 'energy_target' }] }),
  c('M2', 'weightLoss', 'en-US', 'How many calories should I eat to lose weight?', {
    facts: [{ kind: 'energy_target' }],
  }),
  // ---- dietitian M11: osteoporosis uses the plan's treatment dose ----
  c('M11', 'osteo', 'zh-CN', '我骨质疏松，维生素D只有22，要吃多少维生素D？', {
    facts: [fact.planDose('vitaminD')],
  }),
  c('M11', 'osteo', 'zh-CN', '骨质疏松吃什么好', { facts: [fact.planDose('vitaminD')] }),
  c('M11', 'osteo', 'en-US', 'I have osteoporosis, how much vitamin D should I take?', {
    facts: [fact.planDose('vitaminD')],
  }),
  c('M11', 'osteo', 'en-US', 'tips for my bones?', { facts: [fact.planDose('vitaminD')] }),
  // ---- dietitian H6: the vegan B12 dose is the plan's ----
  c('H6', 'vegan', 'zh-CN', '我吃纯素，B12要补多少？', { facts: [fact.planDose('vitaminB12')] }),
  c('H6', 'vegan', 'en-US', 'how much B12 should I take as a vegan', {
    facts: [fact.planDose('vitaminB12')],
  }),
  c('H6', 'vegan', 'en-US', 'Where do I get B12?', { facts: [fact.planDose('vitaminB12')] }),
  // ---- cosmetic: stacked warnings, timing text, garbled magnesium ----
  c('C', 'three', 'zh-CN', '优甲乐跟钙片一起吃行吗', {
    forbid: [fact.text('维生素K——'), fact.text('烟酸——')],
  }),
  c('C', 'three', 'en-US', 'can I take levothyroxine with calcium?', {
    forbid: [fact.text('Vitamin K —'), fact.text('Niacin —')],
  }),
  c('C', 'weightLoss', 'zh-CN', '哪些食物富含蛋白质？', { noTimingFollowUp: 'protein' }),
  c('C', 'weightLoss', 'en-US', 'how much protein do I need', { noTimingFollowUp: 'protein' }),
  c('C', 'pregnantT1', 'en-US', "I'm pregnant, which supplements do I need?", {
    forbid: [fact.text('mid-pregnancy')],
  }),
  c('C', 'pregnantT1', 'zh-CN', '怀孕了要补什么', { forbid: [fact.text('孕中期')] }),
  c('C', 'plain', 'zh-CN', '钙什么时候吃', { forbid: [fact.text('左甲状腺素')] }),
  c('C', 'plain', 'en-US', 'when should I take calcium', { forbid: [fact.text('levothyroxine')] }),
  c('C', 'levo', 'zh-CN', '钙片什么时候吃', { forbid: [fact.text('间隔4小时；与左甲状腺素间隔4小时')] }),
  c('C', 'plain', 'en-US', 'how much magnesium do I need', {
    facts: [fact.planTarget('magnesium')],
    forbid: [fact.text('do not go above it. the')],
  }),
  c('C', 'ckd4', 'en-US', 'how much magnesium do I need', { forbid: [fact.text('do not go above it. the')] }),
];
