/**
 * Nutrient targets: the recommended intake (RNI/RDA or AI) and UL for one person.
 *
 * The locale picks the standard, because that is what a user's doctor and food labels use:
 * zh-CN → Chinese DRIs (knowledge/dri-cn.ts), en-US → US DRIs (knowledge/dri-us.ts).
 *
 * Total on its input: ages are clamped to 18–100 and non-finite ages read as 18; weights are clamped to
 * 25–300 kg and a non-finite weight falls back to the IOM reference body weight (70 kg men, 57 kg
 * women) — the API validates answers before this is called, so clamping only guards odd callers.
 * A life stage on a man is ignored (the schema already refuses it).
 */
import { LIVER, LIVER_SOURCES } from '../knowledge/liver';
import type { Bilingual, Locale, Source } from '../contracts/common';
import {
  AGE_MAX,
  AGE_MIN,
  LIFE_STAGES,
  type ACTIVITY_LEVELS,
  type CONDITIONS,
  type DIET_PATTERNS,
  type GOALS,
} from '../contracts/questionnaire';
import {
  BARIATRIC,
  CKD_PROTEIN_YIELDS,
  ckdProteinRule,
  CONDITION_SOURCES,
  IBD,
  KDOQI_PROTEIN,
  catabolicOf,
  type CkdStage,
} from '../knowledge/conditions';
import { COPD_NUTRITION } from '../knowledge/chronic-conditions';
import { copdGainOf } from '../conditions/chronic';
import { CANCER_NUTRITION } from '../knowledge/chronic-conditions';
import { CN_DRI, cnAgeBandFor, type CnDriCell, type CnDriRow } from '../knowledge/dri-cn';
import { US_DRI, usAgeBandFor, usReproBandFor, type DriCell, type UsDriRow } from '../knowledge/dri-us';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { roundTo, type NutrientUnit } from '../units';
import { bilingual, type MessageKey, type MessageParams, type ParamValue } from '../messages';

const fmt = (n: number): string => String(roundTo(n, 1));

export type LifeStage = (typeof LIFE_STAGES)[number];
export type Sex = 'male' | 'female';

export interface TargetPerson {
  /** On keto acid analogues: the kidney team's supervised low-protein diet (`ckdProteinRule`). */
  lowProteinPrescribed?: boolean | undefined;
  sex: Sex;
  /** Years. */
  age: number;
  lifeStage?: LifeStage | undefined;
  /** Kilograms; used where the target is per kg (US protein, sports protein). */
  weightKg: number;
  /** en-US: vegetarian and vegan iron ×1.8, zinc ×1.5 (IOM 2001). */
  dietPattern?: (typeof DIET_PATTERNS)[number] | undefined;
  /** Very active or a muscle goal: protein 1.2–2.0 g/kg (ACSM/AND/DC 2016; ISSN 2017). */
  activityLevel?: (typeof ACTIVITY_LEVELS)[number] | undefined;
  goals?: readonly (typeof GOALS)[number][] | undefined;
  /** Kidney disease (answered or eGFR < 60): protein is never raised (KDOQI 2020). */
  kidney?: boolean | undefined;
  /**
   * The KDIGO GFR category when an eGFR is known: at G3a (and at G3b for an older person at
   * malnutrition risk) protein is the usual target under 1.3 g/kg, never a low-protein figure
   * (KDIGO 2024; CKD_PROTEIN_YIELDS).
   */
  ckdStage?: CkdStage | null | undefined;
  /** BMI (kg/m²): with COPD under 21, protein is raised (Schols/ERS 2014; GOLD 2024). */
  bmi?: number | undefined;
  /** Diagnosed conditions: osteoporosis raises vitamin D and, from 65, protein. */
  conditions?: readonly (typeof CONDITIONS)[number][] | undefined;
  /**
   * Takes an oral bisphosphonate (alendronate, risedronate, ibandronate): osteoporosis treatment, so
   * vitamin D follows the osteoporosis range though the condition was not ticked (blind answer round 25
   * en-023: on alendronate with a 25-OH D of 24 ng/mL told "no extra vitamin D is needed").
   */
  boneTreatment?: boolean | undefined;
  /**
   * 65 or older with a low BMI by GLIM 2019 (energy/olderLowBmi): at risk of malnutrition, so protein
   * is raised like osteoporosis from 65 (ESPEN 2019 geriatrics: at least 1.0 g/kg a day).
   */
  olderLowBmi?: boolean | undefined;
  /**
   * Inflammatory bowel disease with a raised CRP (active inflammation): protein 1.2–1.5 g/kg a day
   * (ESPEN 2023 IBD guideline), never with kidney disease.
   */
  ibdActive?: boolean | undefined;
}

/** A rule that moved a target away from the DRI table's figure, with its source. */
export interface TargetAdjustment {
  id:
    | 'vegetarian_iron'
    | 'vegetarian_zinc'
    | 'sports_protein'
    | 'osteoporosis_vitamin_d'
    | 'osteoporosis_calcium'
    | 'older_adult_protein'
    | 'bariatric_protein'
    | 'bariatric_calcium'
    | 'bariatric_thiamin'
    | 'bariatric_b12'
    | 'bariatric_iron'
    | 'dialysis_protein'
    | 'ibd_active_protein'
    | 'liver_protein'
    | 'copd_protein'
    | 'cancer_protein'
    | 'kidney_protein';
  /** The table's figure before the rule. */
  from: number;
  text: Bilingual;
  source: Source;
}

