/**
 * "How much vitamin D should I take?" (issue 15 §7): the answer is this person's dose, from their
 * plan — the recommended supplement dose (a supervised treatment dose marked as such), the target,
 * what food and their current supplements already give, the UL — and their conditions: with kidney
 * disease no self-dosing of potassium or magnesium, in pregnancy no high-dose retinol. Numbers come
 * from the plan; the condition rules below are data with sources.
 */
import { prescribedCompanionDose } from './stated-dose';
import { drugById } from '../../interactions';
import { CHILDBEARING_AGE } from '../../knowledge/preconception';
import { LOW_PLATELETS_BELOW, LOW_PLATELETS_SOURCE } from '../../knowledge/low-platelets';
import { childAgeMonths, childDose } from './child-dose';
import { supplementOptionById, WHO_ANTENATAL_IRON_MAX_MG } from '../../review';
import { highFerritinOf, IRON_OVERLOAD_VITAMIN_C, ironOverloadText } from '../../knowledge/iron-overload';
import {
  HYPERCALCAEMIA_NO_SELF_DOSE,
  HYPERCALCAEMIA_SOURCES,
  hypercalcaemiaOf,
} from '../../knowledge/hypercalcaemia';
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import type { PlanDocument, Recommendation } from '../../contracts/plan';
import { MAGNESIUM_SEVERE_BELOW } from '../../knowledge/lab-markers';
import type { NutrientKey } from '../../nutrients';
import { VITAMIN_D_IU_PER_UG, type NutrientUnit } from '../../units';
import { BARIATRIC } from '../../knowledge/conditions';
import { CONDITION_SOURCES, onDialysis } from '../../conditions';
import { ckdStaged, dialysisContext, kidneyProteinLine, kidneyProteinYield } from './kidney-plan';
import { CKD_PROTEIN_YIELDS } from '../../knowledge/conditions';
import { findStatedAmounts } from '../entities';
import { readQuestion } from '../question-kind';
import { normaliseQuestion } from '../lexicon';
import { suspectedDeficiency, type SuspectedDeficiency } from './suspected-deficiency';
import {
  ckdEnergyLine,
  CKD_ENERGY_SOURCE,
  ckdWeightNote,
  EATING_LITTLE_SAID,
  lowProteinKidneyPlan,
} from './ckd-protein';
import { statedVerdict, supervisedIn, treatmentCeiling, type StatedVerdict } from './stated-dose';
import { statedServingsLines } from './stated-servings';
import { TREATMENT_RULES } from '../../knowledge/treatment';
import {
  LOW_VITAMIN_D_NMOL,
  SMALL_DAILY_VITAMIN_D_UG,
  VITAMIN_D_REPLETION_MAX_UG,
  vitaminDCourseText,
} from '../../knowledge/above-ul';
import { courseOf, SUPPLEMENT_PERIOD_DAYS, type SupplementCourse } from '../../contracts/answer-values';
import {
  prescribedAmountIn,
  prescribedKeepLine,
  PRESCRIBED_SUPPLEMENT_SAID,
  rxDoseAmountIn,
  rxDoseLine,
} from './prescribed-supplement';
import { referralGroupFor } from '../../recommend/treatment';
import { amount, fmt, foodTheUlCounts, L, nutrientName, type NutrientView } from '../format';
import { say } from '../../messages';
import { warningOfTaboo, type Warning } from '../followups';
import { interactionWarning } from '../safety';
import { ANTITHYROID } from './condition-topics';
import { CANCER_NUTRITION, chronicRule, CKD_ANAEMIA_IRON_REF } from '../../knowledge/chronic-conditions';
import {
  ANAEMIA_IRON_STUDIES_REF,
  PRESCRIBED_IRON_REF_SUFFIX,
  PRESCRIBED_IRON_SOURCE,
  PRESCRIBED_IRON_TEXT,
  IRON_TAKEN_REF_SUFFIX,
  IRON_TAKEN_TEXT,
  ANAEMIA_IRON_STUDIES_SOURCE,
  ANAEMIA_IRON_STUDIES_TEXT,
  IRON_DEFICIENCY_WITH_ANAEMIA,
} from '../../knowledge/anaemia';
import { hasHypothyroid, hasHyperthyroid, hasLiverDisease } from '../../contracts/questionnaire';
import { LIVER_RETINOL_REVIEW, LIVER_RULES } from '../../knowledge/liver';
import { noDeficitReasonsOf } from '../../knowledge/no-deficit';
import {
  childInChat,
  potassiumHeldLine,
  interactionTaboos,
  personalTiming,
  planDoseSaid,
  Q,
  recommendCard,
  sourceLine,
  startHint,
  suggestionsFor,
  targetLine,
  type Ctx,
  type Draft,
} from './shared';

/** An amount, with IU alongside µg for vitamin D (labels in both markets print IU). */
/**
 * A medicine's companion dose (folic acid 5 mg on an antiepileptic) is above what a woman who could become
 * pregnant takes — the guideline's dose is for her (NICE NG217), not for a man on the same medicine.
 */
function companionAbove(ctx: Ctx, n: NutrientKey, supp: number): boolean {
  const p = ctx.plan?.profile;
  if (!p || p.sex !== 'female' || p.age < CHILDBEARING_AGE.min || p.age > CHILDBEARING_AGE.max) return false;
  const c = prescribedCompanionDose(ctx, n);
  return c !== null && supp < c.max - 1e-9;
}

/**
 * The person's medicine has an "avoid" rule about this very nutrient (vitamin E on warfarin): a product ruled
 * out for it is never to be replaced by another with the same nutrient (blind answer round 31, zh-130, unsafe:
 * "its 268 mg of vitamin E is still needed: choose a replacement that still has it").
 */
function ruledOutByMedicine(plan: PlanDocument, n: NutrientKey): boolean {
  return (plan.medicineTaboos ?? []).some(
    (t) => t.kind === 'interaction' && t.target === n && t.management === 'avoid',
  );
}

/** One standard iron tablet's elemental iron at most (ferrous sulfate 200 mg gives 65 mg; BSG 2021). */
const ONE_IRON_TABLET_MAX_MG = 65;
const LOW_FERRITIN_IRON_REF =
  'NIH Office of Dietary Supplements, Iron Fact Sheet for Health Professionals (the UL is for healthy people and does not apply to those treated for iron deficiency under a clinician); Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet a day; recheck after treatment)';

/** The ferritin value when the plan's labs read it as below its range (µg/L), else null. */
function lowFerritinOf(plan: PlanDocument): number | null {
  const f = plan.reportAnalysis?.markers.find(
    (m) => m.key === 'ferritin' && m.flag === 'low' && m.unit === 'µg/L',
  );
  return f ? f.value : null;
}

export function doseText(n: NutrientKey, value: number, unit: NutrientUnit): string {
  const base = amount(value, unit);
  return n === 'vitaminD' && unit === 'ug' ? `${base} (${fmt(value * VITAMIN_D_IU_PER_UG)} IU)` : base;
}

export interface ConditionDoseRule {
  id:
    | 'ckd-potassium'
    | 'ckd-magnesium'
    | 'transplant-magnesium'
    | 'ckd-protein'
    | 'ckd-protein-yield'
    | 'ckd-protein-kdigo'
    | 'cancer-kidney-protein'
    | 'transplant-protein'
    | 'dialysis-protein'
    | 'dialysis-calcium-vitamin-d'
    | 'pregnancy-retinol'
    | 'liver-retinol'
    | 'thyroid-iodine'
    | 'hyperthyroid-iodine-dose'
    | 'haemoglobinopathy-iron'
    | 'ckd-anaemia-iron'
    | 'anaemia-iron-studies'
    | 'prescribed-iron-anaemia'
    | 'iron-taken-anaemia'
    | 'haemoglobinopathy-folate'
    | 'iron-overload-vitamin-c'
    | 'hypercalcaemia-calcium-vitamin-d'
    | 'low-platelets-bleeding';
  nutrients: readonly NutrientKey[];
  applies: (plan: PlanDocument) => boolean;
  /** `no_self_dose`: no dose is given, the specialist decides; `caution`: the dose stands with the note. */
  effect: 'no_self_dose' | 'caution';
  /**
   * A medicine's "monitor, keep it within the recommended amount" line for these nutrients is not said
   * beside this rule: none of the nutrient is taken on one's own (a thiazide's calcium line with a high
   * calcium; ninth clinician review, en P1).
   */
  supersedesMonitor?: true;
  /** Everyday rows (faq/) whose answer already says this rule: it is not said again before them. */
  coveredBy?: readonly string[];
  text: Bilingual;
  source: Source;
}

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);
/** The folic acid tablet advised before conception and to 12 weeks (USPSTF 2023; NHS), in µg. */
const FOLIC_ACID_UG = 400;
/** Trying to conceive or in the first trimester: a folic acid tablet, whatever the diet gives. */
function folicAcidNeeded(plan: PlanDocument): boolean {
  return plan.profile.lifeStage === 'pregnant_t1' || (plan.profile.goals ?? []).includes('pregnancy_prep');
}

/** Medicines that waste magnesium through the kidney (Prograf, Neoral labels: hypomagnesemia). */
const CALCINEURIN_INHIBITORS: ReadonlySet<string> = new Set(['tacrolimus', 'cyclosporine']);

/** A kidney transplant on a calcineurin inhibitor: magnesium is the transplant team's to prescribe. */
function transplantMagnesium(p: PlanDocument): boolean {
  return (
    (p.profile.conditions ?? []).includes('kidney_transplant') &&
    (p.profile.medicines ?? []).some((m) => CALCINEURIN_INHIBITORS.has(m))
  );
}

/** On pancreatic enzymes or a CFTR modulator: fat-soluble vitamins are the care team's prescription. */
function onPancreaticCare(medicines: readonly string[]): boolean {
  return medicines.some(
    (id) => id === 'pancrelipase' || (drugById(id)?.classes ?? []).some((c) => c === 'cftr_modulator'),
  );
}

/** Conditions that change a dose answer, checked before any number is given. */

