/**
 * The plan assembly: answers (+ medicines, supplements, labs) → EngineResult.
 *
 * Order (the steps `createPlanner` calls in sequence): validate → energy and intake → medicines →
 * labs and kidney → targets → status per nutrient → taboos → recommendations (re-checked against
 * taboos) → supplement review → products → energy target → findings → the result.
 * The collaborators are injected (`createPlanner`) so the assembly can be tested with small tables;
 * `planFor` in ./index wires the real modules.
 */
import {
  LOW_PLATELETS_BELOW,
  LOW_PLATELETS_NAMES,
  LOW_PLATELETS_REVIEW,
  LOW_PLATELETS_SKIPPED,
  LOW_PLATELETS_SOURCE,
  LOW_PLATELETS_SUBSTANCES,
} from '../knowledge/low-platelets';
import { knownHarmFindings, withTypedMedicinesResolved, withUncheckedMedicines } from './unchecked-medicines';
import { companionFindings, prescribedCompanionsFor, type Companion } from '../review/companions';
import { teratogenFolicAcidFor } from '../interactions/teratogens';
import { CHILDBEARING_AGE, planningPregnancy, PREGNANCY_KEEP_FOLIC_ACID } from '../knowledge/preconception';
import { pregnancyMedicineFindings } from '../knowledge/pregnancy-medicines';
import { MEED_2022, PURGING_LOW_POTASSIUM_TEXT, PURGING_POTASSIUM_BELOW } from '../knowledge/scoff';
import { bupropionEatingDisorderFinding } from './bupropion-eating-disorder-finding';
import {
  DANDELION_KIDNEY_REVIEW,
  DANDELION_NAMES,
  DANDELION_SUBSTANCES,
  REISHI_CIRRHOSIS_REVIEW,
  REISHI_LIVER_REVIEW,
  REISHI_NAMES,
  REISHI_SUBSTANCES,
  SENNA_NAMES,
  SENNA_POTASSIUM_BELOW,
  SENNA_REVIEW,
  SENNA_SUBSTANCES,
  SENNA_WHY,
} from '../knowledge/herb-cautions';
import {
  HYPEREMESIS_LOW_ELECTROLYTE,
  HYPEREMESIS_SOURCE,
  HYPEREMESIS_TEXT,
  hyperemesisOf,
} from '../knowledge/hyperemesis';
import { PRESCRIBER_NUTRIENTS } from '../knowledge/drug-interactions';
import {
  nonSmokerDietText,
  planShowsDietRow,
  TAKEN_FASTING,
  pregnancyDietText,
  PREGNANCY_NO_ALCOHOL_SOURCE,
  IMMUNOSUPPRESSING,
  IMMUNOSUPPRESSED_PROBIOTICS_REVIEW,
  PROBIOTIC_PRODUCT_NAMES,
} from '../knowledge/medicine-diet';
import { onAlphaGlucosidaseInhibitor } from '../knowledge/hypoglycaemia';
import type { DietNote } from '../interactions/diet-notes';
import type { z } from 'zod';
import { localeOf, pick, type Bilingual, type Locale, type Reason, type Source } from '../contracts/common';
import type {
  EngineResult,
  Finding,
  LabMarkerResult,
  MedicineTaboo,
  NutrientStatus,
  PlanProduct,
  ProductReview,
  ReportAnalysis,
} from '../contracts/plan';
import { OUTPUT_FINGERPRINT } from './output-fingerprint';
import { engineVersionFor, VERSIONED_TABLES } from './version';
import {
  parseAnswers,
  hasHyperthyroid,
  isPregnantStage,
  SCOFF_ITEMS,
  scoffPositive,
  trimesterOfWeek,
  type Answers,
  type SupplementIntake,
  type ValidAnswers,
} from '../contracts/questionnaire';
import { foodIntakeFor } from '../intake';
import { NUTRIENTS, type NutrientKey } from '../nutrients';
import {
  recommendFor,
  SUPPLEMENTABLE,
  ANTICOAGULANT_BLOCKED,
  ANTIPLATELET_BLOCKED,
  KIDNEY_BLOCKED,
  DIALYSIS_PRESCRIBED,
  DIALYSIS_PRESCRIBED_TEXT,
  roomUnderUl,
  treatmentsFor,
  type CurrentForm,
  type FormSwitchAdvice,
} from '../recommend';
import {
  glucoseFindings,
  KIDNEY_VITAMIN_C_MAX_MG,
  KIDNEY_VITAMIN_C_TEXT,
  kidneyVitaminCCapped,
  kidneyContextFor,
  kidneyFindings,
  heartAndTransplantFindings,
  livingConditionFindings,
  bariatricCalciumProductFinding,
  dysphagiaSupplementsFinding,
  BARIATRIC,
  lactationFindings,
  metforminKidneyFinding,
  NEPHROLOGIST_NOTE,
  METABOLIC_TEAM_NOTE,
  TRANSPLANT_TEAM_NOTE,
  pregnancyFindings,
  vitaminKSteadyFinding,
  weightLossEnergyFor,
  eatingScreenFinding,
  type CkdStage,
  catabolicOf,
  ckdProteinRule,
  CKD_PROTEIN_YIELDS,
  lowProteinPrescribedOf,
} from '../conditions';
import { potassiumMedicineFinding } from '../conditions/potassium-medicine';
import { liverFindings } from '../conditions/liver';
import { chronicConditionFindings } from '../conditions/chronic';
import { kidneyStoneFinding } from '../conditions/kidney-stones';
import { kidneyStoneRule, KIDNEY_STONES } from '../knowledge/kidney-stones';
import { ramadanFinding } from '../conditions/ramadan';
import {
  CANCER_ANTIOXIDANT_FROM,
  chronicRule,
  CKD_ANAEMIA_IRON_REF,
  COELIAC_FIBRE_TIP,
  G6PD_HERB_NAMES,
  G6PD_VITAMIN_C_MAX_MG,
  PKU_PROTEIN_PRODUCT,
  GLUTEN_FOOD,
  SICKLE_FOLIC_ACID_UG,
} from '../knowledge/chronic-conditions';
import { foodTipAllowed } from '../foods';
import { BLEEDING_STACK_RULE_ID, bleedingStackCovers, drugById } from '../interactions/taboos';
import { MAGNESIUM_SEVERE_BELOW, MAGNESIUM_SEVERE_SOURCE, METFORMIN_B12 } from '../knowledge/lab-markers';
import { say } from '../messages';
import { METHOTREXATE_WEEKLY_SOURCE, methotrexateTypedDaily } from '../knowledge/methotrexate-weekly';
import { aboveDailyMax } from '../knowledge/medicine-daily-max';
import { highFerritinOf, IRON_OVERLOAD_VITAMIN_C, ironOverloadText } from '../knowledge/iron-overload';
import { HIGH_HB_IRON } from '../knowledge/anaemia';
import { KIDNEY_MEDICINES } from '../knowledge/kidney-medicines';
import { vitaminKAntagonistName } from '../knowledge/drugs';
import { LACTATION_AVOID } from '../knowledge/lactation-medicines';
import {
  BIOTIN_AFFECTED_MARKERS,
  BIOTIN_INTERFERENCE_SOURCE,
  BIOTIN_LAB_MIN_MG,
  BIOTIN_THYROID_NOTE,
} from '../knowledge/biotin-interference';
import {
  ANAEMIA_IRON_STUDIES_REF,
  ANAEMIA_IRON_STUDIES_SOURCE,
  ANAEMIA_IRON_STUDIES_TEXT,
  anaemiaWithoutIronStudies,
  cancerWithoutIronStudies,
  CANCER_IRON_STUDIES_REF,
  PRESCRIBED_IRON_REF_SUFFIX,
  PRESCRIBED_IRON_TEXT,
  IRON_TAKEN_REF_SUFFIX,
  IRON_TAKEN_TEXT,
  CANCER_IRON_STUDIES_SOURCE,
  CANCER_IRON_STUDIES_TEXT,
} from '../knowledge/anaemia';
import {
  HYPERCALCAEMIA_NUTRIENTS,
  HYPERCALCAEMIA_PRESCRIBED,
  hypercalcaemiaOf,
  hypercalcaemiaPlanText,
  sodiumLow,
  type HypercalcaemiaCause,
} from '../knowledge/hypercalcaemia';
import {
  REFEEDING_PRESCRIBED,
  REFEEDING_PRESCRIBED_TEXT,
  REFEEDING_SOURCE,
  REFEEDING_TEXT,
  refeedingRiskOf,
} from '../knowledge/refeeding';
import {
  agranulocytosisDrugsActingOn,
  type AgranulocytosisDrug,
  countText,
  DRUG_LOW_COUNT_TEXT,
  CHEMO_LOW_COUNT_TEXT,
  CANCER_LOW_COUNT_TEXT,
  CANCER_LOW_COUNT_SOURCE,
  fillLowCount,
  NEUTROPHILS_DRUG_BELOW,
  NEUTROPHILS_SEVERE_BELOW,
} from '../knowledge/neutropenia';
import { GLUCOSE_LOWERING_CLASSES, medicineSaysDiabetes, OLDER_DIABETES } from '../knowledge/older-diabetes';
import { medicineText } from '../interactions/medicine-text';
import { labDrugNotes, markerByKey, type LabContext } from '../labs';
import { ENERGY_SOURCES, glimLowBmiBelow, OLDER_KCAL_PER_KG, olderLowBmi } from '../energy';
import { checkValue, type CheckResult } from '../labs/check';
import { bloodPressureOf, judgeBloodPressure } from '../labs/blood-pressure';
import type { RuledOut } from '../review';
import { IMPLAUSIBLE_SERVINGS } from '../knowledge/supplements';
import {
  FOOD_ALLERGY_SOURCE,
  allergenFormsOf,
  allergensInFood,
  foodAllergenRow,
  withoutAllergenFoods,
} from '../knowledge/food-allergens';
import { hasLiverDisease, type FoodAllergen } from '../contracts/answer-values';
import { LIVER_RETINOL_REVIEW } from '../knowledge/liver';
import { HEAVY_DRINKING_KEEP_THIAMIN } from '../knowledge/heavy-drinking';
import { chokingHazardsIn } from '../knowledge/dysphagia-foods';
import { tubeFeedFindings } from './tube-feeding';
import {
  AREDS_ORIGINAL_NAME,
  AREDS_SMOKER_REVIEW,
  BETA_CAROTENE_PRODUCT_NAME,
  BETA_CAROTENE_SMOKER_REVIEW,
} from '../knowledge/eye-vitamins';
import { withRetests } from '../labs/retest';
import { fmt, statusFor, type DepletionInfo, type LabEffect, type TargetInfo } from '../status';
import { isSubstance, type Substance } from '../substances';
import {
  DISCLAIMER,
  FOOD_FIRST,
  FOOD_FIRST_BY_DIET,
  IBD_FIBRE_SOURCE,
  IBD_FIBRE_TIP,
  FOOD_FIRST_SOURCE,
  PREGNANCY_AVOID,
  PREGNANCY_SOURCE,
  RADAR_KEYS,
  WHO_BMI_SOURCE,
} from './texts';

/** Version of the engine's rules; stored with every plan. */
/** Derived from the knowledge tables and the rules revision (see ./version). */
export const ENGINE_VERSION = engineVersionFor(VERSIONED_TABLES, OUTPUT_FINGERPRINT);

/** Invalid answers: carries zod's issues so the API can name the fields. */
export class EngineInputError extends Error {
  readonly code = 'ENGINE_INPUT_INVALID' as const;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(issues: readonly z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? 'invalid answers');
    this.name = 'EngineInputError';
    this.issues = issues;
  }
}

/** What the engine needs from the energy, targets, interactions, labs, review and products modules. */
export interface EngineDeps {
  energyFor: (
    a: Pick<
      Answers,
      'gender' | 'age' | 'heightCm' | 'weightKg' | 'activityLevel' | 'lifeStage' | 'prePregnancyWeightKg'
    >,
    locale: Locale,
    standards: Locale,
  ) => {
    bmi: number;
    bmiCategory: EngineResult['profile']['bmiCategory'];
    bmrKcal: number;
    tdeeKcal: number;
    proteinTargetG: number;
    /** What the BMI was computed from (pregnancy: pre-pregnancy weight). Absent means `current`. */
    bmiBasis?: 'current' | 'pre_pregnancy' | 'not_judged';
    reasons: Reason[];
  };
  targetsFor: (
    p: {
      sex: Answers['gender'];
      age: number;
      lifeStage?: Answers['lifeStage'];
      weightKg: number;
      dietPattern?: Answers['dietPattern'];
      activityLevel?: Answers['activityLevel'];
      goals?: Answers['goals'];
      kidney?: boolean;
      ckdStage?: CkdStage | null;
      conditions?: Answers['conditions'];
      boneTreatment?: boolean;
      olderLowBmi?: boolean;
      ibdActive?: boolean;
      bmi?: number;
      lowProteinPrescribed?: boolean;
    },
    locale: Locale,
  ) => Readonly<Record<NutrientKey, TargetInfo>>;
  taboosFor: (
    input: {
      medicines: readonly string[];
      substances: readonly Substance[];
      dailyMg?: Readonly<Partial<Record<Substance, number>>>;
      unknownMg?: readonly Substance[];
      doses?: Answers['medicineDoses'];
      taken?: readonly Substance[];
      raised?: readonly string[];
      /** The plan's conditions: a pair prescribed together on purpose in one of them reads so (leukaemia maintenance). */
      conditions?: readonly string[];
    },
    locale: Locale,
  ) => MedicineTaboo[];
  depletionsFor: (medicines: readonly string[]) => readonly DepletionInfo[];
  raisesPotassium: (medicines: readonly string[]) => boolean;
  dietNotesFor: (medicines: readonly string[], locale: Locale) => readonly DietNote[];
  teratogenFindings: (p: {
    locale: Locale;
    gender: 'male' | 'female';
    age: number;
    lifeStage: string;
    medicines: readonly string[];
    conditions?: readonly string[];
    planning?: boolean;
  }) => Finding[];
  drugById: (id: string) => { id: string; zh: string; en: string; classes: readonly string[] } | undefined;
  analyseLabs: (
    labs: readonly NonNullable<Answers['labs']>[number][],
    ctx: LabContext,
  ) => {
    analysis: ReportAnalysis;
    effects: readonly LabEffect[];
    rejected: readonly { marker: string; why: string }[];
  };
  intakeFromSupplements: (list: readonly SupplementIntake[]) => {
    perNutrient: Partial<Record<NutrientKey, number>>;
    /** Preformed vitamin A within perNutrient.vitaminA (µg RAE); absent = all of it. */
    preformedVitaminA?: number;
    substances: readonly Substance[];
    unresolved: readonly string[];
    /** Products whose dose is a count of units of unknown strength: in no amount (never guessed). */
    uncounted?: readonly Bilingual[];
    /** The nutrients in those products, each with a product's name: none is added on top. */
    uncountedNutrients?: readonly {
      nutrient: NutrientKey;
      name: Bilingual;
      main?: boolean;
      unreadable?: true;
    }[];
    /** Products whose amount is not a plausible amount of them: in no amount (never guessed). */
    unreadable?: readonly Bilingual[];
    /** Products identified whose dose unit is no amount of them: in no amount, their interactions stand. */
    unitUnread?: readonly Bilingual[];
    /** What the user's own products are bought for (cumulative bleeding warning). */
    mains?: readonly Substance[];
    /** Daily mg per substance (rules with a daily threshold, e.g. biotin and lab tests). */
    dailyMg?: Readonly<Partial<Record<Substance, number>>>;
    /** What single-nutrient products of unknown strength are bought for: thresholded pairs fire on them. */
    unknownMg?: readonly Substance[];
    /** Products made of a known mineral salt (a medicine may favour another form). */
    forms?: readonly CurrentForm[];
    /** A multivitamin is among the products. */
    hasMulti?: boolean;
    /** Single-nutrient products marked prescribed: a treatment dose on top is the prescriber's to set. */
    prescribedMains?: readonly { nutrient: NutrientKey; amount: number; name: Bilingual }[];
  };
  reviewSupplements: (input: {
    supplements: readonly SupplementIntake[];
    targets: Readonly<Record<NutrientKey, TargetInfo>>;
    foodIntake?: Partial<Record<NutrientKey, number>>;
    foodPreformedVitaminA?: number;
    taboos: readonly MedicineTaboo[];
    lowNutrients: readonly NutrientKey[];
    lowByLab?: readonly NutrientKey[];
    goals?: readonly string[];
    formSwitches?: readonly FormSwitchAdvice[];
    supervised?: readonly { nutrient: NutrientKey; max: number; min?: number; add?: number }[];
    ruledOut?: readonly RuledOut[];
    capped?: readonly { nutrient: NutrientKey; maxDaily: number; text: string; verdict?: 'avoid' }[];
    companions?: readonly Companion[];
    pregnant?: boolean;
    planning?: boolean;
    lactating?: boolean;
    pregnancyPossible?: boolean;
    conditions?: readonly string[];
    /** Products a condition rules out by what they are (review/index.ts `namedAvoid`). */
    namedAvoid?: readonly { names: RegExp; substances?: readonly string[]; text: string }[];
    /** Products a condition makes a caution for by what they are (review/index.ts `namedCaution`). */
    namedCaution?: readonly { names: RegExp; substances?: readonly string[]; text: string }[];
    liverEnzymesRaised?: boolean;
    belowDose?: readonly { nutrient: NutrientKey; min: number; text: string }[];
    advised?: readonly NutrientKey[];
    locale: Locale;
  }) => ProductReview[];
  /** Rich food sources of a nutrient (optional: food-first findings name examples when present). */
  foodSourcesFor?: (
    nutrient: NutrientKey,
    locale: Locale,
    n: number,
    dietPattern?: Answers['dietPattern'],
  ) => readonly { name: string; portion: string }[];
  productsFor: (
    recs: readonly {
      nutrient: string;
      dose: number;
      unit: NutrientStatus['unit'];
      form?: string;
      maxDaily?: number;
    }[],
    ctx: {
      avoidSubstances: readonly Substance[];
      locale: Locale;
      preferForms?: Partial<Record<NutrientKey, string>>;
      avoidForms?: Partial<Record<NutrientKey, readonly string[]>>;
    },
  ) => PlanProduct[];
}

const ACID_REDUCER_CLASSES = new Set(['ppi', 'pcab', 'h2_blocker']);
const ANTICOAGULANT_CLASSES = new Set(['anticoagulant']);
const BIGUANIDE = 'biguanide';
const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);
const SUPPLEMENTABLE_KEYS = Object.keys(SUPPLEMENTABLE) as NutrientKey[];

/** Build `planFor` from its collaborators: named steps in plain sequence, each fed what came before. */
/**
 * `locale` is the reader's language; `standards` (default: the same) the locale whose standards the
 * plan was made under — Chinese or US DRIs, BMI cut-offs, lab ranges. A plan read in the other
 * language keeps its standards, so every number stays as it was (issue 19.1, language.test.ts).
 */
export interface PlanOptions {
  standards?: Locale;
}

export function createPlanner(
  deps: EngineDeps,
): (answers: Answers, locale: Locale, options?: PlanOptions) => EngineResult {
  const planFromValid = createValidPlanner(deps);
  return function planFor(input: Answers, localeIn: Locale, options: PlanOptions = {}): EngineResult {
    const parsed = parseAnswers(input);
    if (!parsed.success) throw new EngineInputError(parsed.error.issues);
    return planFromValid(parsed.data, localeIn, options);
  };
}

/**
 * The planner of answers validated where they entered (`ValidAnswers`, issue 32 §2): the same steps as
 * `createPlanner`'s, without parsing the answers again.
 */
