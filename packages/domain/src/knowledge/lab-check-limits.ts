import type { Source } from '../contracts/common';
import { CLOZAPINE_LEVEL_SOURCE, INR_WARFARIN_SOURCE, LANOXIN_PI, type LabMarkerKey } from './lab-markers';
import { NEUTROPENIA_SOURCE } from './neutropenia';

/**
 * Check limits for the lab review (issue 18.4): a value beyond one of them is either misread (a lost
 * decimal point, "12" for 1.2; the wrong unit picked) or a result that needs a doctor soon. The review
 * highlights it and asks the person to compare it with the report before the plan uses it; they are
 * not reference ranges and never flag a value.
 *
 * Where a published limit exists it is used: the critical limits laboratories phone to clinicians
 * (Kost 1990, mean limits of US medical centres) and guideline thresholds for the extreme range.
 * Elsewhere the check rule applies: {@link CHECK_RULE_FACTOR} times beyond the widest reference range of
 * the marker, because a misplaced decimal point moves a value tenfold and clinical values seldom sit
 * that far out. All limits are in the marker's canonical unit (lab-markers.ts).
 */

export interface CheckLimit {
  value: number;
  /** The limit itself is beyond it (INR 5 or more, not above 5). */
  inclusive?: true;
  source: Source;
}

export interface CheckLimits {
  low?: CheckLimit;
  high?: CheckLimit;
}

/** How far beyond the widest reference range the check rule sets a limit (see above). */
export const CHECK_RULE_FACTOR = 5;

export const CHECK_RULE_SOURCE: Source = {
  ref: 'AI Nutritionist lab review check rule (docs/product-rules.md, Lab review): a value more than 5 times above the top, or below a fifth of the bottom, of the widest reference range of this marker is checked against the report before it is used (a misplaced decimal point moves a value tenfold)',
};

const KOST_1990: Source = {
  ref: 'Kost GJ. Critical limits for urgent clinician notification at US medical centers. JAMA 1990;263(5):704–707 (mean low and high critical limits)',
  url: 'https://doi.org/10.1001/jama.1990.03440050098042',
};
const ES_HTG_2012: Source = {
  ref: 'Berglund L et al. Evaluation and treatment of hypertriglyceridemia: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2012;97(9):2969 — severe hypertriglyceridaemia from 1000 mg/dL (11.2 mmol/L), risk of pancreatitis',
  url: 'https://doi.org/10.1210/jc.2011-3213',
};
const EAS_HOFH_2014: Source = {
  ref: 'Cuchel M et al. Homozygous familial hypercholesterolaemia: a consensus statement of the European Atherosclerosis Society. Eur Heart J 2014;35:2146 — untreated LDL-C > 13 mmol/L (500 mg/dL)',
  url: 'https://doi.org/10.1093/eurheartj/ehu274',
};
const NIH_VITD_TOXICITY: Source = {
  ref: 'NIH ODS Vitamin D fact sheet for health professionals, Health risks from excessive vitamin D: toxicity is associated with serum 25(OH)D above 375 nmol/L (150 ng/mL)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
};
const EASL_HFE_2022: Source = {
  ref: 'EASL Clinical Practice Guidelines on haemochromatosis. J Hepatol 2022;77:479 — serum ferritin above 1000 µg/L: assess for advanced liver fibrosis',
  url: 'https://doi.org/10.1016/j.jhep.2022.03.033',
};
const KDIGO_G5: Source = {
  ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, GFR category G5: eGFR < 15 mL/min/1.73 m² (kidney failure)',
  url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
};
const ACG_LIVER_2017: Source = {
  ref: 'Kwo PY et al. ACG clinical guideline: evaluation of abnormal liver chemistries. Am J Gastroenterol 2017;112:18 — ALT/AST above 5 × the upper reference limit is a moderate to severe elevation needing prompt evaluation',
  url: 'https://doi.org/10.1038/ajg.2016.517',
};
/** CK above 10 times the upper limit of the widest adult range (WS/T 404.7: men 310 U/L). */
const CK_TEN_TIMES: Source = {
  ref: '2018 AHA/ACC Guideline on the Management of Blood Cholesterol (Grundy SM et al. Circulation 2019;139:e1082): CK above 10 times the upper limit of normal is severe muscle injury; the limit here is 10 × 310 U/L, the widest adult upper limit (WS/T 404.7-2015, men)',
  url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000000625',
};
const TSAT_DEFINITION: Source = {
  ref: 'Transferrin saturation = serum iron ÷ total iron-binding capacity × 100: it cannot exceed 100 %',
};

const kost = (value: number): CheckLimit => ({ value, source: KOST_1990 });

/**
 * Published limits by marker; a side not given here comes from the check rule. `null` turns the check
 * off for that side, where values far out are common and carry their own meaning (a suppressed TSH in
 * hyperthyroidism; hs-CRP during an infection).
 */
export const LAB_CHECK_LIMITS: Partial<
  Record<LabMarkerKey, { low?: CheckLimit | null; high?: CheckLimit | null }>
