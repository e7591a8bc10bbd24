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
import { amount, fmt } from './format';
import type { NOTE_MEANING, WarningKind } from './followups';
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
} as const satisfies Record<string, Answers>;
export type ReviewPersona = keyof typeof REVIEW_PERSONAS;

export const reviewMedicines = (p: ReviewPersona): string[] => [
  ...((REVIEW_PERSONAS[p] as { medicines?: readonly string[] }).medicines ?? []),
];

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
  | { kind: 'text'; value: string };

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
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const c = (
  finding: string,
  persona: ReviewPersona,
  locale: Locale,
  q: string,
  expect: Omit<ReviewCase, 'q' | 'locale' | 'persona' | 'finding'>,
): ReviewCase => ({ finding, persona, locale, q, ...expect });

const KIDNEY_K = {
  notes: ['ckd-potassium'],
  warnings: [{ kind: 'avoid_supplement', substance: 'potassium' }],
  forbid: [
    { kind: 'plan_target', nutrient: 'potassium' },
    { kind: 'food_list', nutrient: 'potassium' },
  ],
  noFollowUpAbout: 'potassium',
} as const satisfies Partial<ReviewCase>;

const KIDNEY_PROTEIN = {
  notes: ['ckd-protein'],
  facts: [{ kind: 'kdoqi_protein' }],
  forbid: [{ kind: 'plan_target', nutrient: 'protein' }],
} as const satisfies Partial<ReviewCase>;

const SALT_NO = {
  intent: 'salt_substitute',
  notes: ['salt-substitute'],
  warnings: [{ kind: 'avoid_supplement', substance: 'potassium' }],
} as const satisfies Partial<ReviewCase>;

export const REVIEW_CASES: readonly ReviewCase[] = [
  // ---- A4 / H1 / H2: kidney disease ----
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
  c('A4', 'ckd4', 'zh-CN', '肾不好能吃蛋白粉吗', KIDNEY_PROTEIN),
  c('H1', 'ckd3b', 'zh-CN', '我肾功能不好，每天蛋白质吃多少？', KIDNEY_PROTEIN),
  c('H1', 'ckd3b', 'zh-CN', '蛋白质一天吃几克合适', KIDNEY_PROTEIN),
  c('H1', 'ckd3b', 'en-US', 'How much protein should I eat with CKD 3b?', KIDNEY_PROTEIN),
  c('H1', 'ckd4', 'en-US', 'protein target for me?', KIDNEY_PROTEIN),
  c('H1', 'ckd4', 'en-US', 'which foods are high in protein', KIDNEY_PROTEIN),
  c('salt', 'plain', 'zh-CN', '低钠盐可以吃吗', {
    intent: 'salt_substitute',
    forbid: [{ kind: 'text', value: '不要用低钠盐' }],
  }),
  c('salt', 'plain', 'en-US', 'is lo salt healthier?', { intent: 'salt_substitute' }),
];
