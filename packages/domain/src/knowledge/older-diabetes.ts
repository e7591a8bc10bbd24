/**
 * Diabetes known, and the older adult who is frail (clinician review 2026-11-25 closing, E3: an
 * 88-year-old underweight woman with diabetes on metformin, HbA1c 6.1 %, was told "prediabetes range
 * … weight loss can reverse it").
 *
 * - With diabetes (answered, or a glucose-lowering medicine) an HbA1c is read against the diabetes
 *   goal, never the prediabetes band (ADA 2025 §6: < 7 % for many adults; 中国2型糖尿病防治指南 2020).
 * - An older adult (65+) who is frail by weight (BMI under 18.5, or under GLIM 2019's cut-off for the
 *   age: 20 under 70, 22 from 70) has the less stringent goal of ADA 2025 §13 (Table 13.1: < 8.0 % for
 *   complex/intermediate health; very complex/poor health: avoid relying on A1C and avoid
 *   hypoglycaemia, earlier editions < 8.5 %). Tight control there risks hypoglycaemia; an HbA1c under
 *   7.0 % (the lower end of the healthy older adult's goal, < 7.0–7.5 %) on a glucose-lowering
 *   medicine is a reason to ask the doctor whether treatment can be eased (§13 deintensification).
 * - Never weight-loss advice to someone underweight or an older adult with a low BMI (GLIM 2019).
 */
import type { Bilingual, Source } from '../contracts/common';

/** Drug classes that lower glucose: taking one means diabetes is known (knowledge/drugs.ts). */
export const GLUCOSE_LOWERING_CLASSES: readonly string[] = [
  'biguanide',
  'sulfonylurea',
  'meglitinide',
  'alpha_glucosidase_inhibitor',
  'dpp4_inhibitor',
  'sglt2_inhibitor',
  'glp1_agonist',
  'thiazolidinedione',
  'insulin',
];

/**
 * Glucose-lowering medicines that do not, on their own, say that a person has diabetes: each is also
 * licensed or used for something else, so an HbA1c on it is read with the diagnostic cut-offs unless
 * diabetes is answered (fifteenth clinician review, en P4 moderate #1: an HbA1c of 5.9 % on tirzepatide
 * for weight was read as "you have diabetes, within the goal"). Their glucose lowering still counts
 * (hypoglycaemia, sick days, Ramadan): `GLUCOSE_LOWERING_CLASSES` is unchanged.
 */
export const DIABETES_NOT_IMPLIED: readonly {
  id?: string;
  drugClass?: string;
  why: Bilingual;
  source: Source;
}[] = [
  {
    id: 'metformin',
    why: { zh: '也用于糖尿病前期和多囊卵巢综合征', en: 'also taken for prediabetes and PCOS' },
    source: {
      ref: 'ADA Standards of Care in Diabetes 2025 §3 (metformin for prediabetes); International evidence-based guideline for PCOS 2023',
    },
  },
  {
    drugClass: 'glp1_agonist',
    why: {
      zh: '司美格鲁肽（诺和盈/Wegovy）、利拉鲁肽（Saxenda）和替尔泊肽（Zepbound）也获批用于体重管理',
      en: 'semaglutide (Wegovy), liraglutide (Saxenda) and tirzepatide (Zepbound) are also licensed for weight management',
    },
    source: {
      ref: 'Wegovy, Saxenda and Zepbound US prescribing information §1 Indications (chronic weight management in adults with obesity or overweight with a weight-related condition)',
    },
  },
  {
    drugClass: 'sglt2_inhibitor',
    why: {
      zh: '达格列净和恩格列净也用于心力衰竭和慢性肾病（无论有无糖尿病）',
      en: 'dapagliflozin and empagliflozin are also given for heart failure and chronic kidney disease, with or without diabetes',
    },
    source: {
      ref: 'Farxiga (dapagliflozin) and Jardiance (empagliflozin) US prescribing information §1 Indications (heart failure; chronic kidney disease)',
    },
  },
];

/** Whether taking this medicine alone says diabetes is known (a glucose-lowering one not in the list above). */
export function medicineSaysDiabetes(drug: { id: string; classes: readonly string[] } | undefined): boolean {
  if (!drug || !drug.classes.some((c) => GLUCOSE_LOWERING_CLASSES.includes(c))) return false;
  return !DIABETES_NOT_IMPLIED.some(
    (r) => r.id === drug.id || (r.drugClass !== undefined && drug.classes.includes(r.drugClass)),
  );
}

