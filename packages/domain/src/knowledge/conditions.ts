import type { Bilingual, Source } from '../contracts/common';

/**
 * Condition rules as data (issue 15 §2): chronic kidney disease, pregnancy and lactation,
 * anticoagulants, diabetes, weight loss. Each number carries its guideline, table and year; the pure
 * functions that apply them are in ../conditions.
 */

// ---- sources ---------------------------------------------------------------------------------
export const CONDITION_SOURCES = {
  kdigoGfr: {
    ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD (Kidney Int 2024;105(4S):S117), GFR categories G1 ≥ 90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 < 15 mL/min/1.73 m² (unchanged from KDIGO 2012, Table 5)',
    url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
  },
  kdigoPotassium: {
    ref: 'KDIGO 2024 CKD guideline §3.10 (potassium) and KDIGO Controversies Conference on dyskalaemia, Clase CM et al. Kidney Int 2020;97:42–61: serum potassium ≥ 5.0 mmol/L is hyperkalaemia in CKD; dietary potassium is set individually by the kidney team',
    url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
  },
  kdoqiProtein: {
    ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), Guideline 3.0.1–3.0.3: CKD 3–5 not on dialysis, metabolically stable: protein 0.55–0.6 g/kg/day without diabetes, 0.6–0.8 g/kg/day with diabetes, under a dietitian',
    url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
  },
  kdoqiDialysisProtein: {
    ref: 'KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1), Guideline 3, protein amount, statements 3.0.2 (CKD 5D on maintenance haemodialysis or peritoneal dialysis, metabolically stable: 1.0–1.2 g/kg body weight/day) and 3.0.3 (the same with diabetes, to keep nutritional status); protein–energy wasting is a main cause of death on dialysis',
    url: 'https://doi.org/10.1053/j.ajkd.2020.05.006',
  },
  dialysisCare: {
    ref: 'KDOQI Nutrition in CKD 2020 Update (Ikizler TA et al. Am J Kidney Dis 2020;76(3 Suppl 1):S1): Guideline 4 (oral nutritional supplements on dialysis with a dietitian), Guideline 6 (vitamin C at the RDA; water-soluble vitamins by need), Guideline 7 (calcium and phosphorus set with the care team; a calcium balance, not load); KDIGO 2017 CKD-MBD update rec. 4.1.5–4.1.6 (limit calcium-based binders; calcitriol and vitamin D analogues prescribed for PTH in CKD 5D); fluid allowance set by the dialysis unit from urine output and weight gain between sessions (NKF KDOQI Hemodialysis Adequacy 2015 update, guideline 5 on volume)',
    url: 'https://doi.org/10.1053/j.ajkd.2020.05.006',
  },
  kdoqiVitaminA: {
    ref: 'KDOQI Nutrition in CKD 2020 Update, Guideline 6 (micronutrients): vitamin A is cleared less in CKD and accumulates; routine vitamin A supplementation is not advised because of toxicity',
    url: 'https://www.ajkd.org/article/S0272-6386(20)30726-5/fulltext',
  },
  iom2009: {
    ref: 'IOM/NRC. Weight Gain During Pregnancy: Reexamining the Guidelines (2009), Table S-1: total gain and 2nd/3rd-trimester rate by pre-pregnancy BMI (WHO classes)',
    url: 'https://nap.nationalacademies.org/catalog/12584',
  },
  wst801: {
    ref: 'WS/T 801-2022 妊娠期妇女体重增长推荐值标准（国家卫生健康委员会，2022年发布），表1：按孕前BMI（低体重 < 18.5、正常 18.5–< 24.0、超重 24.0–< 28.0、肥胖 ≥ 28.0）的单胎孕期总增重、孕早期增重 0–2.0 kg 与孕中晚期每周增重',
  },
  folicAcid: {
    ref: 'WHO recommendations on antenatal care for a positive pregnancy experience (2016), rec. A.2.1: 400 µg folic acid daily throughout pregnancy; 中国居民膳食指南（2022）孕期妇女：整个孕期每天补充叶酸 400 µg DFE; ACOG Practice Bulletin 187 (2017)',
    url: 'https://www.who.int/publications/i/item/9789241549912',
  },
  caffeine: {
    ref: 'ACOG Committee Opinion No. 462 (2010, reaffirmed 2020): moderate caffeine < 200 mg/day in pregnancy; EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015): up to 200 mg/day in pregnancy and single doses up to 200 mg while breastfeeding',
    url: 'https://www.efsa.europa.eu/en/efsajournal/pub/4102',
  },
  cholineUs: {
    ref: 'IOM Dietary Reference Intakes for Thiamin … Choline (1998): choline AI 450 mg/day in pregnancy, 550 mg/day in lactation',
    url: 'https://nap.nationalacademies.org/catalog/6015',
  },
  cholineCn: {
    ref: '中国居民膳食营养素参考摄入量（2013版）胆碱 AI：孕妇 420 mg/d，乳母 520 mg/d',
  },
  retinol: {
    ref: 'IOM DRIs for Vitamin A … (2001): UL 3,000 µg/day preformed vitamin A (retinol), critical effect in women of child-bearing age = teratogenicity; WHO Guideline: Vitamin A supplementation in pregnant women (2011): high-dose retinol can cause birth defects; 中国居民膳食营养素参考摄入量（2013版）维生素A UL 3000 µg RAE/d',
    url: 'https://www.who.int/publications/i/item/9789241501781',
  },
  lactationUs: {
    ref: 'Dietary Guidelines for Americans 2020–2025, ch. 6 (lactation): 8–12 oz of seafood a week low in mercury; iodine RDA 290 µg/day (IOM 2001); EFSA 2015 caffeine opinion',
    url: 'https://www.dietaryguidelines.gov/',
  },
  lactationCn: {
    ref: '中国居民膳食指南（2022）哺乳期妇女膳食指南；中国居民膳食营养素参考摄入量（2013版）：乳母碘 RNI 240 µg/d，DHA AI 200 mg/d',
  },
  warfarin: {
    ref: 'NIH ODS Vitamin K fact sheet (warfarin: keep vitamin K intake consistent day to day); 华法林抗凝治疗的中国专家共识（中华内科杂志 2013）：保持饮食中维生素K摄入稳定',
    url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
  },
  /** The direct oral anticoagulants and heparins do not act through vitamin K (clinician review 2026-11-25 closing, E3 §7). */
  doacVitaminK: {
    ref: 'Eliquis (apixaban), Xarelto (rivaroxaban), Savaysa (edoxaban) and Pradaxa (dabigatran) US prescribing information §12.1 Mechanism of action: direct factor Xa or thrombin inhibitors, not vitamin K antagonists, with no INR monitoring; Steffel J et al. 2021 EHRA practical guide on NOACs in AF, Europace 2021;23:1612 (no dietary vitamin K restriction; sections cited from memory)',
    url: 'https://doi.org/10.1093/europace/euab065',
  },
  anticoagulantIron: {
    ref: 'BSG guidelines for the management of iron deficiency anaemia in adults (Snook J et al. Gut 2021;70:2030): iron deficiency in an adult needs its cause found (gastrointestinal blood loss); anticoagulants raise that risk',
    url: 'https://gut.bmj.com/content/70/11/2030',
  },
  ada: {
    ref: 'ADA Standards of Care in Diabetes—2025, §2 Table 2.1 (diabetes: A1C ≥ 6.5 %, FPG ≥ 7.0 mmol/L [126 mg/dL]) and Table 2.5 (prediabetes: A1C 5.7–6.4 %, FPG 5.6–6.9 mmol/L [100–125 mg/dL]); §6: A1C goal < 7 % for many adults',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  },
  kdigoTransplant: {
    ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (Am J Transplant 2009;9 Suppl 3): diet and protein set by the transplant team, food safety under immunosuppression; Prograf (tacrolimus) label §7 (grapefruit)',
    url: 'https://kdigo.org/guidelines/transplant-recipient/',
  },
  ahaHf: {
    ref: 'Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure (Circulation 2022;145:e895) §7.1: avoid excessive sodium; fluid restriction individualised in advanced heart failure; daily weights; ESPEN guideline on clinical nutrition in geriatrics (2019): no protein restriction for frail older people',
    url: 'https://doi.org/10.1161/CIR.0000000000001063',
  },
  asmbs2019: {
    ref: 'Mechanick JI et al. Clinical practice guidelines for the perioperative nutrition, metabolic, and nonsurgical support of patients undergoing bariatric procedures – 2019 update (AACE/TOS/ASMBS/OMA/ASA; Surg Obes Relat Dis 2020;16:175): lifelong multivitamin with iron (18 mg; 45–60 mg elemental iron for menstruating women and after gastric bypass or sleeve), vitamin B12 350–1000 µg oral daily, calcium 1200–1500 mg/day in divided doses as calcium citrate (absorbed without stomach acid), vitamin D3 3000 IU/day titrated to 25(OH)D > 30 ng/mL, thiamine at least 12 mg/day and urgent thiamine with persistent vomiting (Wernicke encephalopathy); protein at least 60 g/day and up to 1.5 g/kg ideal body weight (60–80 g/day in practice); small meals, protein first, drinks about 30 minutes apart from meals; micronutrient labs at regular intervals; energy set by the surgical team',
    url: 'https://doi.org/10.1016/j.soard.2019.10.025',
  },
  niceEpilepsy: {
    ref: 'NICE NG217 Epilepsies in children, young people and adults (2022; replaced CG137 2012) and NICE CKS Epilepsy: long-term enzyme-inducing antiseizure medicines (carbamazepine, phenytoin, phenobarbital, primidone, oxcarbazepine) and sodium valproate are linked with low bone density and low vitamin D — enough calcium and vitamin D, vitamin D checked by the doctor; the ketogenic diet only with a specialist epilepsy team; antiseizure medicines are not stopped suddenly; folic acid before conception as in the pregnancy-medicines rule (knowledge/teratogens.ts)',
    url: 'https://www.nice.org.uk/guidance/ng217',
  },
  iddsi: {
    ref: 'IDDSI — International Dysphagia Diet Standardisation Initiative, Complete IDDSI Framework Detailed Definitions 2.0 (2019): modified food textures (levels 3–7) and thickened drinks (levels 1–4) are chosen by a speech-language therapist after a swallow assessment; Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics (Clin Nutr 2019;38:10): screen dysphagia, texture-modified enriched food, no energy restriction in malnourished or frail older people',
    url: 'https://iddsi.org/framework',
  },
  rpsCrushing: {
    ref: 'Royal Pharmaceutical Society, Pharmaceutical issues when crushing, opening or splitting oral dosage forms (2011): modified-release and enteric-coated forms must not be crushed or opened without a pharmacist; prefer liquid, dispersible or chewable forms for people who cannot swallow tablets',
    url: 'https://www.rpharms.com/',
  },
  gdm: {
    ref: 'ADA Standards of Care in Diabetes—2024, ch. 15 (Management of Diabetes in Pregnancy): medical nutrition therapy for gestational diabetes provides at least 175 g carbohydrate, 71 g protein and 28 g fibre a day (the DRI for pregnancy, IOM 2005), glucose monitored as the care team sets; weight loss is not advised in pregnancy; after birth, a 75 g glucose test at 4–12 weeks, then every 1–3 years lifelong',
    url: 'https://diabetesjournals.org/care/issue/47/Supplement_1',
  },
  gdmCn: {
    ref: '妊娠期高血糖诊治指南（2022）（中华医学会妇产科学分会产科学组、中华医学会围产医学分会、中国妇幼保健协会妊娠合并糖尿病专业委员会，中华妇产科杂志 2022;57(1):3）：每日碳水化合物不低于 175 g，三餐两到三次加餐、少量多餐，不建议孕期减重；中国居民膳食指南（2022）孕期妇女膳食指南：孕中晚期水果每天 200–350 g（妊娠期高血糖时本方案取下限约 200 g，分次在两餐之间吃）',
  },
  acrGout: {
    ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (Arthritis Care Res 2020;72:744): limit alcohol, purine intake and high-fructose corn syrup; treat to a serum urate target < 6 mg/dL (360 µmol/L) with regular urate tests; Khanna D et al. 2012 ACR guidelines for gout, Part 1 (Arthritis Care Res 2012;64:1431): urate every 2–5 weeks while the dose is titrated, then every 6 months',
    url: 'https://doi.org/10.1002/acr.24180',
  },
  cnGout: {
    ref: '中国高尿酸血症与痛风诊疗指南（2019）（中华医学会内分泌学分会，中华内分泌代谢杂志 2020;36(1):1）：痛风患者血尿酸控制在 < 360 µmol/L（有痛风石等时 < 300 µmol/L）；限制酒精（尤其啤酒）、高嘌呤食物（动物内脏、海鲜）和含糖饮料（果糖）',
  },
  espenIbd: {
    ref: 'Bischoff SC et al. ESPEN guideline on clinical nutrition in inflammatory bowel disease (Clin Nutr 2023;42:352): protein 1.2–1.5 g/kg/day in active disease (about 1 g/kg in remission); vitamin D checked and supplemented when low; stricturing Crohn’s disease with obstructive symptoms: a texture-adapted, low-fibre (low-residue) diet; Dignass AU et al. ECCO consensus on iron deficiency and anaemia in IBD (J Crohns Colitis 2015;9:211): oral iron no more than 100 mg elemental a day, intravenous iron first in active disease, intolerance of oral iron or haemoglobin < 100 g/L — the gastroenterologist decides',
    url: 'https://doi.org/10.1016/j.clnu.2022.12.004',
  },
  adaPregnancy: {
    ref: 'ADA Standards of Care in Diabetes—2025 §15 Management of Diabetes in Pregnancy (fasting < 95 mg/dL [5.3 mmol/L], 1-h < 140 mg/dL [7.8], 2-h < 120 mg/dL [6.7]); 妊娠期高血糖诊治指南（2022）, 中华妇产科杂志 2022;57(1):3',
    url: 'https://doi.org/10.2337/dc25-S015',
  },
  adaHypo: {
    ref: 'ADA Standards of Care in Diabetes—2025, §6 Table 6.4: level 1 hypoglycaemia glucose < 3.9 mmol/L (70 mg/dL); level 2 < 3.0 mmol/L (54 mg/dL), needs immediate action; 中国2型糖尿病防治指南（2020年版）：糖尿病患者血糖 < 3.9 mmol/L 即属低血糖',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  },
  cnDm: {
    ref: '中国2型糖尿病防治指南（2020年版）表：糖尿病诊断标准（空腹血糖 ≥ 7.0 mmol/L，HbA1c ≥ 6.5 %）、空腹血糖受损 6.1–< 7.0 mmol/L；HbA1c 控制目标 < 7.0 %',
  },
  weightLossUs: {
    ref: 'AHA/ACC/TOS 2013 Guideline for the Management of Overweight and Obesity in Adults (Jensen MD et al. Circulation 2014;129:S102): an energy deficit of 500–750 kcal/day; 1,200–1,500 kcal/day (women) or 1,500–1,800 kcal/day (men)',
    url: 'https://www.ahajournals.org/doi/10.1161/01.cir.0000437739.71477.ee',
  },
  weightLossCn: {
    ref: '中国超重/肥胖医学营养治疗指南（2021）：限能量平衡膳食，在目标能量基础上每日减少约 500 kcal；成人体重判定 WS/T 428-2013（BMI ≥ 24 超重）',
  },
} as const satisfies Record<string, Source>;

