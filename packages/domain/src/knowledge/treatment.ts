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

/**
 * Who investigates the cause of iron deficiency depends on who the person is (BSG 2021; NICE NG88;
 * 中国缺铁性贫血诊治和预防多学科专家共识 2018): in men and post-menopausal women it is gut blood
 * loss (or a gut cancer) until proven otherwise; in menstruating women heavy periods come first; in
 * pregnancy and after birth the obstetric team. The questionnaire has no menopause item, so a woman
 * of 50 or over is taken as post-menopausal (the age BSG uses for bidirectional endoscopy).
 */
export type ReferralGroup = 'gi' | 'menstruating' | 'pregnant' | 'postpartum';

/** Women at or above this age are treated as post-menopausal (no menopause item is asked). */
export const POSTMENOPAUSAL_AGE_PROXY = 50;

export interface TreatmentReferral {
  see: Bilingual;
  why: Bilingual;
  /** Escalated urgency when the same labs show anaemia (haemoglobin flagged low). */
  urgencyWithAnaemia?: TreatmentUrgency;
  /** The re-test interval for this group when it differs from the rule's (pregnancy: Hb in 2–4 weeks). */
  retestWeeks?: { min: number; max: number };
  /**
   * The guideline's treatment range for this group when it differs from the rule's: what the person
   * already takes inside it is a treatment dose, kept (twelfth clinician review, zh P2 #2: postpartum
   * 力蜚能 150 mg told to stop).
   */
  range?: { min: number; max: number };
  /**
   * The range when the same labs show anaemia (haemoglobin flagged low), where the group's guideline
   * gives a higher one for anaemia than for a deficiency alone (fifteenth clinician review, zh P1-S1:
   * 速力菲 130 mg a day prescribed for iron-deficiency anaemia at 12 weeks was "reduce" against 120 mg).
   */
  rangeWithAnaemia?: { min: number; max: number };
  /**
   * The dose the plan gives and the range, with anaemia, where one standard's guideline sets its own
   * (妊娠期铁缺乏和缺铁性贫血诊治指南 2014: iron-deficiency anaemia in pregnancy 100–200 mg a day; the
   * plan's 60 mg on top of a prenatal's 27 was below it: eighteenth clinician review, zh M3).
   */
  withAnaemiaByStandard?: Partial<Record<Locale, { dose: number; range: { min: number; max: number } }>>;
  source: Source;
}

/**
 * The oral iron treatment range in pregnancy (BSH 2020: 40–80 mg elemental iron a day). Iron from
 * supplements below it (a prenatal's 27 mg) is routine antenatal supplementation (WHO 2016 A.2.1),
 * kept as it is: a lab-proven deficiency then gets the treatment dose as one iron tablet on top (the
 * whole within WHO 2012's 120 mg a day for anaemia in pregnancy), never a top-up that sums to another
 * figure (clinician review 2026-11-25, E5). From 40 mg on, what she takes is already a treatment dose.
 */
export const PREGNANCY_IRON_TREATMENT_MG = { min: 40, max: 80 } as const;