export const CONDITION_DOSE_RULES: readonly ConditionDoseRule[] = [
  {
    id: 'ckd-potassium',
    nutrients: ['potassium'],
    applies: (p) => (p.profile.conditions ?? []).includes('kidney_disease') || ckdStaged(p.profile.ckdStage),
    effect: 'no_self_dose',
    text: {
      zh: '你有肾脏疾病：肾脏排钾能力下降，自行补钾（包括含钾的低钠盐/代盐）可能导致血钾过高、危及心脏。请不要自行补钾，钾的摄入量按肾内科医生的建议。',
      en: 'You have kidney disease: the kidneys clear less potassium, so potassium supplements (and potassium-based salt substitutes) can push blood potassium dangerously high. Do not take potassium on your own; your kidney doctor sets how much you should have.',
    },
    source: {
      ref: 'NIH ODS Potassium Fact Sheet for Health Professionals, "Health Risks from Excessive Potassium" (CKD, hyperkalemia); KDIGO 2024 Clinical Practice Guideline for CKD, §3.10 potassium',
      url: 'https://ods.od.nih.gov/factsheets/Potassium-HealthProfessional/',
    },
  },
  {
    id: 'ckd-magnesium',
    nutrients: ['magnesium'],
    applies: (p) =>
      ((p.profile.conditions ?? []).includes('kidney_disease') || ckdStaged(p.profile.ckdStage)) &&
      !transplantMagnesium(p),
    effect: 'no_self_dose',
    text: {
      zh: '你有肾脏疾病：镁主要经肾脏排出，肾功能下降时补充镁（包括含镁的泻药和抗酸药）容易在体内蓄积、引起镁中毒。请不要自行补镁，是否需要由肾内科医生决定。',
      en: 'You have kidney disease: magnesium leaves the body through the kidneys, so supplements (and magnesium laxatives or antacids) can build up to toxic levels. Do not take magnesium on your own; your kidney doctor decides whether you need it.',
    },
    source: {
      ref: 'NIH ODS Magnesium Fact Sheet for Health Professionals, "Health Risks from Excessive Magnesium" (impaired renal function)',
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    },
  },
  {
    // A working kidney transplant on tacrolimus or ciclosporin is not "kidney disease — no magnesium on
    // your own": the medicine wastes magnesium, a low level is common and the transplant team prescribes
    // it (blind answer round 16, en-087: magnesium oxide 400 mg twice a day for a level of 0.62 was told
    // "do not take magnesium on your own" and the 350 mg upper limit). The dose stays theirs.
    id: 'transplant-magnesium',
    nutrients: ['magnesium'],
    applies: transplantMagnesium,
    effect: 'no_self_dose',
    text: {
      zh: '你做过肾移植、在吃他克莫司或环孢素：这类药会让肾脏丢失镁，移植后血镁偏低很常见，移植团队常会开镁补充剂。医生开了镁，就按处方剂量照常吃（每天350毫克的上限是给自己买补充剂的人定的，不是医生为血镁低开的处方剂量），血镁由团队复查；不要自己另外加镁片、含镁的泻药或抗酸药。',
      en: 'You have a kidney transplant and take tacrolimus or ciclosporin: these medicines make the kidney lose magnesium, a low level is common, and the transplant team often prescribes magnesium. If they prescribe magnesium, keep taking it at the dose they set (the 350 mg a day upper limit is for supplements people buy for themselves, not a dose prescribed for a low level), and they recheck your level; do not add other magnesium tablets, magnesium laxatives or antacids on your own.',
    },
    source: {
      ref: 'NIH ODS Magnesium Fact Sheet for Health Professionals ("Tolerable Upper Intake Levels": the UL for supplemental magnesium does not apply to people receiving magnesium for medical treatment under a doctor\'s care); Prograf (tacrolimus) US prescribing information, Adverse reactions: hypomagnesemia',
      url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
    },
  },
  {
    // On dialysis protein is not cut (KDOQI 2020 3.0.2–3.0.3: 1.0–1.2 g/kg); supplements with the renal dietitian.
    id: 'dialysis-protein',
    nutrients: ['protein'],
    applies: (p) => onDialysis(p.profile.conditions),
    effect: 'no_self_dose',
    text: {
      zh: '你在透析：蛋白质不要少吃，也不要按透析前肾病的低蛋白饮食来吃；蛋白粉、口服营养补充剂请在肾病营养师指导下使用。',
      en: 'You are on dialysis: do not eat less protein, and do not follow the low-protein diet for kidney disease before dialysis; take protein powders or oral nutritional supplements only with your renal dietitian.',
    },
    source: CONDITION_SOURCES.kdoqiDialysisProtein,
  },
  {
    // On dialysis calcium and vitamin D (and analogues) are prescribed (KDIGO 2017 CKD-MBD 4.1.5–4.1.6).
    id: 'dialysis-calcium-vitamin-d',
    nutrients: ['calcium', 'vitaminD'],
    applies: (p) => onDialysis(p.profile.conditions),
    effect: 'no_self_dose',
    text: {
      zh: '你在透析：钙片和维生素D（包括骨化三醇等活性维生素D）只按肾内科医生的处方吃，不要自己加；钙的总量要和含钙的磷结合剂一起算，医生会按血钙、血磷和甲状旁腺激素调整。',
      en: 'You are on dialysis: take calcium and vitamin D (including active vitamin D such as calcitriol) only as your nephrologist prescribes, nothing extra on your own; calcium-based phosphate binders count towards the calcium, and the doctor adjusts them to your calcium, phosphate and parathyroid hormone.',
    },
    source: CONDITION_SOURCES.dialysisCare,
  },
  {
    // Blind answer round 19 en-093: "How much protein should I eat now the new kidney is working?" was
    // told the kidney-disease rule ("protein is not raised") and the CKD 0.55–0.6 g/kg source.
    id: 'transplant-protein',
    nutrients: ['protein'],
    applies: (p) => (p.profile.conditions ?? []).includes('kidney_transplant'),
    effect: 'no_self_dose',
    text: {
      zh: '你做了肾移植：新肾功能稳定时，不再按移植前肾病的低蛋白饮食吃，一般每天每公斤体重约0.8克蛋白质；刚做完手术的头几周或大剂量用泼尼松时需要更多（约1.4克/公斤）；如果移植肾功能下降，移植团队可能再调低。具体的量由移植团队和营养师定，不要自行吃蛋白粉或高蛋白补充剂。',
      en: 'You have a kidney transplant: with the new kidney working and stable, the low-protein diet of kidney disease no longer applies — about 0.8 g of protein per kg of body weight a day is usual; more (about 1.4 g/kg) in the first weeks after the operation or on high-dose prednisone; if the transplant’s function falls, the team may lower it again. Your transplant team and dietitian set the amount; no protein powders or high-protein supplements on your own.',
    },
    source: {
      ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), kidney transplant recipients, as tabulated in Front Med 2021;8:654250 Table 1 (0.8 g/kg/day in maintenance; ≥1.4 g/kg/day in the first 4 weeks or on high-dose prednisone; 0.6–0.8 g/kg/day in CKD stages 3–5T)',
    },
  },
  {
    id: 'ckd-protein',
    nutrients: ['protein'],
    // Not where the kidney rule yields (G3a; 65+ at risk, KDIGO 2024): the plan's target is the figure.
    // Not after a transplant (transplant-protein above).
    applies: (p) =>
      !onDialysis(p.profile.conditions) &&
      !(p.profile.conditions ?? []).includes('kidney_transplant') &&
      ((p.profile.conditions ?? []).includes('kidney_disease') || ckdStaged(p.profile.ckdStage)) &&
      kidneyProteinYield(p) === null,
    effect: 'no_self_dose',
    // A pressure injury's needs are the kidney ceiling's top (rows-review28.ts; twenty-eighth review, en S3).
    coveredBy: ['pressure-injury-needs'],
    text: {
      zh: '你有肾脏疾病：蛋白质不额外增加，不要自行吃蛋白粉或高蛋白补充剂；吃多少由肾内科医生和营养师按你的肾功能确定。',
      en: 'You have kidney disease: protein is not raised, and no protein powders or high-protein supplements on your own; your kidney doctor and dietitian set the amount from your kidney function.',
    },
    source: CONDITION_SOURCES.kdoqiProtein,
  },
  {
    // Cancer where the kidney rule yields: the plan's 1.0–1.2 g/kg (ESPEN 2017), and the treating dietitian's figure
    // followed — never "the plan's amount" against a clinic dietitian who said more (fifty-first review, en S2).
    id: 'cancer-kidney-protein',
    nutrients: ['protein'],
    applies: (p) =>
      !onDialysis(p.profile.conditions) &&
      (p.profile.conditions ?? []).includes('cancer') &&
      kidneyProteinYield(p)?.rule === 'usual',
    effect: 'no_self_dose',
    text: {
      zh: '治疗癌症期间蛋白质更要吃够：你的方案按每天 1.0–1.2 克/千克体重算，比一般人的 0.8 克/千克多，体重在掉时尤其不能少吃；因为肾功能下降（eGFR 低于 60），不要超过每天 1.3 克/千克。你的肿瘤科营养师了解你的体重变化和化验结果：他们定的量或建议的营养补充饮品（口服营养补充剂），请照他们说的做，并告诉他们你的 eGFR。',
      en: 'During cancer treatment protein matters more: your plan uses 1.0–1.2 g per kg of body weight a day, above the 0.8 g/kg of the general reference, and more so while you are losing weight; with your reduced kidney function (eGFR below 60) stay under 1.3 g/kg a day. Your clinic dietitian knows your weight loss and blood tests: follow the amount they set and any nutrition drinks (oral nutritional supplements) they suggest, and tell them your eGFR.',
    },
    source: CANCER_NUTRITION.kidneySource,
  },
  {
    id: 'ckd-protein-yield',
    nutrients: ['protein'],
    // Where the kidney rule yields (G3a; 65+ at risk): the usual target, still under the KDIGO ceiling. With cancer
    // the row above says it with the ceiling.
    applies: (p) =>
      !onDialysis(p.profile.conditions) &&
      !(p.profile.conditions ?? []).includes('cancer') &&
      kidneyProteinYield(p)?.rule === 'usual',
    effect: 'no_self_dose',
    // A pressure injury's needs are the kidney ceiling's top (rows-review28.ts; twenty-eighth review, en S3).
    coveredBy: ['pressure-injury-needs'],
    text: {
      zh: '你的肾功能下降（eGFR 低于 60）：蛋白质按方案的量吃，不超过每天 1.3 克/千克体重；不要自行吃蛋白粉或高蛋白补充剂，除非肾内科医生同意。',
      en: 'Your kidney function is reduced (eGFR below 60): eat your plan’s amount of protein and no more than 1.3 g per kg body weight a day; no protein powders or high-protein supplements unless your kidney doctor agrees.',
    },
    source: CKD_PROTEIN_YIELDS.source,
  },
  {
    id: 'ckd-protein-kdigo',
    nutrients: ['protein'],
    // KDIGO 2024's 0.8 g/kg (65 and older, or catabolic, at G3b–G5): the plan's figure, neither cut nor raised on
    // one's own (forty-sixth clinician review, en S4: "my doctor told me to eat more after the pneumonia").
    applies: (p) => !onDialysis(p.profile.conditions) && kidneyProteinYield(p)?.rule === 'kdigo',
    effect: 'no_self_dose',
    coveredBy: ['pressure-injury-needs'],
    text: {
      zh: '你的肾功能下降：蛋白质按方案的量吃，约每天 0.8 克/千克体重（KDIGO 2024），不要自己再减——更低的蛋白质只在肾内科医生和营养师密切随访下才用；也不要自行吃蛋白粉或高蛋白补充剂，除非肾内科医生同意。热量要吃够（每天约 25–35 千卡/千克），再加上力量锻炼，吃进去的蛋白质才能用来保肌肉。医生让你病后多吃一点，请按医生说的，并请他转介肾病营养师。',
      en: 'Your kidney function is reduced: eat your plan’s amount of protein, about 0.8 g per kg body weight a day (KDIGO 2024), and do not cut it on your own — a lower target is only for a kidney team and dietitian who follow you closely; no protein powders or high-protein supplements unless your kidney doctor agrees. Eat enough energy (about 25–35 kcal per kg a day) and keep up strength exercise, so the protein goes to muscle. If your doctor told you to eat more after an illness, follow them, and ask for a renal dietitian.',
    },
    source: CKD_PROTEIN_YIELDS.source,
  },
  {
    id: 'thyroid-iodine',
    nutrients: ['iodine'],
    // Hypothyroidism treated with levothyroxine, outside pregnancy and lactation (which need iodine).
    // An antithyroid medicine means an overactive thyroid: the rule below (clinician review Z2).
    applies: (p) =>
      (hasHypothyroid(p.profile.conditions) || (p.profile.medicines ?? []).includes('levothyroxine')) &&
      !onAntithyroid(p) &&
      !PREGNANT.has(p.profile.lifeStage ?? 'none') &&
      p.profile.lifeStage !== 'lactating',
    effect: 'no_self_dose',
    text: {
      zh: '你有甲状腺疾病：海带片、海藻片和碘补充剂不能治疗甲减，碘过多反而可能扰乱甲状腺功能；日常用加碘盐就够了（做碘-131治疗或扫描前低碘饮食的那1–2周除外，那段时间按核医学科的清单改用无碘盐），不要自行补碘，有疑问请问内分泌科医生。',
      en: 'You have a thyroid condition: kelp, seaweed tablets and iodine supplements do not treat hypothyroidism, and too much iodine can upset thyroid function; iodised salt covers everyday needs (except during the 1–2 weeks of a low-iodine diet before radioactive iodine treatment or a scan, when the nuclear medicine team’s list has you use non-iodised salt), so do not take iodine on your own — ask your endocrinologist if unsure.',
    },
    source: {
      ref: 'Garber JR et al. AACE/ATA Clinical Practice Guidelines for Hypothyroidism in Adults. Thyroid 2012;22:1200–1235 (iodine or kelp supplements should not be used to treat hypothyroidism in iodine-sufficient areas); NIH ODS Iodine Fact Sheet for Health Professionals, "Health Risks from Excessive Iodine" (kelp)',
      url: 'https://ods.od.nih.gov/factsheets/Iodine-HealthProfessional/',
    },
  },
  {
    id: 'hyperthyroid-iodine-dose',
    nutrients: ['iodine'],
    // Graves' disease or another overactive thyroid treated with methimazole, carbimazole or PTU.
    applies: (p) =>
      onAntithyroid(p) && !PREGNANT.has(p.profile.lifeStage ?? 'none') && p.profile.lifeStage !== 'lactating',
    effect: 'no_self_dose',
    text: {
      zh: '你的甲亢正在治疗（如服用抗甲状腺药）：要限制碘，不要吃碘片、海带片或含碘的复合维生素等补碘产品，海带、紫菜等海藻类也不要多吃；国内指南建议甲亢患者限碘饮食，常常改用无碘盐，具体请按内分泌科医生说的做。',
      en: 'Your overactive thyroid is being treated (for example with an antithyroid medicine): limit iodine — no iodine or kelp tablets and no multivitamin with added iodine, and no kelp or seaweed in quantity; Chinese guidance advises an iodine-restricted diet for hyperthyroidism, often with non-iodised salt — follow your endocrinologist on the details.',
    },
    source: {
      ref: '中国甲状腺功能亢进症和其他原因所致甲状腺毒症诊治指南（中华医学会内分泌学分会等，2022）：甲亢患者限制碘摄入、必要时食用无碘盐（章节号凭记忆）; Ross DS et al. 2016 ATA guidelines for hyperthyroidism and other causes of thyrotoxicosis. Thyroid 2016;26:1343–1421',
      url: 'https://doi.org/10.1089/thy.2016.0229',
    },
  },
  {
    // Sickle cell disease or thalassaemia: no iron of one's own, whatever the food estimate says
    // (clinician review 2026-11-25 closing, E4 §1; TIF 2021; NHLBI 2014).
    id: 'haemoglobinopathy-iron',
    nutrients: ['iron'],
    applies: (p) => (p.profile.conditions ?? []).includes('haemoglobinopathy'),
    effect: 'no_self_dose',
    text: chronicRule('haemoglobinopathy.iron').text,
    source: chronicRule('haemoglobinopathy.iron').source,
  },
  {
    // Kidney disease with anaemia and no ferritin or TSAT: the plan adds no iron and the chat says the
    // same, whatever answers the question (tenth clinician review, zh P2 finding 1; KDIGO 2012 ch. 2).
    id: 'ckd-anaemia-iron',
    nutrients: ['iron'],
    applies: (p) =>
      p.findings.some(
        (f) => f.id === 'skipped:iron' && f.reasons.some((r) => r.ref === CKD_ANAEMIA_IRON_REF),
      ),
    effect: 'no_self_dose',
    text: chronicRule('kidney.anaemia-iron').text,
    source: chronicRule('kidney.anaemia-iron').source,
  },
  {
    // A low haemoglobin with no ferritin or TSAT: the plan adds no iron and the chat says the same
    // (eleventh clinician review, en P2 finding 3, en P4 finding 4; BSG 2021; NICE CKS).
    id: 'anaemia-iron-studies',
    nutrients: ['iron'],
    applies: (p) =>
      p.findings.some(
        (f) => f.id === 'skipped:iron' && f.reasons.some((r) => r.ref === ANAEMIA_IRON_STUDIES_REF),
      ),
    effect: 'no_self_dose',
    text: ANAEMIA_IRON_STUDIES_TEXT,
    source: ANAEMIA_IRON_STUDIES_SOURCE,
  },
  {
    // The same held iron when the person already takes iron their doctor prescribed: the prescription
    // stands, the plan adds none (blind answer round 53, en-072, development data: "the plan recommends
    // no iron" beside her prescribed polysaccharide iron on EPO; KDIGO 2012 rec. 2.2.1).
    id: 'prescribed-iron-anaemia',
    nutrients: ['iron'],
    applies: (p) =>
      p.findings.some(
        (f) => f.id === 'skipped:iron' && f.reasons.some((r) => r.ref.endsWith(PRESCRIBED_IRON_REF_SUFFIX)),
      ),
    effect: 'no_self_dose',
    text: PRESCRIBED_IRON_TEXT,
    source: PRESCRIBED_IRON_SOURCE,
  },
  {
    // An iron product taken but not marked prescribed: kept if a doctor advised it, checked if self-started
    // (blind answer round 54, en-067 and zh-066, development data).
    id: 'iron-taken-anaemia',
    nutrients: ['iron'],
    applies: (p) =>
      p.findings.some(
        (f) => f.id === 'skipped:iron' && f.reasons.some((r) => r.ref.endsWith(IRON_TAKEN_REF_SUFFIX)),
      ),
    effect: 'no_self_dose',
    text: IRON_TAKEN_TEXT,
    source: PRESCRIBED_IRON_SOURCE,
  },
  {
    // Folic acid in sickle cell disease is prescribed care: kept, never "cut back" (E4 §4).
    id: 'haemoglobinopathy-folate',
    nutrients: ['folate'],
    applies: (p) => (p.profile.conditions ?? []).includes('haemoglobinopathy'),
    effect: 'caution',
    text: chronicRule('haemoglobinopathy.folic-acid').text,
    source: chronicRule('haemoglobinopathy.folic-acid').source,
  },
  {
    // Fifteenth clinician review, zh P5-S2: platelets 28 and fish oil "ruled out, but the 600 mg it gives
    // is still needed: choose a replacement" — with a low count the nutrient itself is the risk.
    id: 'low-platelets-bleeding',
    nutrients: ['omega3', 'vitaminE'],
    applies: (p) =>
      (p.reportAnalysis?.markers ?? []).some(
        (m) => m.key === 'platelets' && Number.isFinite(m.value) && m.value < LOW_PLATELETS_BELOW,
      ),
    effect: 'no_self_dose',
    text: {
      zh: '你的血小板低于 50 ×10⁹/L：鱼油等Omega-3和维生素E补充剂会影响血小板功能，增加出血风险。现在不要吃含它们的补充剂，也不要换成别的含它们的产品；能不能吃、什么时候再吃，请问血液科医生。医生开的药照常服用。',
      en: 'Your platelets are below 50 ×10⁹/L: fish oil and other omega-3 supplements and vitamin E affect platelet function and add to bleeding risk. Do not take supplements with them now, and do not switch to another product that has them; ask your haematologist whether and when you may. Keep taking your prescribed medicines.',
    },
    source: LOW_PLATELETS_SOURCE,
  },
  {
    id: 'iron-overload-vitamin-c',
    nutrients: ['vitaminC'],
    applies: (p) => highFerritinOf(p.reportAnalysis?.markers) !== null,
    effect: 'no_self_dose',
    text: IRON_OVERLOAD_VITAMIN_C.text,
    source: IRON_OVERLOAD_VITAMIN_C.source,
  },
  {
    // Ninth clinician review, en P1: a calcium of 11.4 mg/dL with sarcoidosis was told "calcium
    // 1,000–1,200 mg and vitamin D 600–800 IU" (knowledge/hypercalcaemia.ts).
    id: 'hypercalcaemia-calcium-vitamin-d',
    nutrients: ['calcium', 'vitaminD'],
    applies: (p) => hypercalcaemiaOf(p.profile.conditions, p.reportAnalysis?.markers) !== null,
    effect: 'no_self_dose',
    supersedesMonitor: true,
    coveredBy: [
      'hypercalcaemia-supplements',
      'hypercalcaemia-food-sun',
      'sarcoidosis-supplements',
      'hyperparathyroidism-supplements',
    ],
    text: HYPERCALCAEMIA_NO_SELF_DOSE,
    source: HYPERCALCAEMIA_SOURCES.sfeAcute,
  },
  // Liver disease (the plan's), or heavy drinking (the plan's review said it of a vitamin A product):
  // no preformed vitamin A on one's own — the UL does not protect them (eighteenth clinician review, E4 S3).
  {
    id: 'liver-retinol',
    nutrients: ['vitaminA'],
    // Not with cystic fibrosis or pancreatic enzymes: their A, D, E and K are prescribed because fat is not absorbed
    // (forty-sixth clinician review, en S3: "my CF team has me on AquADEKs — should I stop them?").
    applies: (p) =>
      !onPancreaticCare(p.profile.medicines ?? []) &&
      (hasLiverDisease(p.profile.conditions) ||
        (p.productReviews ?? []).some((r) =>
          r.issues.some((x) => x === LIVER_RETINOL_REVIEW.avoid.zh || x === LIVER_RETINOL_REVIEW.avoid.en),
        )),
    effect: 'no_self_dose',
    supersedesMonitor: true,
    text: LIVER_RULES.retinol.text,
    source: LIVER_RULES.retinol.source,
  },
  {
    id: 'pregnancy-retinol',
    nutrients: ['vitaminA'],
    applies: (p) => PREGNANT.has(p.profile.lifeStage ?? 'none'),
    effect: 'caution',
    text: {
      zh: '你在孕期：大剂量视黄醇（预先形成的维生素A，如鱼肝油、部分复合维生素）可致胎儿畸形，孕期不要服用维生素A补充剂，合计不超过上限；维生素A从食物（含β-胡萝卜素的蔬果）获取即可，动物肝脏每周不超过一次。',
      en: 'You are pregnant: high doses of retinol (preformed vitamin A, e.g. cod liver oil and some multivitamins) can cause birth defects. Do not take vitamin A supplements in pregnancy and stay under the upper limit; get vitamin A from food (beta-carotene in fruit and vegetables) and eat liver no more than once a week.',
    },
    source: {
      ref: 'NIH ODS Vitamin A Fact Sheet for Health Professionals, "Health Risks from Excessive Vitamin A" (teratogenicity); WHO recommendations on antenatal care (2016), B.1.2: vitamin A supplementation not recommended for routine use; Chinese DRIs 2023: vitamin A UL 3000 µg RAE',
      url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
    },
  },
];

