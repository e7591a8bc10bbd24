/**
 * Hyperemesis gravidarum (RCOG Green-top Guideline No. 69, 2016): nausea and vomiting of pregnancy with
 * more than 5 % loss of the pre-pregnancy weight, dehydration and electrolyte imbalance. Prolonged
 * vomiting can use up thiamine within weeks and lead to Wernicke's encephalopathy: the guideline gives
 * thiamine (by mouth or into a vein) to women with prolonged vomiting.
 *
 * The seventh clinician review (zh P2: 9 weeks, 55 → 50.5 kg, potassium 3.1, sodium 132, ketones 3+)
 * found a plan that said "eat more fruit and vegetables" for the potassium, "diuretics or drinking too
 * much water" for the sodium, added three new products for a woman who could not keep water down, and a
 * chat that said "no need for vitamin B1: your multivitamin gives 1.6 mg" — the multivitamin she was
 * vomiting up.
 *
 * The questionnaire does not ask about vomiting: a loss of more than 5 % of the pre-pregnancy weight in
 * the first half of pregnancy is read as the guideline's weight criterion, and the texts say "if this is
 * from nausea and vomiting". A low potassium or sodium beside it is the electrolyte criterion: the same
 * day.
 */
import type { Bilingual, Source } from '../contracts/common';

export const HYPEREMESIS_SOURCE: Source = {
  ref: 'RCOG Green-top Guideline No. 69, The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (2016): definition (> 5 % pre-pregnancy weight loss, dehydration, electrolyte imbalance); thiamine supplementation, oral or intravenous, for women with prolonged vomiting (Wernicke’s encephalopathy); women unable to keep down fluids or oral antiemetics, or with ketonuria and weight loss, are assessed the same day (ambulatory or inpatient IV fluids with potassium chloride); ACOG Practice Bulletin No. 189 (2018)',
  url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/the-management-of-nausea-and-vomiting-of-pregnancy-and-hyperemesis-gravidarum-green-top-guideline-no-69/',
};

/** RCOG GTG 69: more than 5 % of the pre-pregnancy weight lost. */
export const HYPEREMESIS_WEIGHT_LOSS_FRACTION = 0.05;
/** Nausea and vomiting of pregnancy begins before 10 weeks; a loss is read as it up to mid-pregnancy. */
export const HYPEREMESIS_WEEK_BEFORE = 20;
/** The electrolytes whose low value is the guideline's electrolyte imbalance. */
export const HYPEREMESIS_ELECTROLYTES = ['serumPotassium', 'serumSodium'] as const;

export interface HyperemesisRisk {
  lossKg: number;
  /** Percent of the pre-pregnancy weight, one decimal. */
  lossPercent: number;
  /** Low electrolytes among the labs, by marker key. */
  low: string[];
}

const EARLY_STAGES: ReadonlySet<string> = new Set(['pregnant_t1', 'pregnant_t2']);

/** Weight loss of hyperemesis gravidarum in the first half of pregnancy (RCOG GTG 69), or null. */
export function hyperemesisOf(
  a: {
    lifeStage?: string | undefined;
    gestationalWeek?: number | undefined;
    weightKg: number;
    prePregnancyWeightKg?: number | undefined;
  },
  markers: readonly { key: string; flag: string }[] | undefined,
): HyperemesisRisk | null {
  if (!EARLY_STAGES.has(a.lifeStage ?? 'none')) return null;
  if (typeof a.gestationalWeek === 'number' && a.gestationalWeek >= HYPEREMESIS_WEEK_BEFORE) return null;
  const before = a.prePregnancyWeightKg;
  if (typeof before !== 'number' || !(before > 0) || !(a.weightKg > 0)) return null;
  const loss = before - a.weightKg;
  if (!(loss / before > HYPEREMESIS_WEIGHT_LOSS_FRACTION)) return null;
  const low = (markers ?? [])
    .filter((m) => (HYPEREMESIS_ELECTROLYTES as readonly string[]).includes(m.key) && m.flag === 'low')
    .map((m) => m.key);
  return {
    lossKg: Math.round(loss * 10) / 10,
    lossPercent: Math.round((loss / before) * 1000) / 10,
    low,
  };
}