export function createValidPlanner(
  deps: EngineDeps,
): (answers: ValidAnswers, locale: Locale, options?: PlanOptions) => EngineResult {
  return function planFromValid(
    typedAs: ValidAnswers,
    localeIn: Locale,
    options: PlanOptions = {},
  ): EngineResult {
    const given = withTypedMedicinesResolved(typedAs);
    const s0 = parseStep(given, localeIn, options.standards ?? localeIn);
    const s1 = { ...s0, ...intakeStep(deps, s0) };
    const s2 = { ...s1, ...medicineStep(deps, s1) };
    const s3 = { ...s2, ...labsAndKidneyStep(deps, s2) };
    const s4 = { ...s3, ...targetsStep(deps, s3) };
    const s5 = { ...s4, statuses: statusStep(s4) };
    const s6 = { ...s5, ...tabooStep(deps, s5) };
    const s7 = { ...s6, ...recommendStep(deps, s6) };
    const s8 = { ...s7, productReviews: reviewStep(deps, s7) };
    const s9 = { ...s8, products: productStep(deps, s8) };
    const s10 = { ...s9, energyTarget: energyTargetStep(s9) };
    const findings = [...profileFindings(s10), ...clinicalFindings(deps, s10)];
    findings.push(...adviceFindings(deps, s10, findings));
    // Products kept as typed whose name says their harm (土三七, 康力龙, 微商玛卡; thirteenth clinician review).
    const typed = {
      medicines: given.uncheckedMedicines ?? [],
      supplements: (given.supplements ?? []).flatMap((x) =>
        x.optionId === undefined && x.name ? [x.name] : [],
      ),
    };
    findings.push(...knownHarmFindings(typed, given.medicines ?? [], s0.locale));
    return withUncheckedMedicines(
      resultStep({ ...s10, findings }),
      given.uncheckedMedicines ?? [],
      s0.locale,
    );
  };
}

/** Validated answers, the language and the standards (anything but en-US is zh-CN). */
function parseStep(given: ValidAnswers, localeIn: Locale, standardsIn: Locale) {
  const locale = localeOf(localeIn);
  const standards = localeOf(standardsIn);
  const screenPositive = scoffPositive(given.scoff);
  const a: Answers = {
    ...given,
    // The week sets the trimester (ACOG); answers stored without a week keep their trimester.
    ...(given.gestationalWeek !== undefined && isPregnantStage(given.lifeStage)
      ? { lifeStage: trimesterOfWeek(given.gestationalWeek) }
      : {}),
    // A positive eating-disorder screen: no weight-loss goal, so no deficit anywhere (NICE NG69).
    ...(screenPositive && given.goals ? { goals: given.goals.filter((g) => g !== 'weight_loss') } : {}),
  };
  const eatingScreen = screenPositive
    ? {
        yesCount: SCOFF_ITEMS.filter((k) => given.scoff?.[k] === true).length,
        weightLossSetAside: given.goals?.includes('weight_loss') === true,
      }
    : null;
  // Planning a pregnancy (goal `pregnancy_prep`, a woman of childbearing age, not pregnant): the
  // teratogen findings say so and folic acid is given before conception (knowledge/preconception.ts).
  const planning = planningPregnancy(a);
  return { a, locale, standards, pregnant: PREGNANT.has(a.lifeStage ?? 'none'), planning, eatingScreen };
}
type Parsed = ReturnType<typeof parseStep>;

/** Energy, and what food and current supplements supply. */
function intakeStep(deps: EngineDeps, { a, locale, standards }: Parsed) {
  const energy = deps.energyFor(
    {
      gender: a.gender,
      age: a.age,
      heightCm: a.heightCm,
      weightKg: a.weightKg,
      activityLevel: a.activityLevel,
      lifeStage: a.lifeStage,
      prePregnancyWeightKg: a.prePregnancyWeightKg,
    },
    locale,
    standards,
  );
  const supplements = a.supplements ?? [];
  const supp = deps.intakeFromSupplements(supplements);
  const food = foodIntakeFor(a, standards);
  return { energy, supplements, supp, food };
}
type Intake = Parsed & ReturnType<typeof intakeStep>;

/** The medicines: names, the classes that change the plan, and what they deplete. */
function medicineStep(deps: EngineDeps, s: Parsed) {
  const { a, locale } = s;
  const medicines = a.medicines ?? [];
  const classes = new Set<string>();
  const drugNames = new Map<string, string>();
  for (const id of medicines) {
    const d = deps.drugById(id);
    if (!d) continue;
    drugNames.set(id, locale === 'zh-CN' ? d.zh : d.en);
    for (const c of d.classes) classes.add(c);
  }
  const onAnticoagulant = [...classes].some((c) => ANTICOAGULANT_CLASSES.has(c));
  const onAcidReducer = [...classes].some((c) => ACID_REDUCER_CLASSES.has(c));
  const onAntiplatelet = classes.has('antiplatelet');
  const depletions = medicines.length > 0 ? deps.depletionsFor(medicines) : [];
  // A medicine whose guideline sets a higher folic acid dose before conception (5 mg on antiepileptics,
  // knowledge/teratogens.ts): the prescriber gives it, so the 400 µg of planning a pregnancy is not
  // added and her own lower-dose product is reviewed against it.
  // The guideline's dose runs to 12 weeks of pregnancy (NICE NG217 §1.13; RCOG Green-top 68: from
  // before conception to the end of the first trimester), so it holds in the first trimester too.
  const folicAcidRx = s.planning || earlyPregnancy(a) ? teratogenFolicAcidFor(medicines) : undefined;
  // Potassium and magnesium with digoxin and a diuretic are the prescriber's (PRESCRIBER_NUTRIENTS).
  const prescriberOnly = PRESCRIBER_NUTRIENTS.filter(
    (r) =>
      medicines.some((id) => r.drugs.some((d) => d === id)) &&
      (r.withClasses === undefined ||
        medicines.some((id) =>
          (deps.drugById(id)?.classes ?? []).some((c) => r.withClasses!.some((w) => w === c)),
        )),
  ).flatMap((r) =>
    r.nutrients.map((nutrient) => ({
      nutrient,
      text: pick(r.text, locale),
      source: r.source,
      ref: `drug-pair:${r.id}`,
    })),
  );
  const preconceptionFolate = s.planning && folicAcidRx === undefined;
  return {
    medicines,
    drugNames,
    onAnticoagulant,
    onAcidReducer,
    onAntiplatelet,
    depletions,
    folicAcidRx,
    preconceptionFolate,
    prescriberOnly,
  };
}
type Meds = Intake & ReturnType<typeof medicineStep>;

/** Labs, kidney disease (answered or by eGFR) and the treatments a lab-confirmed deficiency needs. */
function labsAndKidneyStep(deps: EngineDeps, s: Meds) {
  const { a, locale, standards, medicines } = s;
  // Dialysis is kidney failure (CKD G5D): kidney disease for every rule, whether ticked or not.
  const answeredKidney =
    (a.conditions?.includes('kidney_disease') ?? false) || (a.conditions?.includes('dialysis') ?? false);
  // Diabetes known (answered or a glucose-lowering medicine) and frailty by weight: the HbA1c goal,
  // never a prediabetes band, and no weight-loss advice (knowledge/older-diabetes.ts; E3).
  const glycaemia = glycaemiaOf(deps, a, medicines);
  const labs =
    a.labs && a.labs.length > 0
      ? deps.analyseLabs(a.labs, {
          sex: a.gender,
          locale,
          standards,
          age: a.age,
          ckd: answeredKidney,
          medicines,
          ...glycaemia,
          // Pregnancy has its own ranges (haemoglobin < 110 g/L, TSH ≤ 4.0): WHO 2024, ATA 2017.
          lifeStage: a.lifeStage ?? 'none',
          // Gestational diabetes: fasting glucose against the pregnancy target < 5.3 (ADA 2025 §15).
          gestationalDiabetes: a.conditions?.includes('gestational_diabetes') ?? false,
          haemoglobinopathy: a.conditions?.includes('haemoglobinopathy') ?? false,
          g6pd: a.conditions?.includes('g6pd_deficiency') ?? false,
          dialysis: a.conditions?.includes('dialysis') ?? false,
          // Digoxin's heart-failure aim (0.5–0.9 ng/mL) and a raised ammonia for the liver team.
          heartFailure: a.conditions?.includes('heart_failure') ?? false,
          liverDisease:
            (a.conditions?.includes('liver_disease') ?? false) ||
            (a.conditions?.includes('cirrhosis') ?? false),
        })
      : null;
  // Kidney disease is answered or shown by an eGFR < 60 (KDIGO G3a+). A lab-only finding is treated
  // as kidney disease by every later rule (status, recommendations, food tips): the cautious reading.
  const kidneyCtx = kidneyContextFor(a.conditions, labs?.analysis.markers);
  const kidney = kidneyCtx.kidney;
  const ruleAnswers: Answers =
    kidney && !a.conditions?.includes('kidney_disease')
      ? { ...a, conditions: [...(a.conditions ?? []), 'kidney_disease'] }
      : a;
  // A high calcium, sarcoidosis or primary hyperparathyroidism: calcium and vitamin D supplements are
  // the specialist's, not even a treatment of a low 25-OH vitamin D (knowledge/hypercalcaemia.ts).
  const hypercalcaemia = hypercalcaemiaOf(a.conditions, labs?.analysis.markers);
  // Who finds the cause of a deficiency depends on sex, age and life stage (iron: BSG 2021, NICE NG88).
  const treatmentAll = labs
    ? treatmentsFor(labs.analysis.markers, {
        locale,
        standards,
        kidney,
        sex: a.gender,
        age: a.age,
        lifeStage: a.lifeStage ?? 'none',
      })
    : null;
  const treatmentCa =
    treatmentAll && hypercalcaemia
      ? {
          ...treatmentAll,
          treatments: treatmentAll.treatments.filter((d) => !HYPERCALCAEMIA_NUTRIENTS.includes(d.nutrient)),
        }
      : treatmentAll;
  // A low ferritin beside a high haemoglobin, or on hydroxyurea for a blood disorder, is no iron-deficiency
  // anaemia to treat: the haematologist decides (knowledge/anaemia.ts HIGH_HB_IRON).
  const treatment =
    treatmentCa && ironByHaematologist(a.conditions, a.medicines, labs?.analysis.markers)
      ? { ...treatmentCa, treatments: treatmentCa.treatments.filter((d) => d.nutrient !== 'iron') }
      : treatmentCa;
  // Re-test intervals use the treatments given (their weeks) and the KDIGO category (issue 18 §5).
  const withRetest = labs && {
    ...labs,
    analysis: withRetests(withHypercalcaemia(labs.analysis, hypercalcaemia, locale), {
      sex: a.gender,
      locale,
      standards,
      age: a.age,
      ckd: kidney,
      medicines,
      ...glycaemia,
      lifeStage: a.lifeStage ?? 'none',
      gestationalDiabetes: a.conditions?.includes('gestational_diabetes') ?? false,
      ckdAnswered: answeredKidney,
      ckdStage: kidneyCtx.stage,
      treated: treatment?.treatments.map((t) => t.markerKey) ?? [],
    }),
  };
  // Potassium follows the medicines and the lab, not only the kidneys (issue 31 §1): with a
  // potassium-raising medicine, kidney disease or a serum potassium from 5.0 mmol/L (KDIGO 2024 §3.10
  // treats ≥ 5.0 as raised), a diuretic's "can lower potassium" is not said.
  const serumK = labs?.analysis.markers.find((m) => m.key === 'serumPotassium');
  const potassiumRaised =
    serumK !== undefined && (serumK.flag === 'high' || (serumK.unit === 'mmol/L' && serumK.value >= 5.0));
  const potassiumHeld = kidney || deps.raisesPotassium(medicines) || potassiumRaised;
  // A ferritin above the range: no "a medicine lowers iron, make it up" (sixth clinician review of
  // 2026-11-26, zh P3: omeprazole × iron beside a ferritin of 1,200 and "take no iron").
  const ironHeld = highFerritinOf(labs?.analysis.markers) !== null;
  const depletions = s.depletions.filter(
    (d) => !(potassiumHeld && d.nutrient === 'potassium') && !(ironHeld && d.nutrient === 'iron'),
  );
  // A raised CRP (≥ 10 mg/L; an hs-CRP that high too) is active inflammation: with IBD, the
  // active-disease protein of ESPEN 2023 (clinician review 2026-11-25, E1).
  const crp = labs?.analysis.markers.find(
    (m) => (m.key === 'crp' && m.flag === 'high') || (m.key === 'hsCrp' && m.value >= 10),
  );
  const raisedCrp = crp && a.conditions?.includes('ibd') ? crp.value : undefined;
  return {
    glycaemia,
    labs: withRetest,
    kidneyCtx,
    kidney,
    ruleAnswers,
    treatment,
    potassiumHeld,
    potassiumRaised,
    ironHeld,
    depletions,
    raisedCrp,
    hypercalcaemia,
  };
}
type Clinical = Meds & ReturnType<typeof labsAndKidneyStep>;

/** A low 25-OH vitamin D read with a high calcium, sarcoidosis or hyperparathyroidism: never "the plan prioritises vitamin D". */
function withHypercalcaemia<T extends { markers: readonly LabMarkerResult[] }>(
  analysis: T,
  cause: HypercalcaemiaCause | null,
  locale: Locale,
): T {
  if (!cause) return analysis;
  return {
    ...analysis,
    markers: analysis.markers.map((m) =>
      m.key === 'vitaminD25OH' && m.flag === 'low' ? { ...m, meaning: pick(cause.vitaminDLow, locale) } : m,
    ),
  };
}

/**
 * Diabetes known (answered, or a glucose-lowering medicine other than metformin), such a medicine taken, underweight or an
 * older adult under GLIM's BMI cut-off, and 65+ frail by weight (knowledge/older-diabetes.ts).
 */
function glycaemiaOf(
  deps: EngineDeps,
  a: Answers,
  medicines: readonly string[],
): {
  diabetes: boolean;
  glucoseLowering: boolean;
  olderFrail: boolean;
  lowBmi: boolean;
  olderHealthy: boolean;
} {
  const glucoseLowering = medicines.some((id) =>
    (deps.drugById(id)?.classes ?? []).some((c) => GLUCOSE_LOWERING_CLASSES.includes(c)),
  );
  // Metformin alone does not say diabetes: it is also taken for prediabetes and PCOS (ADA Standards of
  // Care 2025 §3; International PCOS guideline 2023). Clinician review 2026-11-25 fourth, zh P3: an
  // HbA1c of 6.0 % on metformin for PCOS was read as "diabetes known, within the goal".
  // Nor does a GLP-1 medicine (also licensed for weight) or an SGLT2 inhibitor (heart failure, CKD):
  // fifteenth clinician review, en P4 moderate #1 (DIABETES_NOT_IMPLIED).
  const diabetes =
    (a.conditions?.includes('diabetes') ?? false) ||
    medicines.some((id) => medicineSaysDiabetes(deps.drugById(id)));
  const pregnant = PREGNANT.has(a.lifeStage ?? 'none');
  const bmi = a.heightCm > 0 ? a.weightKg / (a.heightCm / 100) ** 2 : NaN;
  const lowBmi =
    !pregnant && Number.isFinite(bmi) && (bmi < OLDER_DIABETES.underweightBmi || olderLowBmi(a.age, bmi));
  const olderFrail = lowBmi && a.age >= OLDER_DIABETES.age;
  // 65+ and not frail: < 7.5 %, the top of ADA's healthy older adult's 7.0–7.5 % and China's (2024) goal
  // (thirtieth clinician review, zh M1: 77, HbA1c 7.4 %, told "above the goal, adjust treatment"). The complex
  // tier (< 8.0 % with three or more chronic illnesses) is not read yet.
  const olderHealthy = !olderFrail && a.age >= OLDER_DIABETES.age;
  return { diabetes, glucoseLowering, olderFrail, lowBmi, olderHealthy };
}

/** 65 or older at malnutrition risk (a low BMI by GLIM 2019, or osteoporosis): the kidney protein rule yields. */
function olderAtRiskOf(
  a: { age: number; lifeStage?: string | undefined; conditions?: readonly string[] | undefined },
  bmi: number,
): boolean {
  if (PREGNANT.has(a.lifeStage ?? 'none') || a.age < 65) return false;
  return olderLowBmi(a.age, bmi) || (a.conditions ?? []).includes('osteoporosis');
}

/** Oral bisphosphonates, taken for osteoporosis (their labels: supplement vitamin D if intake is low). */
const ORAL_BISPHOSPHONATES: ReadonlySet<string> = new Set(['alendronate', 'risedronate', 'ibandronate']);

/** Nutrient targets after kidney is known: sports protein is never raised with kidney disease (KDOQI 2020). */
function targetsStep(deps: EngineDeps, s: Clinical) {
  const { a, standards, kidney, energy, raisedCrp } = s;
  const targets = deps.targetsFor(
    {
      sex: a.gender,
      age: a.age,
      lifeStage: a.lifeStage,
      // Per-kg targets (US protein RDA 1.1 g/kg in pregnancy) use the pre-pregnancy weight when given
      // (IOM 2005 macronutrients): the current weight would count the pregnancy gain itself.
      weightKg:
        PREGNANT.has(a.lifeStage ?? 'none') && a.prePregnancyWeightKg !== undefined
          ? a.prePregnancyWeightKg
          : a.weightKg,
      dietPattern: a.dietPattern,
      activityLevel: a.activityLevel,
      goals: a.goals,
      kidney,
      ckdStage: s.kidneyCtx.stage,
      conditions: a.conditions,
      // An oral bisphosphonate is osteoporosis treatment: its vitamin D range (NOGG 2022, BHOF 2022).
      boneTreatment: (a.medicines ?? []).some((m) => ORAL_BISPHOSPHONATES.has(m)),
      olderLowBmi: !PREGNANT.has(a.lifeStage ?? 'none') && olderLowBmi(a.age, energy.bmi),
      ibdActive: raisedCrp !== undefined,
      bmi: energy.bmi,
      lowProteinPrescribed: lowProteinPrescribedOf(a.medicines),
    },
    standards,
  );
  const proteinTargetG = targets.protein?.target ?? energy.proteinTargetG;
  const proteinRange = targets.protein?.range;
  return { targets, proteinTargetG, proteinRange };
}
type Targeted = Clinical & ReturnType<typeof targetsStep>;

/** Status per nutrient from food, supplements, rules, depletions and labs. */
function statusStep(s: Targeted) {
  const { ruleAnswers, locale, standards, targets, food, supp, depletions, labs, drugNames } = s;
  return statusFor({
    answers: ruleAnswers,
    locale,
    standards,
    targets,
    food,
    supplements: supp.perNutrient,
    ...(supp.preformedVitaminA !== undefined ? { supplementPreformedVitaminA: supp.preformedVitaminA } : {}),
    depletions,
    labEffects: labEffectsKept(labs?.effects ?? [], labs?.analysis.markers),
    drugName: (id) => drugNames.get(id) ?? id,
    preconceptionFolate: s.preconceptionFolate,
    ...(s.folicAcidRx ? { folicAcidPrescribedUg: s.folicAcidRx.ug } : {}),
  });
}
type Statused = Targeted & { statuses: ReturnType<typeof statusFor> };

/** Medicine taboos against what is taken and every supplementable nutrient (filtered per use). */
function tabooStep(
  deps: EngineDeps,
  { a, locale, supp, medicines, potassiumHeld, potassiumRaised, ironHeld }: Statused,
) {
  const current = uniqueSubstances(supp.substances);
  // One look-up for current + every supplementable nutrient; the taboos for any subset are then a
  // filter of it, because taboosFor decides each drug × substance pair on its own (depletions fire
  // regardless) and keeps its sort order under filtering. engine.test.ts checks this equivalence
  // against direct calls. It halves the engine's cost per plan with medicines.
  const looked =
    medicines.length > 0
      ? deps.taboosFor(
          {
            medicines,
            substances: uniqueSubstances([...current, ...SUPPLEMENTABLE_KEYS]),
            dailyMg: supp.dailyMg ?? {},
            ...(supp.unknownMg && supp.unknownMg.length > 0 ? { unknownMg: supp.unknownMg } : {}),
            ...(a.medicineDoses ? { doses: a.medicineDoses } : {}),
            ...(supp.mains ? { taken: supp.mains } : {}),
            // A potassium above the range turns a potassium pair's advice into "contact the prescriber".
            ...(potassiumRaised ? { raised: ['serumPotassium'] } : {}),
            // Methotrexate with its co-trimoxazole prophylaxis in leukaemia treatment is prescribed on purpose, with
            // cancer ticked and no thiopurine listed too (forty-eighth clinician review, S3).
            ...(a.conditions && a.conditions.length > 0 ? { conditions: a.conditions } : {}),
          },
          locale,
        )
      : [];
  // No "food or a supplement can make up a potassium shortfall" where potassium is held (see labsAndKidneyStep).
  // Nor "make up an iron shortfall" with a ferritin above the range.
  const allTaboos = looked.filter(
    (x) =>
      !(x.kind === 'depletion' && potassiumHeld && x.target === 'potassium') &&
      !(x.kind === 'depletion' && ironHeld && x.target === 'iron'),
  );
  const taboosWith = (extra: readonly NutrientKey[]): MedicineTaboo[] => {
    if (allTaboos.length === 0) return [];
    const inPlay = new Set<string>(current);
    for (const k of extra) inPlay.add(k);
    // Only supplement taboos depend on what is in play; medicine × medicine pairs, depletions and
    // the cumulative bleeding warning (computed from the user's own products) always stand.
    return allTaboos.filter(
      (x) => x.kind !== 'interaction' || !isSubstance(x.target) || inPlay.has(x.target),
    );
  };

  return { allTaboos, taboosWith };
}
type Tabooed = Statused & ReturnType<typeof tabooStep>;