/**
 * en-US only (the US DRI report says it; the Chinese DRIs print no vegetarian factor): iron needs of
 * vegetarians are 1.8 × the RDA because non-haem iron is absorbed less, and zinc needs may be up to
 * 50 % higher because of phytate. Applied to vegetarians and vegans (the report's "vegetarians").
 */
export const VEGETARIAN_FACTORS = {
  patterns: ['vegetarian', 'vegan'],
  iron: 1.8,
  zinc: 1.5,
  source: {
    ref: 'IOM Dietary Reference Intakes for Vitamin A, Vitamin K, … Iron, … Zinc (2001), ch. 9 (iron: "the requirement for iron is 1.8 times higher for vegetarians") and ch. 12 (zinc: requirement "may be as much as 50 percent greater" for vegetarians); NIH ODS Iron and Zinc fact sheets',
    url: 'https://nap.nationalacademies.org/catalog/10026',
  },
} as const;

/**
 * Protein for very active people and for a muscle goal: 1.2–2.0 g/kg/day (ACSM/AND/DC 2016 joint
 * position; ISSN 2017: 1.4–2.0 g/kg for most exercising people). The target is the lower bound (the
 * amount to reach), the range is shown. Never with kidney disease (KDOQI 2020 keeps protein low).
 */
export const SPORTS_PROTEIN = {
  gPerKg: { min: 1.2, max: 2.0 },
  activityLevels: ['very_active'],
  goals: ['muscle'],
  source: {
    ref: 'Thomas DT, Erdman KA, Burke LM. ACSM/Academy of Nutrition and Dietetics/Dietitians of Canada joint position: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543 (protein 1.2–2.0 g/kg/day); Jäger R et al. ISSN position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20 (1.4–2.0 g/kg/day)',
    url: 'https://doi.org/10.1249/MSS.0000000000000852',
  },
} as const;

/**
 * Diagnosed osteoporosis: vitamin D 800–1,200 IU (20–30 µg) a day (原发性骨质疏松症诊疗指南 2022, used
 * for zh-CN) or 800–1,000 IU (20–25 µg) for adults 50 and over (BHOF Clinician's Guide 2022, used for
 * en-US). The target is the lower bound, the range is shown; a lab-confirmed deficiency still gets
 * its supervised treatment dose instead (recommend/treatment).
 */
export const OSTEOPOROSIS_VITAMIN_D = {
  condition: 'osteoporosis',
  'zh-CN': {
    ug: { min: 20, max: 30 },
    iu: '800–1200',
    minAge: 18,
    source: {
      ref: '原发性骨质疏松症诊疗指南（2022）, 中华医学会骨质疏松和骨矿盐疾病分会, 中华骨质疏松和骨矿盐疾病杂志 2022;15(6):573: 骨质疏松症防治中维生素D剂量可为 800–1200 IU/d',
      url: 'https://www.cma.org.cn/',
    },
  },
  'en-US': {
    ug: { min: 20, max: 25 },
    iu: '800–1,000',
    minAge: 50,
    source: {
      ref: "LeBoff MS et al. The clinician's guide to prevention and treatment of osteoporosis (Bone Health & Osteoporosis Foundation). Osteoporos Int 2022;33:2049: vitamin D 800–1,000 IU/day for adults age 50 and older",
      url: 'https://doi.org/10.1007/s00198-021-05900-y',
    },
  },
} as const;

/**
 * Diagnosed osteoporosis from 50, zh-CN: calcium 1,000–1,200 mg a day from food and supplements together
 * (原发性骨质疏松症诊疗指南 2017: 50 岁及以上人群每日钙推荐摄入量 1000–1200 mg; the 2022 edition keeps
 * 500–600 mg of elemental calcium added to a diet of about 400 mg), where the 2023 Chinese DRIs give 800
 * mg to everyone over 50 and the plan said "no more calcium needed" at 887 mg (blind answer round 19,
 * zh-149). en-US needs no rule: the US RDA (1,000 mg for men 51–70, 1,200 mg for women 51+ and men 71+)
 * is the BHOF 2022 figure. Never with kidney disease, where calcium load is the kidney team's (KDIGO
 * CKD-MBD 2017), as for the bariatric rule.
 */
export const OSTEOPOROSIS_CALCIUM = {
  condition: 'osteoporosis',
  standard: 'zh-CN',
  minAge: 50,
  mg: { min: 1000, max: 1200 },
  source: {
    ref: '原发性骨质疏松症诊疗指南（2017）, 中华医学会骨质疏松和骨矿盐疾病分会, 中华骨质疏松和骨矿盐疾病杂志 2017;10(5):413: 50岁及以上人群每日钙推荐摄入量为1000–1200 mg（元素钙）; 原发性骨质疏松症诊疗指南（2022）: 膳食约400 mg/d 者尚需补充元素钙500–600 mg/d',
    url: 'https://www.cma.org.cn/',
  },
} as const;

/**
 * Older adults (65+) with osteoporosis: protein 1.0–1.2 g/kg/day (PROT-AGE 2013; ESPEN 2019 geriatrics:
 * at least 1.0 g/kg; ESCEO 2019 for bone health). Never with kidney disease (KDOQI 2020).
 */
