import type { Bilingual, Source } from '../contracts/common';

/**
 * Blood pressure typed where lab values go ("blood pressure systolic 162 mmHg", "收缩压 162",
 * "血压 162/112"). It is not a lab marker (no report range, no nutrient status, no re-test), so it never
 * enters the lab table; the plan recognises it instead of listing it as "not recognised", and a
 * severe-range value is urgent (clinician review 2026-11-25, E5).
 */

/** Names of a blood-pressure reading, folded to lower case; which side a bare number is. */
export const BLOOD_PRESSURE_NAMES: readonly { pattern: RegExp; side: 'systolic' | 'diastolic' }[] = [
  { pattern: /舒张压|低压|diastolic|\bdbp\b|\bdia\b/i, side: 'diastolic' },
  {
    pattern: /收缩压|高压|血压|systolic|\bsbp\b|\bsys\b|blood ?pressure|\bbp\b/i,
    side: 'systolic',
  },
];

/** Units a reading may be given in (mmHg; kPa is converted, 1 kPa = 7.50 mmHg). */
export const BLOOD_PRESSURE_UNITS: Readonly<Record<string, number>> = {
  mmhg: 1,
  'mm hg': 1,
  毫米汞柱: 1,
  kpa: 7.50062,
};

export interface BloodPressureCutoff {
  systolic: number;
  diastolic: number;
  source: Source;
}

const ACOG_PB222: Source = {
  ref: 'ACOG Practice Bulletin No. 222, Gestational hypertension and preeclampsia (Obstet Gynecol 2020;135:e237): severe-range blood pressure is systolic ≥ 160 mmHg or diastolic ≥ 110 mmHg, confirmed within minutes and treated within 30–60 minutes; hypertension in pregnancy from 140/90; 中华医学会妇产科学分会 妊娠期高血压疾病诊治指南（2020）：收缩压 ≥ 160 mmHg 和/或舒张压 ≥ 110 mmHg 为重度高血压',
  url: 'https://doi.org/10.1097/AOG.0000000000003891',
};
const ACC_AHA_2017: Source = {
  ref: 'Whelton PK et al. 2017 ACC/AHA guideline for the prevention, detection, evaluation and management of high blood pressure in adults, §11.2 hypertensive crises: systolic > 180 mmHg and/or diastolic > 120 mmHg needs prompt evaluation (an emergency with organ damage); 中国高血压防治指南（2018年修订版）高血压急症和亚急症：血压 > 180/120 mmHg',
  url: 'https://doi.org/10.1161/HYP.0000000000000065',
};

/** From these values (either side) the reading is urgent: in pregnancy, and otherwise. */
export const BLOOD_PRESSURE_URGENT: { pregnant: BloodPressureCutoff; other: BloodPressureCutoff } = {
  pregnant: { systolic: 160, diastolic: 110, source: ACOG_PB222 },
  other: { systolic: 180, diastolic: 120, source: ACC_AHA_2017 },
};

/** Hypertension outside pregnancy from these values (either side): 中国高血压防治指南 2018; ESC/ESH 2018 grade 1. */
export const BLOOD_PRESSURE_RAISED: BloodPressureCutoff = {
  systolic: 140,
  diastolic: 90,
  source: {
    ref: '中国高血压防治指南（2018年修订版）：诊室血压 ≥ 140/90 mmHg 为高血压；Williams B et al. 2018 ESC/ESH Guidelines for the management of arterial hypertension (grade 1 from 140/90 mmHg)',
    url: 'https://doi.org/10.1093/eurheartj/ehy339',
  },
};

/** In pregnancy from these values (either side) it is hypertension, to tell the maternity team soon. */
export const BLOOD_PRESSURE_RAISED_PREGNANT: BloodPressureCutoff = {
  systolic: 140,
  diastolic: 90,
  source: ACOG_PB222,
};

/** `{value}` is the reading as shown ("收缩压 162 mmHg", "Blood pressure 162/112 mmHg"). */
export const BLOOD_PRESSURE_TEXT = {
  severePregnant: {
    zh: '{value}：怀孕期间收缩压 ≥ 160 或舒张压 ≥ 110 mmHg 属于重度高血压范围。请今天就联系产科（产房或产科急诊分诊）复测并评估，不要等到下次产检；如果同时有剧烈头痛、看东西模糊或闪光、上腹痛、气短或胎动减少，请立即拨打120或去产科急诊。继续按医生的处方服用降压药。',
    en: '{value}: in pregnancy a systolic of 160 or more, or a diastolic of 110 or more, is in the severe range. Contact maternity triage (labour and delivery) today to have it rechecked and assessed, rather than waiting for your next visit; if you also have a severe headache, blurred vision or flashing lights, pain under the ribs, shortness of breath or fewer baby movements, call 911 or go to labour and delivery now. Keep taking your blood-pressure medicine as prescribed.',
  },
  raisedPregnant: {
    zh: '{value}：怀孕期间 ≥ 140/90 mmHg 属于妊娠期高血压范围，请在一两天内告诉产科医生或助产士并复测；如果出现头痛、视物模糊、上腹痛或水肿突然加重，请当天就医。',
    en: '{value}: in pregnancy 140/90 or more is in the hypertension range; tell your obstetrician or midwife within a day or two and have it rechecked; with a headache, blurred vision, pain under the ribs or sudden swelling, get care the same day.',
  },
  severe: {
    zh: '{value}：收缩压 ≥ 180 或舒张压 ≥ 120 mmHg 属于严重升高：请先休息几分钟后复测；如果仍然这么高，请今天就医。如果同时有胸痛、气短、剧烈头痛、一侧肢体无力、说话不清或看东西模糊，请立即拨打120。',
    en: '{value}: a systolic of 180 or more, or a diastolic of 120 or more, is severely raised. Rest for a few minutes and measure again; if it is still this high, see a doctor today. With chest pain, shortness of breath, a severe headache, weakness on one side, trouble speaking or blurred vision, call 911 now.',
  },
  raised: {
    zh: '{value}：达到高血压范围（≥ 140/90 mmHg）。如果多次测量都这么高，请在几周内找医生评估血压和用药；如果同时有胸痛、剧烈头痛或一侧肢体无力，请立即就医。',
    en: '{value}: in the high blood pressure range (140/90 or more). If repeated readings stay this high, see your doctor within a few weeks about your blood pressure and medicines; with chest pain, a severe headache or weakness on one side, get care now.',
  },
  noted: {
    zh: '{value}：已记录。血压不是化验指标，方案不按它调整营养素；请按医生的安排监测血压。',
    en: '{value}: noted. Blood pressure is not a lab value and the plan does not change nutrients by it; keep monitoring it as your doctor advises.',
  },
} as const satisfies Record<string, Bilingual>;
