import { pick, type Bilingual, type Locale, type Reason, type Source } from '../contracts/common';
import type { Finding, MedicineTaboo, Recommendation } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { NUTRIENTS, type NutrientKey } from '../nutrients';
import { fmt, unitLabel, type NutrientStatusDetail } from '../status';
import { CONDITION_SOURCES } from '../knowledge/conditions';
import { CALCIUM_FORMS, isSupplementable, SUPPLEMENTABLE, TIMING, type SupplementableKey } from './timing';
import { treatmentHow, treatmentText, type TreatmentDecision } from './treatment';
import { PREGNANCY_IRON_TREATMENT_MG } from '../knowledge/treatment';
import {
  ALUMINIUM_ANTACIDS,
  CITRATE_ALUMINIUM_SOURCE,
  formSwitchesFor,
  type CurrentForm,
  type FormSwitchAdvice,
} from './forms';
import { say } from '../messages';
import { DRUGS, VITAMIN_K_ANTAGONISTS } from '../knowledge/drugs';
import { foodFirstFor, foodFirstRuleFor, type FoodFirstInput } from './food-first';
import { PRECONCEPTION_FOLIC_ACID_UG } from '../knowledge/preconception';
import { slowGutMedicineOf } from '../knowledge/slow-gut';

export { SUPPLEMENTABLE, TIMING, CALCIUM_FORMS, isSupplementable } from './timing';
export type { SupplementableKey } from './timing';
export { FORM_SWITCHES, formSwitchesFor } from './forms';
export {
  FOOD_FIRST_RULES,
  MULTI_CAPACITY,
  MULTI_FOLD,
  TARGETED_SINGLES,
  foodFirstFor,
  foodFirstRuleFor,
} from './food-first';
export type { FoodFirstRule, TargetedSingle } from './food-first';
export type { CurrentForm, FormSwitchAdvice, FormSwitchRule } from './forms';
export { treatmentsFor, treatmentText, TREATMENT_RULES } from './treatment';
export type { TreatmentDecision, TreatmentHold, TreatmentRule, TreatmentUrgency } from './treatment';

/** The parts of a medicine taboo the recommender reads. */
export type TabooInfo = Pick<
  MedicineTaboo,
  'target' | 'management' | 'severity' | 'drug' | 'drugId' | 'ruleId' | 'advice' | 'source'
> & { separateHours?: number | undefined };

export interface RecommendInput {
  /**
   * Nutrients in products the person takes at a strength we do not know ("2 tablets" of a typed
   * name): none is recommended on top, since the sum could pass the UL unseen (dietitian review
   * 2026-11-24: Caltrate 600+D uncounted, then 900 mg more calcium). A supervised treatment still is.
   */
  uncounted?: readonly { nutrient: NutrientKey; name: Bilingual; main?: boolean; unreadable?: true }[];
  answers: Answers;
  locale: Locale;
  statuses: readonly NutrientStatusDetail[];
  /** Taboos of the user's medicines against (at least) every supplementable nutrient. */
  taboos: readonly TabooInfo[];
  /** The user takes an anticoagulant or antiplatelet (warfarin, DOACs, clopidogrel …). */
  onAnticoagulant?: boolean;
  /** The user takes an acid-reducing medicine (PPI or H2 blocker). */
  onAcidReducer?: boolean;
  /**
   * Re-check taboos for the user's medicines with the recommended substances added
   * (interactions `taboosFor`). Recommendations a re-check forbids are dropped.
   */
  recheck?: (recommended: readonly NutrientKey[]) => readonly TabooInfo[];
  /**
   * Lab-confirmed deficiencies (`treatmentsFor`): these nutrients get the guideline's treatment dose,
   * marked `supervised`, instead of a maintenance dose capped at the UL.
   */
  treatments?: readonly TreatmentDecision[];
  /** Current products made of a known mineral salt (a medicine may favour another form). */
  currentForms?: readonly CurrentForm[];
  /** The user takes an antiplatelet (aspirin, clopidogrel …): no fish oil or vitamin E either. */
  onAntiplatelet?: boolean;
  /** A multivitamin is among the current supplements (food-first: no routine singles on top). */
  hasMulti?: boolean;
  /**
   * Single-nutrient products marked prescribed: a lab's treatment dose is never topped up on them —
   * the dose is the prescriber's (twentieth clinician review, en S4: folic acid 1 mg → "add 3,600 µg").
   */
  prescribedMains?: readonly { nutrient: NutrientKey; amount: number; name: Bilingual }[];
  /** Rich foods for a nutrient, for food-first findings (foods module `foodSourcesFor`). */
  foodExamples?: FoodFirstInput<PlanRecommendation>['foodExamples'];
  /**
   * She is planning a pregnancy with no medicine that sets a higher dose (knowledge/preconception.ts):
   * folic acid 400 µg whatever the food estimate, as in pregnancy.
   */
  preconceptionFolate?: boolean;
  /**
   * Nutrients the person's medicines leave to the prescriber (knowledge/drug-interactions.ts
   * `PRESCRIBER_NUTRIENTS`: potassium and magnesium with digoxin and a diuretic): never recommended,
   * said as a finding with `text` ({nutrient}: the nutrient's name).
   */
  prescriberOnly?: readonly { nutrient: NutrientKey; text: string; source: Source; ref: string }[];
  /**
   * Nutrients the person's condition or labs rule out as supplements whatever a lab shows (a high
   * calcium, sarcoidosis, primary hyperparathyroidism: calcium and vitamin D; knowledge/hypercalcaemia.ts):
   * never dosed, not even as a treatment of a low result, said as a finding with `text`.
   */
  ruledOut?: readonly {
    nutrient: NutrientKey;
    text: string;
    source: Source;
    ref: string;
    kind: 'lab' | 'condition';
  }[];
}

/** A recommendation with a typed nutrient key. */
export interface PlanRecommendation extends Recommendation {
  nutrient: SupplementableKey;
}

/** A nutrient that needed help but got no dose, and why (shown as a finding). */
export interface SkippedRecommendation {
  nutrient: NutrientKey;
  why:
    | 'at_ul'
    | 'taboo'
    | 'anticoagulant'
    | 'kidney'
    | 'kidney_cap'
    | 'at_treatment'
    | 'uncounted'
    | 'prescriber'
    | 'condition';
  text: string;
  reasons: Reason[];
  /** Set when the finding needs a doctor soon (low ferritin on an anticoagulant: possible blood loss). */
  urgent?: boolean;
}

export interface RecommendResult {
  recommendations: PlanRecommendation[];
  skipped: SkippedRecommendation[];
  /** Plan findings the recommender adds (switch a product's form, …). */
  notes: Finding[];
  /** Review advice for current products whose form a medicine disfavours. */
  formSwitches: FormSwitchAdvice[];
}

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** Calcium after bariatric surgery: citrate, in divided doses, never carbonate (ASMBS 2019). */
const BARIATRIC_CALCIUM_TEXT = {
  zh: '减重手术后选枸橼酸钙，分几次服用；不用碳酸钙（胃酸少，吸收差）',
  en: 'After bariatric surgery take calcium citrate in divided doses, not carbonate (too little stomach acid to absorb it)',
} as const;
/** 400 µg folic acid a day in pregnancy (see status/rules PREGNANCY_FOLATE). */
export const PREGNANCY_FOLATE_UG = 400;

/**
 * Vegans get B12 only from fortified foods or supplements, and a daily RNI-sized pill is not enough
 * because absorption per dose is limited: at least 10 µg a day, or 2,000 µg once a week. Given to
 * every vegan whose supplements do not already supply it, also with a normal B12 lab (stores last
 * years; the lab says "normal now", not "no source needed"). A low lab goes the supervised path.
 */