export const OLDER_ADULT_PROTEIN = {
  minAge: 65,
  conditions: ['osteoporosis'],
  gPerKg: { min: 1.0, max: 1.2 },
  source: {
    ref: 'Bauer J et al. Evidence-based recommendations for optimal dietary protein intake in older people: a position paper from the PROT-AGE Study Group. J Am Med Dir Assoc 2013;14:542 (1.0–1.2 g/kg/day from 65); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10 (at least 1.0 g/kg/day)',
    url: 'https://doi.org/10.1016/j.jamda.2013.05.021',
  },
} as const;

export interface NutrientTarget {
  /** Recommended daily intake in `unit`. */
  target: number;
  /** Tolerable upper intake per day in `unit`, or null where none is set. */
  ul: number | null;
  /** What the UL counts: all sources, or supplements/fortificants only. */
  ulScope: 'total' | 'supplements' | null;
  basis: 'RNI' | 'RDA' | 'AI' | 'AMDR';
  unit: NutrientUnit;
  source: Source;
  /** The table row used, e.g. `CN 30–49 female` or `US 19–30 female, pregnant`. */
  band: string;
  /** The table and its year, as printed: "中国居民膳食营养素参考摄入量（2013版）", "US DRIs (IOM 2001)". */
  standard: Bilingual;
  /** A range where the target is its lower bound (sports protein, g/day). */
  range?: { min: number; max: number };
  /** Rules that moved the target away from the table's figure. */
  adjustments?: TargetAdjustment[];
}

export type NutrientTargets = Record<NutrientKey, NutrientTarget>;

const WEIGHT_MIN_KG = 25;
const WEIGHT_MAX_KG = 300;
/** IOM reference body weights used when no usable weight is given. */
const REFERENCE_WEIGHT_KG: Record<Sex, number> = { male: 70, female: 57 };

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

/** Normalise an arbitrary age to a whole year in 18–100. */
export function normaliseAge(age: number): number {
  return Number.isFinite(age) ? clamp(Math.floor(age), AGE_MIN, AGE_MAX) : AGE_MIN;
}

function normaliseWeight(weightKg: number, sex: Sex): number {
  return Number.isFinite(weightKg) ? clamp(weightKg, WEIGHT_MIN_KG, WEIGHT_MAX_KG) : REFERENCE_WEIGHT_KG[sex];
}

/** The life stage that applies: none for men and for unknown values. */
export function effectiveLifeStage(sex: Sex, lifeStage: LifeStage | undefined): LifeStage {
  if (sex !== 'female') return 'none';
  // Guards callers that pass an unchecked string.
  return (LIFE_STAGES as readonly unknown[]).includes(lifeStage) ? (lifeStage as LifeStage) : 'none';
}

const dash = (band: string): string => band.replace('-', '–');

/** The Chinese table and edition a row's figures come from, as the reasons print it. */
const CN_STANDARD: Record<2023 | 2013, Bilingual> = {
  2023: bilingual('targets.standard.cn2023', {}),
  2013: bilingual('targets.standard.cn2013', {}),
};

/** How a target's kind is named (issue 15 §4): an AI is never called a recommended intake. */
export const BASIS_LABEL: Record<NutrientTarget['basis'], Bilingual> = {
  RNI: bilingual('targets.basis.RNI', {}),
  RDA: bilingual('targets.basis.RDA', {}),
  AI: bilingual('targets.basis.AI', {}),
  AMDR: bilingual('targets.basis.AMDR', {}),
};

const STAGE_LABEL: Record<Exclude<LifeStage, 'none'>, string> = {
  pregnant_t1: 'pregnant T1',
  pregnant_t2: 'pregnant T2',
  pregnant_t3: 'pregnant T3',
  lactating: 'lactating',
};

/** Round away float noise from increments such as 1.2 + 0.1. */
const clean = (n: number): number => roundTo(n, 2);

function cnTarget(row: CnDriRow, sex: Sex, age: number, stage: LifeStage): { cell: CnDriCell; band: string } {
  if (stage === 'none') {
    const band = cnAgeBandFor(age);
    return { cell: row[sex][band], band: `CN ${dash(band)} ${sex}` };
  }
  // Increments are printed over non-pregnant women of childbearing age; a mother over 49 uses 30–49.
  const band = cnAgeBandFor(Math.min(age, 49));
  const base = row.female[band][0];
  const inc =
    stage === 'lactating'
      ? row.lactationIncrement
      : row.pregnancyIncrement[stage === 'pregnant_t1' ? 0 : stage === 'pregnant_t2' ? 1 : 2];
  return { cell: [clean(base + inc), row.reproUl], band: `CN ${dash(band)} female, ${STAGE_LABEL[stage]}` };
}

function usTarget(row: UsDriRow, sex: Sex, age: number, stage: LifeStage): { cell: DriCell; band: string } {
  if (stage === 'none') {
    const band = usAgeBandFor(age);
    return { cell: row[sex][band], band: `US ${dash(band)} ${sex}` };
  }
  const band = usReproBandFor(age);
  // The US tables do not split trimesters for these nutrients.
  const cell = stage === 'lactating' ? row.lactating[band] : row.pregnant[band];
  return { cell, band: `US ${dash(band)} female, ${stage === 'lactating' ? 'lactating' : 'pregnant'}` };
}

