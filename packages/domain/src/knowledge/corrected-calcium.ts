import type { Bilingual, Source } from '../contracts/common';

/**
 * A total calcium beside a low albumin is read corrected for the albumin (Payne 1973): about 0.02 mmol/L
 * of calcium per g/L of albumin under 40 is bound calcium the blood lacks, not a lack of calcium. A
 * calcium of 2.02 with an albumin of 34 is 2.14 corrected — normal, and no calcium supplement for it;
 * 2.68 with an albumin of 32 is 2.84 — higher than it looks (twenty-sixth clinician review, zh minor 1).
 */
export const CORRECTED_CALCIUM = {
  /** The albumin (g/L) under which the correction is made and said. */
  albuminBelow: 40,
  /** mmol/L of calcium per g/L of albumin under 40. */
  perGram: 0.02,
  text: {
    zh: '白蛋白{albumin} g/L偏低，按白蛋白校正后的血钙约为{corrected} mmol/L（校正钙 = 实测钙 + 0.02 ×（40 − 白蛋白）），按校正值判断；最准的是查离子钙，由医生判断。',
    en: 'With an albumin of {albumin} g/L (low), the calcium corrected for albumin is about {corrected} mmol/L (corrected calcium = measured + 0.02 × (40 − albumin)), and it is read by that figure; an ionised calcium is the most accurate, for your doctor to judge.',
  } satisfies Bilingual,
  source: {
    ref: 'Payne RB, Little AJ, Williams RB, Milner JR. Interpretation of serum calcium in patients with abnormal serum proteins. BMJ 1973;4:643–646 (adjusted calcium = measured calcium + 0.02 × (40 − albumin g/L))',
    url: 'https://doi.org/10.1136/bmj.4.5893.643',
  } satisfies Source,
} as const;

/**
 * A total phenytoin level beside a low albumin reads low: phenytoin is about 90 % bound to albumin, so with less
 * albumin more of it is free and active. The Sheiner–Tozer estimate (normal kidney function): corrected = measured ÷
 * (0.2 × albumin g/dL + 0.1). Forty-first clinician review, en M1: 6.8 mg/L with an albumin of 28 g/L is about 10.3,
 * inside the range — read as low, a dose could be raised into toxicity (non-linear kinetics).
 */
export const CORRECTED_PHENYTOIN = {
  /** The albumin (g/L) under which the estimate is said. */
  albuminBelow: 35,
  text: {
    zh: '白蛋白{albumin} g/L偏低：苯妥英大多和白蛋白结合，白蛋白低时总浓度会显得偏低，按白蛋白估算的校正浓度约为{corrected} mg/L（Sheiner–Tozer公式，肾功能正常时）。调整剂量前请医生参考这个估算或查游离苯妥英浓度，不要因为总浓度偏低就自己加量。',
    en: 'With an albumin of {albumin} g/L (low), the total phenytoin level reads low — most phenytoin is bound to albumin — and the level corrected for albumin is about {corrected} mg/L (Sheiner–Tozer estimate, with normal kidney function). Before any dose change the doctor weighs that estimate or checks a free phenytoin level; do not raise the dose because the total level reads low.',
  } satisfies Bilingual,
  source: {
    ref: 'Winter ME. Basic Clinical Pharmacokinetics (phenytoin: Sheiner–Tozer adjustment, corrected concentration = measured ÷ (0.2 × albumin g/dL + 0.1)) — cited from memory; Dilantin (phenytoin) US prescribing information, Clinical Pharmacology (protein binding; free levels in hypoalbuminaemia)',
  } satisfies Source,
} as const;