// ---- chronic kidney disease -------------------------------------------------------------------
export const CKD_STAGES = ['G1', 'G2', 'G3a', 'G3b', 'G4', 'G5'] as const;
export type CkdStage = (typeof CKD_STAGES)[number];

/** KDIGO GFR categories: the lowest eGFR (mL/min/1.73 m²) of each, highest first. */
export const KDIGO_GFR_CATEGORIES = [
  { stage: 'G1', min: 90, zh: '正常或偏高', en: 'normal or high' },
  { stage: 'G2', min: 60, zh: '轻度下降', en: 'mildly decreased' },
  { stage: 'G3a', min: 45, zh: '轻到中度下降', en: 'mildly to moderately decreased' },
  { stage: 'G3b', min: 30, zh: '中到重度下降', en: 'moderately to severely decreased' },
  { stage: 'G4', min: 15, zh: '重度下降', en: 'severely decreased' },
  { stage: 'G5', min: 0, zh: '肾衰竭', en: 'kidney failure' },
] as const satisfies readonly ({ stage: CkdStage; min: number } & Bilingual)[];

/** eGFR below this is CKD G3a or worse (KDIGO): the plan treats it as kidney disease. */
export const CKD_EGFR_THRESHOLD = 60;

/** Serum potassium at or above this (mmol/L) is flagged high in kidney disease. */
export const CKD_POTASSIUM_HIGH = 5.0;

