import type { Bilingual, Locale, Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';

/**
 * Lab-confirmed deficiency → treatment (issue 15 §3). A value below the deficiency cut-off gets a
 * treatment-range dose from the guideline instead of a maintenance dose, always "under medical
 * supervision", with who to see, how soon, why, and when to re-test. Such a dose is the only one the
 * plan lets exceed the routine self-supplementation UL (iron 60 mg > UL 42/45 mg; folic acid 5 mg >
 * UL 1 mg); it never exceeds `range.max` of its guideline.
 *
 * Cut-offs are in the marker's canonical unit (knowledge/lab-markers.ts) and compared on the value
 * rounded to the marker's reporting precision: value < cutoff is deficient.
 */

export type TreatmentUrgency = 'now' | 'days' | 'weeks';

export interface TreatmentRule {
  nutrient: NutrientKey;
  /** Lab marker key (knowledge/lab-markers.ts). */
  marker: string;
  /** Deficient below this value, canonical unit, by locale standard. */
  cutoff: Readonly<Record<Locale, number>>;
  /** Daily dose the plan gives (nutrient's canonical unit, knowledge of nutrients/index.ts). */
  dose: number;
  /** The guideline's treatment range for the daily dose. */
  range: { min: number; max: number };
  /**
   * What `range` is in the guideline: `maintenance` when the plan's dose is a conservative
   * maintenance-range dose and the guideline's repletion (loading) course is left to the doctor
   * (vitamin D; dietitian M11). Absent = a treatment range.
   */
  rangeKind?: 'maintenance';
  /** Rounding step of the dose when current supplements are subtracted. */
  step: number;
  /** Form and how to take it. */
  how: Bilingual;
  see: Bilingual;
  /** Who to see instead when the person has kidney disease (the kidney team manages these). */
  seeKidney?: Bilingual;
  urgency: TreatmentUrgency;
  why: Bilingual;
  retestWeeks: { min: number; max: number };
  /** A marker that must be present and not low before this treatment may be given. */
  requiresNormal?: { marker: string; why: Bilingual };
  source: Source;
}

const ES_2011: Source = {
  ref: 'Holick MF et al. Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911 (deficient adults: 6,000 IU/day or 50,000 IU/week for 8 weeks, then 1,500–2,000 IU/day); 维生素D及其类似物临床应用共识（中华内分泌代谢杂志 2018）; 25(OH)D < 30 nmol/L (12 ng/mL) deficiency: IOM 2011, WS/T 677-2020',
  url: 'https://academic.oup.com/jcem/article/96/7/1911/2833671',
};
const IRON_SOURCE: Source = {
  ref: 'BSG guidelines for the management of iron deficiency anaemia in adults (Snook J et al. Gut 2021;70:2030): one tablet of ferrous sulfate/fumarate/gluconate a day (≈ 65 mg elemental), alternate days if not tolerated, Hb checked within 4 weeks, cause investigated; Stoffel NU et al. Lancet Haematol 2017;4:e524 (60–120 mg on alternate days absorbs better); WHO 2020 ferritin < 15 µg/L = depleted iron stores',
  url: 'https://gut.bmj.com/content/70/11/2030',
};
const B12_SOURCE: Source = {
  ref: 'BSH guideline for cobalamin and folate disorders (Devalia V et al. Br J Haematol 2014;166:496); NICE NG239 Vitamin B12 deficiency in over 16s (2024): oral cyanocobalamin 1,000 µg/day where absorption may be impaired; injections when there are neurological symptoms',
  url: 'https://www.nice.org.uk/guidance/ng239',
};
const FOLATE_SOURCE: Source = {
  ref: 'BSH guideline for cobalamin and folate disorders (Devalia V et al. Br J Haematol 2014;166:496): folic acid 5 mg daily for 4 months, after B12 deficiency is excluded or treated',
  url: 'https://b-s-h.org.uk/guidelines/guidelines/diagnosis-and-treatment-of-cobalamin-and-folate-disorders',
};

export const TREATMENT_RULES = [
  {
    nutrient: 'vitaminD',
    marker: 'vitaminD25OH',
    cutoff: { 'zh-CN': 30, 'en-US': 30 },
    // 50 µg = 2,000 IU; range 25–50 µg = 1,000–2,000 IU (maintenance after repletion, ES 2011).
    dose: 50,
    range: { min: 25, max: 50 },
    // 1,000–2,000 IU is a maintenance range; ES 2011 repletes with 6,000 IU/day or 50,000 IU/week
    // for 8 weeks. The plan's conservative 2,000 IU is labelled as what it is (dietitian M11).
    rangeKind: 'maintenance',
    step: 10,
    how: {
      zh: '维生素D3，每天 2000 IU（50 µg），随含油脂的正餐服用；医生可能改用更高的短期补充方案',
      en: 'Vitamin D3 2,000 IU (50 µg) a day with a meal that contains fat; your doctor may use a higher short loading course',
    },
    see: { zh: '全科或内分泌科医生', en: 'your GP or an endocrinologist' },
    seeKidney: { zh: '肾内科医生', en: 'your nephrologist' },
    urgency: 'weeks',
    why: {
      zh: '25-羟基维生素D < 30 nmol/L（12 ng/mL）属于缺乏，可导致骨软化；需要治疗剂量而非日常剂量，并由医生查血钙和原因',
      en: '25-OH vitamin D < 30 nmol/L (12 ng/mL) is deficiency and can soften bones; it needs a treatment dose, not a maintenance one, and a doctor to check calcium and the cause',
    },
    retestWeeks: { min: 8, max: 12 },
    source: ES_2011,
  },
  {
    nutrient: 'iron',
    marker: 'ferritin',
    cutoff: { 'zh-CN': 15, 'en-US': 15 },
    dose: 60,
    range: { min: 60, max: 120 },
    step: 15,
    how: {
      zh: '元素铁 60 mg（如硫酸亚铁、富马酸亚铁或葡萄糖酸亚铁），每天或隔天一次，空腹或与维生素C同服，与钙、茶和咖啡间隔2小时',
      en: '60 mg elemental iron (ferrous sulfate, fumarate or gluconate) once a day or on alternate days, on an empty stomach or with vitamin C, 2 hours apart from calcium, tea and coffee',
    },
    see: { zh: '全科或消化科医生（查明缺铁原因）', en: 'your GP (to find the cause)' },
    seeKidney: { zh: '肾内科医生', en: 'your nephrologist' },
    urgency: 'weeks',
    why: {
      zh: '铁蛋白 < 15 µg/L 表示铁储备耗竭；需要治疗剂量，并且必须查明原因（月经过多、消化道失血、吸收不良）',
      en: 'Ferritin < 15 µg/L means iron stores are used up; it needs a treatment dose and the cause must be found (heavy periods, blood loss from the gut, poor absorption)',
    },
    retestWeeks: { min: 4, max: 8 },
    source: IRON_SOURCE,
  },
  {
    nutrient: 'vitaminB12',
    marker: 'serumB12',
    cutoff: { 'zh-CN': 150, 'en-US': 148 },
    dose: 1000,
    range: { min: 1000, max: 1000 },
    step: 500,
    how: {
      zh: '口服维生素B12（氰钴胺）每天 1000 µg；如有手脚麻木、行走不稳或记忆问题，需要医生改为注射',
      en: 'Oral vitamin B12 (cyanocobalamin) 1,000 µg a day; numbness, unsteady walking or memory problems need injections from your doctor',
    },
    see: { zh: '全科或血液科医生', en: 'your GP' },
    urgency: 'weeks',
    why: {
      zh: '维生素B12缺乏需查明原因（恶性贫血、二甲双胍或抑酸药、纯素饮食），治疗剂量远高于日常补充量',
      en: 'B12 deficiency needs its cause found (pernicious anaemia, metformin or acid-reducing medicines, a vegan diet); the treatment dose is far above a daily top-up',
    },
    retestWeeks: { min: 8, max: 12 },
    source: B12_SOURCE,
  },
  {
    nutrient: 'folate',
    marker: 'serumFolate',
    cutoff: { 'zh-CN': 10, 'en-US': 6.8 },
    dose: 5000,
    range: { min: 5000, max: 5000 },
    step: 5000,
    how: {
      zh: '叶酸片每天 5 mg（5000 µg），通常服用4个月，由医生开具',
      en: 'Folic acid 5 mg (5,000 µg) a day, usually for 4 months, prescribed by your doctor',
    },
    see: { zh: '全科或血液科医生', en: 'your GP' },
    urgency: 'weeks',
    why: {
      zh: '叶酸缺乏需查明原因；大剂量叶酸会掩盖维生素B12缺乏，所以必须先确认B12正常',
      en: 'Folate deficiency needs its cause found; high-dose folic acid can hide B12 deficiency, so B12 must be normal first',
    },
    retestWeeks: { min: 12, max: 16 },
    requiresNormal: {
      marker: 'serumB12',
      why: {
        zh: '叶酸偏低：大剂量叶酸治疗前需先查维生素B12（B12缺乏时单补叶酸会掩盖病情），请医生一并检查',
        en: 'Folate is low: B12 must be checked before a high-dose folic acid treatment (folic acid alone can hide B12 deficiency); ask your doctor to test both',
      },
    },
    source: FOLATE_SOURCE,
  },
] as const satisfies readonly TreatmentRule[];

export const URGENCY_TEXT = {
  now: { zh: '今天就医', en: 'today' },
  days: { zh: '一周内就医', en: 'within a week' },
  weeks: { zh: '两到四周内就医', en: 'within 2–4 weeks' },
} as const satisfies Record<TreatmentUrgency, Bilingual>;