> = {
  fastingGlucose: { low: kost(2.6), high: kost(26.9) },
  serumPotassium: { low: kost(2.8), high: kost(6.2) },
  serumSodium: { low: kost(120), high: kost(158) },
  serumCalcium: { low: kost(1.65), high: kost(3.22) },
  serumMagnesium: { low: kost(0.41), high: kost(2.02) },
  hemoglobin: { low: kost(66), high: kost(199) },
  // Kost lists urea nitrogen 37.1 mmol/L (104 mg/dL); urea in mmol/L is the same molar amount.
  urea: { high: kost(37.1) },
  creatinine: { high: kost(654) },
  uricAcid: { high: kost(773) },
  triglycerides: { high: { value: 11.2, source: ES_HTG_2012 } },
  ldlCholesterol: { high: { value: 13, source: EAS_HOFH_2014 } },
  vitaminD25OH: { high: { value: 375, source: NIH_VITD_TOXICITY } },
  ferritin: { high: { value: 1000, source: EASL_HFE_2022 } },
  egfr: { low: { value: 15, source: KDIGO_G5 } },
  alt: { high: { value: 5 * 50, source: ACG_LIVER_2017 } },
  ast: { high: { value: 5 * 40, source: ACG_LIVER_2017 } },
  transferrinSaturation: { high: { value: 100, source: TSAT_DEFINITION } },
  tsh: { low: null },
  // Above 2.0 ng/mL digoxin toxicity is usual (Lanoxin PI §5.3): the prescriber today, not a misreading.
  digoxin: { low: null, high: { value: 2.0, source: LANOXIN_PI } },
  // From the 1,000 ng/mL alert level clozapine toxicity is real (AGNP 2018): the psychiatrist today.
  clozapine: { low: null, high: { value: 1000, source: CLOZAPINE_LEVEL_SOURCE } },
  // An INR of 5 or more is a bleeding risk for the same day, on warfarin or not (twenty-sixth clinician
  // review; CHEST 2012); a low INR carries no risk to check.
  inr: { low: null, high: { value: 5, inclusive: true, source: INR_WARFARIN_SOURCE } },
  hsCrp: { high: null },
  // A CK far above the range is real more often than misread (muscle injury): a doctor the same day
  // from 10 × the upper limit; a low CK carries no risk to check.
  ck: { low: null, high: { value: 3100, source: CK_TEN_TIMES } },
  // Kost 1990 lists white cells 2.0 and 37.0 ×10⁹/L (mean critical limits; cited from memory);
  // neutrophils under 0.5 ×10⁹/L are severe neutropenia (CTCAE v5.0 grade 4), the same day.
  wbc: { low: kost(2.0), high: kost(37.0) },
  neutrophils: { low: { value: 0.5, source: NEUTROPENIA_SOURCE } },
  // G6PD activity is inherited, not a value of the day: a very low one is the deficiency itself, never "today"
  // (forty-seventh clinician review, zh M10: 1.1 U/g Hb was "beyond the critical limit, see a doctor today").
  g6pdActivity: { low: null },
  g6pdRatio: { low: null },
};

const HYPOURICAEMIA: Source = {
  ref: 'Nakayama A et al. Clinical practice guideline for renal hypouricemia (1st edition). Hum Cell 2019;32:83–87 — hypouricaemia is a serum urate of 2.0 mg/dL (119 µmol/L) or less; the floor here is a fifth of it (the check rule factor)',
  url: 'https://doi.org/10.1007/s13577-019-00239-3',
};
const HYPOLIPIDAEMIA: Source = {
  ref: 'Elmehdawi R. Hypolipidemia: a word of caution. Libyan J Med 2008;3:84–90 — hypolipidaemia is a total cholesterol under 120 mg/dL (3.1 mmol/L) or an LDL cholesterol under 50 mg/dL (1.3 mmol/L); the floor here is a fifth of it (the check rule factor)',
  url: 'https://doi.org/10.4176/071221',
};
const TG_FLOOR: Source = {
  ref: 'AI Nutritionist chat reading rule (docs/product-rules.md, Assistant): fasting triglycerides below 0.1 mmol/L (about 9 mg/dL) are not seen outside rare inherited disorders such as abetalipoproteinaemia, so a number typed without a unit is not read as one',
};

/**
 * Floors for a number typed in the chat WITHOUT a unit, on markers whose ranges have no lower limit (so
 * the check rule gives none): "甘油三酯2.3", "my uric acid is 8.9". Below the floor a reading in that unit
 * is not a result anyone is likely to hold, so where exactly one unit's reading stays above its floor the
 * number is read in that unit, and the answer says which (blind answer round 20, zh-129 and en-144: both
 * were asked "which unit?"). Never used by the report review, which reads printed units.
 */
export const UNITLESS_FLOORS: Partial<Record<LabMarkerKey, CheckLimit>> = {
  uricAcid: { value: 24, source: HYPOURICAEMIA },
  totalCholesterol: { value: 0.62, source: HYPOLIPIDAEMIA },
  ldlCholesterol: { value: 0.26, source: HYPOLIPIDAEMIA },
  triglycerides: { value: 0.1, source: TG_FLOOR },
};