/** The US report each row's figures come from, as the reasons print it (said once, at load). */
const US_STANDARD = Object.fromEntries(
  NUTRIENT_KEYS.map((key) => [
    key,
    bilingual(key === 'omega3' ? 'targets.standard.usOmega3' : 'targets.standard.us', {
      report: US_DRI[key].report,
    }),
  ]),
) as Record<NutrientKey, Bilingual>;

/** A row of a standard's table for one person: the target before any rule moves it. */
type StandardRow = (
  key: NutrientKey,
  sex: Sex,
  age: number,
  stage: LifeStage,
  weight: number,
) => NutrientTarget;

/** The DRI table each standard reads (the locale picks the standard: see the header). */
const STANDARD_ROWS: Record<Locale, StandardRow> = {
  'zh-CN': (key, sex, age, stage) => {
    const row: CnDriRow = CN_DRI[key];
    const { cell, band } = cnTarget(row, sex, age, stage);
    return {
      target: cell[0],
      ul: cell[1],
      ulScope: cell[1] === null ? null : row.ulScope,
      basis: stage !== 'none' && row.reproBasis ? row.reproBasis : row.basis,
      unit: row.unit,
      source: row.source,
      band,
      standard: CN_STANDARD[row.edition],
    };
  },
  'en-US': (key, sex, age, stage, weight) => {
    const row: UsDriRow = US_DRI[key];
    const { cell, band } = usTarget(row, sex, age, stage);
    // Protein RDAs are g/kg/day; whole grams are precise enough for a daily target.
    const target = row.perKgBodyWeight ? Math.round(cell[0] * weight) : cell[0];
    return {
      target,
      ul: cell[1],
      ulScope: cell[1] === null ? null : row.ulScope,
      basis: row.basis,
      unit: row.unit,
      source: row.source,
      band,
      standard: US_STANDARD[key],
    };
  },
};

/** The standards whose report prints the vegetarian factors (the Chinese DRIs print none). */
const VEGETARIAN_STANDARDS: readonly Locale[] = ['en-US'];

/** What the gates read of the person, worked out once. */
interface GateContext {
  person: TargetPerson;
  /** The standard (the locale's). */
  standard: Locale;
  /** Whole years, 18–100. */
  age: number;
  /** Kilograms, clamped (or the reference weight). */
  weight: number;
  conditions: readonly (typeof CONDITIONS)[number][];
  kidney: boolean;
  /** Osteoporosis among the conditions (OLDER_ADULT_PROTEIN's). */
  osteoporosis: boolean;
  /** 65 or older with osteoporosis or a low BMI (malnutrition risk, GLIM 2019). */
  olderAtRisk: boolean;
  /** Where kidney disease before dialysis leaves protein (KDIGO 2024), or null. */
  ckdRule: ReturnType<typeof ckdProteinRule> | null;
  vegetarian: boolean;
  sporty: boolean;
}

/** New figures for a target: its amount, its range (kept as it was when absent), the sentence's values. */
interface TargetChange<P> {
  target: number;
  range?: { min: number; max: number } | undefined;
  params: P;
}

/**
 * A rule that moves one target away from the table's figure (issue 32 §1: a gate of the table, the
 * pattern of EVERYDAY_RULES and the assistant's HANDLERS). `when` decides whether it applies, `change`
 * gives the new figures (null: it would not move the target), `text` is the catalogue's sentence the
 * adjustment says, filled with `change`'s values.
 */
interface TargetGate<K extends MessageKey> {
  id: TargetAdjustment['id'];
  nutrient: NutrientKey;
  /** Why the rule exists, for the reader of this table. */
  why: string;
  when: (c: GateContext, t: NutrientTarget) => boolean;
  text: K;
  source: Source | ((c: GateContext) => Source);
  change: (t: NutrientTarget, c: GateContext) => TargetChange<MessageParams<K>> | null;
  /** The target's earlier range is dropped, not carried over (the kidney ceiling sets its own). */
  newRange?: true;
}

/** A gate with its sentence's parameters checked where it is written, then stored untyped. */
type Gate = Omit<TargetGate<MessageKey>, 'change'> & {
  change: (t: NutrientTarget, c: GateContext) => TargetChange<Readonly<Record<string, ParamValue>>> | null;
};
const gate = <K extends MessageKey>(g: TargetGate<K>): Gate => g as unknown as Gate;

const weighed = (c: GateContext) => Number.isFinite(c.weight) && c.weight > 0;