/** Recommendations (re-checked against taboos) and the taboos for what is taken plus recommended. */
function recommendStep(deps: EngineDeps, s: Tabooed) {
  const { ruleAnswers, locale, statuses, allTaboos, onAnticoagulant, onAcidReducer, taboosWith } = s;
  const { treatment, supp, onAntiplatelet } = s;
  const rec = recommendFor({
    answers: ruleAnswers,
    locale,
    statuses,
    taboos: allTaboos,
    onAnticoagulant,
    onAcidReducer,
    recheck: (keys) => taboosWith(keys),
    treatments: treatment?.treatments ?? [],
    // A calcium product ruled out by a high calcium is not switched to citrate, it is stopped.
    currentForms: (supp.forms ?? []).filter(
      (f) => !(s.hypercalcaemia && f.prescribed !== true && HYPERCALCAEMIA_NUTRIENTS.includes(f.nutrient)),
    ),
    onAntiplatelet,
    hasMulti: supp.hasMulti ?? false,
    prescribedMains: supp.prescribedMains ?? [],
    uncounted: supp.uncountedNutrients ?? [],
    preconceptionFolate: s.preconceptionFolate,
    ruledOut: [
      ...(s.hypercalcaemia
        ? HYPERCALCAEMIA_NUTRIENTS.map((nutrient) => ({
            nutrient,
            text: pick(s.hypercalcaemia!.skipped, locale),
            source: s.hypercalcaemia!.source,
            ref: s.hypercalcaemia!.marker
              ? `lab:${s.hypercalcaemia!.marker}=high`
              : `conditions=${s.hypercalcaemia!.condition ?? ''}`,
            kind: s.hypercalcaemia!.marker ? ('lab' as const) : ('condition' as const),
          }))
        : []),
      // Platelets below 50: no omega-3 or vitamin E is recommended (knowledge/low-platelets.ts).
      ...lowPlateletsRuledOut(s.labs?.analysis.markers, locale),
      // A high phosphate: no calcium of one's own (it can precipitate as calcium phosphate; labEffectsKept) — on
      // denosumab with a low calcium, the doctor's within days, never "not advised" (fifty-first review, zh S3).
      ...(s.labs?.analysis.markers.some((m) => m.key === 'serumPhosphate' && m.flag === 'high')
        ? [
            {
              nutrient: 'calcium' as const,
              text: denosumabLowCalcium(s.medicines, s.labs.analysis.markers)
                ? say('findings.denosumabCalciumByDoctor', {}, locale)
                : say('findings.highPhosphateNoCalcium', {}, locale),
              source: denosumabLowCalcium(s.medicines, s.labs.analysis.markers)
                ? DENOSUMAB_LOW_CALCIUM_SOURCE
                : TUMOUR_LYSIS_SOURCE,
              ref: 'lab:serumPhosphate=high',
              kind: 'lab' as const,
            },
          ]
        : []),
    ],
    prescriberOnly: [
      ...s.prescriberOnly,
      ...severeMagnesiumByDoctor(s.labs?.analysis.markers, locale),
      ...ibdB12ByGastroenterologist(ruleAnswers.conditions, s.labs?.analysis.markers, locale),
      ...(s.ironHeld
        ? [
            {
              nutrient: 'vitaminC' as const,
              text: pick(IRON_OVERLOAD_VITAMIN_C.text, locale),
              source: IRON_OVERLOAD_VITAMIN_C.source,
              ref: 'lab:ferritin=high',
            },
          ]
        : []),
      ...(refeedingRiskOf(s.energy.bmi, s.labs?.analysis.markers)
        ? REFEEDING_PRESCRIBED.map((nutrient) => ({
            nutrient,
            text: pick(REFEEDING_PRESCRIBED_TEXT, locale),
            source: REFEEDING_SOURCE,
            ref: `bmi=${s.energy.bmi}`,
          }))
        : []),
      ...haemoglobinopathyIron(ruleAnswers.conditions, locale),
      ...(ironByHaematologist(ruleAnswers.conditions, ruleAnswers.medicines, s.labs?.analysis.markers)
        ? [
            {
              nutrient: 'iron' as const,
              text: pick(HIGH_HB_IRON.text, locale),
              source: HIGH_HB_IRON.source,
              ref: 'lab:hemoglobin=high|medicines=hydroxyurea',
            },
          ]
        : []),
      ...withPrescribedIron(
        [
          ...ckdAnaemiaIron(s.kidneyCtx, s.labs?.analysis.markers, locale),
          // After the birth a low haemoglobin is treated as in pregnancy — oral iron first (BSH 2020 postpartum:
          // Hb under 100 g/L; blind answer round 37, en-064, development data: "the plan recommends no iron … a
          // man or a woman past the menopause" to a breastfeeding mother 12 days after a caesarean).
          ...anaemiaIronStudies(
            s.kidneyCtx,
            s.labs?.analysis.markers,
            s.pregnant || s.a.lifeStage === 'lactating',
            locale,
          ),
          ...cancerIronStudies(
            ruleAnswers.conditions,
            s.kidneyCtx,
            s.labs?.analysis.markers,
            s.pregnant,
            locale,
          ),
        ],
        takesPrescribedIron(supp.prescribedMains ?? [], ruleAnswers.medicines)
          ? 'prescribed'
          : (supp.mains ?? []).includes('iron')
            ? 'taken'
            : null,
        locale,
      ),
    ],
    ...(deps.foodSourcesFor
      ? {
          foodExamples: allergenFreeWith(
            swallowSafeWith(
              glutenFreeWith(deps.foodSourcesFor, ruleAnswers.conditions ?? []),
              ruleAnswers.conditions ?? [],
            ),
            ruleAnswers.foodAllergies ?? [],
          ),
        }
      : {}),
  });
  // After bariatric surgery the team's lifelong regimen (the bariatric-surgery finding, ASMBS 2019)
  // sets vitamin D, B12, iron and thiamine: a routine dose beside it would be a second answer.
  // A lab-confirmed treatment stays (supervised).
  const bariatric = ruleAnswers.conditions?.includes('bariatric_surgery') ?? false;
  // Weight loss of hyperemesis in early pregnancy (RCOG GTG 69): no new tablets while little stays down;
  // folic acid and a supervised treatment stay (knowledge/hyperemesis.ts).
  const hyperemesis = hyperemesisOf(s.a, s.labs?.analysis.markers) !== null;
  const recommendations = rec.recommendations.filter(
    (r) =>
      (!bariatric ||
        r.supervised === true ||
        !(BARIATRIC.teamNutrients as readonly string[]).includes(r.nutrient)) &&
      (!hyperemesis || r.supervised === true || r.nutrient === 'folate'),
  );
  const medicineTaboos = taboosWith(recommendations.map((r) => r.nutrient));

  return { rec, recommendations, medicineTaboos };
}
type Recommended = Tabooed & ReturnType<typeof recommendStep>;

/** A serum magnesium below 0.5 mmol/L (severe hypomagnesaemia; MAGNESIUM_SEVERE_BELOW). */
function severeLowMagnesium(m: { key: string; value: number; unit: string }): boolean {
  return (
    m.key === 'serumMagnesium' &&
    m.unit === 'mmol/L' &&
    Number.isFinite(m.value) &&
    m.value < MAGNESIUM_SEVERE_BELOW
  );
}

/**
 * Severe hypomagnesaemia is the doctor's to treat the same day (often intravenously): no magnesium
 * product is chosen, and the skipped line says why (clinician review 2026-11-25 evening, P6).
 */
/** The platelet count when it is below `LOW_PLATELETS_BELOW`, as the lab gave it. */
function lowPlateletsOf(markers: readonly { key: string; value: number }[] | undefined): number | null {
  const m = (markers ?? []).find((x) => x.key === 'platelets');
  return m && Number.isFinite(m.value) && m.value < LOW_PLATELETS_BELOW ? m.value : null;
}

/** Platelets below 50: omega-3 and vitamin E are not recommended (fifteenth clinician review, zh P5-S2). */
function lowPlateletsRuledOut(
  markers: readonly { key: string; value: number }[] | undefined,
  locale: Locale,
) {
  const value = lowPlateletsOf(markers);
  if (value === null) return [];
  return (['omega3', 'vitaminE'] as const).map((nutrient) => ({
    nutrient,
    text: pick(LOW_PLATELETS_SKIPPED, locale).replace('{value}', String(value)),
    source: LOW_PLATELETS_SOURCE,
    ref: `lab:platelets=${value}`,
    kind: 'lab' as const,
  }));
}

/** Platelets below 50: her own bleeding-risk products are "avoid, ask your haematologist". */
function lowPlateletsAvoid(markers: readonly { key: string; value: number }[] | undefined, locale: Locale) {
  const value = lowPlateletsOf(markers);
  if (value === null) return [];
  return [
    {
      names: LOW_PLATELETS_NAMES,
      substances: LOW_PLATELETS_SUBSTANCES,
      text: pick(LOW_PLATELETS_REVIEW, locale).replace('{value}', String(value)),
    },
  ];
}

/** Senna with a potassium below 3.5 mmol/L or a positive eating-disorder screen (knowledge/herb-cautions.ts). */
function sennaAvoid(
  markers: readonly { key: string; value: number }[] | undefined,
  purging: boolean,
  locale: Locale,
) {
  const k = (markers ?? []).find(
    (m) => m.key === 'serumPotassium' && Number.isFinite(m.value) && m.value < SENNA_POTASSIUM_BELOW,
  );
  if (!k && !purging) return [];
  const why = k
    ? pick(SENNA_WHY.lowPotassium, locale).replace('{value}', fmt(k.value))
    : pick(SENNA_WHY.screen, locale);
  return [
    {
      names: SENNA_NAMES,
      substances: SENNA_SUBSTANCES,
      text: pick(SENNA_REVIEW, locale).replace('{why}', why),
    },
  ];
}

/**
 * Probiotics on an immunosuppressant or with neutrophils below 1.5 ×10⁹/L: live organisms, the specialist
 * first (knowledge/medicine-diet.ts IMMUNOSUPPRESSED_PROBIOTICS_REVIEW).
 */
function probioticsAvoid(
  medicines: readonly string[] | undefined,
  markers: readonly { key: string; value: number }[] | undefined,
  locale: Locale,
) {
  const immunosuppressed = (medicines ?? []).some((id) => IMMUNOSUPPRESSING.has(id));
  const lowNeutrophils = (markers ?? []).some(
    (m) => m.key === 'neutrophils' && Number.isFinite(m.value) && m.value < NEUTROPHILS_DRUG_BELOW,
  );
  if (!immunosuppressed && !lowNeutrophils) return [];
  return [
    {
      names: PROBIOTIC_PRODUCT_NAMES,
      substances: ['probiotics'],
      text: pick(IMMUNOSUPPRESSED_PROBIOTICS_REVIEW, locale),
    },
  ];
}

/**
 * A protein powder with kidney disease before dialysis that takes the day's protein to KDIGO 2024's
 * ceiling of 1.3 g/kg (thirty-fourth clinician review, zh M8 and en M7: two scoops of whey at CKD G3a,
 * about 101 g a day, were "keep" while the plan and the chat set about 64 g). Not on dialysis, where
 * protein needs are higher, nor after a transplant (the transplant team sets protein).
 */
/** Within 5 % of the ceiling counts as at it: a food estimate is not more precise than that. */
const KIDNEY_POWDER_NEAR_CEILING = 0.95;

function kidneyProteinPowderAvoid(
  s: {
    a: Answers;
    kidneyCtx: ReturnType<typeof kidneyContextFor>;
    food: { perNutrient: Partial<Record<NutrientKey, number>> };
    supp: { perNutrient: Partial<Record<NutrientKey, number>> };
  },
  locale: Locale,
) {
  const { a, kidneyCtx } = s;
  if (!kidneyCtx.kidney || kidneyCtx.dialysis || (a.conditions ?? []).includes('kidney_transplant'))
    return [];
  const fromPowder = s.supp.perNutrient.protein ?? 0;
  if (fromPowder <= 0 || !(a.weightKg > 0)) return [];
  const total = (s.food.perNutrient.protein ?? 0) + fromPowder;
  const perKg = total / a.weightKg;
  if (perKg < CKD_PROTEIN_YIELDS.ceilingPerKg * KIDNEY_POWDER_NEAR_CEILING) return [];
  const g = (x: number) => fmt(Math.round(x));
  const kg = fmt(Math.round(perKg * 10) / 10);
  return [
    {
      names: /(?!)/,
      substances: ['protein'],
      text:
        locale === 'zh-CN'
          ? `有肾病（未透析）：蛋白粉每天加了约 ${g(fromPowder)} 克蛋白质，连同饮食约 ${g(total)} 克，每公斤体重约 ${kg} 克，已到 KDIGO 2024 建议不要超过的每公斤 1.3 克。肾病时蛋白质由肾内科医生或营养师定：先停用本品（或最多减到医生同意的量），再去问他们。`
          : `Kidney disease, not on dialysis: this powder adds about ${g(fromPowder)} g of protein a day, about ${g(total)} g with your food — about ${kg} g per kg of body weight, at the 1.3 g/kg KDIGO 2024 advises not to exceed. With kidney disease your kidney doctor or renal dietitian sets protein: stop this product (or cut it to what they agree) and ask them.`,
    },
  ];
}

/** Lingzhi (reishi) with liver disease or cirrhosis (knowledge/herb-cautions.ts). */
function reishiAvoid(conditions: readonly string[] | undefined, locale: Locale) {
  if (!hasLiverDisease(conditions)) return [];
  const text = (conditions ?? []).includes('cirrhosis') ? REISHI_CIRRHOSIS_REVIEW : REISHI_LIVER_REVIEW;
  return [{ names: REISHI_NAMES, substances: REISHI_SUBSTANCES, text: pick(text, locale) }];
}

/** B12 at or below this (pmol/L) is low or borderline (knowledge/lab-markers.ts serumB12 band, 300 pg/mL). */
const IBD_B12_BELOW_PMOL = 222;
const IBD_B12_SOURCE: Source = {
  ref: 'Lamb CA et al. British Society of Gastroenterology consensus guidelines on the management of inflammatory bowel disease in adults. Gut 2019;68(Suppl 3):s1–s106 (B12 deficiency with ileal Crohn’s disease or resection: check and replace); Devalia V et al. British Society for Haematology guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513 (malabsorption: intramuscular hydroxocobalamin; oral 1,000 µg a day as an alternative)',
  url: 'https://doi.org/10.1136/gutjnl-2019-318484',
};

/**
 * Inflammatory bowel disease with a low or borderline B12: Crohn's of the ileum or a resection stops B12 being
 * absorbed, so a 2.4 µg product is no answer — the gastroenterologist confirms (MMA) and treats, 1,000 µg by mouth or
 * injections (fifty-first clinician review, en M17: perianal Crohn's, B12 250 pg/mL, sold a 2.4 µg lozenge).
 */
function ibdB12ByGastroenterologist(
  conditions: readonly string[] | undefined,
  markers: readonly { key: string; value: number; unit: string }[] | undefined,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  if (!(conditions ?? []).includes('ibd')) return [];
  const m = (markers ?? []).find(
    (x) => x.key === 'serumB12' && x.unit === 'pmol/L' && x.value < IBD_B12_BELOW_PMOL,
  );
  if (!m) return [];
  return [
    {
      nutrient: 'vitaminB12',
      text:
        locale === 'zh-CN'
          ? `维生素B12 ${fmt(m.value)} pmol/L，偏低或临界：克罗恩病（尤其累及回肠）或做过肠道手术时，B12从食物和小剂量片剂里吸收不进去，方案不推荐小剂量的{nutrient}产品。请消化科医生查一查（如甲基丙二酸），由医生治疗——通常是每天口服1000微克，或打针`
          : `Vitamin B12 ${fmt(m.value)} pmol/L is low or borderline: with Crohn’s disease (above all of the ileum) or after bowel surgery B12 is poorly absorbed from food and small-dose tablets, so the plan does not choose a small-dose {nutrient} product. Ask your gastroenterologist to check it (for example methylmalonic acid) and treat it — usually 1,000 µg by mouth a day, or injections`,
      source: IBD_B12_SOURCE,
      ref: `lab:serumB12=${m.value}`,
    },
  ];
}

function severeMagnesiumByDoctor(
  markers: readonly { key: string; value: number; unit: string }[] | undefined,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  const m = (markers ?? []).find(severeLowMagnesium);
  if (!m) return [];
  const v = fmt(m.value);
  return [
    {
      nutrient: 'magnesium',
      text:
        locale === 'zh-CN'
          ? `血镁 ${v} mmol/L，严重偏低（低于 0.5）：请今天就医，由医生治疗（常需静脉补镁），方案不推荐自行购买{nutrient}补充剂来补；已经在吃的镁补充剂请带给医生看，按医生的安排服用`
          : `Magnesium ${v} mmol/L is severely low (under 0.5): see a doctor today, who treats it (often with intravenous magnesium); the plan does not choose an over-the-counter {nutrient} product for this. Show the doctor any magnesium you already take and take it only as they direct`,
      source: MAGNESIUM_SEVERE_SOURCE,
      ref: `lab:serumMagnesium=${m.value}`,
    },
  ];
}

/**
 * A white cell count below 3.0 or neutrophils below 1.5 ×10⁹/L on a medicine that can cause
 * agranulocytosis (knowledge/neutropenia.ts), or a count below its range on one whose monitoring acts
 * from there (`belowRange`: clozapine): the prescriber's text, `today` when neutrophils are below 0.5.
 * Null otherwise (the marker's own "ask your doctor to recheck" stands).
 */
function lowCountOnDrug(
  m: { key: string; value: number; unit: string; flag?: string },
  medicines: readonly string[],
  drugNames: ReadonlyMap<string, string>,
  locale: Locale,
): { text: string; today: boolean; drugs: AgranulocytosisDrug[] } | null {
  if (m.key !== 'wbc' && m.key !== 'neutrophils') return null;
  if (!Number.isFinite(m.value)) return null;
  const drugs = agranulocytosisDrugsActingOn(m.key, m.value, m.flag === 'low', medicines);
  if (drugs.length === 0) return null;
  // A thiopurine with allopurinol or febuxostat: the thiopurine builds up several-fold (Imuran label §7), so
  // any low count is the prescriber today (thirty-third clinician review, en S3: neutrophils 1.1 two weeks
  // after allopurinol was added to azathioprine read "within days").
  const thiopurineBuildUp =
    medicines.some((id) => id === 'azathioprine' || id === 'mercaptopurine') &&
    medicines.some((id) => id === 'allopurinol' || id === 'febuxostat');
  const severe = m.key === 'neutrophils' && m.value < NEUTROPHILS_SEVERE_BELOW;
  const today = severe || (thiopurineBuildUp && m.flag === 'low');
  const names = drugs.map((d) => drugNames.get(d.id) ?? d.id).join(locale === 'zh-CN' ? '、' : ', ');
  // On chemotherapy the fever is the danger, whatever else is taken (knowledge/neutropenia.ts).
  const chemo = drugs.filter((d) => d.chemotherapy === true);
  const text = fillLowCount(
    pick(
      (chemo.length > 0 ? CHEMO_LOW_COUNT_TEXT : DRUG_LOW_COUNT_TEXT)[severe ? 'today' : 'prompt'],
      locale,
    ),
    chemo.length > 0
      ? chemo.map((d) => drugNames.get(d.id) ?? d.id).join(locale === 'zh-CN' ? '、' : ', ')
      : names,
    countText(m.key, fmt(m.value), locale),
  );
  if (thiopurineBuildUp && !severe) {
    const count = countText(m.key, fmt(m.value), locale);
    const join = locale === 'zh-CN' ? '、' : ', ';
    const xo = medicines
      .filter((id) => id === 'allopurinol' || id === 'febuxostat')
      .map((id) => drugNames.get(id) ?? id)
      .join(join);
    return {
      text:
        locale === 'zh-CN'
          ? `**${count}偏低，而你同时在吃${names}和${xo}：后者会让${names}在体内成倍蓄积，很可能就是血细胞下降的原因。请今天就联系开药的医生，别拖到下次复诊；两种药都不要自己停，由医生决定怎么调。** 出现发烧或咽喉痛，立即去急诊查血常规。`
          : `**Your ${count} is low, and you take ${names} with ${xo}, which makes ${names} build up several-fold — the likely cause. Contact the prescriber today; do not wait for the next routine visit, and do not stop either yourself — the prescriber decides.** With a fever or a sore throat, go to urgent care now for a blood count.`,
      today,
      drugs,
    };
  }
  return { text, today, drugs };
}