/** KDOQI 2020 protein ranges (g/kg/day), CKD 3–5 not on dialysis. */
export const KDOQI_PROTEIN = {
  withoutDiabetes: { min: 0.55, max: 0.6 },
  withDiabetes: { min: 0.6, max: 0.8 },
  /** On maintenance haemodialysis or peritoneal dialysis, with or without diabetes (statements 3.0.2–3.0.3). */
  dialysis: { min: 1.0, max: 1.2 },
} as const;

/**
 * When a low-protein figure is NOT the plan's answer in CKD G3–G5 before dialysis (clinician review
 * 2026-11-25 evening, P5: a single eGFR of 55 gave a frail 79-year-old 34–37 g a day beside his own
 * 72 g target). KDIGO 2024 (Rec. 3.3.1.1) suggests keeping protein at 0.8 g/kg a day in CKD G3–G5 and
 * (practice points in 3.3.1) avoiding more than 1.3 g/kg a day, keeping (very) low-protein diets for
 * people at risk of kidney failure who can follow them under close supervision, never for the
 * metabolically unstable, and considering higher protein targets in older adults with frailty or
 * sarcopenia. ESPEN 2019 geriatrics and PROT-AGE 2013 give older adults at least 1.0–1.2 g/kg, with
 * severe kidney impairment (eGFR < 30, not on dialysis) the exception. So:
 * - G3a (eGFR 45–59; a single value is not yet CKD, and its risk of kidney failure is low): no
 *   low-protein figure; the usual target of the person's age stays, capped at 1.3 g/kg.
 * - 65 or older at malnutrition risk (a low BMI by GLIM, or osteoporosis) at G3b: the older adults'
 *   1.0–1.2 g/kg (under the 1.3 g/kg ceiling).
 * - 65 or older at malnutrition risk at G4–G5, and anyone 65 or older at G3b–G5: 0.8 g/kg, never a low-protein
 *   diet on their own.
 * Everyone else at G3b–G5 keeps KDOQI 2020's supervised range.
 */
