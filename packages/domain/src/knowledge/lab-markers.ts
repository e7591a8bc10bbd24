import {
  PREGNANCY_METFORMIN_ASK,
  PREGNANCY_PREDIABETES_A1C,
  PREGNANCY_PREDIABETES_SOURCE,
} from './pregnancy-prediabetes';
import { FERRITIN_CKD_HIGH_UG_L } from './iron-overload';
import type { Bilingual, Locale, Source } from '../contracts/common';
import { DESMOPRESSIN_LABEL } from './medicine-diet';
import type { NutrientKey } from '../nutrients';
import { LOW_COUNT_RECHECK, NEUTROPENIA_SOURCE } from './neutropenia';
import {
  DIABETES_GOAL_SOURCE,
  OLDER_DIABETES,
  OLDER_DIABETES_SOURCE,
  OLDER_EASE_TEXT,
  PREGNANCY_DIABETES_A1C_GOAL,
  PREGNANCY_DIABETES_GOAL_SOURCE,
  PREGNANCY_DIABETES_HIGH,
} from './older-diabetes';
import { DRUGS } from './drugs';
import { HIGH_HB_IRON } from './anaemia';
import { LEVOTHYROXINE_PREGNANCY, PREGNANCY_LT4_TSH_TARGET } from './levothyroxine-pregnancy';
import {
  ACTIVE_D_HIGH_CALCIUM,
  ACTIVE_D_HIGH_CALCIUM_SOURCE,
  HYPERCALCAEMIA_SOURCES,
  THIAZIDE_HIGH_CALCIUM,
} from './hypercalcaemia';

/**
 * Lab markers: names and aliases as printed on Chinese and English reports, units with conversions
 * to one canonical unit, reference ranges by locale / sex / age where guidelines differ, what each
 * flag means for the plan, and the nutrient-status scores a flag implies.
 *
 * Conventions (read by labs/index.ts):
 * - `units[u]` is either a factor (canonical = value × factor) or a converter function, because
 *   HbA1c % ↔ mmol/mol is not linear.
 * - A range is closed on the normal side: low ≤ v ≤ high is normal. Where a guideline defines the
 *   border as the first abnormal value ("FPG ≥ 6.1 mmol/L is impaired fasting glucose"), the range
 *   says `highExclusive: true` and normal is low ≤ v < high.
 * - Values are compared at the marker's reporting precision (`decimals`), so that a unit conversion
 *   does not push a value across a border (20 ng/mL × 2.496 = 49.92 nmol/L is reported as 50).
 * - Effect scores use the status scale (status/index.ts): 15 = low, 60 = fair, 85 = good. A "good"
 *   score from a high flag (ferritin, potassium, calcium) means "do not supplement this".
 */

export type LabSex = 'male' | 'female';
export type LabFlag = 'low' | 'normal' | 'high';

/** Status score of a nutrient whose status marker is in range: "good" (≥ 75), labs outrank answers. */
export const LAB_NORMAL_SCORE = 80;

/**
 * Clinical contexts a range (or band) can be specific to: `ckd` kidney disease; `diabetes` diabetes
 * known (answered or a glucose-lowering medicine); `diabetes_older` with that, 65+ and frail by weight;
 * `diabetes_older_treated` with that, on a glucose-lowering medicine (knowledge/older-diabetes.ts);
 * `heart_failure` heart failure answered (the digoxin aim is 0.5–0.9 ng/mL); `warfarin` warfarin taken
 * (the INR is read against the treatment target, not the untreated range); `liver` liver disease or
 * cirrhosis answered (a raised ammonia is the liver team's).
 */
export type LabContextKind =
  | 'ckd'
  | 'diabetes'
  | 'diabetes_older_healthy'
  | 'diabetes_older'
  | 'diabetes_older_treated'
  | 'heart_failure'
  | 'warfarin'
  | 'liver';

export interface LabRange {
  locale: Locale | 'any';
  sex: LabSex | 'any';
  /** Inclusive lower age bound in years (default 18). */
  ageMin?: number;
  /** Inclusive upper age bound in years (default 120). */
  ageMax?: number;
  low: number | null;
  high: number | null;
  highExclusive?: boolean;
  /**
   * Applies only in this clinical context and then outranks the others: `ckd` = kidney disease
   * (answered, or eGFR < 60 in the same report).
   */
  context?: LabContextKind;
  /**
   * The range is a treatment target the person's own clinic sets (INR on warfarin): the range the report
   * prints beside the value is the untreated population's and is not used against it.
   */
  ownTarget?: true;
  /**
   * Applies only in these life stages and then outranks every other range (pregnancy haemoglobin
   * < 110 g/L, not the non-pregnant < 120). Lactation keeps the non-pregnant ranges (WHO 2011).
   */
  lifeStages?: readonly LabLifeStage[];
  /**
   * With `lifeStages`: the range applies too when gestational diabetes is known without a trimester
   * (fasting glucose < 5.3 mmol/L is the pregnancy target, ADA 2025 §15).
   */
  alsoGestationalDiabetes?: boolean;
  source: Source;
}

/** The life stages a lab range can be specific to. */
export type LabLifeStage = 'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3';

/**
 * A band inside one flag with its own label and meaning, where the guideline names sub-ranges
 * (25(OH)D < 30 nmol/L deficiency vs 30–50 insufficiency; HbA1c 5.7–6.4 % prediabetes vs ≥ 6.5 %
 * diabetes range; eGFR by KDIGO category). Bounds are canonical and compared on the rounded value:
 * `from` ≤ v < `below`. The first band that matches the flag, locale and value wins; its source (when
 * given) replaces the range's, so a row cites the band the person is in (eGFR G3b: 30–44).
 */
export interface LabBand {
  flag: LabFlag;
  /** Default: any locale. */
  locale?: Locale | 'any';
  /**
   * Only in pregnancy or with gestational diabetes (and then the marker's other bands are not used):
   * the non-pregnant "impaired fasting glucose" wording never reaches a pregnant person.
   */
  pregnancy?: boolean;
  /** Inclusive lower bound (canonical unit); absent: open below. */
  from?: number;
  /** Exclusive upper bound (canonical unit); absent: open above. */
  below?: number;
  /**
   * Only when the range chosen has this context (then bands without one are not used for a diabetes
   * context: no prediabetes band with known diabetes).
   */
  context?: LabContextKind;
  /** A prediabetes band: never for someone with known diabetes. */
  prediabetes?: boolean;
  /**
   * A prediabetes band only for someone pregnant (the plan's life stage), and then the marker's other
   * prediabetes bands are not used: no weight-loss advice and no yearly re-test in pregnancy (thirty-fifth
   * clinician review, en S3).
   */
  pregnant?: true;
  /** Only for someone underweight or an older adult with a low BMI (GLIM): no weight-loss advice. */
  lowBmi?: boolean;
  /**
   * Nutrient status in this band, instead of the flag's (`effects`): a borderline B12 inside the normal
   * flag is "fair", not "good" (tenth clinician review, zh P3 finding 4).
   */
  effects?: readonly LabEffectRule[];
  /** Flag shown with its band, e.g. 偏高（糖尿病前期范围） / high (prediabetes range). */
  label: Bilingual;
  meaning: Bilingual;
  source?: Source;
}

/** A sentence added to a flag's meaning only for people who take one of these medicines (drug ids). */
export interface LabDrugNote {
  drugs: readonly string[];
  flags: readonly LabFlag[];
  /**
   * Only for values at these multiples of the range's upper limit (`from` ≤ value ÷ upper < `below`):
   * a CK on a statin is "tell the prescriber within days" below 10 × the upper limit and "today" from
   * it. With no upper limit known, a `from` note never applies and a `below` note does.
   */
  timesHigh?: { from?: number; below?: number };
  /** The finding is urgent when this note applies (the plan's severity; the chat says "today"). */
  today?: boolean;
  /**
   * The note is the label's own instruction to stop the medicine at this value (agomelatine from 3 times the upper
   * limit of a liver test): the chat's safety check keeps it, and "should I stop it" is answered with it.
   */
  labelStop?: true;
  /** Only in pregnancy (a pregnant life stage in the plan, or pregnancy said in the chat). */
  pregnancy?: true;
  /**
   * Never in pregnancy: the medicine's pregnancy rule speaks instead (leflunomide's "do not change the dose
   * yourself, this week" beside its label's "stop it at once" at 6 weeks; blind answer round 32, en-091).
   */
  notInPregnancy?: true;
  /**
   * Only for values above this figure, in the marker's unit (a TSH on levothyroxine in pregnancy above
   * 2.5 mU/L, though within the pregnancy range).
   */
  above?: number;
  /** Only for values below this figure, in the marker's unit. */
  below?: number;
  /**
   * Only for values at or above this figure, in the marker's unit (the milder side of a band's `below`); with no
   * value known, the milder side.
   */
  from?: number;
  /**
   * Not said when the person also takes one of these: a likelier cause has its own note (a PPI is not "the likely
   * cause" of a low magnesium on cetuximab or cisplatin; fiftieth clinician review, zh M10).
   */
  unlessAlso?: readonly string[];
  /** Only said when the person also takes one of these (the milder words for the cause `unlessAlso` set aside). */
  alsoTaking?: readonly string[];
  /**
   * The note says what the flag's meaning would contradict ("no extra vitamin D is needed" beside a
   * bisphosphonate): it is said in place of that meaning.
   */
  replacesMeaning?: true;
  text: Bilingual;
  /** Added to the row's source when the note is shown. */
  source: Source;
}

/**
 * Twenty-seventh clinician review (2026-11-29), zh S2: a low phosphate on tenofovir disoproxil; the chat's
 * row reads the same note (assistant/faq/rows-review27.ts).
 */
export const TENOFOVIR_LOW_PHOSPHATE: LabDrugNote = {
  // Twenty-seventh clinician review (2026-11-29), zh S2: a phosphate of 0.68 with a creatinine of 118
  // on tenofovir disoproxil got the high-phosphate diet. A low phosphate on TDF can be the kidney's
  // proximal tubule leaking phosphate (Fanconi syndrome). The dictionary's tenofovir holds both
  // Viread (TDF) and Vemlidy (TAF); the note names TDF and holds for both.
  drugs: ['tenofovir', 'emtricitabine-rilpivirine-tenofovir-disoproxil'],
  flags: ['low'],
  text: {
    zh: '你在吃替诺福韦：特别是替诺福韦二吡呋酯（TDF，如韦瑞德），血磷低可能是它伤了肾小管、磷从尿里漏掉（范可尼综合征），肌酐升高时更要当心。不要限制含磷的食物（牛奶、蛋、肉、豆类照常吃），也不要自己停药。请这几天内去看开药的感染科（艾滋病或肝病）医生，复查血磷、肌酐和肾小球滤过率（eGFR），查尿糖和尿蛋白；医生可能把它换成对肾和骨头影响小的丙酚替诺福韦（TAF）。要不要补磷、补钙或维生素D，等医生查完再定。',
    en: 'You take tenofovir: above all with tenofovir disoproxil (TDF, such as Viread), a low phosphate can mean it has injured the kidney tubules so phosphate leaks into the urine (Fanconi syndrome) — more so with a rising creatinine. Do not cut phosphate foods (keep eating milk, eggs, meat and beans), and do not stop the medicine yourself. See the HIV or hepatitis doctor who prescribes it within the next few days for a repeat phosphate, creatinine and eGFR, and urine tests for glucose and protein; they may switch it to tenofovir alafenamide (TAF), which is gentler on the kidneys and bones. Whether to take phosphate, calcium or vitamin D is for them to decide once those are back.',
  },
  source: {
    ref: 'Viread (tenofovir disoproxil fumarate) US prescribing information (Gilead, 2019) §5.3 New onset or worsening renal impairment (including Fanconi syndrome and acute renal failure; assess serum creatinine, creatinine clearance, urine glucose and urine protein, and serum phosphorus in chronic kidney disease) and §5.6 bone loss and mineralisation defects (hypophosphataemia, osteomalacia); EACS Guidelines version 12.0 (2023), kidney toxicity of ARVs: TDF-associated proximal tubulopathy (hypophosphataemia, glycosuria, proteinuria) — consider switching TDF to TAF or a non-tenofovir regimen — sections cited from memory',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=viread',
  },
};

export interface LabEffectRule {
  nutrient: NutrientKey;
  /** Status score 0–100 the flag implies for the nutrient. */
  score: number;
}

export type UnitConversion = number | ((value: number) => number);

export interface LabMarkerRow {
  key: string;
  zh: string;
  en: string;
  aliases: readonly string[];
  /** Canonical unit: every value is converted to it before it is flagged or stored. */
  unit: string;
  /** Unit as printed → factor or converter to the canonical unit (the canonical unit maps to 1). */
  units: Readonly<Record<string, UnitConversion>>;
  /** Reporting precision of the canonical value. */
  decimals: number;
  ranges: readonly LabRange[];
  meaning: { low?: Bilingual; normal: Bilingual; high?: Bilingual };
  /** Meaning with kidney disease, where the general one would be wrong (no "eat more potassium"). */
  meaningCkd?: { low?: Bilingual; high?: Bilingual };
  /**
   * Meaning with sickle cell disease or thalassaemia, where the general one would be wrong (no "iron
   * deficiency is the commonest cause"); it also drops the flag's nutrient effects.
   */
  meaningHaemoglobinopathy?: { low?: Bilingual; high?: Bilingual };
  /**
   * Meaning with G6PD deficiency, where the general one would be wrong (a low haemoglobin is haemolysis
   * until shown otherwise, not a lack of iron); it also drops the flag's nutrient effects.
   */
  meaningG6pd?: { low?: Bilingual };
  /**
   * Meaning on maintenance dialysis, where the general one (or its band's) would be wrong: a low vitamin
   * D is the nephrologist's with calcitriol and the calcium, never "the plan adds vitamin D" (ninth
   * clinician review, zh P2 §5). It outranks the band's meaning; the band's label stays.
   */
  meaningDialysis?: { low?: Bilingual; high?: Bilingual };
  /** Sub-bands with their own label and meaning (they outrank `meaning` and `meaningCkd`). */
  bands?: readonly LabBand[];
  /** Medicine-specific sentences (metformin and B12 under a raised HbA1c). */
  drugNotes?: readonly LabDrugNote[];
  /**
   * Units accepted with a caveat: the value is converted as the table says and this sentence is added
   * to the meaning, so the person sees how the unit was read (eGFR printed as "mL/min").
   */
  unitNotes?: Readonly<Record<string, Bilingual>>;
  /**
   * Flag → nutrient status. `normal` is for status markers (B12, folate, 25-OH-D, ferritin): a normal
   * value outranks the questionnaire estimate (issue 15 §4), so it never reads "insufficient"; it
   * applies only when no other marker flags the nutrient low or high.
   */
  effects?: {
    low?: readonly LabEffectRule[];
    high?: readonly LabEffectRule[];
    normal?: readonly LabEffectRule[];
  };
  /**
   * Outside pregnancy the effects give way when ferritin or TSAT is among the results: they decide
   * whether iron is low (BSG 2021). Without them the plan holds the iron for the doctor
   * (knowledge/anaemia.ts); pregnancy keeps its trial of oral iron (BSH 2020; eleventh clinician review).
   */
  ironStudiesDecide?: boolean;
  /**
   * No population range applies: the target is the treating team's own for this person (a tacrolimus or
   * ciclosporin trough, set by the transplant team by organ and time since transplant; KDIGO 2009). The
   * marker has no ranges, is never flagged low or high (nor by the range the report prints), and its
   * value is shown with a band's label and meaning that send it to the team.
   */
  teamTarget?: true;
  source: Source;
}

// ---- sources ---------------------------------------------------------------------------------
/** Fourteenth clinician review (zh P4 #1): bile acids in cholestasis of pregnancy. */
const ICP_CN_2015: Source = {
  ref: '中华医学会妇产科学分会产科学组. 妊娠期肝内胆汁淤积症诊疗指南（2015）. 中华妇产科杂志 2015;50(7):481–485（血清总胆汁酸 ≥10 μmol/L 伴瘙痒可诊断；≥40 μmol/L 为重度）; RCOG Green-top Guideline No. 43, Intrahepatic Cholestasis of Pregnancy (2022): bile acids and liver tests repeated, care led by the obstetric team',
  url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/intrahepatic-cholestasis-of-pregnancy-green-top-guideline-no-43/',
};
/** Total bilirubin: the common adult reference interval (the lab's printed range first). */
const MEDLINEPLUS_BILIRUBIN: Source = {
  ref: 'MedlinePlus, Bilirubin blood test: normal total bilirubin 0.1–1.2 mg/dL (1.71–20.5 µmol/L); 1 mg/dL = 17.1 µmol/L',
  url: 'https://medlineplus.gov/ency/article/003479.htm',
};
const PHE_PKU_TARGET: Source = {
  ref: 'Vockley J et al. Phenylalanine hydroxylase deficiency: diagnosis and management guideline (ACMG). Genet Med 2014;16:188–200 (treatment target 120–360 µmol/L, also before conception and in pregnancy); van Wegberg AMJ et al. The complete European guidelines on phenylketonuria. Orphanet J Rare Dis 2017;12:162 (120–360 µmol/L under 12 years and in pregnancy, up to 600 µmol/L from 12 years); 1 mg/dL = 60.5 µmol/L (molar mass 165.19 g/mol)',
  url: 'https://doi.org/10.1038/gim.2013.157',
};
const PTH_MAYO: Source = {
  ref: 'Mayo Clinic Laboratories, PTH2 Parathyroid Hormone, Intact, Serum: reference 15–65 pg/mL (1 pmol/L = 9.43 pg/mL)',
  url: 'https://www.mayocliniclabs.com/test-catalog/Overview/8837',
};
const PTH_KDIGO: Source = {
  ref: 'KDIGO 2017 Clinical Practice Guideline Update for CKD–Mineral and Bone Disorder, rec. 3.2.3 (on dialysis, keep intact PTH at about 2–9 times the assay’s upper limit) and 4.2 (treatment by the nephrologist)',
  url: 'https://kdigo.org/guidelines/ckd-mbd/',
};
const G6PD_ACTIVITY_MAYO: Source = {
  ref: 'Mayo Clinic Laboratories, G6PD1 Glucose 6-Phosphate Dehydrogenase Enzyme Activity, Blood: reference values ≥ 12 months 8.0–11.9 U/g Hb',
  url: 'https://www.mayocliniclabs.com/test-catalog/Overview/607460',
};
const G6PD_RATIO_CN: Source = {
  ref: 'G6PD与6-PGD比值法（改良G-6-PD定量比值法）：比值 < 1.0 提示G6PD缺乏，女性杂合子可能漏检（国内检验科常用筛查法；各实验室报告上印的参考范围优先）',
};
/** A low G6PD result, by any method: the deficiency and the condition to tick (ninth clinician review, zh P1). */
const G6PD_LOW_MEANING: Bilingual = {
  zh: '低于参考范围：符合葡萄糖-6-磷酸脱氢酶（G6PD）缺乏，也就是蚕豆病。方案会按蚕豆病处理：不吃蚕豆、不碰樟脑丸，避开会诱发溶血的药物、中草药和大剂量维生素C；还没勾选的话，请在问卷的健康状况里勾选“蚕豆病（G6PD缺乏症）”；看病买药时告诉医生和药师。',
  en: 'Below the range: consistent with glucose-6-phosphate dehydrogenase (G6PD) deficiency (favism). The plan treats it so: no fava beans or mothballs, and no medicines, herbs or high-dose vitamin C that set off haemolysis; if you have not yet, tick “G6PD deficiency” among your conditions, and tell every doctor and pharmacist.',
};
const WS_T_404_1: Source = {
  ref: 'WS/T 404.1-2012 临床常用生化检验项目参考区间 第1部分：ALT、AST、ALP、GGT',
};
/** Carbamazepine's usual range (ninth clinician review, zh P3 finding 5, en P4 finding 6). */
const TEGRETOL_LEVEL: Source = {
  ref: 'Tegretol (carbamazepine) US prescribing information, Clinical Pharmacology and Precautions (laboratory tests): usual therapeutic plasma levels 4–12 µg/mL; Tegretol SmPC §4.2 and §5.2 (4–12 µg/mL, 17–50 µmol/L); §4.5: CYP3A4 inhibitors, grapefruit juice among them, raise carbamazepine levels; §4.8 (dizziness, ataxia, diplopia, nausea and vomiting, dose-related)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tegretol',
};
/** The enzyme-inducing antiepileptics and the liver enzymes (GGT, ALP) and bone (ninth review, zh P3, en P4). */
const INDUCER_ENZYMES: Source = {
  ref: 'Tegretol (carbamazepine) SmPC §4.8 (raised gamma-GT and alkaline phosphatase, usually without clinical relevance; osteomalacia and vitamin D) and §4.4 (liver function tests before and during treatment); NICE NG217 Epilepsies (2022): bone health on enzyme-inducing antiseizure medicines (vitamin D)',
  url: 'https://www.medicines.org.uk/emc/search?q=tegretol',
};
const MEDLINEPLUS_ALP: Source = {
  ref: 'MedlinePlus (US National Library of Medicine), ALP — blood test: normal range 44 to 147 IU/L (ranges vary between laboratories)',
  url: 'https://medlineplus.gov/ency/article/003470.htm',
};
/**
 * A raised GGT or ALP on an enzyme-inducing antiepileptic: often the medicine itself, the doctor reads it
 * with the other liver tests and vitamin D (ninth clinician review, zh P3 GGT 88 "alcohol or fatty liver",
 * en P4 ALP 140 "not recognised").
 */
const INDUCER_LIVER_NOTE: LabDrugNote = {
  drugs: ['carbamazepine', 'phenytoin', 'phenobarbital', 'oxcarbazepine'],
  flags: ['high'],
  text: {
    zh: '你在吃卡马西平（或苯妥英、苯巴比妥等）：这类药会诱导肝药酶，常常让GGT和碱性磷酸酶轻度升高，多数没有危害；但碱性磷酸酶升高也可能和骨骼缺维生素D有关（这类药会加快维生素D分解）。请把结果给开药医生看，结合其他肝功能指标和维生素D一起判断；不要自己停药或减药。',
    en: 'You take carbamazepine (or phenytoin, phenobarbital): these speed up liver enzymes and often raise GGT and alkaline phosphatase a little, usually harmlessly; a raised alkaline phosphatase can also come from the bones when vitamin D is low, which these medicines make more likely. Show the result to your prescriber, to read with your other liver tests and your vitamin D; do not stop or cut the medicine yourself.',
  },
  source: INDUCER_ENZYMES,
};

/** Tolvaptan's liver rule (Jynarque / Jinarc labels: Boxed Warning and §5.1 serious liver injury). */
const TOLVAPTAN_LIVER: Source = {
  ref: 'Jynarque (tolvaptan) US prescribing information (Otsuka, 2020): Boxed Warning and §5.1 Serious Liver Injury (ALT, AST and bilirubin before starting, at 2 and 4 weeks, then monthly for 18 months; with symptoms of liver injury or ALT, AST or bilirubin above 2 times the upper limit of normal, interrupt at once and repeat the tests within 48–72 hours); Jinarc EU SmPC §4.4 — thresholds cited from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=jynarque',
};
/**
 * A liver test on tolvaptan (thirty-fourth clinician review, zh and en S1: ALT 118 against 50 on Jinarc
 * was a generic "see a doctor", and the chat said it had no rule for tolvaptan). From twice the upper limit
 * the label interrupts the medicine: the nephrologist today; below it, this week.
 */
const TOLVAPTAN_LIVER_NOTES: readonly LabDrugNote[] = [
  {
    drugs: ['tolvaptan'],
    flags: ['high'],
    timesHigh: { from: 2 },
    today: true,
    text: {
      zh: '你在吃托伐普坦（苏麦卡、Jinarc）：这个肝功能指标已超过正常上限的2倍。说明书规定，这种情况下要暂停托伐普坦，并在48–72小时内复查肝功能——请今天就联系肾内科医生（或开药的医生），告诉他你在吃托伐普坦和这个结果，由医生决定怎么停、什么时候复查，别等下次复诊。乏力、没胃口、恶心、尿色变深（像浓茶）、眼睛或皮肤发黄、右上腹痛，请当天就去医院。',
      en: 'You take tolvaptan (Jynarque, Jinarc), and this liver test is above twice the upper limit. Its label says tolvaptan is paused at this level and the liver tests repeated within 48–72 hours: contact your nephrologist (or whoever prescribes it) today, tell them you take tolvaptan and this result, and let them tell you how to pause it and when to retest — do not wait for the next routine visit. Tiredness, no appetite, nausea, dark (cola-coloured) urine, yellow eyes or skin, or pain under the right ribs need a doctor the same day.',
    },
    source: TOLVAPTAN_LIVER,
  },
  {
    drugs: ['tolvaptan'],
    flags: ['high'],
    timesHigh: { below: 2 },
    text: {
      zh: '你在吃托伐普坦（苏麦卡、Jinarc）：它可能伤肝，说明书要求定期查肝功能。请在这周内把这个结果给肾内科医生看，由医生决定是否提前复查；不要自己改剂量。乏力、没胃口、尿色变深、眼睛或皮肤发黄、右上腹痛，请当天就医。',
      en: 'You take tolvaptan (Jynarque, Jinarc): it can harm the liver, and its label requires regular liver tests. Show this result to your nephrologist this week, who decides whether to retest sooner; do not change the dose yourself. Tiredness, no appetite, dark urine, yellow eyes or skin, or pain under the right ribs need a doctor the same day.',
    },
    source: TOLVAPTAN_LIVER,
  },
];

/** Eltrombopag's liver rule (Promacta US PI Boxed Warning and §5.2; Revolade EU SmPC §4.4). */
const ELTROMBOPAG_LIVER: Source = {
  ref: 'Promacta (eltrombopag) US prescribing information: Boxed Warning (hepatotoxicity) and §5.2 Hepatotoxicity (ALT, AST and bilirubin before starting, every 2 weeks while the dose is adjusted, then monthly; discontinue if ALT reaches 3 times the upper limit of normal or more and is progressive, persistent for 4 weeks or more, with a raised direct bilirubin, or with symptoms of liver injury); Revolade EU SmPC §4.4 — sections and thresholds cited from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=promacta',
};
/**
 * A liver test on eltrombopag (thirty-sixth clinician review, zh M1: ALT 76 / AST 58 on 瑞弗兰 was a generic
 * "see a doctor" and the chat said "no rule"). From 3 times the upper limit the label may stop it: the
 * haematologist within days, not at the next visit; below it, this week.
 */
const ELTROMBOPAG_LIVER_NOTES: readonly LabDrugNote[] = [
  {
    drugs: ['eltrombopag'],
    flags: ['high'],
    timesHigh: { from: 3 },
    today: true,
    text: {
      zh: '你在吃艾曲泊帕（瑞弗兰、Promacta）：它可能伤肝，这个肝功能指标已达正常上限的3倍以上。说明书规定这种情况要尽快复查，持续升高或伴胆红素升高时要停药——请今天或明天就联系血液科医生，告诉他你在吃艾曲泊帕和这个结果，由医生决定是否停药、什么时候复查；不要自己停药（血小板可能很快掉下来）。乏力、没胃口、尿色变深、眼睛或皮肤发黄、右上腹痛，请当天就医。',
      en: 'You take eltrombopag (Promacta, Revolade): it can harm the liver, and this liver test is 3 or more times the upper limit. Its label calls for a prompt repeat test and stops the medicine if the rise persists or comes with a raised bilirubin: contact your haematologist today or tomorrow, tell them you take eltrombopag and this result, and let them decide whether to stop it and when to retest — do not stop it yourself (the platelets can fall quickly). Tiredness, no appetite, dark urine, yellow eyes or skin, or pain under the right ribs need a doctor the same day.',
    },
    source: ELTROMBOPAG_LIVER,
  },
  {
    drugs: ['eltrombopag'],
    flags: ['high'],
    timesHigh: { below: 3 },
    text: {
      zh: '你在吃艾曲泊帕（瑞弗兰、Promacta）：它可能伤肝，说明书要求调整剂量期间每2周、之后每月查肝功能（转氨酶和胆红素），这个结果可能和它有关。请在这周内把结果给血液科医生看，由医生决定是否提前复查；不要自己停药或改剂量。乏力、没胃口、尿色变深、眼睛或皮肤发黄、右上腹痛，请当天就医。',
      en: 'You take eltrombopag (Promacta, Revolade): it can harm the liver, and its label checks liver tests (ALT, AST, bilirubin) every 2 weeks while the dose is adjusted and monthly after that — this result may be related to it. Show it to your haematologist this week, who decides whether to retest sooner; do not stop it or change the dose yourself. Tiredness, no appetite, dark urine, yellow eyes or skin, or pain under the right ribs need a doctor the same day.',
    },
    source: ELTROMBOPAG_LIVER,
  },
];

/**
 * A liver test on agomelatine (Valdoxan, 维度新): its label stops it at once from 3 times the upper limit
 * (fortieth clinician review, zh S3: ALT 128 on 维度新 never linked to it, and "要不要自己先停药" told not to stop,
 * with antidepressant withdrawal that agomelatine does not have). Below that, the prescriber soon.
 */
const AGOMELATINE_LIVER: Source = {
  ref: 'Valdoxan (agomelatine) EU SmPC §4.2 and §4.4 (liver tests before and at about 3, 6, 12 and 24 weeks; the action required above 3 times the upper limit of normal; hepatic failure reported) — sections cited from memory; 阿戈美拉汀片（维度新）说明书【注意事项】（转氨酶超过正常上限3倍时的处理，章节凭记忆）',
  url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/valdoxan',
};
/**
 * Acitretin and isotretinoin raise liver tests and triglycerides (forty-fourth clinician review, zh M3 and en M2: ALT
 * 68–78 and triglycerides of 3.4–4.7 mmol/L on acitretin read as extra weight, "eat less fat", with no word of the
 * medicine or of alcohol).
 */
const ORAL_RETINOID_SOURCE: Source = {
  ref: 'Soriatane (acitretin) US prescribing information, boxed warning (hepatotoxicity; no ethanol during and for 2 months after) and §5 (lipids: hypertriglyceridaemia, pancreatitis; liver function tests during treatment); Absorica (isotretinoin) US prescribing information §5 (hepatotoxicity, lipids and pancreatitis) — sections cited from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=soriatane',
};
const ORAL_RETINOID_LIVER_NOTE: LabDrugNote = {
  drugs: ['acitretin', 'isotretinoin'],
  flags: ['high'],
  text: {
    zh: '你在吃口服维A酸类药（阿维A或异维A酸）：它可能伤肝，说明书要求治疗期间定期查肝功能。请在一两周内把这个结果给开药的皮肤科医生看，是否减量或暂停由医生判断，不要自己改剂量；服药期间不喝酒（阿维A：最后一次服药后2个月内也不喝），也不吃维生素A、鱼肝油或其他可能伤肝的保健品。皮肤或眼睛发黄、尿色变深、右上腹痛、恶心呕吐，当天就医。',
    en: 'You take an oral retinoid (acitretin or isotretinoin): it can harm the liver, and its label requires liver tests during treatment. Show this result to the dermatologist who prescribes it within a week or two — whether to lower the dose or pause is their judgement; do not change it yourself. No alcohol while on it (acitretin: nor for 2 months after the last dose), and no vitamin A, cod liver oil or other supplements that can strain the liver. Yellow skin or eyes, dark urine, pain under the right ribs, nausea or vomiting need a doctor the same day.',
  },
  source: ORAL_RETINOID_SOURCE,
};
const ORAL_RETINOID_TG_NOTE: LabDrugNote = {
  drugs: ['acitretin', 'isotretinoin'],
  flags: ['high'],
  text: {
    zh: '你在吃口服维A酸类药（阿维A或异维A酸）：它常会让甘油三酯升高，说明书要求治疗期间定期查血脂，甘油三酯很高时有胰腺炎风险。请在一两周内把这个结果给开药的皮肤科医生看，由医生决定是否减量、加药或复查；服药期间不喝酒，少吃甜食、含糖饮料和油炸食物。',
    en: 'You take an oral retinoid (acitretin or isotretinoin): it often raises triglycerides, its label requires lipid checks during treatment, and very high triglycerides carry a risk of pancreatitis. Show this result to the dermatologist who prescribes it within a week or two — they decide on the dose, a medicine or a recheck. No alcohol while on it, and go easy on sweets, sugary drinks and fried food.',
  },
  source: ORAL_RETINOID_SOURCE,
};

const AGOMELATINE_LIVER_NOTES: readonly LabDrugNote[] = [
  {
    drugs: ['agomelatine'],
    flags: ['high'],
    timesHigh: { from: 3 },
    today: true,
    labelStop: true,
    text: {
      zh: '你在吃阿戈美拉汀（维度新）：它可能伤肝，这个转氨酶已达正常上限的3倍以上——说明书规定这种情况要立即停药。请今天就联系开药的医生（精神科或全科），说明这个结果，由医生安排换药和复查肝功能；阿戈美拉汀停药不会像其他抗抑郁药那样出现撤药反应。换药期间情绪变差或有伤害自己的念头，马上告诉医生或拨打心理援助热线。乏力、没胃口、尿色变深、眼睛或皮肤发黄、右上腹痛，请当天就医。',
      en: 'You take agomelatine (Valdoxan): it can harm the liver, and this liver test is 3 or more times the upper limit — its label says to stop it at once in that case. Contact your prescriber (psychiatrist or GP) today with this result, who arranges another medicine and a repeat liver test; agomelatine has no withdrawal reaction on stopping like other antidepressants. If your mood dips or you have thoughts of harming yourself while the medicine is changed, tell the doctor at once or call a crisis line. Tiredness, no appetite, dark urine, yellow eyes or skin, or pain under the right ribs need a doctor the same day.',
    },
    source: AGOMELATINE_LIVER,
  },
  {
    drugs: ['agomelatine'],
    flags: ['high'],
    timesHigh: { below: 3 },
    text: {
      zh: '你在吃阿戈美拉汀（维度新）：它可能伤肝，说明书要求开始后定期查肝功能，这个结果可能和它有关。请在这几天内把结果给开药医生看，由医生决定复查时间；升到正常上限3倍以上时要停药。不要喝酒。乏力、没胃口、尿色变深、眼睛或皮肤发黄、右上腹痛，请当天就医。',
      en: 'You take agomelatine (Valdoxan): it can harm the liver, its label checks liver tests regularly after starting, and this result may be related to it. Show it to your prescriber within the next few days, who decides when to retest; above 3 times the upper limit it is stopped. Avoid alcohol. Tiredness, no appetite, dark urine, yellow eyes or skin, or pain under the right ribs need a doctor the same day.',
    },
    source: AGOMELATINE_LIVER,
  },
];

/**
 * A liver test on bosentan (Tracleer, 全可利; forty-first clinician review, zh M7: ALT 136 on 全可利 never linked to it):
 * its label tests monthly and, from 3 times the upper limit, has the prescriber repeat it and lower or pause the dose.
 */
const BOSENTAN_LIVER: Source = {
  ref: 'Tracleer (bosentan) US prescribing information, Boxed Warning (hepatotoxicity; liver aminotransferases monthly) and §2 (ALT/AST > 3 and ≤ 5 × ULN: confirm, reduce the dose or interrupt, check every 2 weeks; > 5 and ≤ 8 × ULN: stop; > 8 × ULN or with symptoms or bilirubin ≥ 2 × ULN: stop for good) — sections cited from memory; 波生坦片（全可利）说明书【注意事项】',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tracleer',
};
const BOSENTAN_LIVER_NOTES: readonly LabDrugNote[] = [
  {
    drugs: ['bosentan'],
    flags: ['high'],
    timesHigh: { from: 3 },
    today: true,
    text: {
      zh: '你在吃波生坦（全可利）：它可能伤肝，说明书要求每月查肝功能；这个结果已达正常上限的3倍以上——请今天就联系肺动脉高压团队，说明书要求医生复查确认，并把剂量减下来或暂停。不要自己停药或改剂量（突然中断可能让肺动脉高压很快加重），由医生安排。眼睛或皮肤发黄、尿色很深、恶心呕吐、发热或右上腹痛，请当天就医。',
      en: 'You take bosentan (Tracleer): it can harm the liver, its label tests the liver every month, and this result is 3 or more times the upper limit — contact your pulmonary hypertension team today; the label has them repeat it and lower or pause the dose. Do not stop or change bosentan yourself (a sudden break can worsen pulmonary hypertension quickly); they arrange it. Yellow eyes or skin, very dark urine, nausea or vomiting, fever, or pain under the right ribs need a doctor the same day.',
    },
    source: BOSENTAN_LIVER,
  },
  {
    drugs: ['bosentan'],
    flags: ['high'],
    timesHigh: { below: 3 },
    text: {
      zh: '你在吃波生坦（全可利）：它可能伤肝，说明书要求每月查肝功能，这个结果可能和它有关。请在这几天内把结果给肺动脉高压团队看；到正常上限3倍以上时医生会减量或暂停。',
      en: 'You take bosentan (Tracleer): it can harm the liver, its label tests the liver every month, and this result may be related to it. Show it to your pulmonary hypertension team within the next few days; from 3 times the upper limit they lower or pause the dose.',
    },
    source: BOSENTAN_LIVER,
  },
];

const WS_T_404_2: Source = { ref: 'WS/T 404.2-2012 临床常用生化检验项目参考区间 第2部分：总蛋白、白蛋白' };
/** Total CO2 (bicarbonate) on a chemistry panel. */
const MEDLINEPLUS_CO2: Source = {
  ref: 'MedlinePlus (US National Library of Medicine), CO2 blood test (bicarbonate test): normal range 23 to 29 mEq/L (mmol/L); low with metabolic acidosis (kidney disease, diarrhoea, ketoacidosis, some medicines), high with vomiting, diuretics and metabolic alkalosis',
  url: 'https://medlineplus.gov/ency/article/003469.htm',
};
const WS_T_404_3: Source = { ref: 'WS/T 404.3-2012 临床常用生化检验项目参考区间 第3部分：钾、钠、氯' };
const WS_T_404_5: Source = { ref: 'WS/T 404.5-2015 临床常用生化检验项目参考区间 第5部分：尿素、肌酐' };
const WS_T_404_6: Source = { ref: 'WS/T 404.6-2015 临床常用生化检验项目参考区间 第6部分：钙、磷、镁' };
const WS_T_405: Source = { ref: 'WS/T 405-2012 血细胞分析参考区间' };
const WS_T_677: Source = {
  ref: 'WS/T 677-2020 人群维生素D缺乏筛查方法，表1：血清25(OH)D < 12 ng/mL（30 nmol/L）为维生素D缺乏，12–< 20 ng/mL（30–< 50 nmol/L）为不足',
};
const CN_DM_2020: Source = {
  ref: '中国2型糖尿病防治指南（2020年版），中华医学会糖尿病学分会，表：糖代谢状态分类与诊断标准',
};
/**
 * zh-CN HbA1c: the Chinese guideline adopts HbA1c ≥ 6.5 % for diagnosis but names no HbA1c
 * prediabetes band, so 5.7–6.4 % is taken from ADA (the plan's glucose finding uses the same band).
 */