/**
 * A low white cell or neutrophil count with cancer and no chemotherapy medicine matched (CANCER_LOW_COUNT_TEXT):
 * the oncology team, the fever as the emergency; `today` below 0.5 neutrophils.
 */
function lowCountWithCancer(
  m: { key: string; value: number; flag?: string },
  conditions: readonly string[],
  locale: Locale,
): { text: string; today: boolean; drugs: AgranulocytosisDrug[] } | null {
  if ((m.key !== 'wbc' && m.key !== 'neutrophils') || m.flag !== 'low') return null;
  if (!conditions.includes('cancer') || !Number.isFinite(m.value)) return null;
  const today = m.key === 'neutrophils' && m.value < NEUTROPHILS_SEVERE_BELOW;
  const text = pick(CANCER_LOW_COUNT_TEXT[today ? 'today' : 'prompt'], locale).replace(
    '{count}',
    countText(m.key, fmt(m.value), locale),
  );
  return { text, today, drugs: [] };
}

/** The taboos for the review, the cumulative bleeding warning with the substances it covers. */
function withBleedingCovers(taboos: readonly MedicineTaboo[]): (MedicineTaboo & { covers?: string[] })[] {
  const covers = bleedingStackCovers(taboos);
  return taboos.map((t) => (t.ruleId === BLEEDING_STACK_RULE_ID && covers.length > 0 ? { ...t, covers } : t));
}

/** The review of the person's own products. */
function reviewStep(deps: EngineDeps, s: Recommended): ProductReview[] {
  const { a, locale, statuses, supplements, targets, food, medicineTaboos, rec, recommendations } = s;
  const { treatment, kidney, pregnant } = s;
  const lowNutrients = statuses.filter((s) => s.level === 'low').map((s) => s.key);
  // A magnesium measured low at an eGFR of 30 or more, not on dialysis: the product correcting it is kept and
  // rechecked, not ruled out for the kidneys — the toxicity the rule guards against is a concern below 30
  // (NIH ODS Magnesium 2022; KDIGO 2024; thirtieth clinician review, en M4: Mag-Ox "avoid" at eGFR 48 with a
  // magnesium of 0.66 mmol/L, on a thiazide, with hypoparathyroidism).
  const lowMagnesiumKept =
    !s.kidneyCtx.dialysis &&
    s.kidneyCtx.egfr !== null &&
    s.kidneyCtx.egfr >= 30 &&
    (s.labs?.analysis.markers.some((m) => m.key === 'serumMagnesium' && m.flag === 'low') ?? false);
  const t = (b: Bilingual) => pick(b, locale);
  return supplements.length > 0
    ? deps.reviewSupplements({
        supplements,
        targets,
        foodIntake: food.perNutrient,
        foodPreformedVitaminA: food.preformedVitaminA,
        // The cumulative bleeding warning names the products it covers, so each follows it.
        taboos: withBleedingCovers(medicineTaboos),
        lowNutrients,
        lowByLab: statuses.filter((x) => x.level === 'low' && x.labDriven).map((x) => x.key),
        goals: a.goals ?? [],
        formSwitches: rec.formSwitches,
        companions: [
          ...prescribedCompanionsFor(s.medicines, locale, { pregnancyPossible: pregnancyPossible(a) }),
          ...conditionCompanions(a.conditions ?? [], locale),
        ],
        pregnant,
        planning: s.planning === true,
        lactating: a.lifeStage === 'lactating',
        pregnancyPossible: pregnancyPossible(a),
        conditions: a.conditions ?? [],
        // G6PD deficiency (ticked or tested): berberine and the herbs that set off haemolysis. PKU: protein
        // powders and shakes, never the PKU formula (twelfth clinician review, en P2).
        namedAvoid: [
          // A food allergy: products made from the food, known or only typed (fish oil, krill oil,
          // glucosamine and chitosan from shellfish, whey …; fourteenth clinician review, en P4 #1).
          ...(a.foodAllergies ?? []).map((id) => ({
            names: foodAllergenRow(id).products,
            text: t(foodAllergenRow(id).productText),
          })),
          // A current or former smoker: the original AREDS formula's beta-carotene (lung cancer; ATBC 1994,
          // CARET 1996, AREDS2 2013; fourteenth clinician review, en P1 #1).
          ...(a.smoking === 'current' || a.smoking === 'former'
            ? [
                { names: AREDS_ORIGINAL_NAME, text: t(AREDS_SMOKER_REVIEW) },
                // A beta-carotene supplement on its own (twenty-third clinician review, en S2; USPSTF 2022).
                { names: BETA_CAROTENE_PRODUCT_NAME, text: t(BETA_CAROTENE_SMOKER_REVIEW) },
              ]
            : []),
          ...(withG6pdFromLabs(a.conditions, s.labs?.analysis.markers).includes('g6pd_deficiency')
            ? [{ names: G6PD_HERB_NAMES, substances: ['berberine'], text: t(chronicRule('g6pd.herbs').text) }]
            : []),
          // Platelets below 50: the bleeding-risk products (knowledge/low-platelets.ts).
          ...lowPlateletsAvoid(s.labs?.analysis.markers, locale),
          // Senna with a low potassium or a positive eating-disorder screen; lingzhi with liver disease
          // (knowledge/herb-cautions.ts).
          ...sennaAvoid(s.labs?.analysis.markers, a.scoff?.sick === true || Boolean(s.eatingScreen), locale),
          ...reishiAvoid(a.conditions, locale),
          ...probioticsAvoid(a.medicines, s.labs?.analysis.markers, locale),
          ...kidneyProteinPowderAvoid(s, locale),
          ...(a.conditions?.includes('pku')
            ? [
                {
                  names: PKU_PROTEIN_PRODUCT,
                  substances: ['protein'],
                  text: t(chronicRule('pku.protein').text),
                },
              ]
            : []),
        ],
        // Dandelion root with kidney disease: a potassium-rich diuretic, for the kidney doctor to allow.
        namedCaution: [
          ...(kidney
            ? [{ names: DANDELION_NAMES, substances: DANDELION_SUBSTANCES, text: t(DANDELION_KIDNEY_REVIEW) }]
            : []),
          ...(lowMagnesiumKept
            ? [{ names: /(?!)/, substances: ['magnesium'], text: t(KIDNEY_LOW_MAGNESIUM_KEEP) }]
            : []),
        ],
        liverEnzymesRaised: (s.labs?.analysis.markers ?? []).some(
          (m) => (m.key === 'alt' || m.key === 'ast') && m.flag === 'high',
        ),
        ...(s.preconceptionFolate ? { advised: ['folate' as const] } : {}),
        ...(s.labs?.analysis.markers.some((m) => m.key === 'serumCalcium' && m.flag === 'low')
          ? { lowBloodCalcium: true }
          : {}),
        ...(a.alcohol === 'heavy' || pregnant || s.planning
          ? {
              keepSource: [
                ...(a.alcohol === 'heavy'
                  ? [{ nutrient: 'thiamin' as const, text: t(HEAVY_DRINKING_KEEP_THIAMIN) }]
                  : []),
                ...(pregnant || s.planning
                  ? [{ nutrient: 'folate' as const, text: t(PREGNANCY_KEEP_FOLIC_ACID) }]
                  : []),
              ],
            }
          : {}),
        // Planning a pregnancy on a medicine whose guideline sets a higher folic acid dose (5 mg on
        // antiepileptics): her own lower-dose folic acid is below it (knowledge/teratogens.ts).
        ...(s.folicAcidRx
          ? {
              belowDose: [
                {
                  nutrient: 'folate' as const,
                  min: s.folicAcidRx.ug,
                  text: folicAcidBelowText(
                    s.folicAcidRx.ug,
                    s.folicAcidRx.drugs.map((id) => s.drugNames.get(id) ?? id),
                    locale,
                    pregnant,
                    s.folicAcidRx.span,
                  ),
                },
              ],
            }
          : {}),
        // Nutrients whose treatment the plan supervises (a dose, or current supplements already at it).
        supervised: (treatment?.treatments ?? [])
          .filter(
            (d) =>
              recommendations.some((r) => r.supervised && r.nutrient === d.nutrient) ||
              // Held for the doctor on a blood thinner, a lab-confirmed deficiency all the same: her own
              // treatment-dose iron is not cut to the UL (twelfth clinician review, zh P2 #2).
              rec.skipped.some(
                (x) => (x.why === 'at_treatment' || x.why === 'anticoagulant') && x.nutrient === d.nutrient,
              ),
          )
          .map((d) => {
            const add = recommendations.find((r) => r.supervised && r.nutrient === d.nutrient)?.dose;
            return {
              nutrient: d.nutrient,
              max: d.rule.range.max,
              min: d.rule.range.min,
              ...(add !== undefined ? { add } : {}),
            };
          }),
        ruledOut: [
          ...(kidney
            ? KIDNEY_BLOCKED.filter((nutrient) => !(nutrient === 'magnesium' && lowMagnesiumKept)).map(
                (nutrient) => ({
                  nutrient,
                  text: t(KIDNEY_NO_SUPPLEMENT),
                  containsText: t(KIDNEY_ASK_FIRST),
                }),
              )
            : []),
          // On dialysis the nephrologist prescribes calcium and vitamin D (KDIGO CKD-MBD 2017).
          ...(s.kidneyCtx.dialysis
            ? DIALYSIS_PRESCRIBED.map((nutrient) => ({
                nutrient,
                text: t(DIALYSIS_PRESCRIBED_TEXT),
                containsText: t(DIALYSIS_PRESCRIBED_TEXT),
              }))
            : []),
          // An overactive thyroid: no product with iodine (clinician review 2026-11-25 closing, Z2 §4).
          ...(a.conditions?.includes('hyperthyroid')
            ? [
                {
                  nutrient: 'iodine' as const,
                  text: t(
                    chronicRule(pregnant ? 'hyperthyroid.iodine-pregnancy' : 'hyperthyroid.iodine').text,
                  ),
                  containsAvoid: true,
                },
              ]
            : []),
          // Sickle cell disease or thalassaemia: no product with iron unless prescribed (E4 §1).
          ...(a.conditions?.includes('haemoglobinopathy')
            ? [
                {
                  nutrient: 'iron' as const,
                  text: t(chronicRule('haemoglobinopathy.iron').text),
                  containsAvoid: true,
                },
              ]
            : []),
          // A high calcium, sarcoidosis, primary hyperparathyroidism: calcium and vitamin D unless prescribed.
          ...(s.hypercalcaemia
            ? HYPERCALCAEMIA_NUTRIENTS.map((nutrient) => ({
                nutrient,
                text: t(s.hypercalcaemia!.bought),
                containsText: t(s.hypercalcaemia!.contains),
                ...(s.hypercalcaemia!.containsAvoid ? { containsAvoid: true } : {}),
                prescribedText: t(HYPERCALCAEMIA_PRESCRIBED).replace('{lead}', t(s.hypercalcaemia!.lead)),
              }))
            : []),
          // A multivitamin's retinol is judged by the pregnancy vitamin A finding; a vitamin A product is out.
          ...(pregnant ? [{ nutrient: 'vitaminA' as const, text: t(PREGNANCY_NO_RETINOL) }] : []),
          // Liver disease or heavy drinking: no preformed vitamin A product (vitamin A, cod liver oil) unless
          // prescribed — the UL does not protect them (IOM 2001); a multivitamin's retinol gets the note
          // (eighteenth clinician review, E4 S3).
          ...(hasLiverDisease(a.conditions) || a.alcohol === 'heavy'
            ? [
                {
                  nutrient: 'vitaminA' as const,
                  text: t(LIVER_RETINOL_REVIEW.avoid),
                  containsText: t(LIVER_RETINOL_REVIEW.contains),
                  containsAvoid: true,
                  notMultivitamin: true,
                  preformedOnly: true,
                  lead: true,
                },
              ]
            : []),
          // Ferritin above the range: no product with iron at all (clinician review 2026-11-25 closing, E4).
          ...(highFerritinOf(s.labs?.analysis.markers) !== null
            ? [
                {
                  nutrient: 'iron' as const,
                  text: t(ironOverloadText(highFerritinOf(s.labs?.analysis.markers) ?? 0)),
                  containsAvoid: true,
                },
                // A vitamin C product too (a multivitamin's small amount is left to the other rules).
                {
                  nutrient: 'vitaminC' as const,
                  text: t(IRON_OVERLOAD_VITAMIN_C.text),
                  notMultivitamin: true,
                },
              ]
            : []),
        ],
        capped: [
          ...(kidneyVitaminCCapped(s.kidneyCtx.egfr) || s.kidneyCtx.dialysis
            ? [
                {
                  nutrient: 'vitaminC' as const,
                  maxDaily: KIDNEY_VITAMIN_C_MAX_MG,
                  text: t(KIDNEY_VITAMIN_C_TEXT),
                },
              ]
            : []),
          // Cancer: no high-dose antioxidants during chemotherapy or radiotherapy — the plan's finding and the
          // chat's rule, so the review agrees (thirteenth clinician review, zh P2 #2). From the dose on: avoid.
          ...((a.conditions ?? []).includes('cancer')
            ? (Object.keys(CANCER_ANTIOXIDANT_FROM) as (keyof typeof CANCER_ANTIOXIDANT_FROM)[]).map(
                (nutrient) => ({
                  nutrient,
                  maxDaily: CANCER_ANTIOXIDANT_FROM[nutrient].amount - 1e-6,
                  text: t(chronicRule('cancer.antioxidants').text),
                  verdict: 'avoid' as const,
                }),
              )
            : []),
          // Kidney stones: vitamin C supplements above 1 g a day raise urinary oxalate (knowledge/kidney-stones.ts;
          // fifteenth clinician review, zh P3-M2: 2 g a day was judged only against the UL).
          ...((a.conditions ?? []).includes('kidney_stones')
            ? [
                {
                  nutrient: 'vitaminC' as const,
                  maxDaily: KIDNEY_STONES.vitaminCSupplementMaxMg,
                  text: t(kidneyStoneRule('stones.vitamin-c').text),
                },
              ]
            : []),
          // G6PD deficiency: no high-dose vitamin C (haemolysis reported; knowledge/chronic-conditions.ts).
          ...(withG6pdFromLabs(a.conditions, s.labs?.analysis.markers).includes('g6pd_deficiency')
            ? [
                {
                  nutrient: 'vitaminC' as const,
                  maxDaily: G6PD_VITAMIN_C_MAX_MG,
                  text: t(chronicRule('g6pd.vitamin-c').text),
                },
              ]
            : []),
        ],
        locale,
      })
    : [];
}

/** Shop products for the (unsupervised) recommendations, delivering their doses. */
function productStep(deps: EngineDeps, s: Recommended & { productReviews: ProductReview[] }): PlanProduct[] {
  const { a, locale, pregnant, medicineTaboos, onAnticoagulant, onAntiplatelet, recommendations } = s;
  const { statuses } = s;
  const avoid = new Set<Substance>();
  for (const x of medicineTaboos) {
    if (x.management === 'avoid' && isSubstance(x.target)) avoid.add(x.target);
  }
  if (pregnant) for (const s of PREGNANCY_AVOID) avoid.add(s);
  // Ferritin above the range: no shop product with iron (knowledge/iron-overload.ts).
  if (highFerritinOf(s.labs?.analysis.markers) !== null) {
    avoid.add('iron');
    avoid.add('vitaminC');
  }
  // No iodine with an overactive thyroid, no iron with sickle cell disease or thalassaemia.
  if (a.conditions?.includes('hyperthyroid')) avoid.add('iodine');
  if (a.conditions?.includes('haemoglobinopathy')) avoid.add('iron');
  // No calcium or vitamin D with a high calcium, sarcoidosis or hyperparathyroidism (knowledge/hypercalcaemia.ts).
  if (s.hypercalcaemia) for (const n of HYPERCALCAEMIA_NUTRIENTS) avoid.add(n);
  if (onAnticoagulant) for (const s of ANTICOAGULANT_BLOCKED) avoid.add(s);
  if (onAntiplatelet) for (const s of ANTIPLATELET_BLOCKED) avoid.add(s);
  // A supervised treatment dose is not mapped to a shop product: catalogue products stop at their
  // label servings (15 mg iron, 1,000 IU vitamin D once a day), which would silently undercut the
  // treatment dose. The treatment's form and dose are in the recommendation; the doctor supervising
  // it picks the product.
  const productRecs = recommendations.filter((r) => !r.supervised);
  return productRecs.length
    ? deps.productsFor(
        productRecs.map((r) => {
          // The room under the UL is the product's cap; no UL → an "at least" dose (products module).
          const s = statuses.find((x) => x.key === r.nutrient);
          const room = s ? roomUnderUl(s) : Number.POSITIVE_INFINITY;
          return {
            nutrient: r.nutrient,
            dose: r.dose,
            unit: r.unit,
            maxDaily: room,
            ...(r.form ? { form: r.form } : {}),
          };
        }),
        {
          avoidSubstances: [...avoid],
          locale,
          ...(a.dietPattern === 'vegan' || (a.foodAllergies ?? []).includes('fish')
            ? { preferForms: { omega3: 'algal' } }
            : {}),
          // A food allergy rules out the products made from the food (fish oil, whey); bariatric surgery
          // the calcium forms it does not absorb.
          avoidForms: {
            ...allergenFormsOf(a.foodAllergies ?? []),
            ...(a.conditions?.includes('bariatric_surgery')
              ? { calcium: BARIATRIC.calciumFormsAvoided }
              : {}),
          },
        },
      )
    : [];
}
type Produced = Recommended & { productReviews: ProductReview[]; products: PlanProduct[] };

/** Food examples without the person's food allergens (NIAID 2010; knowledge/food-allergens.ts). */
function allergenFreeWith(
  sources: NonNullable<EngineDeps['foodSourcesFor']>,
  allergies: readonly FoodAllergen[],
): NonNullable<EngineDeps['foodSourcesFor']> {
  if (allergies.length === 0) return sources;
  return foodsKept(sources, (name) => allergensInFood(name, allergies).length === 0);
}

/** Food examples without gluten foods for someone with coeliac disease (BSG 2014); as given otherwise. */
function glutenFreeWith(
  sources: NonNullable<EngineDeps['foodSourcesFor']>,
  conditions: readonly string[],
): NonNullable<EngineDeps['foodSourcesFor']> {
  if (!conditions.includes('coeliac')) return sources;
  return foodsKept(sources, (name) => !GLUTEN_FOOD.test(name));
}

/** The food examples a filter keeps: a dozen more are asked for, so that n are left after it. */
function foodsKept(
  sources: NonNullable<EngineDeps['foodSourcesFor']>,
  keep: (name: string) => boolean,
): NonNullable<EngineDeps['foodSourcesFor']> {
  return (nutrient, locale, n, dietPattern) =>
    sources(nutrient, locale, n + 12, dietPattern)
      .filter((f) => keep(f.name))
      .slice(0, n);
}

/**
 * Food examples without choking hazards (nuts, seeds, sticky pastes, bones, dry crackers; IDDSI 2019) for someone
 * with dysphagia — forty-first clinician review, en S2: almonds, chia and pumpkin seeds for a man fed by a tube.
 */
function swallowSafeWith(
  sources: NonNullable<EngineDeps['foodSourcesFor']>,
  conditions: readonly string[],
): NonNullable<EngineDeps['foodSourcesFor']> {
  if (!conditions.includes('dysphagia')) return sources;
  return foodsKept(
    sources,
    (name) => chokingHazardsIn(name, true).length + chokingHazardsIn(name, false).length === 0,
  );
}