/**
 * An overactive thyroid under treatment: the plan lists methimazole, carbimazole or propylthiouracil,
 * or the condition `hyperthyroid` is ticked (never the hypothyroid iodine rule then).
 */
function onAntithyroid(p: PlanDocument): boolean {
  return (p.profile.medicines ?? []).some((m) => ANTITHYROID.has(m)) || hasHyperthyroid(p.profile.conditions);
}

export function conditionRulesFor(plan: PlanDocument | null, n: NutrientKey): ConditionDoseRule[] {
  if (!plan) return [];
  return CONDITION_DOSE_RULES.filter((r) => r.nutrients.includes(n) && r.applies(plan));
}

export function supervisedLine(
  n: NutrientKey,
  r: Recommendation,
  ul: number | null,
  l: Locale,
  current = 0,
): string {
  // The plan's dose is what is added to the current supplements: the headline says the day's total,
  // the one number of the plan's card (fifth clinician review of 2026-11-25, en P4: "Your dose: 45 mg"
  // beside the card's 72 mg in all).
  const total = current > 0 ? r.dose + current : r.dose;
  const above = ul !== null && total > ul;
  const weeks = r.retestWeeks ? `${fmt(r.retestWeeks.min)}–${fmt(r.retestWeeks.max)}` : '';
  const parts =
    current > 0
      ? L(
          l,
          `（现在的补充剂每天已给 ${doseText(n, current, r.unit)}，再加 ${doseText(n, r.dose, r.unit)}）`,
          ` (the ${doseText(n, current, r.unit)} your supplements give now plus ${doseText(n, r.dose, r.unit)} more)`,
        )
      : '';
  return L(
    l,
    `**你的剂量：${nutrientName(n, l)}每天合计 ${doseText(n, total, r.unit)}${parts}——这是针对化验结果的治疗剂量，须在医生监督下服用**${r.see ? `（请找${r.see}）` : ''}${weeks ? `，${weeks}周后复查` : ''}。${above ? '它有意高于日常自行补充的上限（UL），' : ''}疗程结束后不要自行继续。`,
    `**Your dose: ${doseText(n, total, r.unit)} of ${nutrientName(n, l)} a day in all${parts} — a treatment dose for your lab result, to be taken under medical supervision**${r.see ? ` (see ${r.see})` : ''}${weeks ? `; re-test in ${weeks} weeks` : ''}.${above ? ' It is above the everyday self-supplementation upper limit (UL) on purpose.' : ''} Do not continue it past the course your doctor sets.`,
  );
}