export const CKD_PROTEIN_YIELDS = {
  /** KDIGO 2024 Rec. 3.3.1.1: g/kg a day in CKD G3–G5 not on dialysis. */
  kdigoPerKg: 0.8,
  /** KDIGO 2024 practice point: avoid more than this (g/kg a day) in CKD at risk of progression. */
  ceilingPerKg: 1.3,
  olderMinAge: 65,
  source: {
    ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD (Kidney Int 2024;105(4S):S117), Recommendation 3.3.1.1 (protein 0.8 g/kg/day in adults with CKD G3–G5) and the practice points of 3.3.1 (avoid > 1.3 g/kg/day; low/very low-protein diets only under close supervision in those at risk of kidney failure, not when metabolically unstable; consider higher protein and energy targets in older adults with frailty or sarcopenia); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38:10 (at least 1.0 g/kg/day); Bauer J et al. PROT-AGE, J Am Med Dir Assoc 2013;14:542 (1.0–1.2 g/kg/day; eGFR < 30 not on dialysis the exception)',
    url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
  },
} as const;

/** On keto acid analogues: the kidney team's supervised low-protein diet (`ckdProteinRule`'s `lowProteinPrescribed`). */
export function lowProteinPrescribedOf(medicines: readonly string[] | undefined): boolean {
  return (medicines ?? []).includes('keto-acid-analogues');
}