export const VEGAN_B12 = {
  dailyUg: 10,
  weeklyUg: 2000,
  text: {
    zh: '纯素饮食：维生素B12只能来自强化食品或补充剂，每天至少10 µg（或每周一次2000 µg）',
    en: 'Vegan diet: B12 comes only from fortified foods or supplements: at least 10 µg a day (or 2,000 µg once a week)',
  },
  timing: {
    zh: '每天一次；也可改为每周一次2000 µg',
    en: 'Once a day; or 2,000 µg once a week instead',
  },
  source: {
    ref: 'The Vegan Society, "What every vegan should know about vitamin B12" (at least 10 µg daily or at least 2,000 µg weekly from a supplement); NIH ODS Vitamin B12 fact sheet (vegans need fortified foods or supplements)',
    url: 'https://www.vegansociety.com/resources/nutrition-and-health/nutrients/vitamin-b12/what-every-vegan-should-know-about-vitamin-b12',
  },
} as const;

/**
 * Food-bound B12 is absorbed poorly from 50 (less stomach acid) and with a moderate or major B12
 * depletion (PPI, metformin): the food estimate cannot say how much is absorbed, so it is not
 * subtracted and B12 is given at the recommended intake whatever the estimate (IOM 1998: meet the RDA
 * mainly with fortified foods or a supplement; NIH ODS: crystalline B12 in supplements needs no
 * stomach acid). Without this, two locales' typical-diet estimates decided whether the same person
 * got B12 (re-review M10).
 */
export const FOOD_BOUND_B12 = {
  fromAge: 50,
  text: {
    zh: '食物中与蛋白结合的维生素B12此时吸收较差，饮食估计不能说明实际吸收了多少；补充剂中的游离B12仍可吸收，因此按推荐摄入量从补充剂或强化食品获得，不扣除饮食估计',
    en: 'Food-bound vitamin B12 is poorly absorbed here, so the food estimate cannot show how much you absorb; the free B12 in supplements is still absorbed, so the recommended intake comes from a supplement or fortified foods, without subtracting the food estimate',
  },
  source: {
    ref: 'IOM Dietary Reference Intakes for Thiamin, … Vitamin B12 (1998): 10–30 % of people over 50 malabsorb food-bound B12 and should meet the RDA mainly with fortified foods or a B12 supplement; NIH ODS Vitamin B12 fact sheet for health professionals (proton pump inhibitors, H2 blockers and metformin lower B12 absorption; crystalline B12 does not need stomach acid)',
    url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
  },
} as const;

/** Anticoagulants: vitamin K antagonises warfarin; vitamin E and fish oil add to bleeding risk. */
export const ANTICOAGULANT_BLOCKED: readonly NutrientKey[] = ['vitaminK', 'vitaminE', 'omega3'];
/**
 * Antiplatelets (aspirin, clopidogrel …): fish oil and vitamin E have antiplatelet effects too, so
 * they are left out as for anticoagulants (pharmacist review B10); vitamin K does not matter here.
 */