export const OLDER_DIABETES = {
  /** From this age the older adults' goals apply (ADA 2025 §13; ESPEN geriatrics). */
  age: 65,
  /** Underweight at any adult age (WHO; WS/T 428-2013: < 18.5). */
  underweightBmi: 18.5,
  /** HbA1c goal for many adults with diabetes, %. */
  goal: 7.0,
  /** HbA1c goal for a frail older adult, %. */
  olderGoal: 8.0,
  /** HbA1c goal for an otherwise healthy older adult: the top of ADA's 7.0–7.5 %, China's < 7.5 %. */
  olderHealthyGoal: 7.5,
  /** Under this HbA1c (%) on a glucose-lowering medicine a frail older adult asks about easing it. */
  olderEaseBelow: 7.0,
} as const;

export const OLDER_DIABETES_SOURCE: Source = {
  ref: 'ADA Standards of Care in Diabetes—2025, §13 Older Adults (Table 13.1: A1C < 7.0–7.5 % healthy; < 8.0 % complex/intermediate health; very complex/poor health: avoid reliance on A1C, avoid hypoglycaemia, earlier editions < 8.5 %; deintensify hypoglycaemia-causing medicines when below goal); 中国老年糖尿病诊疗指南（2024年版）：健康状态良好者 HbA1c < 7.5 %，中等者 HbA1c < 8.0 %，较差者 < 8.5 %，避免低血糖; Cederholm T et al. GLIM criteria, Clin Nutr 2019;38:1 (low BMI < 20 under 70, < 22 from 70)',
  url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
};

export const DIABETES_GOAL_SOURCE: Source = {
  ref: 'ADA Standards of Care in Diabetes—2025, §6 Glycemic Goals (A1C < 7 % for many nonpregnant adults); 中国2型糖尿病防治指南（2020年版）：HbA1c 控制目标 < 7.0 %',
  url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
};

/**
 * Diabetes in pregnancy: HbA1c under 6 % where it can be reached without significant lows, under 7 % if
 * needed to prevent them — and care now, not "within 2–4 weeks" (twenty-eighth clinician review, en S1 and
 * zh M: type 1 diabetes at 11 weeks with an HbA1c of 7.8 % was read against the non-pregnant 7.0 %).
 */
export const PREGNANCY_DIABETES_A1C_GOAL = 6.0;
export const PREGNANCY_DIABETES_GOAL_SOURCE: Source = {
  ref: 'ADA Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy (A1C < 6 % if achievable without significant hypoglycaemia, < 7 % if needed to prevent it; preconception and early-pregnancy A1C above goal raises the risk of congenital anomalies, pre-eclampsia and stillbirth); ACOG Practice Bulletin No. 201, Pregestational Diabetes Mellitus (2018); 中华医学会妇产科学分会产科学组等：妊娠期高血糖诊治指南（2022）（孕期 HbA1c < 6.0 %，有低血糖倾向时可放宽至 < 7.0 %）',
  url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
};
export const PREGNANCY_DIABETES_HIGH = {
  zh: '孕期有糖尿病时，HbA1c 的目标是低于 6.0 %（不出现明显低血糖的前提下；低血糖多时可放宽到 < 7.0 %）；高于目标会增加胎儿畸形、子痫前期和死胎的风险。请这周内就联系糖尿病和产科（妊娠合并糖尿病）团队调整治疗，不要等几周；不要自己节食。',
  en: 'In pregnancy with diabetes the HbA1c goal is under 6.0 % (without significant lows; under 7.0 % if needed to prevent them); above it, the risk of birth defects, pre-eclampsia and stillbirth rises. Contact your diabetes-in-pregnancy team (diabetes and obstetric care) this week to adjust treatment — do not wait several weeks, and do not diet.',
};

/** The HbA1c line for a frail older adult on a glucose-lowering medicine whose HbA1c is under 7.0 %. */
export const OLDER_EASE_TEXT: Bilingual = {
  zh: '已确诊糖尿病的老年人如果体弱、体重偏低或预期寿命有限，HbA1c 控制目标放宽到 < 8.0 %（部分人 < 8.5 %）：控制过严、在用降糖药时容易低血糖（跌倒、意识混乱）。在用降糖药时 HbA1c 低于 7.0 %，请问医生治疗能不能减量；不要自行停药或改药，也不要节食减重。',
  en: 'For an older adult with diabetes who is frail, underweight or has a limited life expectancy, the HbA1c goal is relaxed to under 8.0 % (for some under 8.5 %): tight control on diabetes medicine risks low blood sugar (falls, confusion). An HbA1c under 7.0 % on a glucose-lowering medicine is a reason to ask the doctor whether treatment can be eased; do not stop or change a medicine yourself, and do not diet or try to lose weight.',
};