/**
 * After bariatric surgery vitamin D, B12, iron and thiamine are the surgical team's lifelong doses
 * (ASMBS 2019, the plan's bariatric-surgery finding): the chat says those, never "food first" or
 * "no need" beside the finding's figures.
 */
export function bariatricTeamLine(plan: PlanDocument, n: NutrientKey, l: Locale): string | null {
  if (!(plan.profile.conditions ?? []).includes('bariatric_surgery')) return null;
  const b = BARIATRIC;
  const dose: Partial<Record<NutrientKey, Bilingual>> = {
    thiamin: { zh: `每天至少 ${b.thiamineMinMg} 毫克`, en: `at least ${b.thiamineMinMg} mg a day` },
    vitaminB12: {
      zh: `口服每天 ${b.vitaminB12Ug.min}–${b.vitaminB12Ug.max} 微克`,
      en: `${b.vitaminB12Ug.min}–${b.vitaminB12Ug.max} µg by mouth a day`,
    },
    vitaminD: {
      zh: `维生素D3 每天 ${b.vitaminD3Iu} IU（按血25-羟维生素D调整到 ${b.vitaminD25OhTargetNgMl} ng/mL 以上）`,
      en: `${b.vitaminD3Iu} IU of vitamin D3 a day (adjusted until blood 25(OH)D is above ${b.vitaminD25OhTargetNgMl} ng/mL)`,
    },
    iron: {
      zh: `每天 ${b.ironMg.min}–${b.ironMg.max} 毫克（按手术方式和是否来月经由团队定）`,
      en: `${b.ironMg.min}–${b.ironMg.max} mg a day (set by your team by the operation and whether you menstruate)`,
    },
  };
  const d = dose[n];
  if (!d || !(b.teamNutrients as readonly string[]).includes(n)) return null;
  const name = nutrientName(n, l);
  return L(
    l,
    `**减重手术后，${name}需要终身补充：${d.zh}**，按手术团队的处方服用（ASMBS 2019；见方案中“减重手术后”一条）。只靠饮食达不到，请不要自行停用；如果反复呕吐、吃不下东西，请立即联系手术团队。`,
    `**After bariatric surgery ${name} is lifelong: ${d.en}**, as your surgical team prescribes (ASMBS 2019; see the bariatric-surgery note in your plan). Food alone does not cover it, so do not stop it on your own; if you vomit repeatedly or cannot keep food down, contact your surgical team now.`,
  );
}

/**
 * Eating little or getting thin, said in this message or the one before: the plan's food estimate comes from the
 * questionnaire's usual meals, not from what the person eats now (blind answer round 44, en-046, unsafe: "your diet
 * gives about 49 g a day, which meets your 45 g target" to a woman of 74 living on plain congee).
 */
function eatingLittleSaid(ctx: Ctx): boolean {
  return EATING_LITTLE_SAID.test(`${ctx.norm}\n${normaliseQuestion(ctx.previous ?? '')}`);
}

/**
 * Cancer, underweight or a weight-gain goal in the plan: the protein target is a floor and the questionnaire's usual meals
 * may not be what is eaten — never "your diet meets it, keep to what you take now" (blind answer round 63, en-012, unsafe:
 * a man tube-fed after an oesophagectomy, albumin 31, whose doctor said nutrition was still not enough).
 */
function moreProteinWanted(plan: PlanDocument | null): boolean {
  if (!plan) return false;
  return (
    (plan.profile.conditions ?? []).includes('cancer') ||
    noDeficitReasonsOf(plan).some((r) => r === 'underweight' || r === 'weight_gain_goal')
  );
}

/** The protein target with eating little said: no "your diet already meets it". */
function eatingLittleProteinLine(v: NutrientView, food: number, l: Locale): string {
  // The amounts are formatted here (`amount`: rounding and the unit label), not by the catalogue, which writes a
  // number as `String(n)` writes it.
  return say(
    'reply.dose.proteinTargetEatingLittle',
    { target: amount(v.target, v.unit), fromFood: amount(food, v.unit) },
    l,
  );
}

/**
 * The person's dose in one or two sentences: the plan's dose, or why there is none (already covered,
 * food first). Shared by the dose answer and the "is X too much" answer.
 */
/** The Endocrine Society's repletion guideline, cited where a deficient person's dose above the UL is kept. */
const ES_2011_REPLETION =
  'Holick MF et al. Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911 (deficiency < 20 ng/mL; adults 6,000 IU/day or 50,000 IU/week for 8 weeks; malabsorption 2–3 times more; UL 10,000 IU/day for adults at risk)';

/**
 * Vitamin D supplements above the UL and within a daily repletion dose (10,000 IU), with the plan's
 * 25-OH D below 50 nmol/L (20 ng/mL): the doctor's treatment dose, not cut to the UL.
 */
/** The vitamin D product the plan's review holds as taken once a week or a month, with its strength per dose. */
function vitaminDCourseIn(plan: PlanDocument | null): { perDoseIu: number; every: SupplementCourse } | null {
  for (const r of plan?.productReviews ?? []) {
    const every = courseOf(r.dose?.every);
    const ug = r.amounts?.find((a) => a.nutrient === 'vitaminD')?.amount;
    if (every && ug !== undefined && ug > SMALL_DAILY_VITAMIN_D_UG)
      return { perDoseIu: ug * SUPPLEMENT_PERIOD_DAYS[every] * VITAMIN_D_IU_PER_UG, every };
  }
  return null;
}

function deficientVitaminDAboveUl(plan: PlanDocument | null, v: NutrientView): boolean {
  const supp = v.fromSupplements ?? 0;
  return (
    plan !== null &&
    supp > 0 &&
    v.ul !== null &&
    supp + foodTheUlCounts(v) > v.ul + 1e-9 &&
    supp <= VITAMIN_D_REPLETION_MAX_UG + 1e-9 &&
    (plan.reportAnalysis?.markers ?? []).some(
      (m) => m.key === 'vitaminD25OH' && m.unit === 'nmol/L' && m.value < LOW_VITAMIN_D_NMOL,
    )
  );
}