const CN_A1C: Source = {
  ref: '中国2型糖尿病防治指南（2020年版）：HbA1c ≥ 6.5 % 为糖尿病诊断标准之一；HbA1c 5.7–6.4 % 糖尿病前期范围按美国糖尿病协会（ADA）《糖尿病诊疗标准（2024）》第2章表2.5（中国指南未单列 HbA1c 糖尿病前期切点）',
};
/** An older adult's HbA1c within the less stringent goal (ADA 2025 §13). */
const OLDER_GOAL_MET: Bilingual = {
  zh: '已确诊糖尿病的老年人如果体弱或体重偏低，HbA1c 控制目标放宽到 < 8.0 %，以避免低血糖：这个值在目标内。不要节食或减重，饭要吃够、蛋白质要够。',
  en: 'For an older adult with diabetes who is frail or underweight the HbA1c goal is relaxed to under 8.0 %, to avoid low blood sugar: this value is within it. Do not diet or try to lose weight; eat enough, with enough protein.',
};
const ADA_METFORMIN_B12: Source = {
  ref: 'ADA Standards of Care in Diabetes—2024 §9.14: periodic vitamin B12 measurement in people on long-term metformin',
  url: 'https://diabetesjournals.org/care/issue/47/Supplement_1',
};
/** Antiplatelets and anticoagulants: the medicines whose lab notes speak of bleeding. */
/**
 * Clozapine plasma levels (ninth clinician review, zh P4 and en P3: 680 and 780 ng/mL after stopping
 * smoking were "lab items not recognised"). 1 ng/mL = 1 µg/L; molar mass 326.8 g/mol.
 */
export const CLOZAPINE_LEVEL_SOURCE: Source = {
  ref: 'Hiemke C et al. Consensus guidelines for therapeutic drug monitoring in neuropsychopharmacology: update 2017 (AGNP). Pharmacopsychiatry 2018;51:9–62 — clozapine therapeutic reference range 350–600 ng/mL, laboratory alert level 1000 ng/mL; Taylor DM, Barnes TRE, Young AH. The Maudsley Prescribing Guidelines in Psychiatry, 14th ed. 2021 (clozapine plasma levels: response usually from 350 ng/mL; seizures more likely at higher levels, above about 1000 ng/mL; "Smoking and psychotropic medicines": after stopping smoking CYP1A2 activity falls over about a week and levels rise over 1–2 weeks); MHRA Drug Safety Update vol. 14 issue 1 (August 2020): monitor clozapine levels when a patient stops smoking, with interacting medicines, with pneumonia or another serious infection, or when toxicity is suspected',
  url: 'https://doi.org/10.1055/s-0043-116492',
};
/**
 * Phenytoin levels (tenth clinician review, en P2 finding 3: "Phenytoin, Total" 24 mcg/mL was "not
 * recognised"). 1 mg/L = 1 µg/mL = 3.96 µmol/L (molar mass 252.3 g/mol).
 */
export const PHENYTOIN_LEVEL_SOURCE: Source = {
  ref: 'Dilantin (extended phenytoin sodium capsules) US prescribing information, Clinical Pharmacology (optimum control without clinical signs of toxicity occurs most often with serum levels between 10 and 20 mcg/mL; phenytoin is highly bound to albumin, so with a low albumin or kidney failure more of it is unbound and the total level reads low), Warnings (serum levels sustained above the optimal range may produce confusional states, cerebellar dysfunction) and Overdosage (initial signs nystagmus, ataxia and dysarthria; then tremor, lethargy, slurred speech, blurred vision, nausea and vomiting) — section numbers of the current label not checked; RCPA Manual, Phenytoin level: therapeutic interval 40–80 µmol/L (10–20 mg/L)',
  url: 'https://www.rcpa.edu.au/Library/Practising-Pathology/RCPA-Manual/Items/Pathology-Tests/P/Phenytoin-level',
};
/** Platelets: the Chinese adult reference interval and MedlinePlus for US reports. */
const MEDLINEPLUS_PLATELETS: Source = {
  ref: 'MedlinePlus (US National Library of Medicine), Platelet count: normal 150,000 to 400,000 platelets per microliter (150 to 400 × 10⁹/L); ranges vary between laboratories',
  url: 'https://medlineplus.gov/ency/article/003647.htm',
};
const WS_T_405_PLATELETS: Source = {
  ref: 'WS/T 405-2012 血细胞分析参考区间：成人血小板计数 125–350 ×10⁹/L',
};
/**
 * A low platelet count in pregnancy (tenth clinician review, en P3 finding 6: platelets 142 at 34 weeks
 * with gestational hypertension were "not recognised"): a mild fall late in pregnancy is usually
 * gestational thrombocytopenia, but with high blood pressure it is one of the signs pre-eclampsia is
 * diagnosed by.
 */
export const PREGNANCY_PLATELETS_SOURCE: Source = {
  ref: 'NICE NG133 Hypertension in pregnancy (2019, updated 2023), definitions: pre-eclampsia is new hypertension after 20 weeks with proteinuria or maternal organ dysfunction, including haematological complications such as a platelet count below 150,000 per microlitre; a falling platelet count is a feature of severe pre-eclampsia (full blood count, liver transaminases and creatinine are monitored); ACOG Practice Bulletin No. 207, Thrombocytopenia in Pregnancy (2019): gestational thrombocytopenia is mild (usually above 100 × 10⁹/L), arises late in pregnancy and causes most low counts in pregnancy',
  url: 'https://www.nice.org.uk/guidance/ng133',
};

const THEOPHYLLINE_PI: Source = {
  ref: 'Theo-24 (theophylline) US prescribing information (serum concentrations 10–20 mcg/mL; toxicity above 20 mcg/mL; ciprofloxacin, erythromycin, clarithromycin and smoking cessation raise levels) — cited from memory, section names of the old-format label unsure; BNF: theophylline, plasma concentration 10–20 mg/litre',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=theo-24',
};

const BLOOD_THINNERS = [
  'aspirin',
  'clopidogrel',
  'ticagrelor',
  'prasugrel',
  'warfarin',
  'acenocoumarol',
  'phenprocoumon',
  'rivaroxaban',
  'apixaban',
  'dabigatran',
  'edoxaban',
] as const;

/**
 * Creatine kinase: the Chinese adult reference intervals (enzymatic method) and Mayo Clinic Laboratories'
 * adult intervals for US reports; men's are higher (muscle mass).
 */
const WS_T_404_7: Source = {
  ref: 'WS/T 404.7-2015 临床常用生化检验项目参考区间 第7部分：血清乳酸脱氢酶、肌酸激酶（成年男性 50–310 U/L，成年女性 40–200 U/L；数值凭记忆引用）',
};
/** Ninth clinician review (en P1): the calcium-regulating markers of granulomatous hypercalcaemia. */
const QUEST_CALCITRIOL: Source = {
  ref: 'Quest Diagnostics, Vitamin D, 1,25-Dihydroxy, LC/MS/MS: adult reference range 18–72 pg/mL (from memory; the report’s own range is used when printed); Endocrine Society / Holick MF et al. J Clin Endocrinol Metab 2011;96:1911 (1,25-dihydroxyvitamin D is not a measure of vitamin D status)',
};
const LABCORP_ACE: Source = {
  ref: 'Labcorp, Angiotensin-Converting Enzyme (ACE): adult reference interval 14–82 U/L (from memory; method-dependent — the report’s own range is used when printed); Crouser ED et al. Am J Respir Crit Care Med 2020;201:e26 (ACE in sarcoidosis)',
};
const MAYO_CK: Source = {
  ref: 'Mayo Clinic Laboratories, Test ID CK, Creatine Kinase (CK), Serum: reference values males 39–308 U/L, females 26–192 U/L',
  url: 'https://www.mayocliniclabs.com/test-catalog/overview/8336',
};
/**
 * CK on a statin: symptoms and a raised CK go to the prescriber; above 10 times the upper limit is
 * severe muscle injury, for a doctor the same day (ACC/AHA 2018; the statin labels' myopathy section).
 */
export const STATIN_CK_SOURCE: Source = {
  ref: '2018 AHA/ACC Guideline on the Management of Blood Cholesterol (Grundy SM et al. Circulation 2019;139:e1082), statin safety and statin-associated side effects (CK in severe muscle symptoms; CK > 10 × the upper limit of normal: severe myopathy, stop the statin and assess); Zocor (simvastatin) and Lipitor (atorvastatin) US prescribing information §5.1 Myopathy and rhabdomyolysis (report unexplained muscle pain, tenderness or weakness promptly; stop if markedly elevated CK levels occur — the prescriber’s decision); Cheeley MK et al. NLA scientific statement on statin intolerance. J Clin Lipidol 2022;16:361',
  url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000000625',
};
/** Every thiazide in the dictionary, combinations included (losartan/hydrochlorothiazide). */
const THIAZIDES: readonly string[] = DRUGS.filter((d) =>
  (d.classes as readonly string[]).includes('thiazide_diuretic'),
).map((d) => d.id);
/** Every statin in the dictionary, combinations included (amlodipine/atorvastatin, ezetimibe/simvastatin). */
const STATINS: readonly string[] = DRUGS.filter((d) =>
  (d.classes as readonly string[]).includes('statin'),
).map((d) => d.id);

const CN_LIPID_2023: Source = {
  ref: '中国血脂管理指南（2023年），表：中国ASCVD一级预防人群血脂合适水平和异常分层标准',
};

/** Triglycerides (mmol/L) from which the risk is acute pancreatitis: 500 mg/dL. */
export const SEVERE_TG_MMOL_L = 5.6;
const SEVERE_TG_SOURCE: Source = {
  ref: '中国血脂管理指南（2023年）（中华心血管病杂志 2023;51:221）：TG ≥ 5.6 mmol/L 时急性胰腺炎风险升高，应戒酒并启用降 TG 药物，开始用药后 4–6 周复查血脂；Mach F et al. 2019 ESC/EAS Guidelines for the management of dyslipidaemias. Eur Heart J 2020;41:111 (severe hypertriglyceridaemia: alcohol abstinence, drug treatment to prevent pancreatitis)',
  url: 'https://doi.org/10.1093/eurheartj/ehz455',
};
const CN_UA_2019: Source = { ref: '中国高尿酸血症与痛风诊疗指南（2019），高尿酸血症：血尿酸 > 420 μmol/L' };
const ADA_2024: Source = {
  ref: 'American Diabetes Association, Standards of Care in Diabetes—2024, §2 Table 2.1/2.5',
  url: 'https://diabetesjournals.org/care/issue/47/Supplement_1',
};
const NCEP_ATP3: Source = {
  ref: 'NCEP Adult Treatment Panel III (2002), Table II.1 (LDL, total and HDL cholesterol; triglycerides)',
  url: 'https://www.nhlbi.nih.gov/files/docs/resources/heart/atp3xsum.pdf',
};
const NIH_VITD: Source = {
  ref: 'NIH ODS Vitamin D fact sheet for health professionals, Table 1 (IOM 2011 25(OH)D cut-offs: < 30 nmol/L [12 ng/mL] risk of deficiency; 30–< 50 nmol/L [12–< 20 ng/mL] inadequate for some; ≥ 50 nmol/L adequate; > 125 nmol/L [50 ng/mL] potential adverse effects)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const WHO_FERRITIN_2020: Source = {
  ref: 'WHO guideline on use of ferritin concentrations to assess iron status (2020): < 15 µg/L deficiency; > 150 (women) / > 200 (men) µg/L risk of overload',
  url: 'https://www.who.int/publications/i/item/9789240000124',
};
/**
 * Twenty-sixth clinician review, zh M6: on haemodialysis a ferritin of 320 ng/mL with a TSAT of 21 % was
 * read "possible iron overload". In CKD (on dialysis or not) a trial of iron is given while TSAT ≤ 30 % and
 * ferritin ≤ 500 ng/mL, and inflammation raises ferritin (KDIGO 2012 Anemia in CKD, rec. 2.1.2–2.1.3).
 */
const KDIGO_ANAEMIA_FERRITIN: Source = {
  ref: 'KDIGO Clinical Practice Guideline for Anemia in Chronic Kidney Disease 2012, ch. 2.1 (in CKD, on dialysis or not, a trial of iron while TSAT ≤ 30 % and ferritin ≤ 500 ng/mL; iron not routinely given above these; inflammation raises ferritin) — Kidney Int Suppl 2012;2:279–335; recommendation numbers cited from memory',
  url: 'https://kdigo.org/guidelines/anemia-in-ckd/',
};
const WHO_HB_2011: Source = {
  ref: 'WHO VMNIS (2011) Haemoglobin concentrations for the diagnosis of anaemia: men < 130 g/L, non-pregnant women < 120 g/L',
  url: 'https://www.who.int/publications/i/item/WHO-NMH-NHD-MNM-11.1',
};
/**
 * Pregnancy haemoglobin: en-US follows WHO 2024 and CDC 1998 (< 110 g/L in the 1st and 3rd trimester,
 * < 105 g/L in the 2nd, when plasma volume expands most); zh-CN follows the Chinese guideline, which
 * uses < 110 g/L throughout.
 */
const WHO_HB_PREGNANCY: Source = {
  ref: 'WHO Guideline on haemoglobin cutoffs to define anaemia in individuals and populations (2024): pregnant women < 110 g/L in the 1st and 3rd trimester, < 105 g/L in the 2nd; CDC Recommendations to prevent and control iron deficiency in the United States, MMWR 1998;47(RR-3): the same trimester cut-offs; WHO VMNIS (2011): pregnant women < 110 g/L',
  url: 'https://www.who.int/publications/i/item/9789240088542',
};
const CN_HB_PREGNANCY: Source = {
  ref: '中华医学会围产医学分会. 妊娠期铁缺乏和缺铁性贫血诊治指南. 中华围产医学杂志 2014;17(7):451：妊娠期贫血为血红蛋白 < 110 g/L（WHO 2011 同）',
};
/**
 * Pregnancy TSH: without the lab's own trimester-specific range, both guidelines use about 4.0 mIU/L
 * as the upper limit (the non-pregnant upper limits, 4.12 and 4.2, would miss subclinical
 * hypothyroidism, which matters for the fetus).
 */
const PREGNANCY_TSH: Source = {
  ref: 'Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the diagnosis and management of thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315, Rec. 11–12 (use population- and trimester-specific ranges; when unavailable, an upper reference limit of about 4.0 mU/L); 中华医学会内分泌学分会、围产医学分会. 妊娠和产后甲状腺疾病诊治指南（第2版）. 中华内分泌代谢杂志 2019;35(8):636（无特异参考范围时妊娠早期 TSH 上限可采用 4.0 mU/L）',
  url: 'https://doi.org/10.1089/thy.2016.0457',
};
/** US adult reference intervals for the blood count (cited from memory; the lab's own range outranks it). */
const MAYO_CBC: Source = {
  ref: 'Mayo Clinic Laboratories, Complete Blood Count (CBC) with differential, adult reference values: white blood cells 3.4–9.6 ×10⁹/L, absolute neutrophils 1.56–6.45 ×10⁹/L (cited from memory)',
  url: 'https://www.mayocliniclabs.com/test-catalog/overview/9109',
};
const WHO_PV_2016: Source = {
  ref: 'WHO 2016 classification, polycythaemia vera major criterion: Hb > 165 g/L men, > 160 g/L women (Arber et al., Blood 2016;127:2391)',
};
const WHO_B12: Source = {
  ref: 'de Benoist B. Conclusions of a WHO Technical Consultation on folate and vitamin B12 deficiencies. Food Nutr Bull 2008;29(2 Suppl):S238 (B12 < 150 pmol/L)',
};
const BSH_PREGNANCY_IRON: Source = {
  ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830 (ferritin < 30 µg/L confirms iron deficiency in pregnancy; oral elemental iron 40–80 mg a day; haemoglobin rechecked at 2–3 weeks)',
  url: 'https://doi.org/10.1111/bjh.16221',
};
const NIH_B12: Source = {
  ref: 'NIH ODS Vitamin B12 fact sheet for health professionals (serum B12 < 148 pmol/L [200 pg/mL] suggests deficiency; 148–221 pmol/L [200–300 pg/mL] borderline, confirmed with methylmalonic acid)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
};
/**
 * Long-term metformin and a serum B12 below 221 pmol/L (300 pg/mL), low or borderline: the plan's finding
 * `metformin-b12` and the chat's answer (tenth clinician review, zh P3 finding 4).
 */