/** "Whole grains" as the gluten-free ones, for someone with coeliac disease (BSG 2014). */
export function glutenFreeGrains(text: string, locale: Locale): string {
  return locale === 'zh-CN'
    ? text.replace(/全谷物/g, '无麸质全谷物（糙米、小米、荞麦、藜麦等）')
    : text.replace(/\bwhole grains\b/g, 'gluten-free whole grains (brown rice, millet, buckwheat, quinoa)');
}

/**
 * The conditions, with G6PD deficiency when a G6PD test is below its range though it was not ticked
 * (ninth clinician review, zh P1: the deficiency could not be ticked, and its test was not read).
 */
function withG6pdFromLabs(
  conditions: readonly string[] | undefined,
  markers: readonly { key: string; flag: string }[] | undefined,
): string[] {
  const list = [...(conditions ?? [])];
  const low = (markers ?? []).some(
    (m) => (m.key === 'g6pdActivity' || m.key === 'g6pdRatio') && m.flag === 'low',
  );
  if (low && !list.includes('g6pd_deficiency')) list.push('g6pd_deficiency');
  return list;
}

/** Sickle cell disease or thalassaemia: iron only with the haematologist (TIF 2021; NHLBI 2014). */
function haemoglobinopathyIron(
  conditions: readonly string[] | undefined,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  if (!conditions?.includes('haemoglobinopathy')) return [];
  const row = chronicRule('haemoglobinopathy.iron');
  return [
    {
      nutrient: 'iron',
      text: pick(row.text, locale),
      source: row.source,
      ref: 'conditions=haemoglobinopathy',
    },
  ];
}

/**
 * Iron is the haematologist's: a haemoglobin above its range, or hydroxyurea taken for a blood disorder
 * other than sickle cell disease or thalassaemia (which has its own rule). Twenty-sixth clinician review,
 * zh S1: polycythaemia vera on hydroxyurea and venesection, ferritin 6 and Hb 152, was told its iron was a
 * deficiency to treat.
 */
function ironByHaematologist(
  conditions: readonly string[] | undefined,
  medicines: readonly string[] | undefined,
  markers: readonly LabMarkerResult[] | undefined,
): boolean {
  if (conditions?.includes('haemoglobinopathy')) return false;
  const highHb = (markers ?? []).some(
    (m) => (m.key === 'hemoglobin' || m.key === 'hematocrit') && m.flag === 'high',
  );
  return highHb || (medicines ?? []).includes('hydroxyurea');
}

/**
 * Kidney disease (answered, dialysis, or CKD G3b–G5 by eGFR) with a low haemoglobin and neither a
 * ferritin nor a transferrin saturation: no iron product; the nephrologist checks both and decides (KDIGO
 * 2012 Anemia in CKD ch. 2). With iron studies the treatment rules decide as before (tenth clinician
 * review, zh P2 finding 1: iron 15 mg in the basis group beside "不要自己吃铁剂").
 */
const CKD_ANAEMIA_STAGES: ReadonlySet<string> = new Set(['G3b', 'G4', 'G5']);
function ckdAnaemiaIron(
  kidney: ReturnType<typeof kidneyContextFor>,
  markers: readonly LabMarkerResult[] | undefined,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  const ckd =
    kidney.dialysis || (kidney.kidney && !kidney.fromLabOnly) || CKD_ANAEMIA_STAGES.has(kidney.stage ?? '');
  if (!ckd || !markers) return [];
  const hb = markers.find((m) => m.key === 'hemoglobin');
  if (hb?.flag !== 'low') return [];
  if (markers.some((m) => m.key === 'ferritin' || m.key === 'transferrinSaturation')) return [];
  const row = chronicRule('kidney.anaemia-iron');
  return [{ nutrient: 'iron', text: pick(row.text, locale), source: row.source, ref: CKD_ANAEMIA_IRON_REF }];
}

/** Iron the doctor prescribed: a product marked prescribed whose main nutrient is iron, or an IV iron. */
function takesPrescribedIron(
  prescribedMains: readonly { nutrient: NutrientKey }[],
  medicines: readonly string[] | undefined,
): boolean {
  return (
    prescribedMains.some((p) => p.nutrient === 'iron') ||
    (medicines ?? []).some((id) => (drugById(id)?.classes ?? []).includes('iv_iron'))
  );
}

/**
 * The iron held for want of iron studies, said to someone already on prescribed iron: the prescription
 * stands and ferritin and TSAT guide it (knowledge/anaemia.ts PRESCRIBED_IRON_TEXT) — never "take no iron"
 * beside the doctor's iron; an iron product taken but not marked prescribed gets IRON_TAKEN_TEXT (kept if a
 * doctor advised it, checked if self-started). The ref keeps its rule and says why the text differs.
 */
function withPrescribedIron(
  held: readonly { nutrient: NutrientKey; text: string; source: Source; ref: string }[],
  iron: 'prescribed' | 'taken' | null,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  if (iron === null) return [...held];
  return held.map((h) => ({
    ...h,
    text: pick(iron === 'prescribed' ? PRESCRIBED_IRON_TEXT : IRON_TAKEN_TEXT, locale),
    ref: `${h.ref}${iron === 'prescribed' ? PRESCRIBED_IRON_REF_SUFFIX : IRON_TAKEN_REF_SUFFIX}`,
  }));
}

/**
 * A low haemoglobin with neither ferritin nor TSAT, outside pregnancy, where the kidney rule above does
 * not speak: no iron product; the doctor checks iron studies and, in a man or a woman past the
 * menopause, looks for the cause (knowledge/anaemia.ts; BSG 2021; NICE CKS).
 */
function anaemiaIronStudies(
  kidney: ReturnType<typeof kidneyContextFor>,
  markers: readonly LabMarkerResult[] | undefined,
  pregnant: boolean,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  if (!anaemiaWithoutIronStudies(markers, pregnant)) return [];
  if (ckdAnaemiaIron(kidney, markers, locale).length > 0) return [];
  return [
    {
      nutrient: 'iron',
      text: pick(ANAEMIA_IRON_STUDIES_TEXT, locale),
      source: ANAEMIA_IRON_STUDIES_SOURCE,
      ref: ANAEMIA_IRON_STUDIES_REF,
    },
  ];
}

/**
 * Cancer with no ferritin or TSAT, where the anaemia and kidney rules above do not speak: no iron product
 * from a diet estimate (knowledge/anaemia.ts CANCER_IRON_STUDIES_TEXT). Pregnancy keeps its own iron rules.
 */
function cancerIronStudies(
  conditions: readonly string[] | undefined,
  kidney: ReturnType<typeof kidneyContextFor>,
  markers: readonly LabMarkerResult[] | undefined,
  pregnant: boolean,
  locale: Locale,
): { nutrient: NutrientKey; text: string; source: Source; ref: string }[] {
  if (pregnant || !cancerWithoutIronStudies(conditions, markers)) return [];
  if (anaemiaIronStudies(kidney, markers, pregnant, locale).length > 0) return [];
  if (ckdAnaemiaIron(kidney, markers, locale).length > 0) return [];
  return [
    {
      nutrient: 'iron',
      text: pick(CANCER_IRON_STUDIES_TEXT, locale),
      source: CANCER_IRON_STUDIES_SOURCE,
      ref: CANCER_IRON_STUDIES_REF,
    },
  ];
}

/** Supplements a condition's care prescribes: folic acid in sickle cell disease (kept, never "adds little"). */
function conditionCompanions(conditions: readonly string[], locale: Locale): Companion[] {
  if (!conditions.includes('haemoglobinopathy')) return [];
  return [
    {
      nutrient: 'folate',
      drugs: [],
      text: pick(chronicRule('haemoglobinopathy.folic-acid').text, locale),
      overridesRuledOut: false,
      prescribedDailyMax: SICKLE_FOLIC_ACID_UG,
    },
  ];
}

/** The weight-loss energy target (none in pregnancy or below the overweight cut-off). */
function energyTargetStep({ a, locale, standards, energy }: Produced) {
  return weightLossEnergyFor({
    locale,
    standards,
    goals: a.goals,
    sex: a.gender,
    bmi: energy.bmi,
    bmrKcal: energy.bmrKcal,
    tdeeKcal: energy.tdeeKcal,
    lifeStage: a.lifeStage,
    conditions: a.conditions,
  });
}
type Planned = Produced & { energyTarget: ReturnType<typeof weightLossEnergyFor> };

/** BMI, its red flag, energy and protein, the energy target. */
function profileFindings(s: Planned): Finding[] {
  const { locale, energy, kidney, proteinRange, proteinTargetG, statuses, energyTarget } = s;
  const t = (b: Bilingual) => pick(b, locale);
  const findings: Finding[] = [];
  const bmiReasons = energy.reasons.length
    ? energy.reasons
    : [{ kind: 'standard' as const, ref: 'bmi', text: `BMI ${energy.bmi}`, source: WHO_BMI_SOURCE }];
  const bmiBasis = energy.bmiBasis ?? 'current';
  // An older person whose BMI is in the adult healthy range but under GLIM 2019's cut-off for her age:
  // the BMI line says so too, so it agrees with the finding `older-low-bmi` below.
  const glimCut = glimLowBmiBelow(s.a.age);
  const olderLow = bmiBasis === 'current' && glimCut !== null && energy.bmi < glimCut;
  findings.push({
    id: 'bmi',
    severity:
      (energy.bmiCategory === 'normal' && !olderLow) || bmiBasis === 'not_judged' ? 'info' : 'warning',
    // Pregnancy: never a weight class for the current weight (IOM 2009); the pre-pregnancy one is named so.
    text:
      bmiBasis === 'not_judged'
        ? t(BMI_NOT_JUDGED).replace('{bmi}', fmt(energy.bmi))
        : olderLow && energy.bmiCategory === 'normal'
          ? t(BMI_OLDER_LOW)
              .replace('{bmi}', fmt(energy.bmi))
              .replace('{cut}', fmt(glimCut))
              .replace('{who}', t(s.a.age >= 70 ? OLDER_70 : OLDER_65))
          : (bmiBasis === 'pre_pregnancy' ? t(PRE_PREGNANCY_PREFIX) : '') +
            t(BMI_TEXT[energy.bmiCategory]).replace('{bmi}', fmt(energy.bmi)),
    reasons: bmiReasons,
  });
  if (bmiBasis !== 'not_judged' && (energy.bmi < 17 || energy.bmi >= 40)) {
    const severe = energy.bmi < 16 || energy.bmi >= 40;
    findings.push({
      id: 'bmi-red-flag',
      severity: severe ? 'urgent' : 'warning',
      text: t(energy.bmi < 17 ? RED_FLAG_THIN : RED_FLAG_OBESE).replace('{bmi}', fmt(energy.bmi)),
      reasons: [
        {
          kind: 'answer',
          ref: `bmi=${energy.bmi}`,
          text: `BMI ${fmt(energy.bmi)}`,
          source: WHO_BMI_SOURCE,
        },
      ],
    });
  }
  const hyperemesis = hyperemesisOf(s.a, s.labs?.analysis.markers);
  if (hyperemesis) {
    const zh = locale === 'zh-CN';
    const labs = hyperemesis.low
      .map((k) => s.labs?.analysis.markers.find((m) => m.key === k)?.name)
      .filter((n): n is string => n !== undefined)
      .join(zh ? '、' : ' and ');
    findings.push({
      id: 'hyperemesis',
      severity: labs ? 'urgent' : 'warning',
      text:
        t(HYPEREMESIS_TEXT.base)
          .replace('{kg}', fmt(hyperemesis.lossKg))
          .replace('{pct}', fmt(hyperemesis.lossPercent)) +
        (zh ? '' : ' ') +
        (labs ? t(HYPEREMESIS_TEXT.lowLabs).replace('{labs}', labs) : t(HYPEREMESIS_TEXT.noLabs)),
      reasons: [
        {
          kind: 'answer',
          ref: `prePregnancyWeightKg=${s.a.prePregnancyWeightKg ?? ''}`,
          text: zh
            ? `孕前 ${fmt(s.a.prePregnancyWeightKg ?? 0)} 千克，现在 ${fmt(s.a.weightKg)} 千克（下降 ${fmt(hyperemesis.lossPercent)}%）`
            : `${fmt(s.a.prePregnancyWeightKg ?? 0)} kg before pregnancy, ${fmt(s.a.weightKg)} kg now (${fmt(hyperemesis.lossPercent)}% lost)`,
          source: HYPEREMESIS_SOURCE,
        },
      ],
    });
  }
  const refeeding = bmiBasis === 'current' ? refeedingRiskOf(energy.bmi, s.labs?.analysis.markers) : null;
  if (refeeding) {
    const labs = refeeding.low
      .map((k) => s.labs?.analysis.markers.find((m) => m.key === k)?.name)
      .filter((n): n is string => n !== undefined)
      .join(locale === 'zh-CN' ? '、' : ', ');
    findings.push({
      id: 'refeeding-risk',
      severity: refeeding.low.length ? 'urgent' : 'warning',
      text: t(REFEEDING_TEXT.base) + (labs ? ' ' + t(REFEEDING_TEXT.lowLabs).replace('{labs}', labs) : ''),
      reasons: [
        {
          kind: 'answer',
          ref: `bmi=${energy.bmi}`,
          text: `BMI ${fmt(energy.bmi)}${labs ? `; ${labs}` : ''}`,
          source: REFEEDING_SOURCE,
        },
      ],
    });
  }
  const cut = glimLowBmiBelow(s.a.age);
  if (bmiBasis === 'current' && cut !== null && energy.bmi < cut) {
    findings.push({
      id: 'older-low-bmi',
      severity: 'warning',
      text:
        locale === 'zh-CN'
          ? `${s.a.age}岁、BMI ${fmt(energy.bmi)}：对${s.a.age >= 70 ? '70岁及以上' : '65岁以上'}的人来说体重偏低（BMI < ${cut}），有营养不良风险。每天能量按约 ${energy.tdeeKcal} 千卡（每公斤体重 ${OLDER_KCAL_PER_KG} 千卡）安排，蛋白质要吃够；如最近体重下降、食欲差或吃得少，请尽快请医生做营养评估。`
          : `Age ${s.a.age}, BMI ${fmt(energy.bmi)}: low for someone ${s.a.age >= 70 ? '70 or older' : 'over 65'} (BMI under ${cut}), a risk of malnutrition. Energy is set at about ${energy.tdeeKcal} kcal a day (${OLDER_KCAL_PER_KG} kcal per kg); eat enough protein, and if you have lost weight, have a poor appetite or eat little, ask your doctor for a nutrition assessment soon.`,
      reasons: [
        {
          kind: 'answer',
          ref: `bmi=${energy.bmi}`,
          text: `BMI ${fmt(energy.bmi)}, ${s.a.age}`,
          source: ENERGY_SOURCES.espenGeriatric,
        },
      ],
    });
  }
  // After a kidney transplant the transplant team sets protein (KDIGO 2009), not a nephrologist's CKD range.
  const kidneyNote = s.a.conditions?.includes('kidney_transplant') ? TRANSPLANT_TEAM_NOTE : NEPHROLOGIST_NOTE;
  // On dialysis protein is a figure again (KDOQI 2020: 1.0–1.2 g/kg), never "as your nephrologist advises" alone.
  // Where the kidney rule yields (G3a; an older person at risk, KDIGO 2024) the plan's one figure is shown.
  const ckdRule =
    kidney && !s.kidneyCtx.dialysis && !s.a.conditions?.includes('kidney_transplant')
      ? ckdProteinRule({
          stage: s.kidneyCtx.stage,
          age: s.a.age,
          olderAtRisk: olderAtRiskOf(s.a, energy.bmi),
          catabolic: catabolicOf(s.a.conditions),
          lowProteinPrescribed: lowProteinPrescribedOf(s.a.medicines),
        })
      : null;
  const proteinByKidneyTeam = kidney && !s.kidneyCtx.dialysis && ckdRule !== 'usual' && ckdRule !== 'kdigo';
  // PKU: protein is the metabolic team's prescription, never a figure to eat up to (ACMG 2014).
  const pku = s.a.conditions?.includes('pku') ?? false;
  const proteinText = pku
    ? { zh: `蛋白质${METABOLIC_TEAM_NOTE.zh}`, en: `; protein ${METABOLIC_TEAM_NOTE.en}` }
    : null;
  findings.push({
    id: 'energy',
    severity: 'info',
    // Kidney disease: protein is not raised and not stated as a general target (KDOQI 2020).
    // At refeeding risk the figure keeps today's weight; it is never the amount to eat (NICE CG32).
    text:
      (locale === 'zh-CN'
        ? `基础代谢约 ${energy.bmrKcal} 千卡/天，按活动水平每天约需 ${energy.tdeeKcal} 千卡，${proteinText ? proteinText.zh : `蛋白质${proteinByKidneyTeam ? kidneyNote.zh : proteinRange ? `每天 ${fmt(proteinRange.min)}–${fmt(proteinRange.max)} 克` : `约 ${fmt(proteinTargetG)} 克`}`}`
        : `Resting energy about ${energy.bmrKcal} kcal/day; with your activity about ${energy.tdeeKcal} kcal/day${proteinText ? proteinText.en : proteinByKidneyTeam ? `; protein ${kidneyNote.en}` : proteinRange ? ` and ${fmt(proteinRange.min)}–${fmt(proteinRange.max)} g protein` : ` and ${fmt(proteinTargetG)} g protein`}`) +
      (refeeding ? t(REFEEDING_TEXT.energy) : ''),
    reasons: [
      ...bmiReasons,
      ...(!proteinByKidneyTeam && proteinRange
        ? (statuses.find((x) => x.key === 'protein')?.reasons ?? []).filter((r) =>
            r.ref.startsWith('target-adjustment:'),
          )
        : []),
    ],
  });
  if (energyTarget && bmiBasis === 'current') findings.push(energyTarget.finding);
  if (s.eatingScreen) findings.push(eatingScreenFinding({ locale, pregnant: s.pregnant, ...s.eatingScreen }));
  return findings;
}