export function personalDoseLines(ctx: Ctx, n: NutrientKey, v: NutrientView): string[] {
  const l = ctx.locale;
  const plan = ctx.plan;
  const name = nutrientName(n, l);
  if (!plan) return [];
  // A count said in the chat ("我每天喝3勺蛋白粉") outranks the stored one (stated-servings.ts; sixteenth
  // clinician review, zh P4-S1).
  const statedLines = statedServingsLines(ctx, n, v, v.fromSupplements ?? 0);
  if (statedLines.length > 0) return statedLines;
  // Protein or potassium the kidney team (or PKU's metabolic team) manages: the plan's own figure is
  // said by targetLine, never "target 58 g … close the gap with food" from the population table (blind
  // answer round 13, en-086).
  if (v.managedBy) return [];
  // On a medicine that keeps potassium, targetLine says it: no food gap to close.
  if (n === 'potassium' && potassiumHeldLine(ctx)) return [];
  const rec = plan.recommendations.find((r) => r.nutrient === n);
  const food = v.fromFood ?? 0;
  const supp = v.fromSupplements ?? 0;
  const lines: string[] = [];
  const team = bariatricTeamLine(plan, n, l);
  // A deficiency the chat suspects is tested first; the plan's everyday dose is not its treatment.
  const suspected = rec?.supervised || team ? null : suspectedOf(ctx, n);
  if (suspected) return [suspected.text];
  // Severe hypomagnesaemia in the plan (< 0.5 mmol/L): the doctor treats it today, never a top-up.
  const mg =
    n === 'magnesium' ? plan.reportAnalysis?.markers.find((m) => m.key === 'serumMagnesium') : undefined;
  if (!rec && mg && mg.unit === 'mmol/L' && mg.value < MAGNESIUM_SEVERE_BELOW) {
    lines.push(
      L(
        l,
        `**你的化验血镁 ${mg.value} mmol/L，严重偏低：请今天就医（复查血镁、血钾、血钙并做心电图），由医生治疗，常需静脉补镁；方案不推荐自己加量吃镁片来补。** 已经在吃的镁补充剂请带给医生看，按医生的安排服用。`,
        `**Your magnesium of ${mg.value} mmol/L is severely low: see a doctor today (repeat magnesium, potassium and calcium, and an ECG); the doctor treats it, often with intravenous magnesium, and the plan does not suggest taking more magnesium tablets yourself.** Show the doctor any magnesium you already take and take it only as they direct.`,
      ),
    );
    return lines;
  }
  // Ferritin above the range (iron overload or inflammation): no iron, a multivitamin with iron
  // included, never "keep to what you take now" (clinician review 2026-11-25 closing, E4).
  const ferritin = n === 'iron' ? highFerritinOf(plan.reportAnalysis?.markers) : null;
  if (ferritin !== null) {
    lines.push(
      L(
        l,
        `**你的化验铁蛋白 ${fmt(ferritin)} µg/L，高于正常范围。** ${ironOverloadText(ferritin).zh}${supp > 0 ? `你现在的补充剂里每天含铁 ${doseText(n, supp, v.unit)}：请停用含铁的产品，并带给医生看。` : ''}`,
        `**Your ferritin of ${fmt(ferritin)} µg/L is above the range.** ${ironOverloadText(ferritin).en}${supp > 0 ? ` What you take now gives ${doseText(n, supp, v.unit)} of iron a day: stop the products with iron and show them to your doctor.` : ''}`,
      ),
    );
    return lines;
  }
  // Iron-deficiency anaemia in a man or a woman past the menopause: the cause is looked for in the gut
  // (BSG 2021; twelfth clinician review, zh P4 #1: "要补多少铁" answered with no word of it).
  const gut =
    n === 'iron' &&
    referralGroupFor(plan.profile) === 'gi' &&
    plan.reportAnalysis?.markers.some((m) => m.key === 'ferritin' && m.flag === 'low') === true
      ? pick(IRON_DEFICIENCY_WITH_ANAEMIA.meaningGut, l)
      : null;
  if (gut && (rec?.supervised || (!rec && supp > 0 && supervisedIn(plan, n)))) lines.push(gut);
  if (rec?.supervised) {
    lines.push(supervisedLine(n, rec, v.ul, l, supp));
  } else if (team) {
    lines.push(team);
  } else if (!rec && supp > 0 && supervisedIn(plan, n)) {
    // What she takes already is the supervised treatment of a lab-proven deficiency (the plan adds
    // nothing): within the guideline range it is kept as her doctor directs, above it the doctor
    // confirms the total — the review says the same (clinician review 2026-11-25 closing, §7).
    const ceiling = treatmentCeiling(plan, n);
    const min = TREATMENT_RULES.find((r) => r.nutrient === n)?.range.min;
    // One figure when the guideline gives one (folic acid 5 mg), in the unit's printed form, and none beside
    // a dose under it: "1,400 µg, a treatment dose (the guideline range is 5000–5000 ug)" contradicted
    // itself (blind answer round 35, zh-041 and en-043, development data).
    const below = min !== undefined && supp < min - 1e-9;
    const range =
      ceiling === null || below
        ? null
        : min !== undefined && min < ceiling - 1e-9
          ? `${fmt(min)}–${amount(ceiling, v.unit)}`
          : min !== undefined
            ? amount(ceiling, v.unit)
            : `≤ ${amount(ceiling, v.unit)}`;
    // A weekly or monthly vitamin D course: the course, never "above the range" for its daily average (en S8).
    const course = n === 'vitaminD' ? vitaminDCourseIn(plan) : null;
    if (course) lines.push(vitaminDCourseText(course.perDoseIu, course.every, l));
    else
      lines.push(
        ceiling !== null && supp > ceiling + 1e-9
          ? L(
              l,
              `**你正在吃的补充剂每天提供${name} ${doseText(n, supp, v.unit)}，高于化验证实缺乏时的指南治疗范围（每天 ${range}）**：剂量更高不会补得更快，副作用却更多——请和医生确认每天的总量，不要再加。`,
              `**What you take gives ${doseText(n, supp, v.unit)} of ${name} a day, above the guideline treatment range for your lab-proven deficiency (${range} a day)**: a higher dose does not replete faster and causes more side effects — ask your doctor to confirm the daily total, and do not add more.`,
            )
          : L(
              l,
              `**你正在吃的补充剂每天提供${name} ${doseText(n, supp, v.unit)}，属于化验证实缺乏时的治疗剂量**${range ? `（指南范围每天 ${range}）` : ''}：请在医生指导下继续服用，并按方案时间复查；自行补充的可耐受最高摄入量不适用于医生监督下的治疗。`,
              `**What you take gives ${doseText(n, supp, v.unit)} of ${name} a day, a treatment dose for your lab-proven deficiency**${range ? ` (the guideline range is ${range} a day)` : ''}: keep taking it as your doctor directs and re-test when the plan says; the upper limit for self-supplementation does not apply to supervised treatment.`,
            ),
      );
  } else if (rec) {
    lines.push(
      L(
        l,
        `**按你的方案：${planDoseSaid(rec, supp, l, (x) => doseText(n, x, rec.unit))}**（${personalTiming(rec.timing, ctx)}）。`,
        `**Your plan's dose: ${planDoseSaid(rec, supp, l, (x) => doseText(n, x, rec.unit))}** (${personalTiming(rec.timing, ctx)}).`,
      ),
    );
  } else if (
    n === 'iron' &&
    supp > 0 &&
    v.ul !== null &&
    supp + food > v.ul &&
    supp <= WHO_ANTENATAL_IRON_MAX_MG + 1e-9 &&
    PREGNANT.has(plan.profile.lifeStage ?? 'none')
  ) {
    // A prenatal's 60 mg beside "the UL is 42 mg" read as a breach (answer round 5, zh-035): in
    // pregnancy the WHO antenatal supplement is 30–60 mg, and more is the obstetrician's.
    lines.push(
      L(
        l,
        `**你正在吃的补充剂每天提供铁 ${doseText(n, supp, v.unit)}，在世界卫生组织孕期保健建议（2016）的补铁量（每天 30–60 mg）以内**：日常的可耐受最高摄入量（${amount(v.ul, v.unit)}）不用来限制孕期按建议补的铁。不要自己再加一种含铁产品；化验提示贫血或铁蛋白低时，要不要加量由产科医生决定。`,
        `**What you take gives ${doseText(n, supp, v.unit)} of iron a day, within the WHO antenatal care recommendation (2016) of 30–60 mg a day**: the everyday upper limit (${amount(v.ul, v.unit)}) is not used to cap the iron advised in pregnancy. Do not add another iron product yourself; if tests show anaemia or a low ferritin, your obstetrician decides whether you need more.`,
      ),
    );
  } else if (
    n === 'iron' &&
    supp > 0 &&
    v.ul !== null &&
    supp + foodTheUlCounts(v) > v.ul + 1e-9 &&
    supp <= ONE_IRON_TABLET_MAX_MG + 1e-9 &&
    lowFerritinOf(plan) !== null &&
    !(plan.profile.conditions ?? []).includes('haemoglobinopathy')
  ) {
    // A ferritin below its range on the plan: a prenatal's 60 mg is not cut to the everyday UL, which is set for
    // healthy people who are not short of iron (answer round 55, en-059 and zh-025, unsafe: a woman trying to
    // conceive with a ferritin of 18 told to cut Elevit's iron to 33 mg).
    const ferritin = lowFerritinOf(plan)!;
    lines.push(
      L(
        l,
        `**你正在吃的补充剂每天提供铁 ${doseText(n, supp, v.unit)}，高于日常可耐受最高摄入量 ${amount(v.ul, v.unit)}；但你的铁蛋白偏低（${ferritin} µg/L），这个量用来补铁是合适的：不要自己按上限减，也不用再另加一种铁片。** 可耐受最高摄入量是给不缺铁的健康人定的，不用来限制补铁。把现在吃的量告诉医生，约2–3个月后复查铁蛋白和血红蛋白；吃铁前后2小时不喝茶、咖啡、牛奶，不吃钙片。`,
        `**What you take gives ${doseText(n, supp, v.unit)} of iron a day, above the everyday upper limit of ${amount(v.ul, v.unit)} — but your ferritin is low (${ferritin} µg/L), so this amount is a reasonable way to build your iron back up: do not cut it to the upper limit yourself, and there is no need for a separate iron tablet on top.** The upper limit is set for healthy people who are not short of iron and does not cap iron taken to replete it. Tell your doctor what you take, and recheck ferritin and haemoglobin in about 2–3 months; keep tea, coffee, milk and calcium tablets 2 hours away from the iron.`,
      ) + sourceLine(LOW_FERRITIN_IRON_REF, l),
    );
  } else if (supp > 0 && avoidedProductsWith(plan, n).length > 0) {
    // A product the review rules out still counted as "keep to what you take" would keep it, or drop
    // its folic acid with it (clinician review 2026-11-25 late, Z4 §1/§Q5).
    const avoided = avoidedProductsWith(plan, n);
    const names = avoided.map((r) => r.name).join(L(l, '、', ', '));
    const fromAvoided = avoided.reduce(
      (sum, r) => sum + (r.amounts?.find((a) => a.nutrient === n)?.amount ?? 0),
      0,
    );
    const rest = Math.max(0, supp - fromAvoided);
    const restTotal = rest + foodTheUlCounts(v);
    // Still above the UL without it, or enough without it: never "still needed, replace it" (clinician
    // review 2026-11-25 fourth, en P1: 50 mg zinc above the UL was told to replace the multivitamin's 11 mg).
    lines.push(
      v.ul !== null && restTotal > v.ul + 1e-9
        ? L(
            l,
            `**方案的补充剂评估建议不要再吃${names}（原因见评估）。不吃它，你其他补充剂每天仍提供${name} ${doseText(n, rest, v.unit)}，${v.ulScope === 'total' ? `加上饮食约 ${amount(food, v.unit)}，` : ''}仍超过可耐受最高摄入量（UL）${amount(v.ul, v.unit)}：不需要替换它，反而要减少现在的${name}补充剂，请和医生或药师商量怎么减。**`,
            `**The review of your supplements rules out ${names} (see the review for why). Without it your other supplements still give ${doseText(n, rest, v.unit)} of ${name} a day${v.ulScope === 'total' ? ` and your diet about ${amount(food, v.unit)}` : ''}, above the upper limit (UL) of ${amount(v.ul, v.unit)}: it needs no replacement — instead take less ${name}; ask your doctor or pharmacist how to cut down.**`,
          )
        : n === 'folate' && folicAcidNeeded(plan) && rest < FOLIC_ACID_UG
          ? // Food folate never stands in for the folic acid tablet before conception and in early pregnancy
            // (nineteenth clinician review, en S3: the iodine-containing prenatal ruled out, "your diet meets
            // 400 µg: no replacement is needed" to a woman trying to conceive).
            L(
              l,
              `**方案的补充剂评估建议不要再吃${names}（原因见评估），但它里面的叶酸仍然需要：备孕和孕早期每天要吃叶酸片400微克，食物里的叶酸不能代替它（预防宝宝神经管缺陷）。** 请换成只含叶酸的400微克叶酸片（不含碘等其他成分），从现在吃到怀孕满12周；换之前告诉你的医生。`,
              `**The review of your supplements rules out ${names} (see the review for why), but its folic acid is still needed: before conception and in early pregnancy take a 400 µg folic acid tablet every day — folate from food does not replace it (it prevents neural tube defects).** Switch to a plain folic acid 400 µg tablet (with nothing else in it, such as iodine) and keep taking it until 12 weeks of pregnancy; tell your doctor about the switch.`,
            )
          : rest + food >= v.target || ruledOutByMedicine(plan, n)
            ? ruledOutByMedicine(plan, n)
              ? L(
                  l,
                  `**方案的补充剂评估已经把${names}排除（原因见评估）：它和你的药相互作用，换成别的含${name}的补充剂也是一样，所以不用找替代品，除非开药医生另有安排。** 每天的${name}从饮食里来（目标 ${amount(v.target, v.unit)}，现在饮食约 ${amount(food, v.unit)}）。`,
                  `**The review of your supplements rules out ${names} (see the review for why): it is not safe with your medicine, so do not switch to another product with ${name} unless your prescriber agrees.** Your ${name} comes from food (target ${amount(v.target, v.unit)}; your diet gives about ${amount(food, v.unit)}).`,
                )
              : L(
                  l,
                  `**方案的补充剂评估建议不要再吃${names}（原因见评估）。不吃它，其他补充剂每天提供${name} ${doseText(n, rest, v.unit)}，加上饮食约 ${amount(food, v.unit)}，已经够每日目标 ${amount(v.target, v.unit)}，不需要另找含${name}的产品。**`,
                  `**The review of your supplements rules out ${names} (see the review for why). Without it your other supplements give ${doseText(n, rest, v.unit)} of ${name} and your diet about ${amount(food, v.unit)}, which meets your ${amount(v.target, v.unit)} target: no replacement with ${name} is needed.**`,
                )
            : L(
                l,
                `**你正在吃的${names}，方案的补充剂评估建议不要再吃（原因见评估）；不吃它，每天还差${name}约 ${doseText(n, Math.min(fromAvoided, v.target - rest - food), v.unit)}。** 不吃它以后，其他补充剂提供 ${doseText(n, rest, v.unit)}，加上饮食约 ${amount(food, v.unit)}，每日目标 ${amount(v.target, v.unit)}：换用的产品含这么多${name}就够，先和医生确认。`,
                `**The review of your supplements rules out ${names} (see the review for why); without it you are about ${doseText(n, Math.min(fromAvoided, v.target - rest - food), v.unit)} of ${name} a day short.** Without it your other supplements give ${doseText(n, rest, v.unit)} and your diet about ${amount(food, v.unit)}, against a ${amount(v.target, v.unit)} target: a replacement with that much ${name} is enough — check it with your doctor first.`,
              ),
    );
  } else if (
    supp > 0 &&
    v.ul !== null &&
    supp + foodTheUlCounts(v) > v.ul + 1e-9 &&
    (prescribedAmountIn(plan, n) > 0 || PRESCRIBED_SUPPLEMENT_SAID.test(ctx.norm))
  ) {
    // Above the UL because of what the doctor prescribed: kept as prescribed, never cut to the UL
    // (fifteenth clinician review, en P5 serious #1: prescribed ferrous fumarate told "at most 31 mg").
    // Said prescribed in the message but not marked so: what they take is the prescription ("其中医生开的 0 µg" never).
    lines.push(prescribedKeepLine(n, supp, prescribedAmountIn(plan, n) || supp, v, l));
  } else if (
    supp > 0 &&
    v.ul !== null &&
    supp + foodTheUlCounts(v) > v.ul + 1e-9 &&
    n !== 'vitaminD' &&
    rxDoseAmountIn(plan, n) > 0
  ) {
    lines.push(rxDoseLine(n, supp + foodTheUlCounts(v), v, l));
  } else if (n === 'vitaminD' && v.ul !== null && deficientVitaminDAboveUl(plan, v)) {
    // A 25-OH D below 50 nmol/L (20 ng/mL) on the plan's labs: up to 10,000 IU a day is a repletion dose
    // the doctor sets (Endocrine Society 2011), never "at most 95 µg" (blind answer round 25 en-144: 5,000 IU
    // at 12 ng/mL with Crohn's told to cut down), as iron's lab-proven deficiency is not cut to the UL.
    lines.push(
      L(
        l,
        `**你正在吃的补充剂每天提供维生素D ${doseText(n, supp, v.unit)}，超过日常上限 ${amount(v.ul, v.unit)}；但你的化验显示维生素D缺乏，这个量可以是治疗剂量，由医生定，不要自己按上限减。** 美国内分泌学会指南（2011）：缺乏的成人每天6000国际单位（或每周50000国际单位）连用8周，吸收不好时常需要2–3倍；治疗中每天不超过10000国际单位。把现在吃的量告诉医生，约3个月（8–12周）后复查25-羟基维生素D和血钙。`,
        `**What you take gives ${doseText(n, supp, v.unit)} of vitamin D a day, above the everyday upper limit of ${amount(v.ul, v.unit)} — but your blood test shows a deficiency, so this can be a treatment dose: your doctor sets it; do not cut it to the upper limit yourself.** The Endocrine Society guideline (2011) gives deficient adults 6,000 IU a day (or 50,000 IU a week) for 8 weeks, often 2–3 times more with malabsorption, and no more than 10,000 IU a day under treatment. Tell your doctor what you take, and recheck 25-OH vitamin D and calcium after about 3 months (8–12 weeks).`,
      ),
    );
  } else if (supp > 0 && v.ul !== null && supp + foodTheUlCounts(v) > v.ul + 1e-9) {
    // Above the UL: never "keep to what you take now" (clinician review 2026-11-25, products §5).
    const left = Math.max(0, v.ul - foodTheUlCounts(v));
    const room = doseText(n, left >= 100 ? Math.floor(left / 10) * 10 : Math.floor(left), v.unit);
    lines.push(
      L(
        l,
        `**你正在吃的补充剂每天提供${name} ${doseText(n, supp, v.unit)}${v.ulScope === 'total' ? `，加上饮食约 ${amount(food, v.unit)}` : ''}，超过了可耐受最高摄入量 ${amount(v.ul, v.unit)}**：不要保持现在的量，补充剂每天最多 ${room}；医生开的请先问开药医生，其余的请和医生或药师商量怎么减。`,
        `**What you take gives ${doseText(n, supp, v.unit)} of ${name} a day${v.ulScope === 'total' ? ` and your diet about ${amount(food, v.unit)}` : ''}, above the upper limit of ${amount(v.ul, v.unit)}**: do not keep to this amount — supplements should give at most ${room} a day; ask the prescriber about anything prescribed, and your doctor or pharmacist how to cut down the rest.`,
      ),
    );
  } else if (uncountedWith(plan, n).length > 0) {
    // A product of unknown strength holds this nutrient: "0 mg from supplements … close the gap with
    // food" would hide it (twelfth clinician review, zh cross-cutting #1: six 钙尔奇 a day answered so).
    const names = uncountedWith(plan, n)
      .map((x) => L(l, `「${x}」`, `"${x}"`))
      .join(L(l, '、', ', '));
    lines.push(
      L(
        l,
        `**你在吃的${names}每片（粒）含多少${name}不知道，没有算进去**：请在方案的补充剂里填上包装上每片的含量，或从列表里选中这个产品，方案才能核对你每天一共吃了多少、有没有超过上限；在那之前不要再加含${name}的产品。${supp > 0 ? `其余补充剂每天提供 ${doseText(n, supp, v.unit)}。` : ''}`,
        `**How much ${name} one tablet of ${names} holds is not known, so it is not counted**: enter the amount per tablet from the label in your plan's supplements, or pick the product from the list, so the plan can check your daily total against the upper limit; until then add no other product with ${name}.${supp > 0 ? ` Your other supplements give ${doseText(n, supp, v.unit)} a day.` : ''}`,
      ),
    );
  } else if (supp > 0 && companionAbove(ctx, n, supp)) {
    // A guideline's prescription dose with one of her medicines (folic acid 5 mg on carbamazepine before a
    // pregnancy) above what she takes: never "keep to what you take now" before the companion line says
    // 5 mg (blind answer round 31, en-025, unsafe).
    const c = prescribedCompanionDose(ctx, n)!;
    lines.push(
      L(
        l,
        `**你现在吃的补充剂每天提供${name} ${doseText(n, supp, v.unit)}，低于和你的药一起时指南定的每天 ${doseText(n, c.max, v.unit)}：** 请让开药医生开这个剂量；在那之前现在吃的不要停。`,
        `**What you take gives ${doseText(n, supp, v.unit)} of ${name} a day — less than the ${doseText(n, c.max, v.unit)} a day the guideline sets with your medicine:** ask your prescriber for that dose, and keep taking what you have until then.`,
      ),
    );
  } else if (n === 'protein' && eatingLittleSaid(ctx)) {
    lines.push(eatingLittleProteinLine(v, food, l));
  } else if (n === 'protein' && moreProteinWanted(ctx.plan)) {
    lines.push(
      say(
        'reply.dose.proteinTargetMoreWanted',
        { target: amount(v.target, v.unit), fromFood: amount(food, v.unit) },
        l,
      ),
    );
  } else if (supp > 0) {
    lines.push(
      food + supp >= v.target
        ? L(
            l,
            `**你的方案不需要再加${name}**：你正在吃的补充剂提供 ${doseText(n, supp, v.unit)}，加上饮食约 ${amount(food, v.unit)}，已经达到每日目标 ${amount(v.target, v.unit)}，保持现在的量即可。`,
            `**Your plan adds no more ${name}**: the supplement you take gives ${doseText(n, supp, v.unit)} and your diet about ${amount(food, v.unit)}, which meets your ${amount(v.target, v.unit)} target; keep to what you take now.`,
          )
        : L(
            l,
            `**你的方案没有再加${name}补充剂**：你正在吃的补充剂提供 ${doseText(n, supp, v.unit)}，加上饮食约 ${amount(food, v.unit)}；其余建议从食物补足。`,
            `**Your plan adds no further ${name} supplement**: you take ${doseText(n, supp, v.unit)} and your diet gives about ${amount(food, v.unit)}; the plan covers the rest with food.`,
          ),
    );
  } else if (plan?.findings.some((f) => f.id === `skipped:${n}`)) {
    // The plan holds this nutrient back for a reason (a low ferritin on a blood thinner: "see your doctor within a
    // week; iron only as they prescribe"): that reason leads, never "close the gap with food first" (blind answer
    // round 65, en-062, development data once recorded).
    const held = plan.findings.find((f) => f.id === `skipped:${n}`)!.text;
    lines.push(
      L(
        l,
        `**你的方案：${held.replace(/[。.]$/, '')}。** 饮食每天约提供${name} ${amount(food, v.unit)}（目标 ${amount(v.target, v.unit)}）。`,
        `**Your plan: ${held.replace(/[.。]$/, '')}.** Your diet gives about ${amount(food, v.unit)} of ${name} a day (target ${amount(v.target, v.unit)}).`,
      ),
    );
  } else {
    lines.push(
      food >= v.target
        ? L(
            l,
            `**你的方案不需要补充${name}**：饮食每天约提供 ${amount(food, v.unit)}，已达到目标 ${amount(v.target, v.unit)}。`,
            `**Your plan needs no ${name} supplement**: your diet gives about ${amount(food, v.unit)} a day, which meets your ${amount(v.target, v.unit)} target.`,
          )
        : L(
            l,
            `**你的方案没有推荐${name}补充剂**：饮食每天约提供 ${amount(food, v.unit)}（目标 ${amount(v.target, v.unit)}），建议先从食物补足；如果想用补充剂，请先让方案或医生评估。`,
            `**Your plan does not recommend a ${name} supplement**: your diet gives about ${amount(food, v.unit)} a day (target ${amount(v.target, v.unit)}); close the gap with food first, and have your plan or doctor check before adding a supplement.`,
          ),
    );
  }
  if (v.ul !== null && rec && !rec.supervised) {
    const total = rec.dose + supp + foodTheUlCounts(v);
    lines.push(
      total <= v.ul
        ? L(
            l,
            `连同饮食和你已经在吃的补充剂，合计约 ${amount(total, v.unit)}，在上限（UL）${amount(v.ul, v.unit)} 以内。`,
            `With your diet and the supplements you already take, that is about ${amount(total, v.unit)} in total, within the UL of ${amount(v.ul, v.unit)}.`,
          )
        : L(
            l,
            `注意：连同你已经在吃的补充剂会超过上限（UL）${amount(v.ul, v.unit)}，请把现有补充剂算进去，不要叠加。`,
            `Note: added to the supplements you already take this would go over the UL of ${amount(v.ul, v.unit)}; count what you already take and do not stack them.`,
          ),
    );
  }
  return lines;
}

