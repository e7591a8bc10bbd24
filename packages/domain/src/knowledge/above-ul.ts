import type { Bilingual, Locale, Source } from '../contracts/common';
import { pick } from '../contracts/common';
import { SUPPLEMENT_PERIOD_DAYS, type SupplementCourse } from '../contracts/answer-values';

/**
 * A daily amount above the tolerable upper intake level (UL), said with how many times the UL it is
 * (tenth clinician review, en P1 findings 1–2: vitamin D 50,000 IU "one a day" — 12.5 times the UL —
 * was read as a lab value, and the plan review only asked the doctor "to confirm the daily total").
 * Used by the chat's dose answer (assistant/intents/stated-dose.ts) and the plan's product review
 * (review/index.ts), so the two say one thing. `{amount}`, `{ul}`, `{multiple}` and `{perDose}` are
 * filled in by `fillAboveUl`.
 */

const DRI_UL: Source = {
  ref: 'Institute of Medicine, Dietary Reference Intakes: tolerable upper intake levels for vitamins and elements (vitamin D: 2011); 中国居民膳食营养素参考摄入量（2023版）可耐受最高摄入量',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK56068/',
};

const VITAMIN_D_TOXICITY: Source = {
  ref: 'Institute of Medicine, Dietary Reference Intakes for Calcium and Vitamin D (2011), ch. 6 (the adult UL and toxicity: hypercalcaemia, hypercalciuria, kidney damage); Holick MF et al., Endocrine Society Clinical Practice Guideline, J Clin Endocrinol Metab 2011, 96:1911–1930 (the high strengths as a once-weekly treatment course of 8 weeks)',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK56070/',
};

/**
 * A vitamin D strength at or above this (500 µg = 20,000 IU) per capsule is a loading strength: the
 * guideline courses give it once or twice a week, never daily (Endocrine Society 2011; NICE CKS 2022).
 */
export const VITAMIN_D_LOADING_STRENGTH_UG = 500;
/**
 * 250 µg (10,000 IU) a day: the top of the daily repletion doses for a low 25-OH D (Endocrine Society
 * 2011, Holick et al., JCEM 96:1911: 6,000 IU a day, 6,000–10,000 IU with malabsorption or interfering
 * medicines). Above the UL but within it, with a low level, a daily vitamin D is the doctor's to set.
 */
export const VITAMIN_D_REPLETION_MAX_UG = 250;
/**
 * 25-OH vitamin D deficiency, nmol/L (Endocrine Society 2011: < 20 ng/mL): below it a dose above the UL
 * and within the repletion maximum is the doctor's treatment, not cut to the UL (blind answer round 25).
 */
export const LOW_VITAMIN_D_NMOL = 50;

/**
 * A vitamin D this small a day (1,000 IU, a calcium tablet's) taken weekly or beside a weekly course is no course of its
 * own: the plan's review and the chat's dose answer read a course only above it.
 */
export const SMALL_DAILY_VITAMIN_D_UG = 25;

/**
 * A vitamin D strength taken once a week or a month, with a lab-proven deficiency: a repletion course or a maintenance
 * dose, never "stop taking this product daily" (forty-ninth clinician review, en S8: Uprise D3 60K every Sunday for
 * a 25-OH D of 9 ng/mL was counted as 60,000 IU a day). Said by the plan's review and the chat alike.
 */
export function vitaminDCourseText(perDoseIu: number, every: SupplementCourse, locale: Locale): string {
  const dose = Math.round(perDoseIu).toLocaleString('en-US');
  const daily = Math.round(perDoseIu / SUPPLEMENT_PERIOD_DAYS[every]).toLocaleString('en-US');
  const text: Bilingual =
    every === 'week'
      ? {
          zh: `**每周一次 ${dose} 国际单位的维生素D，是化验证实缺乏时常用的补充疗程（平均每天约 ${daily} 国际单位）：按医生定的疗程吃——一般8周（共8次），之后改成较小的维持量（例如每月一次60,000国际单位，或每天1000–2000国际单位），大约3个月后复查25-羟基维生素D和血钙；什么时候停、之后怎么吃，请问开药的医生。** 不要比医生说的吃得更勤，也不要另外再加高剂量的维生素D。`,
          en: `**${dose} IU of vitamin D once a week is a standard course for a lab-proven deficiency (about ${daily} IU a day on average): keep to the course your doctor set — usually 8 weeks (8 doses) — then a lower maintenance dose (for example 60,000 IU once a month, or 1,000–2,000 IU a day), with 25-OH vitamin D and calcium rechecked after about 3 months; ask the prescriber when to stop and what comes next.** Do not take it more often than prescribed, and add no other high-dose vitamin D.`,
        }
      : {
          zh: `**每月一次 ${dose} 国际单位的维生素D，平均每天约 ${daily} 国际单位，是常用的维持量：按医生说的继续吃，按医生安排复查25-羟基维生素D和血钙。** 不要比医生说的吃得更勤，也不要另外再加高剂量的维生素D。`,
          en: `**${dose} IU of vitamin D once a month is about ${daily} IU a day on average, a usual maintenance dose: keep taking it as your doctor said, and have 25-OH vitamin D and calcium rechecked as they plan.** Do not take it more often than prescribed, and add no other high-dose vitamin D.`,
        };
  return pick(text, locale);
}