export const METFORMIN_B12 = {
  /** pmol/L: below it a B12 is borderline (148–221) or low (NIH ODS). */
  below: 221,
  source: {
    ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §9 Pharmacologic Approaches to Glycemic Treatment: long-term metformin may cause biochemical vitamin B12 deficiency — measure B12 periodically, especially with peripheral neuropathy or anaemia; NICE CKS Diabetes – type 2, metformin (MHRA Drug Safety Update June 2022: test B12 in people on metformin with symptoms of deficiency, consider periodic monitoring with risk factors); NIH ODS Vitamin B12 fact sheet (148–221 pmol/L [200–300 pg/mL] borderline, confirmed with methylmalonic acid or homocysteine); NICE NG239 Vitamin B12 deficiency in over 16s (2024): oral cyanocobalamin 1,000 µg a day where absorption may be impaired, injections with neurological symptoms; Devalia V et al. BSH guideline 2014',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  } satisfies Source,
} as const;
const WHO_FOLATE_2015: Source = {
  ref: 'WHO (2015) Serum and red blood cell folate concentrations for assessing folate status in populations: serum folate < 10 nmol/L (4 ng/mL) deficiency',
  url: 'https://www.who.int/publications/i/item/WHO-NMH-NHD-EPG-15.01',
};
const NIH_FOLATE: Source = {
  ref: 'NIH ODS Folate fact sheet for health professionals (serum folate > 3 ng/mL [6.8 nmol/L] indicates adequacy)',
  url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
};
const TIETZ_IRON: Source = {
  ref: 'Tietz Clinical Guide to Laboratory Tests, 4th ed. (2006): serum iron men 65–175 µg/dL, women 50–170 µg/dL',
};
const ATA_TSH: Source = {
  ref: 'Hollowell JG et al. Serum TSH, T4 and thyroid antibodies in the US population (NHANES III). J Clin Endocrinol Metab 2002;87:489 (reference 0.45–4.12 mIU/L)',
};
const ROCHE_TSH: Source = {
  ref: 'Roche Elecsys TSH package insert: reference interval 0.27–4.2 mIU/L (an assay widely used in Chinese hospital laboratories)',
};
const ROCHE_FT4: Source = {
  ref: 'Roche Elecsys FT4 III package insert: reference interval 12.0–22.0 pmol/L',
};
const ACR_URATE: Source = {
  ref: 'FitzGerald JD et al. 2020 ACR Guideline for the Management of Gout (urate saturation ≈ 6.8 mg/dL = 404 µmol/L)',
};
const MAYO_CREAT: Source = {
  ref: 'Mayo Clinic Laboratories, Creatinine, Serum (CRTS1): men 0.74–1.35 mg/dL, women 0.59–1.04 mg/dL',
  url: 'https://www.mayocliniclabs.com/test-catalog/overview/8472',
};
const ACG_ALT: Source = {
  ref: 'Kwo PY et al. ACG Clinical Guideline: Evaluation of Abnormal Liver Chemistries. Am J Gastroenterol 2017;112:18 (healthy ALT upper limit 33 U/L men, 25 U/L women)',
};
const NIH_MG: Source = {
  ref: 'NIH ODS Magnesium fact sheet for health professionals (normal serum magnesium 0.75–0.95 mmol/L)',
  url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
};
/**
 * Severe hypomagnesaemia (clinician review 2026-11-25 evening, P6: 0.45 mmol/L with low potassium and
 * calcium was "a 100 mg top-up within the UL"): below 0.5 mmol/L (1.2 mg/dL) magnesium can cause
 * arrhythmias and seizures, and low potassium and calcium often do not correct until magnesium does;
 * the doctor treats it the same day, often intravenously, never an over-the-counter top-up. A long-term
 * proton pump inhibitor is a known cause (FDA 2011).
 */
export const MAGNESIUM_SEVERE_BELOW = 0.5;
/** Anticancer medicines whose own magnesium wasting is the likely cause of a low magnesium, before a PPI. */
const MAGNESIUM_WASTING_CANCER_DRUGS = ['cetuximab', 'panitumumab', 'cisplatin'] as const;
const ANTI_EGFR_MAGNESIUM_SOURCE: Source = {
  ref: 'Erbitux (cetuximab) US prescribing information §5.6 Hypomagnesemia and accompanying electrolyte abnormalities (in 55 % of patients, severe in 6–17 %; monitor during and for at least 8 weeks after treatment; replete as medically appropriate); Vectibix (panitumumab) US prescribing information §5.4 Electrolyte depletion/monitoring',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cetuximab',
};
/** Potassium (mmol/L) below which hypokalaemia is moderate to severe: a doctor within a day or two. */
const POTASSIUM_MODERATE_BELOW = 3.0;
export const MAGNESIUM_SEVERE_SOURCE: Source = {
  ref: 'Ayuk J, Gittoes NJ. How should hypomagnesaemia be investigated and treated? Clin Endocrinol 2011;75:743 (severe below 0.5 mmol/L or symptomatic: intravenous magnesium; hypokalaemia and hypocalcaemia resist correction until magnesium is replaced); US FDA Drug Safety Communication (2 March 2011): low magnesium levels can be associated with long-term use of proton pump inhibitors (PPIs), often after more than a year, with arrhythmias and seizures; in about a quarter of cases supplements alone did not correct it and the PPI was stopped',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump',
};
/** The PPIs the magnesium note names (knowledge/drugs, class `ppi`). */
const PPI_IDS = [
  'omeprazole',
  'esomeprazole',
  'lansoprazole',
  'pantoprazole',
  'rabeprazole',
  'ilaprazole',
  'dexlansoprazole',
] as const;
const HCY_CONSENSUS: Source = {
  ref: 'Refsum H et al. Facts and recommendations about total homocysteine determinations: an expert opinion. Clin Chem 2004;50:3 (upper reference 15 µmol/L); 高同型半胱氨酸血症诊疗专家共识（2020）',
};
const IZINCG_2012: Source = {
  ref: 'IZiNCG Technical Brief No. 2 (2012, rev.): serum zinc lower cut-offs, adults, morning fasting: men 74 µg/dL, women 70 µg/dL',
  url: 'https://www.izincg.org/technical-briefs',
};
const KDIGO_2012: Source = {
  ref: 'KDIGO 2012 Clinical Practice Guideline for CKD, Table 5, GFR categories (G1 ≥ 90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 < 15 mL/min/1.73 m²; unchanged in KDIGO 2024)',
  url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
};
/** The KDIGO source citing the person's own GFR category (a G3b row cites "G3b: 30–44"). */
const kdigoCategory = (stage: string, range: string): Source => ({
  ref: `KDIGO 2012 Clinical Practice Guideline for CKD, Table 5, GFR category ${stage}: ${range} mL/min/1.73 m² (unchanged in KDIGO 2024)`,
  url: KDIGO_2012.url,
});
const PREGNANCY_GLUCOSE: Source = {
  ref: 'ADA Standards of Care in Diabetes—2025 §15 Management of Diabetes in Pregnancy: fasting < 95 mg/dL (5.3 mmol/L), 1-h postprandial < 140 mg/dL (7.8 mmol/L), 2-h < 120 mg/dL (6.7 mmol/L); 妊娠期高血糖诊治指南（2022）, 中华妇产科杂志 2022;57(1):3: 空腹 < 5.3、餐后1 h < 7.8、餐后2 h < 6.7 mmol/L',
  url: 'https://doi.org/10.2337/dc25-S015',
};
const HYPOKALAEMIA_2020: Source = {
  ref: 'UK Kidney Association (Renal Association) Clinical Practice Guideline: Treatment of Acute Hyperkalaemia and Hypokalaemia in Adults (2020): K+ 2.5–2.9 mmol/L moderate, < 2.5 severe; NICE CKS Hypokalaemia (2023): K+ < 3.0 mmol/L needs prompt assessment, same day with symptoms or ECG changes; causes include diuretics, diarrhoea, vomiting and laxative misuse',
  url: 'https://cks.nice.org.uk/topics/hypokalaemia/',
};
/**
 * Digoxin (Lanoxin US prescribing information, GlaxoSmithKline/Concordia, rev. 2019; sections as read
 * from memory, see the commit): §2 serum levels 0.5–2.0 ng/mL; §5.3 toxicity usually with levels above
 * 2 ng/mL (anorexia, nausea, vomiting, visual changes, arrhythmias); §5.5 hypokalaemia and
 * hypomagnesaemia raise the heart's sensitivity to digoxin; §7 amiodarone raises digoxin levels;
 * §12.3 1 ng/mL = 1.28 nmol/L (molar mass 780.9 g/mol).
 */
export const LANOXIN_PI: Source = {
  ref: 'Lanoxin (digoxin) US prescribing information (rev. 2019): §2 serum digoxin 0.5–2.0 ng/mL; §5.3 toxicity usually above 2 ng/mL (nausea, vomiting, visual changes, arrhythmias); §5.5 hypokalaemia and hypomagnesaemia increase sensitivity to digoxin; §12.3 pharmacokinetics',
};
const DIG_TRIAL_2003: Source = {
  ref: 'Rathore SS et al. Association of serum digoxin concentration and outcomes in patients with heart failure (DIG trial post hoc). JAMA 2003;289:871 — 0.5–0.9 ng/mL best in heart failure, higher mortality from 1.2 ng/mL',
  url: 'https://doi.org/10.1001/jama.289.7.871',
};
/**
 * Digoxin in heart failure (twenty-sixth clinician review: 1.4 ng/mL with heart failure read "normal"):
 * the aim there is 0.5–0.9 ng/mL, not the label's 0.5–2.0.
 */
const HF_DIGOXIN: Source = {
  ref: 'Rathore SS et al. Association of serum digoxin concentration and outcomes in patients with heart failure. JAMA 2003;289:871 (DIG trial post hoc: 0.5–0.9 ng/mL lowest mortality; 1.2 ng/mL and above higher mortality); Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure. Circulation 2022;145:e895 (digoxin in symptomatic HFrEF, dosed to a low serum concentration with attention to potassium, magnesium and kidney function — wording cited from memory)',
  url: 'https://doi.org/10.1001/jama.289.7.871',
};
/**
 * INR (twenty-sixth clinician review: INR on warfarin was "not recognised"). Section wording of the
 * guidelines and the label is cited from memory; the targets are the guidelines' usual ones.
 */
export const INR_WARFARIN_SOURCE: Source = {
  ref: 'Holbrook A et al. Evidence-based management of anticoagulant therapy: Antithrombotic Therapy and Prevention of Thrombosis, 9th ed: American College of Chest Physicians evidence-based clinical practice guidelines. Chest 2012;141(2 Suppl):e152S–e184S (INR target range 2.0–3.0 for most indications in the 9th edition; a raised INR without bleeding is managed by the anticoagulation clinic — doses held, vitamin K only by the clinician’s decision; bleeding needs urgent care); Otto CM et al. 2020 ACC/AHA Guideline for the Management of Patients With Valvular Heart Disease. Circulation 2021;143:e72 (mechanical mitral valve, and mechanical aortic valve with risk factors or of an older generation: INR target 3.0, range 2.5–3.5); Coumadin (warfarin sodium) US prescribing information (boxed warning: major or fatal bleeding, INR monitored; dosing individualised to the INR; patients keep a consistent vitamin K intake and avoid drastic changes in diet; tell the prescriber about bleeding, new medicines and supplements — section numbers not checked)',
  url: 'https://doi.org/10.1378/chest.11-2295',
};
const INR_UNTREATED: Source = {
  ref: 'MedlinePlus (US National Library of Medicine), Prothrombin time (PT): without blood-thinning medicines an INR of about 0.8–1.1, and for people on warfarin usually 2.0–3.0 (ranges vary; Chinese hospital laboratories commonly print 0.8–1.2, the upper border used here)',
  url: 'https://medlineplus.gov/ency/article/003652.htm',
};
/** Blood ammonia (twenty-sixth clinician review): the adult reference interval and hepatic encephalopathy. */
const AMMONIA_RANGE: Source = {
  ref: 'MedlinePlus (US National Library of Medicine), Ammonia blood test: normal about 15–45 µg/dL (11–32 µmol/L) — ranges vary by laboratory and method, the report’s printed range is used; 1 µg/dL ≈ 0.587 µmol/L (NH₃ 17.03 g/mol); falsely high with a delay before testing or a tight tourniquet',
  url: 'https://medlineplus.gov/ency/article/003507.htm',
};
export const HEPATIC_ENCEPHALOPATHY_SOURCE: Source = {
  ref: 'Vilstrup H et al. Hepatic encephalopathy in chronic liver disease: 2014 Practice Guideline by the American Association for the Study of Liver Diseases and the European Association for the Study of the Liver. Hepatology 2014;60:715–735 (overt hepatic encephalopathy — confusion, drowsiness, disorientation, flapping tremor — is treated promptly, precipitants sought; lactulose first, rifaximin added; a high ammonia alone does not stage it, so the liver team reads it with the person; protein is not restricted: 1.2–1.5 g/kg a day, small meals spread over the day and a late-evening snack)',
  url: 'https://doi.org/10.1002/hep.27210',
};
const METHAEMOGLOBIN_RANGE: Source = {
  ref: 'StatPearls (NCBI Bookshelf), Methemoglobinemia: normal methaemoglobin about 1 % (up to 1.5–2 %); cyanosis from about 10–15 %, headache, breathlessness and dizziness from about 20 %; dapsone, primaquine, benzocaine and nitrates among the commonest causes; Dapsone tablets US prescribing information, Warnings (dose-related methaemoglobinaemia; trimethoprim raises dapsone levels) — cited from memory',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK537317/',
};
/** Calcineurin-inhibitor troughs (twenty-sixth clinician review): the transplant team's own target. */
const TRANSPLANT_TROUGH: Source = {
  ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients. Am J Transplant 2009;9(Suppl 3):S1–S155 (calcineurin-inhibitor blood levels monitored, targets set by the transplant centre and lowered with time since transplant; chapter numbers not checked); Neoral (cyclosporine) US prescribing information (blood concentrations monitored, targets depend on the organ, the time since transplant and the assay; grapefruit and grapefruit juice raise cyclosporine levels, St John’s wort lowers them); Prograf (tacrolimus) US prescribing information (whole-blood trough targets by organ and time since transplant; avoid grapefruit and grapefruit juice; St John’s wort lowers tacrolimus, CYP3A inhibitors raise it) — label section numbers not checked; Wu X et al. Eur J Clin Pharmacol 2005;61:567 (berberine raised ciclosporin levels in kidney transplant recipients); Egashira K et al. Transplantation 2003;75:1057 (pomelo raised tacrolimus in a kidney transplant recipient)',
  url: 'https://kdigo.org/guidelines/transplant-recipient/',
};
/** A ciclosporin or tacrolimus trough: never read against a population range (teamTarget). */
const TROUGH_LABEL: Bilingual = {
  zh: '目标值由移植团队定',
  en: 'target set by your transplant team',
};
const troughMeaning = (zh: string, en: string): Bilingual => ({
  zh: `${zh}谷浓度（下一次服药前抽血）没有适用于所有人的“正常范围”：目标值由移植团队根据移植的器官、移植后的时间和检测方法来定，所以这里不判断高低。请把结果交给移植团队或开药医生，由他们和你自己的目标值比较、决定是否调整剂量；不要自己改剂量或停药。西柚、柚子及它们的果汁，以及一些草药和补充剂（如圣约翰草、小檗碱/黄连素）会明显改变${zh}浓度：吃之前先问移植团队或药师。`,
  en: `A ${en} trough (blood taken just before the next dose) has no “normal range” that fits everyone: the target is set by your transplant team by the organ, the time since the transplant and the lab’s method, so the plan does not call it low or high. Give the result to your transplant team or prescriber, who compare it with your own target and decide on any dose change; do not change or stop the dose yourself. Grapefruit, pomelo and their juice, and some herbs and supplements (St John’s wort, berberine), change ${en} levels markedly: ask your transplant team or pharmacist before taking them.`,
});

/** Amiodarone and the thyroid (Cordarone/Pacerone US PI §5 thyroid abnormalities; ATA 2016 hyperthyroidism guideline §P). */
const AMIODARONE_THYROID: Source = {
  ref: 'Cordarone/Pacerone (amiodarone) US prescribing information §5 Thyroid abnormalities: about 37 % iodine by weight (a 200 mg tablet releases about 6 mg iodide a day), causes hypothyroidism or hyperthyroidism; Ross DS et al. 2016 ATA guidelines for hyperthyroidism and other causes of thyrotoxicosis, Thyroid 2016;26:1343 (amiodarone-induced thyroid disease)',
};
const LEVOTHYROXINE_SPACING: Source = {
  ref: 'Synthroid (levothyroxine) US prescribing information §2.1 and §7: take calcium carbonate, iron and other binders at least 4 hours apart from levothyroxine',
};

const KDIGO_K_2020: Source = {
  ref: 'KDIGO 2024 CKD guideline §3.10 and KDIGO Controversies Conference on dyskalaemia (Clase CM et al. Kidney Int 2020;97:42–61): in CKD, serum potassium ≥ 5.0 mmol/L is hyperkalaemia',
  url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
};
const AHA_CRP_2003: Source = {
  ref: 'Pearson TA et al. AHA/CDC scientific statement on markers of inflammation. Circulation 2003;107:499 (hs-CRP > 3 mg/L: high risk)',
};
/** Plain CRP (not high-sensitivity): the usual laboratory upper limit and the IBD activity reading. */
const CRP_SOURCE: Source = {
  ref: '全国临床检验操作规程（第4版，2015）：血清C反应蛋白参考区间 < 10 mg/L; Pepys MB, Hirschfield GM. C-reactive protein: a critical update. J Clin Invest 2003;111:1805 (values > 10 mg/L reflect clinically significant inflammation); Maaser C et al. ECCO-ESGAR guideline for diagnostic assessment in IBD, J Crohns Colitis 2019;13:144 (a raised CRP supports active inflammation)',
  url: 'https://doi.org/10.1172/JCI18921',
};
const PHOSPHATE_SOURCE: Source = {
  ref: 'WS/T 404.6-2015 临床常用生化检验项目参考区间 第6部分：钙、磷、镁（成人血清无机磷 0.85–1.51 mmol/L）; KDIGO 2017 CKD-MBD guideline update, rec. 4.1.2: in CKD G3a–G5D lower an elevated phosphate toward the normal range; 4.1.8: limit dietary phosphate, with phosphate binders set by the kidney team',
  url: 'https://kdigo.org/guidelines/ckd-mbd/',
};
const PPG_SOURCE: Source = {
  ref: '中国2型糖尿病防治指南（2020年版）：糖代谢状态分类——餐后（糖负荷后）2小时血糖 < 7.8 mmol/L 为正常，7.8–< 11.1 为糖耐量减低，≥ 11.1 为糖尿病范围；ADA Standards of Care in Diabetes—2024 §2 Table 2.1 (2-h plasma glucose ≥ 200 mg/dL [11.1 mmol/L]) and §6 (peak postprandial glucose < 180 mg/dL [10.0 mmol/L] as a treatment target)',
  url: 'https://diabetesjournals.org/care/issue/47/Supplement_1',
};
const WHO_IDA_2001: Source = {
  ref: 'WHO/UNICEF/UNU (2001) Iron deficiency anaemia: assessment, prevention and control, Table 6 (transferrin saturation < 16 %)',
};
const AASLD_HH_2011: Source = {
  ref: 'Bacon BR et al. AASLD practice guideline on hemochromatosis. Hepatology 2011;54:328 (transferrin saturation ≥ 45 %)',
};

// ---- unit conversions ------------------------------------------------------------------------
/** HbA1c IFCC mmol/mol → NGSP %: NGSP = IFCC / 10.929 + 2.15 (IFCC–NGSP master equation). */
const hba1cFromIfcc = (mmolPerMol: number): number => mmolPerMol / 10.929 + 2.15;

const GLUCOSE_MG_DL = 1 / 18.016;
const CHOL_MG_DL = 1 / 38.67;
const TG_MG_DL = 1 / 88.57;

const any = (
  low: number | null,
  high: number | null,
  source: Source,
  extra: Partial<LabRange> = {},
): LabRange => ({
  locale: 'any',
  sex: 'any',
  low,
  high,
  source,
  ...extra,
});

/**
 * Blood counts (white cells, neutrophils): ×10⁹/L as Chinese reports print it, = 10³/µL = K/µL as US
 * reports print it (1 ×10⁹/L = 1,000 cells/µL); a count per µL or mm³ (ANC 1,200) divides by 1,000.
 * Spellings that read alike once normalised (10*9/L = 10⁹/L, K/µL = K/uL, /mm³ = /mm3) are listed once.
 */
const BLOOD_COUNT_UNITS: Readonly<Record<string, UnitConversion>> = {
  '10^9/L': 1,
  '×10^9/L': 1,
  'x10^9/L': 1,
  '10⁹/L': 1,
  '×10⁹/L': 1,
  'x10⁹/L': 1,
  // E for "×10^" (issue 33 §2): printed "10E9/L" or "x10E9/L" as US labs print "x10E3/uL".
  '10E9/L': 1,
  'x10E9/L': 1,
  'G/L': 1,
  '10^3/uL': 1,
  '×10^3/uL': 1,
  'x10^3/uL': 1,
  '10³/µL': 1,
  '×10³/µL': 1,
  'x10³/µL': 1,
  'x10E3/uL': 1,
  '10E3/uL': 1,
  'K/uL': 1,
  'thou/uL': 1,
  // Quest prints "Thousand/uL" (issue 33 §2 photo set, en-cbc-quest): the same unit as thou/uL.
  'Thousand/uL': 1,
  '/nL': 1,
  'cells/uL': 0.001,
  '/uL': 0.001,
  'cells/mm3': 0.001,
  '/mm3': 0.001,
};

/**
 * Medicines in the dictionary with a known risk of QT prolongation (CredibleMeds "known risk of TdP" list;
 * their labels): the QTc row's and the low potassium and magnesium rows' notes (eleventh clinician review,
 * en P5: QTc 486 ms on methadone, citalopram and promethazine with K 3.3 and Mg 0.62).
 */
export const QT_PROLONGING_DRUGS: readonly string[] = [
  'methadone',
  'citalopram',
  'escitalopram',
  'promethazine',
  'domperidone',
  'ondansetron',
  'ribociclib',
  'amiodarone',
  'clarithromycin',
  'erythromycin',
  'azithromycin',
  // Thirty-seventh clinician review, zh M5: the MDR-TB regimen (Sirturo US PI boxed warning, QT prolongation;
  // WHO consolidated TB guidelines 2022, ECG and electrolytes with bedaquiline, clofazimine and fluoroquinolones).
  'levofloxacin',
  'moxifloxacin',
  'bedaquiline',
  'clofazimine',
  // Thirty-ninth clinician review, en S4: quinine for leg cramps beside sotalol (MHRA Drug Safety Update June 2010:
  // quinine prolongs QT, not for routine nocturnal cramps). Sotalol has its own same-day note below.
  'quinine',
  // Forty-first clinician review, en M6: QTc 476 on Geodon with hydroxyzine and a low K and Mg — the note named
  // methadone and citalopram instead (Geodon US PI §5.3; EMA PRAC 2015 hydroxyzine; CredibleMeds known risk).
  'ziprasidone',
  'hydroxyzine',
  'haloperidol',
  // Forty-sixth clinician review, zh S2: fluconazole started beside methadone with a QTc of 486 ms (Diflucan US PI
  // §5; CredibleMeds known risk).
  'fluconazole',
];
/** Seventeenth blind review, en S6: a glucose of 250 mg/dL and above is the same day's (ketones on insulin). */
const HYPERGLYCAEMIC_CRISES_2024: Source = {
  ref: 'Umpierrez GE et al. Hyperglycemic crises in adults with diabetes: a consensus report (ADA, EASD, JBDS, AACE, DTS). Diabetes Care 2024;47(8):1257–1275 (DKA: glucose ≥ 200 mg/dL or known diabetes, ketones ≥ 3.0 mmol/L, bicarbonate < 18 mmol/L); ISPAD Clinical Practice Consensus Guidelines 2022, sick-day management: check ketones when glucose is above 250 mg/dL (14 mmol/L)',
  url: 'https://doi.org/10.2337/dci24-0032',
};
/** Sixteenth blind review, en P2-S2: the lithium level's range and its thresholds. */
const LITHIUM_LEVEL_SOURCE: Source = {
  ref: 'NICE CG185 Bipolar disorder: assessment and management (2014, updated 2023) 1.10.11–1.10.15 (12-hour level; 0.6–0.8 mmol/L for a first prescription, 0.8–1.0 after relapse; levels 0.4–1.0 in practice); British National Formulary, Lithium carbonate (toxicity more likely above 1.0 mmol/L; above 1.5 mmol/L toxic, above 2.0 life-threatening); Lithium carbonate US prescribing information §2 and §5 (toxicity closely related to serum levels; maintenance levels lower than the acute 0.8–1.2 mEq/L) — same-day contact above 1.2 and the emergency from 1.5 follow the BNF toxicity levels; sections from memory',
  url: 'https://www.nice.org.uk/guidance/cg185',
};
export const QT_SOURCE: Source = {
  ref: 'MHRA Drug Safety Update (December 2011): citalopram and escitalopram — QT interval prolongation (contraindicated in patients with known QT prolongation or with other QT-prolonging medicines; maximum citalopram 40 mg a day, 20 mg over 65); Dolophine (methadone) US prescribing information boxed warning and §5 (life-threatening QT prolongation); Drew BJ et al. Prevention of torsade de pointes in hospital settings: AHA/ACCF scientific statement. Circulation 2010;121:1047–1060 (QTc > 470 ms women, > 450 ms men prolonged; > 500 ms or a rise > 60 ms high risk; correct potassium and magnesium); CredibleMeds QTdrugs list (known risk of TdP)',
  url: 'https://www.gov.uk/drug-safety-update/citalopram-and-escitalopram-qt-interval-prolongation',
};
/**
 * Low potassium or magnesium on a QT-prolonging medicine. Below the band that already sets a time (potassium under
 * 3.0 "within a day or two", magnesium under 0.5 "today"), the note adds the reason without a second, later time
 * (fiftieth clinician review, zh M11: "today" and "this week" in one finding).
 */
const QT_LOW_ELECTROLYTE_NOTES = (what: 'potassium' | 'magnesium', severeBelow: number): LabDrugNote[] => [
  {
    drugs: QT_PROLONGING_DRUGS,
    flags: ['low'],
    from: severeBelow,
    text:
      what === 'potassium'
        ? {
            zh: '你在吃会延长QT间期的药（{taken}）：血钾低会让危险的心律失常（尖端扭转型室速）更容易发生。请这周就找开药医生或全科医生复查血钾、做心电图，由医生纠正（常是处方补钾）——只靠饮食不够；心慌、晕倒要马上叫急救。',
            en: 'You take a medicine that prolongs the QT interval ({taken}): low potassium makes a dangerous heart rhythm (torsades de pointes) more likely. See your prescriber or GP this week for a repeat potassium and an ECG, and let them correct it (often with prescribed potassium) — food alone is not enough; palpitations or fainting need emergency care at once.',
          }
        : {
            zh: '你在吃会延长QT间期的药（{taken}）：血镁低会让危险的心律失常（尖端扭转型室速）更容易发生。请这周就找开药医生或全科医生复查血镁、血钾并做心电图，由医生纠正；心慌、晕倒要马上叫急救。',
            en: 'You take a medicine that prolongs the QT interval ({taken}): low magnesium makes a dangerous heart rhythm (torsades de pointes) more likely. See your prescriber or GP this week for a repeat magnesium and potassium and an ECG, and let them correct it; palpitations or fainting need emergency care at once.',
          },
    source: QT_SOURCE,
  },
  {
    drugs: QT_PROLONGING_DRUGS,
    flags: ['low'],
    below: severeBelow,
    text:
      what === 'potassium'
        ? {
            zh: '你在吃会延长QT间期的药（{taken}）：血钾这么低会让危险的心律失常（尖端扭转型室速）更容易发生，所以上面说的一两天内就医更不能拖，看病时告诉医生你在吃这个药；心慌、晕倒要马上叫急救。',
            en: 'You take a medicine that prolongs the QT interval ({taken}): a potassium this low makes a dangerous heart rhythm (torsades de pointes) more likely, one more reason not to put off the visit within a day or two — tell the doctor you take it; palpitations or fainting need emergency care at once.',
          }
        : {
            zh: '你在吃会延长QT间期的药（{taken}）：血镁这么低会让危险的心律失常（尖端扭转型室速）更容易发生，这也是今天就要就医的原因之一，看病时告诉医生你在吃这个药；心慌、晕倒要马上叫急救。',
            en: 'You take a medicine that prolongs the QT interval ({taken}): a magnesium this low makes a dangerous heart rhythm (torsades de pointes) more likely, one more reason for today’s visit — tell the doctor you take it; palpitations or fainting need emergency care at once.',
          },
    source: QT_SOURCE,
  },
];

/**
 * Low potassium or magnesium on nilotinib (Tasigna, Boxed Warning: QT prolongation and sudden deaths;
 * hypokalaemia and hypomagnesaemia corrected before it is given): the oncology team within a day
 * (thirty-fourth clinician review, en M3: K 3.3 and Mg 1.5 mg/dL asked "how urgent?" had no time frame).
 */
const NILOTINIB_LOW_ELECTROLYTE_NOTE = (what: 'potassium' | 'magnesium'): LabDrugNote => ({
  drugs: ['nilotinib'],
  flags: ['low'],
  today: true,
  text:
    what === 'potassium'
      ? {
          zh: '你在吃尼洛替尼（达希纳、Tasigna）：它的说明书黑框警告会延长QT间期，要求血钾、血镁偏低时先纠正再服药。请今天或明天联系血液科（肿瘤科）医生，复查血钾血镁、做心电图，由医生开补钾；只靠饮食（椰子水、香蕉）不够，也不要自己买钾补充剂。心慌、头晕、晕倒，马上叫急救。',
          en: 'You take nilotinib (Tasigna): its boxed warning is QT prolongation, and its label has low potassium and magnesium corrected before doses. Contact the haematology or oncology team today or tomorrow for a repeat potassium and magnesium and an ECG, and let them prescribe the potassium — food alone (coconut water, bananas) is not enough, and do not buy potassium supplements yourself. Palpitations, dizziness or fainting need emergency care at once.',
        }
      : {
          zh: '你在吃尼洛替尼（达希纳、Tasigna）：它的说明书黑框警告会延长QT间期，要求血镁、血钾偏低时先纠正再服药。请今天或明天联系血液科（肿瘤科）医生，复查血镁血钾、做心电图，由医生决定怎么补镁；不要自己加大镁补充剂。心慌、头晕、晕倒，马上叫急救。',
          en: 'You take nilotinib (Tasigna): its boxed warning is QT prolongation, and its label has low magnesium and potassium corrected before doses. Contact the haematology or oncology team today or tomorrow for a repeat magnesium and potassium and an ECG, and let them decide how to replace the magnesium; do not raise a magnesium supplement on your own. Palpitations, dizziness or fainting need emergency care at once.',
        },
  source: {
    ref: 'Tasigna (nilotinib) US prescribing information (Novartis, 2024): Boxed Warning (QT prolongation and sudden deaths; correct hypokalaemia and hypomagnesaemia before administration and monitor periodically) and §5.2',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tasigna',
  },
});

/**
 * Low potassium or magnesium on sotalol (Betapace/Sotacor label: hypokalaemia and hypomagnesaemia corrected
 * before and during treatment — QT prolongation and torsades; renally cleared): the same day, never "this week"
 * (thirty-ninth clinician review, en S4: K 3.3, Mg 0.58, CrCl about 36 and quinine were told "contact them soon").
 */
const SOTALOL_LOW_ELECTROLYTE_NOTE = (what: 'potassium' | 'magnesium'): LabDrugNote => ({
  drugs: ['sotalol'],
  flags: ['low'],
  today: true,
  text: {
    zh: `你在吃索他洛尔：它会延长QT间期，说明书要求血钾、血镁偏低时先纠正——${what === 'potassium' ? '血钾' : '血镁'}低时危险的心律失常（尖端扭转型室速）更容易发生；肾功能差时索他洛尔排得慢，风险更高。请今天就联系开药医生（心内科或全科），复查血钾血镁、做心电图，由医生纠正并核对索他洛尔的剂量；正常吃含钾的食物没有问题，但不要自己买钾或镁补充剂。心慌、头晕眼前发黑、晕倒，马上叫急救。`,
    en: `You take sotalol: it prolongs the QT interval, and its label has low potassium and magnesium corrected before and during treatment — a low ${what} makes a dangerous heart rhythm (torsades de pointes) more likely, more so when the kidneys clear sotalol slowly. Contact your prescriber (cardiology or GP) today for a repeat potassium and magnesium and an ECG, and let them correct it and check the sotalol dose against your kidney function; eating ordinary potassium-rich food is fine, but do not buy potassium or magnesium supplements yourself. Palpitations, dizziness or fainting need emergency care at once.`,
  },
  source: {
    ref: 'Betapace / Betapace AF (sotalol) US prescribing information: Boxed Warning (initiation with ECG monitoring and creatinine clearance), §5 (QT prolongation and torsades de pointes; correct hypokalaemia and hypomagnesaemia before and during use), §2 (dosing interval by creatinine clearance) — sections cited from memory; British National Formulary, Sotalol hydrochloride (cautions: electrolyte disturbance; renal impairment)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=sotalol',
  },
});

/**
 * Low potassium or magnesium on dofetilide (Tikosyn; forty-second clinician review, en M1): its label has them
 * kept normal, as torsades follows; the cardiologist today.
 */
const DOFETILIDE_LOW_ELECTROLYTE_NOTE = (what: 'potassium' | 'magnesium'): LabDrugNote => ({
  drugs: ['dofetilide'],
  flags: ['low'],
  today: true,
  text: {
    zh: `你在吃多非利特（Tikosyn）：它会延长QT间期，说明书要求血钾、血镁保持在正常范围——${what === 'potassium' ? '血钾' : '血镁'}低时危险的心律失常（尖端扭转型室速）更容易发生，肾功能差时更明显。请今天就联系心内科医生，复查血钾、血镁并做心电图，由医生纠正；不要自己停药。心慌、晕倒请立即叫急救。`,
    en: `You take dofetilide (Tikosyn): it prolongs the QT interval and its label keeps potassium and magnesium in the normal range — a low ${what} makes a dangerous heart rhythm (torsades de pointes) more likely, more so with weaker kidneys. Contact your cardiologist today for a repeat potassium, magnesium and an ECG, and let them correct it; do not stop it yourself. Palpitations or fainting need emergency care at once.`,
  },
  source: {
    ref: 'Tikosyn (dofetilide) US prescribing information, Boxed Warning (initiation in hospital with ECG monitoring), §4 (contraindicated with hydrochlorothiazide, cimetidine, verapamil, trimethoprim, ketoconazole, dolutegravir, megestrol, prochlorperazine), §5 (potassium and magnesium kept normal) — sections cited from memory',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tikosyn',
  },
});

/**
 * Low potassium or magnesium on flecainide (Tambocor SmPC §4.4: electrolyte disturbances, hypokalaemia and
 * hyperkalaemia, are corrected before use; forty-ninth clinician review, en S2: K 3.4 and Mg 0.66 on flecainide with
 * an eGFR of 39 were told "magnesium good 85").
 */
const FLECAINIDE_LOW_ELECTROLYTE_NOTE = (what: 'potassium' | 'magnesium'): LabDrugNote => ({
  drugs: ['flecainide'],
  flags: ['low'],
  text: {
    zh: `你在吃氟卡尼（Tambocor）：说明书要求血钾等电解质异常先纠正，${what === 'potassium' ? '血钾' : '血镁'}偏低会让它引起危险心律失常的风险升高。请这周内联系开药医生（心内科或全科），复查血钾、血镁，由医生决定怎么纠正；肾功能差时不要自己买钾或镁补充剂，正常吃饭即可。心慌、头晕眼前发黑、晕倒，马上叫急救。`,
    en: `You take flecainide (Tambocor): its label has electrolyte disturbances such as a low potassium corrected, and a low ${what} raises the risk of a dangerous heart rhythm on it. Contact your prescriber (cardiology or GP) this week for a repeat potassium and magnesium, and let them decide how to correct it; with weaker kidneys do not buy potassium or magnesium supplements yourself — ordinary meals are fine. Palpitations, dizziness or fainting need emergency care at once.`,
  },
  source: {
    ref: 'Tambocor (flecainide acetate) SmPC §4.4 (electrolyte disturbances — hypokalaemia or hyperkalaemia — corrected before use) and §4.2 (reduced dose in renal impairment) — sections cited from memory; Electronic Medicines Compendium',
    url: 'https://www.medicines.org.uk/emc/search?q=tambocor',
  },
});

/** The notes that are a label's own stop instruction (`labelStop`), from every marker. */
export function labelStopNotes(): readonly LabDrugNote[] {
  return LAB_MARKERS.flatMap((m) => ('drugNotes' in m ? (m.drugNotes ?? []) : [])).filter(
    (n: LabDrugNote) => n.labelStop === true,
  );
}

export const LAB_MARKERS = [
  {
    key: 'vitaminD25OH',
    zh: '25-羟基维生素D',
    en: '25-hydroxyvitamin D',
    aliases: [
      '25-羟基维生素D',
      '25羟基维生素D',
      '25-羟维生素D',
      '25-羟基维生素D3',
      '25-羟基维生素D总',
      '总25-羟基维生素D',
      '维生素D3',
      '维生素D',
      '25(OH)D',
      '25-OH-D',
      '25OHD',
      '25(OH)D3',
      'Vitamin D, 25-Hydroxy',
      '25-Hydroxy Vitamin D',
      'Vitamin D 25-OH',
      // As US patient portals print it (twenty-seventh clinician review, en M1: "Vit D 25-OH 17 ng/mL" was
      // rejected as unrecognised and the deficiency vanished from the plan).
      'Vit D 25-OH',
      'Vit D, 25-OH',
      'Vit D 25 OH',
      '25-OH Vit D',
      '25-OH Vitamin D',
      '25-OH D',
      '25OH D',
      '25-Hydroxyvitamin D',
      'Vitamin D',
      'VitD',
      // As people type it in the chat (blind answer round 48, en-078: "My vit D came back 48 nmol/L" was read as
      // the calcium named in the sentence before, a critical low).
      'Vit D',
      'Vit. D',
      '维D',
      '维他命D',
    ],
    unit: 'nmol/L',
    units: { 'nmol/L': 1, 'ng/mL': 2.496, 'μg/L': 2.496 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 50, high: 125, source: WS_T_677 },
      { locale: 'en-US', sex: 'any', low: 50, high: 125, source: NIH_VITD },
    ],
    meaning: {
      low: {
        zh: '维生素D偏低（< 50 nmol/L，即 20 ng/mL）：方案会优先补充维生素D。',
        en: 'Vitamin D is low (< 50 nmol/L, 20 ng/mL): the plan prioritises vitamin D.',
      },
      normal: {
        zh: '维生素D水平充足，无需额外补充。',
        en: 'Vitamin D status is adequate; no extra vitamin D is needed.',
      },
      high: {
        zh: '维生素D偏高（> 125 nmol/L）：方案不再推荐含维生素D的补充剂，请核对正在服用的剂量。',
        en: 'Vitamin D is high (> 125 nmol/L): the plan recommends no vitamin D and you should check the doses you take.',
      },
    },
    meaningDialysis: {
      low: {
        zh: '维生素D偏低：透析时，普通维生素D和骨化三醇等活性维生素D都由肾内科医生按血钙、血磷和甲状旁腺激素决定，方案不另外补充；请把结果交给肾内科医生，血钙偏高时更不要自己补维生素D。',
        en: 'Vitamin D is low: on dialysis, both plain vitamin D and active vitamin D such as calcitriol are set by your nephrologist from your calcium, phosphate and parathyroid hormone, so the plan adds none; show the result to your nephrologist, and take no vitamin D of your own, above all with a high calcium.',
      },
    },
    // On an oral bisphosphonate (osteoporosis treatment) a 25-OH D between 50 and 75 nmol/L is not "no
    // extra vitamin D needed": vitamin D 800–1,000 IU a day goes with the treatment (blind answer round 25
    // en-023: alendronate with Tums and 24 ng/mL). From 75 nmol/L (30 ng/mL, the Endocrine Society's goal
    // for people with osteoporosis) the usual meaning stands.
    drugNotes: [
      {
        drugs: ['alendronate', 'risedronate', 'ibandronate'],
        flags: ['normal'],
        below: 75,
        replacesMeaning: true,
        text: {
          zh: '对一般人这个水平够了；但你在吃治疗骨质疏松的双膦酸盐，指南建议同时每天补充维生素D 800–1000国际单位（20–25 µg），除非25-羟基维生素D已经在 30 ng/mL（75 nmol/L）以上——双膦酸盐要在钙和维生素D充足时才起效。碳酸钙抗酸片（如Tums）一般不含维生素D，看一下标签。维生素D随正餐吃，和双膦酸盐错开（双膦酸盐起床空腹用白开水吃）；剂量请让医生确认。',
          en: 'For most people this level is enough; but you take a bisphosphonate for osteoporosis, and guidelines advise vitamin D 800–1,000 IU (20–25 µg) a day alongside it unless your 25-OH vitamin D is already 30 ng/mL (75 nmol/L) or more — the bisphosphonate works only with enough calcium and vitamin D. Calcium carbonate antacids such as Tums usually contain no vitamin D (check the label). Take the vitamin D with a meal, apart from the bisphosphonate (which is taken on waking with plain water); ask your doctor to confirm the dose.',
        },
        source: {
          ref: "NOGG 2022: Gregson CL et al. UK clinical guideline for the prevention and treatment of osteoporosis. Arch Osteoporos 2022;17:58 (vitamin D supplementation, at least 800 IU a day, with bone-protective treatment); LeBoff MS et al. The clinician's guide to prevention and treatment of osteoporosis (BHOF). Osteoporos Int 2022;33:2049 (800–1,000 IU/day from 50); Holick MF et al. Endocrine Society guideline. J Clin Endocrinol Metab 2011;96:1911 (25-OH D ≥ 30 ng/mL for people with osteoporosis); Fosamax (alendronate) US prescribing information: supplemental calcium and vitamin D if dietary intake is inadequate (section from memory)",
          url: 'https://doi.org/10.1007/s11657-022-01061-5',
        },
      },
    ],
    // IOM 2011 and WS/T 677-2020 agree: < 30 nmol/L (12 ng/mL) deficiency, 30–< 50 (12–< 20) insufficiency.
    bands: [
      {
        flag: 'low',
        below: 30,
        label: { zh: '偏低（缺乏）', en: 'low (deficiency)' },
        meaning: {
          zh: '维生素D缺乏（< 30 nmol/L，即 12 ng/mL）：需要医生监督下的治疗剂量，见方案中的维生素D治疗建议（医生会查血钙并找原因）；日常剂量或日晒不足以纠正。',
          en: 'Vitamin D deficiency (< 30 nmol/L, 12 ng/mL): it needs a treatment dose under a doctor, see the vitamin D treatment in your plan (your doctor checks calcium and the cause); a maintenance dose or sun alone will not correct it.',
        },
      },
      {
        flag: 'low',
        from: 30,
        below: 50,
        label: { zh: '偏低（不足）', en: 'low (insufficiency)' },
        // Fiftieth clinician review, en M10: "the plan prioritises a maintenance dose" beside a plan with no vitamin D
        // item, because the prenatal multivitamin she takes already gave it — the text names both places it can be.
        meaning: {
          zh: '维生素D不足（30–50 nmol/L，即 12–20 ng/mL）：建议每天补充日常剂量的维生素D——方案里的维生素D，或你已经在吃的复合维生素里所含的（看标签）——并适度日晒。',
          en: 'Vitamin D insufficiency (30–50 nmol/L, 12–20 ng/mL): a daily maintenance dose of vitamin D is advised — the vitamin D in your plan, or what a multivitamin you already take gives (see its label) — with sensible sun exposure.',
        },
      },
    ],
    effects: {
      low: [{ nutrient: 'vitaminD', score: 15 }],
      high: [{ nutrient: 'vitaminD', score: 90 }],
      normal: [{ nutrient: 'vitaminD', score: LAB_NORMAL_SCORE }],
    },
    source: NIH_VITD,
  },
  {
    key: 'ferritin',
    zh: '铁蛋白',
    en: 'Ferritin',
    aliases: ['血清铁蛋白', '铁蛋白', 'Ferritin', 'Serum ferritin', 'SF', 'FER', 'FERR'],
    // µg/L is the unit of WHO's cut-offs and of the treatment text ("< 15 µg/L"); ng/mL is the same number.
    unit: 'µg/L',
    units: { 'µg/L': 1, 'ng/mL': 1, 'pmol/L': 1 / 2.247 },
    decimals: 1,
    ranges: [
      { locale: 'any', sex: 'male', low: 15, high: 200, source: WHO_FERRITIN_2020 },
      { locale: 'any', sex: 'female', low: 15, high: 150, source: WHO_FERRITIN_2020 },
      // Kidney disease (answered, dialysis, or an eGFR < 60 on the report): up to 500 µg/L is within
      // what KDIGO 2012 treats with iron, not overload (twenty-sixth clinician review, zh M6).
      {
        locale: 'any',
        sex: 'any',
        context: 'ckd',
        low: 15,
        high: FERRITIN_CKD_HIGH_UG_L,
        source: KDIGO_ANAEMIA_FERRITIN,
      },
      // In pregnancy a ferritin under 30 µg/L is iron deficiency and is treated (BSH 2020; 中华医学会
      // 围产医学分会 妊娠期铁缺乏和缺铁性贫血诊治指南 2014: < 30 µg/L early depletion needing treatment;
      // answer round 5, en-064: 22 µg/L at 20 weeks was called normal).
      {
        locale: 'any',
        sex: 'female',
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        low: 30,
        high: 150,
        source: BSH_PREGNANCY_IRON,
      },
    ],
    bands: [
      {
        flag: 'low',
        pregnancy: true,
        from: 15,
        below: 30,
        label: { zh: '偏低（孕期缺铁）', en: 'low (iron deficiency in pregnancy)' },
        meaning: {
          zh: '孕期铁蛋白低于 30 µg/L 就是缺铁（英国血液学会2020年指南），需要治疗：请把结果告诉产科医生，由医生开治疗剂量的口服铁剂（比孕期复合维生素里的铁多），2–3周后复查血红蛋白；不要自己再叠加一种含铁产品。',
          en: 'In pregnancy a ferritin under 30 µg/L means iron deficiency (British Society for Haematology 2020) and is treated: tell your obstetrician, who prescribes a treatment dose of oral iron (more than a prenatal gives), with haemoglobin rechecked after 2–3 weeks; do not add another iron product on your own.',
        },
        source: BSH_PREGNANCY_IRON,
      },
      // 15–29 µg/L is inside the WHO range but the stores are low: "Ferritin 15: within the normal range —
      // iron stores are normal" talked a vegan woman out of the treatment she needed (blind answer round 18,
      // zh-108 and en-087, development data). NICE CKS (2024) and BSG 2021 take < 30 µg/L as iron
      // deficiency where anaemia, symptoms or blood loss go with it.
      {
        flag: 'normal',
        from: 15,
        below: 30,
        label: { zh: '在正常范围的低限（储备偏低）', en: 'at the low end of the range (low stores)' },
        meaning: {
          zh: '铁蛋白 15–29 µg/L 虽然不低于世界卫生组织的界值（15 µg/L），但铁储备已经偏低，不能当作“储备正常”：有乏力、月经量多、吃素、备孕或贫血时，多数指南按缺铁处理。请把结果告诉医生，由医生决定是否吃一个疗程的铁剂、何时复查；光靠多吃菠菜补不回来。',
          en: 'A ferritin of 15–29 µg/L is not below the WHO cut-off (15 µg/L), but the iron stores are low — not “normal stores”: with tiredness, heavy periods, a vegan or vegetarian diet, a pregnancy planned or anaemia, most guidelines treat it as iron deficiency. Tell your doctor, who decides on a course of iron tablets and when to recheck; eating more spinach will not refill it.',
        },
        effects: [{ nutrient: 'iron', score: 45 }],
        source: {
          ref: 'NICE CKS Anaemia – iron deficiency (2024): ferritin < 30 µg/L confirms iron deficiency in most people; Snook J et al. BSG guidelines for iron deficiency anaemia, Gut 2021;70:2030',
        },
      },
      // 1,000 µg/L or more: iron overload until shown otherwise — the iron tablet and vitamin C stop (blind
      // answer round 30, en-014/015: sickle cell disease, ferritin 1450, a ferrous sulfate tablet "to build
      // it up" with vitamin C 1000 to absorb it better).
      {
        flag: 'high',
        from: 1000,
        label: { zh: '明显升高（≥1000 µg/L）', en: 'markedly high (1,000 µg/L or more)' },
        meaning: {
          zh: '铁蛋白达到或超过 1000 µg/L：很可能是铁过载（多次输血后、血色病），也可能是严重的炎症或肝病。现在就停掉铁剂和含铁的复合维生素，也不要吃维生素C补充剂（它会让身体多吸收铁）；请在一两周内看血液科或开单医生——铁过载要靠去铁治疗或放血，不是靠饮食。',
          en: 'A ferritin of 1,000 µg/L or more: iron overload is likely (after many transfusions, or haemochromatosis), or a serious inflammation or liver problem. Stop any iron tablets and multivitamins with iron now, and take no vitamin C supplements (they make the body absorb more iron); see your haematologist or the doctor who ordered the test within 1–2 weeks — overload is treated with chelation or venesection, not with diet.',
        },
        source: {
          ref: 'Thalassaemia International Federation. Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021): transfusional iron overload, chelation usually started at a ferritin of about 1,000 µg/L; Bacon BR et al. AASLD Practice Guideline: Diagnosis and management of hemochromatosis. Hepatology 2011;54:328–343 (ferritin > 1,000 µg/L; avoid iron and vitamin C supplements)',
        },
      },
      // Kidney disease, 30–500 µg/L: no overload, the nephrologist's iron decision with the TSAT (KDIGO 2012).
      {
        flag: 'normal',
        context: 'ckd',
        from: 30,
        label: { zh: '肾病时在可接受范围内', en: 'within the range for kidney disease' },
        meaning: {
          zh: '有肾病（包括透析）时，铁蛋白在 500 µg/L 以内不算铁过载：肾病指南（KDIGO 2012）在转铁蛋白饱和度 ≤ 30%、铁蛋白 ≤ 500 时仍可以试用铁剂；炎症也会让铁蛋白升高。要不要补铁、用口服还是静脉铁，由肾内科医生结合转铁蛋白饱和度决定，不要自己另吃铁剂。',
          en: 'With kidney disease (dialysis included), a ferritin up to 500 µg/L is not iron overload: the kidney guideline (KDIGO 2012) still allows a trial of iron while transferrin saturation is 30 % or less and ferritin 500 or less, and inflammation raises ferritin too. Whether you need iron, by mouth or into a vein, is for your nephrologist to decide with your transferrin saturation; take no iron of your own.',
        },
        source: KDIGO_ANAEMIA_FERRITIN,
      },
    ],
    meaning: {
      low: {
        zh: '铁储备耗竭（铁蛋白 < 15 µg/L）：需要查明缺铁原因，并在医生监督下补铁，见方案中关于铁的建议。',
        en: 'Iron stores are depleted (ferritin < 15 µg/L, the same as 15 ng/mL): the cause must be found and iron given under a doctor; see the iron advice in your plan.',
      },
      normal: { zh: '铁储备正常。', en: 'Iron stores are normal.' },
      high: {
        zh: '铁蛋白偏高（可能为铁过载或炎症）：方案不推荐补铁，建议就医查明原因。',
        en: 'Ferritin is high (iron overload or inflammation): the plan recommends no iron; ask your doctor why.',
      },
    },
    meaningCkd: {
      high: {
        zh: '铁蛋白高于 500 µg/L：有肾病（包括透析）时，炎症或静脉铁都会让它升高，肾病指南（KDIGO 2012）在这个水平一般不再常规补铁。方案不推荐补铁，不要自己吃含铁的产品；是否暂停或调整铁剂、要不要查炎症，由肾内科医生决定。',
        en: 'Ferritin is above 500 µg/L: with kidney disease (dialysis included) inflammation or intravenous iron can raise it, and the kidney guideline (KDIGO 2012) does not routinely give more iron at this level. The plan recommends no iron and you take no iron product of your own; whether to pause or change iron treatment, and whether to look for inflammation, is for your nephrologist.',
      },
    },
    // Twenty-sixth clinician review, zh S1: on hydroxyurea for polycythaemia vera a low ferritin after
    // venesection is intended — "iron given under a doctor" would undo the treatment.
    drugNotes: [
      {
        drugs: ['hydroxyurea'],
        flags: ['low'],
        replacesMeaning: true,
        text: HIGH_HB_IRON.text,
        source: HIGH_HB_IRON.source,
      },
    ],
    effects: {
      low: [{ nutrient: 'iron', score: 15 }],
      high: [{ nutrient: 'iron', score: 90 }],
      normal: [{ nutrient: 'iron', score: LAB_NORMAL_SCORE }],
    },
    source: WHO_FERRITIN_2020,
  },
  {
    key: 'hemoglobin',
    zh: '血红蛋白',
    en: 'Haemoglobin',
    // 血紅素 is haemoglobin on Taiwan's reports (heme is no lab test): folded to 血红素 with the traditional characters.
    aliases: ['血红蛋白', '血红蛋白浓度', '血色素', '血红素', 'Hb', 'HGB', 'Hemoglobin', 'Haemoglobin'],
    unit: 'g/L',
    units: { 'g/L': 1, 'g/dL': 10, 'mmol/L': 16.11 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'male', low: 130, high: 175, source: WS_T_405 },
      { locale: 'zh-CN', sex: 'female', low: 115, high: 150, source: WS_T_405 },
      {
        locale: 'en-US',
        sex: 'male',
        low: 130,
        high: 165,
        source: { ref: `${WHO_HB_2011.ref}; ${WHO_PV_2016.ref}` },
      },
      {
        locale: 'en-US',
        sex: 'female',
        low: 120,
        high: 160,
        source: { ref: `${WHO_HB_2011.ref}; ${WHO_PV_2016.ref}` },
      },
      {
        locale: 'zh-CN',
        sex: 'female',
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        low: 110,
        high: 150,
        source: CN_HB_PREGNANCY,
      },
      {
        locale: 'en-US',
        sex: 'female',
        lifeStages: ['pregnant_t1', 'pregnant_t3'],
        low: 110,
        high: 160,
        source: WHO_HB_PREGNANCY,
      },
      {
        locale: 'en-US',
        sex: 'female',
        lifeStages: ['pregnant_t2'],
        low: 105,
        high: 160,
        source: WHO_HB_PREGNANCY,
      },
    ],
    meaning: {
      // Eleventh clinician review (en P2, en P4, zh P3): no iron on a haemoglobin alone; the cause is
      // found first (knowledge/anaemia.ts; BSG 2021; NICE CKS).
      low: {
        zh: '血红蛋白偏低（贫血）：原因可能是缺铁，也可能是缺乏维生素B12或叶酸、慢性病或炎症；是否缺铁要看铁蛋白，方案不会只凭血红蛋白推荐铁剂。请就医查明原因。',
        en: 'Haemoglobin is low (anaemia): it may be a lack of iron, or of B12 or folate, or come from a long-term illness or inflammation; ferritin shows whether iron is low, and the plan does not suggest iron on haemoglobin alone. See a doctor about the cause.',
      },
      normal: { zh: '血红蛋白正常，无贫血。', en: 'Haemoglobin is normal: no anaemia.' },
      high: {
        zh: '血红蛋白偏高：可能与脱水、吸烟或血液疾病有关，方案不推荐补铁，建议就医。',
        en: 'Haemoglobin is high (dehydration, smoking or a blood disorder): the plan recommends no iron; see a doctor.',
      },
    },
    // Sickle cell disease or thalassaemia: the anaemia is the condition's and transfusions load iron
    // (TIF 2021; NHLBI 2014; clinician review 2026-11-25 closing, E4 §6).
    meaningHaemoglobinopathy: {
      low: {
        zh: '血红蛋白偏低：有镰状细胞病或地中海贫血时，贫血主要来自这种病本身，不是缺铁；输血后还常常铁过多。方案不因此推荐补铁，请把结果交给血液科医生判断。',
        en: 'Haemoglobin is low: with sickle cell disease or thalassaemia the anaemia comes mainly from the condition itself, not from a lack of iron, and transfusions often leave too much iron. The plan does not suggest iron for it; show the result to your haematologist.',
      },
    },
    // With kidney disease the anaemia is often too little erythropoietin, more so as the eGFR falls, with iron
    // often low too; other causes (iron deficiency, blood loss) are looked for first, and iron and
    // erythropoietin are the doctor's (KDIGO Anemia in CKD 2012, ch. 1–3; NICE NG8 2015, updated 2021). At an
    // eGFR of 48 with a ferritin of 18 the text blamed the kidneys and said "take no iron of your own" beside
    // the iron he was prescribed (thirty-first clinician review, en M5).
    meaningCkd: {
      low: {
        zh: '血红蛋白偏低：肾病时的贫血可能是肾脏产生的促红素不够（肾功能越差越常见，尤其eGFR低于30或透析时），但缺铁、慢性失血也很常见，要先查铁蛋白和转铁蛋白饱和度等；促红素和铁剂（透析时多为静脉铁）由看你肾病或贫血的医生按结果开，医生没开的铁剂或“补血”产品不要自己加，请把结果交给医生。',
        en: 'Haemoglobin is low: with kidney disease anaemia can come from the kidneys making too little erythropoietin (more often as kidney function falls — an eGFR below about 30, or on dialysis), but low iron and slow blood loss are common too and are checked first (ferritin, transferrin saturation). Erythropoietin and iron (usually intravenous on dialysis) are prescribed from those results by the doctor who follows your kidneys or your anaemia; add no iron or “blood-building” products they have not prescribed, and show them the result.',
      },
    },
    // Ninth clinician review, zh P1: Hb 118 with G6PD deficiency read as "commonly iron deficiency".
    meaningG6pd: {
      low: {
        zh: '血红蛋白偏低：有蚕豆病（G6PD缺乏）时，贫血多半来自红细胞破裂（溶血），不是缺铁。想一想最近有没有吃蚕豆、用过新药或中草药、有没有感染；同时有浓茶色尿、眼睛发黄、乏力心慌，请立即就医。方案不因此推荐补铁，是否缺铁看铁蛋白，请医生判断。',
        en: 'Haemoglobin is low: with G6PD deficiency the anaemia usually comes from red cells breaking down (haemolysis), not a lack of iron. Think of fava beans, a new medicine or herbal product, or an infection in the last days; with dark urine, yellow eyes, weakness or a racing heart, get emergency care. The plan does not suggest iron for it; ferritin shows whether iron is low, and your doctor judges it.',
      },
    },
    // On a blood thinner or an antiplatelet a falling haemoglobin is bleeding until shown otherwise
    // (fifth clinician review of 2026-11-25, zh P1: Hb 118 on aspirin and clopidogrel read as an iron gap).
    drugNotes: [
      {
        drugs: BLOOD_THINNERS,
        flags: ['low'],
        text: {
          zh: '你在吃抗血小板药或抗凝药：血红蛋白偏低要先排除消化道等处的慢性出血，请医生查铁蛋白、大便潜血，必要时做胃肠镜，不要只靠自己补铁；出现黑便、吐血或头晕乏力加重，请立即就医。',
          en: 'You take an antiplatelet or a blood thinner: a low haemoglobin needs slow bleeding (from the gut above all) ruled out first — ask your doctor for ferritin and a stool blood test, and a scope if needed, rather than only taking iron yourself; black stools, vomiting blood or worsening dizziness and tiredness need care at once.',
        },
        source: {
          ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults, Gut 2021;70:2030–2051: investigate the gut in iron deficiency, including on antiplatelet or anticoagulant drugs; ESC 2020 NSTE-ACS guideline (bleeding on dual antiplatelet therapy)',
          url: 'https://doi.org/10.1136/gutjnl-2021-325210',
        },
      },
    ],
    bands: [
      {
        flag: 'low',
        pregnancy: true,
        label: { zh: '偏低（孕期贫血）', en: 'low (anaemia in pregnancy)' },
        meaning: {
          zh: '孕期血红蛋白偏低（贫血）：最常见的原因是缺铁，孕期可以先试用口服铁剂（英国血液学会2020年指南），方案会评估铁的补充；请告诉产科医生或助产士，2–3周后复查血红蛋白。',
          en: 'Haemoglobin is low in pregnancy (anaemia): the commonest cause is a lack of iron, and in pregnancy a trial of oral iron is the first step (British Society for Haematology 2020), so the plan weighs iron; tell your obstetrician or midwife and have haemoglobin rechecked after 2–3 weeks.',
        },
        source: BSH_PREGNANCY_IRON,
      },
    ],
    effects: { low: [{ nutrient: 'iron', score: 30 }] },
    // Outside pregnancy ferritin or TSAT decide; without them the effect only holds iron for the doctor
    // (the plan's skipped iron, knowledge/anaemia.ts).
    ironStudiesDecide: true,
    source: WS_T_405,
  },
  {
    key: 'hba1c',
    zh: '糖化血红蛋白',
    en: 'HbA1c',
    aliases: [
      '糖化血红蛋白',
      '糖化血红蛋白A1c',
      '糖基化血红蛋白',
      // Taiwan's and Hong Kong's names (folded to simplified characters): never the haemoglobin of 血色素.
      '糖化血色素',
      '糖化血红素',
      'HbA1c',
      'A1c',
      'GHb',
      'GHbA1c',
      'Hemoglobin A1c',
      'Glycated haemoglobin',
      'Glycated hemoglobin',
    ],
    unit: '%',
    units: { '%': 1, 'mmol/mol': hba1cFromIfcc },
    decimals: 1,
    ranges: [
      // 6.5 % is the diagnostic cut-off, not the upper limit of normal: 5.7–6.4 % is already raised.
      { locale: 'zh-CN', sex: 'any', low: null, high: 5.7, highExclusive: true, source: CN_A1C },
      { locale: 'en-US', sex: 'any', low: null, high: 5.7, highExclusive: true, source: ADA_2024 },
      // Diabetes known: read against the goal, never the prediabetes band (clinician review
      // 2026-11-25 closing, E3; knowledge/older-diabetes.ts).
      {
        locale: 'any',
        sex: 'any',
        context: 'diabetes',
        low: null,
        high: 7.0,
        highExclusive: true,
        source: DIABETES_GOAL_SOURCE,
      },
      // Pregnant with diabetes: under 6.0 % (ADA 2025 §15; twenty-eighth clinician review, en S1).
      {
        locale: 'any',
        sex: 'female',
        context: 'diabetes',
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        low: null,
        high: PREGNANCY_DIABETES_A1C_GOAL,
        highExclusive: true,
        source: PREGNANCY_DIABETES_GOAL_SOURCE,
      },
      {
        locale: 'any',
        sex: 'any',
        context: 'diabetes_older_healthy',
        low: null,
        high: OLDER_DIABETES.olderHealthyGoal,
        highExclusive: true,
        source: OLDER_DIABETES_SOURCE,
      },
      {
        locale: 'any',
        sex: 'any',
        context: 'diabetes_older',
        low: null,
        high: 8.0,
        highExclusive: true,
        source: OLDER_DIABETES_SOURCE,
      },
      {
        locale: 'any',
        sex: 'any',
        context: 'diabetes_older_treated',
        low: 7.0,
        high: 8.0,
        highExclusive: true,
        source: OLDER_DIABETES_SOURCE,
      },
    ],
    meaning: {
      normal: { zh: '近2–3个月平均血糖正常。', en: 'Average blood glucose over 2–3 months is normal.' },
      // Only the frail older adult's range on a glucose-lowering medicine has a lower bound (E3).
      low: OLDER_EASE_TEXT,
      high: {
        zh: '糖化血红蛋白升高（糖尿病前期或糖尿病）：方案强调膳食纤维、控制精制碳水，并建议就医。',
        en: 'HbA1c is raised (prediabetes or diabetes): the plan stresses fibre and fewer refined carbohydrates; see a doctor.',
      },
    },
    bands: [
      {
        flag: 'low',
        context: 'diabetes_older_treated',
        label: { zh: '低于老年体弱者的目标范围', en: 'below the goal range for a frail older adult' },
        meaning: OLDER_EASE_TEXT,
      },
      {
        flag: 'normal',
        context: 'diabetes_older_treated',
        label: { zh: '在老年目标内（< 8.0 %）', en: 'within the older adult’s goal (< 8.0 %)' },
        meaning: OLDER_GOAL_MET,
      },
      {
        flag: 'normal',
        context: 'diabetes_older',
        label: { zh: '在老年目标内（< 8.0 %）', en: 'within the older adult’s goal (< 8.0 %)' },
        meaning: OLDER_GOAL_MET,
      },
      // 65 and over, not frail: < 7.5 % (ADA 2025 Table 13.1; thirtieth clinician review, zh M1).
      {
        flag: 'normal',
        context: 'diabetes_older_healthy',
        label: { zh: '在老年目标内（< 7.5 %）', en: 'within the older adult’s goal (< 7.5 %)' },
        meaning: {
          zh: '65岁及以上的糖尿病患者，HbA1c 控制目标一般是 < 7.5 %（比年轻人的 7.0 % 宽一些，以避免低血糖）：这个值在目标内。你的个人目标请与医生核对。',
          en: 'From 65, the HbA1c goal for most people with diabetes is under 7.5 % (a little above the 7.0 % for younger adults, to avoid lows): this value is within it. Check your own goal with your doctor.',
        },
      },
      {
        flag: 'high',
        context: 'diabetes_older_healthy',
        label: { zh: '偏高（高于老年目标 7.5 %）', en: 'high (above the older adult’s goal of 7.5 %)' },
        meaning: {
          zh: 'HbA1c 达到或高于 7.5 %，高于老年糖尿病患者的控制目标：请在2–4周内找糖尿病医生复诊；老年人要避免低血糖，治疗怎么调由医生定。方案强调膳食纤维、控制精制碳水。',
          en: 'HbA1c of 7.5 % or more is above the goal for an older adult with diabetes: see your diabetes doctor within 2–4 weeks — avoiding lows matters most at this age, and the doctor decides any change. The plan stresses fibre and fewer refined carbohydrates.',
        },
      },
      ...(['diabetes_older', 'diabetes_older_treated'] as const).map((context): LabBand => ({
        flag: 'high',
        context,
        label: { zh: '偏高（高于老年目标 8.0 %）', en: 'high (above the older adult’s goal of 8.0 %)' },
        meaning: {
          zh: 'HbA1c 达到或高于 8.0 %，高于老年体弱者的控制目标：请在2–4周内找糖尿病医生复诊调整治疗；不要节食或减重，饭要吃够、蛋白质要够。',
          en: 'HbA1c of 8.0 % or more is above the goal for a frail older adult: see your diabetes doctor within 2–4 weeks to review treatment; do not diet or try to lose weight, and eat enough, with enough protein.',
        },
      })),
      {
        flag: 'high',
        context: 'diabetes',
        pregnancy: true,
        label: { zh: '偏高（高于孕期目标 6.0 %）', en: 'high (above the pregnancy goal of 6.0 %)' },
        meaning: PREGNANCY_DIABETES_HIGH,
      },
      {
        flag: 'normal',
        context: 'diabetes',
        pregnancy: true,
        label: { zh: '在孕期控制目标内（< 6.0 %）', en: 'within the pregnancy goal (< 6.0 %)' },
        meaning: {
          zh: '孕期有糖尿病：HbA1c 的目标是低于 6.0 %，这个值在目标内；继续按糖尿病和产科团队的安排监测血糖。',
          en: 'In pregnancy with diabetes the HbA1c goal is under 6.0 %: this value is within it; keep monitoring as your diabetes and obstetric team advise.',
        },
      },
      {
        flag: 'normal',
        context: 'diabetes',
        label: { zh: '在糖尿病控制目标内（< 7.0 %）', en: 'within the diabetes goal (< 7.0 %)' },
        meaning: {
          zh: '你已确诊糖尿病：HbA1c 按控制目标（多数人 < 7.0 %）解读，而不是按诊断切点。这个值在目标内；你的个人目标请与医生核对。',
          en: 'You have diabetes: the HbA1c is read against the treatment goal (under 7.0 % for many adults), not the diagnostic cut-offs. This value is within it; check your own goal with your doctor.',
        },
      },
      {
        flag: 'high',
        context: 'diabetes',
        label: { zh: '偏高（高于控制目标 7.0 %）', en: 'high (above the goal of 7.0 %)' },
        meaning: {
          zh: 'HbA1c 达到或高于 7.0 %，高于多数糖尿病患者的控制目标：请在2–4周内找糖尿病医生复诊调整治疗；方案强调膳食纤维、控制精制碳水。',
          en: 'HbA1c of 7.0 % or more is above the usual goal for diabetes: see your diabetes doctor within 2–4 weeks to review treatment. The plan stresses fibre and fewer refined carbohydrates.',
        },
      },
      // Thirty-fifth clinician review, en S3: in pregnancy, no weight loss and the maternity team's test.
      {
        flag: 'high',
        from: 5.7,
        below: 6.5,
        prediabetes: true,
        pregnant: true,
        label: { zh: '偏高（孕期需告诉产科医生）', en: 'high (tell your obstetrician)' },
        meaning: PREGNANCY_PREDIABETES_A1C,
        source: PREGNANCY_PREDIABETES_SOURCE,
      },
      {
        flag: 'high',
        from: 5.7,
        below: 6.5,
        prediabetes: true,
        lowBmi: true,
        label: { zh: '偏高（糖尿病前期范围）', en: 'high (prediabetes range)' },
        meaning: {
          zh: 'HbA1c 5.7–6.4 % 属于糖尿病前期范围（未达到糖尿病诊断切点 6.5 %）。你的体重偏低，不要减重：饭要吃够，多吃膳食纤维、少吃精制碳水，量力而行地规律活动；请告诉医生，并每年复查。',
          en: 'HbA1c 5.7–6.4 % is the prediabetes range (below the 6.5 % diabetes cut-off). Your weight is low, so do not try to lose weight: eat enough, with more fibre and fewer refined carbohydrates, and stay active as you can; tell your doctor and re-test every year.',
        },
      },
      {
        flag: 'high',
        from: 5.7,
        below: 6.5,
        prediabetes: true,
        label: { zh: '偏高（糖尿病前期范围）', en: 'high (prediabetes range)' },
        meaning: {
          zh: 'HbA1c 5.7–6.4 % 属于糖尿病前期范围（未达到糖尿病诊断切点 6.5 %）：减重、多吃膳食纤维、少吃精制碳水和规律运动可以逆转；请告诉医生，并每年复查。',
          en: 'HbA1c 5.7–6.4 % is the prediabetes range (below the 6.5 % diabetes cut-off): weight loss, more fibre, fewer refined carbohydrates and regular activity can reverse it; tell your doctor and re-test every year.',
        },
      },
      {
        flag: 'high',
        from: 6.5,
        label: { zh: '偏高（糖尿病诊断范围）', en: 'high (diabetes range)' },
        meaning: {
          zh: 'HbA1c ≥ 6.5 % 达到糖尿病诊断切点：未确诊者请在2–4周内就医复查确诊，已确诊者请与医生核对控制目标；方案强调膳食纤维、控制精制碳水。',
          en: 'HbA1c ≥ 6.5 % reaches the diabetes cut-off: if you have no diagnosis, see a doctor within 2–4 weeks for a repeat test; if you do, check your goal with your doctor. The plan stresses fibre and fewer refined carbohydrates.',
        },
        source: { ref: `${CN_DM_2020.ref}; ${ADA_2024.ref}`, url: ADA_2024.url },
      },
    ],
    drugNotes: [
      {
        drugs: ['metformin'],
        flags: ['high', 'normal', 'low'],
        text: {
          zh: '你在服用二甲双胍：长期服用可降低维生素B12，请定期查B12。',
          en: 'You take metformin: long-term use can lower vitamin B12, so have B12 checked regularly.',
        },
        source: ADA_METFORMIN_B12,
      },
      {
        // Thirty-fifth clinician review, en S3: "should i keep taking the metformin" at 6 weeks.
        drugs: ['metformin'],
        flags: ['high'],
        pregnancy: true,
        text: PREGNANCY_METFORMIN_ASK,
        source: PREGNANCY_PREDIABETES_SOURCE,
      },
    ],
    effects: { high: [{ nutrient: 'fiber', score: 60 }] },
    source: ADA_2024,
  },
  {
    key: 'fastingGlucose',
    zh: '空腹血糖',
    en: 'Fasting glucose',
    aliases: [
      '空腹血糖',
      '空腹血葡萄糖',
      '空腹葡萄糖',
      '血糖(空腹)',
      '葡萄糖',
      '血糖',
      'GLU',
      'FPG',
      'FBG',
      'Glucose, fasting',
      'Fasting glucose',
      'Fasting plasma glucose',
      'Glucose',
      // As Indian and other reports print it, and as people type it (thirty-second clinician review, en M5).
      'FBS',
      'Fasting blood sugar',
      'Fasting sugar',
      'Blood sugar fasting',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': GLUCOSE_MG_DL },
    decimals: 1,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 3.9, high: 6.1, highExclusive: true, source: CN_DM_2020 },
      { locale: 'en-US', sex: 'any', low: 3.9, high: 5.6, highExclusive: true, source: ADA_2024 },
      // Pregnant, or gestational diabetes: fasting < 5.3 mmol/L (95 mg/dL) is the target (ADA 2025 §15;
      // 中国妊娠期高血糖诊治指南 2022), so 5.3 and above is never "normal".
      {
        locale: 'any',
        sex: 'female',
        low: 3.9,
        high: 5.3,
        highExclusive: true,
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        alsoGestationalDiabetes: true,
        source: PREGNANCY_GLUCOSE,
      },
    ],
    meaning: {
      low: {
        zh: '空腹血糖偏低（< 3.9 mmol/L）：注意规律进餐；如有心慌出汗等症状请就医。',
        en: 'Fasting glucose is low (< 3.9 mmol/L): eat regularly, and see a doctor if you have shakiness or sweating.',
      },
      normal: { zh: '空腹血糖正常。', en: 'Fasting glucose is normal.' },
      high: {
        zh: '空腹血糖升高（空腹血糖受损或糖尿病）：方案强调膳食纤维和控制体重，并建议就医复查。',
        en: 'Fasting glucose is raised (impaired fasting glucose or diabetes): the plan stresses fibre and weight control; have it rechecked.',
      },
    },
    // Impaired fasting glucose: China 6.1–6.9 mmol/L (2020 guideline), ADA 5.6–6.9 (100–125 mg/dL).
    bands: [
      // In pregnancy too: 13.9 mmol/L and above is the same day's, not "soon" (hyperglycaemic crises 2024).
      {
        flag: 'high',
        pregnancy: true,
        from: 13.9,
        label: { zh: '明显偏高（需当天处理）', en: 'very high (the same day)' },
        meaning: {
          zh: '孕期血糖 13.9 mmol/L（250 mg/dL）及以上：请今天就联系产科或糖尿病团队，不要等下次产检。打胰岛素的现在就测酮体；酮体升高，或伴呕吐、腹痛、呼吸深快、犯困，或胎动减少，请马上去急诊或产科急诊。',
          en: 'A glucose of 13.9 mmol/L (250 mg/dL) or more in pregnancy needs your obstetric or diabetes team today, not at the next visit. On insulin, check ketones now; raised ketones, or vomiting, belly pain, deep fast breathing, drowsiness or fewer baby movements need the emergency or maternity assessment unit now.',
        },
        source: HYPERGLYCAEMIC_CRISES_2024,
      },
      {
        flag: 'high',
        pregnancy: true,
        from: 5.3,
        label: { zh: '偏高（高于孕期目标）', en: 'high (above the pregnancy target)' },
        meaning: {
          zh: '孕期空腹血糖目标是低于 5.3 mmol/L（95 mg/dL）（餐后1小时低于 7.8、餐后2小时低于 6.7 mmol/L）：这个数值高于孕期目标，不能按“正常”看待。请尽快告诉你的产科或糖尿病团队（产检医生），由他们调整饮食和治疗；不要自行节食或不吃主食。',
          en: 'In pregnancy the fasting glucose target is below 5.3 mmol/L (95 mg/dL) (1 hour after meals below 7.8, 2 hours below 6.7 mmol/L): this value is above the pregnancy target, not normal. Tell your obstetric or diabetes team soon so they can adjust your diet and treatment; do not cut meals or carbohydrates on your own.',
        },
      },
      {
        flag: 'high',
        locale: 'zh-CN',
        from: 6.1,
        below: 7.0,
        prediabetes: true,
        lowBmi: true,
        label: { zh: '偏高（空腹血糖受损）', en: 'high (impaired fasting glucose)' },
        meaning: {
          zh: '空腹血糖 6.1–6.9 mmol/L 属于空腹血糖受损（糖尿病前期）。你的体重偏低，不要减重：饭要吃够，多吃膳食纤维，量力而行地规律活动；请告诉医生，并复查。',
          en: 'Fasting glucose 6.1–6.9 mmol/L is impaired fasting glucose (prediabetes). Your weight is low, so do not try to lose weight: eat enough, with more fibre, and stay active as you can; tell your doctor and have it rechecked.',
        },
      },
      {
        flag: 'high',
        locale: 'zh-CN',
        from: 6.1,
        below: 7.0,
        prediabetes: true,
        label: { zh: '偏高（空腹血糖受损）', en: 'high (impaired fasting glucose)' },
        meaning: {
          zh: '空腹血糖 6.1–6.9 mmol/L 属于空腹血糖受损（糖尿病前期）：减重、多吃膳食纤维和规律运动可以逆转；请告诉医生，并复查。',
          en: 'Fasting glucose 6.1–6.9 mmol/L is impaired fasting glucose (prediabetes): weight loss, more fibre and regular activity can reverse it; tell your doctor and have it rechecked.',
        },
      },
      {
        flag: 'high',
        locale: 'en-US',
        from: 5.6,
        below: 7.0,
        prediabetes: true,
        lowBmi: true,
        label: { zh: '偏高（空腹血糖受损）', en: 'high (impaired fasting glucose)' },
        meaning: {
          zh: '空腹血糖 5.6–6.9 mmol/L（100–125 mg/dL）属于空腹血糖受损（糖尿病前期）。你的体重偏低，不要减重：饭要吃够，多吃膳食纤维，量力而行地规律活动；请告诉医生，并复查。',
          en: 'Fasting glucose 5.6–6.9 mmol/L (100–125 mg/dL) is impaired fasting glucose (prediabetes). Your weight is low, so do not try to lose weight: eat enough, with more fibre, and stay active as you can; tell your doctor and have it rechecked.',
        },
      },
      {
        flag: 'high',
        locale: 'en-US',
        from: 5.6,
        below: 7.0,
        prediabetes: true,
        label: { zh: '偏高（空腹血糖受损）', en: 'high (impaired fasting glucose)' },
        meaning: {
          zh: '空腹血糖 5.6–6.9 mmol/L（100–125 mg/dL）属于空腹血糖受损（糖尿病前期）：减重、多吃膳食纤维和规律运动可以逆转；请告诉医生，并复查。',
          en: 'Fasting glucose 5.6–6.9 mmol/L (100–125 mg/dL) is impaired fasting glucose (prediabetes): weight loss, more fibre and regular activity can reverse it; tell your doctor and have it rechecked.',
        },
      },
      // From 13.9 mmol/L (250 mg/dL) a glucose is the same day's, never "2–4 weeks": new diabetes with
      // symptoms, or ketoacidosis on insulin (seventeenth clinician review, en S6: 338 mg/dL in type 1
      // diabetes told "within 2–4 weeks"; ADA/EASD/JBDS/AACE hyperglycaemic crises consensus 2024).
      {
        flag: 'high',
        from: 13.9,
        label: { zh: '明显偏高（需当天处理）', en: 'very high (the same day)' },
        meaning: {
          zh: '血糖 13.9 mmol/L（250 mg/dL）及以上：请今天就联系医生或糖尿病团队，不要等几周再复查。打胰岛素或有1型糖尿病的，现在就测酮体（血酮或尿酮）；酮体升高，或伴呕吐、腹痛、呼吸深快、口渴尿多、犯困，请马上去急诊。还没有糖尿病诊断的，今天就去看医生。',
          en: 'A glucose of 13.9 mmol/L (250 mg/dL) or more needs a doctor or your diabetes team today, not a repeat test in weeks. On insulin or with type 1 diabetes, check ketones (blood or urine) now; raised ketones, or vomiting, belly pain, deep fast breathing, great thirst and passing lots of urine, or drowsiness, need the emergency department now. With no diabetes diagnosed yet, see a doctor today.',
        },
        source: HYPERGLYCAEMIC_CRISES_2024,
      },
      {
        flag: 'high',
        from: 7.0,
        label: { zh: '偏高（糖尿病诊断范围）', en: 'high (diabetes range)' },
        meaning: {
          zh: '空腹血糖 ≥ 7.0 mmol/L（126 mg/dL）达到糖尿病诊断切点：未确诊者请在2–4周内就医复查确诊，已确诊者请与医生核对治疗。',
          en: 'Fasting glucose ≥ 7.0 mmol/L (126 mg/dL) reaches the diabetes cut-off: if you have no diagnosis, see a doctor within 2–4 weeks for a repeat test; if you do, review treatment with your doctor.',
        },
      },
    ],
    effects: { high: [{ nutrient: 'fiber', score: 60 }] },
    source: CN_DM_2020,
  },
  {
    key: 'serumB12',
    zh: '维生素B12',
    en: 'Vitamin B12',
    aliases: [
      '维生素B12',
      '血清维生素B12',
      '维生素B₁₂',
      '钴胺素',
      'VitB12',
      'VB12',
      'B12',
      'Vitamin B12',
      'Cobalamin',
      'Serum B12',
    ],
    unit: 'pmol/L',
    units: { 'pmol/L': 1, 'pg/mL': 0.7378, 'ng/L': 0.7378 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 150, high: null, source: WHO_B12 },
      { locale: 'en-US', sex: 'any', low: 148, high: null, source: NIH_B12 },
    ],
    meaning: {
      low: {
        zh: '维生素B12偏低：方案会推荐补充B12；服用二甲双胍或抑酸药、素食者尤其常见。',
        en: 'Vitamin B12 is low: the plan recommends B12 (common with metformin, acid-reducing drugs or a vegan diet).',
      },
      normal: { zh: '维生素B12水平正常。', en: 'Vitamin B12 is normal.' },
    },
    // 148–221 pmol/L (200–300 pg/mL) is borderline, not plainly normal (NIH ODS; answer round 5,
    // en-027: a vegan's 180 pmol/L was called normal).
    bands: [
      {
        flag: 'normal',
        below: METFORMIN_B12.below,
        label: { zh: '临界偏低', en: 'borderline low' },
        // Borderline is "fair" on the radar and table, never "good" beside "it may already be low".
        effects: [{ nutrient: 'vitaminB12', score: 60 }],
        meaning: {
          zh: '维生素B12在临界范围（148–221 pmol/L，即 200–300 pg/mL）：可能已经偏低，医生可以加查甲基丙二酸（MMA）或同型半胱氨酸来确认；纯素食、长期吃二甲双胍或抑酸药的人应当规律补充B12。',
          en: 'Vitamin B12 is borderline (148–221 pmol/L, 200–300 pg/mL): it may already be low, and your doctor can confirm with methylmalonic acid (MMA) or homocysteine; vegans and people on long-term metformin or acid-reducing medicine should take B12 regularly.',
        },
      },
    ],
    effects: {
      low: [{ nutrient: 'vitaminB12', score: 15 }],
      normal: [{ nutrient: 'vitaminB12', score: LAB_NORMAL_SCORE }],
    },
    source: NIH_B12,
  },
  {
    key: 'serumFolate',
    zh: '叶酸',
    en: 'Folate',
    aliases: ['血清叶酸', '叶酸', 'FA', 'FOL', 'FOLATE', 'Serum folate', 'Folic acid'],
    unit: 'nmol/L',
    units: { 'nmol/L': 1, 'ng/mL': 2.266, 'μg/L': 2.266 },
    decimals: 1,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 10, high: null, source: WHO_FOLATE_2015 },
      { locale: 'en-US', sex: 'any', low: 6.8, high: null, source: NIH_FOLATE },
    ],
    meaning: {
      low: {
        zh: '叶酸偏低：方案会推荐叶酸，备孕或孕期女性尤为重要。',
        en: 'Folate is low: the plan recommends folic acid, which matters most before and during pregnancy.',
      },
      normal: { zh: '叶酸水平正常。', en: 'Folate is normal.' },
    },
    effects: {
      low: [{ nutrient: 'folate', score: 15 }],
      normal: [{ nutrient: 'folate', score: LAB_NORMAL_SCORE }],
    },
    source: WHO_FOLATE_2015,
  },
  {
    key: 'serumIron',
    zh: '血清铁',
    en: 'Serum iron',
    aliases: ['血清铁', '铁(Fe)', 'Fe', 'Serum iron', 'Iron, serum', 'Iron'],
    unit: 'μmol/L',
    units: { 'μmol/L': 1, 'μg/dL': 0.1791 },
    decimals: 1,
    ranges: [
      { locale: 'any', sex: 'male', low: 11.6, high: 31.3, source: TIETZ_IRON },
      { locale: 'any', sex: 'female', low: 9.0, high: 30.4, source: TIETZ_IRON },
    ],
    meaning: {
      low: {
        zh: '血清铁偏低：提示可能缺铁（需结合铁蛋白判断），方案会关注铁的摄入。',
        en: 'Serum iron is low: possible iron deficiency (confirm with ferritin); the plan watches iron intake.',
      },
      normal: { zh: '血清铁正常。', en: 'Serum iron is normal.' },
      high: {
        zh: '血清铁偏高：方案不推荐补铁，建议结合铁蛋白、转铁蛋白饱和度就医评估。',
        en: 'Serum iron is high: the plan recommends no iron; have ferritin and transferrin saturation checked.',
      },
    },
    // Serum iron swings with meals and time of day, so on its own it only makes iron "fair".
    effects: { low: [{ nutrient: 'iron', score: 45 }], high: [{ nutrient: 'iron', score: 85 }] },
    source: TIETZ_IRON,
  },
  {
    key: 'totalCholesterol',
    zh: '总胆固醇',
    en: 'Total cholesterol',
    aliases: [
      '总胆固醇',
      '血清总胆固醇',
      '胆固醇',
      'TC',
      'CHOL',
      'T-CHO',
      'TCHO',
      'Total cholesterol',
      'Cholesterol, total',
      'Cholesterol',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': CHOL_MG_DL },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: null, high: 5.2, highExclusive: true, source: CN_LIPID_2023 },
      // 200 mg/dL = 5.17 mmol/L
      { locale: 'en-US', sex: 'any', low: null, high: 5.17, highExclusive: true, source: NCEP_ATP3 },
    ],
    meaning: {
      normal: { zh: '总胆固醇在合适水平。', en: 'Total cholesterol is in the desirable range.' },
      high: {
        zh: '总胆固醇升高：方案增加膳食纤维（燕麦、豆类），减少饱和脂肪；是否用药请咨询医生。',
        en: 'Total cholesterol is raised: the plan adds fibre (oats, legumes) and less saturated fat; ask your doctor about treatment.',
      },
    },
    effects: { high: [{ nutrient: 'fiber', score: 60 }] },
    source: CN_LIPID_2023,
  },
  {
    key: 'ldlCholesterol',
    zh: '低密度脂蛋白胆固醇',
    en: 'LDL cholesterol',
    aliases: [
      '低密度脂蛋白胆固醇',
      '低密度脂蛋白',
      '低密度胆固醇',
      'LDL-C',
      'LDL-CH',
      'LDLC',
      'LDL',
      'LDL cholesterol',
      'Cholesterol, LDL',
      'LDL-Cholesterol',
      // LabCorp prints "LDL Chol Calc (NIH)" (issue 33 §2 photo set); "Chol" alone is total cholesterol's.
      'LDL Chol Calc',
      'LDL Chol',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': CHOL_MG_DL },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: null, high: 3.4, highExclusive: true, source: CN_LIPID_2023 },
      // 130 mg/dL = 3.36 mmol/L (ATP III borderline-high)
      { locale: 'en-US', sex: 'any', low: null, high: 3.36, highExclusive: true, source: NCEP_ATP3 },
      // Diabetes known: read against the diabetes goal, never "desirable" at 92 mg/dL for a man with diabetes
      // and CKD (twenty-ninth clinician review, en M14): below 100 mg/dL (2.6 mmol/L), lower still with
      // kidney disease or other risk factors, which the doctor sets.
      {
        locale: 'any',
        sex: 'any',
        context: 'diabetes',
        low: null,
        high: 2.6,
        highExclusive: true,
        source: {
          ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §10 Cardiovascular disease and risk management (statin for adults 40–75 with diabetes; LDL below 100 mg/dL, below 70 mg/dL with one or more risk factors — section numbers cited from memory); 中国血脂管理指南（2023年）：糖尿病患者LDL-C目标 < 2.6 mmol/L，合并靶器官损害或危险因素 < 1.8 mmol/L',
        },
      },
    ],
    meaning: {
      normal: { zh: 'LDL-C在合适水平。', en: 'LDL cholesterol is in the desirable range.' },
      high: {
        zh: 'LDL-C升高：方案增加可溶性膳食纤维；红曲米与他汀成分相同，服用他汀者不可叠加；用药请遵医嘱。',
        en: 'LDL cholesterol is raised: the plan adds soluble fibre; red yeast rice is a statin in disguise and must not be combined with statins.',
      },
    },
    effects: { high: [{ nutrient: 'fiber', score: 60 }] },
    source: CN_LIPID_2023,
  },
  {
    key: 'hdlCholesterol',
    zh: '高密度脂蛋白胆固醇',
    en: 'HDL cholesterol',
    aliases: [
      '高密度脂蛋白胆固醇',
      '高密度脂蛋白',
      '高密度胆固醇',
      'HDL-C',
      'HDL-CH',
      'HDLC',
      'HDL',
      'HDL cholesterol',
      'Cholesterol, HDL',
      'HDL-Cholesterol',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': CHOL_MG_DL },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 1.0, high: null, source: CN_LIPID_2023 },
      // 40 mg/dL = 1.03 mmol/L
      { locale: 'en-US', sex: 'any', low: 1.03, high: null, source: NCEP_ATP3 },
    ],
    meaning: {
      low: {
        zh: 'HDL-C偏低：规律运动、戒烟、减重有助于提高；方案以饮食和运动建议为主。',
        en: 'HDL cholesterol is low: exercise, not smoking and weight loss raise it; the plan focuses on diet and activity.',
      },
      normal: { zh: 'HDL-C正常。', en: 'HDL cholesterol is normal.' },
    },
    source: CN_LIPID_2023,
  },
  {
    key: 'triglycerides',
    zh: '甘油三酯',
    en: 'Triglycerides',
    aliases: [
      '甘油三酯',
      '三酰甘油',
      '甘油三脂',
      '三酸甘油酯',
      '三酸甘油脂',
      'TG',
      'TRIG',
      'Triglycerides',
      'Triglyceride',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': TG_MG_DL },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: null, high: 1.7, highExclusive: true, source: CN_LIPID_2023 },
      // 150 mg/dL = 1.69 mmol/L
      { locale: 'en-US', sex: 'any', low: null, high: 1.69, highExclusive: true, source: NCEP_ATP3 },
    ],
    meaning: {
      normal: { zh: '甘油三酯在合适水平。', en: 'Triglycerides are in the desirable range.' },
      high: {
        zh: '甘油三酯升高：多吃富含Omega-3的深海鱼，减少酒精和精制糖；方案是否加鱼油，见补充剂建议。',
        en: 'Triglycerides are raised: eat more oily fish and less alcohol and sugar; whether the plan adds fish oil is in its supplement advice.',
      },
    },
    // The plan adds no fish oil beside an antiplatelet or a blood thinner (fifth clinician review of
    // 2026-11-25, zh P1: "the plan adds fish oil" stood beside "do not take your fish oil for now").
    drugNotes: [
      {
        drugs: BLOOD_THINNERS,
        flags: ['high'],
        text: {
          zh: '你在吃抗血小板药或抗凝药：方案不加鱼油补充剂，降甘油三酯靠每周吃两次深海鱼、少喝酒、少吃精制糖；是否需要处方鱼油（高纯度EPA）由心内科医生决定。',
          en: 'You take an antiplatelet or a blood thinner: the plan adds no fish oil supplement; lower triglycerides with oily fish twice a week, less alcohol and less sugar, and leave prescription omega-3 (purified EPA) to your cardiologist.',
        },
        source: {
          ref: '2019 ESC/EAS Guidelines for the management of dyslipidaemias (lifestyle for hypertriglyceridaemia; icosapent ethyl 2 × 2 g/day in high-risk patients, REDUCE-IT); Natural Medicines Comprehensive Database (TRC), fish oil × antiplatelet drugs',
          url: 'https://doi.org/10.1093/eurheartj/ehz455',
        },
      },
      ORAL_RETINOID_TG_NOTE,
    ],
    // From 5.6 mmol/L (500 mg/dL) the risk is acute pancreatitis: no alcohol at all, medicine soon, a recheck
    // weeks after starting it (thirty-first clinician review, zh S2: 7.9 in a heavy baijiu drinker was "drink
    // less" with a recheck in 13–52 weeks).
    bands: [
      {
        flag: 'high',
        from: SEVERE_TG_MMOL_L,
        label: { zh: '明显升高（胰腺炎风险）', en: 'very high (pancreatitis risk)' },
        meaning: {
          zh: '甘油三酯在5.6 mmol/L以上，急性胰腺炎的风险升高：酒要完全戒掉（啤酒、白酒都算），含糖饮料、甜食、油炸和肥肉也要严格少吃；请在一两周内找医生，一般需要开降甘油三酯的药（贝特类或处方高纯度鱼油），开始用药后4–6周复查。突然剧烈上腹痛、向后背放射、伴呕吐，立即就医。',
          en: 'Triglycerides of 5.6 mmol/L (500 mg/dL) or more raise the risk of acute pancreatitis: stop alcohol completely (beer, wine and spirits), and cut sugary drinks, sweets, fried food and fatty meat hard; see a doctor within a week or two — medicine to lower triglycerides (a fibrate or prescription omega-3) is usually needed — and recheck 4–6 weeks after starting it. Sudden severe upper-belly pain going through to the back, with vomiting, needs care at once.',
        },
        source: SEVERE_TG_SOURCE,
      },
    ],
    effects: { high: [{ nutrient: 'omega3', score: 45 }] },
    source: CN_LIPID_2023,
  },
  {
    key: 'tsh',
    zh: '促甲状腺激素',
    en: 'TSH',
    aliases: [
      '促甲状腺激素',
      '促甲状腺素',
      '超敏促甲状腺激素',
      'TSH',
      'hTSH',
      'sTSH',
      'Thyroid stimulating hormone',
      'Thyrotropin',
    ],
    unit: 'mIU/L',
    units: { 'mIU/L': 1, 'μIU/mL': 1, 'mU/L': 1 },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 0.27, high: 4.2, source: ROCHE_TSH },
      { locale: 'en-US', sex: 'any', low: 0.45, high: 4.12, source: ATA_TSH },
      {
        locale: 'zh-CN',
        sex: 'female',
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        low: 0.27,
        high: 4.0,
        source: PREGNANCY_TSH,
      },
      {
        locale: 'en-US',
        sex: 'female',
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        low: 0.45,
        high: 4.0,
        source: PREGNANCY_TSH,
      },
    ],
    meaning: {
      low: {
        zh: 'TSH偏低（可能甲亢或甲状腺素过量）：请就医；方案避免高剂量碘补充。',
        en: 'TSH is low (possible overactive thyroid or too much thyroid hormone): see a doctor; the plan avoids high-dose iodine.',
      },
      normal: { zh: '甲状腺功能（TSH）正常。', en: 'TSH is normal.' },
      high: {
        zh: 'TSH偏高（可能甲减）：请就医。',
        en: 'TSH is high (possible underactive thyroid): see a doctor.',
      },
    },
    drugNotes: [
      {
        drugs: ['levothyroxine'],
        flags: ['high'],
        text: {
          zh: '你在服用左甲状腺素：钙、铁补充剂需与它间隔4小时。',
          en: 'You take levothyroxine: keep calcium and iron 4 hours apart from it.',
        },
        source: LEVOTHYROXINE_SPACING,
      },
      {
        // Fifteenth clinician review, en P1 serious #3: TSH 4.82 at 11 weeks on Synthroid was only
        // "possible underactive thyroid". Already treated, pregnant, above the treatment target.
        drugs: ['levothyroxine'],
        flags: ['high', 'normal'],
        pregnancy: true,
        above: PREGNANCY_LT4_TSH_TARGET,
        text: LEVOTHYROXINE_PREGNANCY.text,
        source: LEVOTHYROXINE_PREGNANCY.source,
      },
      {
        drugs: ['amiodarone'],
        flags: ['high'],
        text: {
          zh: '你在服用胺碘酮：胺碘酮含大量碘，常引起甲状腺功能减退，TSH升高很可能与它有关。请告诉开胺碘酮的医生（不要自己停药），由医生决定是否查甲状腺功能或治疗；不要另外吃碘片、海带或海藻类补充剂。',
          en: 'You take amiodarone: it carries a large amount of iodine and often causes an underactive thyroid, so the high TSH is likely linked to it. Tell the doctor who prescribes your amiodarone (do not stop it yourself), who decides on thyroid tests or treatment; take no iodine, kelp or seaweed supplement.',
        },
        source: AMIODARONE_THYROID,
      },
      {
        drugs: ['amiodarone'],
        flags: ['low'],
        text: {
          zh: '你在服用胺碘酮：它也可能引起甲状腺功能亢进，而甲亢会加重心律失常。请尽快告诉开胺碘酮的医生（不要自己停药）；不要另外吃碘片、海带或海藻类补充剂。',
          en: 'You take amiodarone: it can also cause an overactive thyroid, which can make heart rhythm problems worse. Tell the doctor who prescribes your amiodarone soon (do not stop it yourself); take no iodine, kelp or seaweed supplement.',
        },
        source: AMIODARONE_THYROID,
      },
    ],
    source: ATA_TSH,
  },
  {
    key: 'freeT4',
    zh: '游离甲状腺素',
    en: 'Free T4',
    aliases: ['游离甲状腺素', '游离T4', '血清游离甲状腺素', 'FT4', 'Free T4', 'Free thyroxine', 'T4, free'],
    unit: 'pmol/L',
    units: { 'pmol/L': 1, 'ng/dL': 12.87 },
    decimals: 1,
    ranges: [any(12.0, 22.0, ROCHE_FT4)],
    meaning: {
      low: {
        zh: '游离T4偏低：提示甲状腺功能减退，请就医。',
        en: 'Free T4 is low: possible underactive thyroid; see a doctor.',
      },
      normal: { zh: '游离T4正常。', en: 'Free T4 is normal.' },
      high: {
        zh: '游离T4偏高：提示甲状腺功能亢进，请就医；避免高碘补充。',
        en: 'Free T4 is high: possible overactive thyroid; see a doctor and avoid high-dose iodine.',
      },
    },
    source: ROCHE_FT4,
  },
  {
    key: 'uricAcid',
    zh: '尿酸',
    en: 'Uric acid',
    aliases: ['尿酸', '血尿酸', '血清尿酸', 'UA', 'URIC', 'Uric acid', 'Urate'],
    unit: 'μmol/L',
    units: { 'μmol/L': 1, 'mg/dL': 59.48, 'mmol/L': 1000 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: null, high: 420, source: CN_UA_2019 },
      { locale: 'en-US', sex: 'any', low: null, high: 404, source: ACR_URATE },
    ],
    meaning: {
      normal: { zh: '血尿酸正常。', en: 'Uric acid is normal.' },
      high: {
        zh: '高尿酸血症：减少动物内脏、海鲜、含糖饮料和酒精；方案避免推荐大剂量烟酸。',
        en: 'Uric acid is high: less organ meat, seafood, sugary drinks and alcohol; the plan avoids high-dose niacin.',
      },
    },
    // Twenty-fifth clinician review, zh M12 and M14: a uric acid of 610 on pyrazinamide was told only the
    // diet, and "is it the pyrazinamide?" had no answer — the medicine is the likeliest cause.
    drugNotes: [
      {
        drugs: ['pyrazinamide', 'ethambutol'],
        flags: ['high'],
        text: {
          zh: '你在吃抗结核药：吡嗪酰胺很常见地让血尿酸升高（乙胺丁醇也会），这很可能就是原因，还可能诱发痛风发作。不要自己停抗结核药，也不要自己吃秋水仙碱、别嘌醇或止痛药（它们和抗结核药、肝功能都有关系）——请告诉结核病门诊，由医生决定怎么处理；关节突然红肿热痛时，当天联系医生。',
          en: 'You take TB medicines: pyrazinamide very often raises uric acid (ethambutol can too), which is the likeliest cause here, and it can bring on a gout attack. Do not stop the TB medicines yourself, and do not start colchicine, allopurinol or painkillers on your own (they bear on the TB medicines and the liver) — tell your TB clinic, and the doctor decides what to do; a suddenly red, hot, swollen joint needs the doctor the same day.',
        },
        source: {
          ref: 'Pyrazinamide tablets US prescribing information (Warnings and Adverse Reactions: hyperuricaemia, gout; contraindicated in acute gout — sections named from memory); Myambutol (ethambutol) US prescribing information (raised serum uric acid); Nahid P et al. Official ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147 (hyperuricaemia and arthralgia with pyrazinamide)',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=pyrazinamide',
        },
      },
      {
        drugs: [
          'hydrochlorothiazide',
          'chlorthalidone',
          'indapamide',
          'bendroflumethiazide',
          'losartan-hydrochlorothiazide',
          'irbesartan-hydrochlorothiazide',
          'valsartan-hydrochlorothiazide',
          'telmisartan-hydrochlorothiazide',
          'lisinopril-hydrochlorothiazide',
          'triamterene-hydrochlorothiazide',
          'furosemide',
          'torsemide',
          'bumetanide',
        ],
        flags: ['high'],
        text: {
          zh: '你在吃利尿剂（如氢氯噻嗪、吲达帕胺、呋塞米）：利尿剂会让血尿酸升高，可能是原因之一。不要自己停药——请告诉开药的医生，由医生决定要不要换别的降压药或调整剂量。',
          en: 'You take a diuretic (water pill such as hydrochlorothiazide, indapamide or furosemide): diuretics raise uric acid and may be part of the cause. Do not stop it yourself — tell the prescriber, who decides whether another blood-pressure medicine or a dose change suits you.',
        },
        source: {
          ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744 (switch hydrochlorothiazide to an alternative antihypertensive when feasible); 中国高尿酸血症与痛风诊疗指南（2019）（噻嗪类和袢利尿剂升高血尿酸）',
        },
      },
    ],
    source: CN_UA_2019,
  },
  {
    key: 'creatinine',
    zh: '肌酐',
    en: 'Creatinine',
    aliases: [
      '肌酐',
      '血肌酐',
      '血清肌酐',
      '肌酸酐',
      '血清肌酸酐',
      'Cr',
      'CREA',
      'CRE',
      'Scr',
      'Creatinine',
      'Creatinine, serum',
    ],
    unit: 'μmol/L',
    units: { 'μmol/L': 1, 'mg/dL': 88.4 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'male', ageMax: 59, low: 57, high: 97, source: WS_T_404_5 },
      { locale: 'zh-CN', sex: 'male', ageMin: 60, low: 57, high: 111, source: WS_T_404_5 },
      { locale: 'zh-CN', sex: 'female', ageMax: 59, low: 41, high: 73, source: WS_T_404_5 },
      { locale: 'zh-CN', sex: 'female', ageMin: 60, low: 41, high: 81, source: WS_T_404_5 },
      { locale: 'en-US', sex: 'male', low: 65, high: 119, source: MAYO_CREAT },
      { locale: 'en-US', sex: 'female', low: 52, high: 92, source: MAYO_CREAT },
    ],
    meaning: {
      low: {
        zh: '肌酐偏低：多与肌肉量少有关，一般无需处理。',
        en: 'Creatinine is low: usually low muscle mass; no action needed.',
      },
      normal: { zh: '肌酐正常。', en: 'Creatinine is normal.' },
      high: {
        zh: '肌酐偏高（肾功能可能下降）：方案对钾、镁、磷和高剂量维生素D保持谨慎，请就医评估肾功能。',
        en: 'Creatinine is high (kidney function may be reduced): the plan is cautious with potassium, magnesium and high-dose vitamin D; have your kidneys checked.',
      },
    },
    source: WS_T_404_5,
  },
  {
    key: 'egfr',
    zh: '估算肾小球滤过率',
    en: 'eGFR',
    aliases: ['估算肾小球滤过率', '肾小球滤过率', 'eGFR', 'GFR', 'eGFR (CKD-EPI)', 'Estimated GFR'],
    unit: 'mL/min/1.73m2',
    units: { 'mL/min/1.73m2': 1, 'mL/min': 1 },
    // Decision (issue 15 C4): reports often print eGFR as plain "mL/min". Refusing it would lose the
    // most important kidney value; it is accepted as mL/min/1.73 m² and the row says so. A true
    // creatinine clearance (Cockcroft–Gault, mL/min) is a different test (a stop term, never eGFR).
    unitNotes: {
      'mL/min': {
        zh: '化验单单位为 mL/min：这里按 eGFR 的标准单位 mL/min/1.73 m²（按体表面积标准化）理解；如果这是肌酐清除率（用于调整药物剂量），请让医生解读。',
        en: 'Your report gives mL/min: it is read as eGFR in mL/min/1.73 m² (adjusted to body surface area); if it is a creatinine clearance (used for drug doses), ask your doctor to interpret it.',
      },
    },
    decimals: 0,
    ranges: [any(60, null, KDIGO_2012)],
    bands: [
      {
        flag: 'normal',
        from: 90,
        label: { zh: '正常（G1）', en: 'normal (G1)' },
        meaning: { zh: 'eGFR ≥ 90（G1）：肾功能正常。', en: 'eGFR ≥ 90 (G1): normal kidney function.' },
        source: kdigoCategory('G1', '≥ 90'),
      },
      {
        flag: 'normal',
        from: 60,
        below: 90,
        label: { zh: '正常范围（G2）', en: 'normal range (G2)' },
        meaning: {
          zh: 'eGFR 60–89（G2，轻度下降）：没有蛋白尿等肾损伤表现时不属于慢性肾脏病。',
          en: 'eGFR 60–89 (G2, mildly decreased): without signs of kidney damage such as protein in the urine this is not chronic kidney disease.',
        },
        source: kdigoCategory('G2', '60–89'),
      },
      {
        flag: 'low',
        from: 45,
        below: 60,
        label: { zh: '偏低（G3a）', en: 'low (G3a)' },
        meaning: {
          zh: 'eGFR 45–59（G3a，轻到中度下降）：肾功能下降，方案不推荐钾、镁补充剂，并对其他矿物质保持保守剂量；请遵肾内科医嘱。',
          en: 'eGFR 45–59 (G3a, mildly to moderately decreased): reduced kidney function; the plan recommends no potassium or magnesium supplements and keeps other minerals conservative.',
        },
        source: kdigoCategory('G3a', '45–59'),
      },
      {
        flag: 'low',
        from: 30,
        below: 45,
        label: { zh: '偏低（G3b）', en: 'low (G3b)' },
        meaning: {
          zh: 'eGFR 30–44（G3b，中到重度下降）：肾功能下降，方案不推荐钾、镁补充剂，并对其他矿物质保持保守剂量；请遵肾内科医嘱。',
          en: 'eGFR 30–44 (G3b, moderately to severely decreased): reduced kidney function; the plan recommends no potassium or magnesium supplements and keeps other minerals conservative; follow your kidney doctor.',
        },
        source: kdigoCategory('G3b', '30–44'),
      },
      {
        flag: 'low',
        from: 15,
        below: 30,
        label: { zh: '偏低（G4）', en: 'low (G4)' },
        meaning: {
          zh: 'eGFR 15–29（G4，重度下降）：肾功能明显下降，方案不推荐钾、镁补充剂，其他补充剂请先问肾内科医生；请尽快到肾内科随诊。',
          en: 'eGFR 15–29 (G4, severely decreased): markedly reduced kidney function; no potassium or magnesium supplements, and check any other supplement with your kidney doctor, whom you should see soon.',
        },
        source: kdigoCategory('G4', '15–29'),
      },
      {
        flag: 'low',
        below: 15,
        label: { zh: '偏低（G5）', en: 'low (G5)' },
        meaning: {
          zh: 'eGFR < 15（G5，肾衰竭）：补充剂和饮食都须由肾内科医生和营养师决定；请尽快到肾内科就诊。',
          en: 'eGFR < 15 (G5, kidney failure): supplements and diet must be set by your kidney doctor and dietitian; see them soon.',
        },
        source: kdigoCategory('G5', '< 15'),
      },
    ],
    meaning: {
      low: {
        zh: 'eGFR < 60：肾功能下降，方案不推荐钾、镁补充剂，并对其他矿物质保持保守剂量；请遵肾内科医嘱。',
        en: 'eGFR < 60: reduced kidney function; the plan recommends no potassium or magnesium supplements and keeps other minerals conservative.',
      },
      normal: { zh: 'eGFR ≥ 60，肾功能无明显下降。', en: 'eGFR ≥ 60: no marked loss of kidney function.' },
    },
    effects: {
      low: [
        { nutrient: 'potassium', score: 85 },
        { nutrient: 'magnesium', score: 85 },
      ],
    },
    // Forty-eighth clinician review, en M2: eGFR 49 on Nocdurna was flagged for its sodium only. Desmopressin's
    // labels rule it out below 50 whatever the sodium: the prescriber reviews it, the person does not stop it alone.
    drugNotes: [
      {
        drugs: ['desmopressin'],
        flags: ['low'],
        below: 50,
        text: {
          zh: '你在用去氨加压素（如弥凝、Nocdurna）：说明书规定eGFR低于50时不应使用（肾功能下降时容易积水、血钠降低）。请这几天内把这个结果给开药医生看，由他复查这个药是否还适合你；在那之前不要自己加量，睡前少喝水的要求照旧。头痛、恶心呕吐、意识模糊或抽搐，立即就医。',
          en: 'You take desmopressin (such as Nocdurna or DDAVP): its labels say not to use it when the eGFR is below 50 (with weaker kidneys water is kept and sodium falls). Show this result to your prescriber within the next few days so they can review whether it still suits you; until then do not take more than prescribed, and keep to the evening fluid limit. Headache, nausea or vomiting, confusion or a seizure: get medical help now.',
        },
        source: {
          ref: 'Nocdurna (desmopressin acetate) US prescribing information 2018, §4 Contraindications (eGFR below 50 mL/min/1.73 m²); DDAVP tablets US prescribing information, Contraindications (creatinine clearance below 50 mL/min); Noqdirna UK SmPC §4.3',
        },
      },
    ],
    source: KDIGO_2012,
  },
  {
    key: 'urea',
    zh: '尿素',
    en: 'Urea (BUN)',
    aliases: [
      '尿素',
      '尿素氮',
      '血尿素氮',
      '血清尿素',
      'UREA',
      'BUN',
      'Urea',
      'Blood urea nitrogen',
      'Urea nitrogen',
    ],
    unit: 'mmol/L',
    // US reports give BUN in mg/dL: 1 mg/dL urea nitrogen = 0.357 mmol/L urea.
    units: { 'mmol/L': 1, 'mg/dL': 0.357 },
    decimals: 1,
    ranges: [
      { locale: 'any', sex: 'male', ageMax: 59, low: 3.1, high: 8.0, source: WS_T_404_5 },
      { locale: 'any', sex: 'male', ageMin: 60, low: 3.6, high: 9.5, source: WS_T_404_5 },
      { locale: 'any', sex: 'female', ageMax: 59, low: 2.6, high: 7.5, source: WS_T_404_5 },
      { locale: 'any', sex: 'female', ageMin: 60, low: 3.1, high: 8.8, source: WS_T_404_5 },
    ],
    meaning: {
      low: { zh: '尿素偏低：可能与蛋白质摄入不足有关。', en: 'Urea is low: possibly low protein intake.' },
      normal: { zh: '尿素正常。', en: 'Urea is normal.' },
      high: {
        zh: '尿素偏高：可能与肾功能、脱水或高蛋白饮食有关，请结合肌酐就医评估。',
        en: 'Urea is high: kidney function, dehydration or a high-protein diet; check with creatinine.',
      },
    },
    source: WS_T_404_5,
  },
  {
    key: 'alt',
    zh: '丙氨酸氨基转移酶',
    en: 'ALT',
    aliases: [
      '丙氨酸氨基转移酶',
      '丙氨酸转氨酶',
      '谷丙转氨酶',
      '谷丙',
      'ALT',
      'GPT',
      'ALAT',
      'SGPT',
      'Alanine aminotransferase',
    ],
    unit: 'U/L',
    units: { 'U/L': 1, 'IU/L': 1 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'male', low: 9, high: 50, source: WS_T_404_1 },
      { locale: 'zh-CN', sex: 'female', low: 7, high: 40, source: WS_T_404_1 },
      { locale: 'en-US', sex: 'male', low: null, high: 33, source: ACG_ALT },
      { locale: 'en-US', sex: 'female', low: null, high: 25, source: ACG_ALT },
    ],
    meaning: {
      low: { zh: 'ALT偏低：一般无临床意义。', en: 'ALT is low: usually of no clinical significance.' },
      normal: { zh: '肝功能（ALT）正常。', en: 'ALT is normal.' },
      high: {
        zh: 'ALT升高（肝细胞损伤）：方案不推荐何首乌、绿茶提取物、红曲米、大剂量烟酸和维生素A等可能伤肝的补充剂，请就医。',
        en: 'ALT is raised (liver cell injury): the plan avoids he shou wu (fo-ti), green tea extract, red yeast rice, high-dose niacin and vitamin A; see a doctor.',
      },
    },
    drugNotes: [
      {
        // Fourteenth clinician review (en P5 #5): ALT 72 on Arava was not linked to leflunomide.
        drugs: ['leflunomide', 'teriflunomide'],
        notInPregnancy: true,
        flags: ['high'],
        text: {
          zh: '你在吃来氟米特（或特立氟胺）：它会伤肝，说明书要求定期查转氨酶，转氨酶升高到多少要减量或暂停，由开药的医生判断。请在这周内把这个结果给风湿科（或神经科）医生看，不要自己改剂量；服药期间避免喝酒（说明书：酒精会加重肝损伤）；也不要自己加吃草药或保健品（如南非醉茄）。皮肤或眼睛发黄、尿色变深、右上腹痛，请当天就医。',
          en: 'You take leflunomide (or teriflunomide): it can harm the liver, its label requires regular ALT checks, and how high an ALT means a lower dose or a pause is the prescriber’s judgement. Show this result to your rheumatologist (or neurologist) this week, and do not change the dose yourself; avoid alcohol while on it (the label: it adds to the liver harm), and add no herbal or other supplements (such as ashwagandha) on your own. Yellow skin or eyes, dark urine or pain under the right ribs need a doctor the same day.',
        },
        source: {
          ref: 'Arava (leflunomide) US prescribing information, Boxed Warning (hepatotoxicity) and §5.2 (ALT monitoring; interrupt and investigate above 3 times the upper limit of normal); Arava EU SmPC §4.4 (alcohol consumption to be avoided because of additive hepatotoxic effects); Aubagio (teriflunomide) US prescribing information, Boxed Warning (hepatotoxicity) — section numbers cited from memory; 来氟米特片说明书【注意事项】（章节凭记忆）',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=arava',
        },
      },
      ...TOLVAPTAN_LIVER_NOTES,
      ...ELTROMBOPAG_LIVER_NOTES,
      ...AGOMELATINE_LIVER_NOTES,
      ...BOSENTAN_LIVER_NOTES,
      ORAL_RETINOID_LIVER_NOTE,
    ],
    source: WS_T_404_1,
  },
  {
    key: 'ast',
    zh: '天门冬氨酸氨基转移酶',
    en: 'AST',
    aliases: [
      '天门冬氨酸氨基转移酶',
      '天冬氨酸氨基转移酶',
      '天冬氨酸转氨酶',
      '谷草转氨酶',
      '谷草',
      'AST',
      'GOT',
      'ASAT',
      'SGOT',
      'Aspartate aminotransferase',
    ],
    unit: 'U/L',
    units: { 'U/L': 1, 'IU/L': 1 },
    decimals: 0,
    ranges: [
      { locale: 'any', sex: 'male', low: 15, high: 40, source: WS_T_404_1 },
      { locale: 'any', sex: 'female', low: 13, high: 35, source: WS_T_404_1 },
    ],
    meaning: {
      low: { zh: 'AST偏低：一般无临床意义。', en: 'AST is low: usually of no clinical significance.' },
      normal: { zh: 'AST正常。', en: 'AST is normal.' },
      high: {
        zh: 'AST升高：可能为肝脏或肌肉损伤，方案避免可能伤肝的补充剂，请就医。',
        en: 'AST is raised (liver or muscle injury): the plan avoids supplements that can harm the liver; see a doctor.',
      },
    },
    drugNotes: [
      ...TOLVAPTAN_LIVER_NOTES,
      ...ELTROMBOPAG_LIVER_NOTES,
      ...AGOMELATINE_LIVER_NOTES,
      ...BOSENTAN_LIVER_NOTES,
      ORAL_RETINOID_LIVER_NOTE,
    ],
    source: WS_T_404_1,
  },
  {
    key: 'ggt',
    zh: 'γ-谷氨酰转移酶',
    en: 'GGT',
    aliases: [
      'γ-谷氨酰转移酶',
      'γ-谷氨酰转肽酶',
      '谷氨酰转肽酶',
      '谷氨酰转移酶',
      'GGT',
      'γ-GT',
      'GGTP',
      'Gamma-glutamyl transferase',
    ],
    unit: 'U/L',
    units: { 'U/L': 1, 'IU/L': 1 },
    decimals: 0,
    ranges: [
      { locale: 'any', sex: 'male', low: 10, high: 60, source: WS_T_404_1 },
      { locale: 'any', sex: 'female', low: 7, high: 45, source: WS_T_404_1 },
    ],
    meaning: {
      low: { zh: 'GGT偏低：一般无临床意义。', en: 'GGT is low: usually of no clinical significance.' },
      normal: { zh: 'GGT正常。', en: 'GGT is normal.' },
      high: {
        zh: 'GGT升高：常见于饮酒、脂肪肝或胆道疾病；建议限酒并就医。',
        en: 'GGT is raised: often alcohol, fatty liver or bile-duct disease; cut down alcohol and see a doctor.',
      },
    },
    drugNotes: [INDUCER_LIVER_NOTE],
    source: WS_T_404_1,
  },
  // Fourteenth clinician review (zh P4 #1): 总胆汁酸 and 总胆红素 were rejected for a woman at 33 weeks
  // with intrahepatic cholestasis of pregnancy (total bile acids 48.6 µmol/L).
  {
    key: 'totalBileAcids',
    zh: '总胆汁酸',
    en: 'Total bile acids',
    aliases: [
      '总胆汁酸',
      '血清总胆汁酸',
      '胆汁酸',
      'TBA',
      'TBA（总胆汁酸）',
      'Total bile acids',
      'Serum bile acids',
      'Bile acids',
    ],
    unit: 'µmol/L',
    units: { 'µmol/L': 1 },
    decimals: 1,
    ranges: [
      // The same border in pregnancy; the range names the life stages so its pregnancy bands apply.
      {
        locale: 'any',
        sex: 'female',
        low: null,
        high: 10,
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        source: ICP_CN_2015,
      },
      { locale: 'any', sex: 'any', low: null, high: 10, source: ICP_CN_2015 },
    ],
    bands: [
      {
        flag: 'high',
        pregnancy: true,
        from: 40,
        label: {
          zh: '偏高（妊娠期肝内胆汁淤积症重度范围）',
          en: 'high (severe range for cholestasis of pregnancy)',
        },
        meaning: {
          zh: '孕期总胆汁酸达到 40 μmol/L 及以上，属于妊娠期肝内胆汁淤积症（ICP）的重度范围：请这两天内告诉产科医生，由产科安排定期复查胆汁酸和肝功能、做胎心监护，并决定分娩时机；饮食没有特别的禁忌，正常均衡吃。胎动减少或没有胎动，请立即去医院产房。',
          en: 'In pregnancy, total bile acids of 40 µmol/L or more are in the severe range for intrahepatic cholestasis of pregnancy (ICP): tell your obstetric team within a day or two — they arrange repeat bile acids and liver tests and fetal monitoring and decide on the timing of birth; there is no special diet, eat normally and in balance. Fewer or no baby movements: go to the maternity unit at once.',
        },
        source: ICP_CN_2015,
      },
      {
        flag: 'high',
        pregnancy: true,
        label: { zh: '偏高（孕期）', en: 'high (in pregnancy)' },
        meaning: {
          zh: '孕期总胆汁酸升高，尤其伴有手心、脚心瘙痒，可能是妊娠期肝内胆汁淤积症（ICP）：请这几天内告诉产科医生，由产科复查胆汁酸和肝功能、安排胎心监护。胎动减少，请立即去医院产房。',
          en: 'Raised bile acids in pregnancy, above all with itching of the palms and soles, can be intrahepatic cholestasis of pregnancy (ICP): tell your obstetric team within a few days so they repeat bile acids and liver tests and arrange fetal monitoring. Fewer baby movements: go to the maternity unit at once.',
        },
        source: ICP_CN_2015,
      },
    ],
    meaning: {
      normal: { zh: '总胆汁酸正常。', en: 'Total bile acids are normal.' },
      high: {
        zh: '总胆汁酸升高：常见于肝脏或胆道疾病，请把结果给开检查的医生看。',
        en: 'Total bile acids are raised: usually a liver or bile-duct problem; show the result to the doctor who ordered the test.',
      },
    },
    source: ICP_CN_2015,
  },
  {
    key: 'totalBilirubin',
    zh: '总胆红素',
    en: 'Total bilirubin',
    aliases: [
      '总胆红素',
      '血清总胆红素',
      'TBIL',
      'T-BIL',
      'TBil',
      'Total bilirubin',
      'Bilirubin, total',
      'Bilirubin',
    ],
    unit: 'µmol/L',
    units: { 'µmol/L': 1, 'mg/dL': 17.1 },
    decimals: 1,
    ranges: [{ locale: 'any', sex: 'any', low: null, high: 21, source: MEDLINEPLUS_BILIRUBIN }],
    meaning: {
      normal: { zh: '总胆红素正常。', en: 'Total bilirubin is normal.' },
      high: {
        zh: '总胆红素升高：可能是肝脏、胆道或红细胞破坏的问题，请把结果给医生看；皮肤或眼睛发黄、尿色像浓茶，请当天就医。',
        en: 'Total bilirubin is raised: a liver, bile-duct or red-cell problem is possible; show the result to your doctor, and yellow skin or eyes or tea-coloured urine need a doctor the same day.',
      },
    },
    drugNotes: [...TOLVAPTAN_LIVER_NOTES, ...ELTROMBOPAG_LIVER_NOTES],
    source: MEDLINEPLUS_BILIRUBIN,
  },
  {
    key: 'albumin',
    zh: '白蛋白',
    en: 'Albumin',
    aliases: ['白蛋白', '血清白蛋白', 'ALB', 'Albumin', 'Serum albumin'],
    unit: 'g/L',
    units: { 'g/L': 1, 'g/dL': 10 },
    decimals: 1,
    ranges: [any(40, 55, WS_T_404_2)],
    meaning: {
      low: {
        zh: '白蛋白偏低：可能为蛋白质摄入不足、肝病或炎症；方案会关注蛋白质摄入。',
        en: 'Albumin is low: low protein intake, liver disease or inflammation; the plan watches protein.',
      },
      normal: { zh: '白蛋白正常。', en: 'Albumin is normal.' },
      high: { zh: '白蛋白偏高：多与脱水有关。', en: 'Albumin is high: usually dehydration.' },
    },
    effects: { low: [{ nutrient: 'protein', score: 45 }] },
    source: WS_T_404_2,
  },
  {
    key: 'serumCalcium',
    zh: '血钙',
    en: 'Serum calcium',
    aliases: ['血钙', '血清钙', '总钙', '钙', 'Ca', 'Calcium', 'Serum calcium', 'Calcium, total'],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': 0.2495, 'mEq/L': 0.5 },
    decimals: 2,
    ranges: [any(2.11, 2.52, WS_T_404_6)],
    meaning: {
      low: {
        zh: '血钙偏低：可能与维生素D缺乏、低白蛋白或甲状旁腺问题有关；方案关注钙和维生素D，请就医。',
        en: 'Serum calcium is low: vitamin D deficiency, low albumin or parathyroid problems; the plan watches calcium and vitamin D; see a doctor.',
      },
      normal: {
        zh: '血钙正常（血钙受严格调节，不能反映钙摄入是否充足）。',
        en: 'Serum calcium is normal (it is tightly regulated and does not show whether intake is adequate).',
      },
      high: {
        zh: '血钙偏高：方案不推荐钙和维生素D补充剂，请就医查明原因。',
        en: 'Serum calcium is high: the plan recommends no calcium or vitamin D supplements; see a doctor.',
      },
    },
    // A thiazide keeps calcium in the body (ninth clinician review, en P1: hydrochlorothiazide beside a
    // calcium of 11.4 mg/dL stayed "monitor, keep calcium within the recommended amount").
    drugNotes: [
      {
        drugs: THIAZIDES,
        flags: ['high'],
        text: THIAZIDE_HIGH_CALCIUM,
        source: HYPERCALCAEMIA_SOURCES.thiazide,
      },
      {
        drugs: ['calcitriol', 'alfacalcidol', 'paricalcitol', 'teriparatide', 'abaloparatide'],
        flags: ['high'],
        today: true,
        text: ACTIVE_D_HIGH_CALCIUM,
        source: ACTIVE_D_HIGH_CALCIUM_SOURCE,
      },
    ],
    effects: {
      low: [
        { nutrient: 'calcium', score: 60 },
        { nutrient: 'vitaminD', score: 60 },
      ],
      high: [
        { nutrient: 'calcium', score: 90 },
        { nutrient: 'vitaminD', score: 90 },
      ],
    },
    source: WS_T_404_6,
  },
  // Ninth clinician review (en P1 finding 5): "Lab items not recognised: Vitamin D, 1,25-Dihydroxy, PTH,
  // Intact, Angiotensin-Converting Enzyme" — a high 1,25-dihydroxyvitamin D with a low PTH is the
  // pattern of granulomatous hypercalcaemia. Read with the lab's printed range where it gives one.
  {
    key: 'dihydroxyvitaminD',
    zh: '1,25-二羟维生素D',
    en: '1,25-dihydroxyvitamin D',
    aliases: [
      '1,25-二羟维生素D',
      '1,25-二羟基维生素D',
      '1,25-二羟基维生素D3',
      '1,25(OH)2D',
      '1,25(OH)2D3',
      '1,25-(OH)2D',
      'Vitamin D, 1,25-Dihydroxy',
      '1,25-Dihydroxyvitamin D',
      '1,25-Dihydroxy Vitamin D',
    ],
    unit: 'pg/mL',
    units: { 'pg/mL': 1, 'ng/L': 1, 'pmol/L': 1 / 2.4 },
    decimals: 0,
    ranges: [any(18, 72, QUEST_CALCITRIOL)],
    meaning: {
      low: {
        zh: '1,25-二羟维生素D（活性维生素D）偏低：多与肾功能或25-羟维生素D偏低有关；判断维生素D够不够要看25-羟维生素D，不看这一项，由医生解读。',
        en: '1,25-dihydroxyvitamin D (the active form) is low: usually from kidney function or a low 25-OH vitamin D; vitamin D status is read from 25-OH vitamin D, not this test — your doctor interprets it.',
      },
      normal: {
        zh: '1,25-二羟维生素D在正常范围内（判断维生素D够不够要看25-羟维生素D）。',
        en: '1,25-dihydroxyvitamin D is within the range (vitamin D status is read from 25-OH vitamin D).',
      },
      high: {
        zh: '1,25-二羟维生素D（活性维生素D）偏高：如果同时血钙偏高、甲状旁腺激素偏低，这是结节病等肉芽肿性疾病（或维生素D过量）的表现。方案不推荐维生素D，不要自己吃维生素D或钙片，请尽快就医。',
        en: '1,25-dihydroxyvitamin D (the active form) is high: with a high calcium and a low PTH this is the pattern of sarcoidosis or another granulomatous disease (or too much vitamin D). The plan recommends no vitamin D; take no vitamin D or calcium of your own and see your doctor soon.',
      },
    },
    effects: { high: [{ nutrient: 'vitaminD', score: 90 }] },
    source: QUEST_CALCITRIOL,
  },
  {
    key: 'angiotensinConvertingEnzyme',
    zh: '血管紧张素转换酶',
    en: 'Angiotensin-converting enzyme',
    aliases: [
      '血管紧张素转换酶',
      '血管紧张素转化酶',
      '血清血管紧张素转换酶',
      'SACE',
      'Angiotensin-Converting Enzyme',
      'Angiotensin converting enzyme',
      'Serum ACE',
      'ACE level',
    ],
    unit: 'U/L',
    units: { 'U/L': 1, 'IU/L': 1 },
    decimals: 0,
    ranges: [any(14, 82, LABCORP_ACE)],
    meaning: {
      low: {
        zh: '血管紧张素转换酶（ACE）偏低：常见于服用普利类降压药（如依那普利、赖诺普利）；不需要调整饮食。',
        en: 'ACE is low: often from an ACE-inhibitor blood-pressure medicine (enalapril, lisinopril …); no nutrition change is needed.',
      },
      normal: {
        zh: '血管紧张素转换酶（ACE）在正常范围内。',
        en: 'Angiotensin-converting enzyme (ACE) is within the range.',
      },
      high: {
        zh: '血管紧张素转换酶（ACE）偏高：医生把它当作结节病活动的参考指标之一，本身不需要调整营养素；有结节病时，不要自己吃维生素D或钙片，并按医生安排查血钙。',
        en: 'ACE is raised: doctors use it as one marker of sarcoidosis activity; it changes no nutrient by itself, but with sarcoidosis take no vitamin D or calcium of your own and have your calcium checked as your doctor plans.',
      },
    },
    source: LABCORP_ACE,
  },
  {
    key: 'serumMagnesium',
    zh: '血镁',
    en: 'Serum magnesium',
    aliases: ['血镁', '血清镁', '镁', 'Mg', 'Magnesium', 'Serum magnesium'],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': 0.4114, 'mEq/L': 0.5 },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 0.75, high: 1.02, source: WS_T_404_6 },
      { locale: 'en-US', sex: 'any', low: 0.75, high: 0.95, source: NIH_MG },
    ],
    meaning: {
      low: {
        zh: '血镁偏低：方案会推荐补镁（长期服用质子泵抑制剂或利尿剂者常见）。',
        en: 'Magnesium is low: the plan recommends magnesium (common with long-term PPIs or diuretics).',
      },
      normal: { zh: '血镁正常。', en: 'Magnesium is normal.' },
      high: {
        zh: '血镁偏高：方案不推荐镁补充剂，请就医评估肾功能。',
        en: 'Magnesium is high: the plan recommends no magnesium; have your kidney function checked.',
      },
    },
    // With reduced kidney function magnesium is the kidney team's: the plan recommends none itself
    // (CKD finding), so the low reading says so (fourth clinician review of 2026-11-25, en P2: "the plan
    // recommends magnesium" beside "the plan recommends no potassium or magnesium supplements").
    meaningCkd: {
      low: {
        zh: '血镁偏低：你的肾功能下降，镁要不要补、补多少由肾内科医生决定，方案不推荐自行补镁（长期服用质子泵抑制剂或利尿剂者常见，请带上用药清单）。',
        en: 'Magnesium is low: with reduced kidney function whether and how much magnesium to take is for your kidney doctor; the plan does not suggest taking it on your own (common with long-term PPIs or diuretics — bring your medicine list).',
      },
    },
    bands: [
      {
        flag: 'low',
        below: MAGNESIUM_SEVERE_BELOW,
        label: { zh: '偏低（严重低镁血症）', en: 'low (severe hypomagnesaemia)' },
        meaning: {
          zh: '血镁低于 0.5 mmol/L（1.2 mg/dL）属于严重低镁血症，可引起心律失常和抽搐，同时低的血钾、血钙往往要等镁补上来才能纠正：请今天就医（复查血镁、血钾、血钙并做心电图），由医生治疗，常需静脉补镁；方案不推荐自行购买镁补充剂来补，长期服用质子泵抑制剂是常见原因之一。',
          en: 'Magnesium below 0.5 mmol/L (1.2 mg/dL) is severe hypomagnesaemia: it can cause heart rhythm problems and seizures, and low potassium and calcium often do not correct until magnesium does. See a doctor today (repeat magnesium, potassium and calcium, and an ECG); the doctor treats it, often with intravenous magnesium. The plan does not suggest an over-the-counter magnesium product for this; a long-term proton pump inhibitor is a common cause.',
        },
        source: MAGNESIUM_SEVERE_SOURCE,
      },
    ],
    drugNotes: [
      {
        drugs: PPI_IDS,
        flags: ['low'],
        unlessAlso: MAGNESIUM_WASTING_CANCER_DRUGS,
        text: {
          zh: '你长期服用质子泵抑制剂（如奥美拉唑）：这很可能是血镁低的原因（美国FDA 2011）。不要自行停药，请让开药医生评估是否继续、减量或换药，并定期复查血镁。',
          en: 'You take a proton pump inhibitor (such as omeprazole): long-term use is a likely cause of the low magnesium (US FDA 2011). Do not stop it on your own; ask the prescriber whether to continue, lower or change it, and have magnesium re-checked.',
        },
        source: MAGNESIUM_SEVERE_SOURCE,
      },
      {
        drugs: PPI_IDS,
        flags: ['low'],
        alsoTaking: MAGNESIUM_WASTING_CANCER_DRUGS,
        text: {
          zh: '你长期服用的质子泵抑制剂（如奥美拉唑）也会让血镁降低，但主要原因是下面说的抗癌药。不要自行停药，请问开药医生还需不需要继续吃。',
          en: 'Your long-term proton pump inhibitor (such as omeprazole) can lower magnesium too, though the cancer medicine below is the main cause. Do not stop it on your own; ask the prescriber whether you still need it.',
        },
        source: MAGNESIUM_SEVERE_SOURCE,
      },
      {
        // Fiftieth clinician review, zh M10: a magnesium of 0.42 on FOLFIRI with cetuximab was put down to a PPI.
        drugs: ['cetuximab', 'panitumumab'],
        flags: ['low'],
        from: MAGNESIUM_SEVERE_BELOW,
        text: {
          zh: '你在用{taken}（抗EGFR单抗）：它很常让肾脏丢失镁（多达一半的人血镁低），是最可能的原因，停药后还会持续几周。请在下次输注前（最好这周内）告诉肿瘤科团队复查血镁、血钾、血钙；常要静脉补镁，由医生决定。不要自己买大剂量镁片吃，会加重腹泻。',
          en: 'You receive {taken} (an anti-EGFR antibody): it very often makes the kidneys lose magnesium (up to half of people have a low level), is the likely cause, and the loss lasts weeks after the last dose. Tell the oncology team before the next infusion (this week if you can) so magnesium, potassium and calcium are rechecked; it is often replaced into a vein, as the doctors decide. Do not start high-dose magnesium tablets on your own — they worsen diarrhoea.',
        },
        source: ANTI_EGFR_MAGNESIUM_SOURCE,
      },
      {
        drugs: ['cetuximab', 'panitumumab'],
        flags: ['low'],
        below: MAGNESIUM_SEVERE_BELOW,
        text: {
          zh: '你在用{taken}（抗EGFR单抗）：它很常让肾脏丢失镁，是这么低的血镁最可能的原因。今天就医时告诉医生你在用这个药和最后一次输注的日期；不要自己买大剂量镁片吃，会加重腹泻。',
          en: 'You receive {taken} (an anti-EGFR antibody): it very often makes the kidneys lose magnesium and is the likely cause of a level this low. At today’s visit tell the doctor you receive it and when the last infusion was; do not start high-dose magnesium tablets on your own — they worsen diarrhoea.',
        },
        source: ANTI_EGFR_MAGNESIUM_SOURCE,
      },
      {
        // Twenty-seventh clinician review, zh M4: on weekly cisplatin a magnesium of 0.52 was put down to a PPI.
        drugs: ['cisplatin'],
        flags: ['low'],
        from: MAGNESIUM_SEVERE_BELOW,
        text: {
          zh: '你在用顺铂化疗：顺铂很常引起血镁低（也常同时血钾低），是最可能的原因。请在下次化疗前（最好这周内）告诉肿瘤科团队复查血镁、血钾，必要时做心电图；顺铂引起的低镁常要静脉补，由医生决定。多吃含镁的食物（绿叶菜、全谷物、豆类、坚果）有一点帮助但补不上来；不要自己买大剂量镁片吃，容易腹泻。',
          en: 'You are having cisplatin: it very often lowers magnesium (and potassium with it), and is the likely cause. Tell the oncology team before the next cycle (this week if you can) so magnesium and potassium are rechecked, with an ECG if needed; cisplatin’s low magnesium is often replaced into a vein, as the doctors decide. Magnesium-rich foods (leafy greens, whole grains, beans, nuts) help a little but cannot correct it; do not start high-dose magnesium tablets on your own — they cause diarrhoea.',
        },
        source: {
          ref: 'Cisplatin injection US prescribing information, Warnings (nephrotoxicity; hypomagnesaemia, hypokalaemia and other electrolyte disturbances; monitor before each course) — section cited from memory; Oronsky B et al. Electrolyte disorders with platinum-based chemotherapy. Transl Oncol 2017;10:103–108 — cited from memory',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cisplatin',
        },
      },
      {
        drugs: ['cisplatin'],
        flags: ['low'],
        below: MAGNESIUM_SEVERE_BELOW,
        text: {
          zh: '你在用顺铂化疗：顺铂很常引起血镁低（也常同时血钾低），是这么低的血镁最可能的原因。今天就医时告诉医生你在用顺铂和最后一次化疗的日期；不要自己买大剂量镁片吃，容易腹泻。',
          en: 'You are having cisplatin: it very often lowers magnesium (and potassium with it) and is the likely cause of a level this low. At today’s visit tell the doctor you are on cisplatin and when the last cycle was; do not start high-dose magnesium tablets on your own — they cause diarrhoea.',
        },
        source: {
          ref: 'Cisplatin injection US prescribing information, Warnings (nephrotoxicity; hypomagnesaemia, hypokalaemia and other electrolyte disturbances; monitor before each course) — section cited from memory; Oronsky B et al. Electrolyte disorders with platinum-based chemotherapy. Transl Oncol 2017;10:103–108 — cited from memory',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cisplatin',
        },
      },
      {
        drugs: ['digoxin'],
        flags: ['low'],
        text: {
          zh: '你在服用地高辛：血镁低会增加地高辛中毒和心律失常的风险。请尽快联系开地高辛的医生，由医生决定如何补镁（镁补充剂也请按医生的建议服用）；只靠饮食不够。',
          en: 'You take digoxin: low magnesium raises the risk of digoxin toxicity and heart rhythm problems. Contact the doctor who prescribes your digoxin promptly; the prescriber decides how to correct it (a magnesium supplement too only as they advise) — food alone is not enough.',
        },
        source: LANOXIN_PI,
      },
      ...QT_LOW_ELECTROLYTE_NOTES('magnesium', MAGNESIUM_SEVERE_BELOW),
      NILOTINIB_LOW_ELECTROLYTE_NOTE('magnesium'),
      SOTALOL_LOW_ELECTROLYTE_NOTE('magnesium'),
      DOFETILIDE_LOW_ELECTROLYTE_NOTE('magnesium'),
      FLECAINIDE_LOW_ELECTROLYTE_NOTE('magnesium'),
    ],
    effects: { low: [{ nutrient: 'magnesium', score: 15 }], high: [{ nutrient: 'magnesium', score: 90 }] },
    source: WS_T_404_6,
  },
  {
    key: 'serumZinc',
    zh: '血锌',
    en: 'Serum zinc',
    aliases: ['血锌', '血清锌', '锌', 'Zn', 'Zinc', 'Serum zinc'],
    unit: 'μmol/L',
    units: { 'μmol/L': 1, 'μg/dL': 0.153 },
    decimals: 1,
    ranges: [
      // 74 µg/dL and 70 µg/dL
      { locale: 'any', sex: 'male', low: 11.3, high: null, source: IZINCG_2012 },
      { locale: 'any', sex: 'female', low: 10.7, high: null, source: IZINCG_2012 },
    ],
    meaning: {
      low: { zh: '血锌偏低：方案会推荐补锌。', en: 'Zinc is low: the plan recommends zinc.' },
      normal: { zh: '血锌正常。', en: 'Zinc is normal.' },
    },
    effects: { low: [{ nutrient: 'zinc', score: 15 }] },
    source: IZINCG_2012,
  },
  {
    key: 'serumPotassium',
    zh: '血钾',
    en: 'Serum potassium',
    aliases: ['血钾', '血清钾', '钾', 'K', 'K+', 'Potassium', 'Serum potassium', 'potasium', 'potassuim'],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    decimals: 1,
    ranges: [any(3.5, 5.3, WS_T_404_3), any(3.5, 5.0, KDIGO_K_2020, { context: 'ckd', highExclusive: true })],
    meaning: {
      low: {
        zh: '血钾偏低：多与利尿剂、腹泻、呕吐或泻药等有关；多吃蔬果，补钾请遵医嘱，并请医生复查。',
        en: 'Potassium is low: often diuretics, diarrhoea, vomiting or laxatives; eat more vegetables and fruit, take potassium only as prescribed, and have it rechecked by your doctor.',
      },
      normal: { zh: '血钾正常。', en: 'Potassium is normal.' },
      high: {
        zh: '血钾偏高：方案不推荐钾补充剂和代盐（含氯化钾），请就医。',
        en: 'Potassium is high: the plan recommends no potassium supplements or salt substitutes (potassium chloride); see a doctor.',
      },
    },
    meaningCkd: {
      low: {
        zh: '血钾偏低：肾病患者的钾由肾内科医生调整，请勿自行补钾或改变饮食中的钾，尽快联系医生。',
        en: 'Potassium is low: with kidney disease your kidney team adjusts potassium; do not take potassium or change the potassium in your diet on your own, and contact them soon.',
      },
      high: {
        zh: '血钾偏高（肾病患者 ≥ 5.0 mmol/L）：不用代盐（含氯化钾）和钾补充剂，饮食中的钾遵肾内科医生建议，请尽快联系医生。',
        en: 'Potassium is high (≥ 5.0 mmol/L with kidney disease): no salt substitutes (potassium chloride) or potassium supplements, dietary potassium as your nephrologist advises; contact your kidney team soon.',
      },
    },
    // Below 3.0 mmol/L is moderate-to-severe hypokalaemia (UK Kidney Association 2020; NICE CKS): a
    // doctor within a day or two, today with palpitations, weakness or vomiting — never "eat more fruit".
    bands: [
      {
        flag: 'low',
        below: POTASSIUM_MODERATE_BELOW,
        label: { zh: '偏低（中重度低钾血症）', en: 'low (moderate to severe hypokalaemia)' },
        meaning: {
          zh: '血钾低于 3.0 mmol/L 属于中重度低钾血症：请在一两天内就医（复查血钾、查心电图、由医生决定补钾）；如有心慌、明显乏力或肌肉无力、反复呕吐，请今天就医。常见原因有利尿剂、腹泻、呕吐、泻药；不要只靠多吃水果，也不要自行服用钾补充剂。',
          en: 'Potassium below 3.0 mmol/L is moderate to severe hypokalaemia: see a doctor within a day or two (a repeat potassium, an ECG and potassium replacement as the doctor decides); go today if you have palpitations, marked weakness or muscle weakness, or keep vomiting. Common causes are diuretics, diarrhoea, vomiting and laxatives; eating more fruit is not enough, and do not start potassium supplements on your own.',
        },
        source: HYPOKALAEMIA_2020,
      },
    ],
    drugNotes: [
      {
        drugs: ['digoxin'],
        flags: ['low'],
        text: {
          zh: '你在服用地高辛：血钾低会增加地高辛中毒和心律失常的风险。请尽快（今天或明天）联系开地高辛的医生；补钾由医生决定（通常是处方氯化钾），只靠饮食不够，也不要自己买钾补充剂。',
          en: 'You take digoxin: low potassium raises the risk of digoxin toxicity and heart rhythm problems. Contact the doctor who prescribes your digoxin promptly (today or tomorrow); the prescriber corrects it (usually with prescribed potassium chloride) — food alone is not enough, and do not buy potassium supplements yourself.',
        },
        source: LANOXIN_PI,
      },
      ...QT_LOW_ELECTROLYTE_NOTES('potassium', POTASSIUM_MODERATE_BELOW),
      NILOTINIB_LOW_ELECTROLYTE_NOTE('potassium'),
      SOTALOL_LOW_ELECTROLYTE_NOTE('potassium'),
      DOFETILIDE_LOW_ELECTROLYTE_NOTE('potassium'),
      FLECAINIDE_LOW_ELECTROLYTE_NOTE('potassium'),
      {
        // Twenty-sixth clinician review, zh M1: a potassium of 3.2 on abiraterone and prednisone was
        // explained as "diuretics, diarrhoea, vomiting or laxatives" — abiraterone's own mineralocorticoid
        // excess is the likely cause, and its label has the oncologist correct it before the next doses.
        drugs: ['abiraterone'],
        flags: ['low'],
        text: {
          zh: '你在吃阿比特龙：它会让身体多排钾（盐皮质激素过多），低钾是它说明书写明的副作用，要在用药期间纠正和监测。请这几天内告诉开药的肿瘤科或泌尿科医生这次的血钾，补钾由医生决定；出现心慌、心跳乱或漏跳、明显无力，请当天去急诊。阿比特龙和泼尼松都不要自己停。',
          en: 'You take abiraterone: it makes the body lose potassium (mineralocorticoid excess), and a low potassium is a side effect its label says must be corrected and monitored during treatment. Tell the oncologist or urologist who prescribes it about this result within the next few days; potassium replacement is theirs to decide. With palpitations, a racing or skipping heartbeat, or marked weakness, go to the emergency department the same day. Do not stop abiraterone or prednisone on your own.',
        },
        source: {
          ref: 'Zytiga (abiraterone acetate) US prescribing information (Janssen, 2021), §5.1 Hypokalemia, fluid retention and cardiovascular adverse reactions due to mineralocorticoid excess (control hypertension and correct hypokalaemia before and during treatment; monitor potassium at least monthly) — section cited from memory',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zytiga',
        },
      },
      {
        // Clinician review 8 (en P1): a high potassium on fludrocortisone is the replacement's question.
        drugs: ['fludrocortisone'],
        flags: ['high'],
        text: {
          zh: '你在吃氟氢可的松（肾上腺皮质功能减退的替代治疗）：血钾偏高常说明盐皮质激素替代不够。请在一周内告诉内分泌科医生复查血钾和血钠，剂量由医生调整；不要用含钾的低钠盐，也不要自己少吃盐。',
          en: 'You take fludrocortisone for adrenal insufficiency: a high potassium often means the mineralocorticoid replacement is not enough. Tell your endocrinologist within a week for a repeat potassium and sodium; the dose is theirs to change. Do not use potassium salt substitutes, and do not cut your salt yourself.',
        },
        source: {
          ref: 'Bornstein SR et al. Diagnosis and treatment of primary adrenal insufficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2016;101:364–389 (mineralocorticoid replacement monitored by salt craving, postural dizziness and serum sodium and potassium; salt not restricted)',
          url: 'https://doi.org/10.1210/jc.2015-1710',
        },
      },
    ],
    effects: { low: [{ nutrient: 'potassium', score: 60 }], high: [{ nutrient: 'potassium', score: 90 }] },
    source: WS_T_404_3,
  },
  {
    key: 'serumPhosphate',
    zh: '血磷',
    en: 'Serum phosphate',
    aliases: [
      '血磷',
      '血清磷',
      // As Chinese biochemistry reports print it beside 钾, 钙 (eighteenth clinician review, zh M6).
      '磷',
      '无机磷',
      '血清无机磷',
      '磷(P)',
      'PHOS',
      'Phosphate',
      'Phosphorus',
      'Serum phosphate',
      'Serum phosphorus',
      'Phosphorus, serum',
      'Phosphate, serum',
      'Inorganic phosphate',
      'Inorganic phosphorus',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': 0.3229 },
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 0.85, high: 1.51, source: PHOSPHATE_SOURCE },
      // 2.5–4.5 mg/dL, the usual US adult range.
      { locale: 'en-US', sex: 'any', low: 0.81, high: 1.45, source: PHOSPHATE_SOURCE },
    ],
    meaning: {
      low: {
        zh: '血磷偏低：可能与营养不良、饮酒或某些药物有关，请就医查明原因；不要自己补磷。',
        en: 'Phosphate is low: poor intake, alcohol or some medicines can cause it; see a doctor to find the cause, and do not take phosphate yourself.',
      },
      normal: { zh: '血磷正常。', en: 'Phosphate is normal.' },
      high: {
        zh: '血磷偏高：常见于肾功能下降；请就医评估肾功能，少吃加工食品和含磷添加剂的饮料。',
        en: 'Phosphate is high: common with reduced kidney function; have your kidneys checked, and go easy on processed foods and drinks with phosphate additives.',
      },
    },
    meaningCkd: {
      high: {
        zh: '血磷偏高（肾病或透析）：由肾内科医生处理——磷结合剂随餐服用、每餐吃几片按医生说的；少吃加工食品、含磷添加剂的饮料和加工肉，蛋白质仍要吃够（透析时不要少吃蛋白质）；请按时复查。',
        en: 'Phosphate is high (kidney disease or dialysis): your kidney team manages it — phosphate binders with meals, as many as they say; go easy on processed foods, drinks with phosphate additives and processed meat, while still eating enough protein (on dialysis, not less); re-test on time.',
      },
    },
    drugNotes: [TENOFOVIR_LOW_PHOSPHATE],
    source: PHOSPHATE_SOURCE,
  },
  {
    key: 'crp',
    zh: 'C反应蛋白',
    en: 'CRP (C-reactive protein)',
    aliases: [
      'C反应蛋白',
      'C-反应蛋白',
      '血清C反应蛋白',
      'CRP',
      'C-reactive protein',
      'C reactive protein',
      'Serum CRP',
    ],
    unit: 'mg/L',
    units: { 'mg/L': 1, 'mg/dL': 10 },
    decimals: 1,
    ranges: [any(null, 10, CRP_SOURCE, { highExclusive: true })],
    meaning: {
      normal: { zh: 'C反应蛋白不高。', en: 'CRP is not raised.' },
      high: {
        zh: 'C反应蛋白升高（≥ 10 mg/L）：提示体内有明显炎症（感染或炎症性疾病活动等），请让医生结合病情判断；此时铁蛋白可能虚高。',
        en: 'CRP is raised (≥ 10 mg/L): a sign of significant inflammation (an infection, or an inflammatory disease that is active); ask your doctor what it means for you. Ferritin may read falsely high.',
      },
    },
    source: CRP_SOURCE,
  },
  {
    key: 'postprandialGlucose2h',
    zh: '餐后2小时血糖',
    en: '2-hour postprandial glucose',
    aliases: [
      '餐后2小时血糖',
      '餐后两小时血糖',
      '餐后2h血糖',
      '餐后2 h血糖',
      '餐后2小时葡萄糖',
      '2hPG',
      '2h PG',
      '2-h PG',
      '2hPPG',
      '2h PPG',
      '2-hour postprandial glucose',
      '2-h postprandial glucose',
      '2 hour postprandial glucose',
      '2-hour post-meal glucose',
      'Postprandial glucose 2h',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mg/dL': GLUCOSE_MG_DL },
    decimals: 1,
    ranges: [
      any(null, 7.8, PPG_SOURCE, { highExclusive: true }),
      // Pregnant, or gestational diabetes: 2 hours after a meal < 6.7 mmol/L (120 mg/dL).
      {
        locale: 'any',
        sex: 'female',
        low: null,
        high: 6.7,
        highExclusive: true,
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        alsoGestationalDiabetes: true,
        source: PREGNANCY_GLUCOSE,
      },
    ],
    meaning: {
      normal: { zh: '餐后2小时血糖正常。', en: '2-hour post-meal glucose is normal.' },
      high: {
        zh: '餐后2小时血糖升高：方案强调膳食纤维、主食定量和规律运动；请告诉医生并复查。',
        en: '2-hour post-meal glucose is raised: the plan stresses fibre, measured starch portions and regular activity; tell your doctor and have it rechecked.',
      },
    },
    bands: [
      {
        flag: 'high',
        pregnancy: true,
        from: 6.7,
        label: { zh: '偏高（高于孕期目标）', en: 'high (above the pregnancy target)' },
        meaning: {
          zh: '孕期餐后2小时血糖目标是低于 6.7 mmol/L（120 mg/dL）：这个数值高于孕期目标。请尽快告诉你的产科或糖尿病团队，由他们调整饮食和治疗；不要自行节食或不吃主食。',
          en: 'In pregnancy the 2-hour post-meal glucose target is below 6.7 mmol/L (120 mg/dL): this value is above it. Tell your obstetric or diabetes team soon so they can adjust your diet and treatment; do not cut meals or carbohydrates on your own.',
        },
        source: PREGNANCY_GLUCOSE,
      },
      {
        flag: 'high',
        from: 7.8,
        below: 11.1,
        label: { zh: '偏高（糖耐量减低范围）', en: 'high (impaired glucose tolerance range)' },
        meaning: {
          zh: '餐后2小时血糖 7.8–11.0 mmol/L：高于正常（糖耐量减低范围）；减重、多吃膳食纤维、主食定量和规律运动有帮助；请告诉医生并复查。已确诊糖尿病者请与医生核对控制目标。',
          en: '2-hour post-meal glucose 7.8–11.0 mmol/L: above normal (the impaired glucose tolerance range); weight loss, more fibre, measured starch portions and regular activity help; tell your doctor and have it rechecked. With diabetes, check your targets with your doctor.',
        },
      },
      {
        flag: 'high',
        from: 11.1,
        label: { zh: '偏高（糖尿病范围）', en: 'high (diabetes range)' },
        meaning: {
          zh: '餐后2小时血糖 ≥ 11.1 mmol/L（200 mg/dL）：达到糖尿病范围；未确诊者请在2–4周内就医复查，已确诊者请与医生核对治疗。',
          en: '2-hour post-meal glucose ≥ 11.1 mmol/L (200 mg/dL): in the diabetes range; without a diagnosis see a doctor within 2–4 weeks, with one review treatment with your doctor.',
        },
      },
    ],
    effects: { high: [{ nutrient: 'fiber', score: 60 }] },
    source: PPG_SOURCE,
  },
  {
    key: 'serumSodium',
    zh: '血钠',
    en: 'Serum sodium',
    aliases: ['血钠', '血清钠', '钠', 'Na', 'Na+', 'Sodium', 'Serum sodium'],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    decimals: 0,
    // US reports print 135–145 mmol/L (seventh clinician review, en A4: 136 flagged low in an en-US
    // plan by the Chinese range).
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 137, high: 147, source: WS_T_404_3 },
      {
        locale: 'en-US',
        sex: 'any',
        low: 135,
        high: 145,
        source: {
          ref: 'MedlinePlus (US National Library of Medicine), Sodium blood test: normal range 135 to 145 mEq/L',
          url: 'https://medlineplus.gov/ency/article/003481.htm',
        },
      },
    ],
    meaning: {
      // Seventh clinician review (en D1): medicines and drinking a lot are the usual causes in older
      // people, and low sodium causes falls (Spasovski 2014; Zoloft US PI §5 Hyponatremia).
      low: {
        zh: '血钠偏低：请在一两天内就医复查并查明原因——常见的有利尿剂、抗抑郁药（SSRI类）、卡马西平和奥卡西平、曲马多和喝水过多；复查前不要刻意多喝水，也不要自己停药。出现意识混乱、特别困倦、走路不稳或跌倒，请立即就医。',
        en: 'Sodium is low: see a doctor within a day or two for a repeat test and the cause — water pills, antidepressants (SSRIs), carbamazepine and oxcarbazepine, tramadol and drinking a lot of water are common ones; until then do not drink extra water, and do not stop a medicine yourself. Confusion, unusual drowsiness, unsteadiness or a fall need care at once.',
      },
      normal: { zh: '血钠正常。', en: 'Sodium is normal.' },
      high: {
        zh: '血钠偏高：多与脱水有关，请就医。',
        en: 'Sodium is high: usually dehydration; see a doctor.',
      },
    },
    drugNotes: [
      {
        // Thirty-fourth clinician review, en M9: a sodium of 147 on tolvaptan was "usually dehydration; see a
        // doctor", and "should I cut salt more?" went unanswered. On an aquaretic it is water not kept up.
        drugs: ['tolvaptan'],
        flags: ['high'],
        text: {
          zh: '你在吃托伐普坦（苏麦卡、Jinarc）：它让身体排出大量水分，血钠偏高通常说明喝的水跟不上尿量。口渴就喝，睡前和夜里起来小便时也喝一杯；把这个结果告诉肾内科医生并按医生安排复查。这不是吃盐太多造成的，少吃盐降不下来——盐照常控制在每天5克左右（为了血压和结石）即可。',
          en: 'You take tolvaptan (Jynarque, Jinarc): it makes you pass a lot of water, and a high sodium usually means your drinking is not keeping up with the urine. Drink whenever you are thirsty, plus a glass at bedtime and whenever you get up at night; tell your nephrologist this result and have it rechecked as they say. Salt is not the cause and cutting it will not lower this — keep salt moderate, about 5 g a day, for your blood pressure and stones.',
        },
        source: {
          ref: 'Jynarque (tolvaptan) US prescribing information (Otsuka, 2020): §5 (hypernatraemia, dehydration and hypovolaemia; drink enough water to avoid thirst and dehydration) and §17 (patient counselling: water before bedtime and when up at night) — sections cited from memory',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=jynarque',
        },
      },
      {
        // Clinician review 8 (zh P3, en P1): a low sodium on adrenal replacement was put down to water pills,
        // SSRIs and tramadol; under-replacement is the likely cause.
        drugs: ['hydrocortisone', 'fludrocortisone'],
        flags: ['low'],
        text: {
          zh: '你在吃氢化可的松或氟氢可的松：如果是肾上腺皮质功能减退的替代治疗，血钠偏低最常见的原因是替代量不够（尤其是氟氢可的松）。复查时请告诉医生你有这个病、在吃这些药，并在一周内联系内分泌科医生，剂量由医生调整；在此之前按口味正常吃盐，不要刻意少吃盐。',
          en: 'You take hydrocortisone or fludrocortisone: if it replaces the hormones of adrenal insufficiency, the most likely cause of a low sodium is too little replacement (fludrocortisone above all). Tell the doctor at the repeat test that you have adrenal insufficiency and take these, and contact your endocrinologist within a week; the doses are theirs to change. Until then salt your food to taste and do not cut salt.',
        },
        source: {
          ref: 'Bornstein SR et al. Diagnosis and treatment of primary adrenal insufficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2016;101:364–389 (mineralocorticoid replacement monitored by salt craving, postural dizziness and serum sodium and potassium; salt not restricted)',
          url: 'https://doi.org/10.1210/jc.2015-1710',
        },
      },
      {
        // Fourteenth clinician review (en P3 #1): Na 130 on desmopressin (Noqdirna) was put down to water
        // pills and SSRIs; the label says desmopressin is discontinued below the normal range.
        drugs: ['desmopressin'],
        flags: ['low'],
        text: {
          zh: '你在吃去氨加压素（弥凝、Noqdirna）：血钠低于正常范围时，说明书规定去氨加压素要中止，它本身也是血钠偏低的常见原因。请今天就联系开药的医生（家庭医生），问今晚这一剂还吃不吃；从服药前1小时到服药后8小时尽量少喝水，白天渴了再喝，不要多喝。同时在吃的利尿剂、抗抑郁药（SSRI）或布洛芬等止痛药会让血钠更低，也要告诉医生。头痛、恶心呕吐、意识混乱或特别困倦，请立即就医。',
          en: 'You take desmopressin (Noqdirna): with a sodium below the normal range the label says desmopressin is discontinued, and it is itself a common cause of a low sodium. Contact the prescriber (GP) today and ask whether to take tonight’s dose; keep fluid to a minimum from 1 hour before the dose until 8 hours after, and in the day drink to thirst, never extra. A water pill, an SSRI antidepressant or an NSAID such as ibuprofen lowers the sodium further: tell the doctor about them too. A headache, vomiting, confusion or unusual drowsiness needs care at once.',
        },
        source: DESMOPRESSIN_LABEL,
      },
      {
        // Ninth clinician review (zh P3, en P4): a sodium of 129 and 128 on carbamazepine was put down to water
        // pills, SSRIs and tramadol, and "is it the tegretol?" was not answered.
        drugs: ['carbamazepine', 'oxcarbazepine'],
        flags: ['low'],
        text: {
          zh: '你在吃卡马西平（或奥卡西平）：它是引起血钠偏低的常见药物原因（让身体留住水分），这时喝水越多，血钠越低。复查时请告诉医生你在吃这种药；不要给自己定每天喝几升水的目标：医生或医院定了液体量就按那个量，没有定就渴了再喝，不要刻意多喝，也不要自己喝淡盐水或吃盐片来补钠；这种药不要自己减或断，是否调整由神经科医生决定。出现意识糊涂、特别困、走路不稳、发作增多、反复呕吐或剧烈头痛，请立即就医。',
          en: 'You take carbamazepine (or oxcarbazepine): it is a common medicine cause of a low sodium (the body holds on to water), and the more water you drink, the lower the sodium goes. Tell the doctor at the repeat test that you take it; set yourself no target of litres a day — keep to a fluid limit the doctor or hospital set, or else drink to thirst, never extra — and do not take salt tablets or salty drinks to raise it; do not cut or leave off the medicine — any change is your neurologist’s. Confusion, unusual sleepiness, unsteadiness, more seizures, repeated vomiting or a severe headache need emergency care.',
        },
        source: {
          ref: 'Tegretol (carbamazepine) SmPC §4.4 (hyponatraemia, water intoxication: serum sodium before and during treatment; fluid restriction) and §4.8; Trileptal (oxcarbazepine) SmPC §4.4 (hyponatraemia); Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1–G47 (SIAD: fluid restriction first-line)',
          url: 'https://www.medicines.org.uk/emc/search?q=tegretol',
        },
      },
    ],
    source: WS_T_404_3,
  },
  {
    // Forty-seventh clinician review (zh S2, en M6): 二氧化碳结合力 17 on topiramate with a keto diet, and "CO2 33" in a
    // US metabolic panel of someone who purges, were "not recognised". Total CO2 on a chemistry panel is the serum
    // bicarbonate; a blood gas's pCO2 is another test (LAB_STOP_TERMS).
    key: 'bicarbonate',
    zh: '二氧化碳结合力（碳酸氢根）',
    en: 'Bicarbonate (total CO2)',
    aliases: [
      '二氧化碳结合力',
      '二氧化碳结合率',
      '二氧化碳CP',
      'CO2CP',
      'CO2-CP',
      'CO2 CP',
      '总二氧化碳',
      '二氧化碳总量',
      '血清二氧化碳',
      '二氧化碳',
      'TCO2',
      'T-CO2',
      '碳酸氢根',
      '碳酸氢盐',
      '血清碳酸氢盐',
      '实际碳酸氢盐',
      '标准碳酸氢盐',
      'HCO3',
      'HCO3-',
      'HCO3−',
      'Bicarbonate',
      'Bicarb',
      'Serum bicarbonate',
      'Total CO2',
      'CO2',
      'CO2, total',
      'Carbon dioxide',
      'Carbon dioxide, total',
      'Carbon Dioxide (CO2)',
      'CO2 content',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    decimals: 0,
    ranges: [any(23, 29, MEDLINEPLUS_CO2)],
    meaning: {
      low: {
        zh: '二氧化碳结合力（碳酸氢根）偏低：提示血液偏酸（代谢性酸中毒）。常见原因有肾功能下降、腹泻、糖尿病酮症、饥饿或生酮饮食，以及托吡酯、唑尼沙胺、乙酰唑胺这类药。请在一周内把结果给看化验的医生或开药的医生，复查并查明原因；不要自己吃小苏打。口渴多尿、反复呕吐、呼吸深快或特别乏力，请当天就医。',
        en: 'Bicarbonate (CO2) is low: the blood is more acid than it should be (metabolic acidosis). Common causes are reduced kidney function, diarrhoea, diabetic ketoacidosis, starvation or a ketogenic diet, and medicines such as topiramate, zonisamide and acetazolamide. Show the result to the doctor who ordered it or who prescribes your medicine within a week, for a repeat test and the cause; do not take baking soda on your own. Great thirst with a lot of urine, repeated vomiting, deep or fast breathing or unusual weakness need care the same day.',
      },
      normal: { zh: '二氧化碳结合力（碳酸氢根）正常。', en: 'Bicarbonate (CO2) is normal.' },
      high: {
        zh: '二氧化碳结合力（碳酸氢根）偏高：提示血液偏碱（代谢性碱中毒），最常见于反复呕吐（包括自己催吐）、利尿剂或泻药，常伴血钾偏低。请在一周内就医复查血钾、血镁和碳酸氢根，并如实告诉医生有没有呕吐或用泻药；心慌、肌肉无力或抽筋、头晕，请当天就医。',
        en: 'Bicarbonate (CO2) is high: the blood is more alkaline than it should be (metabolic alkalosis), most often from repeated vomiting (self-induced included), water pills or laxatives, and often with a low potassium. See a doctor within a week to recheck potassium, magnesium and bicarbonate, and tell them honestly about any vomiting or laxatives; palpitations, muscle weakness or cramps, or dizziness need care the same day.',
      },
    },
    drugNotes: [
      {
        // Forty-seventh clinician review, zh S2: topiramate lowers bicarbonate itself, and a ketogenic diet adds to it.
        drugs: ['topiramate', 'phentermine-topiramate'],
        flags: ['low'],
        text: {
          zh: '你在吃托吡酯：它本身就会让碳酸氢根下降（说明书的“代谢性酸中毒”），也更容易长肾结石；生酮饮食、腹泻和肾功能下降会让它更低。请这周就把这个结果给开托吡酯的医生看，剂量是否调整由医生决定，不要自己改；在此之前不要做生酮或极低碳水饮食，每天多喝水。',
          en: 'You take topiramate: it lowers bicarbonate itself (the label’s “metabolic acidosis”) and makes kidney stones more likely; a ketogenic diet, diarrhoea and reduced kidney function lower it further. Show this result to the doctor who prescribes topiramate this week — any dose change is theirs, not yours; until then no ketogenic or very-low-carbohydrate diet, and drink plenty of water.',
        },
        source: {
          ref: 'Topamax (topiramate) US prescribing information §5.4 Metabolic acidosis (measure serum bicarbonate at baseline and periodically; conditions that predispose to acidosis, including a ketogenic diet, add to it; reduce the dose or taper off if it persists) and §5.7 Kidney stones (a ketogenic diet with topiramate should be avoided) — sections from memory',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=topamax',
        },
      },
    ],
    source: MEDLINEPLUS_CO2,
  },
  {
    key: 'homocysteine',
    zh: '同型半胱氨酸',
    en: 'Homocysteine',
    aliases: [
      '同型半胱氨酸',
      '血清同型半胱氨酸',
      '血浆同型半胱氨酸',
      'Hcy',
      'tHcy',
      'Homocysteine',
      'Total homocysteine',
    ],
    unit: 'μmol/L',
    units: { 'μmol/L': 1 },
    decimals: 1,
    ranges: [any(null, 15, HCY_CONSENSUS)],
    meaning: {
      normal: { zh: '同型半胱氨酸正常。', en: 'Homocysteine is normal.' },
      high: {
        zh: '同型半胱氨酸升高：常与叶酸、维生素B12、B6不足有关，方案会关注这三种维生素。',
        en: 'Homocysteine is raised: often low folate, B12 or B6; the plan looks at all three.',
      },
    },
    effects: {
      high: [
        { nutrient: 'folate', score: 60 },
        { nutrient: 'vitaminB12', score: 60 },
        { nutrient: 'vitaminB6', score: 60 },
      ],
    },
    source: HCY_CONSENSUS,
  },
  {
    key: 'hsCrp',
    zh: '超敏C反应蛋白',
    en: 'hs-CRP',
    aliases: [
      '超敏C反应蛋白',
      '高敏C反应蛋白',
      'hs-CRP',
      'hsCRP',
      'hs CRP',
      'High-sensitivity CRP',
      'High sensitivity C-reactive protein',
    ],
    unit: 'mg/L',
    units: { 'mg/L': 1, 'mg/dL': 10 },
    decimals: 1,
    ranges: [any(null, 3, AHA_CRP_2003)],
    meaning: {
      normal: { zh: '炎症指标（hs-CRP）不高。', en: 'hs-CRP is not raised.' },
      high: {
        zh: 'hs-CRP > 3 mg/L：提示慢性炎症或心血管风险升高；此时铁蛋白可能虚高，需结合判断。',
        en: 'hs-CRP > 3 mg/L: inflammation or higher cardiovascular risk; ferritin may read falsely high.',
      },
    },
    source: AHA_CRP_2003,
  },
  {
    key: 'transferrinSaturation',
    zh: '转铁蛋白饱和度',
    en: 'Transferrin saturation',
    aliases: ['转铁蛋白饱和度', '铁饱和度', 'TSAT', 'TS', 'Transferrin saturation', 'Iron saturation'],
    unit: '%',
    units: { '%': 1 },
    decimals: 0,
    // AASLD names >= 45 % as the screening threshold, so 45 itself is high.
    ranges: [any(16, 45, { ref: `${WHO_IDA_2001.ref}; ${AASLD_HH_2011.ref}` }, { highExclusive: true })],
    meaning: {
      low: {
        zh: '转铁蛋白饱和度 < 16%：提示缺铁，方案会推荐补铁。',
        en: 'Transferrin saturation < 16 %: iron deficiency; the plan recommends iron.',
      },
      normal: { zh: '转铁蛋白饱和度正常。', en: 'Transferrin saturation is normal.' },
      high: {
        zh: '转铁蛋白饱和度 ≥ 45%：提示铁过载可能，方案不推荐补铁，请就医。',
        en: 'Transferrin saturation ≥ 45 %: possible iron overload; the plan recommends no iron; see a doctor.',
      },
    },
    effects: { low: [{ nutrient: 'iron', score: 30 }], high: [{ nutrient: 'iron', score: 90 }] },
    source: WHO_IDA_2001,
  },
  {
    // Sixth clinician review of 2026-11-26 (en P5): a theophylline level of 22 mg/L on ciprofloxacin
    // was an unknown lab. Range 10–20 mg/L (older labels; many clinicians now aim for 5–15).
    key: 'theophylline',
    zh: '茶碱浓度',
    en: 'Theophylline level',
    aliases: [
      '茶碱',
      '茶碱浓度',
      '茶碱血药浓度',
      '血清茶碱',
      '氨茶碱浓度',
      'Theophylline',
      'Theophylline level',
      'Serum theophylline',
      'Theophylline concentration',
    ],
    unit: 'mg/L',
    // 1 mg/L = 1 µg/mL = 5.55 µmol/L (molar mass 180.2 g/mol)
    units: { 'mg/L': 1, 'μg/mL': 1, 'μmol/L': 1 / 5.55 },
    decimals: 1,
    ranges: [any(10, 20, THEOPHYLLINE_PI)],
    meaning: {
      low: {
        zh: '茶碱浓度低于常用范围：是否调整剂量由开药医生决定，请不要自己加量。',
        en: 'The theophylline level is below the usual range: whether to change the dose is for your prescriber to decide; do not take extra yourself.',
      },
      normal: {
        zh: '茶碱浓度在常用范围内（10–20 mg/L，很多医生以 5–15 mg/L 为目标）。',
        en: 'The theophylline level is within the usual range (10–20 mg/L; many doctors aim for 5–15 mg/L).',
      },
      high: {
        zh: '茶碱浓度高于 20 mg/L，属于中毒范围：请今天就联系开茶碱的医生，今天的剂量先暂缓、等医生决定，不要自己再加服；如果出现反复呕吐、心跳很快或很乱、手抖明显、意识混乱或抽搐，请立即去急诊或拨打急救电话。环丙沙星、红霉素、克拉霉素和刚戒烟都会让茶碱浓度升高。',
        en: 'A theophylline level above 20 mg/L is in the toxic range: contact the doctor who prescribes your theophylline today, hold today’s dose until they decide, and take no extra; repeated vomiting, a fast or irregular heartbeat, marked shaking, confusion or a seizure need the emergency department or an ambulance now. Ciprofloxacin, erythromycin, clarithromycin and stopping smoking all raise theophylline levels.',
      },
    },
    source: THEOPHYLLINE_PI,
  },
  {
    // Sixteenth blind review (issue 31/30), en P2-S2: "Lithium 1.3 mmol/L (0.6–1.2)" was "not recognised"
    // (info) and the chat answered a question on it with a high-calcium text. NICE CG185 1.10: 12-hour
    // level 0.4–1.0 mmol/L on maintenance (0.6–0.8 usual first aim); BNF: toxicity more likely above 1.0
    // (1.5 and above toxic). mmol/L and mEq/L are the same for lithium (univalent).
    key: 'lithium',
    zh: '血锂浓度',
    en: 'Lithium level',
    aliases: [
      '血锂',
      '血锂浓度',
      '血清锂',
      '锂浓度',
      '锂血药浓度',
      'Lithium level',
      'Serum lithium',
      'Lithium, serum',
      'Lithium (serum)',
      'Plasma lithium',
      'Lithium concentration',
      'LITHIUM',
      'Lithium',
    ],
    unit: 'mmol/L',
    units: { 'mmol/L': 1, 'mEq/L': 1 },
    decimals: 2,
    ranges: [any(0.4, 1.0, LITHIUM_LEVEL_SOURCE)],
    meaning: {
      low: {
        zh: '血锂浓度低于常用的维持范围（0.4–1.0 mmol/L，抽血在服药后约12小时）：是否调整剂量由精神科医生决定，不要自己加量；漏服或抽血时间不对也会让结果偏低。',
        en: 'The lithium level is below the usual maintenance range (0.4–1.0 mmol/L, drawn about 12 hours after the last dose): whether to change the dose is for your psychiatrist to decide — do not take extra yourself; missed doses or a blood test at the wrong time also give a low result.',
      },
      normal: {
        zh: '血锂浓度在常用的维持范围内（0.4–1.0 mmol/L；很多医生以0.6–0.8为目标）；你的目标值以精神科医生定的为准。每天的盐和水保持稳定，才能让血锂稳定。',
        en: 'The lithium level is within the usual maintenance range (0.4–1.0 mmol/L; many doctors aim for 0.6–0.8); your own target is the one your psychiatrist set. Keeping your salt and fluid steady keeps the level steady.',
      },
      high: {
        zh: '血锂浓度高于常用的维持范围（0.4–1.0 mmol/L），中毒的风险开始升高：请这几天内把结果告诉精神科医生或锂盐门诊，由医生决定是否减量和复查；不要自己改剂量。少吃盐、节食或生酮、出汗多没补水、腹泻呕吐、布洛芬等止痛药和利尿药都会让血锂升高——盐和水照常，不要自己吃布洛芬。手抖加重、腹泻、呕吐、走路不稳或意识糊涂要当天就医。',
        en: 'The lithium level is above the usual maintenance range (0.4–1.0 mmol/L), where toxicity becomes more likely: tell your psychiatrist or lithium clinic within the next few days — they decide on the dose and a repeat level; do not change the dose yourself. Cutting salt, dieting or keto, sweating without drinking more, diarrhoea or vomiting, ibuprofen-type painkillers and water pills all raise lithium — keep your usual salt and fluids and take no ibuprofen. A worse tremor, diarrhoea, vomiting, unsteadiness or confusion need a doctor the same day.',
      },
    },
    bands: [
      {
        flag: 'high',
        from: 1.2,
        below: 1.5,
        label: { zh: '偏高（高于1.2 mmol/L）', en: 'high (above 1.2 mmol/L)' },
        meaning: {
          zh: '血锂浓度高于1.2 mmol/L，超出维持范围，容易中毒：请今天就联系精神科医生或锂盐门诊，当天复查血锂；今天这次药先问过医生再吃，不要自己加量。盐和水照常吃喝（不要少吃盐、不要节食或生酮），不要吃布洛芬等止痛药。出现腹泻、呕吐、手抖加重、走路不稳、说话含糊或意识糊涂，请立即去急诊，并说明在吃锂盐。',
          en: 'A lithium level above 1.2 mmol/L is above the maintenance range, where toxicity is likely: contact your psychiatrist or lithium clinic today for a repeat level the same day, and ask them about today’s dose before you take it; take no extra. Keep your usual salt and fluids (no salt cut, crash diet or keto) and take no ibuprofen-type painkillers. Diarrhoea, vomiting, a worse tremor, unsteadiness, slurred speech or confusion need the emergency department now; say that you take lithium.',
        },
      },
      {
        flag: 'high',
        from: 1.5,
        label: { zh: '中毒范围（1.5 mmol/L及以上）', en: 'toxic range (1.5 mmol/L or more)' },
        meaning: {
          zh: '血锂浓度在1.5 mmol/L及以上，属于中毒范围：今天就要看医生——联系不上精神科医生就去急诊，先不要再吃锂盐，等医生决定；已经有腹泻、呕吐、手抖加重、走路不稳、说话含糊、意识糊涂或抽搐，请立即拨打急救电话，并说明在吃锂盐。',
          en: 'A lithium level of 1.5 mmol/L or more is in the toxic range: you need a doctor today — if you cannot reach your psychiatrist, go to the emergency department — and take no more lithium until a doctor decides; with diarrhoea, vomiting, a worse tremor, unsteadiness, slurred speech, confusion or a seizure, call the emergency number now and say that you take lithium.',
        },
      },
    ],
    source: LITHIUM_LEVEL_SOURCE,
  },
  {
    key: 'clozapine',
    zh: '氯氮平血药浓度',
    en: 'Clozapine level',
    aliases: [
      '氯氮平',
      '氯氮平浓度',
      '氯氮平血药浓度',
      '血清氯氮平',
      '氯氮平血浓度',
      'Clozapine',
      'Clozapine level',
      'Clozapine, serum',
      'Serum clozapine',
      'Plasma clozapine',
      'Clozapine concentration',
      'Clozaril level',
    ],
    unit: 'ng/mL',
    units: { 'ng/mL': 1, 'μg/L': 1, 'mg/L': 1000, 'nmol/L': 1 / 3.06, 'μmol/L': 326.8 },
    decimals: 0,
    ranges: [any(350, 600, CLOZAPINE_LEVEL_SOURCE)],
    meaning: {
      low: {
        zh: '氯氮平血药浓度低于常用的治疗范围（350–600 ng/mL）：是否调整剂量由精神科医生结合病情决定，不要自己加量。漏服、又抽上烟、服用卡马西平等药都会让浓度下降，请告诉医生。',
        en: 'The clozapine level is below the usual target range (350–600 ng/mL): whether to change the dose is for your psychiatrist to decide with how you are — do not take extra yourself. Missed doses, starting to smoke again and some medicines (carbamazepine, for example) lower it: tell the doctor.',
      },
      normal: {
        zh: '氯氮平血药浓度在常用的治疗范围内（350–600 ng/mL）。戒烟或又抽上烟、咖啡喝得多了或少了、发烧感染、新加了药，都会让浓度变化：有这些变化请告诉精神科医生。',
        en: 'The clozapine level is within the usual target range (350–600 ng/mL). Stopping or starting smoking, much more or less coffee, a fever or infection and a new medicine all change it: tell your psychiatrist about such changes.',
      },
      high: {
        zh: '氯氮平血药浓度高于常用的治疗范围（350–600 ng/mL）：请今天或下一个工作日就把结果告诉精神科医生，不要等到下次复诊——最近戒了烟的，浓度在戒烟后1–2周里还会继续升高；是否减量、多久复查由医生决定，不要自己改剂量。最近戒烟、咖啡喝得更多、发烧或感染、新加的药（如氟伏沙明、环丙沙星）都会让浓度升高。浓度高时更容易便秘（甚至肠梗阻）、嗜睡、流口水和抽搐：特别嗜睡、意识糊涂、肌肉抽动、肚子胀痛或呕吐请当天就医；抽搐请立即拨打120。',
        en: 'The clozapine level is above the usual target range (350–600 ng/mL): tell your psychiatrist today or on the next working day, not at the next visit — after stopping smoking the level keeps rising for 1–2 weeks; whether to lower the dose and when to recheck is their decision — do not change the dose yourself. Stopping smoking, drinking more coffee, a fever or infection and some new medicines (fluvoxamine, ciprofloxacin) raise it. A high level makes constipation (even a blocked bowel), drowsiness, drooling and seizures more likely: marked drowsiness, confusion, muscle jerks, a swollen or painful tummy or vomiting need a doctor the same day; a seizure needs an ambulance.',
      },
    },
    bands: [
      {
        flag: 'high',
        from: 1000,
        label: { zh: '偏高（超过 1000 ng/mL 警戒值）', en: 'high (above the 1,000 ng/mL alert level)' },
        meaning: {
          zh: '氯氮平血药浓度超过 1000 ng/mL 的警戒值，抽搐等中毒反应的风险明显升高：请今天就联系精神科医生（联系不上就去急诊），今天的药先问过医生再吃，不要自己改剂量。出现抽搐、晕倒、明显意识糊涂，或肚子胀痛伴呕吐，请立即拨打120或去急诊，并告诉医生你在吃氯氮平。',
          en: 'A clozapine level above 1,000 ng/mL is past the laboratory alert level, where seizures and other toxicity become much more likely: contact your psychiatrist today (or go to the emergency department if you cannot reach them), ask them about today’s dose before you take it, and do not change the dose yourself otherwise. A seizure, fainting, marked confusion, or a swollen painful tummy with vomiting need an ambulance or the emergency department now; say that you take clozapine.',
        },
      },
    ],
    source: CLOZAPINE_LEVEL_SOURCE,
  },
  {
    key: 'digoxin',
    zh: '地高辛浓度',
    en: 'Digoxin level',
    aliases: [
      '地高辛',
      '地高辛浓度',
      '地高辛血药浓度',
      '血清地高辛',
      '血清地高辛浓度',
      'Digoxin',
      'Digoxin level',
      'Serum digoxin',
      'Digoxin concentration',
      'Lanoxin level',
    ],
    unit: 'ng/mL',
    // 1 ng/mL = 1.28 nmol/L (Lanoxin PI §12.3; molar mass 780.9 g/mol)
    units: { 'ng/mL': 1, 'μg/L': 1, 'nmol/L': 1 / 1.28 },
    decimals: 2,
    // With heart failure the aim is 0.5–0.9 ng/mL (twenty-sixth clinician review: 1.4 with heart failure
    // read "normal"); its bands below say so, without the label-range wording.
    ranges: [any(0.5, 2.0, LANOXIN_PI), any(0.5, 0.9, HF_DIGOXIN, { context: 'heart_failure' })],
    meaning: {
      low: {
        zh: '地高辛浓度低于常用范围：是否调整剂量由开药医生决定，请不要自己加量。',
        en: 'The digoxin level is below the usual range: whether to change the dose is for your prescriber to decide; do not take extra yourself.',
      },
      normal: {
        zh: '地高辛浓度在常用范围内（0.5–2.0 ng/mL；心衰时医生常以 0.5–0.9 ng/mL 为目标）。',
        en: 'The digoxin level is within the usual range (0.5–2.0 ng/mL; in heart failure doctors often aim for 0.5–0.9 ng/mL).',
      },
      high: {
        zh: '地高辛浓度高于 2.0 ng/mL（2.6 nmol/L），属于中毒范围：请今天就联系开地高辛的医生，不要等到下次复诊，也不要自己再加服；如果出现恶心、呕吐、看东西发黄发绿或模糊、心慌或心跳很慢、意识混乱，请立即去急诊。血钾或血镁低、同时服用胺碘酮时更容易中毒。',
        en: 'A digoxin level above 2.0 ng/mL (2.6 nmol/L) is in the toxic range: contact the doctor who prescribes your digoxin today rather than waiting for your next visit, and take no extra dose; if you have nausea, vomiting, yellow-green or blurred vision, palpitations or a very slow pulse, or confusion, go to the emergency department now. Low potassium or magnesium, and amiodarone, make toxicity more likely.',
      },
    },
    // 1.2–2.0 ng/mL is inside the label's range but above the heart-failure aim of 0.5–0.9 and linked with
    // higher mortality there (DIG post hoc, Rathore 2003): said plainly, with the potassium, magnesium and
    // kidney risks (fifth clinician review of 2026-11-25, zh P2: 1.8 "normal" for a 78-year-old with low
    // potassium and magnesium and eGFR 45).
    bands: [
      {
        flag: 'normal',
        from: 1.2,
        label: { zh: '在说明书范围内，但偏高', en: 'within the label range, but high' },
        meaning: {
          zh: '地高辛浓度在说明书的0.5–2.0 ng/mL范围内，但高于心衰常用的目标（0.5–0.9 ng/mL）；浓度在1.2以上时死亡风险更高，年纪大、血钾或血镁偏低、肾功能下降时更容易中毒。请这几天就把结果告诉开地高辛的医生，由医生决定要不要减量，不要自己改；出现恶心、呕吐、看东西发黄发绿、心跳很慢或很乱，请立即就医。',
          en: 'The digoxin level is inside the label range of 0.5–2.0 ng/mL but above the usual heart-failure aim of 0.5–0.9 ng/mL; levels of 1.2 and above were linked with higher mortality, and older age, low potassium or magnesium and reduced kidney function make toxicity more likely. Tell the doctor who prescribes your digoxin within the next few days — they decide whether to lower the dose; do not change it yourself. Nausea, vomiting, yellow-green vision or a very slow or irregular pulse need care at once.',
        },
        source: DIG_TRIAL_2003,
      },
      {
        flag: 'normal',
        context: 'heart_failure',
        label: { zh: '在心衰目标范围内', en: 'within the heart-failure aim' },
        meaning: {
          zh: '地高辛浓度在心衰常用的目标范围内（0.5–0.9 ng/mL）。血钾或血镁偏低、肾功能下降、腹泻呕吐或新加了药（如胺碘酮）时浓度和风险都会变化：有这些情况请告诉心内科医生。',
          en: 'The digoxin level is within the usual heart-failure aim (0.5–0.9 ng/mL). Low potassium or magnesium, falling kidney function, diarrhoea or vomiting, or a new medicine (amiodarone, for example) change the level and the risk: tell your cardiologist about them.',
        },
        source: HF_DIGOXIN,
      },
      {
        flag: 'high',
        context: 'heart_failure',
        below: 2.0,
        label: {
          zh: '偏高（高于心衰目标0.5–0.9 ng/mL）',
          en: 'high (above the heart-failure aim of 0.5–0.9 ng/mL)',
        },
        meaning: {
          zh: '你有心衰：这个值高于心衰常用的目标（地高辛浓度0.5–0.9 ng/mL；说明书的0.5–2.0 ng/mL不适用于心衰，浓度在1.2以上时死亡风险更高）。请尽快、这几天内就把结果告诉心内科医生或开地高辛的医生，由医生决定是否减量，不要自己改剂量；如果血钾或血镁偏低、肾功能下降，或正在腹泻呕吐，请今天就联系医生。出现恶心、呕吐、看东西发黄发绿或模糊、心跳很慢或很乱、意识糊涂，请立即去急诊。',
          en: 'You have heart failure: there the digoxin aim is 0.5–0.9 ng/mL, and this value is above it (the label’s 0.5–2.0 ng/mL does not apply in heart failure; levels of 1.2 and above were linked with higher mortality). Tell your cardiologist or the doctor who prescribes your digoxin soon, within the next few days — they decide whether to lower the dose; do not change it yourself. If your potassium or magnesium is low, your kidney function has fallen, or you have diarrhoea or vomiting, contact them today. Nausea, vomiting, yellow-green or blurred vision, a very slow or irregular pulse, or confusion need the emergency department now.',
        },
        source: HF_DIGOXIN,
      },
      {
        flag: 'high',
        context: 'heart_failure',
        from: 2.0,
        label: { zh: '中毒范围（2.0 ng/mL及以上）', en: 'toxic range (2.0 ng/mL or more)' },
        meaning: {
          zh: '你有心衰，地高辛浓度在2.0 ng/mL及以上，远高于心衰目标（0.5–0.9 ng/mL），属于中毒范围：请今天就联系心内科医生或开地高辛的医生，不要等到下次复诊，下一次的药先问过医生再吃，不要自己加服；如果出现恶心、呕吐、看东西发黄发绿或模糊、心慌或心跳很慢、意识混乱，请立即去急诊。血钾或血镁低、肾功能下降、同时服用胺碘酮时更容易中毒。',
          en: 'You have heart failure and the digoxin level is 2.0 ng/mL or more, far above the heart-failure aim (0.5–0.9 ng/mL) and in the toxic range: contact your cardiologist or the doctor who prescribes your digoxin today rather than waiting for your next visit, ask them before taking the next dose, and take no extra; nausea, vomiting, yellow-green or blurred vision, palpitations or a very slow pulse, or confusion need the emergency department now. Low potassium or magnesium, falling kidney function and amiodarone make toxicity more likely.',
        },
        source: { ref: `${HF_DIGOXIN.ref}; ${LANOXIN_PI.ref}` },
      },
    ],
    source: { ref: `${LANOXIN_PI.ref}; ${DIG_TRIAL_2003.ref}` },
  },
  {
    // Twenty-sixth clinician review: an INR on warfarin was "not recognised". Unitless. On warfarin it
    // is read against the usual treatment target 2.0–3.0 (the clinic's own target wins; a mechanical
    // mitral valve 2.5–3.5), never the untreated 0.8–1.2 the report prints beside it.
    key: 'inr',
    zh: '国际标准化比值（INR）',
    en: 'INR (international normalised ratio)',
    aliases: [
      'INR',
      'PT-INR',
      'PT/INR',
      'PT INR',
      'INR(PT)',
      'PT(INR)',
      '国际标准化比值',
      '国际标准化比率',
      '凝血酶原时间国际标准化比值',
      '凝血酶原国际标准化比值',
      '凝血酶原时间比值(INR)',
      'International normalised ratio',
      'International normalized ratio',
      'Prothrombin time INR',
      'Prothrombin INR',
    ],
    unit: 'ratio',
    // Reports print the INR with no unit, "INR" or a dash (thirty-first clinician review, zh M2: "INR 3.6",
    // unit "INR", was rejected as unrecognised for a pregnant woman on warfarin).
    units: { ratio: 1, 比值: 1, INR: 1, '-': 1, 无: 1, none: 1 },
    decimals: 2,
    ranges: [
      any(0.8, 1.2, INR_UNTREATED),
      any(2.0, 3.0, INR_WARFARIN_SOURCE, { context: 'warfarin', ownTarget: true }),
    ],
    meaning: {
      low: {
        zh: 'INR略低于不服抗凝药时的常用范围（0.8–1.2）：单独这一项很少有临床意义，由开检查的医生结合其他结果解读。',
        en: 'The INR is slightly below the usual range without blood thinners (0.8–1.2): on its own this rarely means anything; the doctor who ordered it reads it with your other results.',
      },
      normal: {
        zh: 'INR在不服抗凝药时的常用范围内（0.8–1.2），凝血时间正常。如果你在吃华法林，请在问卷的用药里加上：吃华法林时的目标通常是2.0–3.0，要按那个目标来看。',
        en: 'The INR is within the usual range without blood thinners (0.8–1.2): clotting time is normal. If you take warfarin, add it to your medicines: on warfarin the target is usually 2.0–3.0 and the value is read against that.',
      },
      high: {
        zh: '没有服用华法林时，INR高于常用范围（0.8–1.2），说明血液凝固得比平时慢：可能和肝病、维生素K不足（吃得少、用抗生素、吸收不好）、其他抗凝药或抽血问题有关，请这几天内让开检查的医生看结果。如果你其实在吃华法林（或其他同类抗凝药），请在问卷的用药里加上，目标值要按抗凝门诊定的来看。出血止不住、黑便或血便、吐血、头部撞伤后，请立即去急诊。',
        en: 'Without warfarin, an INR above the usual range (0.8–1.2) means the blood is clotting more slowly than usual: liver disease, a lack of vitamin K (eating little, antibiotics, poor absorption), another blood thinner or a sample problem can cause it; have the doctor who ordered it see the result within the next few days. If you do take warfarin (or a similar blood thinner), add it to your medicines: the value is then read against your anticoagulation clinic’s target. Bleeding that will not stop, black or bloody stools, vomiting blood, or any knock to the head need the emergency department now.',
      },
    },
    bands: [
      {
        flag: 'high',
        from: 5,
        label: { zh: '明显偏高（INR 5及以上）', en: 'markedly high (INR 5 or more)' },
        meaning: {
          zh: 'INR在5及以上，血液很难凝固，出血的风险很高：请今天就看医生——联系开检查的医生，联系不上就今天去急诊或急症门诊；如果你在吃任何抗凝药，今天的药先问过医生再吃。出血止不住、黑便或血便、吐血、尿里有血、剧烈头痛或头部撞伤，请立即拨打急救电话或去急诊。',
          en: 'An INR of 5 or more means the blood hardly clots and the risk of bleeding is high: you need a doctor today — contact the doctor who ordered it, or go to urgent care or the emergency department today if you cannot reach them; if you take any blood thinner, ask a doctor before today’s dose. Bleeding that will not stop, black or bloody stools, vomiting blood, blood in the urine, a severe headache or any knock to the head need an ambulance or the emergency department now.',
        },
        source: INR_WARFARIN_SOURCE,
      },
      {
        flag: 'low',
        context: 'warfarin',
        label: { zh: '低于常用目标（2.0–3.0）', en: 'below the usual target (2.0–3.0)' },
        meaning: {
          zh: '你在吃华法林：INR的常用目标是2.0–3.0（以抗凝门诊给你定的目标为准），这个值低于目标，防血栓的作用不够。请这几天内（或按抗凝门诊要求的时间）把结果告诉抗凝门诊或管华法林的医生，由医生决定怎么调整剂量；不要自己加量，也不要突然改变绿叶菜等富含维生素K的食物的吃法，或自己开始、停用补充剂。漏服、绿叶菜吃得多了、新加的药或补充剂都会让INR下降，请告诉医生。一侧腿肿痛、突然气短或胸痛、脸或手脚无力、说话不清，请立即拨打急救电话。',
          en: 'You take warfarin: the usual INR target is 2.0–3.0 (your anticoagulation clinic’s own target is the one that counts), and this value is below it, so protection against clots is less. Tell your anticoagulation clinic or the doctor who manages your warfarin within the next few days (or when they asked) — they decide on the dose; do not take extra yourself, do not suddenly change how much leafy greens and other vitamin K foods you eat, and do not start or stop supplements on your own. Missed doses, more greens, and new medicines or supplements can lower the INR: tell them. A swollen painful leg, sudden breathlessness or chest pain, or weakness of the face, arm or leg or trouble speaking need an ambulance now.',
        },
        source: INR_WARFARIN_SOURCE,
      },
      {
        flag: 'normal',
        context: 'warfarin',
        label: { zh: '在常用目标内（2.0–3.0）', en: 'within the usual target (2.0–3.0)' },
        meaning: {
          zh: '你在吃华法林：INR在常用目标2.0–3.0内。有的人目标更高，比如机械二尖瓣通常是2.5–3.5（目标3.0）——以抗凝门诊给你定的目标为准，如果你的目标更高而这个值低于它，请按抗凝门诊的安排来。维生素K的摄入保持稳定，绿叶菜不要突然多吃或少吃，不要自己开始或停用补充剂；新加任何药（包括抗生素）、中草药或补充剂前先告诉抗凝门诊。',
          en: 'You take warfarin: the INR is within the usual target of 2.0–3.0. Some people have a higher target — a mechanical mitral valve usually 2.5–3.5 (aim 3.0) — and your anticoagulation clinic’s own target is the one that counts: if yours is higher and this value is below it, follow the clinic’s plan. Keep your vitamin K intake steady (no sudden change in leafy greens) and do not start or stop supplements on your own; tell the clinic before any new medicine (antibiotics included), herbal product or supplement.',
        },
        source: INR_WARFARIN_SOURCE,
      },
      {
        flag: 'high',
        context: 'warfarin',
        below: 5,
        label: { zh: '高于常用目标（2.0–3.0）', en: 'above the usual target (2.0–3.0)' },
        meaning: {
          zh: '你在吃华法林：INR高于常用目标2.0–3.0，出血的风险随之升高（如果抗凝门诊给你定的目标更高，比如机械瓣膜的2.5–3.5，而这个值在你的目标内，请按抗凝门诊的安排来）。请今天就联系抗凝门诊或管华法林的医生，由医生决定要不要停一次药或调整剂量；不要自己改剂量，也不要为了把INR降下来突然大量吃绿叶菜、自己吃维生素K或其他补充剂。牙龈或鼻子出血止不住、尿里有血、黑便或血便、吐血、不明原因的大片淤青、剧烈头痛或头部撞伤，请立即去急诊。',
          en: 'You take warfarin: the INR is above the usual target of 2.0–3.0, and the risk of bleeding rises with it (if your anticoagulation clinic set a higher target, such as 2.5–3.5 for a mechanical valve, and this value is inside it, follow the clinic’s plan). Contact your anticoagulation clinic or the doctor who manages your warfarin today — they decide whether to hold a dose or change it; do not change the dose yourself, and do not suddenly eat a lot of leafy greens or take vitamin K or other supplements to bring it down. Gum or nose bleeding that will not stop, blood in the urine, black or bloody stools, vomiting blood, unexplained large bruises, a severe headache or any knock to the head need the emergency department now.',
        },
        source: INR_WARFARIN_SOURCE,
      },
      {
        flag: 'high',
        context: 'warfarin',
        from: 5,
        label: { zh: '明显高于目标（INR 5及以上）', en: 'far above the target (INR 5 or more)' },
        meaning: {
          zh: '你在吃华法林，INR在5及以上，出血的风险很高：请今天就联系抗凝门诊或管华法林的医生，联系不上就今天去急诊或急症门诊；今天的华法林先问过医生再吃，不要自己改剂量，也不要自己吃维生素K或突然改变饮食——要不要用维生素K由医生决定。出血止不住、黑便或血便、吐血、尿里有血、剧烈头痛或头部撞伤，请立即拨打急救电话或去急诊。',
          en: 'You take warfarin and the INR is 5 or more: the risk of bleeding is high. Contact your anticoagulation clinic or the doctor who manages your warfarin today, or go to urgent care or the emergency department today if you cannot reach them; ask them before today’s warfarin dose, do not change the dose yourself, and do not take vitamin K or suddenly change your diet — whether vitamin K is needed is the doctor’s decision. Bleeding that will not stop, black or bloody stools, vomiting blood, blood in the urine, a severe headache or any knock to the head need an ambulance or the emergency department now.',
        },
        source: INR_WARFARIN_SOURCE,
      },
    ],
    source: { ref: `${INR_UNTREATED.ref}; ${INR_WARFARIN_SOURCE.ref}` },
  },
  {
    // Twenty-sixth clinician review: a blood ammonia in cirrhosis was "not recognised". The adult range
    // varies by laboratory (the printed range outranks it, labs/index.ts); with liver disease a raised
    // value is the liver team's, and with confusion or drowsiness urgent (hepatic encephalopathy).
    key: 'ammonia',
    zh: '血氨',
    en: 'Ammonia',
    aliases: [
      '血氨',
      '血浆氨',
      '血氨浓度',
      '氨(NH3)',
      'NH3',
      'Ammonia',
      'Blood ammonia',
      'Plasma ammonia',
      'Ammonia, plasma',
      'Ammonia (NH3)',
    ],
    unit: 'μmol/L',
    // 1 µg/dL ≈ 0.587 µmol/L (NH₃ 17.03 g/mol)
    units: { 'μmol/L': 1, 'μg/dL': 0.587 },
    decimals: 0,
    ranges: [any(11, 32, AMMONIA_RANGE), any(11, 32, AMMONIA_RANGE, { context: 'liver' })],
    meaning: {
      low: {
        zh: '血氨低于参考范围：一般没有临床意义，由开检查的医生结合其他结果解读。',
        en: 'The ammonia is below the reference range: this usually means nothing; the doctor who ordered it reads it with your other results.',
      },
      normal: {
        zh: '血氨在参考范围内（成人约11–32 μmol/L，各实验室不同，以化验单上印的范围为准）。',
        en: 'The ammonia is within the reference range (adults about 11–32 µmol/L; ranges vary between laboratories and the one on your report counts).',
      },
      high: {
        zh: '血氨高于参考范围：抽血后放置太久、止血带扎得太紧都可能让结果假性升高；真的升高可能和肝病、某些药物（如丙戊酸）或其他原因有关。请这几天内让开检查的医生看结果，由医生决定是否复查。不要自己少吃蛋白质。如果出现意识糊涂、特别嗜睡、白天睡晚上醒、说话含糊或行为反常，请当天就医（去急诊）。',
        en: 'The ammonia is above the reference range: a sample left standing too long or a tight tourniquet can raise it falsely; a true rise can come from liver disease, some medicines (valproate, for example) or other causes. Have the doctor who ordered it see the result within the next few days; they decide whether to repeat it. Do not cut your protein yourself. Confusion, unusual drowsiness, sleeping by day and waking at night, slurred speech or odd behaviour need care the same day (the emergency department).',
      },
    },
    bands: [
      {
        flag: 'high',
        context: 'liver',
        label: {
          zh: '偏高（有肝病，请告诉肝病团队）',
          en: 'high (with liver disease: tell your liver team)',
        },
        meaning: {
          zh: '你有肝病（肝硬化）：血氨升高要尽快告诉肝病医生或肝病团队，请今明两天内联系，不要等到下次复诊。如果出现意识糊涂、特别嗜睡、白天睡晚上醒、性格或行为改变、说话含糊、手抖（扑翼样震颤），可能是肝性脑病，请当天去急诊。乳果糖、利福昔明等药按医嘱照常吃（医生让你每天保持2–3次软便的，按医生说的做）；不要自己少吃蛋白质——指南建议蛋白质吃够（每天每公斤体重1.2–1.5克），少量多餐，睡前加一顿点心。',
          en: 'You have liver disease (cirrhosis): a raised ammonia goes to your liver doctor or liver team promptly — contact them today or tomorrow rather than waiting for the next visit. Confusion, unusual drowsiness, sleeping by day and waking at night, a change in personality or behaviour, slurred speech or a flapping tremor of the hands can be hepatic encephalopathy and need the emergency department the same day. Keep taking lactulose or rifaximin as prescribed (if you were told to aim for 2–3 soft stools a day, do so); do not cut your protein yourself — the guideline advises enough protein (1.2–1.5 g per kg of body weight a day) in small meals spread over the day, with a late-evening snack.',
        },
        source: {
          ref: `${AMMONIA_RANGE.ref}; ${HEPATIC_ENCEPHALOPATHY_SOURCE.ref}`,
          url: HEPATIC_ENCEPHALOPATHY_SOURCE.url,
        },
      },
    ],
    source: { ref: `${AMMONIA_RANGE.ref}; ${HEPATIC_ENCEPHALOPATHY_SOURCE.ref}` },
  },
  {
    // Forty-ninth clinician review, en S6: a methaemoglobin of 7.2 % on dapsone was "not recognised" and the
    // anaemia it came with was put down to heavy periods.
    key: 'methaemoglobin',
    zh: '高铁血红蛋白',
    en: 'Methaemoglobin',
    aliases: [
      '高铁血红蛋白',
      '高铁血红蛋白百分比',
      'MetHb',
      'Met-Hb',
      'MetHb%',
      'Methemoglobin',
      'Methaemoglobin',
      'Methemoglobin (MetHb)',
      'Methaemoglobin (MetHb)',
      'Methemoglobin level',
    ],
    unit: '%',
    units: { '%': 1 },
    decimals: 1,
    ranges: [any(null, 1.5, METHAEMOGLOBIN_RANGE)],
    meaning: {
      normal: {
        zh: '高铁血红蛋白在参考范围内（一般不超过约1.5%）。',
        en: 'The methaemoglobin is within the reference range (normally up to about 1.5 %).',
      },
      high: {
        zh: '高铁血红蛋白偏高：这部分血红蛋白不能携带氧气。最常见的原因是药物——氨苯砜（同时吃复方磺胺甲噁唑时更高）、伯氨喹、局部麻醉药（苯佐卡因、利多卡因喷剂）、硝酸盐类等。请今天就让开药的医生看这个结果，告诉医生你在吃的所有药；药要不要停由医生决定，不要自己停。嘴唇或指甲发青发灰、气短、头痛、头晕或意识糊涂，或者结果在10%以上，请立即去急诊。',
        en: 'The methaemoglobin is raised: this part of the haemoglobin cannot carry oxygen. The commonest cause is a medicine — dapsone (higher still with co-trimoxazole), primaquine, local anaesthetic sprays (benzocaine, lidocaine), nitrates and others. Have the doctor who prescribes your medicines see this result today and tell them everything you take; whether to stop a medicine is their decision — do not stop it yourself. Bluish-grey lips or nails, breathlessness, a headache, dizziness or confusion, or a result above 10 %, need the emergency department now.',
      },
    },
    source: METHAEMOGLOBIN_RANGE,
  },
  {
    // Twenty-sixth clinician review: a ciclosporin trough after a transplant was "not recognised". Its
    // target is the transplant team's (teamTarget): never flagged by a population range.
    key: 'ciclosporinTrough',
    zh: '环孢素谷浓度',
    en: 'Ciclosporin trough level (C0)',
    // Not the bare name: "I take ciclosporin 100 twice a day" is a dose, not a level.
    aliases: [
      '环孢素谷浓度',
      '环孢素浓度',
      '环孢素血药浓度',
      '环孢素A浓度',
      '环孢素A谷浓度',
      '环孢素C0',
      '环孢素(C0)',
      'CsA C0',
      'CsA-C0',
      'CsA谷浓度',
      'CsA浓度',
      'Ciclosporin level',
      'Ciclosporin trough',
      'Ciclosporin C0',
      'Cyclosporine level',
      'Cyclosporine trough',
      'Cyclosporine C0',
      'Cyclosporine, blood',
      'Cyclosporin level',
      'Cyclosporin A level',
      'Neoral level',
    ],
    unit: 'ng/mL',
    // 1 ng/mL = 1 µg/L = 0.832 nmol/L (molar mass 1202.6 g/mol)
    units: { 'ng/mL': 1, 'μg/L': 1, 'nmol/L': 1.2026 },
    decimals: 0,
    ranges: [],
    teamTarget: true,
    meaning: { normal: troughMeaning('环孢素', 'ciclosporin') },
    bands: [{ flag: 'normal', label: TROUGH_LABEL, meaning: troughMeaning('环孢素', 'ciclosporin') }],
    source: TRANSPLANT_TROUGH,
  },
  {
    // Twenty-sixth clinician review: a tacrolimus trough after a transplant was "not recognised". Its
    // target is the transplant team's (teamTarget): never flagged by a population range.
    key: 'tacrolimusTrough',
    zh: '他克莫司谷浓度',
    en: 'Tacrolimus trough level (C0)',
    // Not the bare name: "I take tacrolimus 2 mg twice a day" is a dose, not a level.
    aliases: [
      '他克莫司谷浓度',
      '他克莫司浓度',
      '他克莫司血药浓度',
      '他克莫司(FK506)',
      '他克莫司C0',
      'FK506',
      'FK-506',
      'FK506浓度',
      'FK506谷浓度',
      'Tacrolimus level',
      'Tacrolimus trough',
      'Tacrolimus C0',
      'Tacrolimus (FK506)',
      'Tacrolimus, blood',
      'Tacrolimus whole blood',
      'Prograf level',
    ],
    unit: 'ng/mL',
    // 1 ng/mL = 1 µg/L = 1.244 nmol/L (molar mass 804.0 g/mol)
    units: { 'ng/mL': 1, 'μg/L': 1, 'nmol/L': 0.804 },
    decimals: 1,
    ranges: [],
    teamTarget: true,
    meaning: { normal: troughMeaning('他克莫司', 'tacrolimus') },
    bands: [{ flag: 'normal', label: TROUGH_LABEL, meaning: troughMeaning('他克莫司', 'tacrolimus') }],
    source: TRANSPLANT_TROUGH,
  },
  {
    // Ninth clinician review (zh P3 finding 5, en P4 finding 6): a carbamazepine level of 9.8 μg/mL and of
    // 11 mg/L, near the top of the range in women drinking grapefruit juice daily, were unknown labs.
    key: 'carbamazepine',
    zh: '卡马西平浓度',
    en: 'Carbamazepine level',
    // Not the bare name: "I take carbamazepine 400 twice a day" is a dose, not a level.
    aliases: [
      '卡马西平浓度',
      '卡马西平血药浓度',
      '血清卡马西平',
      '血清卡马西平浓度',
      '卡马西平(CBZ)',
      'Carbamazepine level',
      'Serum carbamazepine',
      'Carbamazepine concentration',
      'Tegretol level',
      'CBZ level',
    ],
    unit: 'mg/L',
    // 1 mg/L = 1 µg/mL = 4.23 µmol/L (molar mass 236.3 g/mol)
    units: { 'mg/L': 1, 'μg/mL': 1, 'μmol/L': 1 / 4.23 },
    decimals: 1,
    ranges: [any(4, 12, TEGRETOL_LEVEL)],
    meaning: {
      low: {
        zh: '卡马西平浓度低于常用范围（4–12 mg/L）：发作控制得好的人不一定要调整；是否改剂量由神经科医生决定，请不要自己加量。',
        en: 'The carbamazepine level is below the usual range (4–12 mg/L): with seizures well controlled it may need no change; whether to change the dose is your neurologist’s decision — do not take extra yourself.',
      },
      normal: {
        zh: '卡马西平浓度在常用范围内（4–12 mg/L）。',
        en: 'The carbamazepine level is within the usual range (4–12 mg/L).',
      },
      high: {
        zh: '卡马西平浓度高于 12 mg/L：请今天就联系开药的神经科医生，不要自己再加服，药量由医生调整；西柚、柚子和它们的果汁都要避开（会让浓度升高）。出现看东西重影、走路不稳、特别困、反复呕吐或意识糊涂，请立即就医。',
        en: 'A carbamazepine level above 12 mg/L: contact your neurologist today, take no extra dose, and let them adjust it; have no grapefruit or pomelo or their juice (they raise the level). Double vision, unsteadiness, unusual drowsiness, repeated vomiting or confusion need care at once.',
      },
    },
    // The upper part of the range: side effects begin there for many, and a daily grapefruit juice or a new
    // CYP3A4 inhibitor pushes it over.
    bands: [
      {
        flag: 'normal',
        from: 9,
        label: { zh: '在范围内，但接近上限', en: 'within the range, but near the top' },
        meaning: {
          zh: '卡马西平浓度在常用范围内（4–12 mg/L），但接近上限：西柚、柚子和它们的果汁都要避开；新加任何药（包括抗生素、抗真菌药）前先问药师，它们可能让浓度再升高。出现看东西重影、头晕、走路不稳、特别困或恶心，请告诉神经科医生；重影、走路不稳伴反复呕吐或意识糊涂，请立即就医。',
          en: 'The carbamazepine level is within the usual range (4–12 mg/L) but near the top: have no grapefruit or pomelo or their juice, and ask a pharmacist before any new medicine (antibiotics and antifungals included), which can push it higher. Tell your neurologist about double vision, dizziness, unsteadiness, drowsiness or nausea; double vision or unsteadiness with repeated vomiting or confusion needs care at once.',
        },
        source: TEGRETOL_LEVEL,
      },
    ],
    source: TEGRETOL_LEVEL,
  },
  {
    // Tenth clinician review (en P2 finding 3): "Phenytoin, Total" 24 mcg/mL (reference 10–20) was "not
    // recognised", and the chat would not say whether 24 is high.
    key: 'phenytoin',
    zh: '苯妥英浓度',
    en: 'Phenytoin level',
    // Not the bare name: "I take phenytoin 300 at night" is a dose, not a level.
    aliases: [
      '苯妥英浓度',
      '苯妥英钠浓度',
      '苯妥英血药浓度',
      '苯妥英钠血药浓度',
      '血清苯妥英',
      '血清苯妥英钠',
      '苯妥英钠(PHT)',
      'Phenytoin level',
      'Phenytoin, total',
      'Phenytoin total',
      'Total phenytoin',
      'Serum phenytoin',
      'Phenytoin concentration',
      'Phenytoin (total)',
      'Dilantin level',
      'Epanutin level',
      'PHT level',
    ],
    unit: 'mg/L',
    // 1 mg/L = 1 µg/mL = 3.96 µmol/L (molar mass 252.3 g/mol; RCPA: 10–20 mg/L = 40–80 µmol/L)
    units: { 'mg/L': 1, 'μg/mL': 1, 'μmol/L': 1 / 3.96 },
    decimals: 1,
    ranges: [any(10, 20, PHENYTOIN_LEVEL_SOURCE)],
    meaning: {
      low: {
        zh: '苯妥英浓度低于常用范围（10–20 mg/L）：发作控制得好的人不一定要调整；是否改剂量由神经科医生决定，请不要自己加量（它的浓度在上限附近时一点点加量就会升很多）。漏服、新加的药或换了厂家都会让浓度变化，请告诉医生。',
        en: 'The phenytoin level is below the usual range (10–20 mg/L): with seizures well controlled it may need no change; whether to change the dose is your neurologist’s decision — do not take extra yourself (a small increase can raise the level a lot). Missed doses, a new medicine or a change of brand all move it: tell your doctor.',
      },
      normal: {
        zh: '苯妥英浓度在常用范围内（10–20 mg/L）。白蛋白偏低（低于 35 g/L）或肾功能很差时，真正起作用的游离部分比总浓度显示的多：有走路不稳、看东西重影等不适时请告诉医生，医生可能会查游离苯妥英浓度。',
        en: 'The phenytoin level is within the usual range (10–20 mg/L). With a low albumin (under 35 g/L, 3.5 g/dL) or kidney failure more of it is free and active than the total shows: tell your doctor about unsteadiness or double vision; they may measure a free phenytoin level.',
      },
      high: {
        zh: '苯妥英浓度高于 20 mg/L，超过常用范围：请今天就联系开药的医生（神经科），不要等到下次复诊；在医生答复前不要再加服，下一顿怎么吃先问医生，也不要自己停药。走路不稳像喝醉一样、看东西重影、眼球来回抖动、说话含糊不清、特别困或意识糊涂，是苯妥英中毒的表现，请立即去急诊，并带上药盒。白蛋白偏低或肾功能很差时，游离部分比总浓度显示的还多。新加的药、停掉的药或换了厂家都可能让浓度升高。',
        en: 'A phenytoin level above 20 mg/L is above the usual range: contact the doctor who prescribes it (your neurologist) today rather than at the next visit; take no extra dose, ask them about the next one, and do not stop it yourself. Walking unsteadily as if drunk, double vision, eyes flicking from side to side, slurred speech, unusual drowsiness or confusion are signs of phenytoin toxicity and need the emergency department now — take your tablets with you. With a low albumin or kidney failure even more of it is free than the total shows. A new medicine, one stopped or a change of brand can all raise it.',
      },
    },
    drugNotes: [
      {
        drugs: ['phenytoin', 'fosphenytoin'],
        flags: ['high'],
        today: true,
        text: {
          zh: '你在吃苯妥英：这个浓度请今天就告诉开药医生。',
          en: 'You take phenytoin: tell your prescriber about this level today.',
        },
        source: PHENYTOIN_LEVEL_SOURCE,
      },
    ],
    source: PHENYTOIN_LEVEL_SOURCE,
  },
  {
    // Tenth clinician review (en P3 finding 6): platelets 142 ×10⁹/L at 34 weeks with gestational
    // hypertension were "not recognised".
    key: 'platelets',
    zh: '血小板计数',
    en: 'Platelets',
    aliases: [
      '血小板',
      '血小板计数',
      '血小板数',
      '血小板总数',
      'PLT',
      'PLT count',
      'Platelets',
      'Platelet count',
      'Platelet',
      'Plt',
      'Thrombocytes',
      'Thrombocyte count',
    ],
    unit: '10^9/L',
    units: BLOOD_COUNT_UNITS,
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 125, high: 350, source: WS_T_405_PLATELETS },
      { locale: 'en-US', sex: 'any', low: 150, high: 400, source: MEDLINEPLUS_PLATELETS },
      // The same bounds in pregnancy, so that the pregnancy bands below are read (labs/index.ts).
      {
        locale: 'zh-CN',
        sex: 'female',
        low: 125,
        high: 350,
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        source: WS_T_405_PLATELETS,
      },
      {
        locale: 'en-US',
        sex: 'female',
        low: 150,
        high: 400,
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        source: MEDLINEPLUS_PLATELETS,
      },
    ],
    meaning: {
      low: {
        zh: '血小板偏低：原因很多（病毒感染、药物、肝病、免疫性血小板减少等），请医生复查血常规、找原因；牙龈或鼻子出血不止、皮肤出现出血点或大片瘀青、黑便，请尽快就医。',
        en: 'Platelets are low: there are many causes (a viral infection, a medicine, liver disease, immune thrombocytopenia), so ask your doctor to repeat the blood count and look for the cause; bleeding gums or nosebleeds that will not stop, pinpoint red spots or large bruises on the skin, or black stools need care soon.',
      },
      normal: { zh: '血小板在正常范围内。', en: 'Platelets are within the range.' },
      high: {
        zh: '血小板偏高：多数是身体对别的情况的反应（缺铁、感染或炎症、出血后、切脾后），请医生复查并找原因；方案不据此调整营养。',
        en: 'Platelets are high: most often a reaction to something else (iron deficiency, an infection or inflammation, after bleeding or spleen removal); ask your doctor to repeat it and look for the cause. The plan does not change nutrients for it.',
      },
    },
    bands: [
      {
        flag: 'low',
        pregnancy: true,
        below: 100,
        label: { zh: '偏低（孕期低于 100）', en: 'low (below 100 in pregnancy)' },
        meaning: {
          zh: '孕期血小板低于 100 ×10⁹/L：请今天就联系产科（产房或产检医院），不要等到下次产检；血小板下降是子痫前期（包括HELLP综合征）的表现之一，需要同时查血压、尿蛋白和肝功能。出现剧烈头痛、看东西模糊或眼前闪光、肋骨下方疼痛、脸和手突然肿、出血，请立即去医院产科急诊。',
          en: 'Platelets below 100 × 10⁹/L in pregnancy: contact your maternity unit today rather than waiting for your next appointment — a falling platelet count is one of the signs of pre-eclampsia (including HELLP syndrome), checked together with your blood pressure, urine protein and liver tests. A severe headache, blurred vision or flashing lights, pain below the ribs, sudden swelling of the face or hands, or any bleeding need labour and delivery or the emergency department now.',
        },
        source: PREGNANCY_PLATELETS_SOURCE,
      },
      {
        flag: 'low',
        pregnancy: true,
        label: { zh: '偏低（孕期轻度下降）', en: 'low (a mild fall in pregnancy)' },
        meaning: {
          zh: '孕期血小板轻度下降：孕晚期很常见（妊娠期血小板减少），多数无害；但如果这次怀孕有高血压，血小板下降也是子痫前期的表现之一：请这几天内就把结果告诉产检医生或助产士，有高血压的请今天就告诉产科，和血压、尿蛋白、肝功能一起看。出现剧烈头痛、看东西模糊或眼前闪光、肋骨下方疼痛、脸和手突然肿，请立即去医院产科急诊。',
          en: 'A mild fall in platelets in pregnancy: common late in pregnancy (gestational thrombocytopenia) and usually harmless, but with high blood pressure in this pregnancy a low platelet count is one of the signs of pre-eclampsia. Show the result to your midwife or obstetrician within the next few days — with high blood pressure, tell your maternity unit today — to read with your blood pressure, urine protein and liver tests. A severe headache, blurred vision or flashing lights, pain below the ribs or sudden swelling of the face or hands need labour and delivery or the emergency department now.',
        },
        source: PREGNANCY_PLATELETS_SOURCE,
      },
    ],
    drugNotes: [
      {
        drugs: BLOOD_THINNERS,
        flags: ['low'],
        text: {
          zh: '你在吃抗血小板药或抗凝药：血小板偏低时出血风险更高，请把结果告诉开药医生，由医生决定用药；不要自己停药。',
          en: 'You take an antiplatelet or a blood thinner: a low platelet count raises the risk of bleeding, so show the result to your prescriber, who decides about the medicine; do not stop it yourself.',
        },
        source: MEDLINEPLUS_PLATELETS,
      },
    ],
    source: {
      ref: `${WS_T_405_PLATELETS.ref}; ${MEDLINEPLUS_PLATELETS.ref}`,
      url: MEDLINEPLUS_PLATELETS.url,
    },
  },
  {
    // Ninth clinician review (en P4 finding 6): alkaline phosphatase 140 U/L on carbamazepine was unknown.
    key: 'alp',
    zh: '碱性磷酸酶',
    en: 'Alkaline phosphatase (ALP)',
    aliases: [
      '碱性磷酸酶',
      '血清碱性磷酸酶',
      'ALP',
      'AKP',
      'Alk phos',
      'Alkaline phosphatase',
      'Alkaline phosphatase (ALP)',
    ],
    unit: 'U/L',
    units: { 'U/L': 1, 'IU/L': 1 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'male', low: 45, high: 125, source: WS_T_404_1 },
      { locale: 'zh-CN', sex: 'female', ageMax: 49, low: 35, high: 100, source: WS_T_404_1 },
      { locale: 'zh-CN', sex: 'female', ageMin: 50, low: 50, high: 135, source: WS_T_404_1 },
      { locale: 'en-US', sex: 'any', low: 44, high: 147, source: MEDLINEPLUS_ALP },
    ],
    meaning: {
      low: {
        zh: '碱性磷酸酶偏低：多数没有临床意义，请结合其他结果由医生判断。',
        en: 'Alkaline phosphatase is low: usually of no significance; your doctor reads it with your other results.',
      },
      normal: { zh: '碱性磷酸酶正常。', en: 'Alkaline phosphatase is normal.' },
      high: {
        zh: '碱性磷酸酶升高：可能来自肝胆，也可能来自骨骼（如维生素D缺乏、骨折愈合）；孕期和青少年生长期也会升高。请把结果给医生看，结合GGT、其他肝功能指标和维生素D一起判断。',
        en: 'Alkaline phosphatase is raised: it can come from the liver and bile ducts or from bone (low vitamin D, a healing fracture), and it is higher in pregnancy and in growing teenagers. Show the result to your doctor, to read with GGT, the other liver tests and your vitamin D.',
      },
    },
    drugNotes: [INDUCER_LIVER_NOTE],
    source: { ref: `${WS_T_404_1.ref}; ${MEDLINEPLUS_ALP.ref}` },
  },
  {
    // Seventh clinician review of 2026-11-26 (zh P3, en C): CK 420 and 450 U/L on simvastatin were
    // dropped as unknown markers — the key safety marker for a statin user with aching legs.
    key: 'ck',
    zh: '肌酸激酶',
    en: 'Creatine kinase (CK)',
    aliases: [
      '肌酸激酶',
      '血清肌酸激酶',
      '肌酸激酶总活性',
      '肌酸磷酸激酶',
      '磷酸肌酸激酶',
      'CK',
      'CPK',
      'Creatine kinase',
      'Creatine phosphokinase',
      'Creatine kinase, total',
      'Total CK',
      'CK, total',
    ],
    unit: 'U/L',
    units: { 'U/L': 1, 'IU/L': 1 },
    decimals: 0,
    ranges: [
      { locale: 'zh-CN', sex: 'male', low: 50, high: 310, source: WS_T_404_7 },
      { locale: 'zh-CN', sex: 'female', low: 40, high: 200, source: WS_T_404_7 },
      { locale: 'en-US', sex: 'male', low: 39, high: 308, source: MAYO_CK },
      { locale: 'en-US', sex: 'female', low: 26, high: 192, source: MAYO_CK },
    ],
    meaning: {
      low: {
        zh: 'CK偏低：一般没有临床意义，常见于肌肉量较少的人。',
        en: 'CK is low: usually of no clinical significance; common with little muscle mass.',
      },
      normal: { zh: '肌酸激酶（CK）在正常范围内。', en: 'Creatine kinase (CK) is within the range.' },
      high: {
        zh: 'CK（肌酸激酶）升高，说明有肌肉细胞受损：化验前两三天的剧烈运动或体力活、肌肉注射、摔伤、甲状腺功能减退和一些药物都可能引起。请把结果给医生看，由医生判断是否复查；如果同时有肌肉疼痛、明显无力或尿色变深（浓茶色、可乐色），请当天就医。方案不因此调整营养素。',
        en: 'CK (creatine kinase) is raised, a sign of injured muscle cells: hard exercise or physical work in the 2–3 days before the test, an injection into a muscle, a fall, an underactive thyroid and some medicines can all cause it. Show the result to your doctor, who decides whether to repeat it; with muscle pain, clear weakness or dark (tea- or cola-coloured) urine, see a doctor the same day. The plan does not change nutrients for it.',
      },
    },
    drugNotes: [
      {
        drugs: STATINS,
        flags: ['high'],
        timesHigh: { below: 10 },
        text: {
          zh: '你在吃他汀：CK升高可能和他汀有关（他汀相关的肌肉损伤）。请在这几天内把结果告诉开他汀的医生，有肌肉酸痛、无力或抽筋时更要说；医生会结合症状决定是否复查CK、调整剂量或换药。不要自己停药或减量。红曲不要和他汀一起吃，吃辛伐他汀或洛伐他汀时也不要吃西柚、柚子。化验前几天的剧烈运动也会让CK升高。出现肌肉剧痛、明显无力或尿色变深（浓茶色、可乐色），请当天就医。',
          en: 'You take a statin: a raised CK can come from it (statin-associated muscle injury). Tell the doctor who prescribes your statin within the next few days, above all if you have muscle aches, weakness or cramps; with your symptoms they decide whether to repeat the CK, change the dose or switch. Do not stop or cut the statin yourself. Take no red yeast rice with a statin, and on simvastatin or lovastatin no grapefruit or pomelo. Hard exercise in the days before the test raises CK too. Severe muscle pain, clear weakness or dark (tea- or cola-coloured) urine need a doctor the same day.',
        },
        source: STATIN_CK_SOURCE,
      },
      {
        drugs: STATINS,
        flags: ['high'],
        timesHigh: { from: 10 },
        today: true,
        text: {
          zh: '你在吃他汀，CK已经超过正常上限的10倍：这可能是严重的肌肉损伤（肌病，甚至横纹肌溶解），会伤肾。请今天就联系开他汀的医生或去医院，让医生今天决定他汀怎么处理（下一次药吃不吃，先问医生）；有肌肉剧痛、明显无力、尿少或尿色像浓茶、可乐，请立即去急诊。',
          en: 'You take a statin and your CK is more than 10 times the upper limit: this can be serious muscle injury (myopathy, even rhabdomyolysis), which can harm the kidneys. Contact the doctor who prescribes your statin or go to a doctor today, and let them decide today what to do with the statin (ask before your next dose); severe muscle pain, clear weakness, little urine or tea- or cola-coloured urine need the emergency department now.',
        },
        source: STATIN_CK_SOURCE,
      },
    ],
    source: WS_T_404_7,
  },
  {
    key: 'mcv',
    zh: '平均红细胞体积',
    en: 'MCV',
    aliases: ['平均红细胞体积', '红细胞平均体积', 'MCV', 'Mean corpuscular volume', 'Mean cell volume'],
    unit: 'fL',
    units: { fL: 1, 'μm³': 1 },
    decimals: 1,
    ranges: [any(82, 100, WS_T_405)],
    meaning: {
      low: {
        zh: 'MCV偏低（小细胞）：常见于缺铁，方案会关注铁。',
        en: 'MCV is low (small red cells): often iron deficiency; the plan watches iron.',
      },
      normal: { zh: '红细胞大小正常。', en: 'Red cell size is normal.' },
      high: {
        zh: 'MCV偏高（大细胞）：可能缺乏维生素B12或叶酸，也见于饮酒；方案会关注B12和叶酸。',
        en: 'MCV is high (large red cells): possibly low B12 or folate, or alcohol; the plan watches B12 and folate.',
      },
    },
    // Thalassaemia makes small red cells by itself: a low MCV is expected and is no sign of iron
    // deficiency (TIF 2021; clinician review 2026-11-25 late, Z1 §2).
    meaningHaemoglobinopathy: {
      low: {
        zh: 'MCV偏低（小细胞）：地中海贫血本身就会让红细胞变小，这在意料之中，不能据此判断缺铁；是否缺铁要看铁蛋白，由血液科医生判断。方案不因此推荐补铁。',
        en: 'MCV is low (small red cells): thalassaemia itself makes red cells small, so this is expected and is no sign of iron deficiency; ferritin shows whether iron is low, and your haematologist judges it. The plan does not suggest iron for it.',
      },
    },
    effects: {
      low: [{ nutrient: 'iron', score: 60 }],
      high: [
        { nutrient: 'vitaminB12', score: 60 },
        { nutrient: 'folate', score: 60 },
      ],
    },
    source: WS_T_405,
  },
  {
    key: 'wbc',
    zh: '白细胞',
    en: 'White blood cells',
    aliases: [
      '白细胞',
      '白细胞计数',
      '白细胞总数',
      '白血球',
      'WBC',
      'WBC count',
      'White blood cells',
      'White blood cell count',
      'White cell count',
      'WCC',
      'Leukocytes',
      'Leucocytes',
      'Leukocyte count',
    ],
    unit: '10^9/L',
    units: BLOOD_COUNT_UNITS,
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 3.5, high: 9.5, source: WS_T_405 },
      { locale: 'en-US', sex: 'any', low: 3.4, high: 9.6, source: MAYO_CBC },
    ],
    meaning: {
      low: LOW_COUNT_RECHECK.wbc,
      normal: { zh: '白细胞在正常范围内。', en: 'White cells are within the range.' },
      high: {
        zh: '白细胞偏高：常见于感染或炎症，也见于吸烟、应激或服用激素类药物；请结合症状让医生判断，方案不据此调整营养。',
        en: 'White cells are high: usually an infection or inflammation, sometimes smoking, stress or a steroid medicine; ask your doctor, who reads it with your symptoms. The plan does not change nutrients for it.',
      },
    },
    drugNotes: [
      {
        // Forty-seventh clinician review, en M12: a white count of 24 in CLL on ibrutinib was "usually an infection".
        drugs: ['ibrutinib', 'zanubrutinib'],
        flags: ['high'],
        replacesMeaning: true,
        text: {
          zh: '你在吃BTK抑制剂（伊布替尼、泽布替尼等）：治慢性淋巴细胞白血病时，白细胞（主要是淋巴细胞）偏高很常见——病本身会让它高，开始服药后的几周到几个月里淋巴细胞还常常先升高再慢慢下降，这通常是药起作用的表现，不等于感染。请把结果交给血液科按计划随访，不要因此自己改药。发烧38℃以上、寒战、咳嗽气短或出血，请当天联系血液科或就医。',
          en: 'You take a BTK inhibitor (ibrutinib, zanubrutinib …): in chronic lymphocytic leukaemia a high white count (mostly lymphocytes) is common — the disease raises it, and in the first weeks to months of treatment lymphocytes often rise before they slowly fall, usually a sign the medicine is working rather than an infection. Leave the result to your haematology team’s planned follow-up and do not change the medicine for it. A fever of 38 °C or more, chills, a cough or breathlessness, or bleeding need the haematology team or a doctor the same day.',
        },
        source: {
          ref: 'Imbruvica (ibrutinib) US prescribing information §6 (treatment-related lymphocytosis in CLL, usually in the first weeks, resolving over months) and §5 (infections, bleeding); Hallek M et al. iwCLL guidelines for diagnosis, indications for treatment, response assessment, and supportive management of CLL. Blood 2018;131:2745 (lymphocytosis with BCR inhibitors is not progression) — sections from memory',
          url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=imbruvica',
        },
      },
    ],
    source: WS_T_405,
  },
  {
    key: 'neutrophils',
    zh: '中性粒细胞绝对值',
    en: 'Neutrophils (absolute)',
    aliases: [
      '中性粒细胞绝对值',
      '中性粒细胞计数',
      '中性粒细胞数',
      '中性粒细胞',
      '中性细胞绝对值',
      'NEUT#',
      'NEU#',
      'NE#',
      'ANC',
      'Absolute neutrophil count',
      'Neutrophil count',
      'Neutrophils',
      'Neutrophils, absolute',
      'Neutrophils (absolute)',
      'Absolute neutrophils',
      'Abs neutrophils',
    ],
    unit: '10^9/L',
    units: BLOOD_COUNT_UNITS,
    decimals: 2,
    ranges: [
      { locale: 'zh-CN', sex: 'any', low: 1.8, high: 6.3, source: WS_T_405 },
      { locale: 'en-US', sex: 'any', low: 1.56, high: 6.45, source: MAYO_CBC },
    ],
    meaning: {
      low: LOW_COUNT_RECHECK.neutrophils,
      normal: { zh: '中性粒细胞在正常范围内。', en: 'Neutrophils are within the range.' },
      high: {
        zh: '中性粒细胞偏高：常见于细菌感染或炎症，也见于吸烟、应激或服用激素类药物；请结合症状让医生判断，方案不据此调整营养。',
        en: 'Neutrophils are high: usually a bacterial infection or inflammation, sometimes smoking, stress or a steroid medicine; ask your doctor, who reads it with your symptoms. The plan does not change nutrients for it.',
      },
    },
    // Forty-eighth clinician review, zh M13: 1.6 on methimazole was "perhaps after a virus, some people run low". An
    // antithyroid drug's agranulocytosis is the first thing to rule out; the label's own instruction on fever is said.
    drugNotes: [
      {
        drugs: ['methimazole', 'carbimazole', 'propylthiouracil'],
        flags: ['low', 'normal'],
        below: 1.8,
        labelStop: true,
        replacesMeaning: true,
        text: {
          zh: '你在吃抗甲状腺药（如甲巯咪唑/赛治）：这类药少数人会引起粒细胞缺乏，中性粒细胞偏低请在这几天内告诉内分泌科医生、复查血常规，药怎么调整由医生决定。一旦发烧、咽喉痛或口腔溃疡，按说明书要求先停这个药，当天去医院查血常规。',
          en: 'You take an antithyroid medicine (such as methimazole): in a few people it causes agranulocytosis, so tell your endocrinologist about a low neutrophil count within the next few days for a repeat blood count; any change to the medicine is theirs. With a fever, sore throat or mouth ulcers, stop the tablet as its label says and get a blood count the same day.',
        },
        source: {
          ref: 'Ross DS et al. 2016 American Thyroid Association guidelines for hyperthyroidism, Thyroid 2016;26:1343–1421 (stop the antithyroid drug and call the physician with fever or pharyngitis; a differential white count before and during treatment — recommendations from memory); methimazole (Tapazole) US prescribing information, Warnings (agranulocytosis)',
        },
      },
    ],
    source: { ref: `${WS_T_405.ref}; ${NEUTROPENIA_SOURCE.ref}`, url: NEUTROPENIA_SOURCE.url },
  },
  // Ninth clinician review, zh P2: "全段甲状旁腺激素 620 pg/mL" was "not recognised" — the main CKD-MBD marker.
  {
    key: 'pth',
    zh: '甲状旁腺激素',
    en: 'Parathyroid hormone (intact PTH)',
    aliases: [
      '全段甲状旁腺激素',
      '甲状旁腺激素',
      '甲状旁腺素',
      'iPTH',
      'PTH',
      'intact PTH',
      'PTH, intact',
      'Parathyroid hormone',
      'Parathyroid hormone, intact',
    ],
    unit: 'pg/mL',
    units: { 'pg/mL': 1, 'ng/L': 1, 'pmol/L': 9.43 },
    decimals: 0,
    ranges: [{ locale: 'any', sex: 'any', low: 15, high: 65, source: PTH_MAYO }],
    meaning: {
      low: {
        zh: '甲状旁腺激素（PTH）偏低：如果血钙偏高，说明高血钙不是甲状旁腺引起的（结节病、维生素D过量、某些肿瘤或药物等），请尽快就医，在此之前不要自己吃钙片或维生素D；如果血钙偏低，可能是甲状旁腺功能减退，由医生处理。',
        en: 'PTH (parathyroid hormone) is low: with a high calcium, the calcium is not coming from the parathyroid glands (sarcoidosis, too much vitamin D, some cancers or medicines) — see your doctor soon and take no calcium or vitamin D of your own meanwhile; with a low calcium, the parathyroids may be underactive, which your doctor treats.',
      },
      normal: { zh: '甲状旁腺激素在参考范围内。', en: 'Parathyroid hormone is within the range.' },
      high: {
        zh: '甲状旁腺激素偏高：常见原因有维生素D不足、肾病（继发性甲状旁腺功能亢进）或甲状旁腺本身的问题（原发性甲旁亢）；请医生结合血钙、血磷判断，不要自己补钙或维生素D来“纠正”。',
        en: 'Parathyroid hormone is high: common causes are low vitamin D, kidney disease (secondary hyperparathyroidism) or the parathyroid itself (primary hyperparathyroidism); your doctor reads it with your calcium and phosphate — do not add calcium or vitamin D on your own to “fix” it.',
      },
    },
    meaningCkd: {
      high: {
        zh: '甲状旁腺激素偏高：肾病时常见（继发性甲状旁腺功能亢进），透析时指南建议维持在化验正常上限的约2–9倍；由肾内科医生按血钙、血磷调整磷结合剂、活性维生素D或西那卡塞——你能做的是控制饮食中的磷、按时随餐吃磷结合剂，不要自己补钙或维生素D。',
        en: 'Parathyroid hormone is high: common with kidney disease (secondary hyperparathyroidism); on dialysis guidelines aim for about 2–9 times the assay’s upper limit. Your nephrologist adjusts phosphate binders, active vitamin D or cinacalcet from your calcium and phosphate — your part is limiting dietary phosphate and taking binders with meals, with no calcium or vitamin D of your own.',
      },
    },
    source: {
      ref: `${PTH_MAYO.ref}; ${PTH_KDIGO.ref}; Bilezikian JP et al. J Bone Miner Res 2022;37:2293 (primary hyperparathyroidism)`,
      url: PTH_KDIGO.url,
    },
  },
  // Ninth clinician review, zh P1: the G6PD tests were "not recognised". A low result reads as G6PD
  // deficiency (favism), with the condition to tick; the report's printed range outranks these (ADR 0019).
  {
    key: 'g6pdActivity',
    zh: 'G6PD活性',
    en: 'G6PD enzyme activity',
    aliases: [
      'G6PD',
      'G6PD活性',
      'G-6-PD',
      'G-6-PD活性',
      'G6PD定量',
      'G6PD酶活性',
      '葡萄糖-6-磷酸脱氢酶',
      '葡萄糖6磷酸脱氢酶',
      '红细胞葡萄糖-6-磷酸脱氢酶',
      'Glucose-6-phosphate dehydrogenase',
      'G6PD activity',
      'G6PD enzyme activity',
      'G6PD, quantitative',
    ],
    unit: 'U/g Hb',
    units: { 'U/g Hb': 1, 'IU/g Hb': 1, 'U/g': 1 },
    decimals: 1,
    ranges: [{ locale: 'any', sex: 'any', low: 8.0, high: null, source: G6PD_ACTIVITY_MAYO }],
    meaning: {
      low: G6PD_LOW_MEANING,
      normal: {
        zh: 'G6PD活性在参考范围内（刚发生过溶血时可能假性正常，以医生判断为准）。',
        en: 'G6PD activity is within the range (it can read falsely normal just after a haemolytic episode; your doctor interprets it).',
      },
    },
    source: G6PD_ACTIVITY_MAYO,
  },
  {
    key: 'g6pdRatio',
    zh: 'G6PD/6PGD比值',
    en: 'G6PD/6PGD ratio',
    aliases: [
      'G6PD/6PGD比值',
      'G6PD/6PGD',
      'G-6-PD/6-PGD比值',
      'G-6-PD/6-PGD',
      'G6PD/6PGD ratio',
      'G6PD比值',
    ],
    unit: 'ratio',
    units: { ratio: 1, 比值: 1 },
    decimals: 2,
    ranges: [{ locale: 'any', sex: 'any', low: 1.0, high: null, source: G6PD_RATIO_CN }],
    meaning: {
      low: G6PD_LOW_MEANING,
      normal: {
        zh: 'G6PD/6PGD比值在参考范围内（女性携带者和刚溶血过时可能漏检，以医生判断为准）。',
        en: 'The G6PD/6PGD ratio is within the range (it can miss female carriers and read normal just after haemolysis; your doctor interprets it).',
      },
    },
    source: G6PD_RATIO_CN,
  },
  {
    // Eleventh clinician review, en P5: "QTc 486 ms" was "not recognised". An ECG value typed with the labs.
    key: 'qtc',
    zh: 'QTc间期（心电图）',
    en: 'QTc interval (ECG)',
    aliases: [
      'QTc',
      'QTc间期',
      '校正QT间期',
      'QT间期',
      'QTc interval',
      'QT interval',
      'corrected QT',
      'QTcB',
      'QTcF',
      'QT/QTc',
    ],
    unit: 'ms',
    units: { ms: 1, msec: 1, s: 1000 },
    decimals: 0,
    ranges: [
      { locale: 'any', sex: 'female', low: null, high: 470, source: QT_SOURCE },
      { locale: 'any', sex: 'male', low: null, high: 450, source: QT_SOURCE },
      any(null, 460, QT_SOURCE),
    ],
    meaning: {
      normal: {
        zh: 'QTc间期在正常范围内（女性≤470 ms，男性≤450 ms）。',
        en: 'The QTc interval is within the usual range (up to 470 ms in women, 450 ms in men).',
      },
      high: {
        zh: 'QTc间期延长（女性超过470 ms，男性超过450 ms）：心脏每跳之后“复位”变慢，发生危险心律失常（尖端扭转型室速）的风险升高；血钾、血镁低和会延长QT的药物都会让风险更大。请这周就把结果给开药医生看，由医生检查哪些药会延长QT、纠正血钾血镁；不要自己停用处方药，加任何新药（包括感冒药、助眠的抗过敏药、止吐药）前先问药师；少喝酒。心慌、心跳很快或乱跳、晕倒，请立即叫急救。',
        en: 'The QTc interval is prolonged (over 470 ms in women, 450 ms in men): the heart takes longer to reset after each beat, which raises the risk of a dangerous rhythm (torsades de pointes); low potassium or magnesium and QT-prolonging medicines add to it. Show the result to your prescriber this week, who reviews the medicines that prolong QT and corrects potassium and magnesium; do not stop a prescribed medicine yourself, ask a pharmacist before adding any medicine (sleep aids with sedating antihistamines, anti-sickness and cold remedies included), and keep alcohol low. Palpitations, a racing or irregular heartbeat, or fainting need emergency care at once.',
      },
    },
    bands: [
      {
        flag: 'high',
        from: 500,
        label: { zh: '明显延长（≥500 ms）', en: 'markedly prolonged (500 ms or more)' },
        meaning: {
          zh: 'QTc达到或超过500 ms：危险心律失常的风险高。请今天就联系开药医生或全科医生，复查心电图、血钾、血镁，由医生调整会延长QT的药；不要自己停药。心慌、晕倒请立即叫急救。',
          en: 'A QTc of 500 ms or more carries a high risk of a dangerous rhythm: contact your prescriber or GP today for a repeat ECG, potassium and magnesium, and let them change the QT-prolonging medicines; do not stop them yourself. Palpitations or fainting need emergency care at once.',
        },
      },
    ],
    drugNotes: [
      {
        drugs: QT_PROLONGING_DRUGS,
        flags: ['high'],
        text: {
          zh: '你在吃{taken}，它会延长QT间期：QTc延长时，西酞普兰和艾司西酞普兰不宜再用，也不宜和其他延长QT的药合用（英国药监局2011）；美沙酮也会延长QT。请这周就让开药医生评估这些药的组合和剂量；不要自己停药（美沙酮突然停会引起戒断，重新再吃时有过量风险），也不要再加异丙嗪（Sominex）之类助眠药。',
          en: 'You take {taken}, which can prolong the QT interval: with a prolonged QTc, citalopram and escitalopram are not to be used, nor combined with other QT-prolonging medicines (MHRA 2011), and methadone prolongs QT too. Ask the prescriber to review the combination and doses this week; do not stop any of them yourself (stopping methadone suddenly brings withdrawal, and restarting carries an overdose risk), and do not add sleep aids such as promethazine (Sominex).',
        },
        source: QT_SOURCE,
      },
    ],
    source: QT_SOURCE,
  },
  // Twelfth clinician review, en P2: "Phenylalanine 12.4 mg/dL" (750 µmol/L) was "not recognised". The
  // range is the PKU treatment ceiling (a healthy adult's phenylalanine is far below it): a result above
  // 360 µmol/L is above the preconception and pregnancy target, whatever the report prints as normal.
  {
    key: 'phenylalanine',
    zh: '苯丙氨酸',
    en: 'Phenylalanine (Phe)',
    aliases: [
      '苯丙氨酸',
      '血苯丙氨酸',
      '血苯丙氨酸浓度',
      'Phe',
      'PHE',
      'Phenylalanine',
      'Blood phenylalanine',
      'Plasma phenylalanine',
      'Phenylalanine, plasma',
    ],
    unit: 'μmol/L',
    units: { 'μmol/L': 1, 'mg/dL': 60.54 },
    decimals: 0,
    ranges: [
      {
        locale: 'any',
        sex: 'female',
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        low: null,
        high: 360,
        source: PHE_PKU_TARGET,
      },
      { locale: 'any', sex: 'any', ageMin: 0, low: null, high: 360, source: PHE_PKU_TARGET },
    ],
    // Pregnant now: the clinic today, never "contraception until it is in range" (forty-fourth clinician review,
    // en S1: 7 weeks pregnant with a Phe of 840).
    bands: [
      {
        flag: 'high',
        pregnancy: true,
        from: 360,
        label: { zh: '偏高（孕期）', en: 'high (in pregnancy)' },
        meaning: {
          zh: '孕期高于360 μmol/L（6 mg/dL）：高于苯丙酮尿症孕期的目标（120–360 μmol/L），会伤害正在发育的宝宝（母源性苯丙酮尿症）。今天就联系代谢门诊（遗传代谢专科），不要等到下次复诊，由他们调整天然蛋白和蛋白替代品、安排每周复查；不吃阿斯巴甜，并告诉产科医生。',
          en: 'Above 360 µmol/L (6 mg/dL) in pregnancy: above the PKU target in pregnancy (120–360 µmol/L), and it harms the developing baby (maternal PKU). Contact your metabolic clinic today — do not wait for the next appointment — to adjust natural protein and protein substitute and check it weekly; no aspartame; tell your obstetrician too.',
        },
        source: PHE_PKU_TARGET,
      },
    ],
    meaning: {
      high: {
        zh: '高于360 μmol/L（6 mg/dL）：高于苯丙酮尿症在备孕和孕期的目标（120–360 μmol/L）。受孕时和孕期苯丙氨酸高会伤害胎儿：请这周就联系代谢门诊（遗传代谢专科），在代谢门诊确认达标之前采取可靠的避孕措施；天然蛋白按代谢门诊的处方吃，不要多吃蛋白质，不吃阿斯巴甜。',
        en: 'Above 360 µmol/L (6 mg/dL): above the PKU target before conception and in pregnancy (120–360 µmol/L). A high phenylalanine at conception and in pregnancy harms the baby: contact your metabolic clinic this week, and use reliable contraception until they confirm it is in range; keep natural protein to their prescription — no extra protein — and avoid aspartame.',
      },
      normal: {
        zh: '不高于360 μmol/L：在苯丙酮尿症的目标上限以内（备孕和孕期目标120–360 μmol/L）；你自己的目标由代谢门诊定。',
        en: 'Not above 360 µmol/L: within the PKU target ceiling (120–360 µmol/L before conception and in pregnancy); your own target is your metabolic clinic’s.',
      },
    },
    source: PHE_PKU_TARGET,
  },
] as const satisfies readonly LabMarkerRow[];