/** A deficiency suspected in this message or the one before (intents/suspected-deficiency.ts). */
function suspectedOf(ctx: Ctx, n: NutrientKey): SuspectedDeficiency | null {
  return suspectedDeficiency(
    {
      text: ctx.text,
      plan: ctx.plan,
      medicines: ctx.medicines,
      locale: ctx.locale,
      ...(ctx.previous ? { previous: ctx.previous } : {}),
    },
    n,
  );
}

/** The person's products the plan's review rules out (`avoid`) that give some of this nutrient. */
function avoidedProductsWith(plan: PlanDocument, n: NutrientKey): PlanDocument['productReviews'] {
  return plan.productReviews.filter(
    (r) => r.verdict === 'avoid' && (r.amounts ?? []).some((a) => a.nutrient === n && a.amount > 0),
  );
}

/** A dose the user names in the question, judged by its period and limit (intents/stated-dose.ts). */
function statedLine(ctx: Ctx, n: NutrientKey, v: NutrientView): StatedVerdict | null {
  const s = findStatedAmounts(ctx.text).find((a) => a.nutrient === n);
  if (!s) return null;
  const supervised = ctx.plan?.recommendations.find((r) => r.nutrient === n && r.supervised);
  if (supervised && s.amount <= supervised.dose) return null;
  return statedVerdict(s, v, ctx);
}