export const HYPEREMESIS_TEXT: { base: Bilingual; lowLabs: Bilingual; noLabs: Bilingual } = {
  base: {
    zh: '怀孕后体重比孕前下降了 {kg} 千克（{pct}%）。如果是因为恶心呕吐，体重下降超过5%已经达到妊娠剧吐的程度，需要医生治疗，不是靠调整饮食能解决的：止吐药、补液和补电解质由产科医生决定（喝水也留不住时需要输液）。**持续呕吐时，指南建议补充维生素B1（硫胺素），预防一种严重的脑病（韦尼克脑病）：请向产科医生要，吐得厉害时可以静脉给；吃了就吐出来的复合维生素不算数。** 叶酸继续吃：只含叶酸的小片比孕妇复合维生素容易留住，可以放到睡前吃；复合维生素吃了就吐的话可以先停，等呕吐好转再吃。在呕吐好转前，本方案不加新的补充剂。吃得下什么先吃什么：少量多餐，干的淀粉类（苏打饼干、馒头片、白粥），凉的、气味小的食物，两餐之间小口多次喝水或口服补液盐。',
    en: 'You weigh {kg} kg ({pct}%) less than before the pregnancy. If this is from nausea and vomiting, losing more than 5 % is hyperemesis gravidarum, which needs treatment, not just a change of diet: anti-sickness medicine, fluids and electrolytes are for your obstetric team to decide (a drip when even water will not stay down). **With prolonged vomiting the guideline gives vitamin B1 (thiamine) to prevent a serious brain condition (Wernicke’s encephalopathy): ask your obstetric team for it — into a vein if you are vomiting a lot; a multivitamin that comes back up does not count.** Keep taking folic acid: a small folic-acid-only tablet stays down more easily than a prenatal multivitamin and can be taken at bedtime; if the multivitamin comes back up you can pause it until the vomiting settles. Until then this plan adds no new supplements. Eat what stays down: small amounts often, dry starchy food (crackers, toast, plain rice porridge), cold food with little smell, and sip water or oral rehydration solution between meals.',
  },
  lowLabs: {
    zh: '你的{labs}已经偏低：请今天就联系产科医生或去医院，可能需要输液补钾、补钠。',
    en: 'Your blood tests already show low {labs}: contact your obstetric team or go to hospital today — you may need a drip with potassium and salt.',
  },
  noLabs: {
    zh: '请在一两天内联系产科医生；如果喝水也留不住、尿很少或颜色很深、站起来头晕，请当天就医。',
    en: 'Contact your obstetric team within a day or two; if even water will not stay down, you pass little or dark urine, or feel faint standing up, seek care the same day.',
  },
};

/** A low potassium or sodium read beside hyperemesis: the vomiting's, for the doctor today. */
export const HYPEREMESIS_LOW_ELECTROLYTE: Record<(typeof HYPEREMESIS_ELECTROLYTES)[number], Bilingual> = {
  serumPotassium: {
    zh: '孕期持续呕吐会丢失钾：需要医生今天评估，补钾补液（可能需要输液），靠多吃蔬果补不回来，也不要自己买补钾药。',
    en: 'Prolonged vomiting in pregnancy loses potassium: a doctor needs to see you today to replace potassium and fluids (possibly by drip) — fruit and vegetables cannot make up for it, and do not buy potassium tablets yourself.',
  },
  serumSodium: {
    zh: '孕期持续呕吐会丢失钠和水分：需要医生今天评估、补液（可能需要输液）；不要只大量喝白开水。',
    en: 'Prolonged vomiting in pregnancy loses salt and water: a doctor needs to see you today for fluids (possibly by drip); do not just drink large amounts of plain water.',
  },
};
