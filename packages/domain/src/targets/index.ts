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
  type CkdStage,
} from '../knowledge/conditions';
import { COPD_NUTRITION } from '../knowledge/chronic-conditions';
import { copdGainOf } from '../conditions/chronic';
import { CANCER_NUTRITION } from '../knowledge/chronic-conditions';
import { CN_DRI, cnAgeBandFor, type CnDriCell, type CnDriRow } from '../knowledge/dri-cn';
import { US_DRI, usAgeBandFor, usReproBandFor, type DriCell, type UsDriRow } from '../knowledge/dri-us';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { roundTo, type NutrientUnit } from '../units';

const fmt = (n: number): string => String(roundTo(n, 1));

export type LifeStage = (typeof LIFE_STAGES)[number];
export type Sex = 'male' | 'female';

export interface TargetPerson {
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

/** The g/kg protein range a condition sets, as it reads in the adjustment's text. */
interface ProteinRangeWords {
  perMin: string;
  perMax: string;
  min: number;
  max: number;
}

/**
 * Protein raised to a condition's g/kg range (IBD with active inflammation, cirrhosis, COPD with a low
 * weight), only when the range's top is above the current target; the adjustment says why.
 */
function raisedProtein(
  t: NutrientTarget,
  weight: number,
  perKg: { min: number; max: number },
  id: TargetAdjustment['id'],
  source: Source,
  text: (r: ProteinRangeWords) => Bilingual,
): NutrientTarget {
  const min = Math.round(perKg.min * weight);
  const max = Math.round(perKg.max * weight);
  if (max <= t.target) return t;
  return {
    ...t,
    target: Math.max(t.target, min),
    range: { min: Math.max(t.target, min), max: Math.max(max, t.range?.max ?? 0) },
    adjustments: [
      ...(t.adjustments ?? []),
      {
        id,
        from: t.target,
        text: text({ perMin: perKg.min.toFixed(1), perMax: perKg.max.toFixed(1), min, max }),
        source,
      },
    ],
  };
}

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
  2023: { zh: '中国居民膳食营养素参考摄入量2023版', en: 'Chinese DRIs 2023' },
  2013: { zh: '中国居民膳食营养素参考摄入量2013版（WS/T 578）', en: 'Chinese DRIs 2013 (WS/T 578)' },
};