const FORM_ASKED =
  /换成|改成|换用|换个|换一种|哪种|哪个牌子|什么钙|啥钙|柠檬酸钙|枸橼酸钙|碳酸钙|\bswitch\w*\b|\bchange (it |them |my \w+ )?(to|over)\b|\bwhich (kind|type|form|one|brand)\b|\bwhich [a-z0-9-]+ (is|would be|works) (best|better)\b|\bcitrate\b|\bcarbonate\b/;
/** The plan's switch of form for this nutrient, when the question asks which form or to switch. */
function formSwitchAsked(ctx: Ctx, n: NutrientKey) {
  const r = readQuestion(ctx.text, ctx.previous);
  if (!r.kinds.has('x_or_y') && !r.kinds.has('form') && !FORM_ASKED.test(ctx.norm)) return undefined;
  return ctx.plan?.findings.find((f) => f.id === `form-switch:${n}`);
}

export function howMuch(ctx: Ctx): Draft {
  const l = ctx.locale;
  const n = ctx.nutrients[0];
  if (!n) {
    const keys: NutrientKey[] = ['vitaminD', 'calcium', 'iron', 'folate', 'vitaminB12', 'omega3'];
    const tips = keys.map((k) => {
      const v = ctx.views.get(k)!;
      return `${nutrientName(k, l)}: ${amount(v.target, v.unit)}`;
    });
    return {
      text: `${L(l, ctx.plan ? '你的主要营养素每日目标：' : '成年人主要营养素每日推荐量（取男女中较高者）：', ctx.plan ? 'Your daily targets for key nutrients:' : 'Daily targets for key nutrients for adults (the higher of men and women):')}\n${tips.map((t) => `- ${t}`).join('\n')}${ctx.plan ? '' : `\n\n${startHint(l)}`}`,
      cards: [{ type: 'tips', title: L(l, '每日目标', 'Daily targets'), tips }],
      suggestions: suggestionsFor(ctx, [], 'vitaminD'),
    };
  }
  // A child's dose is never the adult table's nor the parent's plan (clinician review 2026-11-25 late, E1).
  const childMonths = ctx.childMonths ?? childAgeMonths(ctx.text);
  if (childMonths !== null) return childDose(ctx, n, childMonths);
  const v = ctx.views.get(n)!;
  if (n === 'protein' && dialysisContext(ctx)) return dialysisProtein(ctx);
  const warnings: Warning[] = [];
  // Dialysis said in the chat when the plan does not know it: its rules too (calcium, vitamin D).
  const said =
    ctx.saysDialysis === true && !onDialysis(ctx.plan?.profile.conditions)
      ? CONDITION_DOSE_RULES.filter((r) => r.id.startsWith('dialysis-') && r.nutrients.includes(n))
      : [];
  const rules = [...conditionRulesFor(ctx.plan, n), ...said];
  const blocked = rules.some((r) => r.effect === 'no_self_dose');
  const lines: string[] = [];
  for (const r of rules) lines.push(`**${pick(r.text, l)}**`);
  // "So should I stop the iron?" with thalassaemia: the plain yes, with what she takes (clinician
  // review 2026-11-25 late, Z1 §10).
  const ownIron = ctx.views.get(n)?.fromSupplements ?? 0;
  if (rules.some((r) => r.id === 'haemoglobinopathy-iron') && ownIron > 0)
    lines.push(
      L(
        l,
        `**你现在吃的补充剂里有铁：请先停用含铁的产品（铁剂、含铁的复合维生素），带着化验单给血液科医生看**；医生查明确实缺铁、同意补铁时，再按医生给的剂量吃。`,
        `**What you take now has iron in it: stop the products with iron (iron tablets, a multivitamin with iron) and take your results to your haematologist**; take iron again only if they find you short of it and give you a dose.`,
      ),
    );
  if (blocked) warnings.push({ kind: 'avoid_supplement', substance: n }, { kind: 'see_doctor' });
  if (rules.some((r) => r.id === 'pregnancy-retinol'))
    warnings.push({ kind: 'avoid_supplement', substance: n });
  // A supplement the person's medicine rules out or wants cleared first (fish oil on warfarin): the
  // engine's warning, and no dose of our own (pharmacist A5).
  const taboos = interactionTaboos(ctx, [n]).filter(
    (t) => t.management === 'avoid' || t.management === 'monitor',
  );
  for (const t of taboos) {
    lines.push(interactionWarning(t, l));
    const w = warningOfTaboo(t);
    if (w) warnings.push(w);
  }
  const noSupplement = rules.some((r) => r.id === 'pregnancy-retinol') || taboos.length > 0;
  const rec = ctx.plan?.recommendations.find((r) => r.nutrient === n);
  // A deficiency the chat suspects (B12 on metformin with tingling feet, anaemia said): test first and
  // the doctor's dose, never the everyday need or "no supplement, food first" (blind answer round 13).
  const suspected = blocked || rec?.supervised ? null : suspectedOf(ctx, n);
  if (suspected) {
    lines.push(suspected.text);
    return {
      text:
        lines.join('\n\n') +
        sourceLine([...rules.map((r) => r.source.ref), suspected.source.ref].join('; '), l),
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: [...warnings, { kind: 'see_doctor' }],
      notes: [
        ...rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
        { id: suspected.id, text: suspected.text },
      ],
    };
  }
  // "我那钙尔奇要换成啥钙": which form the plan switches to is the plan's own finding (on an acid
  // reducer or after bariatric surgery), said first (clinician review 30, zh M2).
  const formSwitch = blocked ? undefined : formSwitchAsked(ctx, n);
  if (formSwitch) lines.push(`**${formSwitch.text}**`);
  // Iron with a ferritin above its range: the overload lead says take none, so neither "the 18 mg you mention is within
  // the UL" nor "you need 8 mg a day" is said after it (blind answer round 57, en-004, development data: haemochromatosis
  // told to stop the iron, then that the multivitamin's 18 mg was within the UL).
  const overload =
    n === 'iron' && ctx.plan !== null && highFerritinOf(ctx.plan.reportAnalysis?.markers) !== null;
  const stated = blocked || overload ? null : statedLine(ctx, n, v);
  if (!blocked && (!noSupplement || rec) && !stated?.replacesPlanDose)
    lines.push(...personalDoseLines(ctx, n, v));
  if (stated) {
    lines.push(...stated.lines);
    // Above the limit that applies: the same warning the "too much?" answer gives (intents/too-high.ts).
    if (stated.above) warnings.push({ kind: 'reduce_dose', substance: n });
    warnings.push(...stated.warnings);
  }
  // A supervised treatment dose is the one figure: the UL beside it reads as a ceiling, and the
  // everyday need as a second dose, unless said for what it is (clinician review 2026-11-25, E5:
  // "60 mg" next to "27 mg … the UL is 45 mg").
  if (rec?.supervised && !blocked)
    lines.push(
      L(
        l,
        `日常需要量是每天${nutrientName(n, l)} ${amount(v.target, v.unit)}；上面的治疗剂量是针对你的化验结果另定的，按医生的安排吃，不按日常补充的上限来减。`,
        `The everyday need is ${amount(v.target, v.unit)} of ${nutrientName(n, l)} a day; the treatment dose above is set for your lab result — take it as your doctor arranges, not cut to the everyday upper limit.`,
      ),
    );
  if ((!rec?.supervised || blocked) && !overload)
    lines.push(
      // Potassium and protein with kidney disease: the plan's own figure (KDOQI) or none, never the
      // population target (targetLine knows `managedBy`).
      // KDIGO's 0.8 g/kg is the plan's own figure, not a general reference (forty-sixth clinician review, en S4).
      // So is the usual target where a condition moved it (cancer at G3a: 1.0–1.2 g/kg; fifty-first review, en S2).
      blocked && !v.managedBy && n === 'protein' && kidneyProteinYield(ctx.plan) !== null
        ? v.adjusted
          ? L(l, `（你的方案：${v.adjusted}。）`, `(Your plan: ${v.adjusted}.)`)
          : L(
              l,
              `（你的方案：每天约 ${amount(v.target, v.unit)}。）`,
              `(Your plan: about ${amount(v.target, v.unit)} a day.)`,
            )
        : blocked && !v.managedBy
          ? L(
              l,
              `（一般人群的参考摄入量是每天 ${amount(v.target, v.unit)}，但你的量由医生根据你的病情和化验结果决定。）`,
              `(The general reference is ${amount(v.target, v.unit)} a day, but yours is set by your doctor from your condition and blood tests.)`,
            )
          : targetLine(v, ctx),
    );
  // Low-protein kidney plan: enough energy so the lower protein does not cost muscle (KDOQI 2020).
  if (n === 'protein' && lowProteinKidneyPlan(ctx.plan)) {
    lines.push(ckdEnergyLine(ctx.plan!, l));
    const note = ckdWeightNote(ctx);
    if (note) lines.push(note);
  }
  if (
    ctx.plan &&
    !blocked &&
    v.fromFood !== null &&
    v.fromSupplements !== null &&
    uncountedWith(ctx.plan, n).length === 0 &&
    // Eating little said: the estimate from the questionnaire's meals is not what they eat (eatingLittleProteinLine).
    !(n === 'protein' && eatingLittleSaid(ctx))
  ) {
    // A product the plan could not identify may hold this nutrient too: "0 mg from your supplements" beside an eye
    // formula typed by name only read as "you take no zinc" (blind answer round 66, en-053, unsafe; development data).
    const unchecked = (ctx.plan.productReviews ?? []).filter((r) => !r.optionId).map((r) => r.name);
    const zhList = unchecked.join('、');
    const enList = unchecked.join(', ');
    lines.push(
      L(
        l,
        `按你的饮食估计，每天从食物获得约 ${amount(v.fromFood, v.unit)}，从正在吃的补充剂获得 ${amount(v.fromSupplements, v.unit)}${unchecked.length ? `（没有算上方案没能核对成分的${zhList}，它们可能也含有）` : ''}。`,
        `From your diet you get about ${amount(v.fromFood, v.unit)} a day, and ${amount(v.fromSupplements, v.unit)} from the supplements you take${unchecked.length ? ` (not counting ${enList}, whose contents the plan could not check and which may contain some)` : ''}.`,
      ),
    );
  } else if (!ctx.plan && !childInChat(ctx)) {
    lines.push(
      L(
        l,
        '适合你的补充剂量要看你的饮食、已在吃的补充剂和身体情况。',
        'The dose that suits you depends on your diet, the supplements you already take and your health.',
      ),
      startHint(l),
    );
  }
  // With kidney disease the population table is not the source of the figure given (KDOQI is).
  const ref = [
    // A child's line gives no figure: the adults' table is not its source.
    v.managedBy || (!ctx.plan && childInChat(ctx)) ? '' : v.sourceRef,
    ...rules.map((r) => r.source.ref),
    ...(stated?.refs ?? []),
    n === 'vitaminD' && deficientVitaminDAboveUl(ctx.plan, v) ? ES_2011_REPLETION : '',
    ...(formSwitch?.reasons.map((r) => r.source?.ref ?? '') ?? []),
    // The protein rule cites KDOQI 2020 already; else its energy figure's source.
    n === 'protein' && lowProteinKidneyPlan(ctx.plan) && !rules.some((r) => r.id === 'ckd-protein')
      ? CKD_ENERGY_SOURCE.ref
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  const recs = blocked ? [] : (ctx.plan?.recommendations.filter((r) => r.nutrient === n) ?? []);
  return {
    text: lines.join('\n\n') + sourceLine(ref, l),
    cards: recommendCard(recs, l, ctx.plan),
    // With kidney disease even "foods rich in potassium" is the wrong prompt: no nutrient-specific ones.
    suggestions: suggestionsFor(ctx, [Q.howMuch(n, l)], blocked ? undefined : n),
    warnings,
    notes: [...rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })), ...(stated?.notes ?? [])],
    ...(prescribedDose(ctx, n) ? { prescribedDoses: { [n]: prescribedDose(ctx, n)! } } : {}),
  };
}