/** Medicines, labs, life stage, anticoagulants, kidney, metformin, glucose and treatments. */
function clinicalFindings(deps: EngineDeps, s: Planned): Finding[] {
  const { a, locale, standards, depletions, drugNames, labs, pregnant, supp, food, targets } = s;
  const { onAnticoagulant } = s;
  const { medicines, kidneyCtx, recommendations, treatment } = s;
  const t = (b: Bilingual) => pick(b, locale);
  const findings: Finding[] = [];
  const uricAcid = labs?.analysis.markers.find((m) => m.key === 'uricAcid');
  // Medicines that can harm an unborn baby, for a woman of childbearing age (issue 31 §1).
  findings.push(
    ...deps.teratogenFindings({
      locale,
      gender: a.gender,
      age: a.age,
      lifeStage: a.lifeStage ?? 'none',
      medicines,
      conditions: a.conditions ?? [],
      planning: s.planning,
    }),
  );
  // NSAIDs in pregnancy, low-dose aspirin left out (knowledge/pregnancy-medicines.ts; tenth clinician
  // review, en P3).
  const dosesMg = new Map<string, number>();
  for (const d of a.medicineDoses ?? [])
    if (d.dose !== undefined && (d.unit === 'mg' || d.unit === 'g'))
      dosesMg.set(d.id, d.unit === 'g' ? d.dose * 1000 : d.dose);
  findings.push(
    ...pregnancyMedicineFindings({
      locale,
      lifeStage: a.lifeStage ?? 'none',
      gestationalWeek: a.gestationalWeek,
      medicines,
      dosesMg,
    }),
  );
  // Methotrexate typed as daily: the fatal dosing error, before anything else about it (thirty-eighth clinician
  // review, zh S1).
  const mtxDaily = (a.medicineDoses ?? []).find(
    (d) => d.id === 'methotrexate' && methotrexateTypedDaily(d.frequency),
  );
  if (mtxDaily) {
    const counts = labs?.analysis.markers.some(
      (m) =>
        ((m.key === 'wbc' || m.key === 'neutrophils' || m.key === 'platelets') && m.flag === 'low') ||
        ((m.key === 'alt' || m.key === 'ast') && m.flag === 'high'),
    );
    const text = say(
      'findings.methotrexateDaily',
      {
        frequency: mtxDaily.frequency ?? '',
        urgent: counts ? say('findings.methotrexateDailyUrgent', {}, locale) : '',
      },
      locale,
    );
    findings.push({
      id: 'methotrexate-daily',
      severity: 'urgent',
      text,
      reasons: [{ kind: 'medicine', ref: 'drug:methotrexate', text, source: METHOTREXATE_WEEKLY_SOURCE }],
    });
  }
  // A medicine typed above its regulator's daily maximum (forty-ninth clinician review, en S4, zh P4-S1).
  for (const { row, mgPerDay } of aboveDailyMax(a.medicineDoses ?? [])) {
    const text = say(
      'findings.domperidoneAboveMax',
      { name: drugNames.get(row.id) ?? row.id, daily: Math.round(mgPerDay), max: row.maxMgPerDay },
      locale,
    );
    findings.push({
      id: `${row.id}-above-daily-max`,
      severity: 'warning',
      text,
      reasons: [{ kind: 'medicine', ref: `drug:${row.id}`, text, source: row.source }],
    });
  }
  // What to eat and drink around the person's medicines (knowledge/medicine-diet.ts, issue 31 §1).
  // A raised ALT on liver-toxic TB medicines makes their alcohol row lead with it (clinician review
  // 2026-11-25 evening, P3: ALT 120 U/L on isoniazid and rifampicin).
  const alt = labs?.analysis.markers.find((m) => m.key === 'alt' && m.flag === 'high');
  for (const note of deps.dietNotesFor(medicines, locale)) {
    if (!planShowsDietRow(note.id, a.dietPattern, a.alcohol)) continue;
    const altLead =
      note.id === 'alcohol-tb-liver' && alt
        ? t({
            zh: `你的ALT ${alt.value} ${alt.unit} 已经升高：请这几天内联系结核病门诊复查肝功能。`,
            en: `Your ALT of ${alt.value} ${alt.unit} is already raised: contact your TB clinic within days for liver tests. `,
          })
        : '';
    // The person said they take it fasting ("once a day first thing w black coffee"): the row leads with
    // their own words (thirty-fifth clinician review, en S4: Odefsey on an empty stomach, one meal a day).
    const fasting =
      note.id === 'rilpivirine-with-meal'
        ? (a.medicineDoses ?? []).find(
            (d) => note.drugIds.includes(d.id) && TAKEN_FASTING.test((d.frequency ?? '').toLowerCase()),
          )
        : undefined;
    const fastingLead = fasting
      ? t({
          zh: `**你写的是“${fasting.frequency}”：这样空腹吃，${drugNames.get(fasting.id) ?? fasting.id}吸收不够，请改成和一顿正餐一起吃。** `,
          en: `**You wrote "${fasting.frequency}": taken like that, on an empty stomach, not enough ${drugNames.get(fasting.id) ?? fasting.id} is absorbed — take it with a meal instead.** `,
        })
      : '';
    const nonSmoker = nonSmokerDietText(note.id, a.smoking);
    // Pregnant or trying for a baby: the row without its drinking allowance (tenth clinician review, zh P5).
    const noAlcohol = pregnancyDietText(note.id, pregnant || s.planning === true);
    const source = noAlcohol
      ? { ...note.source, ref: `${note.source.ref}; ${PREGNANCY_NO_ALCOHOL_SOURCE}` }
      : note.source;
    findings.push({
      id: `medicine-diet:${note.id}`,
      severity: note.severity,
      text: altLead + fastingLead + (noAlcohol ? t(noAlcohol) : nonSmoker ? t(nonSmoker) : note.text),
      reasons: [
        ...note.drugIds.map((id) => ({
          kind: 'medicine' as const,
          ref: `drug:${id}`,
          text: drugNames.get(id) ?? id,
          source,
        })),
        ...(altLead && alt
          ? [
              {
                kind: 'lab' as const,
                ref: `lab:alt=${alt.value}`,
                text: `ALT ${alt.value} ${alt.unit}`,
                source,
              },
            ]
          : []),
      ],
    });
  }
  // A companion the guideline prescribes with the medicine (pyridoxine with isoniazid): never "food first".
  findings.push(...companionFindings(medicines, locale));
  for (const d of depletions) {
    findings.push({
      id: `depletion:${d.ruleId}`,
      // A minor depletion is a note to know about, not a warning to act on (re-review M10).
      severity: d.severity === 'minor' ? 'info' : 'warning',
      text:
        locale === 'zh-CN'
          ? `${drugNames.get(d.drugId) ?? d.drugId}可能降低${NUTRIENTS[d.nutrient as NutrientKey]?.zh ?? d.nutrient}：${t(d.mechanism)}`
          : `${drugNames.get(d.drugId) ?? d.drugId} can lower ${NUTRIENTS[d.nutrient as NutrientKey]?.en ?? d.nutrient}: ${t(d.mechanism)}`,
      reasons: [{ kind: 'medicine', ref: `drug:${d.drugId}`, text: t(d.mechanism), source: d.source }],
    });
  }
  // Long-term metformin with a B12 below 221 pmol/L: confirm, see a doctor with numbness, the treatment
  // dose is the doctor's and 2.4 µg is no treatment (tenth clinician review, zh P3 finding 4).
  const b12 = metforminB12Finding(medicines, labs?.analysis.markers, locale);
  if (b12) findings.push(b12);
  const tls = tumourLysisFinding(a.conditions ?? [], medicines, labs?.analysis.markers, locale);
  if (tls) findings.push(tls);
  const denosumabLow = denosumabLowCalciumFinding(medicines, labs?.analysis.markers, locale);
  if (denosumabLow) findings.push(denosumabLow);
  // Makes themselves sick (SCOFF "sick") or screens positive: a potassium below 3.0 is the vomiting's,
  // and needs review today (MEED 2022), not more fruit.
  const purging = a.scoff?.sick === true ? 'sick' : s.eatingScreen ? 'screen' : null;
  // Bupropion (Wellbutrin, Zyban, Contrave) with the purging or a positive screen: the label's contraindication with
  // bulimia or anorexia nervosa (forty-seventh clinician review, en S3; knowledge/bupropion-eating-disorder.ts).
  const bupropionEd = bupropionEatingDisorderFinding({
    medicines,
    eatingDisorderSignal: purging !== null,
    markers: labs?.analysis.markers,
    names: drugNames,
    locale,
  });
  if (bupropionEd) findings.push(bupropionEd);
  // A low potassium or sodium beside the weight loss of hyperemesis is the vomiting's, for today.
  const vomiting = hyperemesisOf(a, labs?.analysis.markers)?.low ?? [];
  for (const m of labs?.analysis.markers ?? []) {
    // A count inside the report's range but below a medicine's monitoring cut-off (neutrophils 1.9 on
    // clozapine, the UK "amber" scheme) is read as the chat reads it (blind answer round 30, zh-014).
    const belowDrugCutOff = m.flag === 'normal' ? lowCountOnDrug(m, medicines, drugNames, locale) : null;
    if (m.flag === 'normal' && !belowDrugCutOff) {
      // A transplant trough has no population range: recognised and shown, for the team that sets its
      // target (teamTarget in knowledge/lab-markers.ts; twenty-sixth clinician review).
      if (markerByKey(m.key)?.teamTarget === true)
        findings.push({
          id: `lab:${m.key}`,
          severity: 'info',
          text: `${m.name} ${fmt(m.value)} ${m.unit}${locale === 'zh-CN' ? '，' : ', '}${m.flagLabel ?? ''}${locale === 'zh-CN' ? '：' : ': '}${m.meaning}`,
          reasons: [{ kind: 'lab', ref: `lab:${m.key}=${m.value}`, text: m.meaning, source: m.source }],
        });
      continue;
    }
    // On maintenance dialysis a pre-dialysis creatinine or urea far above the range is what dialysis
    // removes, and with kidney disease a PTH far above it is the nephrologist's to treat: not a same-day
    // emergency (ninth clinician review, zh P2 §4, §6: creatinine 920 µmol/L, iPTH 620 pg/mL).
    const expected =
      (s.kidneyCtx.dialysis && DIALYSIS_EXPECTED_HIGH.has(m.key)) ||
      (s.kidneyCtx.kidney && KIDNEY_EXPECTED_HIGH.has(m.key));
    const critical = expected ? null : checkValue(m.key, m.value, m.unit);
    const purgingLowK = purging !== null && m.key === 'serumPotassium' && m.value < PURGING_POTASSIUM_BELOW;
    // Severe hypomagnesaemia (< 0.5 mmol/L): the doctor treats it today (MAGNESIUM_SEVERE_SOURCE).
    const severeMg = severeLowMagnesium(m);
    const vomitingRow = vomiting.includes(m.key)
      ? HYPEREMESIS_LOW_ELECTROLYTE[m.key as keyof typeof HYPEREMESIS_LOW_ELECTROLYTE]
      : undefined;
    const purgingText =
      purgingLowK && purging ? t(PURGING_LOW_POTASSIUM_TEXT[purging]) : vomitingRow ? t(vomitingRow) : null;
    // A low white cell or neutrophil count on a medicine that can cause agranulocytosis: the prescriber,
    // promptly, the same day when severe (clinician review 2026-11-25 closing, Z2).
    const onDrug =
      belowDrugCutOff ??
      lowCountOnDrug(m, medicines, drugNames, locale) ??
      lowCountWithCancer(m, a.conditions ?? [], locale);
    // A medicine note that makes the value a same-day matter (CK above 10 × the upper limit on a statin).
    const todayNote = labDrugNotes(m.key, m.flag, medicines, { value: m.value, refHigh: m.refHigh }).some(
      (n) => n.today === true,
    );
    const biotinUg = (supp.dailyMg?.biotin ?? 0) * 1000;
    const biotinNote =
      BIOTIN_AFFECTED_MARKERS.has(m.key) && biotinUg >= BIOTIN_LAB_MIN_MG * 1000
        ? t(BIOTIN_THYROID_NOTE).replace('{ug}', fmt(biotinUg))
        : null;
    const meaning = biotinNote
      ? `${biotinNote}${locale === 'zh-CN' ? '' : ' '}${m.meaning}`
      : (purgingText ?? onDrug?.text ?? m.meaning);
    const text = labText(
      m.name,
      fmt(m.value),
      m.unit,
      m.flag === 'normal' ? 'low' : m.flag,
      belowDrugCutOff
        ? locale === 'zh-CN'
          ? '在化验单的范围内，但低于用药监测的界值'
          : 'inside the report’s range but below the medicine’s monitoring cut-off'
        : m.flagLabel,
      meaning,
      locale,
    );
    const check = critical ? criticalLabText(critical, m.unit, locale) : null;
    findings.push({
      id: `lab:${m.key}`,
      severity:
        critical || purgingLowK || vomitingRow || severeMg || onDrug?.today || todayNote
          ? 'urgent'
          : 'warning',
      text: check ? `${text}${locale === 'zh-CN' ? '' : ' '}${check}` : text,
      reasons: [
        { kind: 'lab', ref: `lab:${m.key}=${m.value}`, text: m.meaning || m.name, source: m.source },
        ...(biotinNote
          ? [
              {
                kind: 'supplement' as const,
                ref: 'supplement:biotin',
                text: biotinNote,
                source: BIOTIN_INTERFERENCE_SOURCE,
              },
            ]
          : []),
        ...(onDrug
          ? onDrug.drugs.map((d) => ({
              kind: 'medicine' as const,
              ref: `drug:${d.id}`,
              text: onDrug.text,
              source: d.source,
            }))
          : []),
        ...(onDrug && onDrug.drugs.length === 0
          ? [
              {
                kind: 'condition' as const,
                ref: 'condition:cancer',
                text: onDrug.text,
                source: CANCER_LOW_COUNT_SOURCE,
              },
            ]
          : []),
        ...(purgingText
          ? [
              {
                kind: 'lab' as const,
                ref: `lab-purging:${m.key}`,
                text: purgingText,
                source: vomitingRow && !purgingLowK ? HYPEREMESIS_SOURCE : MEED_2022,
              },
            ]
          : []),
        ...(critical && check
          ? [{ kind: 'lab' as const, ref: `lab-critical:${m.key}`, text: check, source: critical.source }]
          : []),
      ],
    });
  }
  // A blood pressure typed among the labs is recognised, never "not recognised": severe range is
  // urgent (≥ 160/110 in pregnancy, ACOG PB 222 2020; ≥ 180/120 otherwise, ACC/AHA 2017).
  const pressures = (a.labs ?? []).flatMap((l) => {
    const r = bloodPressureOf(l);
    return r ? [r] : [];
  });
  pressures.forEach((r, i) => {
    const j = judgeBloodPressure(r, pregnant, locale);
    findings.push({
      id: i === 0 ? 'blood-pressure' : `blood-pressure:${i}`,
      severity: j.severity,
      text: j.text,
      reasons: [
        {
          kind: 'lab',
          ref: `blood-pressure=${r.systolic ?? ''}/${r.diastolic ?? ''}`,
          text: j.text,
          source: j.source,
        },
      ],
    });
  });
  const rejected = (labs?.rejected ?? []).filter((x) => !pressures.some((r) => r.marker === x.marker));
  if (labs && rejected.length > 0) {
    findings.push({
      id: 'lab-rejected',
      severity: 'info',
      text:
        locale === 'zh-CN'
          ? `未能识别的检验项目：${rejected.map((r) => r.marker).join('、')}`
          : `Lab items not recognised: ${rejected.map((r) => r.marker).join(', ')}`,
      reasons: [
        {
          kind: 'lab',
          ref: 'labs:rejected',
          text: 'unknown marker or unit',
          source: { ref: 'Engine lab marker table' },
        },
      ],
    });
  }
  if (pregnant) {
    // On a medicine whose guideline sets folic acid 5 mg to 12 weeks, the plan never says "400 µg" beside
    // it (clinician review 2026-11-25 fourth, zh P2: two folic acid doses for a pregnant woman on
    // lamotrigine); the teratogen finding carries the dose.
    const note =
      earlyPregnancy(a) && teratogenFolicAcidFor(medicines) !== undefined
        ? PREGNANCY_NOTE_RX
        : PREGNANCY_NOTE;
    findings.push({
      id: 'pregnancy',
      severity: 'info',
      text: t(note),
      reasons: [
        {
          kind: 'lifeStage',
          ref: `lifeStage=${a.lifeStage}`,
          text: t(note),
          source: PREGNANCY_SOURCE,
        },
      ],
    });
    findings.push(
      ...pregnancyFindings({
        locale,
        standards,
        heightCm: a.heightCm,
        weightKg: a.weightKg,
        prePregnancyWeightKg: a.prePregnancyWeightKg,
        gestationalWeek: a.gestationalWeek,
        // Retinol is the teratogen: only preformed vitamin A counts (IOM 2001; WHO 2011).
        vitaminASupplementUg: supp.preformedVitaminA ?? supp.perNutrient.vitaminA ?? 0,
        vitaminAFoodUg: food.preformedVitaminA,
        prescribedFolicAcid: earlyPregnancy(a) && teratogenFolicAcidFor(medicines) !== undefined,
        smoking: a.smoking,
        alcohol: a.alcohol,
      }),
    );
  } else if (a.lifeStage === 'lactating') {
    findings.push(
      ...lactationFindings({
        locale,
        standards,
        iodineTargetUg: targets.iodine?.target ?? 0,
        hyperthyroid: hasHyperthyroid(a.conditions),
      }),
    );
    const babyB12 = lactationB12BabyFinding(a.dietPattern, labs?.analysis.markers, locale);
    if (babyB12) findings.push(babyB12);
    for (const row of LACTATION_AVOID) {
      const taken = medicines.filter((id) => row.drugs.includes(id));
      if (taken.length === 0) continue;
      const text = t(row.text).replace(
        '{drug}',
        taken.map((id) => drugNames.get(id) ?? id).join(locale === 'zh-CN' ? '、' : ', '),
      );
      findings.push({
        id: `lactation-medicine:${row.id}`,
        severity: row.severity ?? 'urgent',
        text,
        reasons: taken.map((id) => ({
          kind: 'medicine' as const,
          ref: `drug:${id}`,
          text,
          source: row.source,
        })),
      });
    }
  }
  if (onAnticoagulant) {
    const anticoagulantIds = medicines.filter((id) =>
      deps.drugById(id)?.classes.some((c) => ANTICOAGULANT_CLASSES.has(c)),
    );
    findings.push(
      vitaminKSteadyFinding({
        locale,
        vitaminKAntagonist: vitaminKAntagonistName(anticoagulantIds),
        drugIds: anticoagulantIds,
      }),
    );
    findings.push({
      id: 'anticoagulant',
      severity: 'warning',
      text: t(ANTICOAGULANT_NOTE),
      reasons: medicines
        .filter((id) => deps.drugById(id)?.classes.some((c) => ANTICOAGULANT_CLASSES.has(c)))
        .map((id) => ({
          kind: 'medicine' as const,
          ref: `drug:${id}`,
          text: t(ANTICOAGULANT_NOTE),
          source: ANTICOAGULANT_SOURCE,
        })),
    });
  }
  findings.push(
    ...kidneyFindings(kidneyCtx, {
      locale,
      weightKg: a.weightKg,
      diabetes: a.conditions?.includes('diabetes') ?? false,
      vitaminASupplementUg: supp.preformedVitaminA ?? supp.perNutrient.vitaminA ?? 0,
      transplant: a.conditions?.includes('kidney_transplant') ?? false,
      age: a.age,
      olderAtRisk: olderAtRiskOf(a, s.energy.bmi),
      catabolic: catabolicOf(a.conditions),
      lowProteinPrescribed: lowProteinPrescribedOf(a.medicines),
      proteinTargetG: s.proteinTargetG,
    }),
    ...heartAndTransplantFindings({ locale, conditions: a.conditions ?? [] }),
    ...livingConditionFindings({
      locale,
      conditions: a.conditions ?? [],
      gender: a.gender,
      age: a.age,
      lifeStage: a.lifeStage ?? 'none',
      weightKg: a.weightKg,
      kidney: kidneyCtx.kidney,
      medicines: medicines.map((id) => ({ id, name: drugNames.get(id) ?? id })),
      urate: uricAcid ? { value: uricAcid.value, unit: uricAcid.unit } : undefined,
      raisedCrp: s.raisedCrp,
    }),
    // Cirrhosis (clinician review 2026-11-25 evening, P1): protein not cut, salt, alcohol, raw shellfish.
    ...liverFindings({
      locale,
      conditions: a.conditions ?? [],
      weightKg: a.weightKg,
      bmi: s.energy.bmi,
      kidney: kidneyCtx.kidney,
    }),
    // Conditions added after the closing clinician review of 2026-11-25 (cross-cutting point 5).
    ...chronicConditionFindings({
      locale,
      conditions: withG6pdFromLabs(a.conditions, s.labs?.analysis.markers),
      weightKg: a.weightKg,
      bmi: s.energy.bmi,
      tdeeKcal: s.energy.tdeeKcal,
      goals: a.goals ?? [],
      kidney: kidneyCtx.kidney,
      pregnant: s.pregnant,
      medicines: medicines.map((id) => {
        const d = deps.drugById(id);
        return { id, classes: d?.classes ?? [], ...(d ? { zh: d.zh, en: d.en } : {}) };
      }),
      eatingScreenPositive: scoffPositive(a.scoff),
      childbearing: pregnancyPossible(a),
    }),
  );
  // Kidney stones (fifteenth clinician review, zh P3): fluids, calcium not cut, salt, oxalate, vitamin C.
  {
    const stones = kidneyStoneFinding({
      locale,
      conditions: a.conditions ?? [],
      kidney: kidneyCtx.kidney,
      hypercalcaemia: Boolean(s.hypercalcaemia),
      vitaminCSupplementMg: supp.perNutrient.vitaminC ?? 0,
      lowSodium: (s.labs?.analysis.markers ?? []).some(
        (m) =>
          m.key === 'serumSodium' &&
          typeof m.value === 'number' &&
          (m.unit === 'mmol/L' || m.unit === 'mEq/L') &&
          m.value < 135,
      ),
    });
    if (stones) findings.push(stones);
  }
  // Fasting in Ramadan (twelfth clinician review, zh P3 and en P1; IDF-DAR 2021).
  {
    const ramadan = ramadanFinding({
      locale,
      religiousFasting: a.religiousFasting,
      conditions: s.ruleAnswers.conditions ?? [],
      medicines: medicines.map((id) => ({ id, classes: deps.drugById(id)?.classes ?? [] })),
    });
    if (ramadan) findings.push(ramadan);
  }
  // A high calcium, sarcoidosis or primary hyperparathyroidism: no calcium or vitamin D of her own, and
  // what to do about food, fluids and symptoms (knowledge/hypercalcaemia.ts; ninth clinician review, en P1).
  if (s.hypercalcaemia) {
    const cause = s.hypercalcaemia;
    // With a low sodium the plan says "don't drink extra before the recheck": "drink plenty" yields to
    // the doctor (twenty-sixth clinician review, zh M7; Spasovski 2014).
    const said = hypercalcaemiaPlanText(cause, sodiumLow(s.labs?.analysis.markers));
    findings.push({
      id: 'hypercalcaemia',
      severity: 'warning',
      text: t(said.text),
      reasons: [
        {
          kind: cause.marker ? 'lab' : 'condition',
          ref: cause.marker ? `lab:${cause.marker}=high` : `conditions=${cause.condition ?? ''}`,
          text: t(said.text),
          source: said.source,
        },
      ],
    });
  }
  // Calcium after bariatric surgery is citrate only: no citrate product at the dose → say so.
  const calciumRec = recommendations.find((r) => r.nutrient === 'calcium' && r.supervised !== true);
  if (
    a.conditions?.includes('bariatric_surgery') &&
    calciumRec &&
    !s.products.some((p) => p.delivered?.nutrient === 'calcium')
  )
    findings.push(bariatricCalciumProductFinding({ locale, calciumDoseMg: calciumRec.dose }));
  // Dysphagia: the sentence on pill forms wherever the plan names supplements.
  if (
    a.conditions?.includes('dysphagia') &&
    (recommendations.length > 0 || s.products.length > 0 || s.supplements.length > 0)
  )
    findings.push(dysphagiaSupplementsFinding(locale));
  // A tube feed typed beside phenytoin or levothyroxine: the medicine around the feed (engine/tube-feeding.ts).
  findings.push(
    ...tubeFeedFindings({
      locale,
      medicines,
      typed: [
        ...(a.uncheckedMedicines ?? []),
        ...(a.supplements ?? []).flatMap((x) => (x.name ? [x.name] : [])),
      ],
    }),
  );
  // Metformin is cleared by the kidney: its dose follows the eGFR (FDA 2016; KDIGO 2022).
  const metformin = metforminKidneyFinding(kidneyCtx, {
    locale,
    metforminNames: medicines
      .filter((id) => deps.drugById(id)?.classes.includes(BIGUANIDE) ?? false)
      .map((id) => drugNames.get(id) ?? id),
  });
  if (metformin) findings.push(metformin);
  // Other medicines whose label sets a kidney-function limit (dabigatran, the factor Xa inhibitors,
  // bisphosphonates; knowledge/kidney-medicines.ts): the prescriber rechecks them.
  if (kidneyCtx.egfr !== null) {
    const egfr = Math.round(kidneyCtx.egfr);
    for (const row of KIDNEY_MEDICINES) {
      const taken = medicines.filter((id) => row.drugs.includes(id));
      if (taken.length === 0 || egfr >= row.belowEgfr) continue;
      const text = t(row.text)
        .replace('{drug}', taken.map((id) => drugNames.get(id) ?? id).join(locale === 'zh-CN' ? '、' : ', '))
        .replace('{egfr}', String(egfr));
      findings.push({
        id: `kidney-medicine:${row.id}`,
        severity: row.severity,
        text,
        reasons: [
          { kind: 'lab', ref: `lab:egfr=${kidneyCtx.egfr}`, text: `eGFR ${egfr}`, source: row.source },
          ...taken.map((id) => ({ kind: 'medicine' as const, ref: `drug:${id}`, text, source: row.source })),
        ],
      });
    }
  }
  // Potassium taken as a medicine (potassium chloride, 潘南金) with a potassium or magnesium above the
  // range or kidney failure: its label's contraindication, the prescriber today (seventeenth blind
  // review, zh Z2 S1).
  const highOf = (key: string) => {
    const m = labs?.analysis.markers.find((x) => x.key === key);
    return m && m.flag === 'high' ? m.value : null;
  };
  const potassiumMedicine = potassiumMedicineFinding(kidneyCtx, {
    locale,
    medicines: medicines
      .filter((id) => deps.drugById(id)?.classes.includes('potassium_supplement') ?? false)
      .map((id) => ({ id, name: drugNames.get(id) ?? id })),
    potassiumHigh: highOf('serumPotassium'),
    magnesiumHigh: highOf('serumMagnesium'),
  });
  if (potassiumMedicine) findings.push(potassiumMedicine);
  findings.push(
    ...glucoseFindings({
      locale,
      standards,
      diabetes: s.glycaemia.diabetes,
      olderFrail: s.glycaemia.olderFrail,
      ...(s.glycaemia.olderHealthy ? { olderA1cGoal: OLDER_DIABETES.olderHealthyGoal } : {}),
      lowBmi: s.glycaemia.lowBmi,
      glucoseOnly: onAlphaGlucosidaseInhibitor(medicines),
      pregnancy:
        (a.conditions?.includes('gestational_diabetes') ?? false) ||
        ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'].includes(a.lifeStage ?? 'none'),
      markers: labs?.analysis.markers,
    }),
  );
  for (const r of recommendations) {
    if (!r.supervised) continue;
    findings.push({
      id: `treatment:${r.nutrient}`,
      severity: 'warning',
      text: r.reason,
      reasons: r.reasons.filter((x) => x.kind === 'lab' || x.ref.startsWith('treatment:')),
    });
  }
  for (const h of treatment?.held ?? []) {
    findings.push({
      id: `treatment-held:${h.nutrient}`,
      severity: 'warning',
      text: h.text,
      reasons: [h.reason],
    });
  }
  return findings;
}