/** Conditions that make a person catabolic for the kidney protein rule (`ckdProteinRule`'s `catabolic`). */
export function catabolicOf(conditions: readonly string[] | undefined): boolean {
  return (conditions ?? []).some((c) => c === 'cancer' || c === 'cirrhosis' || c === 'liver_disease');
}

/**
 * The protein rule for non-dialysis CKD (see CKD_PROTEIN_YIELDS): `usual` keeps the age's target (the
 * older adults' rule included) under the 1.3 g/kg ceiling, `kdigo` is 0.8 g/kg and never less,
 * `kdoqi` the supervised low-protein range; null outside G3–G5.
 */
export function ckdProteinRule(p: {
  stage: CkdStage | null;
  age: number;
  /** 65 or older with a low BMI by GLIM 2019, or osteoporosis. */
  olderAtRisk: boolean;
  /**
   * Cancer or liver disease: catabolic, so never the 0.55–0.6 g/kg of metabolically stable CKD — at least
   * KDIGO's 0.8 g/kg (KDOQI 2020 guideline 3.0.1 is for metabolically stable people; ESPEN 2021 cancer:
   * 1.0–1.5 g/kg; ESPEN 2019 liver: 1.2–1.5 g/kg). Thirty-third clinician review, en S4: a myeloma patient
   * losing weight and a 72-year-old with autoimmune hepatitis on steroids were given 34–38 g a day.
   */
  catabolic?: boolean;
  /**
   * A low-protein diet the kidney team runs (keto acid analogues, 开同/Ketosteril): their supervised range stays,
   * at any age (twenty-second clinician review, zh S3).
   */
  lowProteinPrescribed?: boolean;
}): 'usual' | 'kdigo' | 'kdoqi' | null {
  const { stage } = p;
  if (stage !== 'G3a' && stage !== 'G3b' && stage !== 'G4' && stage !== 'G5') return null;
  if (stage === 'G3a') return 'usual';
  if (p.catabolic === true) return stage === 'G3b' ? 'usual' : 'kdigo';
  const older = p.olderAtRisk && Number.isFinite(p.age) && p.age >= CKD_PROTEIN_YIELDS.olderMinAge;
  if (older) return stage === 'G3b' ? 'usual' : 'kdigo';
  // From 65 the supervised low-protein range is no plan's default: KDIGO 2024's 0.8 g/kg, with its practice point on
  // older adults (forty-sixth clinician review, en S4 and zh M4: a 79-year-old after pneumonia and a 76-year-old
  // worried about his muscles were held to 0.55–0.6 g/kg, 41–48 g a day).
  if (p.lowProteinPrescribed !== true && Number.isFinite(p.age) && p.age >= CKD_PROTEIN_YIELDS.olderMinAge)
    return 'kdigo';
  return 'kdoqi';
}

// ---- pregnancy and lactation ------------------------------------------------------------------
export type PrePregnancyBmiClass = 'underweight' | 'normal' | 'overweight' | 'obese';

/**
 * IOM 2009 Table S-1 (singleton pregnancy): total gain (kg) and the 2nd/3rd-trimester rate (kg/week,
 * mean and range) by pre-pregnancy BMI in WHO classes (< 18.5, 18.5–24.9, 25.0–29.9, ≥ 30.0).
 */
