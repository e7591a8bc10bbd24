import type { Bilingual, Source } from '../contracts/common';

/**
 * Planning a pregnancy (the goal `pregnancy_prep`, 备孕): folic acid 400 µg a day from at least a month
 * before conception (the Chinese guidelines: three months) to the end of the first 12 weeks, to prevent
 * neural-tube defects. Where a medicine's guideline sets a higher dose (5 mg on antiepileptics), the
 * teratogen table (knowledge/teratogens.ts, `folicAcidUg`) decides instead: the prescriber gives it.
 * See docs/product-rules.md#engine.
 */

/**
 * Childbearing age as the pregnancy rules use it (MHRA valproate pregnancy prevention programme: any
 * woman able to conceive, from menarche; the teratogen findings use the same years).
 */
export const CHILDBEARING_AGE = { min: 12, max: 50 } as const;

/** The daily folic acid before conception to 12 weeks, µg (the same 400 µg as in pregnancy). */
export const PRECONCEPTION_FOLIC_ACID_UG = 400;

export const PRECONCEPTION_FOLATE: { ref: string; text: Bilingual; source: Source } = {
  ref: 'goals=pregnancy_prep',
  text: {
    zh: '备孕：从计划怀孕前至少1个月（国内指南建议前3个月）开始到孕12周，每天补充400微克叶酸，以预防胎儿神经管缺陷',
    en: 'Planning a pregnancy: folic acid 400 µg a day from at least a month before conception (Chinese guidelines: three months) to 12 weeks of pregnancy, to prevent neural-tube defects',
  },
  source: {
    ref: 'WHO recommendations on antenatal care for a positive pregnancy experience (2016), A.2.1: folic acid 400 µg a day, ideally started before conception; US Preventive Services Task Force 2023 (grade A): 0.4–0.8 mg a day for anyone planning or capable of pregnancy, from at least 1 month before conception through the first 2–3 months; 中国临床合理补充叶酸多学科专家共识（医药导报 2021;40(1)）及围受孕期增补叶酸预防神经管缺陷指南(2017)：备孕妇女从孕前3个月起每天0.4 mg至孕满3个月',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/folic-acid-for-the-prevention-of-neural-tube-defects-preventive-medication',
  },
};

/**
 * A prenatal told to stop for another reason (its iron with thalassaemia, its retinol, its iodine with an
 * overactive thyroid) may be her only folic acid: it is kept from another product, never dropped with it
 * (blind answer round 66, zh-038 and zh-042, unsafe: "pause Elevit" at 20 weeks with nothing said of folic acid).
 */
export const PREGNANCY_KEEP_FOLIC_ACID: Bilingual = {
  zh: '这个产品也是你唯一的叶酸来源：怀孕（和备孕）期间每天都要有400微克叶酸，不能跟着一起停——换一种不含上面所说成分的孕期复合维生素，或单独吃叶酸片（每天400微克），并告诉产科医生。',
  en: 'This product is also your only folic acid: in pregnancy (and when trying for a baby) you need 400 µg of folic acid every day, so do not drop it with the product — take a pregnancy multivitamin without what is ruled out above, or a folic acid tablet on its own (400 µg a day), and tell your obstetrician.',
};

/**
 * Whether the answers describe a woman planning a pregnancy: the goal, a woman of childbearing age,
 * not pregnant already (pregnancy has its own rules). A man, or a woman outside those years, who
 * picks the goal is not refused (stored answers must keep making plans); the goal is simply not read
 * as a pregnancy plan for them.
 */
export function planningPregnancy(a: {
  gender: 'male' | 'female';
  age: number;
  lifeStage?: string | undefined;
  goals?: readonly string[] | undefined;
}): boolean {
  return (
    a.gender === 'female' &&
    a.age >= CHILDBEARING_AGE.min &&
    a.age <= CHILDBEARING_AGE.max &&
    !(a.lifeStage ?? 'none').startsWith('pregnant') &&
    (a.goals ?? []).includes('pregnancy_prep')
  );
}