/** The recommender's notes, what was skipped and why, food tips, unrecognised supplements. */
function adviceFindings(deps: EngineDeps, s: Planned, prior: readonly Finding[]): Finding[] {
  const { a, locale, rec, statuses, kidney, supp, potassiumHeld } = s;
  const t = (b: Bilingual) => pick(b, locale);
  const findings: Finding[] = [];
  // After bariatric surgery the team's multivitamin is already lifelong (bariatric-surgery finding):
  // "one multivitamin would cover it" or "no B-vitamin tablet needed" would contradict it.
  const bariatric = a.conditions?.includes('bariatric_surgery') ?? false;
  // Coeliac disease: "whole grains" in a food-first note are the gluten-free ones (BSG 2014).
  const glutenFree = (n: Finding): Finding =>
    a.conditions?.includes('coeliac') ? { ...n, text: glutenFreeGrains(n.text, locale) } : n;
  findings.push(
    ...rec.notes
      .filter((n) => !bariatric || (n.id !== 'multivitamin' && n.id !== 'food-first:b-vitamins'))
      .map(glutenFree),
  );
  const retinolFinding = prior.some((f) => f.id === 'pregnancy-retinol');
  for (const s of rec.skipped) {
    // Pregnancy: retinol over the UL is a birth-defect warning (pregnancy-retinol), not a routine UL note.
    if (retinolFinding && s.nutrient === 'vitaminA' && s.why === 'at_ul') continue;
    findings.push({
      id: `skipped:${s.nutrient}`,
      severity: s.urgent ? 'urgent' : s.why === 'at_ul' ? 'info' : 'warning',
      text: s.text,
      reasons: s.reasons,
    });
  }
  const ibd = a.conditions?.includes('ibd') ?? false;
  const coeliac = a.conditions?.includes('coeliac') ?? false;
  for (const s of statuses) {
    // IBD: fibre from cooked, peeled foods, and a low-residue diet with a stricture — never "more
    // whole grains and legumes" with chia seeds and navy beans as examples (ESPEN 2023).
    if (ibd && s.key === 'fiber' && s.level === 'low' && !s.protected) {
      findings.push({
        id: 'food:fiber',
        severity: 'info',
        text: t(IBD_FIBRE_TIP),
        reasons: [
          ...s.reasons.filter((r) => r.kind !== 'standard').slice(0, 2),
          { kind: 'condition', ref: 'conditions=ibd', text: t(IBD_FIBRE_TIP), source: IBD_FIBRE_SOURCE },
        ],
      });
      continue;
    }
    // Coeliac disease: fibre from gluten-free whole grains, never "more whole grains" (BSG 2014).
    const text =
      coeliac && s.key === 'fiber'
        ? COELIAC_FIBRE_TIP
        : ((a.dietPattern ? FOOD_FIRST_BY_DIET[a.dietPattern]?.[s.key] : undefined) ?? FOOD_FIRST[s.key]);
    // Potassium follows the medicines and the lab, not only the kidneys (issue 31 §1): no
    // potassium-rich foods (dried apricots, prunes …) on spironolactone with an ACE inhibitor.
    if (!text || s.level !== 'low' || s.protected) continue;
    if (!foodTipAllowed(s.key, { kidney, potassiumRaised: potassiumHeld })) continue;
    const sources =
      deps.foodSourcesFor &&
      allergenFreeWith(
        swallowSafeWith(glutenFreeWith(deps.foodSourcesFor, a.conditions ?? []), a.conditions ?? []),
        a.foodAllergies ?? [],
      );
    const foods = sources?.(s.key, locale, 3, a.dietPattern) ?? [];
    const examples =
      locale === 'zh-CN'
        ? foods.map((f) => `${f.name}（${f.portion}）`).join('、')
        : foods.map((f) => `${f.name} (${f.portion})`).join('; ');
    findings.push({
      id: `food:${s.key}`,
      severity: 'info',
      text: examples
        ? locale === 'zh-CN'
          ? `${withoutAllergenFoods(t(text), a.foodAllergies ?? [], true)}，例如${examples}`
          : `${withoutAllergenFoods(t(text), a.foodAllergies ?? [], false)}. For example: ${examples}`
        : withoutAllergenFoods(t(text), a.foodAllergies ?? [], locale === 'zh-CN'),
      reasons: [
        ...s.reasons.filter((r) => r.kind !== 'standard').slice(0, 2),
        { kind: 'standard', ref: `food-first:${s.key}`, text: t(text), source: FOOD_FIRST_SOURCE },
      ],
    });
  }
  // Another food allergy, as typed: not matched against foods or products, and the plan says so.
  if (a.otherFoodAllergy) {
    const text =
      locale === 'zh-CN'
        ? `你填写的其他食物过敏“${a.otherFoodAllergy}”没有和方案里的食物及产品逐一核对：请看每样食物和补充剂的配料表与过敏原说明，拿不准时问药师或过敏科医生。`
        : `The other food allergy you gave ("${a.otherFoodAllergy}") is not matched against the plan's foods and products: read the ingredients and allergen statement of each food and supplement, and ask your pharmacist or allergist when unsure.`;
    findings.push({
      id: 'food-allergy-other',
      severity: 'info',
      text,
      reasons: [
        { kind: 'answer', ref: 'otherFoodAllergy', text: a.otherFoodAllergy, source: FOOD_ALLERGY_SOURCE },
      ],
    });
  }
  if (supp.unreadable && supp.unreadable.length > 0) {
    const names = supp.unreadable.map(t);
    findings.push({
      id: 'supplements-unreadable',
      severity: 'info',
      text:
        locale === 'zh-CN'
          ? `以下补充剂填写的每日剂量不可能是该产品的量（超过标签一份的${IMPLAUSIBLE_SERVINGS}倍），读不懂，未计入摄入量，也未核对上限：${names.join('、')}。请对照包装重新填写每天的量，注意单位。`
          : `The daily amounts given for these supplements cannot be amounts of them (more than ${IMPLAUSIBLE_SERVINGS} times a label serving), so they could not be read and are not counted in your intake or checked against the upper limits: ${names.join(', ')}. Enter the daily amount from the label again, minding the unit.`,
      reasons: [
        {
          kind: 'supplement',
          ref: 'supplements:unreadable',
          text: names.join(', '),
          source: { ref: 'Engine supplement option table: the label serving of each option' },
        },
      ],
    });
  }
  if (supp.unitUnread && supp.unitUnread.length > 0) {
    const names = supp.unitUnread.map(t);
    findings.push({
      id: 'supplements-unit-unread',
      severity: 'info',
      text:
        locale === 'zh-CN'
          ? `以下补充剂已识别，但填写的剂量单位无法换算成该产品的量，未计入摄入量，也未核对剂量：${names.join('、')}。请按包装用毫克、克或片/粒重新填写。它们与药物的相互作用已照常核对。`
          : `These supplements were recognised, but their dose is in a unit that cannot be read as an amount of them, so they are not counted in your intake and their amount was not checked: ${names.join(', ')}. Enter them again from the label in mg, g or tablets/capsules. Their interactions with your medicines were checked as usual.`,
      reasons: [
        {
          kind: 'supplement',
          ref: 'supplements:unit-unread',
          text: names.join(', '),
          source: { ref: "Engine supplement option table: the unit each option's serving is stated in" },
        },
      ],
    });
  }
  if (supp.uncounted && supp.uncounted.length > 0) {
    const names = supp.uncounted.map(t);
    findings.push({
      id: 'supplements-uncounted',
      severity: 'info',
      text:
        locale === 'zh-CN'
          ? `以下补充剂的剂量按片、粒等填写，但不知道每片（粒）含多少，未计入摄入量，也未核对上限：${names.join('、')}。请按包装填写每片的含量。`
          : `These supplements were given in tablets, capsules or the like of unknown strength, so they are not counted in your intake or checked against the upper limits: ${names.join(', ')}. Enter the amount per tablet from the label.`,
      reasons: [
        {
          kind: 'supplement',
          ref: 'supplements:uncounted',
          text: names.join(', '),
          source: { ref: 'Engine supplement option table: strengths per tablet, capsule, scoop or sachet' },
        },
      ],
    });
  }
  if (supp.unresolved.length > 0) {
    findings.push({
      id: 'supplements-unresolved',
      severity: 'info',
      text:
        locale === 'zh-CN'
          ? `以下补充剂未能识别，未计入摄入量：${supp.unresolved.join('、')}`
          : `These supplements were not recognised and are not counted: ${supp.unresolved.join(', ')}`,
      reasons: [
        {
          kind: 'supplement',
          ref: 'supplements:unresolved',
          text: supp.unresolved.join(', '),
          source: { ref: 'Engine supplement option table' },
        },
      ],
    });
  }
  return findings;
}

/** The plan document. */
function resultStep(s: Planned & { findings: Finding[] }): EngineResult {
  const { a, locale, energy, proteinTargetG, ruleAnswers, pregnant, kidneyCtx, energyTarget, statuses } = s;
  const { standards } = s;
  const { kidney, findings, recommendations, labs, medicineTaboos, productReviews, products, drugNames } = s;
  const t = (b: Bilingual) => pick(b, locale);
  const bmiBasis = energy.bmiBasis ?? 'current';
  const ckdRule =
    kidney && !kidneyCtx.dialysis && !a.conditions?.includes('kidney_transplant')
      ? ckdProteinRule({
          stage: kidneyCtx.stage,
          age: a.age,
          olderAtRisk: olderAtRiskOf(a, energy.bmi),
          catabolic: catabolicOf(a.conditions),
          lowProteinPrescribed: lowProteinPrescribedOf(a.medicines),
        })
      : null;
  const proteinYields = ckdRule === 'usual' || ckdRule === 'kdigo';
  const nutrients: NutrientStatus[] = statuses.map((s) => ({
    key: s.key,
    unit: s.unit,
    target: s.target,
    ul: s.ul,
    ulScope: s.ulScope,
    fromFood: s.fromFood,
    fromSupplements: Math.round(s.fromSupplements * 1000) / 1000,
    ...(s.ulCounted !== undefined ? { ulCounted: s.ulCounted } : {}),
    score: s.score,
    level: s.level,
    reasons: s.reasons,
    // Kidney disease: potassium and protein are set by the kidney team (KDIGO 2024; KDOQI 2020);
    // the population target stays in `target` for the contract, UIs show the note instead.
    // On dialysis protein has its own KDOQI target (1.0–1.2 g/kg), shown as a figure.
    // Where the kidney rule yields (G3a; 65+ at risk, KDIGO 2024) protein is the plan's one figure.
    ...(kidney && (s.key === 'potassium' || (s.key === 'protein' && !kidneyCtx.dialysis && !proteinYields))
      ? { managedBy: 'nephrologist' as const, note: t(NEPHROLOGIST_NOTE) }
      : {}),
    // PKU: protein is the metabolic team's prescription (ACMG 2014), whatever else applies.
    ...(s.key === 'protein' && a.conditions?.includes('pku')
      ? { managedBy: 'metabolic_team' as const, note: t(METABOLIC_TEAM_NOTE) }
      : {}),
  }));
  const scoreOf = new Map(statuses.map((s) => [s.key, s.score]));
  const radar = RADAR_KEYS.map((key) => ({ key, score: scoreOf.get(key) ?? 0 }));

  return {
    locale,
    ...(standards !== locale ? { standards } : {}),
    engineVersion: ENGINE_VERSION,
    profile: {
      sex: a.gender,
      age: a.age,
      heightCm: a.heightCm,
      weightKg: a.weightKg,
      bmi: energy.bmi,
      bmiCategory: energy.bmiCategory,
      bmrKcal: energy.bmrKcal,
      tdeeKcal: energy.tdeeKcal,
      activityLevel: a.activityLevel,
      proteinTargetG,
      reasons: energy.reasons,
      lifeStage: a.lifeStage,
      dietPattern: a.dietPattern,
      // An eGFR < 60 adds kidney_disease, so every later safety check sees it.
      conditions: ruleAnswers.conditions,
      goals: a.goals,
      medicines: a.medicines,
      ...(a.medicines && a.medicines.length > 0
        ? { medicinesTaken: medicinesTakenOf(a.medicines, a.medicineDoses, drugNames, locale) }
        : {}),
      ...(energy.bmiBasis ? { bmiBasis: energy.bmiBasis } : {}),
      ...(pregnant && a.prePregnancyWeightKg !== undefined
        ? { prePregnancyWeightKg: a.prePregnancyWeightKg }
        : {}),
      ...(pregnant && a.gestationalWeek !== undefined ? { gestationalWeek: a.gestationalWeek } : {}),
      ...(kidneyCtx.stage ? { ckdStage: kidneyCtx.stage } : {}),
      ...(energyTarget && bmiBasis === 'current' ? { energyTargetKcal: energyTarget.targetKcal } : {}),
      ...(a.religiousFasting === 'ramadan' ? { religiousFasting: 'ramadan' as const } : {}),
      ...(a.foodAllergies && a.foodAllergies.length > 0 ? { foodAllergies: [...a.foodAllergies] } : {}),
      ...(a.smoking === 'current' || a.smoking === 'former' ? { smoking: a.smoking } : {}),
    },
    nutrients,
    radar,
    findings,
    recommendations,
    reportAnalysis: labs ? labs.analysis : null,
    medicineTaboos,
    productReviews,
    products,
    disclaimer: t(DISCLAIMER),
  };
}

/** The medicines as the person gave them, each with the line every screen shows. */
function medicinesTakenOf(
  ids: readonly string[],
  doses: Answers['medicineDoses'],
  names: ReadonlyMap<string, string>,
  locale: Locale,
): NonNullable<EngineResult['profile']['medicinesTaken']> {
  return ids.map((id) => {
    const d = doses?.find((x) => x.id === id);
    const name = names.get(id) ?? id;
    return {
      id,
      name,
      ...(d?.dose !== undefined && d.unit !== undefined ? { dose: { amount: d.dose, unit: d.unit } } : {}),
      ...(d?.form ? { form: d.form } : {}),
      ...(d?.frequency ? { frequency: d.frequency } : {}),
      text: medicineText(name, d, locale),
    };
  });
}

/**
 * A lab finding: "name value unit (flag): meaning", or with a banded flag label (which has its own
 * parentheses) "name value unit, label: meaning".
 */
function labText(
  name: string,
  value: string,
  unit: string,
  flag: 'low' | 'high',
  flagLabel: string | undefined,
  meaning: string,
  locale: Locale,
): string {
  const zh = locale === 'zh-CN';
  const head = flagLabel
    ? `${name} ${value} ${unit}${zh ? '，' : ', '}${flagLabel}`
    : zh
      ? `${name} ${value} ${unit}（${flag === 'low' ? '偏低' : '偏高'}）`
      : `${name} ${value} ${unit} (${flag})`;
  return meaning ? `${head}${zh ? '：' : ': '}${meaning}` : head;
}