/** KDOQI 2020's supervised protein range as the target, with diabetes (3.0.3) or without (3.0.1). */
function kdoqiProteinGate(diabetes: boolean) {
  const perKg = diabetes ? KDOQI_PROTEIN.withDiabetes : KDOQI_PROTEIN.withoutDiabetes;
  return gate({
    id: 'kidney_protein',
    nutrient: 'protein',
    why: `KDOQI 2020: ${perKg.min}–${perKg.max} g/kg a day in CKD G3b–G5 not on dialysis${diabetes ? ' with diabetes' : ''}`,
    when: (c) => c.ckdRule === 'kdoqi' && weighed(c) && c.conditions.includes('diabetes') === diabetes,
    text: diabetes ? 'targets.kidneyProtein.kdoqiDiabetes' : 'targets.kidneyProtein.kdoqi',
    source: CONDITION_SOURCES.kdoqiProtein,
    newRange: true,
    change: (_t, c) => {
      const min = Math.round(perKg.min * c.weight);
      const max = Math.round(perKg.max * c.weight);
      return {
        target: min,
        range: { min, max },
        params: { perMin: String(perKg.min), perMax: String(perKg.max), min, max },
      };
    },
  });
}
const bariatric = (c: GateContext) => c.conditions.includes('bariatric_surgery');
const capped = (t: NutrientTarget, n: number) => (t.ul !== null ? Math.min(n, t.ul) : n);

/**
 * Protein raised to a condition's g/kg range (IBD with active inflammation, cirrhosis, COPD with a low
 * weight, cancer), only when the range's top is above the current target.
 */
const raisedProtein =
  (perKg: { min: number; max: number }) =>
  (t: NutrientTarget, c: GateContext): TargetChange<ProteinRangeParams> | null => {
    const min = Math.round(perKg.min * c.weight);
    const max = Math.round(perKg.max * c.weight);
    if (max <= t.target) return null;
    return {
      target: Math.max(t.target, min),
      range: { min: Math.max(t.target, min), max: Math.max(max, t.range?.max ?? 0) },
      params: { perMin: perKg.min.toFixed(1), perMax: perKg.max.toFixed(1), min, max },
    };
  };
type ProteinRangeParams = MessageParams<'targets.liverProtein'>;

/** Vegetarian iron or zinc (the US report's factors), never above the UL. */
const vegetarianGate = (key: 'iron' | 'zinc') =>
  gate({
    id: `vegetarian_${key}`,
    nutrient: key,
    why: 'US DRIs: vegetarian iron needs 1.8 ×, zinc up to 1.5 × (phytate, non-haem iron)',
    when: (c) => c.vegetarian,
    text: 'targets.vegetarian.text',
    source: VEGETARIAN_FACTORS.source,
    change: (t) => {
      const factor = VEGETARIAN_FACTORS[key];
      const raised = Math.round(t.target * factor);
      const target = t.ul !== null ? Math.min(raised, t.ul) : raised;
      // When the raised need reaches the UL, the target is the UL itself: said plainly, so "meets your
      // 45 mg target" never reads as room left under a separate 45 mg limit.
      const detail =
        target < raised
          ? bilingual('targets.vegetarian.capped', { from: t.target, factor, raised, target })
          : bilingual('targets.vegetarian.raised', { from: t.target, target });
      return {
        target,
        params: { nutrient: bilingual(`targets.vegetarian.${key}`, {}), factor, detail },
      };
    },
  });

/**
 * The rules that move targets, in the order they apply: later rules see the figures earlier ones set
 * (bariatric after sports and older adults, so no other rule moves them; the kidney ceiling and dialysis
 * last, so no rule raises protein past them).
 */