export const IOM_2009_GWG = [
  { bmiClass: 'underweight', bmiMin: 0, totalKg: [12.5, 18], rateKgWeek: [0.44, 0.58], rateMean: 0.51 },
  { bmiClass: 'normal', bmiMin: 18.5, totalKg: [11.5, 16], rateKgWeek: [0.35, 0.5], rateMean: 0.42 },
  { bmiClass: 'overweight', bmiMin: 25, totalKg: [7, 11.5], rateKgWeek: [0.23, 0.33], rateMean: 0.28 },
  { bmiClass: 'obese', bmiMin: 30, totalKg: [5, 9], rateKgWeek: [0.17, 0.27], rateMean: 0.22 },
] as const satisfies readonly {
  bmiClass: PrePregnancyBmiClass;
  bmiMin: number;
  totalKg: readonly [number, number];
  rateKgWeek: readonly [number, number];
  rateMean: number;
}[];

/**
 * WS/T 801-2022 Table 1 (singleton pregnancy, China): total gain (kg), first-trimester gain (kg) and
 * the 2nd/3rd-trimester weekly gain (mean and range, kg/week) by pre-pregnancy BMI in China's classes
 * (WS/T 428-2013: < 18.5, 18.5–23.9, 24.0–27.9, ≥ 28.0). Used for zh-CN plans; en-US keeps IOM 2009.
 */
export const WST_801_2022_GWG = [
  {
    bmiClass: 'underweight',
    bmiMin: 0,
    totalKg: [11, 16],
    firstTrimesterKg: [0, 2],
    rateKgWeek: [0.37, 0.56],
    rateMean: 0.46,
  },
  {
    bmiClass: 'normal',
    bmiMin: 18.5,
    totalKg: [8, 14],
    firstTrimesterKg: [0, 2],
    rateKgWeek: [0.26, 0.48],
    rateMean: 0.37,
  },
  {
    bmiClass: 'overweight',
    bmiMin: 24,
    totalKg: [7, 11],
    firstTrimesterKg: [0, 2],
    rateKgWeek: [0.22, 0.37],
    rateMean: 0.3,
  },
  {
    bmiClass: 'obese',
    bmiMin: 28,
    totalKg: [5, 9],
    firstTrimesterKg: [0, 2],
    rateKgWeek: [0.15, 0.3],
    rateMean: 0.22,
  },
] as const satisfies readonly {
  bmiClass: PrePregnancyBmiClass;
  bmiMin: number;
  totalKg: readonly [number, number];
  firstTrimesterKg: readonly [number, number];
  rateKgWeek: readonly [number, number];
  rateMean: number;
}[];

/**
 * IOM 2009 Table S-1, footnote: its rates assume a gain of 0.5–2 kg in the first trimester (every BMI
 * class). WS/T 801-2022 prints its own first-trimester gain (0–2.0 kg) in its table.
 */
export const IOM_2009_FIRST_TRIMESTER_KG = [0.5, 2] as const;

/** The last week of the first trimester (ACOG): the 2nd/3rd-trimester weekly rate counts from it. */
export const FIRST_TRIMESTER_LAST_WEEK = 13;

/** Where the gain so far stands against the range expected at this week. */
export type GainJudgement = 'below' | 'within' | 'above';

/**
 * The expected gain at a week: the first-trimester gain spread evenly over weeks 1–13 (neither source
 * gives a weekly figure there), then first-trimester gain + weekly rate × (week − 13), low end with
 * low end and high end with high end (IOM 2009 Table S-1; WS/T 801-2022 表1).
 */
export const GWG_BY_WEEK_SOURCE = {
  iom: {
    ref: 'IOM/NRC. Weight Gain During Pregnancy: Reexamining the Guidelines (2009), Table S-1 and its footnote (0.5–2 kg in the first trimester): expected gain at a week = first-trimester gain (spread evenly over weeks 1–13) + 2nd/3rd-trimester rate × (week − 13)',
    url: 'https://nap.nationalacademies.org/catalog/12584',
  },
  wst: {
    ref: 'WS/T 801-2022 妊娠期妇女体重增长推荐值标准，表1：孕早期增重 0–2.0 kg（按1–13周平均分摊）+ 孕中晚期每周增重 ×（孕周 − 13）',
  },
} as const satisfies Record<string, Source>;

/**
 * What to do about the gain so far. Both standards give a range to aim for, not a diet: gain outside it
 * is for the maternity team to assess, and weight loss is never the advice in pregnancy.
 */