/** How a target's kind is named (issue 15 §4): an AI is never called a recommended intake. */
export const BASIS_LABEL: Record<NutrientTarget['basis'], Bilingual> = {
  RNI: { zh: '推荐摄入量（RNI）', en: 'Recommended Nutrient Intake (RNI)' },
  RDA: { zh: '推荐膳食供给量（RDA）', en: 'Recommended Dietary Allowance (RDA)' },
  AI: { zh: '适宜摄入量（AI）', en: 'Adequate Intake (AI)' },
  AMDR: { zh: '宏量营养素可接受范围下限（AMDR）', en: 'Lower end of the acceptable range (AMDR)' },
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

/**
 * Daily targets for every nutrient key, in each key's canonical unit (see nutrients/index.ts).
 * zh-CN → Chinese DRIs, en-US → US DRIs. Never throws.
 */
export function targetsFor(person: TargetPerson, locale: Locale): NutrientTargets {
  const sex: Sex = person.sex === 'female' ? 'female' : 'male';
  const age = normaliseAge(person.age);
  const stage = effectiveLifeStage(sex, person.lifeStage);
  const weight = normaliseWeight(person.weightKg, sex);

  const out = {} as NutrientTargets;
  for (const key of NUTRIENT_KEYS) {
    if (locale === 'zh-CN') {
      const row: CnDriRow = CN_DRI[key];
      const { cell, band } = cnTarget(row, sex, age, stage);
      out[key] = {
        target: cell[0],
        ul: cell[1],
        ulScope: cell[1] === null ? null : row.ulScope,
        basis: stage !== 'none' && row.reproBasis ? row.reproBasis : row.basis,
        unit: row.unit,
        source: row.source,
        band,
        standard: CN_STANDARD[row.edition],
      };
    } else {
      const row: UsDriRow = US_DRI[key];
      const { cell, band } = usTarget(row, sex, age, stage);
      // Protein RDAs are g/kg/day; whole grams are precise enough for a daily target.
      const target = row.perKgBodyWeight ? Math.round(cell[0] * weight) : cell[0];
      out[key] = {
        target,
        ul: cell[1],
        ulScope: cell[1] === null ? null : row.ulScope,
        basis: row.basis,
        unit: row.unit,
        source: row.source,
        band,
        standard: {
          zh:
            key === 'omega3'
              ? `${row.report}（美国未设EPA+DHA的DRI）`
              : `美国膳食营养素参考摄入量，${row.report}`,
          en: key === 'omega3' ? `${row.report}; no US DRI for EPA+DHA` : `US DRIs, ${row.report}`,
        },
      };
    }
  }

  // Vegetarian iron and zinc (en-US: the US report's factors), never above the UL.
  const pattern = person.dietPattern;
  if (
    locale === 'en-US' &&
    pattern !== undefined &&
    (VEGETARIAN_FACTORS.patterns as readonly string[]).includes(pattern)
  ) {
    for (const key of ['iron', 'zinc'] as const) {
      const t = out[key];
      const raised = Math.round(t.target * VEGETARIAN_FACTORS[key]);
      const target = t.ul !== null ? Math.min(raised, t.ul) : raised;
      out[key] = {
        ...t,
        target,
        adjustments: [
          {
            id: key === 'iron' ? 'vegetarian_iron' : 'vegetarian_zinc',
            from: t.target,
            text: {
              // When the raised need reaches the UL, the target is the UL itself: said plainly, so
              // "meets your 45 mg target" never reads as room left under a separate 45 mg limit.
              zh:
                target < raised
                  ? `素食者${key === 'iron' ? '铁' : '锌'}需要量按美国DRI为一般人群的 ${VEGETARIAN_FACTORS[key]} 倍：${t.target} × ${VEGETARIAN_FACTORS[key]} ≈ ${raised} 毫克/天，超过可耐受最高摄入量 ${target} 毫克/天，所以目标就定在上限 ${target} 毫克/天：目标与上限相同，不能再多`
                  : `素食者${key === 'iron' ? '铁' : '锌'}需要量按美国DRI为一般人群的 ${VEGETARIAN_FACTORS[key]} 倍：${t.target} → ${target} 毫克/天`,
              en:
                target < raised
                  ? `Vegetarian ${key} need is ${VEGETARIAN_FACTORS[key]} × the RDA (US DRIs): ${t.target} × ${VEGETARIAN_FACTORS[key]} ≈ ${raised} mg/day, above the ${target} mg/day upper limit, so your target is the upper limit itself, ${target} mg/day: target and limit are the same, with no room above it`
                  : `Vegetarian ${key} need is ${VEGETARIAN_FACTORS[key]} × the RDA (US DRIs): ${t.target} → ${target} mg/day`,
            },
            source: VEGETARIAN_FACTORS.source,
          },
        ],
      };
    }
  }

  // Osteoporosis: vitamin D to the guideline's daily range (never above the UL).
  const conditions = person.conditions ?? [];
  const bone = OSTEOPOROSIS_VITAMIN_D[locale];
  if (conditions.includes(OSTEOPOROSIS_VITAMIN_D.condition) && age >= bone.minAge) {
    const t = out.vitaminD;
    const cap = (n: number) => (t.ul !== null ? Math.min(n, t.ul) : n);
    const min = cap(Math.max(t.target, bone.ug.min));
    const max = cap(Math.max(min, bone.ug.max));
    out.vitaminD = {
      ...t,
      target: min,
      range: { min, max },
      adjustments: [
        ...(t.adjustments ?? []),
        {
          id: 'osteoporosis_vitamin_d',
          from: t.target,
          text: {
            zh: `骨质疏松症：维生素D每天 ${bone.iu} IU（${fmt(min)}–${fmt(max)} 微克）`,
            en: `Osteoporosis: vitamin D ${bone.iu} IU (${fmt(min)}–${fmt(max)} µg) a day`,
          },
          source: bone.source,
        },
      ],
    };
  }

  // Older adults with osteoporosis or a low BMI (malnutrition risk, GLIM 2019): protein 1.0–1.2 g/kg
  // (never with kidney disease). The 80-year-old of 41 kg was given 33 g (0.8 g/kg, the US RDA) beside
  // "eat enough protein" (clinician review, issue 31).
  const osteoporosis = conditions.some((c) =>
    (OLDER_ADULT_PROTEIN.conditions as readonly string[]).includes(c),
  );
  const olderAtRisk = age >= OLDER_ADULT_PROTEIN.minAge && (osteoporosis || person.olderLowBmi === true);
  // Kidney disease: the kidney rule yields at G3a, and at G3b for an older person at risk (KDIGO 2024).
  const dialysis = conditions.includes('dialysis');
  const ckdRule =
    person.kidney === true && !dialysis
      ? ckdProteinRule({ stage: person.ckdStage ?? null, age, olderAtRisk })
      : null;
  if (olderAtRisk && (person.kidney !== true || ckdRule === 'usual')) {
    const why = osteoporosis
      ? { zh: '65岁以上且有骨质疏松', en: '65 or older with osteoporosis' }
      : {
          zh: '65岁以上、体重偏低（有营养不良风险）',
          en: '65 or older with a low BMI (a risk of malnutrition)',
        };
    const t = out.protein;
    const min = Math.round(OLDER_ADULT_PROTEIN.gPerKg.min * weight);
    const max = Math.round(OLDER_ADULT_PROTEIN.gPerKg.max * weight);
    // Only when it raises something: a table figure already at the top of the range stays as it is.
    if (max > t.target)
      out.protein = {
        ...t,
        target: Math.max(t.target, min),
        range: { min: Math.max(t.target, min), max },
        adjustments: [
          ...(t.adjustments ?? []),
          {
            id: 'older_adult_protein',
            from: t.target,
            text: {
              zh: `${why.zh}：蛋白质每天 ${OLDER_ADULT_PROTEIN.gPerKg.min.toFixed(1)}–${OLDER_ADULT_PROTEIN.gPerKg.max.toFixed(1)} 克/千克体重，约 ${min}–${max} 克`,
              en: `${why.en}: protein ${OLDER_ADULT_PROTEIN.gPerKg.min.toFixed(1)}–${OLDER_ADULT_PROTEIN.gPerKg.max.toFixed(1)} g/kg body weight a day, about ${min}–${max} g`,
            },
            source: OLDER_ADULT_PROTEIN.source,
          },
        ],
      };
  }

  // Sports protein: very active or a muscle goal, never with kidney disease.
  const sporty =
    (person.activityLevel !== undefined &&
      (SPORTS_PROTEIN.activityLevels as readonly string[]).includes(person.activityLevel)) ||
    (person.goals ?? []).some((g) => (SPORTS_PROTEIN.goals as readonly string[]).includes(g));
  if (sporty && person.kidney !== true) {
    const t = out.protein;
    const min = Math.round(SPORTS_PROTEIN.gPerKg.min * weight);
    const max = Math.round(SPORTS_PROTEIN.gPerKg.max * weight);
    out.protein = {
      ...t,
      target: Math.max(t.target, min),
      range: {
        min: Math.max(t.target, min),
        max: Math.max(t.target, max, t.range?.max ?? 0),
      },
      adjustments: [
        ...(t.adjustments ?? []),
        {
          id: 'sports_protein',
          from: t.target,
          text: {
            zh: `高强度运动或增肌目标：蛋白质每天 ${SPORTS_PROTEIN.gPerKg.min.toFixed(1)}–${SPORTS_PROTEIN.gPerKg.max.toFixed(1)} 克/千克体重，约 ${min}–${max} 克`,
            en: `Very active or building muscle: protein ${SPORTS_PROTEIN.gPerKg.min.toFixed(1)}–${SPORTS_PROTEIN.gPerKg.max.toFixed(1)} g/kg body weight a day, about ${min}–${max} g`,
          },
          source: SPORTS_PROTEIN.source,
        },
      ],
    };
  }
  // After bariatric surgery (ASMBS 2019): protein 60–80 g and calcium 1,200–1,500 mg a day whatever
  // the weight, last so no other rule moves them; neither with kidney disease, where protein and
  // calcium load are the kidney team's (KDOQI 2020; KDIGO CKD-MBD 2017).
  if (conditions.includes('bariatric_surgery') && person.kidney !== true) {
    const src = CONDITION_SOURCES.asmbs2019;
    const t = out.protein;
    const { min, max } = BARIATRIC.proteinG;
    out.protein = {
      ...t,
      target: min,
      range: { min, max },
      adjustments: [
        ...(t.adjustments ?? []),
        {
          id: 'bariatric_protein',
          from: t.target,
          text: {
            zh: `减重手术后：蛋白质每天 ${min}–${max} 克（ASMBS 2019）`,
            en: `After bariatric surgery: protein ${min}–${max} g a day (ASMBS 2019)`,
          },
          source: src,
        },
      ],
    };
    const c = out.calcium;
    const cap = (n: number) => (c.ul !== null ? Math.min(n, c.ul) : n);
    const cMin = cap(BARIATRIC.calciumMg.min);
    const cMax = cap(BARIATRIC.calciumMg.max);
    out.calcium = {
      ...c,
      target: cMin,
      range: { min: cMin, max: cMax },
      adjustments: [
        ...(c.adjustments ?? []),
        {
          id: 'bariatric_calcium',
          from: c.target,
          text: {
            zh: `减重手术后：钙每天 ${cMin}–${cMax} 毫克，选枸橼酸钙分次服用（ASMBS 2019）`,
            en: `After bariatric surgery: calcium ${cMin}–${cMax} mg a day, as calcium citrate in divided doses (ASMBS 2019)`,
          },
          source: src,
        },
      ],
    };
  }
  // After bariatric surgery thiamine (at least 12 mg) and vitamin B12 (350–1,000 µg by mouth) are the
  // team's lifelong doses (ASMBS 2019): the targets are those figures, so the radar never calls the
  // DRI's 1.2 mg of B1 "good" beside the finding's 12 mg. Neither has a UL; kidney disease changes neither.
  if (conditions.includes('bariatric_surgery')) {
    const src = CONDITION_SOURCES.asmbs2019;
    const b1 = out.thiamin;
    const b1Min = BARIATRIC.thiamineMinMg;
    out.thiamin = {
      ...b1,
      target: Math.max(b1.target, b1Min),
      adjustments: [
        ...(b1.adjustments ?? []),
        {
          id: 'bariatric_thiamin',
          from: b1.target,
          text: {
            zh: `减重手术后：维生素B1（硫胺素）每天至少 ${b1Min} 毫克，按手术团队的处方补充（ASMBS 2019）`,
            en: `After bariatric surgery: thiamine (vitamin B1) at least ${b1Min} mg a day, as your surgical team prescribes (ASMBS 2019)`,
          },
          source: src,
        },
      ],
    };
    const b12 = out.vitaminB12;
    const { min: b12Min, max: b12Max } = BARIATRIC.vitaminB12Ug;
    out.vitaminB12 = {
      ...b12,
      target: Math.max(b12.target, b12Min),
      range: { min: Math.max(b12.target, b12Min), max: Math.max(b12.target, b12Max) },
      adjustments: [
        ...(b12.adjustments ?? []),
        {
          id: 'bariatric_b12',
          from: b12.target,
          text: {
            zh: `减重手术后：维生素B12 口服每天 ${b12Min}–${b12Max} 微克，按手术团队的处方补充（ASMBS 2019）`,
            en: `After bariatric surgery: vitamin B12 ${b12Min}–${b12Max} µg by mouth a day, as your surgical team prescribes (ASMBS 2019)`,
          },
          source: src,
        },
      ],
    };
    // Iron: at least the 18 mg of the team's multivitamin (ASMBS 2019); up to 60 mg is the team's
    // prescription by the operation and menstruation, said in the text, never a target above the UL.
    const fe = out.iron;
    const { min: feMin, max: feMax } = BARIATRIC.ironMg;
    if (fe.target < feMin)
      out.iron = {
        ...fe,
        target: fe.ul !== null ? Math.min(feMin, fe.ul) : feMin,
        adjustments: [
          ...(fe.adjustments ?? []),
          {
            id: 'bariatric_iron',
            from: fe.target,
            text: {
              zh: `减重手术后：铁每天至少 ${feMin} 毫克（含铁复合维生素）；需要 ${feMin}–${feMax} 毫克中的多少，由手术团队按手术方式和是否来月经决定（ASMBS 2019）`,
              en: `After bariatric surgery: iron at least ${feMin} mg a day (a multivitamin with iron); how much of ${feMin}–${feMax} mg you need is set by your surgical team by the operation and whether you menstruate (ASMBS 2019)`,
            },
            source: src,
          },
        ],
      };
  }
  // IBD with active inflammation (a raised CRP): protein 1.2–1.5 g/kg a day (ESPEN 2023), when it
  // raises the target; never with kidney disease (the kidney team's, KDOQI 2020).
  if (person.ibdActive === true && person.kidney !== true && Number.isFinite(weight) && weight > 0) {
    out.protein = raisedProtein(
      out.protein,
      weight,
      IBD.activeProteinGPerKg,
      'ibd_active_protein',
      CONDITION_SOURCES.espenIbd,
      (r) => ({
        zh: `炎症性肠病、C反应蛋白升高（炎症活动）：蛋白质每天 ${r.perMin}–${r.perMax} 克/千克体重，约 ${r.min}–${r.max} 克（ESPEN 2023）`,
        en: `Inflammatory bowel disease with a raised CRP (active inflammation): protein ${r.perMin}–${r.perMax} g/kg body weight a day, about ${r.min}–${r.max} g (ESPEN 2023)`,
      }),
    );
  }
  // Cirrhosis: protein 1.2–1.5 g/kg a day, never cut (ESPEN 2019 liver disease), when it raises the
  // target; never with kidney disease (the kidney team's, KDOQI 2020). Not for other liver disease.
  if (conditions.includes('cirrhosis') && person.kidney !== true && Number.isFinite(weight) && weight > 0) {
    out.protein = raisedProtein(
      out.protein,
      weight,
      LIVER.proteinGPerKg,
      'liver_protein',
      LIVER_SOURCES.espen,
      (r) => ({
        zh: `肝硬化：蛋白质不减，每天 ${r.perMin}–${r.perMax} 克/千克体重，约 ${r.min}–${r.max} 克（ESPEN 2019）`,
        en: `Cirrhosis: protein is not cut, ${r.perMin}–${r.perMax} g/kg body weight a day, about ${r.min}–${r.max} g (ESPEN 2019)`,
      }),
    );
  }
  // COPD with a BMI under 21 or a weight-gain goal: protein 1.2–1.5 g/kg a day (Schols/ERS 2014;
  // GOLD 2024), when it raises the target; never with kidney disease (the kidney team's, KDOQI 2020).
  if (
    person.kidney !== true &&
    Number.isFinite(weight) &&
    weight > 0 &&
    copdGainOf({ conditions, bmi: person.bmi ?? Number.NaN, goals: person.goals ?? [] })
  ) {
    out.protein = raisedProtein(
      out.protein,
      weight,
      COPD_NUTRITION.proteinGPerKg,
      'copd_protein',
      COPD_NUTRITION.source,
      (r) => ({
        zh: `慢阻肺、体重偏低或需要增重：蛋白质每天 ${r.perMin}–${r.perMax} 克/千克体重，约 ${r.min}–${r.max} 克（欧洲呼吸学会2014；GOLD 2024）`,
        en: `COPD with a low weight or a weight-gain goal: protein ${r.perMin}–${r.perMax} g/kg body weight a day, about ${r.min}–${r.max} g (ERS 2014; GOLD 2024)`,
      }),
    );
  }
  // Cancer, during or after treatment: protein above 1 g/kg and up to 1.5 g/kg a day (ESPEN 2021), when
  // it raises the target — never the 0.8 g/kg RDA for a person losing weight (clinician review
  // 2026-11-25 late, E4 §3); never with kidney disease (the kidney team's, KDOQI 2020).
  if (conditions.includes('cancer') && person.kidney !== true && Number.isFinite(weight) && weight > 0) {
    out.protein = raisedProtein(
      out.protein,
      weight,
      CANCER_NUTRITION.proteinGPerKg,
      'cancer_protein',
      CANCER_NUTRITION.source,
      (r) => ({
        zh: `癌症（治疗中或治疗后）：蛋白质每天 ${r.perMin}–${r.perMax} 克/千克体重，约 ${r.min}–${r.max} 克（ESPEN 2021）`,
        en: `Cancer (during or after treatment): protein ${r.perMin}–${r.perMax} g/kg body weight a day, about ${r.min}–${r.max} g (ESPEN 2021)`,
      }),
    );
  }
  // CKD G3–G5 before dialysis where the kidney rule yields (KDIGO 2024, CKD_PROTEIN_YIELDS): the usual
  // target stays under 1.3 g/kg; an older person at risk at G4–G5 gets 0.8 g/kg, never less.
  if ((ckdRule === 'usual' || ckdRule === 'kdigo') && Number.isFinite(weight) && weight > 0) {
    const t = out.protein;
    const ceiling = Math.round(CKD_PROTEIN_YIELDS.ceilingPerKg * weight);
    const kdigo = Math.round(CKD_PROTEIN_YIELDS.kdigoPerKg * weight);
    const target = ckdRule === 'kdigo' ? kdigo : Math.min(t.target, ceiling);
    const range =
      ckdRule === 'kdigo'
        ? undefined
        : t.range
          ? { min: Math.min(t.range.min, ceiling), max: Math.min(t.range.max, ceiling) }
          : undefined;
    if (target !== t.target || ckdRule === 'kdigo' || range?.max !== t.range?.max) {
      const { range: _dropped, ...rest } = t;
      out.protein = {
        ...rest,
        target,
        ...(range ? { range } : {}),
        adjustments: [
          ...(t.adjustments ?? []),
          {
            id: 'kidney_protein',
            from: t.target,
            text:
              ckdRule === 'kdigo'
                ? {
                    zh: `慢性肾脏病、65岁以上有营养不良风险：蛋白质每天 ${CKD_PROTEIN_YIELDS.kdigoPerKg} 克/千克体重，约 ${kdigo} 克，不要再少（KDIGO 2024）`,
                    en: `Kidney disease at 65 or older with a risk of malnutrition: protein ${CKD_PROTEIN_YIELDS.kdigoPerKg} g/kg body weight a day, about ${kdigo} g, and no less (KDIGO 2024)`,
                  }
                : {
                    zh: `慢性肾脏病：蛋白质不超过每天 ${CKD_PROTEIN_YIELDS.ceilingPerKg} 克/千克体重（约 ${ceiling} 克，KDIGO 2024）`,
                    en: `Kidney disease: protein no more than ${CKD_PROTEIN_YIELDS.ceilingPerKg} g/kg body weight a day (about ${ceiling} g, KDIGO 2024)`,
                  },
            source: CKD_PROTEIN_YIELDS.source,
          },
        ],
      };
    }
  }
  // On maintenance dialysis protein is 1.0–1.2 g/kg a day (KDOQI 2020 statements 3.0.2–3.0.3),
  // last so that no other rule (bariatric, sports, older adults) moves it; never a low-protein target.
  if (conditions.includes('dialysis') && Number.isFinite(weight) && weight > 0) {
    const t = out.protein;
    const { min: perMin, max: perMax } = KDOQI_PROTEIN.dialysis;
    const min = Math.round(perMin * weight);
    const max = Math.round(perMax * weight);
    out.protein = {
      ...t,
      target: min,
      range: { min, max },
      adjustments: [
        ...(t.adjustments ?? []),
        {
          id: 'dialysis_protein',
          from: t.target,
          text: {
            zh: `维持性透析：蛋白质每天 ${perMin.toFixed(1)}–${perMax.toFixed(1)} 克/千克体重，约 ${min}–${max} 克（KDOQI 2020）`,
            en: `On maintenance dialysis: protein ${perMin.toFixed(1)}–${perMax.toFixed(1)} g/kg body weight a day, about ${min}–${max} g (KDOQI 2020)`,
          },
          source: CONDITION_SOURCES.kdoqiDialysisProtein,
        },
      ],
    };
  }
  return out;
}