/**
 * A value beyond the lab check limits (knowledge/lab-check-limits.ts: laboratories' critical limits,
 * else five times beyond the reference range) is either a slip of digit or unit, or a result that
 * needs care the same day; the plan says both, because a questionnaire entry never went through the
 * report review's check.
 */
function criticalLabText(critical: CheckResult, unit: string, locale: Locale): string {
  const limit = `${critical.side === 'low' ? '<' : critical.inclusive === true ? '≥' : '>'} ${fmt(critical.limit)} ${unit}`;
  return locale === 'zh-CN'
    ? `这个数值已超出危急界值（${limit}）：请先核对化验单上的数值和单位；如果无误，请今天就医。`
    : `This value is beyond the critical limit (${limit}): first check the number and unit against your report; if it is right, get medical care today.`;
}

/**
 * Markers whose pre-dialysis value on maintenance dialysis is expected far above the reference range:
 * the solutes dialysis clears (KDOQI Clinical Practice Guideline for Hemodialysis Adequacy: 2015 Update,
 * urea clearance as Kt/V), so the critical-limit "get care today" is not said for them.
 */
const DIALYSIS_EXPECTED_HIGH: ReadonlySet<string> = new Set(['creatinine', 'urea']);

/**
 * With kidney disease, intact PTH far above the range is secondary hyperparathyroidism, treated by the
 * nephrologist (on dialysis 2–9 times the upper limit is the target, KDIGO 2017 CKD-MBD rec. 3.2.3).
 */
const KIDNEY_EXPECTED_HIGH: ReadonlySet<string> = new Set(['pth']);

/** A magnesium product correcting a measured low at an eGFR of 30 or more: kept, rechecked. */
const KIDNEY_LOW_MAGNESIUM_KEEP = {
  zh: '你的血镁化验偏低，肾功能（eGFR 30以上）还允许补镁：这个镁补充剂可以继续吃，请让肾内科医生在几周内复查血镁和肾功能，按结果调整。',
  en: 'Your magnesium blood test is low and your kidney function (eGFR 30 or more) allows a supplement: keep taking this one, and ask your kidney doctor to recheck magnesium and kidney function within a few weeks and adjust to the result.',
};

/** Why a kidney patient's own potassium or magnesium product is not kept (KDIGO 2024 ch. 3; NIH ODS). */
const KIDNEY_NO_SUPPLEMENT: Bilingual = {
  zh: '肾功能下降时钾和镁排出减少，补充剂可使血钾或血镁过高：除非肾内科医生开具，否则不要服用。',
  en: 'With reduced kidney function potassium and magnesium are cleared less, and supplements can push blood levels too high: do not take it unless your kidney doctor prescribes it.',
};

/**
 * Her folic acid below the dose her medicine's guideline sets before conception (NICE NG217 §1.13;
 * RCOG Green-top 68: 5 mg a day on antiepileptics): keep it until the prescriber gives the dose; never
 * more tablets of it bought to make the dose up. `{amount}` is her products' daily total (µg).
 */
function folicAcidBelowText(
  ug: number,
  drugs: readonly string[],
  locale: Locale,
  pregnant: boolean,
  span?: Bilingual,
): string {
  const mg = ug / 1000;
  const zhDrugs = drugs.join('、');
  const enDrugs = drugs.join(', ');
  if (pregnant)
    return locale === 'zh-CN'
      ? `你在孕早期并服用${zhDrugs}：指南建议${span ? span.zh : '到孕12周'}每天服用${mg} mg叶酸（处方剂量），本品每天只有{amount} µg，低于这个剂量。请今天或明天联系开药医生或产科医生开${mg} mg叶酸；在那之前继续服用本品，不要自己多吃几片来凑剂量，也不要自己停用${zhDrugs}。`
      : `You are in the first 12 weeks of pregnancy on ${enDrugs}: the guideline advises folic acid ${mg} mg a day (a prescription dose) ${span ? span.en : 'to 12 weeks'}, and this gives only {amount} µg a day, below that dose. Contact your prescriber or obstetrician today or tomorrow for folic acid ${mg} mg; until then keep taking this one, do not take extra tablets to make up the dose, and do not stop ${enDrugs} yourself.`;
  return locale === 'zh-CN'
    ? `你在备孕并服用${zhDrugs}：指南建议${span ? span.zh : '从怀孕前至少1个月到孕12周'}每天服用${mg} mg叶酸（处方剂量），本品每天只有{amount} µg，低于这个剂量。请尽快找开药医生开${mg} mg叶酸；在那之前继续服用本品，不要自己多吃几片来凑剂量。`
    : `You are planning a pregnancy on ${enDrugs}: the guideline advises folic acid ${mg} mg a day (a prescription dose) ${span ? span.en : 'from at least a month before conception to 12 weeks of pregnancy'}, and this gives only {amount} µg a day, below that dose. Ask your prescriber for folic acid ${mg} mg soon; until then keep taking this one, and do not take extra tablets to make up the dose.`;
}

/** Whether the person could become pregnant: a woman of childbearing age (the teratogen rows' years). */
function pregnancyPossible(a: { gender: string; age: number }): boolean {
  return a.gender === 'female' && a.age >= CHILDBEARING_AGE.min && a.age <= CHILDBEARING_AGE.max;
}

/**
 * In the first 12 weeks of pregnancy: the first trimester, or a week given up to 12 (a woman of
 * childbearing age — the teratogen rows' years).
 */
function earlyPregnancy(a: {
  gender: string;
  age: number;
  lifeStage?: string | undefined;
  gestationalWeek?: number | undefined;
}): boolean {
  if (a.gender !== 'female' || a.age < CHILDBEARING_AGE.min || a.age > CHILDBEARING_AGE.max) return false;
  if (a.gestationalWeek !== undefined && (a.lifeStage ?? '').startsWith('pregnant'))
    return a.gestationalWeek <= 12;
  return a.lifeStage === 'pregnant_t1';
}

/** Why a pregnant person's own vitamin A product is not kept (WHO 2011; IOM 2001: teratogenic). */
const PREGNANCY_NO_RETINOL: Bilingual = {
  zh: '孕期不要服用维生素A（视黄醇）补充剂：大剂量可致胎儿畸形；孕期所需的维生素A从食物和孕期复合维生素（β-胡萝卜素形式）获得即可。',
  en: 'In pregnancy do not take vitamin A (retinol) supplements: high doses can cause birth defects; food and a prenatal vitamin (with beta-carotene) give what you need.',
};

const KIDNEY_ASK_FIRST: Bilingual = {
  zh: '肾功能下降时，请先问肾内科医生这个产品是否适合你。',
  en: 'with reduced kidney function, ask your kidney doctor whether this product suits you.',
};

/** Each substance once, first occurrence order (deterministic: it follows the input order). */
function uniqueSubstances(list: readonly Substance[]): Substance[] {
  return [...new Set(list)];
}

const BMI_TEXT = {
  underweight: { zh: 'BMI {bmi}，体重偏低', en: 'BMI {bmi}: underweight' },
  normal: { zh: 'BMI {bmi}，体重正常', en: 'BMI {bmi}: healthy weight' },
  overweight: { zh: 'BMI {bmi}，超重', en: 'BMI {bmi}: overweight' },
  obese: { zh: 'BMI {bmi}，肥胖', en: 'BMI {bmi}: obesity' },
} as const satisfies Record<EngineResult['profile']['bmiCategory'], Bilingual>;

/** The BMI line for an older person in the adult healthy range but under GLIM 2019's cut-off for her age. */
const BMI_OLDER_LOW: Bilingual = {
  zh: 'BMI {bmi}：按成人标准在正常范围，但对{who}的人来说偏低（低于 {cut}，GLIM 2019）',
  en: 'BMI {bmi}: in the adult healthy range, but low for someone {who} (under {cut}, GLIM 2019)',
};
const OLDER_70: Bilingual = { zh: '70岁及以上', en: '70 or older' };
const OLDER_65: Bilingual = { zh: '65岁以上', en: 'over 65' };

const RED_FLAG_THIN: Bilingual = {
  zh: 'BMI {bmi} 明显过低，可能存在营养不良，请尽快就医评估',
  en: 'BMI {bmi} is very low and may mean malnutrition: please see a doctor soon',
};
const RED_FLAG_OBESE: Bilingual = {
  zh: 'BMI {bmi} 属于重度肥胖，建议在医生指导下管理体重',
  en: 'BMI {bmi} is severe obesity: manage weight with your doctor',
};
const BMI_NOT_JUDGED: Bilingual = {
  zh: 'BMI {bmi}（按当前体重计算）：孕期不按当前体重判断胖瘦，请填写孕前体重',
  en: 'BMI {bmi} (current weight): weight is not judged on current weight in pregnancy; add your pre-pregnancy weight',
};
const PRE_PREGNANCY_PREFIX: Bilingual = { zh: '孕前', en: 'Pre-pregnancy ' };
const PREGNANCY_NOTE: Bilingual = {
  zh: '孕期：整个孕期每天补充400微克叶酸，保证碘、铁、钙和DHA；不使用草本类补充剂，不大剂量补充维生素A；所有补充剂请与产科医生确认',
  en: 'Pregnancy: 400 µg folic acid daily for the whole pregnancy; enough iodine, iron, calcium and DHA; no herbal products and no high-dose vitamin A; check every supplement with your obstetrician',
};
const PREGNANCY_NOTE_RX: Bilingual = {
  zh: '孕期：到孕12周，叶酸按开药医生给的处方剂量吃（见“可能影响胎儿的药物”一条），不是普通的400微克；保证碘、铁、钙和DHA；不使用草本类补充剂，不大剂量补充维生素A；所有补充剂请与产科医生确认',
  en: 'Pregnancy: to 12 weeks, folic acid at the prescribed dose (see the finding on medicines that can affect a baby), not the usual 400 µg; enough iodine, iron, calcium and DHA; no herbal products and no high-dose vitamin A; check every supplement with your obstetrician',
};
const ANTICOAGULANT_NOTE: Bilingual = {
  zh: '正在服用抗凝药：方案中不含维生素K、维生素E和鱼油；新增任何补充剂前请先咨询医生',
  en: 'You take an anticoagulant: the plan leaves out vitamin K, vitamin E and fish oil; ask your doctor before adding any supplement',
};
const ANTICOAGULANT_SOURCE = {
  ref: 'NIH ODS Vitamin K, Vitamin E and Omega-3 fact sheets (interactions with warfarin and anticoagulants)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};

/**
 * A low serum calcium beside a high phosphate is no calcium shortfall to supplement: the phosphate pulls it down,
 * and calcium added then can precipitate as calcium phosphate (thirty-eighth clinician review, en S1: 1000 mg of
 * calcium recommended in the venetoclax ramp-up with a phosphate of 1.62 and a urate of 0.52 mmol/L; BCSH tumour
 * lysis guideline 2015). The low calcium stays a finding; it no longer drives a calcium dose.
 */
function labEffectsKept(
  effects: readonly { nutrient: string; score: number; reason: Reason }[],
  markers: readonly { key: string; flag: string }[] | undefined,
): { nutrient: string; score: number; reason: Reason }[] {
  const phosphateHigh = markers?.some((m) => m.key === 'serumPhosphate' && m.flag === 'high') ?? false;
  if (!phosphateHigh) return [...effects];
  return effects.filter((e) => !(e.nutrient === 'calcium' && (e.reason.ref ?? '').includes('serumCalcium')));
}

/**
 * Two or more of a high urate, potassium or phosphate and a low calcium together, with cancer or an anticancer
 * medicine: the laboratory picture of tumour lysis (Cairo–Bishop 2004), the haematology or oncology team the same
 * day — never a diet answer marker by marker (thirty-eighth clinician review, en S1).
 */
function tumourLysisFinding(
  conditions: readonly string[],
  medicines: readonly string[],
  markers: readonly { key: string; value: number; unit: string; flag: string }[] | undefined,
  locale: Locale,
): Finding | null {
  // Cancer with kidney disease: a high potassium and phosphate are the kidneys' first, unless a treatment is known.
  const onCancerTreatment =
    (conditions.includes('cancer') &&
      !conditions.includes('kidney_disease') &&
      !conditions.includes('dialysis')) ||
    medicines.some((id) => ((drugById(id)?.classes ?? []) as readonly string[]).includes('chemotherapy'));
  if (!onCancerTreatment || !markers) return null;
  // Cairo–Bishop's own limits where the unit allows, not the laboratory's range: a calcium of 1.96 below a range of
  // 2.1 is no tumour-lysis sign (fortieth clinician review, zh S1: hypoparathyroidism in pregnancy, a
  // high phosphate and a low-normal calcium, read as tumour lysis and told to take no calcium).
  const sign = (key: string, flag: 'high' | 'low', limit: Record<string, number>) =>
    markers.some((m) => {
      if (m.key !== key || m.flag !== flag) return false;
      const at = limit[m.unit.replace('μ', 'µ')];
      return at === undefined || (flag === 'high' ? m.value >= at : m.value <= at);
    });
  const signs = [
    sign('uricAcid', 'high', { 'µmol/L': 476, 'umol/L': 476, 'mmol/L': 0.476, 'mg/dL': 8 }),
    sign('serumPotassium', 'high', { 'mmol/L': 6, 'mEq/L': 6 }),
    sign('serumPhosphate', 'high', { 'mmol/L': 1.45, 'mg/dL': 4.5 }),
    sign('serumCalcium', 'low', { 'mmol/L': 1.75, 'mg/dL': 7 }),
  ].filter(Boolean).length;
  if (signs < 2) return null;
  const text = say('findings.tumourLysis', {}, locale);
  return {
    id: 'tumour-lysis-labs',
    severity: 'urgent',
    text,
    reasons: [{ kind: 'lab', ref: 'lab:tumour-lysis', text, source: TUMOUR_LYSIS_SOURCE }],
  };
}
/** On denosumab with a serum calcium below its range. */
function denosumabLowCalcium(
  medicines: readonly string[],
  markers: readonly { key: string; flag: string }[] | undefined,
): boolean {
  return (
    medicines.some((id) =>
      ((drugById(id)?.classes ?? []) as readonly string[]).includes('rankl_inhibitor'),
    ) &&
    (markers?.some((m) => m.key === 'serumCalcium' && m.flag === 'low') ?? false)
  );
}

/**
 * Denosumab with a low serum calcium: its boxed-warning harm, the prescriber within a day or two for a repeat
 * calcium and the calcium and vitamin D doses — never "before the next injection" six months away, and never
 * calcium withheld for a high phosphate without the doctor (fifty-first clinician review, zh S3: Prolia two weeks
 * before, CKD G3b, Ca 2.02, told "don't supplement calcium" and "call before the next injection").
 */
function denosumabLowCalciumFinding(
  medicines: readonly string[],
  markers: readonly { key: string; flag: string }[] | undefined,
  locale: Locale,
): Finding | null {
  if (!denosumabLowCalcium(medicines, markers)) return null;
  const text = say('findings.denosumabLowCalcium', {}, locale);
  return {
    id: 'denosumab-low-calcium',
    severity: 'urgent',
    text,
    reasons: [{ kind: 'lab', ref: 'lab:serumCalcium=low', text, source: DENOSUMAB_LOW_CALCIUM_SOURCE }],
  };
}
export const DENOSUMAB_LOW_CALCIUM_SOURCE = {
  ref: 'Prolia (denosumab) US prescribing information (Amgen, 2024): Boxed Warning (severe hypocalcaemia in advanced chronic kidney disease), Warnings and Precautions — Hypocalcemia (correct before dosing; all patients take calcium 1,000 mg and at least 400 IU vitamin D daily; monitor calcium, especially in the first weeks after a dose); US FDA Drug Safety Communication (19 January 2024): severe hypocalcaemia with Prolia in advanced CKD; KDIGO 2017 CKD-MBD guideline update, 4.1.4 (calcium individualised in hypocalcaemia)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-increased-risk-severe-hypocalcemia-patients-advanced-chronic-kidney-disease',
};
const TUMOUR_LYSIS_SOURCE = {
  ref: 'Cairo MS, Bishop M. Tumour lysis syndrome: new therapeutic strategies and classification. Br J Haematol 2004;127:3–11 (laboratory TLS: two or more of uric acid ≥ 476 µmol/L, potassium ≥ 6.0 mmol/L, phosphate ≥ 1.45 mmol/L, calcium ≤ 1.75 mmol/L, or a 25 % change, within days of treatment); Jones GL et al. BCSH guidelines for the management of tumour lysis syndrome, Br J Haematol 2015;169:661–671 (no calcium for asymptomatic hypocalcaemia with hyperphosphataemia); Venclexta (venetoclax) US prescribing information §2.3 and §5.1 (TLS labs at each ramp-up step) — sections from memory',
};

/**
 * A breastfeeding mother's low B12, or a vegan diet, is her baby's too: a breastfed baby's B12 comes only from
 * the milk (thirty-seventh clinician review, en S3: B12 142 ng/L in a vegan mother of a 7-week-old, the baby
 * never mentioned). A low value asks for the baby to be checked; a vegan diet alone asks for a daily B12.
 */
function lactationB12BabyFinding(
  dietPattern: Answers['dietPattern'],
  markers: readonly { key: string; value: number; unit: string; flag: string }[] | undefined,
  locale: Locale,
): Finding | null {
  const low = markers?.find((x) => x.key === 'serumB12' && x.flag === 'low');
  // Borderline (148–221 pmol/L) is not plainly normal for a mother whose milk is the baby's only B12 (blind answer
  // round 45, development data: a lacto-ovo vegetarian with 240 pg/mL was told she needs no more B12).
  const borderline = low
    ? undefined
    : markers?.find((x) => x.key === 'serumB12' && x.value < METFORMIN_B12.below);
  const m = low ?? borderline;
  const vegan = dietPattern === 'vegan';
  if (!m && !vegan) return null;
  const key = low
    ? 'findings.lactationB12Baby.low'
    : borderline
      ? 'findings.lactationB12Baby.borderline'
      : 'findings.lactationB12Baby.vegan';
  const text = say(key, {}, locale);
  return {
    id: 'lactation-b12-baby',
    severity: m ? 'warning' : 'info',
    text,
    reasons: [
      m
        ? { kind: 'lab', ref: `lab:serumB12=${m.value}`, text, source: LACTATION_B12_SOURCE }
        : { kind: 'lifeStage', ref: 'lifeStage=lactating:vegan-b12', text, source: LACTATION_B12_SOURCE },
    ],
  };
}
const LACTATION_B12_SOURCE = {
  ref: 'Devalia V et al. Guidelines for the diagnosis and treatment of cobalamin and folate disorders, British Society for Haematology. Br J Haematol 2014;166:496–513 (infants of B12-deficient mothers); NIH Office of Dietary Supplements, Vitamin B12 Fact Sheet for Health Professionals (breastfed infants of vegan mothers); 中国营养学会 中国居民膳食指南（2022）哺乳期妇女膳食指南',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
};

/**
 * Long-term metformin (or another biguanide) and a serum B12 below 221 pmol/L, low or borderline
 * (knowledge/lab-markers.ts METFORMIN_B12): what to do, in one finding.
 */
function metforminB12Finding(
  medicines: readonly string[],
  markers: readonly { key: string; value: number; unit: string; flag: string }[] | undefined,
  locale: Locale,
): Finding | null {
  const onMetformin = medicines.some(
    (id) => id === 'metformin' || ((drugById(id)?.classes ?? []) as readonly string[]).includes('biguanide'),
  );
  const m = markers?.find((x) => x.key === 'serumB12');
  if (!onMetformin || !m || m.value >= METFORMIN_B12.below) return null;
  const state = say(
    m.flag === 'low' ? 'findings.metforminB12.low' : 'findings.metforminB12.borderline',
    {},
    locale,
  );
  const text = say('findings.metforminB12.text', { value: fmt(m.value), unit: m.unit, state }, locale);
  return {
    id: 'metformin-b12',
    severity: 'warning',
    text,
    reasons: [
      { kind: 'lab', ref: `lab:serumB12=${m.value}`, text, source: METFORMIN_B12.source },
      { kind: 'medicine', ref: 'drug:metformin', text, source: METFORMIN_B12.source },
    ],
  };
}