export const ANTIPLATELET_BLOCKED: readonly NutrientKey[] = ['vitaminE', 'omega3'];
const ANTIPLATELET_SOURCE: Source = {
  ref: 'NIH ODS Omega-3 Fatty Acids fact sheet (2023) and Vitamin E fact sheet (2021), "Interactions with medications": anticoagulant and antiplatelet medications (additive bleeding risk)',
  url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
};
const ANTIPLATELET_TEXT: Bilingual = {
  zh: '鱼油（Omega-3）和维生素E有抗血小板作用，与抗血小板药合用可能增加出血风险',
  en: 'Fish oil (omega-3) and vitamin E have antiplatelet effects; with an antiplatelet medicine they can add to bleeding risk',
};
const ANTICOAGULANT_SOURCE: Source = {
  ref: 'NIH ODS Vitamin K, Vitamin E and Omega-3 fact sheets (interactions with warfarin and anticoagulants)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};

/**
 * Kidney disease: potassium and magnesium are never supplemented (both are cleared by the kidney and
 * rise in CKD; KDIGO 2024 ch. 3); vitamin D and vitamin A never above the recommended intake outside a
 * supervised treatment (vitamin A accumulates, KDOQI 2020 Guideline 6; it is given as beta-carotene).
 */
export const KIDNEY_BLOCKED: readonly NutrientKey[] = ['potassium', 'magnesium'];
const KIDNEY_RNI_CAP: readonly NutrientKey[] = ['vitaminD', 'vitaminA'];
/**
 * On dialysis calcium and vitamin D are the nephrologist's prescription (calcium load with calcium
 * binders, vitamin D analogues for PTH: KDIGO 2017 CKD-MBD rec. 4.1.5–4.1.6; KDOQI 2020 guideline 7):
 * the plan recommends neither, also for a low lab.
 */
export const DIALYSIS_PRESCRIBED: readonly NutrientKey[] = ['calcium', 'vitaminD'];
/** Kidney disease or dialysis: supplemented only for a low result or a depleting medicine, not for a food gap. */
const KIDNEY_NOT_ROUTINE: readonly NutrientKey[] = ['zinc', 'selenium'];
const KIDNEY_NOT_ROUTINE_TEXT: Bilingual = {
  zh: '肾病或透析：指南不建议常规补充{nutrient}，方案不另外推荐；需要时由肾内科医生查血后决定',
  en: 'Kidney disease or dialysis: guidelines advise against routine {nutrient} supplements, so the plan adds none; your kidney team checks and decides if it is needed',
};
const KIDNEY_NOT_ROUTINE_SOURCE: Source = {
  ref: 'Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update, micronutrients guideline (trace minerals): in adults with CKD 1–5D, suggest not routinely supplementing zinc or selenium (2C)',
  url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
};
export const DIALYSIS_PRESCRIBED_TEXT: Bilingual = {
  zh: '透析：钙和维生素D只按肾内科医生的处方补充（钙的总量要和含钙的磷结合剂一起算，维生素D类药物由医生按甲状旁腺激素调整），方案不另外推荐',
  en: 'On dialysis calcium and vitamin D are taken only as your nephrologist prescribes (calcium-based phosphate binders count towards the calcium, and vitamin D medicines are adjusted to your parathyroid hormone): the plan adds neither',
};
const KIDNEY_ASK_DOCTOR: ReadonlySet<NutrientKey> = new Set([
  'calcium',
  'iron',
  'zinc',
  'magnesium',
  'selenium',
  'iodine',
  'potassium',
]);
const UNCOUNTED_SOURCE: Source = {
  ref: 'AI Nutritionist rule (docs/product-rules.md, Medicines and supplements; ADR 0032): a product whose strength is unknown is never guessed, and nothing it may contain is added on top of it',
};
const KIDNEY_SOURCE: Source = {
  ref: 'KDIGO 2024 CKD guideline, ch. 3 (diet, minerals and supplements in CKD)',
  url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
};
const ANTICOAGULANT_IRON_SOURCE: Source = {
  ref: 'BSG guidelines for the management of iron deficiency anaemia in adults (Snook J et al. Gut 2021;70:2030): iron deficiency needs its cause found, above all gastrointestinal blood loss, which anticoagulants make more likely',
  url: 'https://gut.bmj.com/content/70/11/2030',
};
const CKD_MBD_SOURCE: Source = {
  ref: 'KDIGO 2017 CKD-MBD guideline update, rec. 4.1.3: vitamin D deficiency in CKD G3a–G5D is corrected as in the general population',
  url: 'https://kdigo.org/guidelines/ckd-mbd/',
};
const PREGNANCY_A_SOURCE: Source = {
  ref: 'WHO guideline: vitamin A supplementation in pregnant women (2011): high-dose retinol is teratogenic',
  url: 'https://www.who.int/publications/i/item/9789241501781',
};

/** Round down to a product step; below one step, round down to two significant figures. */
export function floorToStep(x: number, step: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 0;
  const unit = x >= step ? step : 10 ** (Math.floor(Math.log10(x)) - 1);
  // The epsilon absorbs float noise (0.3 × 3 / 0.3); the guard makes sure it never rounds up.
  let n = Math.floor(x / unit + 1e-9);
  let v = Math.round(n * unit * 1e6) / 1e6;
  while (v > x && n > 0) {
    n -= 1;
    v = Math.round(n * unit * 1e6) / 1e6;
  }
  return v;
}

/**
 * The dose for a wanted amount under a cap: rounded down to whole product steps; when that leaves
 * nothing but at least half a step is wanted, one step (so a real gap of 8 µg vitamin D gets one
 * 10 µg product instead of nothing). Never above the cap; 0 means "no recommendation".
 */
export function doseFor(wanted: number, cap: number, step: number): number {
  const limit = Math.min(wanted, cap);
  if (!(limit > 0)) return 0;
  const down = floorToStep(limit, step);
  if (down >= step) return down;
  return wanted >= step / 2 && step <= cap ? step : 0;
}

/**
 * Room left under the UL for a supplement dose, or Infinity when the nutrient has no UL.
 * Total-scope ULs count food + current supplements; supplement-scope ULs count supplements only.
 */
export function roomUnderUl(
  s: Pick<NutrientStatusDetail, 'ul' | 'ulScope' | 'fromFood' | 'fromSupplements'> & { ulCounted?: number },
): number {
  if (s.ul === null || !Number.isFinite(s.ul)) return Number.POSITIVE_INFINITY;
  // `ulCounted` already knows what the UL counts (vitamin A: preformed only); else count by scope.
  const counted =
    typeof s.ulCounted === 'number' && Number.isFinite(s.ulCounted)
      ? s.ulCounted
      : s.ulScope === 'supplements'
        ? s.fromSupplements
        : s.fromFood + s.fromSupplements;
  return s.ul - counted;
}

const RANK: Record<Reason['kind'], number> = {
  lab: 0,
  medicine: 1,
  lifeStage: 2,
  condition: 3,
  age: 4,
  answer: 5,
  supplement: 6,
  sex: 7,
  standard: 8,
};

/** The reason that best answers "why": lab > medicine > life stage > condition > age > answers. */
function leadReason(reasons: readonly Reason[]): Reason | undefined {
  let best: Reason | undefined;
  for (const r of reasons) {
    // The bare food estimate is context, not a cause: prefer a rule or a shortfall answer.
    const rank = RANK[r.kind] + (r.ref.startsWith('food:') ? 0.5 : 0);
    const bestRank = best ? RANK[best.kind] + (best.ref.startsWith('food:') ? 0.5 : 0) : Infinity;
    if (rank < bestRank) best = r;
  }
  return best;
}

/**
 * Doses for nutrients that need help: every `low` one, and `fair` ones with a strong reason
 * (lab-confirmed, pregnancy folate, a depleting medicine).
 *
 * dose = target − (food + current supplements), or one recommended intake when labs or a medicine
 * show a need the food estimate cannot see; pregnancy folate is 400 µg. The dose is capped so that
 * food (total-scope ULs only) + current supplements + dose ≤ UL, then rounded DOWN to whole product
 * steps (`doseFor`: a gap of half a step or more but under one step gets one step if the cap allows),
 * so the cap is never crossed; a cap that leaves nothing skips the nutrient. Conservative rules:
 * pregnancy (no retinol above the recommended intake), kidney disease (no potassium; magnesium and
 * vitamin D only up to the recommended intake; minerals only after asking the doctor), anticoagulants
 * (no vitamin K, E or fish oil), and nothing an `avoid` taboo forbids (any severity). Sorted by score, lowest first.
 */
export function recommendFor(input: RecommendInput): RecommendResult {
  const { answers, statuses } = input;
  const locale = input.locale;
  const t = (b: Bilingual) => pick(b, locale);
  const pregnant = PREGNANT.has(answers.lifeStage ?? 'none');
  const kidney = answers.conditions?.includes('kidney_disease') ?? false;
  const dialysis = answers.conditions?.includes('dialysis') ?? false;
  const skipped: SkippedRecommendation[] = [];
  const foodOnly: NutrientKey[] = [];
  let recs: PlanRecommendation[] = [];
  const treatments = new Map<NutrientKey, TreatmentDecision>();
  for (const d of input.treatments ?? []) if (!treatments.has(d.nutrient)) treatments.set(d.nutrient, d);

  // Any `avoid` taboo forbids the nutrient, not only major ones: stricter than "major avoid", and the
  // product mapping excludes every `avoid` substance anyway, so a lesser one would leave a dose
  // without a product.
  const forbidden = (taboos: readonly TabooInfo[], key: NutrientKey) =>
    taboos.find((x) => x.target === key && x.management === 'avoid');

  // Folic acid in pregnancy is advised whatever the status (USPSTF 2023; Chinese Dietary Guidelines
  // 2022): a pregnant woman without a folate supplement is a candidate even when food looks adequate.
  // Planning a pregnancy: the same 400 µg from before conception (WHO 2016; USPSTF 2023).
  const preconception = !pregnant && input.preconceptionFolate === true;
  const pregnancyFolate = (s: NutrientStatusDetail) =>
    (pregnant || preconception) && s.key === 'folate' && s.strong && !(s.fromSupplements > 0);
  const candidates = [...statuses]
    .filter(
      (s) => !s.protected && (s.level === 'low' || (s.level === 'fair' && s.strong) || pregnancyFolate(s)),
    )
    .sort((a, b) => a.score - b.score || a.key.localeCompare(b.key));

  for (const s of candidates) {
    const key = s.key;
    if (!isSupplementable(key)) continue;
    const causes = s.reasons.filter((r) => r.kind !== 'standard');

    // Ruled out by a condition or a lab before anything else, a treatment of a low result included.
    const ruled = input.ruledOut?.find((x) => x.nutrient === key);
    if (ruled) {
      const text = ruled.text.replaceAll('{nutrient}', nutrientLabel(key, locale));
      skipped.push({
        nutrient: key,
        why: 'condition',
        text,
        reasons: [...causes.slice(0, 2), { kind: ruled.kind, ref: ruled.ref, text, source: ruled.source }],
      });
      continue;
    }
    if (input.onAnticoagulant && ANTICOAGULANT_BLOCKED.includes(key)) {
      skipped.push({
        nutrient: key,
        why: 'anticoagulant',
        text:
          locale === 'zh-CN'
            ? `正在服用抗凝/抗血小板药物：不推荐补充${nutrientLabel(key, locale)}，请先咨询医生`
            : `You take a blood thinner: no ${nutrientLabel(key, locale)} supplement is recommended; ask your doctor first`,
        reasons: [
          {
            kind: 'medicine',
            ref: 'class:anticoagulant',
            text: t(ANTICOAGULANT_TEXT),
            source: ANTICOAGULANT_SOURCE,
          },
        ],
      });
      continue;
    }
    if (!input.onAnticoagulant && input.onAntiplatelet && ANTIPLATELET_BLOCKED.includes(key)) {
      skipped.push({
        nutrient: key,
        why: 'anticoagulant',
        text:
          locale === 'zh-CN'
            ? `正在服用抗血小板药物：不推荐补充${nutrientLabel(key, locale)}，请先咨询医生`
            : `You take an antiplatelet medicine: no ${nutrientLabel(key, locale)} supplement is recommended; ask your doctor first`,
        reasons: [
          {
            kind: 'medicine',
            ref: 'class:antiplatelet',
            text: t(ANTIPLATELET_TEXT),
            source: ANTIPLATELET_SOURCE,
          },
        ],
      });
      continue;
    }
    // A supervised treatment is still given beside a multivitamin of unknown strength, but not on top
    // of a product bought for the nutrient itself (速力菲 for iron deficiency): that may be the
    // treatment already, and two would double it (issue 31, pharmacist review).
    const unseen = input.uncounted?.find((u) => u.nutrient === key && (!treatments.has(key) || u.main));
    if (unseen) {
      const name = t(unseen.name);
      const label = nutrientLabel(key, locale);
      const treating = treatments.has(key);
      skipped.push({
        nutrient: key,
        why: 'uncounted',
        text: unseen.unreadable
          ? locale === 'zh-CN'
            ? `你填写的「${name}」的每日剂量读不懂（不可能是这个产品的量），没有计入：方案不另外推荐${label}，以免叠加过量；请对照包装重新填写每天的量即可计算${treating ? `。化验提示需要${label}治疗剂量：请把这个产品拿给医生看，由医生确认剂量` : ''}`
            : `The daily amount you gave for "${name}" could not be read (it cannot be an amount of this product), so it is not counted: no extra ${label} is recommended, so the two cannot add up past the limit; enter the daily amount from the label again to have it counted${treating ? `. Your labs call for a ${label} treatment dose: show this product to your doctor, who can confirm the dose` : ''}`
          : locale === 'zh-CN'
            ? `你在吃的「${name}」每份含多少${label}不知道，没有计入：方案不另外推荐${label}，以免叠加过量；在补充剂里填上标签上每份的含量即可计算${treating ? `。化验提示需要${label}治疗剂量，这个产品可能就是你的治疗药：请按医生的处方服用，并让医生确认剂量够不够` : ''}`
            : `You take "${name}", but how much ${label} one serving holds is not known, so it is not counted: no extra ${label} is recommended, so the two cannot add up past the limit; enter the amount per serving from its label to have it counted${treating ? `. Your labs call for a ${label} treatment dose, and this product may be that treatment: take it as your doctor prescribed and ask the doctor whether the dose is enough` : ''}`,
        reasons: [
          {
            kind: 'answer',
            ref: `supplements:uncounted:${key}`,
            text: name,
            source: UNCOUNTED_SOURCE,
          },
        ],
      });
      continue;
    }
    const byPrescriber = input.prescriberOnly?.find((x) => x.nutrient === key);
    if (byPrescriber) {
      const text = byPrescriber.text.replaceAll('{nutrient}', nutrientLabel(key, locale));
      skipped.push({
        nutrient: key,
        why: 'prescriber',
        text,
        reasons: [
          ...causes.slice(0, 2),
          { kind: 'medicine', ref: byPrescriber.ref, text, source: byPrescriber.source },
        ],
      });
      continue;
    }
    if (dialysis && DIALYSIS_PRESCRIBED.includes(key)) {
      skipped.push({
        nutrient: key,
        why: 'kidney',
        text: t(DIALYSIS_PRESCRIBED_TEXT),
        reasons: [
          ...causes.slice(0, 2),
          {
            kind: 'condition',
            ref: 'conditions=dialysis',
            text: t(DIALYSIS_PRESCRIBED_TEXT),
            source: CONDITION_SOURCES.dialysisCare,
          },
        ],
      });
      continue;
    }
    if (kidney && KIDNEY_BLOCKED.includes(key)) {
      skipped.push({
        nutrient: key,
        why: 'kidney',
        text:
          locale === 'zh-CN'
            ? `肾病：不推荐${nutrientLabel(key, locale)}补充剂；如化验偏低，请由肾内科医生处理`
            : `Kidney disease: no ${nutrientLabel(key, locale)} supplement; if a lab is low, your kidney team will treat it`,
        reasons: [
          ...causes.slice(0, 2),
          {
            kind: 'condition',
            ref: 'conditions=kidney_disease',
            text: t({
              zh: '肾功能下降时钾和镁排出减少，补充剂可致血钾/血镁过高',
              en: 'Reduced kidney function clears less potassium and magnesium; supplements can push blood levels too high',
            }),
            source: KIDNEY_SOURCE,
          },
        ],
      });
      continue;
    }
    // Zinc and selenium are not supplemented routinely with kidney disease or on dialysis (KDOQI 2020, micronutrients):
    // a food gap alone gives none; a low lab or a depleting medicine still may (fiftieth clinician review, m10: zinc
    // 10 mg sold to a man on haemodialysis).
    if (
      (kidney || dialysis) &&
      KIDNEY_NOT_ROUTINE.includes(key) &&
      !causes.some((r) => r.kind === 'lab' || r.kind === 'medicine')
    ) {
      const text = t(KIDNEY_NOT_ROUTINE_TEXT).replaceAll('{nutrient}', nutrientLabel(key, locale));
      skipped.push({
        nutrient: key,
        why: 'kidney',
        text,
        reasons: [
          ...causes.slice(0, 2),
          {
            kind: 'condition',
            ref: dialysis ? 'conditions=dialysis' : 'conditions=kidney_disease',
            text,
            source: KIDNEY_NOT_ROUTINE_SOURCE,
          },
        ],
      });
      continue;
    }
    const treatment = treatments.get(key);
    if (input.onAnticoagulant && key === 'iron') {
      skipped.push(anticoagulantIronSkip(treatment, causes, locale));
      continue;
    }
    const taboo = forbidden(input.taboos, key);
    if (taboo) {
      skipped.push(tabooSkip(key, taboo, locale));
      continue;
    }
    if (treatment) {
      const out = supervisedTreatment(s, treatment, causes, input, kidney, locale);
      if ('skip' in out) skipped.push(out.skip);
      else recs.push(out.rec);
      continue;
    }
    // Food first (recommend/food-first): no routine retinol, iodine, single B vitamins or fish oil
    // from a food estimate alone; a real gap becomes food advice instead of a dose.
    if (foodFirstRuleFor(key, { answers, status: s })) {
      const gap0 = s.target - s.fromFood - s.fromSupplements;
      if (gap0 >= SUPPLEMENTABLE[key].step / 2 || s.level === 'low') foodOnly.push(key);
      continue;
    }

    const gap = s.target - s.fromFood - s.fromSupplements;
    const folatePregnancy = key === 'folate' && (pregnant || preconception);
    // A depleting medicine makes a fair status worth acting on, but the dose still subtracts food and
    // current supplements (pharmacist review A9: "target − food − current → need" must be true). Only
    // a lab, which the food estimate cannot see, asks for up to one recommended intake on top of
    // current supplements whatever the food estimate says.
    let wanted: number;
    if (folatePregnancy) wanted = preconception ? PRECONCEPTION_FOLIC_ACID_UG : PREGNANCY_FOLATE_UG;
    else if (s.labDriven) wanted = Math.max(gap, s.target - s.fromSupplements);
    else wanted = gap;
    if (!(wanted > 0)) continue;

    const doseReasons: Reason[] = [];
    let cap = roomUnderUl(s);
    if (pregnant && key === 'vitaminA') {
      cap = Math.min(cap, gap);
      doseReasons.push({
        kind: 'lifeStage',
        ref: 'lifeStage=pregnant',
        text: t({
          zh: '孕期维生素A（视黄醇）补充不超过推荐摄入量',
          en: 'In pregnancy, vitamin A (retinol) is kept within the recommended intake',
        }),
        source: PREGNANCY_A_SOURCE,
      });
    }
    // A low 25(OH)D is corrected in CKD G3–G5 as in anyone else (KDIGO 2017 CKD-MBD rec. 4.1.7): the cap at the
    // recommended intake, then rounded down a product step, left a man of 74 with 17 ng/mL at 400 IU (forty-fifth
    // clinician review, en M10). Dialysis never reaches here (DIALYSIS_PRESCRIBED).
    const kidneyCapped =
      kidney && KIDNEY_RNI_CAP.includes(key) && !(key === 'vitaminD' && s.labDriven && s.level === 'low');
    if (kidneyCapped) {
      cap = Math.min(cap, gap);
      doseReasons.push({
        kind: 'condition',
        ref: 'conditions=kidney_disease',
        text: t({
          zh: '肾病：此营养素补充不超过推荐摄入量',
          en: 'Kidney disease: this nutrient is kept within the recommended intake',
        }),
        source: KIDNEY_SOURCE,
      });
    }

    const step = SUPPLEMENTABLE[key].step;
    let dose = doseFor(wanted, cap, step);
    // A target range (osteoporosis vitamin D 20–30 µg): rounding down to whole steps may leave the
    // total under the range; one more step is taken while the total stays within the range and the cap.
    let toRange = false;
    if (s.range && !folatePregnancy && wanted > 0) {
      const have = s.fromFood + s.fromSupplements;
      while (
        have + dose < s.range.min - 1e-9 &&
        have + dose + step <= s.range.max + 1e-9 &&
        dose + step <= cap + 1e-9
      ) {
        dose += step;
        toRange = true;
      }
    }
    // A low 25(OH)D is not left under the recommended intake by rounding down a product step (400 IU): one
    // more step while it stays under the cap (forty-fifth clinician review, en M10 and zh M2: 12–17 ng/mL at
    // 400 IU; China's 15 µg from 65 became 10 µg).
    if (key === 'vitaminD' && s.labDriven && s.level === 'low' && !toRange) {
      const have = s.fromSupplements + dose;
      if (have < s.target - 1e-9 && dose + step <= cap + 1e-9) dose += step;
    }
    // A gap under half a product step with room under the cap is too small to matter: no finding.
    if (!(dose > 0) && cap >= step) continue;
    // Capped at the recommended intake (kidney disease; vitamin A in pregnancy) rather than the UL.
    const rniCapped = (kidneyCapped || (pregnant && key === 'vitaminA')) && gap < roomUnderUl(s);
    // Under that cap a small gap the answers alone suggest is not worth a finding either.
    if (!(dose > 0) && rniCapped && !s.labDriven && !s.strong && !(gap >= step / 2)) continue;
    if (!(dose > 0)) {
      const zh = locale === 'zh-CN';
      const u = unitLabel(s.unit);
      const left = fmt(Math.max(0, gap));
      const why = pregnant && key === 'vitaminA' ? 'pregnancy' : 'kidney';
      skipped.push({
        nutrient: key,
        why: rniCapped ? 'kidney_cap' : 'at_ul',
        text: rniCapped
          ? why === 'pregnancy'
            ? zh
              ? `${nutrientLabel(key, locale)}：孕期只补到推荐摄入量，剩余缺口（约 ${left} ${u}）不足一份补充剂，请多吃深色蔬菜和橙黄色蔬果（β-胡萝卜素）补足`
              : `${nutrientLabel(key, locale)}: in pregnancy it is only given up to the recommended intake; the gap left (about ${left} ${u}) is less than one supplement dose, so cover it with dark-green and orange vegetables (beta-carotene)`
            : zh
              ? `${nutrientLabel(key, locale)}：肾病患者只补到推荐摄入量，剩余缺口（约 ${left} ${u}）不足一份补充剂；化验偏低请由肾内科医生处理`
              : `${nutrientLabel(key, locale)}: with kidney disease it is only given up to the recommended intake; the gap left (about ${left} ${u}) is less than one supplement dose; a low lab is for your kidney team to treat`
          : zh
            ? `${nutrientLabel(key, locale)}：食物和现有补充剂已接近可耐受最高摄入量，不再额外推荐`
            : `${nutrientLabel(key, locale)}: food and current supplements are already near the upper limit, so no more is recommended`,
        reasons: [ulReason(s, locale), ...causes, ...doseReasons],
      });
      continue;
    }

    const doseReason: Reason = {
      kind: 'standard',
      ref: `dose:${key}`,
      text: doseText(
        s,
        wanted,
        cap,
        dose,
        folatePregnancy ? (preconception ? 'planning' : 'pregnant') : false,
        locale,
        toRange,
        cap < roomUnderUl(s) - 1e-9,
      ),
      source: s.reasons.find((r) => r.kind === 'standard')?.source ?? TIMING[key].source,
    };
    let form: string | undefined;
    const timingParts = [t(TIMING[key].text)];
    const timingReasons: Reason[] = [];
    if (key === 'calcium') {
      // After bariatric surgery calcium is citrate whatever the age (ASMBS 2019): little acid is left.
      const bariatric = answers.conditions?.includes('bariatric_surgery') ?? false;
      // On a medicine that slows the gut (clozapine) citrate too: carbonate constipates more (NIH ODS).
      const slowGut = bariatric ? undefined : slowGutMedicineOf(answers.medicines);
      // Never citrate beside an aluminium antacid (recommend/forms.ts ALUMINIUM_ANTACIDS).
      const aluminium = aluminiumAntacidNames(answers.medicines, locale);
      const citrate =
        aluminium.length === 0 &&
        (bariatric || slowGut !== undefined || (input.onAcidReducer ?? false) || answers.age > 50);
      const calciumForm = citrate ? 'citrate' : 'carbonate';
      form = calciumForm;
      if (aluminium.length > 0) {
        const text = say(
          'findings.calciumCitrateAluminium',
          { drugs: aluminium.join(say('review.list', {}, locale)) },
          locale,
        );
        timingParts.push(text);
        timingReasons.push({
          kind: 'medicine',
          ref: 'class:antacid',
          text,
          source: CITRATE_ALUMINIUM_SOURCE,
        });
      }
      timingParts.unshift(
        t(
          bariatric && aluminium.length === 0
            ? BARIATRIC_CALCIUM_TEXT
            : slowGut
              ? slowGut.calciumForm
              : CALCIUM_FORMS[calciumForm].text,
        ),
      );
      timingReasons.push(
        slowGut
          ? {
              kind: 'medicine',
              ref: `drug:${slowGut.drugs.find((d) => (answers.medicines ?? []).includes(d)) ?? slowGut.drugs[0]}`,
              text: t(slowGut.calciumForm),
              source: slowGut.source,
            }
          : bariatric
            ? {
                kind: 'condition',
                ref: 'conditions=bariatric_surgery',
                text: t(BARIATRIC_CALCIUM_TEXT),
                source: CONDITION_SOURCES.asmbs2019,
              }
            : {
                kind: input.onAcidReducer ? 'medicine' : 'age',
                ref: input.onAcidReducer ? 'class:acid_reducer' : `age=${answers.age}`,
                text: t(CALCIUM_FORMS[calciumForm].text),
                source: CALCIUM_FORMS.source,
              },
      );
    }
    if (folatePregnancy) form = 'folic_acid';
    if ((pregnant || kidney) && key === 'vitaminA') form = 'beta_carotene';
    for (const x of input.taboos) {
      if (x.target !== key || x.management !== 'separate') continue;
      const hours = x.separateHours ?? 2;
      timingParts.push(
        locale === 'zh-CN' ? `与${x.drug}间隔${hours}小时` : `${hours} hours apart from ${x.drug}`,
      );
      timingReasons.push({ kind: 'medicine', ref: `drug:${x.drugId}`, text: x.advice, source: x.source });
    }
    if (kidney && KIDNEY_ASK_DOCTOR.has(key)) {
      timingParts.push(
        t({ zh: '肾病患者请先咨询医生再服用', en: 'With kidney disease, ask your doctor before taking it' }),
      );
      doseReasons.push({
        kind: 'condition',
        ref: 'conditions=kidney_disease',
        text: t({
          zh: '肾病患者补充矿物质前需咨询医生',
          en: 'With kidney disease, check any mineral supplement with your doctor',
        }),
        source: KIDNEY_SOURCE,
      });
    }

    const lead = leadReason(causes);
    recs.push({
      nutrient: key,
      dose,
      unit: s.unit,
      timing: timingParts.join(locale === 'zh-CN' ? '；' : '; '),
      reason: lead?.text ?? doseReason.text,
      reasons: [...causes, doseReason, ...doseReasons, ...timingReasons],
      ...(form ? { form } : {}),
    });
  }

  // Vegans: B12 at a vegan dose (VEGAN_B12), whatever the status score, unless a supervised
  // treatment or a taboo already decides B12 or current supplements already give it.
  if (
    answers.dietPattern === 'vegan' &&
    !treatments.has('vitaminB12') &&
    !forbidden(input.taboos, 'vitaminB12')
  ) {
    const s = statuses.find((x) => x.key === 'vitaminB12');
    const current = s && Number.isFinite(s.fromSupplements) ? s.fromSupplements : 0;
    if (s && current < VEGAN_B12.dailyUg) {
      const veganReason: Reason = {
        kind: 'answer',
        ref: 'dietPattern=vegan:b12',
        text: t(VEGAN_B12.text),
        source: VEGAN_B12.source,
      };
      const causes = s.reasons.filter((r) => r.kind !== 'standard' && !r.ref.startsWith('food:'));
      const rec: PlanRecommendation = {
        nutrient: 'vitaminB12',
        dose: VEGAN_B12.dailyUg,
        unit: s.unit,
        timing: [t(VEGAN_B12.timing), t(TIMING.vitaminB12.text)].join(locale === 'zh-CN' ? '；' : '; '),
        reason: t(VEGAN_B12.text),
        reasons: [veganReason, ...causes],
      };
      const at = recs.findIndex((r) => r.nutrient === 'vitaminB12');
      if (at < 0) recs.push(rec);
      else if (recs[at]!.dose < VEGAN_B12.dailyUg) recs[at] = rec;
    }
  }

  // Food-bound B12 malabsorption (FOOD_BOUND_B12): the recommended intake from a supplement, the food
  // estimate not subtracted, unless a treatment, a taboo or current supplements already decide it.
  const b12 = statuses.find((x) => x.key === 'vitaminB12');
  const b12Cause = b12?.reasons.find(
    (r) => r.kind === 'medicine' || (r.kind === 'age' && answers.age >= FOOD_BOUND_B12.fromAge),
  );
  if (
    b12 &&
    b12Cause &&
    !treatments.has('vitaminB12') &&
    !forbidden(input.taboos, 'vitaminB12') &&
    !b12.protected
  ) {
    const current = Number.isFinite(b12.fromSupplements) ? Math.max(0, b12.fromSupplements) : 0;
    const wanted = b12.target - current;
    const dose = doseFor(wanted, Number.POSITIVE_INFINITY, SUPPLEMENTABLE.vitaminB12.step);
    const at = recs.findIndex((r) => r.nutrient === 'vitaminB12');
    if (dose > 0 && (at < 0 || recs[at]!.dose <= dose)) {
      const u = unitLabel(b12.unit);
      const zh = locale === 'zh-CN';
      const doseReason: Reason = {
        kind: 'standard',
        ref: 'dose:vitaminB12',
        text: zh
          ? `${t(FOOD_BOUND_B12.text)}：目标 ${fmt(b12.target)} − 现有补充 ${fmt(current)} → 建议每天 ${fmt(dose)} ${u}`
          : `${t(FOOD_BOUND_B12.text)}: target ${fmt(b12.target)} − current supplements ${fmt(current)} → suggested ${fmt(dose)} ${u}/day`,
        source: FOOD_BOUND_B12.source,
      };
      const causes = b12.reasons.filter((r) => r.kind !== 'standard');
      const rec: PlanRecommendation = {
        nutrient: 'vitaminB12',
        dose,
        unit: b12.unit,
        timing: t(TIMING.vitaminB12.text),
        reason: `${b12Cause.text}${zh ? '。' : '. '}${t(FOOD_BOUND_B12.text)}`,
        reasons: [b12Cause, ...causes.filter((r) => r !== b12Cause), doseReason],
      };
      if (at < 0) recs.push(rec);
      else recs[at] = rec;
    }
  }

  if (input.recheck && recs.length > 0) {
    const again = input.recheck(recs.map((r) => r.nutrient));
    const kept: PlanRecommendation[] = [];
    for (const r of recs) {
      const taboo = forbidden(again, r.nutrient);
      if (taboo) skipped.push(tabooSkip(r.nutrient, taboo, locale));
      else kept.push(r);
    }
    recs = kept;
  }
  // Food first, then at most one multivitamin plus targeted singles (recommend/food-first).
  const foodFirst = foodFirstFor({
    recommendations: recs,
    foodOnly,
    onAnticoagulant: input.onAnticoagulant ?? false,
    statuses,
    answers,
    locale,
    hasMulti: input.hasMulti ?? false,
    ...(input.foodExamples ? { foodExamples: input.foodExamples } : {}),
  });
  recs = foodFirst.kept;
  const switches = formSwitchesFor(input.currentForms ?? [], {
    onAcidReducer: input.onAcidReducer ?? false,
    aluminium: aluminiumAntacidNames(answers.medicines, locale),
    bariatric: answers.conditions?.includes('bariatric_surgery') ?? false,
    locale,
    limits: statuses.map((st) => ({
      nutrient: st.key,
      ul: st.ul,
      counted: st.ulCounted ?? st.fromFood + st.fromSupplements,
    })),
  });
  return {
    recommendations: recs,
    skipped,
    notes: [...switches.findings, ...foodFirst.findings],
    formSwitches: switches.advice,
  };
}

/** The aluminium antacids among the medicines, named in the locale. */
function aluminiumAntacidNames(medicines: readonly string[] | undefined, locale: Locale): string[] {
  return (medicines ?? [])
    .filter((id) => ALUMINIUM_ANTACIDS.includes(id))
    .map((id) => {
      const d = DRUGS.find((x) => x.id === id);
      return d ? pick({ zh: d.zh, en: d.en.toLowerCase() }, locale) : id;
    });
}

/**
 * Anticoagulants: the plan never doses iron itself. Without a ferritin result there is no iron at all
 * ("no iron without labs"); with a low ferritin the finding is "see your doctor about possible blood
 * loss", because on a blood thinner unexplained iron deficiency may mean bleeding (BSG 2021).
 */
function anticoagulantIronSkip(
  treatment: TreatmentDecision | undefined,
  causes: readonly Reason[],
  locale: Locale,
): SkippedRecommendation {
  const zh = locale === 'zh-CN';
  if (treatment) {
    return {
      nutrient: 'iron',
      why: 'anticoagulant',
      urgent: true,
      text: zh
        ? `铁蛋白 ${fmt(treatment.value)} ${treatment.unit} 偏低，而你正在服用抗凝药：需要排除隐性失血（常见于消化道）。请一周内就医；是否补铁、补多少由医生决定`
        : `Ferritin ${fmt(treatment.value)} ${treatment.unit} is low while you take a blood thinner: hidden blood loss (often from the gut) must be ruled out. See your doctor within a week; iron only as they prescribe`,
      reasons: [
        treatment.reason,
        // A lab-confirmed deficiency all the same: the treatment is the doctor's, never the UL's
        // (twelfth clinician review, zh P2 #2: her 力蜚能 150 mg "stop" in the plan and the chat).
        {
          kind: 'standard',
          ref: `treatment:iron`,
          text: zh
            ? '化验证实缺铁：需要治疗剂量的铁，剂量由医生定，不按自行补充的上限减'
            : 'Lab-confirmed iron deficiency: it needs a treatment dose of iron, set by the doctor, not cut to the self-supplementation upper limit',
          source: treatment.rule.source,
        },
        {
          kind: 'medicine',
          ref: 'class:anticoagulant',
          text: zh
            ? '抗凝药增加失血风险，缺铁须查明原因'
            : 'Blood thinners raise the risk of blood loss; iron deficiency needs its cause found',
          source: ANTICOAGULANT_IRON_SOURCE,
        },
      ],
    };
  }
  return {
    nutrient: 'iron',
    why: 'anticoagulant',
    text: zh
      ? '正在服用抗凝药：没有化验（铁蛋白、血常规）不推荐补铁；请先让医生检查'
      : 'You take a blood thinner: no iron without a blood test (ferritin, blood count); ask your doctor to check first',
    reasons: [
      ...causes.slice(0, 2),
      {
        kind: 'medicine',
        ref: 'class:anticoagulant',
        text: zh
          ? '抗凝药使用者缺铁可能提示失血'
          : 'On a blood thinner, low iron can be a sign of blood loss',
        source: ANTICOAGULANT_IRON_SOURCE,
      },
    ],
  };
}

/** A guideline's treatment range in words: one figure when it is one dose (folic acid 5 mg). */
function rangeOf(r: { range: { min: number; max: number } }): string {
  return r.range.min === r.range.max ? fmt(r.range.min) : `${fmt(r.range.min)}–${fmt(r.range.max)}`;
}

/**
 * The treatment dose to add to what current supplements give: the guideline dose minus the current
 * amount, rounded to the rule's step so that the total stays inside the guideline range — never below
 * its lower bound (issue 31 §3: a multivitamin's 27 mg iron took 60 mg down to 30 mg, a total of 57)
 * and never above its top. Up to a step when that fits; otherwise down; otherwise the exact figure.
 */
export function treatmentDoseOnTop(
  r: { dose: number; range: { min: number; max: number }; step: number },
  current: number,
): number {
  // float dust from summed supplements (1e-16 mg) must not cost a whole step
  const need = Math.round((Math.min(r.dose, r.range.max) - Math.round(current * 1e6) / 1e6) * 1e6) / 1e6;
  if (!(need > 0)) return 0;
  const inRange = (d: number) => current + d >= r.range.min - 1e-9 && current + d <= r.range.max;
  const down = floorToStep(need, r.step);
  if (down > 0 && Math.abs(down - need) < 1e-9) return down;
  const up = Math.round(Math.ceil(need / r.step - 1e-9) * r.step * 1e6) / 1e6;
  if (inRange(up)) return up;
  if (down > 0 && inRange(down)) return down;
  return need;
}

/** "Iron" → "iron", "Vitamin B12" → "vitamin B12": a nutrient's name inside an English sentence. */
const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The supervised treatment dose for a lab-confirmed deficiency: the guideline dose minus what current
 * supplements already give (treatmentDoseOnTop), so current supplements + dose stay inside the
 * guideline range. Not capped at the UL: this is the one path allowed above it, and it is
 * marked `supervised` with who to see, how soon and when to re-test.
 */
function supervisedTreatment(
  s: NutrientStatusDetail,
  d: TreatmentDecision,
  causes: readonly Reason[],
  input: RecommendInput,
  kidney: boolean,
  locale: Locale,
): { rec: PlanRecommendation } | { skip: SkippedRecommendation } {
  const key = d.nutrient as SupplementableKey;
  const r = d.rule;
  const zh = locale === 'zh-CN';
  const u = unitLabel(s.unit);
  const current = Number.isFinite(s.fromSupplements) ? Math.max(0, s.fromSupplements) : 0;
  // Pregnant, with less iron than a treatment dose (a prenatal's 27 mg): that stays as
  // it is and the treatment is the guideline's dose as one iron tablet on top — one figure on the
  // card, in its text and in the chat, never "add 45 mg, 72 mg in all" beside "60 mg" (clinician
  // review 2026-11-25, E5; BSH 2020; WHO 2012/2016).
  const antenatal =
    key === 'iron' && d.group === 'pregnant' && current > 0 && current < PREGNANCY_IRON_TREATMENT_MG.min;
  const dose = antenatal ? Math.min(r.dose, r.range.max - current) : treatmentDoseOnTop(r, current);
  // A top-up on what she takes, or a dose rounded up to a product step (100 → 105 mg iron): the
  // guideline's figure reads as the total she will take, so the card and its text say one number
  // (twenty-third clinician review, zh M6/m7: the card said 105 mg, its text 100 mg).
  const total =
    !antenatal && dose > 0 && (current > 0 || Math.abs(dose - r.dose) > 1e-9) ? current + dose : undefined;
  const guideline = treatmentText(d, locale, total);
  const treatmentReason: Reason = {
    kind: 'standard',
    ref: `treatment:${key}`,
    text: guideline,
    source: r.source,
  };
  // On top of what current supplements give, the card's dose is less than the guideline's: the text
  // leads with the card's number and the total, so the card and its text say one dose (issue 31 §3).
  const text = antenatal
    ? zh
      ? `${guideline}。你现在的补充剂（如孕期复合维生素）每天含铁 ${fmt(current)} ${u}，是孕期常规补充，照常吃；上面的 ${fmt(dose)} ${u} 元素铁是另外加的一种铁剂，由产科医生监督`
      : `${guideline}. Your current supplements (such as a prenatal vitamin, ${fmt(current)} ${u} of iron a day) are routine pregnancy supplements: keep taking them; the ${fmt(dose)} ${u} of elemental iron above is one separate iron tablet on top, supervised by your maternity team`
    : current > 0 && dose > 0
      ? zh
        ? `你现在的补充剂每天已含${nutrientLabel(key, locale)} ${fmt(current)} ${u}，再加 ${fmt(dose)} ${u}，每天合计 ${fmt(current + dose)} ${u}。${guideline}`
        : `Your current supplements already give ${fmt(current)} ${u} of ${lowerFirst(nutrientLabel(key, locale))} a day: add ${fmt(dose)} ${u}, ${fmt(current + dose)} ${u} a day in all. ${guideline}`
      : guideline;
  // A product she marked prescribed for this nutrient is the treatment her doctor chose: its dose is
  // the prescriber's, so the plan adds nothing on top and never restates it as the guideline's
  // (twentieth clinician review, en S4: a hospital's folic acid 1 mg → "add 3,600 µg, 5,000 µg in all").
  const prescribed = (input.prescribedMains ?? []).filter((p) => p.nutrient === key);
  if (prescribed.length > 0 && dose > 0) {
    const rx = prescribed.reduce((sum, p) => sum + p.amount, 0);
    const names = prescribed.map((p) => `“${pick(p.name, locale)}”`).join(zh ? '、' : ', ');
    const others = current - rx > 1e-9;
    const range = rangeOf(r);
    return {
      skip: {
        nutrient: key,
        why: 'at_treatment',
        text: zh
          ? `${nutrientLabel(key, locale)}：你按处方服用${names}（每天 ${fmt(rx)} ${u}${others ? `，加上其他补充剂共 ${fmt(current)} ${u}` : ''}），这是医生为化验结果选定的治疗，剂量由开药医生决定：请照医嘱继续服用，不要自己再加${nutrientLabel(key, locale)}；指南的治疗剂量是每天 ${range} ${u}，复查（${r.retestWeeks.min}–${r.retestWeeks.max} 周后）时请问医生剂量是否足够`
          : `${nutrientLabel(key, locale)}: you take ${names} as prescribed (${fmt(rx)} ${u} a day${others ? `, ${fmt(current)} ${u} with your other supplements` : ''}). That is the treatment your doctor chose for this lab result, and its dose is the prescriber's to set: keep taking it as prescribed and do not add more ${lowerFirst(nutrientLabel(key, locale))} on your own. The guideline's treatment dose is ${range} ${u} a day; at your re-test (in ${r.retestWeeks.min}–${r.retestWeeks.max} weeks) ask your doctor whether the dose is enough`,
        // The guideline's range as its source, not its dosing sentence: the dose here is the prescriber's.
        reasons: [
          d.reason,
          {
            kind: 'standard',
            ref: `treatment:${key}`,
            text: zh
              ? `指南治疗剂量每天 ${range} ${u}，由医生监督`
              : `Guideline treatment dose ${range} ${u} a day, under medical supervision`,
            source: r.source,
          },
        ],
      },
    };
  }
  if (!(dose > 0)) {
    return {
      skip: {
        nutrient: key,
        why: 'at_treatment',
        // Above the guideline range: said so, with the range (the review flags it the same way).
        text:
          current > r.range.max + 1e-9
            ? zh
              ? `${nutrientLabel(key, locale)}：你目前的补充剂（每天 ${fmt(current)} ${u}）高于指南治疗范围（${rangeOf(r)} ${u}/天），请和医生确认每天的总量，并看${d.see}查明原因`
              : `${nutrientLabel(key, locale)}: your current supplements (${fmt(current)} ${u}/day) are above the guideline treatment range (${rangeOf(r)} ${u}/day); ask your doctor to confirm the daily total, and see ${d.see} about the cause`
            : zh
              ? `${nutrientLabel(key, locale)}：你目前的补充剂（每天 ${fmt(current)} ${u}）已达到治疗剂量，但化验仍偏低，请看${d.see}查明原因`
              : `${nutrientLabel(key, locale)}: your current supplements (${fmt(current)} ${u}/day) already reach the treatment dose, yet the lab is still low; see ${d.see} about the cause`,
        reasons: [d.reason, treatmentReason],
      },
    };
  }
  const extra: Reason[] = [];
  if (kidney) {
    extra.push({
      kind: 'condition',
      ref: 'conditions=kidney_disease',
      text: zh
        ? '肾病：治疗由肾内科医生监督'
        : 'Kidney disease: the treatment is supervised by your kidney team',
      source: key === 'vitaminD' ? CKD_MBD_SOURCE : KIDNEY_SOURCE,
    });
  }
  const timingParts = [
    treatmentHow(r, locale, total),
    zh ? '须在医生监督下服用' : 'under medical supervision',
  ];
  const timingReasons: Reason[] = [];
  for (const x of input.taboos) {
    if (x.target !== key || x.management !== 'separate') continue;
    const hours = x.separateHours ?? 2;
    timingParts.push(zh ? `与${x.drug}间隔${hours}小时` : `${hours} hours apart from ${x.drug}`);
    timingReasons.push({ kind: 'medicine', ref: `drug:${x.drugId}`, text: x.advice, source: x.source });
  }
  return {
    rec: {
      nutrient: key,
      dose,
      unit: s.unit,
      timing: timingParts.join(zh ? '；' : '; '),
      reason: text,
      reasons: [
        d.reason,
        treatmentReason,
        ...causes.filter((c) => c.kind !== 'lab'),
        ...extra,
        ...timingReasons,
      ],
      supervised: true,
      doseRange: { min: r.range.min, max: r.range.max },
      see: d.see,
      urgency: r.urgency,
      retestWeeks: { min: r.retestWeeks.min, max: r.retestWeeks.max },
      ...(key === 'folate' ? { form: 'folic_acid' } : {}),
    },
  };
}

/** Every vitamin K antagonist of the dictionary by name, so a new member of the class is said here too. */
const VKA_NAMES: Bilingual = {
  zh: VITAMIN_K_ANTAGONISTS.map((x) => x.zh).join('、'),
  en: VITAMIN_K_ANTAGONISTS.map((x) => x.en.toLowerCase())
    .join(', ')
    .replace(/, ([^,]+)$/, ' and $1'),
};
const ANTICOAGULANT_TEXT: Bilingual = {
  zh: `维生素E和鱼油可能增加抗凝药的出血风险；维生素K会减弱${VKA_NAMES.zh}这类维生素K拮抗剂的作用（对其他抗凝药无此影响）`,
  en: `Vitamin E and fish oil can add to an anticoagulant’s bleeding risk; vitamin K weakens the vitamin K antagonists, ${VKA_NAMES.en} (not the other anticoagulants)`,
};

function tabooSkip(key: NutrientKey, taboo: TabooInfo, locale: Locale): SkippedRecommendation {
  return {
    nutrient: key,
    why: 'taboo',
    text:
      locale === 'zh-CN'
        ? `${nutrientLabel(key, locale)}与${taboo.drug}有严重相互作用，不推荐补充`
        : `${nutrientLabel(key, locale)} interacts seriously with ${taboo.drug}, so it is not recommended`,
    reasons: [{ kind: 'medicine', ref: `drug:${taboo.drugId}`, text: taboo.advice, source: taboo.source }],
  };
}

function ulReason(s: NutrientStatusDetail, locale: Locale): Reason {
  return {
    kind: 'standard',
    ref: `ul:${s.key}`,
    text:
      locale === 'zh-CN'
        ? `可耐受最高摄入量 ${s.ul === null ? '—' : fmt(s.ul)} ${unitLabel(s.unit)}/天`
        : `Tolerable upper intake level ${s.ul === null ? '—' : fmt(s.ul)} ${unitLabel(s.unit)}/day`,
    source: s.reasons.find((r) => r.kind === 'standard')?.source ?? { ref: 'Dietary Reference Intakes' },
  };
}

function doseText(
  s: NutrientStatusDetail,
  wanted: number,
  cap: number,
  dose: number,
  folatePregnancy: false | 'pregnant' | 'planning',
  locale: Locale,
  toRange = false,
  /** The cap is the recommended intake (kidney disease; vitamin A in pregnancy), not the upper limit. */
  atRecommendedIntake = false,
): string {
  const u = unitLabel(s.unit);
  const zh = locale === 'zh-CN';
  const gap = s.target - s.fromFood - s.fromSupplements;
  // The arithmetic shown must be true: a lab-driven need above the food gap says so instead.
  const labOverGap = !folatePregnancy && wanted > gap + 1e-9;
  const base = folatePregnancy
    ? folatePregnancy === 'planning'
      ? zh
        ? `备孕：从怀孕前至少1个月到孕12周，每天补充叶酸 ${PRECONCEPTION_FOLIC_ACID_UG} ${u}`
        : `Planning a pregnancy: ${PRECONCEPTION_FOLIC_ACID_UG} ${u} folic acid a day from at least a month before conception to 12 weeks of pregnancy`
      : zh
        ? `孕期每天补充叶酸 ${PREGNANCY_FOLATE_UG} ${u}`
        : `Pregnancy: ${PREGNANCY_FOLATE_UG} ${u} folic acid a day`
    : labOverGap
      ? zh
        ? `化验提示偏低，饮食估计不能说明问题：目标 ${fmt(s.target)} − 现有补充 ${fmt(s.fromSupplements)} → 需要约 ${fmt(wanted)} ${u}（未扣除估计的食物摄入 ${fmt(s.fromFood)} ${u}）`
        : `The lab shows a shortfall the food estimate cannot: target ${fmt(s.target)} − current supplements ${fmt(s.fromSupplements)} → about ${fmt(wanted)} ${u} needed (the estimated ${fmt(s.fromFood)} ${u} from food is not subtracted)`
      : zh
        ? `目标 ${fmt(s.target)} − 食物 ${fmt(s.fromFood)} − 现有补充 ${fmt(s.fromSupplements)} → 需要约 ${fmt(wanted)} ${u}`
        : `Target ${fmt(s.target)} − food ${fmt(s.fromFood)} − current supplements ${fmt(s.fromSupplements)} → about ${fmt(wanted)} ${u} needed`;
  const capped =
    cap < wanted
      ? atRecommendedIntake
        ? zh
          ? `；只补到推荐摄入量，最多 ${fmt(Math.max(0, cap))} ${u}`
          : `; limited to ${fmt(Math.max(0, cap))} ${u} by keeping to the recommended intake`
        : zh
          ? `；受上限约束最多 ${fmt(Math.max(0, cap))} ${u}`
          : `; limited to ${fmt(Math.max(0, cap))} ${u} by the upper limit`
      : '';
  // doseFor gives one product step for a gap of at least half a step: say so, the sum stays true.
  const roundedUp = dose > wanted + 1e-9;
  const step = isSupplementable(s.key) ? SUPPLEMENTABLE[s.key].step : Infinity;
  const range = s.range ? `${fmt(s.range.min)}–${fmt(s.range.max)} ${u}` : '';
  const note =
    toRange && s.range
      ? zh
        ? `（使每天总量落在目标范围 ${range} 内）`
        : ` (so the daily total falls within the ${range} target range)`
      : roundedUp
        ? dose > step + 1e-9
          ? zh
            ? `（按每份 ${fmt(step)} ${u} 的规格凑整，化验偏低不向下取整）`
            : ` (in whole ${fmt(step)} ${u} doses, rounded up for the low result)`
          : zh
            ? '（补充剂的最小规格）'
            : ' (the smallest supplement dose)'
        : '';
  return zh
    ? `${base}${capped}；建议每天 ${fmt(dose)} ${u}${note}`
    : `${base}${capped}; suggested ${fmt(dose)} ${u}/day${note}`;
}

function nutrientLabel(key: NutrientKey, locale: Locale): string {
  return pick(NUTRIENTS[key], locale);
}