/**
 * The daily amount the answer may state as the prescriber's (the answer check keeps it): what the
 * plan's prescribed products give with the rest taken, or the amount a message says was prescribed.
 */
/**
 * Folic acid 5 mg with sickle cell disease or thalassaemia from before conception and in pregnancy (RCOG
 * GTG 61, 2011; GTG 66, 2014): the haemoglobinopathy rule names it, so the answer check keeps the figure
 * (blind answer round 29, en-112).
 */
const HAEMOGLOBINOPATHY_PREGNANCY_FOLATE_UG = 5000;
const PLANNING_OR_PREGNANT_SAID =
  /备孕|怀孕|孕期|要孩子|要宝宝|\bpregnan\w*|\btrying for a baby\b|\bttc\b|\bconceiv\w*|\bhave a baby\b/;
function guidelineFolate(ctx: Ctx, n: NutrientKey): number {
  if (n !== 'folate' || !(ctx.plan?.profile.conditions ?? []).includes('haemoglobinopathy')) return 0;
  const stage = ctx.plan?.profile.lifeStage ?? 'none';
  const planning = (ctx.plan?.profile.goals ?? []).includes('pregnancy_prep');
  const said = [ctx.text, ctx.previous ?? ''].some((x) =>
    PLANNING_OR_PREGNANT_SAID.test(normaliseQuestion(x) ?? ''),
  );
  return /^pregnant/.test(stage) || planning || said ? HAEMOGLOBINOPATHY_PREGNANCY_FOLATE_UG : 0;
}

function prescribedDose(ctx: Ctx, n: NutrientKey): number | null {
  const guideline = guidelineFolate(ctx, n);
  if (guideline > 0) return guideline;
  const rx = prescribedAmountIn(ctx.plan, n);
  const supp = ctx.views.get(n)?.fromSupplements ?? 0;
  const said = PRESCRIBED_SUPPLEMENT_SAID.test(ctx.norm)
    ? Math.max(
        0,
        ...findStatedAmounts(ctx.text)
          .filter((a) => a.nutrient === n)
          .map((a) => a.amount),
      )
    : 0;
  const dose = Math.max(rx > 0 ? Math.max(rx, supp) : 0, said, said > 0 ? supp : 0);
  // Said rounded to a whole unit ("139 mg" for 138.6).
  return dose > 0 ? Math.ceil(dose) : null;
}

/** The names of the plan's products of unknown strength that hold `n` (`uncounted` in the review). */
function uncountedWith(plan: PlanDocument | null, n: NutrientKey): string[] {
  return (plan?.productReviews ?? [])
    .filter(
      (r) =>
        r.uncounted === true &&
        typeof r.optionId === 'string' &&
        supplementOptionById(r.optionId)?.contains.some((c) => c.substance === n) === true,
    )
    .map((r) => r.name);
}

/** The dialysis rule for protein (plan or said in the chat): the KDOQI 2020 dialysis range, never "less". */
const DIALYSIS_PROTEIN_RULE = CONDITION_DOSE_RULES.find((r) => r.id === 'dialysis-protein')!;

/**
 * Protein on dialysis (KDOQI 2020 3.0.2–3.0.3): 1.0–1.2 g/kg a day, for the plan's weight when there
 * is a plan; no "eat less", no protein supplement without the renal dietitian.
 */
function dialysisProtein(ctx: Ctx): Draft {
  const l = ctx.locale;
  const lines = [kidneyProteinLine(ctx.plan, l, true), ...(ctx.plan ? [] : [startHint(l)])];
  return {
    text: lines.join('\n\n') + sourceLine(DIALYSIS_PROTEIN_RULE.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'avoid_supplement', substance: 'protein' }, { kind: 'see_doctor' }],
    notes: [{ id: DIALYSIS_PROTEIN_RULE.id, text: `**${pick(DIALYSIS_PROTEIN_RULE.text, l)}**` }],
  };
}
