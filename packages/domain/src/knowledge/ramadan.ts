/**
 * Fasting in Ramadan (twelfth clinician review: zh P3 马师傅 on glibenclamide, metformin and 安博诺 with a
 * creatinine of 118 μmol/L; en P1 Tariq on gliclazide, metformin and insulin glargine with CKD G3a). The
 * sources and the plan's sentences, one per rule; conditions/ramadan.ts puts those that apply to the
 * person in the plan's `ramadan` finding, and the chat's rows (assistant/faq/rows-ramadan.ts) cite the same
 * sources.
 */
import type { Bilingual, Source } from '../contracts/common';

export const RAMADAN_SOURCES = {
  idfDar: {
    ref: 'International Diabetes Federation and DAR International Alliance. Diabetes and Ramadan: Practical Guidelines 2021 (risk stratification and the pre-Ramadan assessment 6–8 weeks before; break the fast below 3.9 mmol/L or 70 mg/dL, above 16.7 mmol/L or 300 mg/dL, or when unwell; glibenclamide not recommended; sulfonylurea, insulin and metformin changes with the care team; the Ramadan nutrition plan; chapter numbers cited from memory)',
    url: 'https://www.idf.org/our-activities/education/diabetes-and-ramadan/healthcare-professionals.html',
  },
  kdigoSickDay: {
    ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease (diuretics and RAS blockers when fluid intake falls are reviewed with the care team; section cited from memory)',
    url: 'https://kdigo.org/guidelines/ckd-evaluation-and-management/',
  },
} as const satisfies Record<string, Source>;

/** Medicine classes that lower glucose (any one makes the diabetes rows apply). */
export const GLUCOSE_LOWERING_CLASSES = [
  'sulfonylurea',
  'insulin',
  'biguanide',
  'meglitinide',
  'sglt2_inhibitor',
  'dpp4_inhibitor',
  'glp1_agonist',
  'thiazolidinedione',
  'alpha_glucosidase_inhibitor',
] as const;

/** Classes whose lows make fasting moderate-to-high risk (IDF-DAR 2021 risk stratification). */
export const RAMADAN_HYPO_CLASSES = ['sulfonylurea', 'insulin', 'meglitinide'] as const;

/** Diuretic classes: a day without water dehydrates (with kidney disease, a risk to the kidneys). */
export const RAMADAN_DIURETIC_CLASSES = [
  'thiazide_diuretic',
  'loop_diuretic',
  'potassium_sparing_diuretic',
] as const;

export interface RamadanRule {
  id:
    | 'ramadan.diabetes-review'
    | 'ramadan.glibenclamide'
    | 'ramadan.dose-changes'
    | 'ramadan.metformin'
    | 'ramadan.break-fast'
    | 'ramadan.diuretic'
    | 'ramadan.food';
  text: Bilingual;
  source: Source;
}

const S = RAMADAN_SOURCES;

/** One row per rule, in the order the finding says them. */
export const RAMADAN_RULES: readonly RamadanRule[] = [
  {
    id: 'ramadan.diabetes-review',
    text: {
      zh: '有糖尿病想封斋，请在斋月前6–8周先找糖尿病医生评估：吃磺脲类药或打胰岛素的人属于中到高风险（肾功能下降、血糖控制差时更高），能不能封斋、药怎么调由医生判断。',
      en: 'With diabetes, see your diabetes team 6–8 weeks before Ramadan: on a sulfonylurea or insulin fasting is moderate to high risk (higher with reduced kidney function or poor control), and they judge whether you can fast and how your medicines change.',
    },
    source: S.idfDar,
  },
  {
    id: 'ramadan.glibenclamide',
    text: {
      zh: '格列本脲（优降糖）引起的低血糖最多、最持久，斋月指南不建议封斋时用，通常要换药——换不换、换成什么由医生决定，不要自己换。',
      en: 'Glibenclamide (glyburide) causes the most frequent and longest lows, and the Ramadan guidelines advise against it while fasting; it is usually switched — whether and to what is your doctor’s decision, not yours.',
    },
    source: S.idfDar,
  },
  {
    id: 'ramadan.dose-changes',
    text: {
      zh: '磺脲类药（如格列齐特）和胰岛素在斋月里通常要改时间、减剂量（比如早上那次改到开斋时、封斋前那次减量），具体剂量只能由医生定。',
      en: 'A sulfonylurea (such as gliclazide) and insulin usually change in timing and dose in Ramadan (for example the morning dose moves to iftar and the suhoor dose is reduced); only your doctor can set the new doses.',
    },
    source: S.idfDar,
  },
  {
    id: 'ramadan.metformin',
    text: {
      zh: '二甲双胍一般跟开斋饭和封斋饭一起吃，怎么分由医生定。',
      en: 'Metformin is usually taken with iftar and suhoor, split as your doctor says.',
    },
    source: S.idfDar,
  },
  {
    id: 'ramadan.break-fast',
    text: {
      zh: '封斋期间每天测血糖（测血糖不算破斋）：低于3.9 mmol/L（70 mg/dL）、高于16.7 mmol/L（300 mg/dL），或出现心慌、手抖、出冷汗、头晕等不舒服，要立刻开斋并处理，不要坚持到日落。',
      en: 'Check your glucose during the fast every day (a finger-prick does not break it): under 3.9 mmol/L (70 mg/dL), over 16.7 mmol/L (300 mg/dL), or shaking, sweating, a pounding heart, dizziness or feeling unwell means breaking the fast at once and treating it — do not hold on until sunset.',
    },
    source: S.idfDar,
  },
  {
    id: 'ramadan.diuretic',
    text: {
      zh: '利尿剂加上白天十几个小时不喝水容易脱水，肾功能偏差时还会伤肾：斋月前问开药医生这个药什么时候吃（常改到开斋后）、剂量要不要调，不要自己停或改；头晕、特别口渴、尿很少就开斋喝水。',
      en: 'A diuretic plus many hours a day without water can dehydrate you, and with reduced kidney function harm the kidneys: before Ramadan ask the prescriber when to take it (often after iftar) and whether the dose changes — do not stop or change it yourself; dizziness, great thirst or very little urine mean breaking the fast to drink.',
    },
    source: { ref: `${S.idfDar.ref}; ${S.kdigoSickDay.ref}`, url: S.idfDar.url },
  },
  {
    id: 'ramadan.food',
    text: {
      zh: '封斋饭尽量晚吃，选消化慢的主食（燕麦、全麦、杂粮饭、豆类）加蛋白质和蔬菜；开斋先吃1–3个椰枣、喝水，再吃一份正常搭配的饭菜，不要一顿吃撑，油炸食品和甜食少吃；开斋到封斋之间少量多次喝水。',
      en: 'Have suhoor as late as you can, with slow-release starch (oats, wholegrain bread or chapati, brown or basmati rice, beans) plus protein and vegetables; open the fast with 1–3 dates and water, then a normal balanced plate, not a feast, with little fried food or sweets; drink water little and often between iftar and suhoor.',
    },
    source: S.idfDar,
  },
];

export function ramadanRule(id: RamadanRule['id']): RamadanRule {
  return RAMADAN_RULES.find((r) => r.id === id)!;
}