const TARGET_GATES: readonly Gate[] = [
  // Vegetarian iron and zinc (en-US: the US report's factors), never above the UL.
  vegetarianGate('iron'),
  vegetarianGate('zinc'),
  // Osteoporosis: vitamin D to the guideline's daily range (never above the UL).
  gate({
    id: 'osteoporosis_vitamin_d',
    nutrient: 'vitaminD',
    why: 'Osteoporosis guidelines: vitamin D 800–1,200 IU (CN 2022) or 800–1,000 IU from 50 (BHOF 2022)',
    when: (c) =>
      (c.conditions.includes(OSTEOPOROSIS_VITAMIN_D.condition) || c.person.boneTreatment === true) &&
      c.age >= OSTEOPOROSIS_VITAMIN_D[c.standard].minAge,
    text: 'targets.osteoporosisVitaminD',
    source: (c) => OSTEOPOROSIS_VITAMIN_D[c.standard].source,
    change: (t, c) => {
      const bone = OSTEOPOROSIS_VITAMIN_D[c.standard];
      const min = capped(t, Math.max(t.target, bone.ug.min));
      const max = capped(t, Math.max(min, bone.ug.max));
      return { target: min, range: { min, max }, params: { iu: bone.iu, min: fmt(min), max: fmt(max) } };
    },
  }),
  // Osteoporosis from 50 (zh-CN): calcium to the guideline's 1,000–1,200 mg (never above the UL, never
  // with kidney disease).
  gate({
    id: 'osteoporosis_calcium',
    nutrient: 'calcium',
    why: '原发性骨质疏松症诊疗指南 2017/2022: calcium 1,000–1,200 mg a day from 50',
    when: (c) =>
      c.standard === OSTEOPOROSIS_CALCIUM.standard &&
      c.conditions.includes(OSTEOPOROSIS_CALCIUM.condition) &&
      c.age >= OSTEOPOROSIS_CALCIUM.minAge &&
      !c.kidney,
    text: 'targets.osteoporosisCalcium',
    source: OSTEOPOROSIS_CALCIUM.source,
    change: (t) => {
      const min = capped(t, Math.max(t.target, OSTEOPOROSIS_CALCIUM.mg.min));
      const max = capped(t, Math.max(min, OSTEOPOROSIS_CALCIUM.mg.max));
      return { target: min, range: { min, max }, params: { min, max } };
    },
  }),
  // Older adults with osteoporosis or a low BMI (malnutrition risk, GLIM 2019): protein 1.0–1.2 g/kg
  // (never with kidney disease unless its rule yields). The 80-year-old of 41 kg was given 33 g (0.8
  // g/kg, the US RDA) beside "eat enough protein" (clinician review, issue 31).
  gate({
    id: 'older_adult_protein',
    nutrient: 'protein',
    why: 'PROT-AGE 2013, ESPEN 2019 geriatrics: at least 1.0 g/kg a day from 65',
    when: (c) => c.olderAtRisk && (!c.kidney || c.ckdRule === 'usual'),
    text: 'targets.olderProtein.text',
    source: OLDER_ADULT_PROTEIN.source,
    change: (t, c) => {
      const { gPerKg } = OLDER_ADULT_PROTEIN;
      const min = Math.round(gPerKg.min * c.weight);
      const max = Math.round(gPerKg.max * c.weight);
      // Only when it raises something: a table figure already at the top of the range stays as it is.
      if (max <= t.target) return null;
      const why = c.osteoporosis ? 'targets.olderProtein.osteoporosis' : 'targets.olderProtein.lowBmi';
      return {
        target: Math.max(t.target, min),
        range: { min: Math.max(t.target, min), max },
        params: {
          why: bilingual(why, {}),
          perMin: gPerKg.min.toFixed(1),
          perMax: gPerKg.max.toFixed(1),
          min,
          max,
        },
      };
    },
  }),
  // Sports protein: very active or a muscle goal, never with kidney disease.
  gate({
    id: 'sports_protein',
    nutrient: 'protein',
    why: 'ACSM/AND/DC 2016, ISSN 2017: 1.2–2.0 g/kg a day for very active people',
    when: (c) => c.sporty && !c.kidney,
    text: 'targets.sportsProtein',
    source: SPORTS_PROTEIN.source,
    change: (t, c) => {
      const { gPerKg } = SPORTS_PROTEIN;
      const min = Math.round(gPerKg.min * c.weight);
      const max = Math.round(gPerKg.max * c.weight);
      return {
        target: Math.max(t.target, min),
        range: { min: Math.max(t.target, min), max: Math.max(t.target, max, t.range?.max ?? 0) },
        params: { perMin: gPerKg.min.toFixed(1), perMax: gPerKg.max.toFixed(1), min, max },
      };
    },
  }),
  // After bariatric surgery (ASMBS 2019): protein 60–80 g and calcium 1,200–1,500 mg a day whatever the
  // weight, after the rules above so none of them moves these; neither with kidney disease, where protein
  // and calcium load are the kidney team's (KDOQI 2020; KDIGO CKD-MBD 2017).
  gate({
    id: 'bariatric_protein',
    nutrient: 'protein',
    why: 'ASMBS 2019: 60–80 g protein a day after bariatric surgery',
    when: (c) => bariatric(c) && !c.kidney,
    text: 'targets.bariatric.protein',
    source: CONDITION_SOURCES.asmbs2019,
    change: () => {
      const { min, max } = BARIATRIC.proteinG;
      return { target: min, range: { min, max }, params: { min, max } };
    },
  }),
  gate({
    id: 'bariatric_calcium',
    nutrient: 'calcium',
    why: 'ASMBS 2019: calcium citrate 1,200–1,500 mg a day in divided doses',
    when: (c) => bariatric(c) && !c.kidney,
    text: 'targets.bariatric.calcium',
    source: CONDITION_SOURCES.asmbs2019,
    change: (t) => {
      const min = capped(t, BARIATRIC.calciumMg.min);
      const max = capped(t, BARIATRIC.calciumMg.max);
      return { target: min, range: { min, max }, params: { min, max } };
    },
  }),
  // Thiamine (at least 12 mg) and vitamin B12 (350–1,000 µg by mouth) are the team's lifelong doses
  // (ASMBS 2019): the targets are those figures, so the radar never calls the DRI's 1.2 mg of B1 "good"
  // beside the finding's 12 mg. Neither has a UL; kidney disease changes neither.
  gate({
    id: 'bariatric_thiamin',
    nutrient: 'thiamin',
    why: 'ASMBS 2019: thiamine at least 12 mg a day for life',
    when: bariatric,
    text: 'targets.bariatric.thiamin',
    source: CONDITION_SOURCES.asmbs2019,
    change: (t) => {
      const min = BARIATRIC.thiamineMinMg;
      return { target: Math.max(t.target, min), params: { min } };
    },
  }),
  gate({
    id: 'bariatric_b12',
    nutrient: 'vitaminB12',
    why: 'ASMBS 2019: vitamin B12 350–1,000 µg by mouth a day for life',
    when: bariatric,
    text: 'targets.bariatric.b12',
    source: CONDITION_SOURCES.asmbs2019,
    change: (t) => {
      const { min, max } = BARIATRIC.vitaminB12Ug;
      return {
        target: Math.max(t.target, min),
        range: { min: Math.max(t.target, min), max: Math.max(t.target, max) },
        params: { min, max },
      };
    },
  }),
  // Iron: at least the 18 mg of the team's multivitamin (ASMBS 2019); up to 60 mg is the team's
  // prescription by the operation and menstruation, said in the text, never a target above the UL.
  gate({
    id: 'bariatric_iron',
    nutrient: 'iron',
    why: 'ASMBS 2019: iron 18–60 mg a day by operation and menstruation',
    when: (c, t) => bariatric(c) && t.target < BARIATRIC.ironMg.min,
    text: 'targets.bariatric.iron',
    source: CONDITION_SOURCES.asmbs2019,
    change: (t) => {
      const { min, max } = BARIATRIC.ironMg;
      return { target: capped(t, min), params: { min, max } };
    },
  }),
  // IBD with active inflammation (a raised CRP): protein 1.2–1.5 g/kg a day (ESPEN 2023), when it raises
  // the target; never with kidney disease (the kidney team's, KDOQI 2020).
  gate({
    id: 'ibd_active_protein',
    nutrient: 'protein',
    why: 'ESPEN 2023 IBD: protein 1.2–1.5 g/kg a day in active disease',
    when: (c) => c.person.ibdActive === true && !c.kidney && weighed(c),
    text: 'targets.ibdActiveProtein',
    source: CONDITION_SOURCES.espenIbd,
    change: raisedProtein(IBD.activeProteinGPerKg),
  }),
  // Cirrhosis: protein 1.2–1.5 g/kg a day, never cut (ESPEN 2019 liver disease), when it raises the
  // target; never with kidney disease (the kidney team's, KDOQI 2020). Not for other liver disease.
  gate({
    id: 'liver_protein',
    nutrient: 'protein',
    why: 'ESPEN 2019 liver disease: protein 1.2–1.5 g/kg a day in cirrhosis, never cut',
    when: (c) => c.conditions.includes('cirrhosis') && !c.kidney && weighed(c),
    text: 'targets.liverProtein',
    source: LIVER_SOURCES.espen,
    change: raisedProtein(LIVER.proteinGPerKg),
  }),
  // COPD with a BMI under 21 or a weight-gain goal: protein 1.2–1.5 g/kg a day (Schols/ERS 2014; GOLD
  // 2024), when it raises the target; never with kidney disease (the kidney team's, KDOQI 2020).
  gate({
    id: 'copd_protein',
    nutrient: 'protein',
    why: 'ERS 2014, GOLD 2024: protein 1.2–1.5 g/kg a day with COPD and a low weight',
    when: (c) =>
      !c.kidney &&
      weighed(c) &&
      copdGainOf({ conditions: c.conditions, bmi: c.person.bmi ?? Number.NaN, goals: c.person.goals ?? [] }),
    text: 'targets.copdProtein',
    source: COPD_NUTRITION.source,
    change: raisedProtein(COPD_NUTRITION.proteinGPerKg),
  }),
  // Cancer, during or after treatment: protein above 1 g/kg and up to 1.5 g/kg a day (ESPEN 2021), when
  // it raises the target — never the 0.8 g/kg RDA for a person losing weight (clinician review 2026-11-25
  // late, E4 §3); never with kidney disease (the kidney team's, KDOQI 2020).
  gate({
    id: 'cancer_protein',
    nutrient: 'protein',
    why: 'ESPEN 2021 cancer: protein above 1 g/kg, up to 1.5 g/kg a day',
    when: (c) => c.conditions.includes('cancer') && !c.kidney && weighed(c),
    text: 'targets.cancerProtein',
    source: CANCER_NUTRITION.source,
    change: raisedProtein(CANCER_NUTRITION.proteinGPerKg),
  }),
  // With kidney disease where its rule yields (G3a; G3b, catabolic): 1.0–1.2 g/kg (ESPEN 2017 in chronic renal
  // failure), under the kidney ceiling below.
  gate({
    id: 'cancer_protein',
    nutrient: 'protein',
    why: 'ESPEN 2017 cancer: protein above 1 g/kg, not above 1.2 g/kg in chronic renal failure',
    when: (c) => c.conditions.includes('cancer') && c.kidney && c.ckdRule === 'usual' && weighed(c),
    text: 'targets.cancerKidneyProtein',
    source: CANCER_NUTRITION.kidneySource,
    change: raisedProtein(CANCER_NUTRITION.kidneyProteinGPerKg),
  }),
  // CKD G3–G5 before dialysis where the kidney rule yields (KDIGO 2024, CKD_PROTEIN_YIELDS): an older
  // person at risk at G4–G5 gets 0.8 g/kg, never less; otherwise the usual target stays under 1.3 g/kg.
  gate({
    id: 'kidney_protein',
    nutrient: 'protein',
    why: 'KDIGO 2024: 0.8 g/kg, never less, for an older person at risk of malnutrition at G4–G5',
    when: (c) => c.ckdRule === 'kdigo' && weighed(c),
    text: 'targets.kidneyProtein.olderAtRisk',
    source: CKD_PROTEIN_YIELDS.source,
    newRange: true,
    change: (_t, c) => {
      const grams = Math.round(CKD_PROTEIN_YIELDS.kdigoPerKg * c.weight);
      return { target: grams, params: { perKg: CKD_PROTEIN_YIELDS.kdigoPerKg, grams } };
    },
  }),
  gate({
    id: 'kidney_protein',
    nutrient: 'protein',
    why: 'KDIGO 2024: the usual target, under 1.3 g/kg a day, at G3a (and G3b when older at risk)',
    when: (c) => c.ckdRule === 'usual' && weighed(c),
    text: 'targets.kidneyProtein.ceiling',
    source: CKD_PROTEIN_YIELDS.source,
    newRange: true,
    change: (t, c) => {
      const grams = Math.round(CKD_PROTEIN_YIELDS.ceilingPerKg * c.weight);
      const target = Math.min(t.target, grams);
      const range = t.range
        ? { min: Math.min(t.range.min, grams), max: Math.min(t.range.max, grams) }
        : undefined;
      if (target === t.target && range?.max === t.range?.max) return null;
      return { target, range, params: { perKg: CKD_PROTEIN_YIELDS.ceilingPerKg, grams } };
    },
  }),
  // CKD G3b–G5 before dialysis where the kidney rule does not yield: KDOQI 2020's supervised range is the
  // target, as the plan's kidney finding says — never the age's table figure beside it, marked "low"
  // (twenty-second clinician review, zh S3: 72 g for a man with CKD G4 on keto acid analogues whose
  // finding said 38–50 g).
  kdoqiProteinGate(false),
  kdoqiProteinGate(true),
  // On maintenance dialysis protein is 1.0–1.2 g/kg a day (KDOQI 2020 statements 3.0.2–3.0.3), last so
  // that no other rule (bariatric, sports, older adults) moves it; never a low-protein target.
  gate({
    id: 'dialysis_protein',
    nutrient: 'protein',
    why: 'KDOQI 2020: protein 1.0–1.2 g/kg a day on maintenance dialysis',
    when: (c) => c.conditions.includes('dialysis') && weighed(c),
    text: 'targets.dialysisProtein',
    source: CONDITION_SOURCES.kdoqiDialysisProtein,
    change: (_t, c) => {
      const { min: perMin, max: perMax } = KDOQI_PROTEIN.dialysis;
      const min = Math.round(perMin * c.weight);
      const max = Math.round(perMax * c.weight);
      return {
        target: min,
        range: { min, max },
        params: { perMin: perMin.toFixed(1), perMax: perMax.toFixed(1), min, max },
      };
    },
  }),
];