export type LabMarkerKey = (typeof LAB_MARKERS)[number]['key'];
export type LabMarker = LabMarkerRow & { key: LabMarkerKey };

/**
 * Terms printed on reports that contain a marker alias but are a different test (urine glucose,
 * transferrin, glycated albumin…). They take part in longest-match and resolve to nothing.
 */
export const LAB_STOP_TERMS: readonly string[] = [
  // A blood gas's carbon dioxide pressure is not the chemistry panel's total CO2 (bicarbonate).
  'pCO2',
  'PaCO2',
  'PvCO2',
  '二氧化碳分压',
  '动脉血二氧化碳分压',
  // Vitamin B6 measured as pyridoxal 5'-phosphate holds "phosphate" in its name: never serum phosphate
  // (forty-fifth clinician review, en M3: "Vitamin B6 (Pyridoxal 5-Phosphate) 3.1 ng/mL" became a low phosphate).
  "Pyridoxal 5'-phosphate",
  'Pyridoxal 5-phosphate',
  'Pyridoxal-5-phosphate',
  'Pyridoxal phosphate',
  'Vitamin B6 (Pyridoxal 5-Phosphate)',
  "Vitamin B6 (Pyridoxal 5'-Phosphate)",
  '磷酸吡哆醛',
  '5-磷酸吡哆醛',
  // A two-hour (C2) ciclosporin level has other targets than the trough (C0).
  'CsA C2',
  'CsA-C2',
  '环孢素C2',
  '环孢素峰浓度',
  'Cyclosporine C2',
  'Ciclosporin C2',
  // Plasma amino acids hold 血氨 (blood ammonia) in their name.
  '血氨基酸',
  // A free (unbound) phenytoin level has its own range (1–2 mg/L), not the total's.
  'Free phenytoin',
  'Free phenytoin level',
  'Phenytoin, free',
  'Phenytoin free',
  'Unbound phenytoin',
  '游离苯妥英',
  '游离苯妥英浓度',
  // Platelet indices are other tests than the count.
  '平均血小板体积',
  '血小板分布宽度',
  '血小板压积',
  '大型血小板比率',
  'Mean platelet volume',
  'Platelet distribution width',
  'MPV',
  'PDW',
  'P-LCR',
  'Plateletcrit',
  // PTH-related peptide is another test (hypercalcaemia of malignancy), not parathyroid hormone.
  'PTHrP',
  'PTH-rP',
  '甲状旁腺激素相关蛋白',
  '甲状旁腺激素相关肽',
  '尿白细胞',
  '白细胞酯酶',
  '白细胞介素',
  '白细胞分类',
  '中性粒细胞百分比',
  '中性粒细胞比率',
  '中性粒细胞比例',
  '中性粒细胞%',
  'NEUT%',
  'NEU%',
  'Neutrophils %',
  'Neutrophil %',
  'Neutrophils, percent',
  'Urine WBC',
  'Leukocyte esterase',
  '转铁蛋白',
  '总铁结合力',
  'TIBC',
  '尿葡萄糖',
  '尿糖',
  '尿肌酐',
  '尿尿酸',
  '尿钙',
  '尿素氮/肌酐',
  '糖化白蛋白',
  '前白蛋白',
  '白蛋白/球蛋白',
  '白球比',
  '非高密度脂蛋白胆固醇',
  'non-HDL-C',
  'non-HDL',
  '餐后血糖',
  '随机血糖',
  '游离T3',
  'FT3',
  '总甲状腺素',
  'TT4',
  '红细胞叶酸',
  'RBC folate',
  '平均红细胞血红蛋白',
  '平均红细胞血红蛋白浓度',
  'MCH',
  'MCHC',
  '尿素/肌酐',
  '肌酐清除率',
  'Creatinine clearance',
  'Total iron binding capacity',
  'Iron binding capacity',
  'Urine glucose',
  '离子钙',
  'Ionized calcium',
  'iCa',
  // The heart fraction of CK is a different test from total CK.
  '肌酸激酶同工酶',
  '肌酸激酶MB',
  '肌酸激酶-MB',
  'CK-MB',
  'CKMB',
  'CK-MB mass',
];