export const VITAMIN_D_COURSE_SOURCE: Source = {
  ref: 'Holick MF et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911 (adults: 50,000 IU once a week for 8 weeks, or 6,000 IU a day, then maintenance 1,500–2,000 IU a day); NICE CKS Vitamin D deficiency in adults (loading regimens up to about 300,000 IU over 6–10 weeks, then maintenance; recheck when indicated) — cited from memory',
  url: 'https://doi.org/10.1210/jc.2011-0385',
};

export const ABOVE_UL_RULES = {
  /** The chat: a daily amount the person proposes above the UL (the answer's advice follows it). */
  'daily-above-ul': {
    text: {
      zh: '**不行：你说的每天 {amount}，远远超过可耐受最高摄入量（UL，每天 {ul}），是它的 {multiple} 倍。**',
      en: '**No: {amount} a day is far above the tolerable upper intake level (UL) of {ul} a day — {multiple} times it.**',
    },
    source: DRI_UL,
  },
  /** The chat: a vitamin D loading strength taken every day. */
  'vitd-loading-strength-daily': {
    text: {
      zh: '{perDose} 是每周一次（负荷疗程）用的规格，不是每天吃的量。每天吃，维生素D会在体内蓄积，引起血钙过高（恶心、口渴、乏力、意识混乱）和肾脏损害；有肾病、年纪大的人风险更高。**不要每天吃它。** 你的维生素D按你化验的结果和方案里的剂量来；需不需要负荷疗程、吃几周，只能由医生在化验后决定。',
      en: '{perDose} is a once-a-week (loading course) strength, not a daily one. Taken every day, vitamin D builds up and causes high blood calcium (nausea, thirst, weakness, confusion) and kidney damage, more so with kidney disease and in older age. **Do not take it daily.** Your vitamin D goes by your own blood test and your plan’s dose; whether you need a loading course, and for how many weeks, only your doctor decides after a blood test.',
    },
    source: VITAMIN_D_TOXICITY,
  },
  /** The plan's product review: a product that alone or with the others goes above the UL every day. */
  'review-stop-daily': {
    text: {
      zh: '**请停止每天服用本品：**每天 {amount} 超过自行补充上限（UL {ul}），是它的 {multiple} 倍。',
      en: '**Stop taking this product daily:** {amount} a day is above the upper limit (UL) of {ul} — {multiple} times it.',
    },
    source: DRI_UL,
  },
  /** The plan's product review: a vitamin D loading strength listed as taken daily. */
  'review-vitd-loading-strength': {
    text: {
      zh: '{perDose} 这种规格是医生开的每周一次的负荷剂量，每天吃会引起血钙过高和肾脏损害。',
      en: 'A {perDose} strength is a once-a-week loading dose a doctor prescribes; taken daily it causes high blood calcium and kidney damage.',
    },
    source: VITAMIN_D_TOXICITY,
  },
  /**
   * The plan's product review: a vitamin D loading strength marked prescribed and listed as daily — the
   * prescription is almost always weekly, so never "keep taking it as prescribed" (fourteenth clinician
   * review, en P5 #4: "the doctor gave me 50,000 … every day").
   */
  'review-vitd-loading-prescribed-daily': {
    text: {
      zh: '**{perDose} 是医生开的每周一次（负荷疗程）的规格，几乎从来不是每天吃：**按每天吃算是 {amount}，是可耐受最高摄入量（UL {ul}）的 {multiple} 倍，会引起血钙过高和肾脏损害。请今天就看一下处方或药盒上的用法，或打电话问药房、开药的医生；确认之前不要每天吃。',
      en: '**A {perDose} strength is a once-a-week loading dose a doctor prescribes — almost never a daily one:** taken daily it is {amount} a day, {multiple} times the upper limit (UL) of {ul}, and causes high blood calcium and kidney damage. Check the label or the prescription today, or call the pharmacy or the prescriber; do not take it every day until they confirm.',
    },
    source: VITAMIN_D_TOXICITY,
  },
} as const satisfies Record<string, { text: Bilingual; source: Source }>;
export type AboveUlRuleId = keyof typeof ABOVE_UL_RULES;

/** How many times the UL, as said: one decimal below 10 (2.5), whole numbers above (13), 12.5 kept. */
export function ulMultiple(total: number, ul: number): string {
  const x = total / ul;
  const r = Math.round(x * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
}

/** A row's text in the locale with its blanks filled. */
export function fillAboveUl(
  id: AboveUlRuleId,
  locale: Locale,
  values: { amount?: string; ul?: string; multiple?: string; perDose?: string },
): string {
  return pick(ABOVE_UL_RULES[id].text, locale).replace(
    /\{(amount|ul|multiple|perDose)\}/g,
    (_, k: keyof typeof values) => values[k] ?? '',
  );
}