export interface TreatmentRule {
  nutrient: NutrientKey;
  /** Lab marker key (knowledge/lab-markers.ts). */
  marker: string;
  /** Deficient below this value, canonical unit, by locale standard. */
  cutoff: Readonly<Record<Locale, number>>;
  /**
   * Deficient below this value too when the same labs show anaemia and the marker reads low for it
   * (labs/index.ts: ferritin < 30 µg/L beside a low haemoglobin, BSG 2021; twelfth clinician review,
   * zh P4 #1: Hb 112 g/L with ferritin 15 was "normal" and got no treatment).
   */
  cutoffWithAnaemia?: number;
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
  /**
   * Who to see and why by sex, age and life stage; they replace `see` and `why`. Kidney disease then
   * adds `alsoKidney` rather than replacing the referral (the cause still has to be found).
   */
  referrals?: Readonly<Record<ReferralGroup, TreatmentReferral>>;
  /** Added to the referral with kidney disease. */
  alsoKidney?: Bilingual;
  urgency: TreatmentUrgency;
  why: Bilingual;
  retestWeeks: { min: number; max: number };
  /** A marker that must be present and not low before this treatment may be given. */
  /** `why` when the other marker is not known; `whyLow` when it is known and low. */
  requiresNormal?: { marker: string; why: Bilingual; whyLow: Bilingual };
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
const IRON_GI_SOURCE: Source = {
  ref: 'BSG guidelines for the management of iron deficiency anaemia in adults (Snook J et al. Gut 2021;70:2030): in men and post-menopausal women, bidirectional endoscopy (gastroscopy and colonoscopy) and coeliac serology, because gastrointestinal blood loss and malignancy are the causes to exclude first; fast-track referral when there is anaemia; NICE NG12 Suspected cancer (2015, updated 2023): iron-deficiency anaemia from 60 y; 中国缺铁性贫血诊治和预防多学科专家共识（2018）：成年男性和绝经后女性缺铁应首先排查消化道失血和肿瘤',
  url: 'https://gut.bmj.com/content/70/11/2030',
};
const IRON_MENSTRUAL_SOURCE: Source = {
  ref: 'NICE NG88 Heavy menstrual bleeding: assessment and management (2018, updated 2021): assess heavy periods in primary care, refer to gynaecology when needed; BSG IDA guideline (Gut 2021;70:2030): in premenopausal women menstrual loss is the usual cause, coeliac serology for all, gut investigation with gut symptoms, a family history of colorectal cancer, age ≥ 50 or no response to iron; 中国缺铁性贫血诊治和预防多学科专家共识（2018）：育龄女性常见原因为月经过多',
  url: 'https://www.nice.org.uk/guidance/ng88',
};
const IRON_PREGNANCY_SOURCE: Source = {
  ref: 'BSH UK guidelines on the management of iron deficiency in pregnancy (Pavord S et al. Br J Haematol 2020;188:819): managed by the maternity team, oral iron 40–80 mg elemental a day, haemoglobin rechecked 2–3 weeks after starting, postpartum iron deficiency treated likewise; WHO Guideline: daily iron and folic acid supplementation in pregnant women (2012): 120 mg elemental iron a day for anaemia in pregnancy until haemoglobin is normal; WHO recommendations on antenatal care (2016) A.2.1: routine 30–60 mg elemental iron a day; 妊娠期铁缺乏和缺铁性贫血诊治指南（中华医学会围产医学分会 2014，中华围产医学杂志 2014;17(7):451）：诊断明确的缺铁性贫血孕妇补充元素铁 100–200 mg/d，治疗 2 周后复查血红蛋白；非贫血孕妇血清铁蛋白 < 30 µg/L 摄入元素铁 60 mg/d，8 周后评估; 中国缺铁性贫血诊治和预防多学科专家共识（2018）',
  url: 'https://b-s-h.org.uk/guidelines/guidelines/uk-guidelines-on-the-management-of-iron-deficiency-in-pregnancy',
};
const IRON_POSTPARTUM_SOURCE: Source = {
  ref: '妊娠期铁缺乏和缺铁性贫血诊治指南（中华医学会围产医学分会 2014）：产后血红蛋白 < 100 g/L 的产妇口服元素铁 100–200 mg/d，持续 2–3 个月，之后复查血红蛋白和铁蛋白（章节凭记忆）; WHO Guideline: iron supplementation in postpartum women (2016): 60 mg elemental iron a day for 6–12 weeks; BSH UK guidelines on the management of iron deficiency in pregnancy (Pavord S et al. Br J Haematol 2020;188:819): postpartum iron deficiency treated with oral iron',
  url: 'https://www.who.int/publications/i/item/9789241549585',
};
const B12_SOURCE: Source = {
  ref: 'BSH guideline for cobalamin and folate disorders (Devalia V et al. Br J Haematol 2014;166:496: oral cyanocobalamin 1,000–2,000 µg daily as an alternative to injections outside neurological disease); NICE NG239 Vitamin B12 deficiency in over 16s (2024): oral cyanocobalamin 1,000 µg/day where absorption may be impaired; injections when there are neurological symptoms',
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
      zh: '25-羟基维生素D < 30 nmol/L（12 ng/mL）属于缺乏，可导致骨软化：需要医生查血钙和原因，医生常会开更高剂量的短期补充方案；在那之前，这里的剂量是安全的起点',
      en: '25-OH vitamin D < 30 nmol/L (12 ng/mL) is deficiency and can soften bones: a doctor should check calcium and the cause and often prescribes a higher short repletion course; until then the dose here is a safe start',
    },
    retestWeeks: { min: 8, max: 12 },
    source: ES_2011,
  },
  {
    nutrient: 'iron',
    marker: 'ferritin',
    cutoff: { 'zh-CN': 15, 'en-US': 15 },
    cutoffWithAnaemia: 30,
    dose: 60,
    range: { min: 60, max: 120 },
    step: 15,
    how: {
      zh: '元素铁 60 mg（如硫酸亚铁、富马酸亚铁或葡萄糖酸亚铁），每天或隔天一次，空腹或与维生素C同服，与钙、茶和咖啡间隔2小时',
      en: '60 mg elemental iron (ferrous sulfate, fumarate or gluconate) once a day or on alternate days, on an empty stomach or with vitamin C, 2 hours apart from calcium, tea and coffee',
    },
    // Fallback only: every person has a sex, so one of `referrals` always applies.
    see: { zh: '全科医生（查明缺铁原因）', en: 'your GP (to find the cause)' },
    referrals: {
      gi: {
        see: {
          zh: '全科或消化科医生（安排胃镜和结肠镜等检查）',
          en: 'your GP or a gastroenterologist (for tests of the gut such as gastroscopy and colonoscopy)',
        },
        why: {
          zh: '铁蛋白 < 15 µg/L（已有贫血时 < 30 µg/L）表示缺铁、铁储备耗竭，需要治疗剂量；成年男性和绝经后女性缺铁，首先要排除消化道失血（溃疡、息肉或消化道肿瘤），通常需要胃镜和结肠镜检查，并查乳糜泻等吸收不良原因；不要只补铁而不查原因',
          en: 'Ferritin < 15 µg/L (< 30 µg/L with anaemia) means iron stores are used up and needs a treatment dose; in adult men and post-menopausal women, blood loss from the gut (an ulcer, polyp or gut cancer) must be ruled out first, usually with gastroscopy and colonoscopy, plus a test for coeliac disease and other causes of poor absorption; do not just take iron without finding the cause',
        },
        urgencyWithAnaemia: 'days',
        source: IRON_GI_SOURCE,
      },
      menstruating: {
        see: { zh: '全科或妇科医生', en: 'your GP or a gynaecologist' },
        why: {
          zh: '铁蛋白 < 15 µg/L（已有贫血时 < 30 µg/L）表示缺铁、铁储备耗竭，需要治疗剂量并查明原因：育龄女性最常见的是月经量多（请妇科评估），其次是饮食中铁不足和吸收不良（如乳糜泻）；有腹痛、黑便、大便习惯改变，或补铁后不见好转时，还需要查消化道',
          en: 'Ferritin < 15 µg/L (< 30 µg/L with anaemia) means iron stores are used up; it needs a treatment dose and the cause found: in women who have periods, heavy periods are the commonest cause (have them assessed, by a gynaecologist if needed), then low iron intake and poor absorption (such as coeliac disease); gut symptoms, black stools, a change in bowel habit or no response to iron need tests of the gut too',
        },
        source: IRON_MENSTRUAL_SOURCE,
      },
      pregnant: {
        see: { zh: '产科医生', en: 'your obstetrician or midwife' },
        why: {
          zh: '铁蛋白 < 15 µg/L（已有贫血时 < 30 µg/L）表示缺铁、铁储备耗竭：孕期铁需要量大增，缺铁会增加贫血、早产和低出生体重的风险；补铁剂量和复查请由产科医生安排',
          en: 'Ferritin < 15 µg/L (< 30 µg/L with anaemia) means iron stores are used up: pregnancy greatly raises iron needs, and iron deficiency raises the risk of anaemia, preterm birth and low birth weight; your maternity team sets the dose and the re-test',
        },
        // BSH 2020: haemoglobin checked 2–3 weeks after starting oral iron; BSG 2021: within 4 weeks.
        retestWeeks: { min: 2, max: 4 },
        // 妊娠期铁缺乏和缺铁性贫血诊治指南（2014）：缺铁性贫血口服元素铁 100–200 mg/d (WHO 2012: 120 mg).
        // The prescriber's dose inside it is a treatment dose, kept; the lower bound stays the rule's,
        // so what the plan itself adds does not change.
        rangeWithAnaemia: { min: 60, max: 200 },
        // The Chinese guideline's own figures for anaemia (recommendation 1B): 100 mg elemental iron a day
        // added (inside WHO 2012's 120 mg with a prenatal's 27), 100–200 mg in all, Hb rechecked in 2 weeks.
        withAnaemiaByStandard: { 'zh-CN': { dose: 100, range: { min: 100, max: 200 } } },
        source: IRON_PREGNANCY_SOURCE,
      },
      postpartum: {
        see: { zh: '产科或全科医生', en: 'your obstetrician or GP' },
        why: {
          zh: '铁蛋白 < 15 µg/L（已有贫血时 < 30 µg/L）表示缺铁、铁储备耗竭：产后缺铁多与分娩失血和孕期铁消耗有关，需要治疗剂量；如果这些不能解释，医生还会查其他原因',
          en: 'Ferritin < 15 µg/L (< 30 µg/L with anaemia) means iron stores are used up: after birth this is usually blood loss at delivery and the iron used in pregnancy, and it needs a treatment dose; if that does not explain it, your doctor looks for other causes',
        },
        // 妊娠期铁缺乏和缺铁性贫血诊治指南（2014）：产后 Hb < 100 g/L，口服元素铁 100–200 mg/d，2–3 个月；
        // WHO 2016 postpartum: 60 mg a day. An iron product she takes from 60 to 200 mg is a treatment dose.
        range: { min: 60, max: 200 },
        source: IRON_POSTPARTUM_SOURCE,
      },
    },
    alsoKidney: {
      zh: '你有肾病，也请告诉肾内科医生（肾病会影响铁指标的解读和补铁方式）',
      en: 'as you have kidney disease, tell your kidney team too (it changes how iron tests are read and how iron is given)',
    },
    urgency: 'weeks',
    why: {
      zh: '铁蛋白 < 15 µg/L（已有贫血时 < 30 µg/L）表示缺铁、铁储备耗竭；需要治疗剂量，并且必须查明原因',
      en: 'Ferritin < 15 µg/L (< 30 µg/L with anaemia) means iron stores are used up; it needs a treatment dose and the cause must be found',
    },
    retestWeeks: { min: 4, max: 8 },
    source: IRON_SOURCE,
  },
  {
    nutrient: 'vitaminB12',
    marker: 'serumB12',
    cutoff: { 'zh-CN': 150, 'en-US': 148 },
    dose: 1000,
    // Forty-seventh clinician review, zh M13: 1,500 µg a day was "above the guideline treatment range (1000–1000)";
    // oral treatment doses run 1,000–2,000 µg a day (BSH 2014), and B12 has no upper limit.
    range: { min: 1000, max: 2000 },
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
      whyLow: {
        zh: '叶酸和维生素B12都偏低：先开始B12治疗（单补大剂量叶酸会掩盖B12缺乏造成的神经损伤），医生会在B12治疗开始后再加叶酸5 mg，请和医生一起安排',
        en: 'Folate and B12 are both low: B12 treatment comes first (high-dose folic acid alone can mask the nerve damage of B12 deficiency), and the doctor adds folic acid 5 mg once B12 treatment has started; plan both with your doctor',
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