/** The gates in order over the table's targets: each that applies moves its target and says why. */
function applyGates(out: NutrientTargets, c: GateContext): void {
  for (const g of TARGET_GATES) {
    const t = out[g.nutrient];
    if (!g.when(c, t)) continue;
    const change = g.change(t, c);
    if (change === null) continue;
    const { range: _dropped, ...rest } = t;
    out[g.nutrient] = {
      ...(g.newRange ? rest : t),
      target: change.target,
      ...(change.range ? { range: change.range } : {}),
      adjustments: [
        ...(t.adjustments ?? []),
        {
          id: g.id,
          from: t.target,
          // The gate's parameters were checked against its sentence where the gate is written.
          text: bilingual(g.text, change.params as never),
          source: typeof g.source === 'function' ? g.source(c) : g.source,
        },
      ],
    };
  }
}

/**
 * Daily targets for every nutrient key, in each key's canonical unit (see nutrients/index.ts).
 * zh-CN → Chinese DRIs, en-US → US DRIs, then the rules of TARGET_GATES. Never throws.
 */
export function targetsFor(person: TargetPerson, locale: Locale): NutrientTargets {
  const sex: Sex = person.sex === 'female' ? 'female' : 'male';
  const age = normaliseAge(person.age);
  const stage = effectiveLifeStage(sex, person.lifeStage);
  const weight = normaliseWeight(person.weightKg, sex);

  const out = {} as NutrientTargets;
  for (const key of NUTRIENT_KEYS) out[key] = STANDARD_ROWS[locale](key, sex, age, stage, weight);

  const conditions = person.conditions ?? [];
  const osteoporosis = conditions.some((c) =>
    (OLDER_ADULT_PROTEIN.conditions as readonly string[]).includes(c),
  );
  const olderAtRisk = age >= OLDER_ADULT_PROTEIN.minAge && (osteoporosis || person.olderLowBmi === true);
  const pattern = person.dietPattern;
  applyGates(out, {
    person,
    standard: locale,
    age,
    weight,
    conditions,
    kidney: person.kidney === true,
    osteoporosis,
    olderAtRisk,
    // Kidney disease: the kidney rule yields at G3a, and at G3b for an older person at risk (KDIGO 2024).
    ckdRule:
      person.kidney === true && !conditions.includes('dialysis')
        ? ckdProteinRule({
            stage: person.ckdStage ?? null,
            age,
            olderAtRisk,
            catabolic: catabolicOf(conditions),
            lowProteinPrescribed: person.lowProteinPrescribed === true,
          })
        : null,
    vegetarian:
      VEGETARIAN_STANDARDS.includes(locale) &&
      pattern !== undefined &&
      (VEGETARIAN_FACTORS.patterns as readonly string[]).includes(pattern),
    sporty:
      (person.activityLevel !== undefined &&
        (SPORTS_PROTEIN.activityLevels as readonly string[]).includes(person.activityLevel)) ||
      (person.goals ?? []).some((g) => (SPORTS_PROTEIN.goals as readonly string[]).includes(g)),
  });
  return out;
}