export const GWG_BY_WEEK_ADVICE = {
  below: {
    zh: '低于这个范围：请和产科医生或助产士谈谈；孕期不要节食，按时吃好三餐和加餐',
    en: 'This is below the range: talk to your obstetrician or midwife, and do not diet in pregnancy — keep to regular meals and snacks',
  },
  within: {
    zh: '在这个范围内：照常吃好三餐，产检时定期称体重',
    en: 'This is within the range: keep to regular meals and have your weight checked at your antenatal visits',
  },
  above: {
    zh: '高于这个范围：孕期也不要节食或减重；可以看看含糖饮料和零食吃得多不多，并和产科医生讨论',
    en: 'This is above the range: do not diet or try to lose weight in pregnancy; look at sugary drinks and snacks, and discuss it with your obstetrician or midwife',
  },
} as const satisfies Record<GainJudgement, Bilingual>;

export const PREGNANCY_FOLIC_ACID_UG = 400;
export const PREGNANCY_CAFFEINE_MAX_MG = 200;
/** Preformed vitamin A (retinol) UL, µg/day (IOM 2001; Chinese DRIs 2013). */
export const RETINOL_UL_UG = 3000;
export const CHOLINE_AI_MG = {
  'zh-CN': { pregnant: 420, lactating: 520 },
  'en-US': { pregnant: 450, lactating: 550 },
} as const;

// ---- diabetes ---------------------------------------------------------------------------------
export const DIABETES_CUTOFFS = {
  /** HbA1c (%, NGSP) at or above this is in the diabetes range (ADA 2025; China 2020). */
  hba1cDiabetes: 6.5,
  /** HbA1c 5.7–6.4 % is prediabetes (ADA 2025 Table 2.5). */
  hba1cPrediabetes: 5.7,
  /** HbA1c goal for many adults with diabetes (ADA §6; China 2020). */
  hba1cGoal: 7.0,
  /** Fasting plasma glucose (mmol/L) at or above this is in the diabetes range. */
  fpgDiabetes: 7.0,
  /** Impaired fasting glucose starts here: ADA 5.6 mmol/L, China 6.1 mmol/L. */
  fpgPrediabetes: { 'zh-CN': 6.1, 'en-US': 5.6 },
  /** Glucose (mmol/L) below this is level-1 hypoglycaemia, below `hypoLevel2` level 2 (ADA 2025 §6, Table 6.4). */
  hypoLevel1: 3.9,
  hypoLevel2: 3.0,
  /**
   * Pregnancy glucose targets (mmol/L): fasting < 5.3 (95 mg/dL), 1 h after meals < 7.8, 2 h < 6.7
   * (ADA Standards of Care 2025 §15; 妊娠期高血糖诊治指南 2022).
   */
  pregnancy: { fasting: 5.3, oneHour: 7.8, twoHour: 6.7 },
} as const;

// ---- metformin and kidney function -------------------------------------------------------------
export const METFORMIN_KIDNEY_SOURCE = {
  ref: 'US FDA Drug Safety Communication: revised warnings for metformin in patients with reduced kidney function (8 April 2016): contraindicated at eGFR < 30, starting not recommended at eGFR 30–45, benefit and risk reassessed when eGFR falls below 45; KDIGO 2022 Clinical Practice Guideline for Diabetes Management in CKD, Rec 4.1.1 (metformin when eGFR ≥ 30) and Practice Point 4.1.3 (dose by eGFR: 45–59 usually unchanged, 30–44 halved, < 30 stopped; eGFR monitored more often below 60)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-revises-warnings-regarding-use-diabetes-medicine-metformin-certain',
} as const satisfies Source;

/**
 * Metformin by eGFR (mL/min/1.73 m²), lowest band first: the first band whose `below` the eGFR is
 * under applies. The plan never changes a prescription: every band sends the person to the
 * prescriber, and only the < 30 band asks for a prompt visit (lactic acidosis risk).
 */
export const METFORMIN_EGFR_BANDS = [
  {
    id: 'contraindicated',
    below: 30,
    severity: 'urgent',
    text: {
      zh: '{drug}：eGFR {egfr} 低于 30，此时不应再使用二甲双胍（药物蓄积，乳酸酸中毒风险）。请尽快（几天内）看开药的医生，由医生停用并换用其他降糖方案',
      en: '{drug}: eGFR {egfr} is below 30, where metformin should not be used (it builds up and can cause lactic acidosis). See the doctor who prescribes it promptly (within days) so they can stop it and choose another treatment',
    },
  },
  {
    id: 'reduce',
    below: 45,
    severity: 'warning',
    text: {
      zh: '{drug}：eGFR {egfr}（30–44）时二甲双胍通常需要减量（每天最多 1000 毫克），并约每3个月复查肾功能。不要自己停药或改量，请问开药的医生你的剂量是否需要调整',
      en: '{drug}: at eGFR {egfr} (30–44) the metformin dose is usually reduced (at most 1,000 mg a day) and kidney function is checked about every 3 months. Do not stop or change it yourself; ask the doctor who prescribes it whether your dose needs adjusting',
    },
  },
  {
    id: 'monitor',
    below: 60,
    severity: 'info',
    text: {
      zh: '{drug}：eGFR {egfr}（45–59）时二甲双胍通常可按原剂量继续，但需每3–6个月复查肾功能；若 eGFR 降到 45 以下，剂量需要由医生调整',
      en: '{drug}: at eGFR {egfr} (45–59) metformin can usually continue at the same dose, with kidney function checked every 3–6 months; if eGFR falls below 45 your doctor will adjust the dose',
    },
  },
] as const satisfies readonly {
  id: string;
  below: number;
  severity: 'info' | 'warning' | 'urgent';
  text: Bilingual;
}[];

