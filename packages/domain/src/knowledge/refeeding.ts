/**
 * Refeeding risk (NICE CG32, 2006, updated 2017, §6.6): eating more after a long time of eating little
 * can make potassium, phosphate and magnesium fall dangerously in the first days, with fluid overload and
 * heart failure. The fifth clinician review of 2026-11-25 (en P1: BMI 15.1 in week 2 of refeeding, low
 * phosphate, potassium and magnesium) found the plan giving a maintenance energy figure, a magnesium
 * product and, in the chat, potassium tablets from the shop.
 *
 * High risk, as NICE CG32 lists it: one of BMI < 16 or low potassium, phosphate or magnesium before
 * feeding. The electrolyte criterion is applied here only with a BMI under 18.5: a low potassium on a
 * diuretic at a normal weight is not refeeding.
 */
import type { Bilingual, Source } from '../contracts/common';

export const REFEEDING_SOURCE: Source = {
  ref: 'NICE CG32 Nutrition support for adults (2006, updated 2017), recommendations 1.6.1–1.6.2 (high refeeding risk: BMI < 16, unintentional weight loss > 15 % in 3–6 months, little or no intake > 10 days, or low potassium, phosphate or magnesium before feeding; electrolytes checked and replaced by the team; thiamine 200–300 mg daily, vitamin B compound strong and a multivitamin before and for the first 10 days of feeding); da Silva JSV et al. ASPEN consensus recommendations for refeeding syndrome, Nutr Clin Pract 2020;35:178–195 (thiamine before feeding and for 5–7 days); MARSIPAN: Management of Really Sick Patients with Anorexia Nervosa, RCPsych CR189 (2014)',
  url: 'https://www.nice.org.uk/guidance/cg32',
};

/** NICE CG32's BMI for high refeeding risk on its own. */
export const REFEEDING_BMI_BELOW = 16;
/** The BMI under which a low electrolyte is read as refeeding risk (the adult underweight cut-off). */
export const REFEEDING_LOW_ELECTROLYTE_BMI_BELOW = 18.5;
export const REFEEDING_ELECTROLYTES = ['serumPotassium', 'serumPhosphate', 'serumMagnesium'] as const;

export interface RefeedingRisk {
  /** The low electrolytes among the labs, by marker key. */
  low: string[];
}

/** High refeeding risk by NICE CG32, or null. */
export function refeedingRiskOf(
  bmi: number,
  markers: readonly { key: string; flag: string }[] | undefined,
): RefeedingRisk | null {
  const low = (markers ?? [])
    .filter((m) => (REFEEDING_ELECTROLYTES as readonly string[]).includes(m.key) && m.flag === 'low')
    .map((m) => m.key);
  if (bmi < REFEEDING_BMI_BELOW) return { low };
  if (bmi < REFEEDING_LOW_ELECTROLYTE_BMI_BELOW && low.length > 0) return { low };
  return null;
}

export const REFEEDING_TEXT: { base: Bilingual; lowLabs: Bilingual; energy: Bilingual } = {
  energy: {
    zh: '（这是维持现在体重的估计，不是你该吃的量：增重需要更多，请按治疗团队定的能量吃）',
    en: ' (what keeps today’s weight, not what you should eat: regaining weight needs more, so eat to the figure your care team sets)',
  },
  base: {
    zh: '体重很低、吃得少了一段时间后，开始多吃时（再喂养）要由医生或营养师安排：头几天血钾、血磷、血镁可能降得很快，严重时会影响心脏。如果治疗团队已经给你定了每天的能量，请按团队的数字吃，不要按本方案的数字减少：本方案的能量只是维持现在体重的估计，增重需要更多。钾、磷、镁由团队按化验开具和复查，不要自己买来吃；开始多吃之前和头10天左右，团队通常还会开维生素B1（硫胺素）和复合维生素，没开的请问团队。脚踝肿、心跳很快、躺下就喘、意识模糊或抽筋，请当天就医。',
    en: 'After a long time of eating little at a very low weight, eating more again (refeeding) needs a doctor or dietitian: in the first days potassium, phosphate and magnesium can fall fast, and badly enough to affect the heart. If your care team has set your daily calories, eat to their figure and never less because of this plan: the plan’s energy is only an estimate of what keeps today’s weight, and regaining weight needs more. Potassium, phosphate and magnesium are given and rechecked by the team from your blood tests: do not buy them yourself; before and for about the first 10 days of eating more, the team usually also prescribes thiamine (vitamin B1) and a multivitamin — if yours has not, ask them. Swollen ankles, a racing heart, breathlessness lying down, confusion or cramps need a doctor the same day.',
  },
  lowLabs: {
    zh: '你的化验已经有{labs}偏低：请今天就联系治疗团队或就医，由他们决定如何补充。',
    en: 'Your blood tests already show low {labs}: contact your care team or a doctor today, who decide how to replace them.',
  },
};

/** Nutrients the team gives during refeeding: never a product of the plan's choosing. */
export const REFEEDING_PRESCRIBED = ['potassium', 'magnesium'] as const;

export const REFEEDING_PRESCRIBED_TEXT: Bilingual = {
  zh: '再喂养风险高：{nutrient}由治疗团队按化验开具和复查，方案不推荐自行购买{nutrient}补充剂',
  en: 'High refeeding risk: {nutrient} is given and rechecked by your care team from your blood tests, so no {nutrient} product is chosen here',
};