/** Kidney disease answered but no eGFR: the dose cannot be judged, so the finding asks for the test. */
export const METFORMIN_NO_EGFR = {
  zh: '{drug}：有肾病时二甲双胍的剂量取决于肾功能（eGFR）；请让医生定期检查 eGFR，并确认目前剂量是否合适；不要自己停药或改量',
  en: '{drug}: with kidney disease the metformin dose depends on kidney function (eGFR); ask your doctor to check your eGFR regularly and confirm your dose; do not stop or change it yourself',
} as const satisfies Bilingual;

// ---- weight loss ------------------------------------------------------------------------------
export const WEIGHT_LOSS = {
  /** BMI at which a weight-loss goal gets an energy target below TDEE (overweight by locale). */
  bmiFrom: { 'zh-CN': 24, 'en-US': 25 },
  /** Daily deficit, kcal (the lower end of AHA/ACC/TOS 2013; China 2021 guideline ≈ 500). */
  deficitKcal: 500,
  /** Never below these (kcal/day; AHA/ACC/TOS 2013 lower bounds) nor below the BMR. */
  floorKcal: { female: 1200, male: 1500 },
} as const;

// ---- conditions people live with (issue 31 §2) -------------------------------------------------

/**
 * After bariatric surgery (ASMBS 2019): the lifelong supplements and protein the surgical team sets.
 * The plan states them and never adds a weight-loss deficit (the team sets energy); calcium is citrate.
 */
export const BARIATRIC = {
  proteinG: { min: 60, max: 80 },
  /** Up to this per kg of ideal body weight when the team asks for more (ASMBS 2019). */
  proteinGPerKgIdeal: 1.5,
  calciumMg: { min: 1200, max: 1500 },
  calciumForm: 'citrate',
  /** Calcium forms never recommended: carbonate needs stomach acid the operation removes. */
  calciumFormsAvoided: ['carbonate'],
  ironMg: { min: 18, max: 60 },
  vitaminB12Ug: { min: 350, max: 1000 },
  vitaminD3Iu: 3000,
  vitaminD25OhTargetNgMl: 30,
  thiamineMinMg: 12,
  drinksApartMin: 30,
  /**
   * Nutrients whose dose the team's regimen states: the plan's routine doses for them are not given
   * beside it (a 400 IU vitamin D next to "3000 IU" would be two answers); a lab-confirmed treatment
   * still is. Folate is not among them: the finding names no folate dose, and folic acid in pregnancy
   * must stay.
   */
  teamNutrients: ['vitaminD', 'vitaminB12', 'iron', 'thiamin'],
} as const;

/** Antiseizure medicines linked with low bone density and vitamin D (NICE NG217 / CKS). */
export const EPILEPSY_BONE_DRUGS = [
  'carbamazepine',
  'phenytoin',
  'phenobarbital',
  'primidone',
  'oxcarbazepine',
  'valproate',
] as const;

/** Gestational diabetes (ADA 2024 ch. 15; 妊娠期高血糖诊治指南 2022; 中国居民膳食指南 2022). */
export const GESTATIONAL_DIABETES = {
  carbohydrateMinG: 175,
  meals: 3,
  snacks: { min: 2, max: 3 },
  fruitG: 200,
  postpartumTestWeeks: { min: 4, max: 12 },
  screenEveryYears: { min: 1, max: 3 },
} as const;

/** Gout (ACR 2020; 中国高尿酸血症与痛风诊疗指南 2019): the urate target and when to re-test. */
export const GOUT = {
  urateTargetUmolL: 360,
  urateTargetMgDl: 6,
  retestWeeksTitrating: { min: 2, max: 5 },
  retestMonthsAtTarget: 6,
} as const;

/** IBD (ESPEN 2023; ECCO 2015). */
export const IBD = {
  activeProteinGPerKg: { min: 1.2, max: 1.5 },
  oralIronMaxMg: 100,
} as const;
